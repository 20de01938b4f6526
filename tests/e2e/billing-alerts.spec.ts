import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { STRIPE_STANDIN_URL } from '../../playwright.config';
import { stripeClient } from '../../src/server/adapters/payments';
import { PASSWORD } from './support/offline';

/**
 * /admin/billing (issue 26): a teacher whom Stripe charges for a second subscription the account
 * does not hold (a double press before the checkout lock); the admin presses "Check Stripe now",
 * the server cancels and refunds it, and the alert is listed. Real server, real Stripe SDK
 * against the Stripe stand-in, real Chromium.
 */
const SHOTS = '/tmp/shots-money-a';

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
}

/** A teacher registered through the API, with Stripe holding two paid subscriptions for them: the account holds only the first. */
async function doubleChargedTeacher(request: APIRequestContext) {
  const email = `${unique('double')}@school.example`;
  const res = await request.post('/api/user/save/teacher', {
    data: { email, first: 'Bea', last: 'Double', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { id: string; apiKey: string };
  const stripe = stripeClient({ secretKey: 'sk_test_e2e', apiBase: STRIPE_STANDIN_URL });
  const price = (await stripe.prices.list({ lookup_keys: ['masterAnnual_3'], active: true })).data[0]!.id;
  const customer = await stripe.customers.create({ email, name: 'Bea Double', payment_method: 'pm_card_visa', metadata: { userID: user.id } });
  const held = await stripe.subscriptions.create({ customer: customer.id, items: [{ price, quantity: 5 }], metadata: { userID: user.id, plan: 'masterAnnual_3' } });
  // Stripe's webhook puts the first on the account (its metadata names the teacher).
  await expect
    .poll(async () => ((await (await request.post('/api/user/checksession', { headers: { 'X-Api-Key': user.apiKey } })).json()) as { stripeSubscriptionID: string | null }).stripeSubscriptionID)
    .toBe(held.id);
  const extra = await stripe.subscriptions.create({ customer: customer.id, items: [{ price, quantity: 5 }], metadata: { userID: user.id, plan: 'masterAnnual_3' } });
  return { email, held: held.id, extra: extra.id, stripe };
}

test('the admin checks Stripe: a subscription the account does not hold is cancelled and refunded, and listed as an alert', async ({ page, request }) => {
  const teacher = await doubleChargedTeacher(request);
  const { Admin } = demoAccounts();
  // axe-core in every page before it loads (the app's CSP refuses a script added later).
  await page.addInitScript({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, Admin!.login, Admin!.password);
  await page.goto('/admin/teachers');
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing alerts', level: 1 })).toBeVisible();

  const check = page.getByRole('button', { name: 'Check Stripe now' });
  await check.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main').getByRole('status')).toHaveText(/^Checked \d+ subscriptions?: [1-9]\d* cancelled and refunded\.$/);
  const row = page.getByRole('table', { name: 'Billing alerts' }).getByRole('row').filter({ hasText: teacher.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bea Double');
  await expect(row).toContainText(teacher.extra);
  await expect(row).toContainText('$50.00');

  // At Stripe: the extra one ended, the account's own runs on.
  expect((await teacher.stripe.subscriptions.retrieve(teacher.extra)).status).toBe('canceled');
  expect((await teacher.stripe.subscriptions.retrieve(teacher.held)).status).toBe('active');

  // No WCAG 2 A/AA violations (axe-core), in either theme.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/billing-alerts-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/billing-alerts-360.png`, fullPage: true });
  // Nothing wider than the phone but the table, which scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
