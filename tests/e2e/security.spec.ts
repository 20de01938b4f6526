import type { Page } from '@playwright/test';
import { test, expect, demoAccounts, createDemoStudent } from './support/fixtures';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    return [...fromConsole, ...inPage];
  };
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

test('the mail page is not reachable in the default start, even after a reset code was mailed to the admin', async ({ page, request }) => {
  const { Admin } = demoAccounts();
  expect((await request.post('/api/user/startresetpassword', { data: { email: Admin!.login } })).status()).toBe(200);
  const direct = await request.get('/dev/mail');
  expect(await direct.text()).not.toContain('Mail sent by Sentence Lab');
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Mail sent by Sentence Lab' })).toHaveCount(0);
  await expect(page.getByText('Your token')).toHaveCount(0);
});

test('the app runs under its Content-Security-Policy: the pages of a student and a teacher report no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');

  const { Student, Teacher } = demoAccounts();
  await logIn(page, Student!.login, Student!.password);
  await expect(page).toHaveURL(/\/courses/);
  await page
    .getByRole('link')
    .filter({ hasText: /Parts of Speech/ })
    .first()
    .click();
  await page.getByRole('link').filter({ hasText: /Nouns/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  await logIn(page, Teacher!.login, Teacher!.password);
  await expect(page).toHaveURL(/\/classes/);
  const tour = page.getByRole('dialog', { name: 'Welcome to Sentence Lab' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip tour' }).click();
  // A Radix dialog (it injects its scroll-lock style) under the policy too.
  await page
    .getByRole('button', { name: /Add Class/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await violations()).toEqual([]);
});

test('a student who keeps typing a wrong password is told, in plain words, to wait; the right one waits too', async ({ page, request }) => {
  // A new student of the demo class, so that no other test's account is held back.
  const username = `kid${Date.now().toString(36)}`;
  const made = await createDemoStudent(request, { first: 'Tess', last: 'Typo', username, password: 'chalk42' });
  expect(made.status(), await made.text()).toBe(200);
  await page.goto('/');
  for (let i = 0; i < 10; i++) {
    await page.getByRole('textbox', { name: 'Email or Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`wrong${i}1`);
    await page.getByRole('button', { name: 'Log Me in' }).click();
    await expect(page.locator('.toast-error').last()).toBeVisible();
  }
  // The same message again replaces the open one: ten tries, one toast, nothing pushed off screen.
  await expect(page.locator('.toast-error', { hasText: 'do not match' })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('chalk42');
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page.locator('.toast-error', { hasText: /^Too many sign-in tries\. Please wait 15 minutes and try again\./ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/courses/);
});
