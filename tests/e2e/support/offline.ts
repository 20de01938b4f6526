import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Question, Quiz } from '../../../src/shared/api/content';
import type { QuizStatus } from '../../../src/shared/api/quizzes';
import type { StudentReport } from '../../../src/shared/api/progress';
import { expect, test, unique, createDemoStudent, QUIZ_OPEN_TIMEOUT_MS } from './fixtures';
import { rightAnswer } from '../../../src/shared/domain/items';

/**
 * What the offline journeys (offline.spec.ts) share: students made through the API, the quiz
 * steps, and reads of the browser's own database ('sentence-lab') and of what the server holds.
 */

export const COURSE = 'parts-of-speech';
export const LESSON = 'pos-nouns';
export const PASSWORD = 'chalk42';
/** The quiz's step buttons ignore a second press within 200 ms (LA §9); the tests wait past it. */
const STEP_GAP_MS = 250;
export const SCREENS_DIR = 'test-results/screens-offline';

/** Each test reaches the server through its own cuttable network (support/network.ts, with `cutAt`). */
export { test, expect };

export const right = (q: Question) => (rightAnswer(q));
export const wrong = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${rightAnswer(q)}zz`);

export interface Student {
  username: string;
  first: string;
  /** The key /student/create answered with (a session of its own, not the browser's). */
  key: string;
  userID: string;
  quizzes: Quiz[];
}

/** A new student of the demo class, with the lesson's quizzes (questions sorted as the page shows them). */
export async function newStudent(api: APIRequestContext, first = 'Rosa', last = 'Diaz'): Promise<Student> {
  const username = unique('offline.');
  const res = await createDemoStudent(api, { username, first, last, password: PASSWORD });
  expect(res.status()).toBe(200);
  const created = (await res.json()) as { user: { id: string; apiKey: string } };
  const key = created.user.apiKey;
  const quizzes = await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } });
  expect(quizzes.status()).toBe(200);
  const list = ((await quizzes.json()) as Quiz[]).map((q) => ({ ...q, questions: [...q.questions].sort((a, b) => a.order - b.order) }));
  return { username, first, key, userID: created.user.id, quizzes: list };
}

export async function logIn(page: Page, login: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/courses$/);
}

/** A fresh session key for a student, straight from the API (not the browser's). */
export async function freshKey(api: APIRequestContext, username: string): Promise<string> {
  const res = await api.post('/api/user/login', { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { apiKey: string }).apiKey;
}

/** Waits until the service worker controls the page (its fetches then go through the worker). */
export async function waitForWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

type Row = Record<string, unknown>;

/** Every row of a store of the app's IndexedDB database, read without creating or upgrading it. */
export function readStore(page: Page, store: 'contentCache' | 'outbox' | 'session' | 'meta'): Promise<Row[]> {
  return page.evaluate(
    (name) =>
      new Promise<Row[]>((resolve, reject) => {
        const req = indexedDB.open('sentence-lab');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve([]);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as Row[]);
          };
          all.onerror = () => {
            db.close();
            reject(all.error);
          };
        };
      }),
    store,
  );
}

/**
 * Everything the page keeps for later, as text: every store of the app's IndexedDB database
 * (whatever tables it has), localStorage and sessionStorage. For "is this key still anywhere?".
 */
export function everythingStored(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const req = indexedDB.open('sentence-lab');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names);
          const rows: Record<string, unknown> = { localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage } };
          for (const name of names) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () => void (rows[name] = all.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(JSON.stringify(rows));
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The content copies (URLs under /api) this user owns in the worker's cache. */
export async function cachedUrls(page: Page, userID: string): Promise<string[]> {
  const rows = await readStore(page, 'contentCache');
  return rows.filter((r) => r.owner === `user:${userID}`).map((r) => String(r.url));
}

/** The browser's session key (the one its sign-out revokes). */
export async function browserKey(page: Page): Promise<string> {
  const [row] = await readStore(page, 'session');
  expect(row, 'a stored session').toBeTruthy();
  return String(row!.apiKey);
}

/** Can the page reach the server? The control for every cut. */
export const reachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      (r) => r.ok,
      () => false,
    ),
  );

export const quizRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const questionHeading = (page: Page, n: number, total: number) => page.getByRole('heading', { name: `Question ${n} of ${total}` });

async function step(page: Page, name: 'Check' | 'Next' | 'Finish') {
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name, exact: true }).click();
}

async function answer(page: Page, q: Question, value: string) {
  if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
  else await page.getByRole('textbox', { name: 'Your answer' }).fill(value);
}

/**
 * Answers every question of a quiz that is open on its first question and stops on the last one,
 * ready for Finish (so a test can cut the network at the save). `reloadAt`: reload the page
 * before answering that question (0-based) — the quiz resumes there.
 */
export async function answerAll(page: Page, quiz: Quiz, values: readonly string[], { reloadAt }: { reloadAt?: number } = {}) {
  const n = quiz.questions.length;
  for (const [i, q] of quiz.questions.entries()) {
    await expect(questionHeading(page, i + 1, n)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    if (i === reloadAt) {
      await page.reload();
      await expect(questionHeading(page, i + 1, n)).toBeVisible();
    }
    await answer(page, q, values[i]!);
    await step(page, 'Check');
    await expect(page.locator('.feedback-right, .feedback-wrong')).toBeVisible();
    if (i === n - 1) break;
    // The pre-test moves on by itself after its feedback; practice sets wait for Next.
    if (quiz.type !== 1) await step(page, 'Next');
  }
}

export const finish = (page: Page) => step(page, 'Finish');

/** Opens a quiz from the lesson page (the pre-test asks first) and answers it, up to Finish. */
export async function takeQuiz(page: Page, quiz: Quiz, values: readonly string[], opts: { reloadAt?: number } = {}) {
  await quizRow(page, quiz.name).getByRole('link', { name: /Start/ }).click();
  if (quiz.type === 1)
    await page
      .getByRole('dialog', { name: `Start the ${quiz.name}?` })
      .getByRole('button', { name: 'Start' })
      .click();
  await answerAll(page, quiz, values, opts);
}

export const pairs = (quiz: Quiz, values: readonly string[]) => quiz.questions.map((q, i) => ({ questionID: q.id, answer: values[i]! }));

/** The student's status of a quiz as the server holds it (GET /student/getquizresults). */
export async function quizStatus(api: APIRequestContext, key: string, quizID: string): Promise<QuizStatus> {
  const res = await api.get(`/api/student/getquizresults?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } });
  expect(res.status()).toBe(200);
  const status = ((await res.json()) as QuizStatus[]).find((s) => s.quizID === quizID);
  expect(status, `a status for ${quizID}`).toBeTruthy();
  return status!;
}

/**
 * How many results the server holds for a quiz of the lesson: the one that counts plus every
 * other attempt (the student's own progress report lists them all).
 */
export async function resultCount(api: APIRequestContext, key: string, quizID: string): Promise<number> {
  const res = await api.get('/api/progress/studentprogressreport?lessonFilter=all', { headers: { 'X-Api-Key': key } });
  expect(res.status()).toBe(200);
  const report = (await res.json()) as StudentReport;
  const row = report.rows.find((r) => r.lessonID === LESSON);
  expect(row, 'a progress row for the lesson').toBeTruthy();
  const counted = row!.cells.filter((c) => c.quizID === quizID && c.resultID !== null).length;
  return counted + row!.priorAttempts.filter((a) => a.quizID === quizID).length;
}

/** The server holds exactly one result of the quiz, with these answers. Returns its id. */
export async function expectOneResult(api: APIRequestContext, key: string, quiz: Quiz, values: readonly string[]): Promise<string> {
  const status = await quizStatus(api, key, quiz.id);
  expect(status.result, `a saved result of ${quiz.name}`).not.toBeNull();
  expect(status.result!.answers.map((a) => ({ questionID: a.questionID, answer: a.answer }))).toEqual(pairs(quiz, values));
  expect(await resultCount(api, key, quiz.id)).toBe(1);
  return status.result!.id;
}

/** A screenshot for the lead to look at: the whole page, or one part of it. */
export async function screenshot(page: Page, name: string, part?: Locator) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = `${SCREENS_DIR}/${name}.png`;
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}
