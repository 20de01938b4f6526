import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoEnglish, englishLeft } from './support/englishLeft';

/**
 * Issue 26, privacy: the privacy policy and the terms of use are complete pages that name the
 * operator from the server's settings (playwright.config.ts sets OPERATOR_NAME, OPERATOR_ADDRESS and
 * POLICY_EFFECTIVE_DATE; OPERATOR_EMAIL is left out, so SUPPORT_EMAIL is shown), never a
 * placeholder, in English and in Spanish; the under-13 notice is read before signing up.
 */
const SHOTS = process.env.LEGAL_SHOTS ?? 'test-results/screens-legal';
const OPERATOR = 'Riverside Unified School District';
const ADDRESS = '12 Elm Street, Riverside, CA 92501';
const NAMES = [OPERATOR, ADDRESS, 'support@sentencelab.example'];

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // And what the first screen shows, at its real size.
  await page.screenshot({ path: `${SHOTS}/${name}-first-screen.png` });
}

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** WCAG 2 A and AA violations axe finds on the page, in both themes (axe is loaded by `withAxe` before the page, as the CSP allows no inline script). */
async function axeBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    found.push(
      ...(await page.evaluate(async (scheme) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
        return result.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }, colorScheme)),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

const withAxe = (page: Page) => page.addInitScript({ path: AXE });

const inSpanish = (page: Page) => page.addInitScript(() => localStorage.setItem('sentence-lab.language', 'es'));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** The page's own text (the help centre's menu and the header left out). */
const pageText = (page: Page) => page.locator('.legal-text').innerText();

test('the privacy policy and terms are complete: the operator from the settings, every section, no placeholder, at 1366 and 360 px', async ({
  page,
}) => {
  await withAxe(page);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.goto('/privacy');
    await expect(h1(page, 'Privacy policy')).toBeVisible();
    const operator = page.getByTestId('legal-operator');
    await expect(operator).toContainText(`This copy of Sentence Lab is run by ${OPERATOR}`);
    await expect(operator).toContainText(`Postal address: ${ADDRESS}`);
    await expect(operator).toContainText('In effect from 1 August 2026.');
    await expect(operator.getByRole('link', { name: 'support@sentencelab.example' })).toHaveAttribute('href', 'mailto:support@sentencelab.example');
    for (const heading of [
      'In short',
      'What we collect',
      'Why we use it',
      'Who sees it',
      'Children under 13 and school consent (COPPA)',
      'Education records (FERPA)',
      'Cookies and storage on your device',
      'How long we keep it, and deleting it',
      'How it is protected',
      'Your choices',
      'Changes to this policy',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const privacy = await pageText(page);
    expect(privacy).not.toMatch(/[[\]]/);
    expect(privacy).not.toMatch(/template|the operator must/i);
    if (width === 1366) expect(await axeBothThemes(page), 'axe on /privacy').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `privacy-${width}`);

    await page.locator('.legal-text').getByRole('link', { name: 'terms of use', exact: true }).click();
    await expect(h1(page, 'Terms of use')).toBeVisible();
    await expect(page.getByTestId('legal-operator')).toContainText(`run by ${OPERATOR}`);
    for (const heading of ['Who may use it', 'Your account', 'Your work', 'Trial, plans and payment', 'Ending', 'Changes and contact']) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const terms = await pageText(page);
    expect(terms).not.toMatch(/[[\]]/);
    expect(terms).toContain('A teacher’s trial is free for');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `terms-${width}`);
  }
});

test('without the operator settings the pages use neutral words, never a placeholder', async ({ page }) => {
  // The server of this run has the settings; this answer is the one a server without them gives (tests/api/edges-privacy.test.ts).
  await page.route('**/api/site/legal', (route) =>
    route.fulfill({
      json: { operatorName: null, operatorAddress: null, operatorEmail: 'support@sentencelab.example', effectiveDate: null },
    }),
  );
  await page.goto('/privacy');
  const operator = page.getByTestId('legal-operator');
  await expect(operator).toContainText('This copy of Sentence Lab is run by the organisation running this service');
  await expect(operator).not.toContainText('Postal address');
  await expect(operator).not.toContainText('In effect from');
  expect(await pageText(page)).not.toMatch(/[[\]]/);
  await shot(page, 'privacy-neutral-1366');
});

test('in Spanish both pages are Spanish, naming the operator and the date', async ({ page }) => {
  await inSpanish(page);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.goto('/privacy');
    await expect(h1(page, 'Política de privacidad')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const operator = page.getByTestId('legal-operator');
    await expect(operator).toContainText(`Esta copia de Sentence Lab la administra ${OPERATOR}`);
    await expect(operator).toContainText(`Dirección postal: ${ADDRESS}`);
    await expect(operator).toContainText('Vigente desde el 1 de agosto de 2026.');
    await expect(page.getByRole('heading', { level: 2, name: 'Niños menores de 13 años y consentimiento de la escuela (COPPA)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies y datos guardados en tu dispositivo' })).toBeVisible();
    expect(await pageText(page)).not.toMatch(/[[\]]/);
    await expectNoEnglish(page, 'the privacy policy in Spanish', NAMES);
    await shot(page, `privacy-es-${width}`);

    await page.goto('/terms');
    await expect(h1(page, 'Condiciones de uso')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quién puede usarlo' })).toBeVisible();
    expect(await pageText(page)).not.toMatch(/[[\]]/);
    await expectNoEnglish(page, 'the terms of use in Spanish', NAMES);
    await shot(page, `terms-es-${width}`);
  }
  // Control: the same check finds English on the English page, so it can fail.
  await page.evaluate(() => localStorage.setItem('sentence-lab.language', 'en'));
  await page.addInitScript(() => localStorage.setItem('sentence-lab.language', 'en'));
  await page.goto('/terms');
  await expect(h1(page, 'Terms of use')).toBeVisible();
  expect((await englishLeft(page, NAMES)).length).toBeGreaterThan(10);
});

test('the under-13 notice is read before signing up: above the Google and Register buttons, short sentences, in both languages', async ({
  page,
}) => {
  await withAxe(page);
  for (const language of ['en', 'es'] as const) {
    if (language === 'es') await inSpanish(page);
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
      await page.goto('/register?type=student');
      await expect(h1(page, language === 'es' ? 'Únete a tu clase' : 'Join your class')).toBeVisible();
      const notice = page.getByTestId('under13-notice');
      await expect(notice.getByRole('heading', { level: 2 })).toHaveText(
        language === 'es' ? '¿Tienes menos de 13 años? Lee esto con un adulto.' : 'Under 13? Read this with a grown-up.',
      );
      const register = page.getByRole('button', { name: language === 'es' ? 'Registrarme' : 'Register', exact: true });
      const google = page.getByRole('button', { name: language === 'es' ? 'Registrarse con Google' : 'Register With Google' });
      const noticeBox = (await notice.boundingBox())!;
      for (const button of [register, google]) {
        const box = (await button.boundingBox())!;
        expect(noticeBox.y + noticeBox.height, `the notice ends above ${await button.innerText()}`).toBeLessThanOrEqual(box.y);
      }
      // Short sentences a 10-year-old can read: no sentence over 16 words.
      const sentences = (await notice.locator('li').allInnerTexts()).flatMap((t) => t.split(/(?<=[.!?])\s+/));
      expect(sentences.length).toBeGreaterThanOrEqual(5);
      for (const sentence of sentences) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(16);
      // The parents' line links to the privacy policy.
      await expect(notice.getByRole('link')).toHaveAttribute('href', '/privacy');
      if (language === 'es') await expectNoEnglish(page, 'the student sign-up form in Spanish', []);
      if (width === 1366) expect(await axeBothThemes(page), 'axe on the student sign-up form').toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `register-student-${language}-${width}`);
    }
  }
});
