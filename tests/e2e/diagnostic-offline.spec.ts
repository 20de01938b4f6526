import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import type {
  ClassDiagnosticReport,
  DiagnosticQuestion,
  DiagnosticQuiz,
  superDiagnosticReportStudent,
} from '../../src/shared/api/diagnostic';
import type { CallOutput } from '../../src/shared/api/endpoint';
import { messages } from '../../src/shared/messages';
import { unique } from './support/fixtures';
import { cachedUrls, expect, logIn, PASSWORD, reachesServer, readStore, test, waitForWorker } from './support/offline';

/**
 * The diagnostic taken offline in real Chromium against the real server (issue 6 browser test
 * "network cut after the 7th answer, reload, finish offline, reconnect"; OFF-17, OFF-18, OFF-19).
 * The network is the trip-wired proxy of support/offline.ts: page AND service worker lose the
 * server, and every cut is checked with a control fetch. What the server holds is read straight
 * from it (not through the cuttable network), so it can be read while the browser is cut off.
 */

const SERVER = `http://127.0.0.1:${E2E_PORT}`;
const SCREENS = 'test-results/screens-diag';

type PackQuestion =
  { id: string; type: 'choice'; options: { option: string; isAnswer: boolean }[] } | { id: string; type: 'blank'; correctAnswer: string };

/** Every diagnostic question of the shipped pack, by id (the right answers the student's copy never has). */
async function packQuestions(): Promise<Map<string, PackQuestion>> {
  const pack = (await readPackFolder(SHIPPED_PACK_DIR)).pack!;
  return new Map(pack.topics.flatMap((t) => t.questions as PackQuestion[]).map((q) => [q.id, q]));
}

const rightOf = (q: PackQuestion) => (q.type === 'choice' ? q.options.find((o) => o.isAnswer)!.option : q.correctAnswer);
const wrongOf = (q: PackQuestion) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : 'not sure');

interface Setup {
  classID: string;
  className: string;
  teacher: { email: string; headers: { 'X-Api-Key': string } };
  student: { username: string; name: string; userID: string; headers: { 'X-Api-Key': string } };
  questions: DiagnosticQuestion[];
}

/**
 * A trial teacher's fresh class with only `topicIDs` in its diagnostic, enabled, and one fresh
 * student in it — through the calls the Build Diagnostic screen makes.
 */
async function diagnosticClass(api: APIRequestContext, topicIDs: readonly string[]): Promise<Setup> {
  const email = `${unique('diagoff.teacher')}@school.example`;
  const created = await api.post(`${SERVER}/api/user/save/teacher`, {
    data: { email, first: 'Nora', last: 'Quint', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(created.status()).toBe(200);
  const headers = { 'X-Api-Key': (await created.json()).apiKey as string };
  expect((await api.post(`${SERVER}/api/user/updateshowtutorial`, { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get(`${SERVER}/api/class/getcode`, { headers })).json()) as string;
  const className = 'Period 3 Grammar';
  const cls = await api.post(`${SERVER}/api/class/save`, { headers, data: { name: className, code } });
  expect(cls.status()).toBe(200);
  const classID = (await cls.json()).value.id as string;

  const topics = (await (await api.get(`${SERVER}/api/topic/getall`, { headers })).json()) as { id: string }[];
  const chosen = await api.post(`${SERVER}/api/customdiagnostic/update`, {
    headers,
    data: topics.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: topicIDs.includes(t.id) })),
  });
  expect(chosen.status()).toBe(200);
  const enabled = await api.post(`${SERVER}/api/class/updateClassSuperDiagnostic`, {
    headers,
    data: { id: classID, superDiagnosticEnabled: true },
  });
  expect(enabled.status()).toBe(200);
  expect((await enabled.json()).superDiagnosticEnabled).toBe(true);

  const username = unique('diagoff.');
  const joined = await api.post(`${SERVER}/api/student/create`, {
    data: { User: { username, first: 'Tess', last: 'Okafor', password: PASSWORD }, Class: { code } },
  });
  expect(joined.status()).toBe(200);
  const user = ((await joined.json()) as { user: { id: string; apiKey: string } }).user;
  const student = { username, name: 'Tess Okafor', userID: user.id, headers: { 'X-Api-Key': user.apiKey } };
  const quiz = await heldDiagnostic(api, student.headers);
  expect(quiz.questions).toHaveLength(topicIDs.length * 5);
  expect(quiz.answers).toEqual([]);
  return { classID, className, teacher: { email, headers }, student, questions: quiz.questions };
}

/** The student's diagnostic as the server holds it (another machine's view: GET /student/getsuperdiagnostic). */
async function heldDiagnostic(api: APIRequestContext, headers: { 'X-Api-Key': string }): Promise<DiagnosticQuiz> {
  const res = await api.get(`${SERVER}/api/student/getsuperdiagnostic`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as DiagnosticQuiz;
}

const progress = (page: Page, n: number, total: number) => page.getByText(`${n} of ${total}`, { exact: true });

/** Signs the student in, waits for the worker to control the page, and opens the diagnostic from the header. */
async function openDiagnostic(page: Page, s: Setup) {
  await logIn(page, s.student.username);
  await waitForWorker(page);
  await page.getByRole('link', { name: 'Start Diagnostic' }).click();
  await expect(page).toHaveURL(new RegExp(`/super-diagnostic/${s.classID}$`));
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Start' }).click();
  await expect(progress(page, 1, s.questions.length)).toBeVisible();
}

/**
 * Answers question `i` (0-based), which must be on screen, with Next (Finish on the last), and
 * closes the topic-change confirmation that follows when the next question starts a new topic.
 */
async function answer(page: Page, questions: readonly DiagnosticQuestion[], i: number, value: string) {
  const q = questions[i]!;
  const total = questions.length;
  await expect(progress(page, i + 1, total)).toBeVisible();
  if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
  else await page.getByRole('textbox', { name: 'Your answer' }).fill(value);
  await page.getByRole('button', { name: i === total - 1 ? 'Finish' : 'Next', exact: true }).click();
  if (i < total - 1 && questions[i + 1]!.topicID !== q.topicID) {
    const dialog = page.getByRole('dialog', { name: 'New topic' });
    await expect(dialog).toContainText(messages.topicChange(topicNameOf(questions[i + 1]!)));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(progress(page, i + 2, total)).toBeVisible();
  }
}

/** Topic names of the topics these tests use as students see them: without the teacher's "suggested" asterisk. */
const TOPIC_NAMES: Record<string, string> = {
  'dg-nouns': 'Common and Proper Nouns',
  'dg-pronouns': 'Pronouns',
  'dg-commas': 'Commas',
};
const topicNameOf = (q: DiagnosticQuestion) => TOPIC_NAMES[q.topicID] ?? q.topicID;

type Row = Record<string, unknown>;
const diagnosticSaves = (rows: Row[]) => rows.filter((r) => r.path === '/student/savesuperdiagnostic');
const answeredIn = (row: Row) =>
  ((row.body as { Answers: { questionID: string; answer: string }[] }).Answers ?? []).map((a) => [a.questionID, a.answer]);

test('1. network cut after the 7th answer, reload and finish offline, reconnect: the teacher’s report shows every answer once', async ({
  page,
  browser,
  baseURL,
  network,
}) => {
  test.setTimeout(90_000);
  const s = await diagnosticClass(page.request, ['dg-nouns', 'dg-pronouns', 'dg-commas']);
  const { questions } = s;
  const total = questions.length; // 15: five per topic, topics change before 6 and 11
  const pack = await packQuestions();
  // Three wrong answers (one per topic): 12 of 15, 80% overall; 80% on each topic.
  const wrongAt = new Set([1, 7, 12]);
  const values = questions.map((q, i) => (wrongAt.has(i) ? wrongOf(pack.get(q.id)!) : rightOf(pack.get(q.id)!)));
  const given = questions.map((q, i) => [q.id, values[i]!]);

  await openDiagnostic(page, s);
  // The reload offline opens from the worker's copy of the diagnostic.
  expect(await cachedUrls(page, s.student.userID)).toContain('/student/getsuperdiagnostic');

  // Online: seven answers; the fifth one's autosave reaches the server.
  for (let i = 0; i < 7; i++) await answer(page, questions, i, values[i]!);
  await expect.poll(async () => (await heldDiagnostic(page.request, s.student.headers)).answers.length, { timeout: 15_000 }).toBe(5);
  expect((await heldDiagnostic(page.request, s.student.headers)).answers.map((a) => [a.questionID, a.answer])).toEqual(given.slice(0, 5));

  network.cut();
  expect(await reachesServer(page)).toBe(false);
  await answer(page, questions, 7, values[7]!);

  // A reload offline resumes at the first unanswered question (the 9th), from the answers this tab kept.
  await page.reload();
  const welcomeBack = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcomeBack).toContainText(`You have answered 8 of ${total} questions.`);
  await welcomeBack.getByRole('button', { name: 'Continue' }).click();
  await expect(progress(page, 9, total)).toBeVisible();
  await expect(page.getByText(questions[8]!.text)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Finish offline: the 10th answer's autosave and the final save wait on the device.
  for (let i = 8; i < total; i++) await answer(page, questions, i, values[i]!);
  await expect(page).toHaveURL(/\/superDiagnosticComplete$/);
  await expect(page.getByRole('heading', { name: messages.diagnosticComplete })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(messages.offline);
  await expect(banner).toContainText('2 answers are saved on this device');
  await expect(page.getByTestId('waiting-to-send')).toBeVisible();
  const queued = await readStore(page, 'outbox');
  expect(queued.map((e) => [e.path, e.status])).toEqual([
    ['/student/savesuperdiagnostic', 'pending'],
    ['/student/savesuperdiagnostic', 'pending'],
  ]);
  expect(answeredIn(queued[0]!)).toEqual(given.slice(0, 10));
  expect(answeredIn(queued[1]!)).toEqual(given);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/diagnostic-complete-offline.png`, fullPage: true });
  // Nothing got through while cut: the server still holds the five autosaved answers.
  expect(await reachesServer(page)).toBe(false);
  const meanwhile = await heldDiagnostic(page.request, s.student.headers);
  expect(meanwhile.answers).toHaveLength(5);
  expect(meanwhile.isComplete).toBe(false);
  // Opening the diagnostic again while its final save waits (the offline copies still say it can
  // be taken) shows it complete: no second run, no second final save.
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto(`/super-diagnostic/${s.classID}`);
  await expect(page).toHaveURL(/\/superDiagnosticComplete$/);
  await expect(page.getByRole('heading', { name: messages.diagnosticComplete })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(diagnosticSaves(await readStore(page, 'outbox'))).toHaveLength(2);

  // Back online: the outbox empties by itself.
  network.restore();
  await expect(page.getByTestId('sent-banner')).toHaveText('All answers sent.', { timeout: 25_000 });
  await expect.poll(async () => diagnosticSaves(await readStore(page, 'outbox')), { timeout: 10_000 }).toEqual([]);
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0);

  // Another machine's view: every answer, once, complete; it cannot be taken again.
  const held = await heldDiagnostic(page.request, s.student.headers);
  expect(held.isComplete).toBe(true);
  expect(held.answers.map((a) => [a.questionID, a.answer])).toEqual(given);
  expect(held.answers.map((a) => a.isCorrect)).toEqual(questions.map((_, i) => !wrongAt.has(i)));
  const can = await page.request.get(`${SERVER}/api/student/can-student-take-super-diagnostic`, { headers: s.student.headers });
  expect(await can.json()).toEqual({ canTake: false, classID: s.classID });
  // DGT-17: the header no longer offers it once the student moves on.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Start Diagnostic' })).toHaveCount(0);

  // The teacher's class report counts the student as completed, with all 15 answers.
  const classReport = await page.request.get(`${SERVER}/api/progress/SuperDiagnosticReportClass?classid=${s.classID}`, {
    headers: s.teacher.headers,
  });
  expect(classReport.status()).toBe(200);
  const report = (await classReport.json()) as ClassDiagnosticReport;
  expect(report.classStats).toEqual({ studentsTakenQuiz: 1, totalStudents: 1 });
  expect(report.classTopicResults).toEqual([
    { studentID: s.student.userID, studentName: expect.stringContaining('Okafor'), score: 80, hasTakenQuiz: true, answered: total, total },
  ]);
  expect(report.classResults.map((t) => [t.topicID, t.score])).toEqual([
    ['dg-nouns', 80],
    ['dg-pronouns', 80],
    ['dg-commas', 80],
  ]);
  // The answers per topic (the student report's modal): each question answered exactly once, as given.
  const perTopic: [string, string][] = [];
  for (const topicID of ['dg-nouns', 'dg-pronouns', 'dg-commas']) {
    const res = await page.request.get(
      `${SERVER}/api/progress/SuperDiagnosticReportStudent?studentID=${s.student.userID}&topicID=${topicID}`,
      {
        headers: s.teacher.headers,
      },
    );
    expect(res.status()).toBe(200);
    const topic = (await res.json()) as CallOutput<typeof superDiagnosticReportStudent>;
    expect(topic.answers).toHaveLength(5);
    perTopic.push(...topic.answers.map((a) => [a.questionID, a.answer ?? '(none)'] as [string, string]));
  }
  expect(perTopic).toEqual(given);

  // And the report screen says the same.
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  await teacher.goto('/');
  await teacher.getByRole('textbox', { name: 'Email or Username' }).fill(s.teacher.email);
  await teacher.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await teacher.getByRole('button', { name: 'Log Me in' }).click();
  await expect(teacher).toHaveURL(/\/classes$/);
  await teacher.goto(`/super-diagnostic-report-class/${s.classID}`);
  await expect(teacher.getByText('Students Completed: 1 of 1')).toBeVisible();
  await expect(teacher.getByRole('row', { name: /Tess Okafor 80%/ })).toBeVisible();
  await teacherContext.close();
});

test('2. OFF-17/18: the 5th answer given offline queues the autosave and the student goes on; on reconnect it is saved and another machine resumes at question 6', async ({
  page,
  browser,
  baseURL,
  network,
}) => {
  test.setTimeout(90_000);
  const s = await diagnosticClass(page.request, ['dg-nouns', 'dg-commas']);
  const { questions } = s;
  const total = questions.length; // 10
  const pack = await packQuestions();
  const values = questions.map((q, i) => (i === 2 ? wrongOf(pack.get(q.id)!) : rightOf(pack.get(q.id)!)));
  const given = questions.map((q, i) => [q.id, values[i]!]);

  await openDiagnostic(page, s);
  for (let i = 0; i < 4; i++) await answer(page, questions, i, values[i]!);
  expect((await heldDiagnostic(page.request, s.student.headers)).answers).toEqual([]);

  network.cut();
  expect(await reachesServer(page)).toBe(false);
  // The 5th answer: its autosave is queued, and question 6 (a new topic) comes up at once.
  await answer(page, questions, 4, values[4]!);
  await expect(progress(page, 6, total)).toBeVisible();
  await expect(page.getByText(questions[5]!.text)).toBeVisible();
  await expect.poll(async () => diagnosticSaves(await readStore(page, 'outbox')).length, { timeout: 10_000 }).toBe(1);
  const [autosave] = diagnosticSaves(await readStore(page, 'outbox'));
  expect(autosave!.status).toBe('pending');
  expect(answeredIn(autosave!)).toEqual(given.slice(0, 5));
  // The student goes on answering while it waits.
  await answer(page, questions, 5, values[5]!);
  await expect(progress(page, 7, total)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('1 answer is saved on this device');
  expect(await reachesServer(page)).toBe(false);
  expect((await heldDiagnostic(page.request, s.student.headers)).answers).toEqual([]);

  // Reconnect: the queued autosave is sent, once; the 6th answer (never saved) is not on the server.
  network.restore();
  await expect.poll(async () => diagnosticSaves(await readStore(page, 'outbox')).length, { timeout: 25_000 }).toBe(0);
  const held = await heldDiagnostic(page.request, s.student.headers);
  expect(held.answers.map((a) => [a.questionID, a.answer])).toEqual(given.slice(0, 5));
  expect(held.isComplete).toBe(false);

  // Another machine (a fresh browser, online) resumes at question 6.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await logIn(second, s.student.username);
  await second.getByRole('link', { name: 'Start Diagnostic' }).click();
  const welcomeBack = second.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcomeBack).toContainText(`You have answered 5 of ${total} questions.`);
  await welcomeBack.getByRole('button', { name: 'Continue' }).click();
  await expect(progress(second, 6, total)).toBeVisible();
  await expect(second.getByText(questions[5]!.text)).toBeVisible();
  await other.close();
});
