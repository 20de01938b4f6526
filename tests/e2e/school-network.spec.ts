import type { Browser, Page } from '@playwright/test';
import { test, expect, createDemoStudent } from './support/fixtures';

/**
 * Issue 26, in Chromium: the device cookie a browser keeps after signing in lets its owner back in
 * after a classmate's wrong tries (same address, 127.0.0.1) closed the account to other browsers.
 */
async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

const freshBrowser = async (browser: Browser) => (await browser.newContext()).newPage();

test("a classmate's 50 wrong tries do not lock the owner out of the browser they signed in on", async ({ browser, request }) => {
  const username = `own${Date.now().toString(36)}`;
  const made = await createDemoStudent(request, { first: 'Olive', last: 'Owner', username, password: 'chalk42' });
  expect(made.status(), await made.text()).toBe(200);

  // The owner signs in on their Chromebook, then signs out.
  const owners = await freshBrowser(browser);
  await logIn(owners, username, 'chalk42');
  await expect(owners).toHaveURL(/\/courses/);
  const [cookie] = (await owners.context().cookies()).filter((c) => c.name === 'sl_device');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user/login' });
  // Scripts on the page cannot read it.
  expect(await owners.evaluate(() => document.cookie)).not.toContain('sl_device');
  await owners.getByRole('button', { name: 'Sign out' }).click();
  await expect(owners.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // A classmate, on another browser of the same school address, tries 50 wrong passwords.
  const classmate = await freshBrowser(browser);
  const statuses: number[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await classmate.request.post('/api/user/login', { data: { username, password: `guess${i}x` } });
    statuses.push(res.status());
  }
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40);

  // The owner, on their own browser: in.
  await logIn(owners, username, 'chalk42');
  await expect(owners).toHaveURL(/\/courses/);

  // A browser the owner never used is told to wait, in plain words.
  const labMachine = await freshBrowser(browser);
  await logIn(labMachine, username, 'chalk42');
  await expect(labMachine.locator('.toast-error', { hasText: /^Too many sign-in tries\. Please wait \d+ minutes? and try again\./ })).toBeVisible();
  await expect(labMachine).not.toHaveURL(/\/courses/);
});
