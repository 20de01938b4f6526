import type { Page } from '@playwright/test';
import { test, expect, demoAccounts } from './support/fixtures';
import { messages } from '../../src/shared/messages';

async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(` ${login} `);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

/** The session key the page keeps in IndexedDB (Dexie database `sentence-lab`, table `session`). */
const storedKey = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('sentence-lab');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('session').objectStore('session').get('current');
          get.onsuccess = () => resolve((get.result as { apiKey?: string } | undefined)?.apiKey ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );

test('a key revoked on the server signs the page out with "Please Login"', async ({ page, request }) => {
  const { Teacher } = demoAccounts();
  await page.goto('/profile');
  await expect(page).toHaveURL(/return_to=%2Fprofile/);
  await logIn(page, Teacher!.login, Teacher!.password);
  await expect(page).toHaveURL(/\/profile$/);

  // A reload keeps the user signed in: the key comes back from IndexedDB.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const key = await storedKey(page);
  expect(key).toBeTruthy();

  const revoked = await request.get('/api/user/logout', { headers: { 'X-Api-Key': key! } });
  expect(revoked.status()).toBe(200);

  // The session check a second after load meets the 401.
  await page.reload();
  await expect(page.locator('.toast-error', { hasText: messages.pleaseLogin })).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  expect(await storedKey(page)).toBeNull();
});

test('signed-in users are sent home from /register; students cannot open teacher screens', async ({ page }) => {
  const { Student, Admin } = demoAccounts();
  await page.goto('/');
  await logIn(page, Student!.login, Student!.password);
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText('Room 12 Grammar')).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/classes');
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // An admin lands on /classes like a teacher.
  await logIn(page, Admin!.login, Admin!.password);
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/classes$/);
});

test('student registration refuses an unknown class code with the catalogue message', async ({ page }) => {
  await page.goto('/register?type=student&state=NOPE-999');
  await expect(page.getByRole('textbox', { name: 'Class Code' })).toHaveValue('NOPE-999');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Diaz');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill('ana.diaz.nope');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pencil7');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('pencil7');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.locator('.toast-error', { hasText: messages.invalidClassCode })).toBeVisible();
  await expect(page).toHaveURL(/\/register/);

  // Fewer than 8 characters keeps Register disabled.
  await page.getByRole('textbox', { name: 'Class Code' }).fill('DEMO-12');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await expect(page.getByText(/class codes must be 8 characters/)).toBeVisible();
});

test('one click on Register submits even when leaving a field reveals its error', async ({ page }) => {
  await page.goto('/register?type=teacher');
  await page.getByRole('textbox', { name: 'Email' }).fill('one.click@school.example');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Diaz');
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Email');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('abc');
  // The focused field is invalid: its message appears when it loses focus to the button.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.locator('.toast-error', { hasText: messages.checkForm })).toBeVisible();
  await expect(page.getByText(messages.passwordRule)).toBeVisible();
});

test('the header and the side menu link every area: progress and diagnostic for students with a class, the teacher menu in the spec\'s order', async ({ page }) => {
  const { Student, Teacher } = demoAccounts();
  await page.goto('/');
  await logIn(page, Student!.login, Student!.password);
  await expect(page).toHaveURL(/\/courses$/);
  const studentNav = page.getByRole('navigation', { name: 'Student' });
  // SHL-26: a student with a class sees the progress report link.
  await expect(studentNav.getByRole('link', { name: 'Student Progress Report' })).toHaveAttribute('href', '/progress');
  // SHL-29: the demo class has no diagnostic enabled, so no 'Start Diagnostic'.
  await expect(studentNav.getByRole('link', { name: 'Start Diagnostic' })).toHaveCount(0);
  await studentNav.getByRole('link', { name: 'Student Progress Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // SHL-38..43: the teacher's menu, in order, each link to its screen.
  await logIn(page, Teacher!.login, Teacher!.password);
  await expect(page).toHaveURL(/\/classes$/);
  const menu = page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link');
  await expect(menu).toHaveText([
    'View Dashboard',
    'View Lessons',
    'Build Diagnostic',
    'View Diagnostic Results',
    'Customize Lessons',
    'View Progress Reports',
    // Issue 27: a class's mastery grid, beside the progress reports.
    'View Mastery',
    'View Writing Portals',
    'Manage Students',
  ]);
  const hrefs = await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/classes', '/courses', '/buildSuperDiagnostic', '/super-diagnostic-report-class', '/customLessons', '/classprogress', '/mastery', '/gradingwritingassignment', '/students']);
  await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'View Progress Reports' }).click();
  await expect(page).toHaveURL(/\/classprogress\/[^/]+\/[^/]+$/);
});
