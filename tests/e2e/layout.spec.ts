import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, demoAccounts } from './support/fixtures';
import { signIn } from './support/signIn';
import {
  classroomScreens,
  moreSignedOutScreens,
  moreStudentScreens,
  paymentScreen,
  signedOutScreens,
  studentScreens,
  superTeacherAndAdminScreens,
  teacherScreens,
  type Check,
} from './support/screens';

/**
 * Issue 14 "Layout": every main screen at a 360×740 phone and a 1366×768 Chromebook scrolls only
 * up and down (scrollWidth ≤ width); at 360 px the header is one row (the Menu); on the
 * Chromebook a quiz's question, answers, feedback and Next fit the screen after Check. Screenshots
 * of each screen at both sizes in both themes go to test-results/screens/ to be looked at.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;
const SHOTS = 'test-results/screens';

/** The page's width against the window's, naming the innermost elements that reach past its right edge. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => past(el) && ![...el.children].some(past))
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth, wide };
  });

const measureBothSizes =
  (page: Page): Check =>
  async (name) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      const overflow = await horizontalOverflow(page);
      expect
        .soft(overflow.scrollWidth, `${name} at ${size.width} px scrolls sideways: ${overflow.wide.join(', ')}`)
        .toBeLessThanOrEqual(overflow.innerWidth);
      if (size.width === 360) {
        const header = await page.locator('.site-header .header-inner').boundingBox();
        expect.soft(header!.height, `${name}: header height at 360 px`).toBeLessThanOrEqual(64);
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        // The page follows the device's theme a moment later: the picture waits for it.
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-${colorScheme}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.setViewportSize(SIZES[1]);
  };

/** After Check, on the Chromebook: the feedback and Next (or Finish) are on screen without scrolling. */
async function quizFits(page: Page, index: number) {
  await page.setViewportSize(SIZES[1]);
  const box = await page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      feedback: rect('.feedback').bottom,
      next: rect('.quiz-actions .button').bottom,
    };
  });
  expect.soft(box.scrollY, `question ${index + 1}: the page scrolled`).toBe(0);
  expect.soft(box.feedback, `question ${index + 1}: the feedback ends below the screen`).toBeLessThanOrEqual(box.innerHeight);
  expect.soft(box.next, `question ${index + 1}: Next ends below the screen`).toBeLessThanOrEqual(box.innerHeight);
  // Still usable on the phone: nothing sideways, and Next can be scrolled to.
  await page.setViewportSize(SIZES[0]);
  await page.waitForTimeout(100);
  const overflow = await horizontalOverflow(page);
  expect
    .soft(overflow.scrollWidth, `question ${index + 1} at 360 px scrolls sideways: ${overflow.wide.join(', ')}`)
    .toBeLessThanOrEqual(overflow.innerWidth);
  await page.locator('.quiz-actions .button').scrollIntoViewIfNeeded();
  await expect(page.locator('.quiz-actions .button')).toBeInViewport();
  await page.setViewportSize(SIZES[1]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('layout: the signed-out screens, the help centre, the site pages, the invitation, verification, Forgot Password and the kiosk fit 360 and 1366 px wide', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedOutScreens(page, measureBothSizes(page));
  await moreSignedOutScreens(page, measureBothSizes(page));
});

test("layout: the student's screens fit 360 and 1366 px wide, and every question of a quiz fits 1366×768 after Check", async ({ page }) => {
  test.setTimeout(180_000);
  const student = await studentScreens(page, measureBothSizes(page), (i) => quizFits(page, i));
  await moreStudentScreens(page, measureBothSizes(page), student);
});

test("layout: a class's diagnostic, Invite and Add Students, login cards, the reports and the answer key fit 360 and 1366 px wide", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await classroomScreens(page, measureBothSizes(page));
});

test("layout: the super-teacher's and the admin's screens fit 360 and 1366 px wide", async ({ page }) => {
  test.setTimeout(90_000);
  await superTeacherAndAdminScreens(page, measureBothSizes(page));
});

test("layout: the teacher's screens and Payment and Plans fit 360 and 1366 px wide", async ({ page }) => {
  test.setTimeout(180_000);
  await teacherScreens(page, measureBothSizes(page));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await paymentScreen(page, measureBothSizes(page));
});

test("layout: at 360 px the header is one row with a Menu that holds the links, the website's too (SHL-24)", async ({ page }) => {
  const { Student, Teacher } = demoAccounts();
  await signIn(page, Student!.login, Student!.password);
  // Wide: the student's own links and the website's (issue 26, SHL-24); no Kahoot without KAHOOT_URL (SHL-30).
  await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const name of ['Features', 'Pricing', 'About', 'Support'])
    await expect(page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kahoot/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await page.setViewportSize(SIZES[0]);
  await expect(page.getByRole('navigation', { name: 'Student' })).toBeHidden();
  const header = await page.locator('.site-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(64);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Student Progress Report' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // A teacher's side menu is in the Menu too.
  await signIn(page, Teacher!.login, Teacher!.password);
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'Manage Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Students' })).toBeVisible();
  // At 360 px the website's links are in the Menu, not in the header's one row.
  for (const name of ['Features', 'Pricing', 'About', 'Support']) await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  for (const name of ['Features', 'Pricing', 'About', 'Support'])
    await expect(menu.getByRole('navigation', { name: 'Website' }).getByRole('link', { name, exact: true })).toBeVisible();
});
