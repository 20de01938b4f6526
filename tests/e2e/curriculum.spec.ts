import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lesson } from '../../src/shared/content/schema';
import { demoAccounts, expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * Issue 28 in the browser: a lesson shows its own illustration (drawn, with its alt text), its
 * grade band and standards; /courses browses the lessons by grade. Screenshots of five new lessons
 * (grades 3-5, 6-8 and 9-10) go to test-results/screens/.
 */
const LESSONS = [
  ['punctuation', 'pu-dialogue'],
  ['verbs-and-tenses', 'vt-perfect-tenses'],
  ['parts-of-speech', 'pos-pronoun-case'],
  ['verbs-and-tenses', 'vt-active-passive'],
  ['punctuation', 'pu-semicolons'],
] as const;

/** A lesson as the shipped curriculum writes it. */
function shipped(courseID: string, lessonID: string): Lesson {
  const dir = join('src/server/content/curriculum/lessons', courseID);
  const file = readdirSync(dir).find((f) => f.endsWith(`-${lessonID}.json`))!;
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Lesson;
}

test('a new lesson shows its illustration with alt text, its grades and standards; lessons browse by grade', async ({ page }) => {
  const teacher = demoAccounts()['Teacher']!;
  await signIn(page, teacher.login, teacher.password);
  for (const [courseID, lessonID] of LESSONS) {
    const lesson = shipped(courseID, lessonID);
    await page.goto(`/lesson/${courseID}/${lessonID}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
    const picture = page.locator('.lesson-illustration').getByRole('img', { name: lesson.illustration!.alt });
    await expect(picture).toBeVisible();
    // Drawn, not a broken image: the SVG decoded to a picture of some size.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(`Grades ${lesson.grades} · Standards ${lesson.standards.join(', ')}`)).toBeVisible();
    await page.screenshot({ path: `test-results/screens/lesson-${lessonID}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/lesson/punctuation/pu-semicolons');
  await expect(page.locator('.lesson-illustration').getByRole('img', { name: shipped('punctuation', 'pu-semicolons').illustration!.alt })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/lesson-pu-semicolons-phone.png', fullPage: true });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/courses');
  const browser = page.getByRole('region', { name: 'Lessons by grade' });
  await browser.getByText('Grades 9-10').click();
  await expect(browser.getByRole('link', { name: 'Parallel Structure' })).toBeVisible();
  await expect(browser.getByRole('link', { name: 'Pronoun Case', exact: true })).toHaveCount(0);
  await browser.getByText('Grades 6-8').click();
  await expect(browser.getByRole('link', { name: /Active and Passive Voice/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/courses-by-grade.png', fullPage: true });
});
