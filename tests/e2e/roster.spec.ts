import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { messages } from '../../src/shared/messages';
import { rosterMessages } from '../../src/shared/rosterMessages';
import { rosterText } from '../../src/client/features/roster/text';

/** Student accounts by the teacher (issue 15): a pasted list, a CSV file, the login cards, a bulk reset. */
const PASSWORD = 'chalk42';
const PASSWORD_SHAPE = /^[a-z]{6,10}[2-9]{2}$/;

const THIRTY_NAMES = `
  Ava Brown · Ben Carter · Chloe Davis · Dylan Evans · Emma Foster · Finn Garcia
  Grace Hall · Henry Irwin · Isla Jones · Jack King · Kai Lewis · Lily Moore
  Mason Nash · Nora Ortiz · Owen Price · Piper Quinn · Quinn Reed · Ruby Scott
  Sam Turner · Tara Underwood · Uma Vance · Victor White · Willa Xu · Xander Young
  Yara Zimmer · Zane Abbott · Leo Bianchi · Mia Chen · Noah Díaz · Oakley, Rae
`;
/** One student a line, as a teacher pastes them (the last as 'Last, First'). */
const THIRTY = THIRTY_NAMES.split(/ · |\n/)
  .map((n) => n.trim())
  .filter(Boolean);

/** A teacher with one class and 35 seats (an admin's purchase order), registered over the API. */
async function teacherWith35Seats(api: APIRequestContext) {
  const email = `${unique('roster')}@school.example`;
  const reg = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Rosa', last: 'Ster', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(reg.status()).toBe(200);
  const teacher = (await reg.json()) as { id: string; apiKey: string };
  const headers = { 'X-Api-Key': teacher.apiKey };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const saved = await api.post('/api/class/save', { headers, data: { name: 'Room 4B', code } });
  expect(saved.status()).toBe(200);
  const cls = (await saved.json()).value as { id: string; code: string };

  const { Admin } = demoAccounts();
  const admin = (await (await api.post('/api/user/login', { data: { username: Admin!.login, password: Admin!.password } })).json()) as {
    apiKey: string;
  };
  const yearOut = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const po = await api.post('/api/admin/purchaseorder', {
    headers: { 'X-Api-Key': admin.apiKey },
    data: { userID: teacher.id, paymentPlan: 'masterAnnual_3', quantity: 7, expirationDate: yearOut },
  });
  expect(po.status(), await po.text()).toBe(200);
  return { email, cls };
}

/** Username and password of a student in a "New sign-ins" table. */
async function signInOf(table: Locator, name: string) {
  const cells = table.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  return { username: (await cells.nth(0).innerText()).trim(), password: (await cells.nth(1).innerText()).trim() };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a teacher adds 30 students from a pasted list and more from a CSV file, prints login cards, and resets two passwords', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, cls } = await teacherWith35Seats(page.request);
  await signIn(page, email, PASSWORD);
  await page.goto(`/students/${cls.id}`);
  await expect(page.getByRole('heading', { name: 'Students in Room 4B' })).toBeVisible();

  // 1. A pasted list of 30: the preview says the seats first, then every row with its new username.
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Students' });
  await expect(dialog.getByRole('radio', { name: 'Paste a list of names' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Names, one student per line' }).fill(THIRTY.join('\n') + '\n\n');
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText(rosterMessages.seatsBeforeImport(35, 30));
  const preview = dialog.getByRole('table', { name: 'Students on the list' });
  await expect(preview.getByRole('row')).toHaveCount(31);
  await expect(preview.getByRole('row', { name: /Rae Oakley/ })).toContainText('rae.oakley');
  await expect(preview.getByRole('row', { name: /Noah Díaz/ })).toContainText('noah.diaz');
  await dialog.getByRole('button', { name: 'Add 30 students' }).click();
  await expect(dialog.getByRole('heading', { name: '30 students added.' })).toBeVisible();
  await expect(dialog).toContainText(rosterMessages.shownOnce);
  const logins = dialog.getByRole('table', { name: 'New sign-ins' });
  await expect(logins.getByRole('row')).toHaveCount(31);
  const ava = await signInOf(logins, 'Ava Brown');
  const ben = await signInOf(logins, 'Ben Carter');
  const chloe = await signInOf(logins, 'Chloe Davis');
  expect(ava.password).toMatch(PASSWORD_SHAPE);
  expect(ben.username).toMatch(/^ben\.carter\d*$/);
  await page.screenshot({ path: 'test-results/roster/added-30.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Email or Username' }) });
  await expect(list.getByRole('row')).toHaveCount(31);
  await expect(page.locator('.seat-line')).toContainText('30 of 35 used');

  // 2. A CSV file (semicolons, quotes, a BOM, an accent, an error per kind): 5 seats left for 7 good rows.
  const csv = [
    '\uFEFFFirst Name;Last Name;Username;Email',
    '"Zoë";"Łukasz";;',
    `Omar;"Haddad; Jr";${unique('omar.')};omar.${Date.now()}@school.example`,
    ';Nofirst;;',
    'Ava;Brown;;',
    'Priya;Patel;;',
    'Sam;Lee;;not-an-email',
    'Lucas;Müller;;',
    'Wei;Chen;;',
    'Fatima;Noor;;',
  ].join('\r\n');
  await page.getByRole('button', { name: 'Add students' }).click();
  await dialog.getByRole('radio', { name: 'Import a CSV file' }).check();
  await dialog
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'room4b.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('9 students read from room4b.csv.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText(rosterMessages.seatsBeforeImport(5, 7));
  await expect(dialog.getByRole('status').first()).toHaveText('You have 5 seats left; this list has 7 students: the first 5 can be added.');
  const csvPreview = dialog.getByRole('table', { name: 'Students on the list' });
  await expect(csvPreview.getByRole('row', { name: /Nofirst/ })).toContainText(rosterMessages.firstMissing);
  await expect(csvPreview.getByRole('row', { name: /Sam Lee/ })).toContainText(messages.emailInvalid);
  await expect(csvPreview.getByRole('row', { name: /Zoë Łukasz/ })).toContainText('zoe.lukasz');
  const secondAva = (
    await csvPreview
      .getByRole('row', { name: /Ava Brown/ })
      .getByRole('cell')
      .nth(1)
      .innerText()
  )
    .replace('(new)', '')
    .trim();
  expect(secondAva).not.toBe(ava.username);
  expect(secondAva).toMatch(/^ava\.brown\d+$/);
  await expect(csvPreview.getByRole('row', { name: /Fatima Noor/ })).toContainText(rosterMessages.noSeat);
  await page.screenshot({ path: 'test-results/roster/csv-preview.png' });
  await dialog.getByRole('button', { name: 'Add 5 students' }).click();
  await expect(dialog.getByRole('heading', { name: '5 students added.' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'New sign-ins' }).getByRole('row')).toHaveCount(6);
  await expect(dialog.getByRole('table', { name: 'Rows not added' }).getByRole('row')).toHaveCount(5);

  // 3. The login cards, on their own page; printed without the site's header and menu.
  await dialog.getByRole('button', { name: 'Print login cards' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}/cards$`));
  const cards = page.getByRole('list', { name: 'Login cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const zoe = page.getByRole('listitem', { name: 'Login card for Zoë Łukasz' });
  await expect(zoe).toContainText('zoe.lukasz');
  await expect(zoe).toContainText(cls.code);
  await expect(zoe).toContainText(new URL(page.url()).origin);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: 'test-results/roster/login-cards-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 4. Bulk reset: tick two students, new passwords shown once, printable again.
  // Ben is signed in on another device; the reset signs him out there (issue 26), Chloe stays.
  const keyOf = async (login: { username: string; password: string }) => {
    const res = await page.request.post('/api/user/login', { data: { username: login.username, password: login.password } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { apiKey: string }).apiKey;
  };
  const sessionOf = async (key: string) => (await page.request.post('/api/user/checksession', { headers: { 'X-Api-Key': key } })).status();
  const benDevice = await keyOf(ben);
  const chloeDevice = await keyOf(chloe);
  expect(await sessionOf(benDevice)).toBe(200);
  await page.getByRole('link', { name: 'Back to Manage Students' }).click();
  await expect(list.getByRole('row')).toHaveCount(36);
  const reset = page.getByRole('button', { name: /^Reset passwords/ });
  await expect(reset).toBeDisabled();
  await list.getByRole('checkbox', { name: 'Select Ava Brown' }).first().check();
  await list.getByRole('checkbox', { name: 'Select Ben Carter' }).check();
  await expect(reset).toHaveText('Reset passwords (2)');
  await reset.click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Passwords' });
  await expect(resetDialog).toContainText('Give new passwords to 2 students in Room 4B?');
  await expect(resetDialog).toContainText(rosterText.resetExplained);
  await expect(resetDialog).toContainText('This signs the students out everywhere');
  await page.screenshot({ path: '/tmp/shots-sessions/reset-passwords-1366.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/shots-sessions/reset-passwords-360.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await resetDialog.getByRole('button', { name: 'Reset passwords' }).click();
  const fresh = resetDialog.getByRole('table', { name: 'New sign-ins' });
  await expect(fresh.getByRole('row')).toHaveCount(3);
  const benNew = await signInOf(fresh, 'Ben Carter');
  expect(await sessionOf(benDevice)).toBe(401);
  expect(await sessionOf(chloeDevice)).toBe(200);
  expect(benNew.username).toBe(ben.username);
  expect(benNew.password).toMatch(PASSWORD_SHAPE);
  expect(benNew.password).not.toBe(ben.password);
  await resetDialog.getByRole('button', { name: 'Print login cards' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: 'Login card for Ben Carter' })).toContainText(benNew.password);

  // The cards are in memory only: a reload forgets them.
  await page.reload();
  await expect(page.getByText(rosterMessages.cardsGone)).toBeVisible();
  await signOut(page);

  // 5. Ben signs in with the new password; the old one no longer works; Chloe's (not reset) still does.
  expect((await page.request.post('/api/user/login', { data: { username: ben.username, password: ben.password } })).status()).toBe(401);
  expect((await page.request.post('/api/user/login', { data: { username: chloe.username, password: chloe.password } })).status()).toBe(200);
  await signIn(page, ben.username, benNew.password);
  await expect(page).toHaveURL(/\/courses/);
  await signOut(page);

  // A student without an email who forgot their password is sent to their teacher.
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(ben.username);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' }).getByRole('status')).toHaveText(rosterMessages.forgotNoEmail);
});

/** What the server holds about a student, read through a sign-in of its own (the user view carries `under13` and `email`). */
async function accountOf(api: APIRequestContext, username: string, password: string) {
  const res = await api.post('/api/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()) as { apiKey: string; under13: boolean; email: string | null; username: string | null };
  await api.get('/api/user/logout', { headers: { 'X-Api-Key': user.apiKey } });
  return user;
}

test('a teacher adds one student: the password is shown once, and the student signs in with it', async ({ page }) => {
  test.setTimeout(90_000);
  const { email, cls } = await teacherWith35Seats(page.request);
  await signIn(page, email, PASSWORD);
  await page.goto(`/students/${cls.id}`);
  await expect(page.getByRole('heading', { name: 'Students in Room 4B' })).toBeVisible();
  const list = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Email or Username' }) });

  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Students' });
  await dialog.getByRole('radio', { name: 'One student' }).check();
  // No first name: said before anything is sent.
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.firstNameRequired);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Imani');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Okoro');
  await expect(dialog.getByRole('checkbox', { name: 'These students are under 13' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText(rosterMessages.seatsBeforeImport(35, 1));
  const preview = dialog.getByRole('table', { name: 'Students on the list' });
  await expect(preview.getByRole('row')).toHaveCount(2);
  await expect(preview.getByRole('row', { name: /Imani Okoro/ })).toContainText(/imani\.okoro\d*/);
  await dialog.getByRole('button', { name: 'Add 1 student' }).click();

  await expect(dialog.getByRole('heading', { name: '1 student added.' })).toBeVisible();
  await expect(dialog).toContainText(rosterMessages.shownOnce);
  const logins = dialog.getByRole('table', { name: 'New sign-ins' });
  await expect(logins.getByRole('row')).toHaveCount(2);
  const imani = await signInOf(logins, 'Imani Okoro');
  expect(imani.username).toMatch(/^imani\.okoro\d*$/);
  expect(imani.password).toMatch(PASSWORD_SHAPE);
  await page.screenshot({ path: 'test-results/roster/added-one.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // In the class list; the password is nowhere on the page any more, nor in the dialog opened again.
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row', { name: /Imani/ })).toContainText(imani.username);
  await expect(page.locator('.seat-line')).toContainText('1 of 35 used');
  await expect(page.getByText(imani.password)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add students' }).click();
  await expect(dialog.getByRole('radio', { name: 'Paste a list of names' })).toBeChecked();
  await expect(dialog.getByText(imani.password)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page);

  // The student signs in with what the teacher was shown. The box was not ticked: not filed as under 13.
  await signIn(page, imani.username, imani.password);
  await expect(page).toHaveURL(/\/courses/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const account = await accountOf(page.request, imani.username, imani.password);
  expect(account.under13).toBe(false);
  expect(account.email).toBeNull();
});

test('students added as under 13 have no email and are never asked for one: profile, and Forgot Password sends them to their teacher', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, cls } = await teacherWith35Seats(page.request);
  await signIn(page, email, PASSWORD);
  await page.goto(`/students/${cls.id}`);
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Students' });
  await dialog.getByRole('textbox', { name: 'Names, one student per line' }).fill('Theo Park\nLuna Reyes\n');
  const under13 = dialog.getByRole('checkbox', { name: 'These students are under 13' });
  await under13.check();
  await expect(dialog.getByText(rosterText.under13Hint)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  const preview = dialog.getByRole('table', { name: 'Students on the list' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  // No email column filled, and nothing asks for one.
  for (const name of ['Theo Park', 'Luna Reyes'])
    await expect(
      preview
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('—');
  await expect(preview).not.toContainText(messages.emailInvalid);
  await dialog.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(dialog.getByRole('heading', { name: '2 students added.' })).toBeVisible();
  const theo = await signInOf(dialog.getByRole('table', { name: 'New sign-ins' }), 'Theo Park');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await signOut(page);

  // Filed as under 13, with no email.
  const account = await accountOf(page.request, theo.username, theo.password);
  expect(account.under13).toBe(true);
  expect(account.email).toBeNull();

  // Theo signs in with the username; his profile saves with no email in it.
  await signIn(page, theo.username, theo.password);
  await expect(page).toHaveURL(/\/courses/);
  await page.goto('/profile');
  const signInField = page.getByRole('textbox', { name: 'Email or Username' });
  await expect(signInField).toHaveValue(theo.username);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Park-Lee');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.locator('.toast-success', { hasText: messages.profileUpdated })).toBeVisible();
  await expect(page.locator('.toast-error')).toHaveCount(0);
  await expect(signInField).toHaveValue(theo.username);
  await page.screenshot({ path: 'test-results/roster/under13-profile.png', fullPage: true });
  await signOut(page);

  // Forgot Password with his username: told to ask the teacher, not sent looking for an email.
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(theo.username);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByRole('status')).toHaveText(rosterMessages.forgotNoEmail);
  await page.screenshot({ path: 'test-results/roster/under13-forgot.png' });
  expect((await accountOf(page.request, theo.username, theo.password)).email).toBeNull();
});
