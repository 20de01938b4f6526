import { mkdirSync, readFileSync } from 'node:fs';
import { demoAccounts, expect, test, unique, createDemoStudent } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * An admin exports one student's data and deletes the student (issue 15), from Admin → Students:
 * the download is that student's JSON document without secrets; the delete needs the username
 * typed, then the student is gone and cannot sign in.
 */

const PASSWORD = 'chalk42';

test("an admin downloads a student's data, then deletes the student after typing their username", async ({ page }) => {
  test.setTimeout(90_000);
  const username = unique('leaving.');
  const created = await createDemoStudent(page.request, { username, first: 'Lena', last: 'Vogel', password: PASSWORD });
  expect(created.status()).toBe(200);
  const { user } = (await created.json()) as { user: { id: string; apiKey: string } };
  const writings = await page.request.get('/api/writingassignment/getall', { headers: { 'X-Api-Key': user.apiKey } });
  const assignment = ((await writings.json()) as { id: string }[])[0]!;
  const saved = await page.request.post('/api/writingassignment/save', {
    headers: { 'X-Api-Key': user.apiKey },
    data: { writingAssignmentID: assignment.id, studentText: '<p>My dog likes the park.</p>' },
  });
  expect(saved.status()).toBe(200);

  const { Admin } = demoAccounts();
  await signIn(page, Admin!.login, Admin!.password);
  await page.goto('/admin/students');
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  const row = page.getByRole('table', { name: 'Students' }).getByRole('row', { name: /Lena Vogel/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Room 12 Grammar');

  // Export: a JSON file named after the student, holding their writing and class, and no secret.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Export data of Lena Vogel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^sentence-lab-student-${username.replace('.', '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const text = readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as {
    account: { username: string };
    classMembership: { className: string };
    writing: { studentText: string }[];
  };
  expect(data.account.username).toBe(username);
  expect(data.classMembership.className).toBe('Room 12 Grammar');
  expect(data.writing[0]!.studentText).toContain('My dog likes the park.');
  expect(text).not.toMatch(/passwordHash|keyHash|\$argon2/);
  expect(text).not.toContain(user.apiKey);

  // Delete: the dialog needs the username; a wrong one deletes nothing.
  await row.getByRole('button', { name: 'Delete Lena Vogel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Lena Vogel?' });
  await expect(dialog).toContainText('It cannot be undone');
  const confirm = dialog.getByRole('textbox', { name: `Type the username ${username} to confirm` });
  await confirm.fill('someone.else');
  await dialog.getByRole('button', { name: 'Delete student and data' }).click();
  await expect(dialog).toContainText('That is not this student’s username. Nothing was deleted.');
  mkdirSync('test-results/screens-admin', { recursive: true });
  await page.screenshot({ path: 'test-results/screens-admin/delete-student-dialog.png' });
  await confirm.fill(username.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete student and data' }).click();
  await expect(page.locator('.toast-success', { hasText: 'Lena Vogel and all of their data were deleted.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No students match “${username}”.`)).toBeVisible();

  // Gone on the server: their key and their password no longer work.
  expect((await page.request.post('/api/user/checksession', { headers: { 'X-Api-Key': user.apiKey } })).status()).toBe(401);
  expect((await page.request.post('/api/user/login', { data: { username, password: PASSWORD } })).status()).toBe(401);
});
