import type { APIRequestContext, Page } from '@playwright/test';
import type { Quiz } from '../../src/shared/api/content';
import type { StudentSyncState } from '../../src/shared/api/sync';
import { E2E_PORT } from '../../playwright.config';
import { unique } from './support/fixtures';
import {
  cachedUrls,
  COURSE,
  expect,
  finish,
  LESSON,
  logIn,
  PASSWORD,
  quizRow,
  reachesServer,
  readStore,
  right,
  takeQuiz,
  test,
  waitForWorker,
  wrong,
} from './support/offline';

/**
 * Unsent work in sight (issue 15, "What must be shown": a device with waiting answers shown to
 * the teacher before delivery). A student finishes a quiz offline (the cuttable network of
 * support/network.ts: page and worker lose the server); the network comes back but the server
 * does not take the quiz yet (its two calls answer 500 for a while, for the page and the service
 * worker alike); the device still tells the server how much waits, so the teacher's Manage
 * Students shows it apart from "Never"; once delivered, the teacher sees the last sync instead.
 */

const SCREENS = 'test-results/screens-backlog';
/** The server itself, not through the student's cuttable network. */
const SERVER = `http://127.0.0.1:${E2E_PORT}`;

async function teacherWithStudent(api: APIRequestContext) {
  const email = `${unique('backlog')}@school.example`;
  const res = await api.post(`${SERVER}/api/user/save/teacher`, {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const teacherKey = (await res.json()).apiKey as string;
  const headers = { 'X-Api-Key': teacherKey };
  expect((await api.post(`${SERVER}/api/user/updateshowtutorial`, { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get(`${SERVER}/api/class/getcode`, { headers })).json()) as string;
  const cls = await api.post(`${SERVER}/api/class/save`, { headers, data: { name: 'Period 4', code } });
  expect(cls.status()).toBe(200);
  const classID = (await cls.json()).value.id as string;

  const username = unique('backlog.');
  const made = await api.post(`${SERVER}/api/student/create`, {
    data: { User: { username, first: 'Zoe', last: 'Young', password: PASSWORD }, Class: { code } },
  });
  expect(made.status()).toBe(200);
  const student = (await made.json()) as { user: { id: string; apiKey: string } };
  const quizzes = await api.get(`${SERVER}/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': student.user.apiKey } });
  const list = ((await quizzes.json()) as Quiz[]).map((q) => ({ ...q, questions: [...q.questions].sort((a, b) => a.order - b.order) }));
  return { email, teacherKey, classID, username, userID: student.user.id, quizzes: list };
}

/** What the server tells the teacher about the student (GET /teacher/classsync), asked straight. */
async function syncOf(api: APIRequestContext, teacherKey: string, classID: string): Promise<StudentSyncState> {
  const res = await api.get(`${SERVER}/api/teacher/classsync?classID=${classID}`, { headers: { 'X-Api-Key': teacherKey } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as StudentSyncState[])[0]!;
}

async function teacherSignsIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
}

test('a device with a finished quiz waiting is shown to the teacher before delivery; after delivery, the last sync', async ({
  page,
  network,
  browser,
}) => {
  test.setTimeout(120_000);
  const s = await teacherWithStudent(page.request);
  const practice = s.quizzes.find((q) => q.name === 'Practice Set 1')!;
  const values = practice.questions.map((q, i) => (i === 0 ? wrong(q) : right(q)));

  // The student opens the lesson online (its copies are kept), then the Wi-Fi drops.
  await logIn(page, s.username);
  await waitForWorker(page);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(quizRow(page, 'Practice Set 1')).toBeVisible();
  await expect
    .poll(() => cachedUrls(page, s.userID), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([`/quiz/getall?lessonID=${LESSON}`]));
  network.cut();
  expect(await reachesServer(page)).toBe(false);

  await takeQuiz(page, practice, values);
  await finish(page);
  await expect(page.getByTestId('waiting-to-send')).toBeVisible();
  const [opened, saved] = await readStore(page, 'outbox');
  expect([opened?.path, saved?.path]).toEqual(['/student/startquiz', '/student/savequiz']);
  // Nothing could be told while cut off.
  expect((await syncOf(page.request, s.teacherKey, s.classID)).backlogs).toEqual([]);

  // The network is back, but the server does not take the quiz for now (page and service worker alike).
  let refused = 0;
  await page.context().route(/\/api\/student\/(startquiz|savequiz)$/, (route) => {
    refused++;
    return route.fulfill({ status: 500, json: { message: 'The server is busy.' } });
  });
  network.restore();
  expect(await reachesServer(page)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  // The device tells the server how much waits (counts, never answers) though nothing was delivered.
  await expect
    .poll(async () => (await syncOf(page.request, s.teacherKey, s.classID)).backlogs, { timeout: 20_000 })
    .toEqual([{ counts: { quizzes: 1, writing: 0, diagnostic: 0 }, oldestQueuedAt: saved!.createdAt, reportedAt: expect.any(String) }]);
  expect(refused).toBeGreaterThan(0);
  const waitingState = await syncOf(page.request, s.teacherKey, s.classID);
  expect(waitingState.lastSyncAt).toBeNull();
  expect(await readStore(page, 'outbox')).toHaveLength(2);

  // The teacher, on another computer, sees it in Manage Students, apart from "Never".
  const teacherContext = await browser.newContext({ baseURL: network.url });
  const teacher = await teacherContext.newPage();
  await teacherSignsIn(teacher, s.email);
  await teacher.goto(`/students/${s.classID}`);
  const row = teacher.getByRole('table').getByRole('row', { name: /Zoe Young/ });
  const since = await teacher.evaluate(
    (iso) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    saved!.createdAt as string,
  );
  const waiting = row.getByRole('button', { name: `1 quiz waiting on a device since ${since}: sync details for Zoe Young` });
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveText(`1 quiz waiting on a device since ${since}`);
  await expect(row).toContainText('Never');
  await teacher.screenshot({ path: `${SCREENS}/students-waiting-1366.png`, fullPage: true });
  // On a Chromebook's screen the waiting work is in view without scrolling the table sideways.
  const box = (await teacher.locator('[data-dense-table="students"]').boundingBox())!;
  const shown = (await waiting.boundingBox())!;
  expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width);
  expect(shown.width).toBeGreaterThan(140);

  // The details say the same thing with the same words, per device.
  await waiting.click();
  const dialog = teacher.getByRole('dialog', { name: 'Sync of Zoe Young' });
  await expect(dialog.getByRole('heading', { name: 'Waiting on a device' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('1 quiz');
  await expect(dialog.getByRole('listitem')).toContainText('The device last reported');
  await expect(dialog).toContainText('not the answers');
  await teacher.screenshot({ path: `${SCREENS}/sync-dialog-waiting.png` });
  await teacher.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(waiting).toBeFocused();

  await teacher.setViewportSize({ width: 360, height: 740 });
  await expect(waiting).toBeVisible();
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await teacher.screenshot({ path: `${SCREENS}/students-waiting-360.png`, fullPage: true });
  await teacher.setViewportSize({ width: 1366, height: 768 });

  // The server takes it again: the quiz is delivered and the device says nothing waits any more.
  await page.context().unroute(/\/api\/student\/(startquiz|savequiz)$/);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => readStore(page, 'outbox'), { timeout: 30_000 }).toEqual([]);
  await expect.poll(async () => (await syncOf(page.request, s.teacherKey, s.classID)).backlogs, { timeout: 20_000 }).toEqual([]);
  const after = await syncOf(page.request, s.teacherKey, s.classID);
  expect(after.lastSyncAt).not.toBeNull();

  // The teacher's open page catches up by itself (every minute, and here on coming back to the tab), with no overlay.
  await teacher.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(row.locator('time')).toHaveText('just now');
  await expect(teacher.locator('.loading-overlay')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /waiting on a device/ })).toHaveCount(0);
  await expect(row).not.toContainText('Never');
  await teacherContext.close();
});
