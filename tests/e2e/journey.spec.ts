import type { Page } from '@playwright/test';
import { test, expect, unique } from './support/fixtures';
import { messages } from '../../src/shared/messages';

const toast = (page: Page, kind: 'error' | 'success' | 'warning', text: string) =>
  page.locator(`.toast-${kind}`, { hasText: text });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
}

async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

test('teacher registers and adds a class; a student joins with its code; both sign out and back in; offline reload keeps the app', async ({
  page,
  network,
}) => {
  const email = `${unique('teacher')}@school.example`;
  const password = 'chalk42';

  // Teacher registers from the account-type choice.
  await page.goto('/register');
  await page.getByRole('link', { name: 'Start Your Free, 30-Day Trial!' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(`  ${email}  `);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Maya');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Conference');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/classes$/);
  // A new teacher's first visit opens the tour (tests/e2e/admin.spec.ts covers it); skip it here.
  await page.getByRole('dialog', { name: 'Welcome to Sentence Lab' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('30 days left in your trial')).toBeVisible();

  // Add a class: the code comes from the server and cannot be edited.
  await page.getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  const codeBox = dialog.getByRole('textbox', { name: 'Class Code' });
  await expect(codeBox).toHaveValue(/^[A-Z0-9-]{8}$/);
  await expect(codeBox).toHaveAttribute('readonly', '');
  const code = await codeBox.inputValue();
  await dialog.getByRole('textbox', { name: 'Class Name' }).fill('Room 12 Grammar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', messages.classSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Room 12 Grammar' });
  await expect(card).toContainText(code);
  await expect(card).toContainText('0 students');

  await signOut(page);

  // A student registers with the class code from a join link.
  await page.goto(`/register?type=student&classcode=${code}`);
  await expect(page.getByRole('textbox', { name: 'Class Code' })).toHaveValue(code);
  const username = unique('kid');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('checkbox', { name: 'I am under 13' }).check();
  await expect(page.getByText(messages.under13Hint)).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(` ${username} `);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pencil7');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('pencil7');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText('Room 12 Grammar')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome, Jordan/ })).toBeVisible();

  // A student is kept out of teacher screens.
  await page.goto('/classes');
  await expect(page).toHaveURL(/\/courses$/);

  await signOut(page);

  // The student signs back in with the trimmed username.
  await logIn(page, username, 'pencil7');
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText('Room 12 Grammar')).toBeVisible();
  await signOut(page);

  // The teacher signs back in and sees the student counted in the class.
  await page.goto('/classes');
  await expect(page).toHaveURL(/return_to=%2Fclasses/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('article', { name: 'Room 12 Grammar' })).toContainText('1 student');

  // With the network gone for page and service worker alike, a reload still opens the app
  // with the signed-in teacher's dashboard shell.
  await page.evaluate(() => navigator.serviceWorker.ready);
  network.cut();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(/We couldn.t load your classes/)).toBeVisible();

  // Control: the cut is real. The API cannot be reached from the page.
  const reached = await page.evaluate(() => fetch('/api/health').then(() => true, () => false));
  expect(reached).toBe(false);

  network.restore();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Room 12 Grammar' })).toBeVisible();
});

test('wrong password shows the catalogue message; the form checks its fields first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Version 1.8.25')).toBeVisible();
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page.getByText(messages.loginEmailRequired)).toBeVisible();
  await logIn(page, 'nobody@school.example', 'ab');
  await expect(page.getByText(messages.loginPasswordMin)).toBeVisible();
  await logIn(page, 'nobody@school.example', 'abc');
  await expect(toast(page, 'error', messages.loginMismatch)).toBeVisible();
});
