import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { DiagnosticQuestion } from '../../src/shared/api/diagnostic';
import { unique } from './support/fixtures';
import {
  answerAll,
  cachedUrls,
  COURSE,
  expect,
  finish,
  LESSON,
  logIn,
  newStudent,
  PASSWORD,
  quizRow,
  readStore,
  test,
  waitForWorker,
  wrong,
} from './support/offline';

/**
 * Issue 29, the student side seen from the teacher's chair: a quiz in a lesson the teacher closed
 * for the student, a diagnostic save the server answers 500, the teacher's offline banner, a
 * refusal's banner kept to its page, "All answers sent." never pushing a question's button down,
 * and the right option marked after a wrong answer in practice. Real Chromium, data made through
 * the API.
 */

const SERVER = `http://127.0.0.1:${E2E_PORT}`;
const SHOTS = '/tmp/shots-stud';
mkdirSync(SHOTS, { recursive: true });

async function shots(page: Page, name: string, height = 768, focus?: Locator) {
  await page.setViewportSize({ width: 1366, height });
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1366x${height}.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-360x740.png` });
  await page.setViewportSize({ width: 1366, height });
}

async function teacherWithClass(api: APIRequestContext) {
  const email = `${unique('i29s')}@school.example`;
  const res = await api.post(`${SERVER}/api/user/save/teacher`, {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const headers = { 'X-Api-Key': (await res.json()).apiKey as string };
  expect((await api.post(`${SERVER}/api/user/updateshowtutorial`, { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get(`${SERVER}/api/class/getcode`, { headers })).json()) as string;
  const cls = await api.post(`${SERVER}/api/class/save`, { headers, data: { name: 'Period 5', code } });
  expect(cls.status()).toBe(200);
  return { email, headers, code, classID: (await cls.json()).value.id as string };
}

async function studentIn(api: APIRequestContext, code: string, first = 'Tess') {
  const username = unique(`${first.toLowerCase()}.`);
  const made = await api.post(`${SERVER}/api/student/create`, {
    data: { User: { username, first, last: 'Okafor', password: PASSWORD }, Class: { code } },
  });
  expect(made.status()).toBe(200);
  return { username, key: ((await made.json()) as { user: { apiKey: string } }).user.apiKey };
}

test('a quiz of a lesson the teacher closed for the student says the teacher closed it, and nothing is refused', async ({ page }) => {
  const t = await teacherWithClass(page.request);
  const kid = await studentIn(page.request, t.code);
  const off = await page.request.post(`${SERVER}/api/customlesson/update`, {
    headers: t.headers,
    data: [{ classID: t.classID, lessonID: LESSON, lessonEnabled: false, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false }],
  });
  expect(off.status()).toBe(200);
  const quizzes = (await (await page.request.get(`${SERVER}/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': kid.key } })).json()) as {
    id: string;
    name: string;
  }[];
  const practice = quizzes.find((q) => q.name === 'Practice Set 1')!;

  await logIn(page, kid.username);
  await page.goto(`/quiz/${COURSE}/${LESSON}/${practice.id}`);
  await expect(page.getByTestId('lesson-closed')).toHaveText(
    /Your teacher has closed this lesson for you, so its quizzes cannot be started now\. Ask your teacher to open it\./,
  );
  await expect(page.getByText('This lesson no longer exists.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Question 1 of/ })).toHaveCount(0);
  // The quiz was never opened: no refusal waits in the outbox, no amber banner.
  await expect(page.getByTestId('refused-banner')).toHaveCount(0);
  expect((await readStore(page, 'outbox')).filter((e) => e.status === 'failed')).toEqual([]);
  await shots(page, 'lesson-closed-quiz');
});

async function diagnosticClass(page: Page) {
  const t = await teacherWithClass(page.request);
  const topics = (await (await page.request.get(`${SERVER}/api/topic/getall`, { headers: t.headers })).json()) as { id: string }[];
  const only = await page.request.post(`${SERVER}/api/customdiagnostic/update`, {
    headers: t.headers,
    data: topics.map((x) => ({ classID: t.classID, topicID: x.id, diagnosticEnabled: x.id === 'dg-nouns' })),
  });
  expect(only.status()).toBe(200);
  const on = await page.request.post(`${SERVER}/api/class/updateClassSuperDiagnostic`, {
    headers: t.headers,
    data: { id: t.classID, superDiagnosticEnabled: true, className: 'Period 5' },
  });
  expect(on.status()).toBe(200);
  const kid = await studentIn(page.request, t.code);
  const quiz = (await (await page.request.get(`${SERVER}/api/student/getsuperdiagnostic`, { headers: { 'X-Api-Key': kid.key } })).json()) as {
    questions: DiagnosticQuestion[];
  };
  return { t, kid, questions: quiz.questions };
}

const anAnswer = (q: DiagnosticQuestion) => (q.type === 'choice' ? q.options[0]! : 'noun');

async function answerDiagnostic(page: Page, questions: DiagnosticQuestion[]) {
  await page.getByRole('link', { name: 'Start Diagnostic' }).click();
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Start' }).click();
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`${i + 1} of ${questions.length}`, { exact: true })).toBeVisible();
    if (q.type === 'choice') await page.getByRole('radio', { name: anAnswer(q), exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill(anAnswer(q));
    await page.getByRole('button', { name: i === questions.length - 1 ? 'Finish' : 'Next', exact: true }).click();
  }
}

test('a diagnostic save the server answers 500 shows the error and Try again, never "when you are back online"; the retry delivers it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { kid, questions } = await diagnosticClass(page);
  // The server answers the save with an error (the page and its service worker both go through the context).
  let refused = 0;
  await page.context().route('**/api/student/savesuperdiagnostic', async (route) => {
    refused++;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) });
  });
  await logIn(page, kid.username);
  await answerDiagnostic(page, questions);

  const error = page.getByTestId('diagnostic-save-error');
  await expect(error).toContainText('Your answers could not be saved.');
  await expect(error).toContainText('They are kept on this device and sent again by themselves.');
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/super-diagnostic\//);
  await expect(page.getByText('when you are back online')).toHaveCount(0);
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0);
  await shots(page, 'diagnostic-save-500', 768, error);

  // The server is well again: Try again delivers the answers and the last page says nothing about being offline.
  await page.context().unroute('**/api/student/savesuperdiagnostic');
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/superDiagnosticComplete$/);
  await expect(page.getByRole('heading', { name: 'Diagnostic Complete!' })).toBeVisible();
  await expect(page.getByText('when you are back online')).toHaveCount(0);
  await expect(page.getByTestId('diagnostic-save-error')).toHaveCount(0);
  const after = (await (await page.request.get(`${SERVER}/api/student/getsuperdiagnostic`, { headers: { 'X-Api-Key': kid.key } })).json()) as {
    isComplete: boolean;
  };
  expect(after.isComplete).toBe(true);
  await shots(page, 'diagnostic-complete-online');
});

test('a refused save is said on its page only: another page and a reload do not carry the amber banner', async ({ page }) => {
  test.setTimeout(90_000);
  const { kid, questions } = await diagnosticClass(page);
  await page.context().route('**/api/student/savesuperdiagnostic', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'The diagnostic is closed.' }) }),
  );
  await logIn(page, kid.username);
  await answerDiagnostic(page, questions);
  const banner = page.getByRole('region', { name: 'Answers not saved' });
  await expect(banner).toContainText('This could not be saved:');
  await expect(banner).toContainText('The diagnostic is closed.');
  await shots(page, 'refused-on-its-page');
  // Still refused for the teacher to see, but not on the next pages.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await readStore(page, 'outbox')).filter((e) => e.status === 'failed')).toHaveLength(1);
  await shots(page, 'refused-next-page');
});

test("a teacher offline is told about the teacher's work, not the student's lessons", async ({ page, network }) => {
  const t = await teacherWithClass(page.request);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(t.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await waitForWorker(page);
  network.cut();
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Please connect to the internet.');
  await expect(banner).toContainText('Your changes cannot be saved until you are back online, and what you see may be out of date.');
  await expect(banner).not.toContainText('Lessons open again');
  await expect(banner).not.toContainText('lessons kept on this device');
  await shots(page, 'teacher-offline');
  network.restore();
});

test('"All answers sent." never moves the question down (1366×650), and practice marks the right option after a wrong answer', async ({
  page,
  network,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent(page.request);
  const ps1 = student.quizzes.find((q) => q.name === 'Practice Set 1')!;
  const ps2 = student.quizzes.find((q) => q.name === 'Practice Set 2')!;
  await logIn(page, student.username);
  await waitForWorker(page);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(quizRow(page, 'Practice Set 1')).toBeVisible();
  await expect.poll(() => cachedUrls(page, student.userID), { timeout: 30_000 }).toEqual(expect.arrayContaining([`/quiz/getall?lessonID=${LESSON}`]));

  // Offline: Practice Set 1 is finished and waits on the device.
  network.cut();
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await quizRow(page, 'Practice Set 1').getByRole('link', { name: /Start/ }).click();
  await answerAll(page, ps1, ps1.questions.map((q) => wrong(q)));
  await finish(page);
  await expect(page.getByTestId('waiting-to-send')).toBeVisible();

  // Practice Set 2, question 1, on a Chromebook's 650 px: a wrong choice marks the right option.
  await page.getByRole('link', { name: 'Return to Lesson' }).click();
  await quizRow(page, 'Practice Set 2').getByRole('link', { name: /Start/ }).click();
  const first = ps2.questions[0]!;
  await expect(page.getByRole('heading', { name: `Question 1 of ${ps2.questions.length}` })).toBeVisible({ timeout: 30_000 });
  if (first.type === 'choice') {
    const rightOption = first.options.find((o) => o.isAnswer)!.option;
    await page.getByRole('radio', { name: wrong(first), exact: true }).check();
    await page.waitForTimeout(250);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.feedback-wrong')).toBeVisible();
    const mark = page.getByTestId('right-option');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveText('Right answer');
    await expect(page.locator('.choice-right')).toContainText(rightOption);
  }
  await page.setViewportSize({ width: 1366, height: 650 });
  const button = page.locator('.quiz-actions button');
  await expect(button).toBeVisible();

  network.restore();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
  const sent = page.getByTestId('sent-banner');
  await expect(sent).toHaveText('All answers sent.', { timeout: 30_000 });
  const withBar = (await button.boundingBox())!;
  const bar = (await sent.boundingBox())!;
  await page.screenshot({ path: `${SHOTS}/sent-bar-1366x650.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/sent-bar-360x740.png` });
  await page.setViewportSize({ width: 1366, height: 650 });
  await expect(sent).toHaveCount(0, { timeout: 10_000 });
  const without = (await button.boundingBox())!;
  // The bar lies over the top of the page: the button stays where it was, and the bar is not on it.
  expect(withBar.y).toBe(without.y);
  expect(bar.y + bar.height).toBeLessThan(withBar.y);
});
