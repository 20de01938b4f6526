import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Course, LessonSummary, Quiz } from '../../src/shared/api/content';
import { translateSpanish } from '../../src/locales/spanish';
import { COURSE_DESCRIPTION_LIMIT, truncate } from '../../src/shared/domain/truncate';
import { createDemoStudent, expect, test, unique } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * Course and lesson names and descriptions in Spanish (issue 30): a student whose account is in
 * Spanish sees the courses, a course's lessons and a lesson named and described in Spanish, while
 * the grammar taught (the questions) stays English; a teacher sees Customize Lessons and the mastery
 * grid with the Spanish names, and Customize Lessons in English shows the content's own English (so
 * the check can fail). Screenshots of the course list, the course's lessons and the lesson (and of
 * the longest Spanish lesson name) at 1366×768 and 360×740 go to SHOTS; no name overflows its box
 * or the page.
 */

const PASSWORD = 'chalk42';
const SHOTS = process.env.CONTENT_SHOTS_DIR ?? 'test-results/shots-content-es';
const COURSE = 'parts-of-speech';
const LESSON = 'pos-nouns';
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

/** The Spanish the interface shows for a content id (the compiled catalogue the app loads). */
const spanish = (id: string): string => {
  const text = translateSpanish(id);
  expect(text, `no Spanish for ${id}`).toBeTruthy();
  return text!;
};

const json = async <T>(api: APIRequestContext, path: string, key: string): Promise<T> => {
  const res = await api.get(path, { headers: { 'X-Api-Key': key } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};

/** Nothing sticks out: no element of `selector` wider than its box, and no page scrolling sideways. */
async function expectNoOverflow(page: Page, selector: string, where: string) {
  const over = await page.evaluate((sel) => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || box.right > window.innerWidth + 1) out.push(`“${el.textContent?.trim()}” overflows`);
    }
    return out;
  }, selector);
  expect(over, `overflow on ${where}`).toEqual([]);
}

async function shots(page: Page, name: string, selector: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoOverflow(page, selector, `${name} at ${size.width}×${size.height}`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('a student in Spanish sees the courses and a lesson named and described in Spanish, and the questions stay English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = unique('contenido.');
  const made = await createDemoStudent(page.request, { username, first: 'Lucía', last: 'Paredes', password: PASSWORD });
  expect(made.status()).toBe(200);
  const key = ((await made.json()) as { user: { apiKey: string } }).user.apiKey;
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers: { 'X-Api-Key': key } })).status()).toBe(
    200,
  );
  const courses = await json<Course[]>(page.request, '/api/course/getall', key);
  const lessons = await json<LessonSummary[]>(page.request, `/api/lesson/getbycourse?courseID=${COURSE}`, key);
  const quizzes = await json<Quiz[]>(page.request, `/api/quiz/getall?lessonID=${LESSON}`, key);
  const nouns = lessons.find((l) => l.id === LESSON)!;

  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The course list: every course by its Spanish name and description; no English name left.
  for (const course of courses) {
    const card = page.getByRole('article', { name: spanish(`courseNames.${course.id}`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).not.toHaveAttribute('lang', 'en');
    const description = spanish(`courseDescriptions.${course.id}`);
    await expect(card.locator('.course-description')).toHaveText(truncate(description, COURSE_DESCRIPTION_LIMIT));
    await expect(page.getByText(course.name, { exact: true })).toHaveCount(0);
  }
  await shots(page, 'course-list', '.course-card, .course-title, .course-description');

  // A course's lessons: the course and each lesson named and described in Spanish.
  await page.getByRole('link', { name: spanish(`courseNames.${COURSE}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: spanish(`courseNames.${COURSE}`) })).toBeVisible();
  for (const lesson of lessons) {
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: spanish(`lessonNames.${lesson.id}`), exact: true }) });
    await expect(row.locator('.lesson-row-description')).toHaveText(spanish(`lessonDescriptions.${lesson.id}`));
    await expect(page.getByRole('link', { name: lesson.name, exact: true })).toHaveCount(0);
  }
  await shots(page, 'course-lessons', '.lesson-row-title, .lesson-row-description, .page-intro h1');

  // The lesson: its heading, description and breadcrumb in Spanish.
  await page.getByRole('link', { name: spanish(`lessonNames.${LESSON}`), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${COURSE}/${LESSON}$`));
  const heading = page.getByRole('heading', { level: 1, name: spanish(`lessonNames.${LESSON}`) });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('.page-intro .lead')).toHaveText(spanish(`lessonDescriptions.${LESSON}`));
  await expect(page.getByText(nouns.description, { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: spanish('shell.breadcrumb') }).getByText(spanish(`courseNames.${COURSE}`)),
  ).toBeVisible();
  await shots(page, 'lesson', '.page-intro h1, .page-intro .lead, nav');

  // The pre-test: the lesson's name above it is Spanish, the question is the English being taught.
  const pretest = quizzes.find((q) => q.type === 1)!;
  const first = [...pretest.questions].sort((a, b) => a.order - b.order)[0]!;
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Prueba inicial', exact: true }) })
    .getByRole('link', { name: /Empezar/ })
    .click();
  await page.getByRole('dialog', { name: '¿Empezar la Prueba inicial?' }).getByRole('button', { name: 'Empezar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Pregunta 1 de \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.quiz-lesson')).toHaveText(spanish(`lessonNames.${LESSON}`));
  const question = page.locator('.question-text');
  await expect(question).toHaveAttribute('lang', 'en');
  const englishPart = first.text.split('___')[0]!.trim().slice(0, 40);
  await expect(question).toContainText(englishPart);

  // The longest Spanish lesson name, on its course's list and its own screen: it wraps, never overflows.
  const all = await json<LessonSummary[]>(page.request, '/api/lesson/getall', key);
  const longest = all.reduce((a, b) => (spanish(`lessonNames.${b.id}`).length > spanish(`lessonNames.${a.id}`).length ? b : a));
  await page.goto(`/courseLessons/${longest.courseID}`);
  await expect(page.getByRole('link', { name: spanish(`lessonNames.${longest.id}`), exact: true })).toBeVisible();
  await shots(page, 'course-lessons-longest', '.lesson-row-title, .lesson-row-description, .page-intro h1');
  await page.getByRole('link', { name: spanish(`lessonNames.${longest.id}`), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: spanish(`lessonNames.${longest.id}`) })).toBeVisible();
  await shots(page, 'lesson-longest', '.page-intro h1, .page-intro .lead, nav');
});

test('a teacher in Spanish sees Customize Lessons and the mastery grid with the Spanish course and lesson names, in English the English ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = page.request;
  const email = `${unique('maestra')}@school.example`;
  const res = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Inés', last: 'Robles', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const headers = { 'X-Api-Key': (await res.json()).apiKey as string };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const saved = await api.post('/api/class/save', { headers, data: { name: 'Salón 4', code } });
  expect(saved.status()).toBe(200);
  const classID = ((await saved.json()) as { value: { id: string } }).value.id;
  const student = { username: unique('alumna.'), first: 'Sara', last: 'Luna', password: PASSWORD };
  expect((await api.post('/api/student/create', { data: { User: student, Class: { code } } })).status()).toBe(200);
  const lessons = await json<LessonSummary[]>(api, `/api/lesson/getbycourse?courseID=${COURSE}`, headers['X-Api-Key']);

  await signIn(page, email, PASSWORD);
  const table = page.locator('.custom-table');
  // Control: in English the same screen names the lessons in the content's English.
  await page.goto('/customLessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Lessons' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: `${lessons[0]!.order}. ${lessons[0]!.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parts of Speech' })).toBeVisible();

  expect((await api.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar lecciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: spanish(`courseNames.${COURSE}`) })).toBeVisible();
  for (const lesson of lessons) {
    const name = spanish(`lessonNames.${lesson.id}`);
    await expect(table.getByRole('rowheader', { name: `${lesson.order}. ${name}`, exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: `${lesson.order}. ${lesson.name}`, exact: true })).toHaveCount(0);
  }
  await expect(table.getByRole('switch').first()).toHaveAccessibleName(new RegExp(`${spanish(`lessonNames.${lessons[0]!.id}`)}$`));

  // The mastery grid's columns: the course's lessons by their Spanish names.
  await page.goto(`/mastery/${classID}`);
  const head = page.locator('.mastery-table thead');
  for (const lesson of lessons) await expect(head).toContainText(spanish(`lessonNames.${lesson.id}`));
  await expect(head).not.toContainText(lessons[0]!.name);
});
