import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Question, Quiz } from '../../../src/shared/api/content';
import { expect, demoAccounts, unique, createDemoStudent } from './fixtures';
import { signIn } from './signIn';
import { useStripeDouble } from './stripe-js-double';

/**
 * The main screens of issue 14, visited one role at a time: for each, `visit` brings the page to
 * the screen and waits until it shows its content, then calls `check` (an axe scan, a layout
 * measure, screenshots). Shared by a11y.spec.ts and layout.spec.ts.
 */
export type Check = (name: string) => Promise<void>;

export const COURSE = 'parts-of-speech';
export const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';
/** The quiz's step buttons ignore a second press within 200 ms (LA §9). */
export const STEP_GAP_MS = 250;

export const right = (q: Question) => (q.type === 'choice' ? q.options.find((o) => o.isAnswer)!.option : q.correctAnswer);
export const wrong = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${q.correctAnswer}zz`);

/** Waits for a screen: its heading, no loading overlay, nothing still loading. */
export async function ready(page: Page, heading: string | RegExp, more?: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  if (more) await expect(more).toBeVisible();
}

/** A new student in the demo class, with the lesson's pre-test already taken (so the lesson's resources are open). */
export async function newStudent(api: APIRequestContext) {
  const username = unique('a11y.');
  const res = await createDemoStudent(api, { username, first: 'Rosa', last: 'Diaz', password: PASSWORD });
  expect(res.status()).toBe(200);
  const key = ((await res.json()) as { user: { apiKey: string } }).user.apiKey;
  const headers = { 'X-Api-Key': key };
  const quizzes = (await (await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers })).json()) as Quiz[];
  const pretest = quizzes[0]!;
  expect((await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } })).status()).toBe(200);
  const answers = pretest.questions.map((q) => ({ questionID: q.id, answer: right(q) }));
  expect((await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers: answers, Score: 100 } })).status()).toBe(
    200,
  );
  return { username, password: PASSWORD, practice: quizzes[1]! };
}

export async function signedOutScreens(page: Page, check: Check): Promise<void> {
  await page.goto('/');
  await ready(page, /./, page.getByRole('button', { name: 'Log Me in' }));
  await check('landing');
  await page.goto('/login');
  await ready(page, /./, page.getByRole('button', { name: 'Log Me in' }));
  await check('login');
  await page.goto('/register');
  await ready(page, /./);
  await check('register');
  await page.goto('/register?type=teacher');
  await ready(page, /./, page.getByRole('button', { name: 'Register', exact: true }));
  await check('register-teacher');
}

/**
 * The student's screens: dashboard, course, lesson, a practice quiz (a question, then its
 * feedback after Check), quiz complete, progress and profile. `onQuestion` runs on every
 * question after Check (the layout spec measures the quiz there).
 */
export async function studentScreens(page: Page, check: Check, onQuestion?: (index: number) => Promise<void>): Promise<void> {
  const student = await newStudent(page.request);
  await signIn(page, student.username, student.password);
  await ready(page, 'Welcome, Rosa!', page.getByRole('region', { name: 'My Badges' }));
  await check('student-dashboard');
  await page.goto(`/courseLessons/${COURSE}`);
  await ready(page, 'Parts of Speech', page.getByRole('list', { name: 'Lessons' }));
  await check('student-course');
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await ready(page, 'Nouns', page.getByRole('tab', { name: 'Slideshow' }));
  await check('lesson');

  await page.goto(`/quiz/${COURSE}/${LESSON}/${student.practice.id}`);
  const questions = student.practice.questions;
  for (const [i, q] of questions.entries()) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of ${questions.length}` })).toBeVisible();
    if (i === 0) {
      await ready(page, student.practice.name);
      await check('quiz');
    }
    const value = i === 0 ? wrong(q) : right(q);
    if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill(value);
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.feedback')).toBeVisible();
    if (i === 0) await check('quiz-feedback');
    await onQuestion?.(i);
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: i === questions.length - 1 ? 'Finish' : 'Next', exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${student.practice.id}$`));
  await ready(page, 'Quiz complete', page.locator('.complete-score'));
  await check('quiz-complete');

  await page.goto('/progress');
  await ready(page, 'My Progress Report');
  await check('student-progress');
  await page.goto('/profile');
  await ready(page, 'Profile');
  await check('student-profile');
}

/** The teacher's screens: classes, students, class progress, custom lessons, writing grading. */
export async function teacherScreens(page: Page, check: Check): Promise<void> {
  const { Teacher } = demoAccounts();
  await signIn(page, Teacher!.login, Teacher!.password);
  await ready(page, 'Dashboard', page.getByRole('article').first());
  await check('teacher-classes');
  await page.goto('/students');
  await ready(page, 'Manage Students', page.getByRole('table').first());
  await check('teacher-students');
  await page.goto('/classprogress');
  await expect(page).toHaveURL(/\/classprogress\/[^/]+\/[^/]+$/);
  await ready(page, 'Class Progress', page.getByRole('table').first());
  await check('teacher-class-progress');
  await page.goto('/customLessons');
  await expect(page).toHaveURL(/\/customLessons\/[^/]+\/[^/]+$/);
  await ready(page, 'Customize Lessons', page.getByRole('switch').first());
  await check('teacher-custom-lessons');
  await page.goto('/gradingwritingassignment');
  await ready(page, 'Writing Portal');
  await check('teacher-writing-grading');
  await page.goto('/profile');
  await ready(page, 'Profile');
  await check('teacher-profile');
}

/** Payment and Plans, as a teacher in a trial (the card form, with Stripe.js's double). */
export async function paymentScreen(page: Page, check: Check): Promise<void> {
  await useStripeDouble(page);
  const { 'Trial teacher': trial } = demoAccounts();
  await signIn(page, trial!.login, trial!.password);
  await page.goto('/payment');
  await ready(page, 'Payment and Plans', page.getByRole('textbox', { name: 'Card number' }));
  await check('payment');
}
