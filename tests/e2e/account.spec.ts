import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { messages } from '../../src/shared/messages';
import { demoAccounts, expect, test, unique, createDemoStudent } from './support/fixtures';

const PASSWORD = 'chalk42';
const RESET_SUBJECT = 'Your Sentence Lab password reset token';
const VERIFY_SUBJECT = 'Please verify your Sentence Lab email address';

const toast = (page: Page, kind: 'error' | 'success' | 'warning', text: string) => page.locator(`.toast-${kind}`, { hasText: text });

/** Mail the e2e server wrote to `${E2E_DATA_DIR}/mail`, to one address and of one subject, newest first. */
function mailTo(to: string, subject: string): { to: string; subject: string; text: string; id: string }[] {
  const folder = join(E2E_DATA_DIR, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((n) => JSON.parse(readFileSync(join(folder, n), 'utf8')) as { to: string; subject: string; text: string; id: string })
    .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject === subject)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
}

async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
}

/**
 * A new teacher (named unlike the demo accounts other specs look up by name) through the API, with the first-visit
 * tour already seen so it does not cover /classes; returns the user's id and session key.
 */
async function apiTeacher(request: APIRequestContext, email: string, first = 'Lena') {
  const res = await request.post('/api/user/save/teacher', {
    data: { email, first, last: 'Hartmann', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { id: string; apiKey: string };
  const seen = await request.post('/api/user/updateshowtutorial', {
    headers: { 'X-Api-Key': user.apiKey },
    data: { showTutorial: false },
  });
  expect(seen.status()).toBe(200);
  return user;
}

test('forgot password: email, emailed token, new password; the old password stops working', async ({ page, request }) => {
  const email = `${unique('reset')}@school.example`;
  await apiTeacher(request, email);

  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toContainText('Step 1 of 3');
  const emailBox = dialog.getByRole('textbox', { name: 'Email' });

  // A malformed address is caught under the field; an unknown one gets the catalogue's 404 message.
  await emailBox.fill('maya@school');
  await dialog.getByRole('button', { name: 'Send Token' }).click();
  await expect(dialog.getByText(messages.emailInvalid)).toBeVisible();
  await emailBox.fill(`nobody-${email}`);
  await dialog.getByRole('button', { name: 'Send Token' }).click();
  await expect(toast(page, 'error', messages.noAccountForEmail)).toBeVisible();

  await emailBox.fill(` ${email.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Send Token' }).click();
  await expect(toast(page, 'success', messages.tokenSent)).toBeVisible();
  await expect(dialog).toContainText('Step 2 of 3');
  await expect.poll(() => mailTo(email, RESET_SUBJECT).length).toBe(1);
  const token = mailTo(email, RESET_SUBJECT)[0]!.text.match(/Your token: ([A-Z0-9]{8})/)![1]!;

  const tokenBox = dialog.getByRole('textbox', { name: 'Token' });
  await tokenBox.fill('ZZZZZZZZ');
  await dialog.getByRole('button', { name: 'Verify Token' }).click();
  await expect(toast(page, 'error', messages.invalidResetCode)).toBeVisible();
  await tokenBox.fill(token.toLowerCase());
  await dialog.getByRole('button', { name: 'Verify Token' }).click();
  await expect(toast(page, 'success', messages.accessGranted)).toBeVisible();
  await expect(dialog).toContainText('Step 3 of 3');

  await dialog.getByRole('textbox', { name: 'New Password' }).fill('fresh99');
  await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill('fresh98');
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(dialog.getByText(messages.passwordsMustMatch)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill('fresh99');
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(toast(page, 'success', messages.passwordChanged)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The login form now holds the address; the old password is refused, the new one works.
  await expect(page.getByRole('textbox', { name: 'Email or Username' })).toHaveValue(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(toast(page, 'error', messages.loginMismatch)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('fresh99');
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test('email verification: resend from the profile, open the link, the banner goes; a second use ends on /verifyerror', async ({
  page,
  request,
}) => {
  const email = `${unique('verify')}@school.example`;
  await apiTeacher(request, email);
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await expect.poll(() => mailTo(email, VERIFY_SUBJECT).length).toBe(1);

  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please check your email');
  await banner.getByRole('link', { name: 'Resend it from your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(toast(page, 'success', messages.resendRequested)).toBeVisible();
  await expect.poll(() => mailTo(email, VERIFY_SUBJECT).length).toBe(2);

  const link = new URL(mailTo(email, VERIFY_SUBJECT)[0]!.text.match(/https?:\/\/\S+\/api\/user\/verifyemail\?token=\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: 'Your email is verified.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your Dashboard' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  // The profile no longer offers a resend.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);

  // The same link again: the error screen says so and links to the profile.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/verifyerror$/);
  await expect(page.getByRole('heading', { name: 'Your email was already verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('profile: edits persist after reload; the password changes there', async ({ page, request }) => {
  const email = `${unique('profile')}@school.example`;
  await apiTeacher(request, email);
  await page.goto('/profile');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Version 1.8.25')).toBeVisible();

  const details = page.getByRole('region', { name: 'Your details' });
  const first = details.getByRole('textbox', { name: 'First Name' });
  const emailBox = details.getByRole('textbox', { name: 'Email' });
  await expect(first).toHaveValue('Lena');
  await expect(emailBox).toHaveValue(email);

  // The form's rules.
  await first.fill(' ');
  await emailBox.fill('maya@school');
  await details.getByRole('button', { name: 'Save Profile' }).click();
  await expect(details.getByText(messages.firstNameRequired)).toBeVisible();
  await expect(details.getByText(messages.teacherEmailInvalid)).toBeVisible();
  await expect(toast(page, 'error', messages.checkForm)).toBeVisible();

  // An address someone else has is refused with the catalogue's 409 message.
  const { Teacher } = demoAccounts();
  await first.fill('Lena-Rose');
  await emailBox.fill(Teacher!.login.toUpperCase());
  await details.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'error', messages.studentInUse)).toBeVisible();

  const newEmail = `${unique('renamed')}@school.example`;
  await details.getByRole('textbox', { name: 'Last Name' }).fill('Soto');
  await emailBox.fill(newEmail);
  await details.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'success', messages.profileUpdated)).toBeVisible();
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'First Name' })).toHaveValue('Lena-Rose');
  await expect(details.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Soto');
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);

  // Change password: a wrong current password is shown, not a sign-out.
  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByRole('textbox', { name: 'Current Password' }).fill('wrong123');
  await password.getByRole('textbox', { name: 'New Password' }).fill('fresh99');
  await password.getByRole('textbox', { name: 'Confirm Password' }).fill('fresh99');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Your current password is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await password.getByRole('textbox', { name: 'Current Password' }).fill(PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'success', messages.passwordChanged)).toBeVisible();
  await expect(password.getByRole('textbox', { name: 'Current Password' })).toHaveValue('');

  await signOut(page);
  await logIn(page, newEmail, PASSWORD);
  await expect(toast(page, 'error', messages.loginMismatch)).toBeVisible();
  await logIn(page, newEmail, 'fresh99');
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your details' }).getByRole('textbox', { name: 'First Name' })).toHaveValue('Lena-Rose');
});

test('a student joins a class from a /profile?classcode= link; wrong codes get the catalogue messages; a teacher is warned', async ({
  page,
  request,
}) => {
  // A teacher with a class, and a student who is in the demo class.
  const teacherEmail = `${unique('joinT')}@school.example`;
  const teacher = await apiTeacher(request, teacherEmail, 'Noor');
  const headers = { 'X-Api-Key': teacher.apiKey };
  const code = (await (await request.get('/api/class/getcode', { headers })).json()) as string;
  expect((await request.post('/api/class/save', { headers, data: { name: 'Room 7 Writing', code } })).status()).toBe(200);
  const username = unique('joiner');
  const created = await createDemoStudent(request, { username, first: 'Pat', last: 'Kim', password: PASSWORD });
  expect(created.status()).toBe(200);

  await page.goto(`/profile?classcode=${code.toLowerCase()}`);
  await logIn(page, username, PASSWORD);
  await expect(toast(page, 'success', messages.classAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const classCard = page.getByRole('region', { name: 'Your class' });
  await expect(classCard).toContainText('You are in Room 7 Writing.');
  await expect(classCard.getByRole('textbox', { name: 'Class Code' })).toHaveValue(code);
  // The student's sign-in field is 'Email or Username'.
  await expect(page.getByRole('region', { name: 'Your details' }).getByRole('textbox', { name: 'Email or Username' })).toHaveValue(
    username,
  );

  // A reload does not join again; the class is still the new one.
  await page.reload();
  await expect(classCard).toContainText('You are in Room 7 Writing.');
  await expect(toast(page, 'success', messages.classAdded)).toHaveCount(0);

  const codeBox = classCard.getByRole('textbox', { name: 'Class Code' });
  await codeBox.fill('ZZZZ-999');
  await classCard.getByRole('button', { name: 'Join class' }).click();
  await expect(toast(page, 'error', messages.joinCodeNotFound)).toBeVisible();
  await codeBox.fill('abc');
  await classCard.getByRole('button', { name: 'Join class' }).click();
  await expect(toast(page, 'error', messages.joinCodeMissing('abc'))).toBeVisible();

  // Typing the demo class's code moves the student back.
  await codeBox.fill('demo-123');
  await classCard.getByRole('button', { name: 'Join class' }).click();
  await expect(toast(page, 'success', messages.classAdded)).toBeVisible();
  await expect(classCard).toContainText('You are in Room 12 Grammar.');
  await page.goto('/courses');
  await expect(page.getByText('Room 12 Grammar')).toBeVisible();

  // A teacher following the link is warned and joins nothing.
  await signOut(page);
  await logIn(page, teacherEmail, PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto(`/profile?classcode=${code}`);
  await expect(toast(page, 'warning', messages.onlyStudentsAddClass)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Your class' })).toHaveCount(0);
});
