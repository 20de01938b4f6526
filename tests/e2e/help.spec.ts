import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { startNetwork } from './support/network';
import { demoAccounts, expect, test } from './support/fixtures';
import { signIn } from './support/signIn';
import { waitForWorker } from './support/offline';
import { formatAmount, planById } from '../../src/shared/domain/plans';

/**
 * Help that works (issue 15): the header's Features, Pricing, About and Support and the footer's
 * links reach real pages of the app; both registration forms link to the privacy policy and the
 * terms; the help pages open with the network cut (they are part of the precached app shell).
 */

const SCREENS = 'test-results/screens-help';
const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function axeViolations(page: Page) {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test("signed out, the header's website links and the footer's links open the app's own pages", async ({ page }) => {
  await page.addInitScript({ path: AXE });
  await page.goto('/');
  const website = page.getByRole('navigation', { name: 'Sentence Lab website' });
  for (const [link, heading, path] of [
    ['Features', 'Features', '/features'],
    ['Pricing', 'Pricing', '/pricing'],
    ['About', 'About Sentence Lab', '/about'],
    ['Support', 'Help centre', '/help'],
  ] as const) {
    await website.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(h1(page, heading)).toBeVisible();
    // Same tab: a page of this app, not a placeholder address elsewhere.
    expect(page.context().pages()).toHaveLength(1);
  }

  // The pricing page shows the plans the payment page sells, at their real prices.
  await page.goto('/pricing');
  const plans = page.getByRole('table', { name: 'Plans' });
  const annual = planById('masterAnnual_3')!;
  const monthly = planById('masterMonthly_3')!;
  const homeschool = planById('GF-Tier2-Annual-5')!;
  await expect(plans.getByRole('row', { name: /yearly/ })).toContainText(`$${formatAmount(annual.price)} per 5 students a year`);
  await expect(plans.getByRole('row', { name: /monthly/ })).toContainText(`$${formatAmount(monthly.price)} per 5 students a month`);
  await expect(plans.getByRole('row', { name: /Homeschool/ })).toContainText(`$${formatAmount(homeschool.price)} a year`);
  await expect(page.getByRole('table', { name: 'Teacher seats' }).getByRole('row')).toHaveCount(7);

  // The footer, on every page: the help centre, contact, privacy and terms.
  const footer = page.getByRole('navigation', { name: 'Site' });
  for (const [link, heading] of [
    ['Help centre', 'Help centre'],
    ['Contact', 'Contact'],
    ['Privacy policy', 'Privacy policy'],
    ['Terms of use', 'Terms of use'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(h1(page, heading)).toBeVisible();
  }

  // The help centre's own menu reaches every help page; the FAQ answers open from the keyboard.
  await page.goto('/help');
  await expect(page.getByRole('navigation', { name: 'Help centre' }).getByRole('link')).toHaveCount(11);
  await page
    .getByRole('link', { name: /Questions from teachers/ })
    .first()
    .click();
  await expect(h1(page, 'Questions from teachers')).toBeVisible();
  const question = page.getByText('How are seats counted?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Every student in any of your classes uses one seat/)).toBeVisible();

  // The support address is the server's SUPPORT_EMAIL setting (the e2e server keeps the default).
  await page.goto('/help/contact');
  await expect(page.getByTestId('support-email')).toHaveText('support@sentencelab.example');
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:support@sentencelab\.example/);
  // No HELP_DESK_URL on this server: no help-desk link.
  await expect(page.getByTestId('help-desk-link')).toHaveCount(0);

  // Readable and accessible: screenshots to look at, and axe in both themes.
  for (const [path, name] of [
    ['/help', 'help'],
    ['/privacy', 'privacy'],
    ['/help/offline', 'offline'],
    ['/pricing', 'pricing'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect.soft(await axeViolations(page), `axe on ${path} (${colorScheme})`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await shot(page, `${name}-1366`);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/help', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, `${path.slice(1)}-360`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/help');
  await expect(h1(page, 'Help centre')).toBeVisible();
  await shot(page, 'help-360-dark');
});

test('both registration forms link to the privacy policy and the terms, with the under-13 notice for students', async ({ page }) => {
  await page.goto('/register?type=teacher');
  await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
  const teacherNotice = page.getByTestId('legal-notice');
  await expect(teacherNotice).toContainText('By creating an account you agree to the Terms of use and the Privacy policy.');
  await teacherNotice.getByRole('link', { name: 'Terms of use' }).click();
  await expect(h1(page, 'Terms of use')).toBeVisible();
  // Issue 26: the operator from the settings (playwright.config.ts), not a template.
  await expect(page.getByTestId('legal-operator')).toContainText('run by Riverside Unified School District');

  await page.goto('/register?type=student');
  await expect(page.getByRole('heading', { level: 1, name: 'Join your class' })).toBeVisible();
  const studentNotice = page.getByTestId('legal-notice');
  // The under-13 notice is its own box above the form's buttons (legal.spec.ts checks where).
  await expect(page.getByTestId('under13-notice')).toContainText('Your school said yes to this for your parents.');
  await studentNotice.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(h1(page, 'Privacy policy')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Children under 13 and school consent (COPPA)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education records (FERPA)' })).toBeVisible();
  await expect(page.getByText(/never sold, never used for advertising/)).toBeVisible();
});

test('the help pages open with the network cut, signed out and signed in (precached with the app shell)', async ({ page, network }) => {
  test.setTimeout(90_000);
  // Online once: the worker installs and precaches the app shell; the contact page learns the support address.
  await page.goto('/help/contact');
  await expect(page.getByTestId('support-email')).toHaveText('support@sentencelab.example');
  await waitForWorker(page);

  network.cut();
  // The cut is real: the server cannot be reached from the page.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'no answer',
      ),
    ),
  ).toBe('no answer');
  for (const [path, heading] of [
    ['/help', 'Help centre'],
    ['/help/tour', 'Your first day with Sentence Lab'],
    ['/help/teachers', 'Questions from teachers'],
    ['/help/students', 'Questions from students'],
    ['/help/offline', 'Working offline'],
    ['/features', 'Features'],
    ['/pricing', 'Pricing'],
    ['/about', 'About Sentence Lab'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
  ] as const) {
    // A full load from the address bar: the document and every chunk come from the worker.
    await page.goto(path);
    await expect(h1(page, heading), path).toBeVisible();
  }
  // The contact page shows the address this device learned online.
  await page.goto('/help/contact');
  await expect(page.getByTestId('support-email')).toHaveText('support@sentencelab.example');
  await shot(page, 'contact-offline');

  // Signed in: a student's Help opens the help centre offline, inside their own page.
  network.restore();
  const { Student } = demoAccounts();
  await signIn(page, Student!.login, Student!.password);
  await expect(page).toHaveURL(/\/courses$/);
  network.cut();
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(h1(page, 'Help centre')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Student' })).toBeVisible();
  await page.reload();
  await expect(h1(page, 'Help centre')).toBeVisible();
  await page.getByRole('navigation', { name: 'Help centre' }).getByRole('link', { name: 'Questions from students' }).click();
  await expect(h1(page, 'Questions from students')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await shot(page, 'students-faq-offline-signed-in');
});

test("a teacher's Help menu opens the help centre; the tour page restarts the in-app tour", async ({ page }) => {
  const { Teacher } = demoAccounts();
  await signIn(page, Teacher!.login, Teacher!.password);
  await page.getByRole('button', { name: 'Help' }).click();
  await page.locator('.help-menu').getByRole('link', { name: 'Help centre' }).click();
  await expect(h1(page, 'Help centre')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Help centre' }).getByRole('link', { name: 'Your first day (teachers)' }).click();
  await expect(h1(page, 'Your first day with Sentence Lab')).toBeVisible();
  await page.getByRole('link', { name: 'Take the tour again' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  const tour = page.getByRole('dialog', { name: 'Welcome to Sentence Lab' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip tour' }).click();
});

/**
 * The shared e2e server has no HELP_DESK_URL (playwright.config.ts). An operator sets it in the
 * server's environment, read at start (config.ts), with no runtime or admin setting: so this test
 * starts a second copy of the app (the built PWA and the real API, on an empty in-memory database)
 * from an environment with HELP_DESK_URL and SUPPORT_EMAIL set, read by the real readConfig.
 */
test('an operator’s help desk (HELP_DESK_URL) and support email show on the Contact page, open in a new tab, and stay offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const HELP_DESK = 'https://help.district.example/sentence-lab';
  const config = readConfig({
    PORT: '0',
    SEED_DEMO: 'false',
    STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
    SUPPORT_EMAIL: 'edtech@district.example',
    HELP_DESK_URL: HELP_DESK,
  });
  expect(config.HELP_DESK_URL).toBe(HELP_DESK);
  const database = await openDatabase({ dataDir: null });
  const mailDir = mkdtempSync(join(tmpdir(), 'sentence-lab-help-mail-'));
  const app = createApp({ db: database.db, config, mailer: createMailer({ folder: mailDir, from: config.MAIL_FROM }), log: () => {} });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const network = await startNetwork((server.address() as AddressInfo).port);
  try {
    // The help desk's own site, as the browser would reach it (these machines have no internet).
    await context.route(`${HELP_DESK}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>District help desk</title><h1>District help desk</h1>' }),
    );
    await page.goto(`${network.url}/help/contact`);
    await expect(h1(page, 'Contact')).toBeVisible();
    const desk = page.getByTestId('help-desk-link');
    await expect(desk).toBeVisible();
    await expect(desk).toHaveAttribute('href', HELP_DESK);
    await expect(desk).toHaveAttribute('target', '_blank');
    await expect(desk).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: `${HELP_DESK} (opens in a new tab)` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: desk })).toContainText(`Help desk: ${HELP_DESK}`);
    await expect(page.getByTestId('support-email')).toHaveText('edtech@district.example');
    await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:edtech@district\.example\?subject=/);
    await shot(page, 'contact-help-desk');

    // Followed, it opens the help desk in a new tab and leaves the app where it was.
    const [tab] = await Promise.all([context.waitForEvent('page'), desk.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(HELP_DESK);
    await expect(tab.getByRole('heading', { name: 'District help desk' })).toBeVisible();
    await tab.close();
    expect(page.url()).toBe(`${network.url}/help/contact`);

    // With the network cut, the page still shows the operator's addresses this device learned.
    await waitForWorker(page);
    network.cut();
    await page.reload();
    await expect(h1(page, 'Contact')).toBeVisible();
    await expect(page.getByTestId('help-desk-link')).toHaveAttribute('href', HELP_DESK);
    await expect(page.getByTestId('support-email')).toHaveText('edtech@district.example');
  } finally {
    await network.close();
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
});
