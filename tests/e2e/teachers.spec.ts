import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { messages } from '../../src/shared/messages';
import { test, expect, demoAccounts, unique } from './support/fixtures';

const toast = (page: Page, kind: 'error' | 'success', text: string) => page.locator(`.toast-${kind}`, { hasText: text });

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
}

/** Signs the demo super-teacher in and opens Manage Teachers from the side menu. */
async function openManageTeachers(page: Page) {
  const { 'Super teacher': owner } = demoAccounts();
  await logIn(page, owner!.login, owner!.password);
  await expect(page).toHaveURL(/\/classes$/);
  await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'Manage Teachers' }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(page.getByRole('heading', { name: 'Manage Teachers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Seat plans' })).toBeVisible();
}

const tile = (page: Page, label: string) => page.locator('.seat-tile', { has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');

async function seats(page: Page) {
  const read = async (label: string) => Number(await tile(page, label).textContent());
  return { total: await read('Total seats'), filled: await read('Filled'), available: await read('Available') };
}

/** Waits until the seat tiles show these numbers. */
async function expectSeats(page: Page, s: { total: number; filled: number; available: number }) {
  await expect(tile(page, 'Total seats')).toHaveText(String(s.total));
  await expect(tile(page, 'Filled')).toHaveText(String(s.filled));
  await expect(tile(page, 'Available')).toHaveText(String(s.available));
}

const planRemaining = (page: Page) =>
  page.getByRole('table', { name: 'Seat plans' }).getByRole('row', { name: /masterAnnual_2020_25/ }).getByRole('cell').nth(2);

const teacherRow = (page: Page, text: string) => page.getByRole('table', { name: 'Teachers in your group' }).getByRole('row').filter({ hasText: text });

/** The mail the server wrote to its folder for one address (newest last). */
function mailTo(address: string): { to: string; subject: string; text: string }[] {
  const folder = join(E2E_DATA_DIR, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names
    .map((n) => JSON.parse(readFileSync(join(folder, n), 'utf8')) as { to: string; subject: string; text: string })
    .filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** A flag of the user this browser stored for its session (IndexedDB), as the next page load will read it. */
const storedUserFlag = (page: Page, flag: 'showTutorial' | 'mustUpdatePassword') =>
  page.evaluate(
    (name) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('sentence-lab');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const get = open.result.transaction('session').objectStore('session').get('current');
          get.onsuccess = () => {
            resolve(get.result?.user?.[name]);
            open.result.close();
          };
          get.onerror = () => resolve(undefined);
        };
      }),
    flag,
  );

async function addTeacher(page: Page, email: string, first: string, last: string) {
  await page.getByRole('button', { name: 'Add Teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Teacher' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(last);
  await dialog.getByRole('button', { name: 'Add Teacher' }).click();
  return dialog;
}

/** The super-teacher's key, for setting up seats over HTTP. */
async function ownerKey(request: APIRequestContext): Promise<string> {
  const { 'Super teacher': owner } = demoAccounts();
  const res = await request.post('/api/user/login', { data: { username: owner!.login, password: owner!.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).apiKey;
}

test('a super-teacher adds a new teacher, who signs in with the emailed temporary password and must create their own', async ({ page }) => {
  await openManageTeachers(page);
  const before = await seats(page);
  expect(before.total).toBe(3);
  expect(before.filled).toBeGreaterThanOrEqual(1);
  const remainingBefore = Number(await planRemaining(page).textContent());
  expect(remainingBefore).toBe(before.available);

  const email = `${unique('new.teacher')}@school.example`;
  const dialog = await addTeacher(page, email, 'Nia', 'Brooks');
  await expect(toast(page, 'success', messages.subTeacherCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(teacherRow(page, email)).toContainText('Nia Brooks');
  await expect(teacherRow(page, email)).toContainText('masterAnnual_2020_25');
  await expectSeats(page, { total: 3, filled: before.filled + 1, available: before.available - 1 });
  await expect(planRemaining(page)).toHaveText(String(remainingBefore - 1));

  // The temporary password arrives by email with the sign-in address.
  await expect.poll(() => mailTo(email).length).toBe(1);
  const mail = mailTo(email)[0]!;
  expect(mail.subject).toBe('Your Sentence Lab teacher account');
  expect(mail.text).toContain(`Sign in at http://localhost:${E2E_PORT}/`);
  const temporary = mail.text.match(/Temporary password: (\S+)/)?.[1];
  expect(temporary).toBeTruthy();

  await signOut(page);

  // First sign-in: the blocking dialog asks for a new password and cannot be dismissed.
  await logIn(page, email, temporary!);
  const create = page.getByRole('dialog', { name: 'Create a new password' });
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeVisible();
  await create.getByRole('textbox', { name: 'New Password', exact: true }).fill('fresh99');
  await create.getByRole('textbox', { name: 'Confirm Password' }).fill('fresh99');
  await create.getByRole('button', { name: 'Save Password' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/classes$/);
  // A new teacher's tour comes only now, after the password (never on top of that dialog).
  const tourSeen = page.waitForResponse((r) => r.url().includes('/api/user/updateshowtutorial'));
  await page.getByRole('dialog', { name: 'Welcome to Sentence Lab' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await tourSeen;
  // The stored user must say so before a reload reads it back.
  await expect.poll(() => storedUserFlag(page, 'showTutorial')).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create a new password' })).toHaveCount(0);
  // A sub-teacher is a plain teacher to Manage Teachers.
  await expect(page.getByRole('link', { name: 'Manage Teachers' })).toHaveCount(0);
  await page.goto('/teachers');
  await expect(page).toHaveURL(/\/classes$/);

  await signOut(page);
  await logIn(page, email, 'fresh99');
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('dialog', { name: 'Create a new password' })).toHaveCount(0);
});

test('edit, set password and remove sub-teachers; the seat counts follow', async ({ page }) => {
  const { 'Sub-teacher': sub } = demoAccounts();
  await openManageTeachers(page);
  const email = `${unique('edit.me')}@school.example`;
  await addTeacher(page, email, 'Ella', 'Stone');
  await expect(toast(page, 'success', messages.subTeacherCreated)).toBeVisible();
  // The row shows once the list (and the seats with it) has been fetched again.
  await expect(teacherRow(page, email)).toHaveCount(1);
  const added = await seats(page);

  // Edit: the email is read-only; both names are required.
  await teacherRow(page, email).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Teacher' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await edit.getByRole('textbox', { name: 'First Name' }).fill('');
  await edit.getByRole('textbox', { name: 'Last Name' }).fill(' ');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(messages.firstNameRequired)).toBeVisible();
  await expect(edit.getByText(messages.lastNameRequired)).toBeVisible();
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Ellen');
  await edit.getByRole('textbox', { name: 'Last Name' }).fill('Stonebridge');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', messages.teacherUpdated)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(teacherRow(page, email)).toContainText('Ellen Stonebridge');

  // Remove asks first; Cancel keeps the teacher.
  await teacherRow(page, email).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Teacher' });
  await expect(confirm).toContainText('Ellen Stonebridge');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(teacherRow(page, email)).toHaveCount(1);
  await teacherRow(page, email).getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove Teacher' }).click();
  await expect(toast(page, 'success', messages.teacherRemoved)).toBeVisible();
  await expect(teacherRow(page, email)).toHaveCount(0);
  await expectSeats(page, { total: added.total, filled: added.filled - 1, available: added.available + 1 });

  // Set Password for the demo sub-teacher, who then signs in with it.
  await teacherRow(page, sub!.login).getByRole('button', { name: 'Set Password' }).click();
  const setPw = page.getByRole('dialog', { name: 'Set Password' });
  await setPw.getByRole('textbox', { name: 'New Password', exact: true }).fill('abcd');
  await setPw.getByRole('textbox', { name: 'Confirm Password' }).fill('abcd');
  await setPw.getByRole('button', { name: 'Set Password' }).click();
  await expect(setPw.getByText(messages.passwordRule)).toBeVisible();
  await setPw.getByRole('textbox', { name: 'New Password', exact: true }).fill('ruler55');
  await setPw.getByRole('textbox', { name: 'Confirm Password' }).fill('ruler55');
  await setPw.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'success', messages.passwordUpdated)).toBeVisible();
  await expect(setPw).toBeHidden();

  await signOut(page);
  await logIn(page, sub!.login, 'ruler55');
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('the add form checks its fields, looks an email up once typing pauses, and shows the catalogue’s refusals', async ({ page, request }) => {
  const { Teacher: paid, 'Trial teacher': trial } = demoAccounts();
  await openManageTeachers(page);
  // Read while no dialog hides the page from the accessibility tree.
  const before = await seats(page);
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/getteacher')) lookups.push(r.url());
  });

  await page.getByRole('button', { name: 'Add Teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Teacher' });
  await dialog.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(dialog.getByText(messages.emailInvalid)).toBeVisible();
  await expect(dialog.getByText(messages.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(messages.lastNameRequired)).toBeVisible();

  // Text that is not an email is never looked up.
  const emailBox = dialog.getByRole('textbox', { name: 'Email' });
  await emailBox.pressSequentially('not an email', { delay: 30 });
  await page.waitForTimeout(2200);
  expect(lookups).toEqual([]);
  await expect(dialog.getByText(messages.emailInvalid)).toBeVisible();

  // An email is looked up once, about 1.5 s after the last keystroke, URL-encoded.
  const plus = `${unique('a+b')}@school.example`;
  await emailBox.fill('');
  await emailBox.pressSequentially(plus, { delay: 40 });
  const typed = Date.now();
  await expect.poll(() => lookups.length, { timeout: 5000 }).toBe(1);
  const waited = Date.now() - typed;
  expect(waited).toBeGreaterThanOrEqual(1300);
  expect(lookups[0]).toContain(`email=${encodeURIComponent(plus)}`);
  expect(lookups[0]).toContain('%2B');
  expect(lookups[0]).toContain('%40');
  await expect(dialog.getByRole('status')).toContainText('No account uses this email yet');
  await page.waitForTimeout(1800);
  expect(lookups).toHaveLength(1);

  // A teacher with an active paid subscription: the form says so, and the server refuses (409).
  await emailBox.fill(paid!.login);
  await expect(dialog.getByRole('status')).toHaveText(messages.addTeacherTaken);
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maya');
  await dialog.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(toast(page, 'error', messages.addTeacherTaken)).toBeVisible();
  await expect(dialog).toBeVisible();

  // A trial teacher is found and their name filled in; they join with 'Teacher added.'
  await emailBox.fill(trial!.login);
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Sam');
  await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Trial');
  await expect(dialog.getByRole('status')).toContainText('already has an account and will join your group');
  await dialog.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(toast(page, 'success', messages.teacherAdded)).toBeVisible();
  await expect(teacherRow(page, trial!.login)).toContainText('Sam Trial');
  await expectSeats(page, { total: before.total, filled: before.filled + 1, available: before.available - 1 });

  // Fill the last seats over HTTP, then one more is refused: 406.
  const key = await ownerKey(request);
  const fillers: string[] = [];
  for (let i = 0; i < before.available - 1; i++) {
    const res = await request.post('/api/user/savesubteacher', {
      headers: { 'X-Api-Key': key },
      data: { email: `${unique('filler')}@school.example`, first: 'Seat', last: `Filler${i}` },
    });
    expect(res.status()).toBe(200);
    fillers.push((await res.json()).subTeacher.id);
  }
  await page.reload();
  await expectSeats(page, { total: before.total, filled: before.total, available: 0 });
  await expect(planRemaining(page)).toHaveText('0');
  await addTeacher(page, `${unique('one.too.many')}@school.example`, 'One', 'Toomany');
  await expect(toast(page, 'error', messages.addTeacherNoRoom)).toBeVisible();
  await page.getByRole('dialog', { name: 'Add Teacher' }).getByRole('button', { name: 'Cancel' }).click();

  // Give the seats back for the other tests.
  for (const id of fillers) {
    const res = await request.post('/api/user/removesubteacher', { headers: { 'X-Api-Key': key }, data: { ID: id } });
    expect(res.status()).toBe(200);
  }
  await teacherRow(page, trial!.login).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove Teacher' }).getByRole('button', { name: 'Remove Teacher' }).click();
  await expect(toast(page, 'success', messages.teacherRemoved)).toBeVisible();
  await expectSeats(page, before);
});

test('only super-teachers get Manage Teachers: a plain teacher goes to /classes, a student to /courses', async ({ page }) => {
  const { Teacher: plain, Student: student } = demoAccounts();
  await logIn(page, plain!.login, plain!.password);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('link', { name: 'Manage Teachers' })).toHaveCount(0);
  await page.goto('/teachers');
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await signOut(page);

  await logIn(page, student!.login, student!.password);
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/teachers');
  await expect(page).toHaveURL(/\/courses$/);
});
