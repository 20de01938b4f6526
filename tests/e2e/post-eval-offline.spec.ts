import type { APIRequestContext, Page } from '@playwright/test';
import type { KeylessQuiz, Quiz, SentQuiz } from '../../src/shared/api/content';
import { percent } from '../../src/shared/domain/scoring';
import { QUIZ_OPEN_TIMEOUT_MS, unique } from './support/fixtures';
import { verifiedTeacher } from './support/verifiedTeacher';
import { COURSE, expect, LESSON, logIn, PASSWORD, quizRow, quizStatus, reachesServer, readStore, right, test, waitForWorker, wrong } from './support/offline';

/**
 * Security finding 8 in the browser: a student's post-evaluation comes without its answer key,
 * so a post-evaluation finished offline cannot be scored on the device. The result says the
 * score comes when the answers are sent, and shows the server's score once they are. The network
 * is the cuttable proxy (support/network.ts): page and service worker lose the server alike.
 */

/** The quiz's step buttons ignore a second press within 200 ms (LA §9); the tests wait past it. */
const STEP_GAP_MS = 250;

/** A class of the (paid) demo teacher with the nouns lesson's post-evaluation and its answers switched on, and a student in it. */
async function classWithPostEval(api: APIRequestContext) {
  // A teacher of its own: the demo teacher's seats are shared by other specs running beside this one.
  const { headers: teacher } = await verifiedTeacher(api, { label: 'posteval.teacher', first: 'Ines', last: 'Park', password: PASSWORD });
  const code = (await (await api.get('/api/class/getcode', { headers: teacher })).json()) as string;
  const cls = await api.post('/api/class/save', { headers: teacher, data: { name: unique('Post-eval '), code } });
  expect(cls.status()).toBe(200);
  const classID = ((await cls.json()) as { value: { id: string } }).value.id;
  const switched = await api.post('/api/customlesson/update', {
    headers: teacher,
    data: [{ classID, lessonID: LESSON, lessonEnabled: true, diagnosticEnabled: true, postEvalEnabled: true, postEvalAnswersEnabled: true }],
  });
  expect(switched.status()).toBe(200);

  const username = unique('posteval.');
  const made = await api.post('/api/student/create', { data: { User: { username, first: 'Noor', last: 'Haddad', password: PASSWORD }, Class: { code } } });
  expect(made.status()).toBe(200);
  const student = (await made.json()) as { user: { id: string; apiKey: string } };

  const quizzesFor = async (key: string) => (await (await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } })).json()) as SentQuiz[];
  const postEvalOf = (quizzes: SentQuiz[]) => quizzes.find((q) => q.type === 3)!;
  // The answers come from the teacher's copy: the student's has no key to take them from.
  const keyed = postEvalOf(await quizzesFor(teacher['X-Api-Key'])) as Quiz;
  const studentsCopy = postEvalOf(await quizzesFor(student.user.apiKey)) as KeylessQuiz;
  expect(studentsCopy.answerKey).toBe('withheld');
  const postEval = { ...keyed, questions: [...keyed.questions].sort((a, b) => a.order - b.order) };
  return { username, userID: student.user.id, key: student.user.apiKey, postEval };
}

async function step(page: Page, name: 'Next' | 'Finish') {
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name, exact: true }).click();
}

/** Answers every question of the open post-evaluation (no Check, no feedback) and stops on the last one, before Finish. */
async function answerAll(page: Page, quiz: Quiz, values: readonly string[]) {
  const n = quiz.questions.length;
  for (const [i, q] of quiz.questions.entries()) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of ${n}` })).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    if (q.type === 'choice') await page.getByRole('radio', { name: values[i]!, exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill(values[i]!);
    await expect(page.getByRole('button', { name: 'Check' })).toHaveCount(0);
    if (i < n - 1) await step(page, 'Next');
  }
}

test('a post-evaluation finished offline says its score comes when sent, then shows the score the server worked out', async ({ page, network }) => {
  test.setTimeout(90_000);
  const student = await classWithPostEval(page.request);
  const { postEval } = student;
  const n = postEval.questions.length;
  const values = postEval.questions.map((q, i) => (i < 3 ? wrong(q) : right(q)));
  const serverScore = percent(n - 3, n);

  await logIn(page, student.username);
  await waitForWorker(page);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await quizRow(page, 'Post-Evaluation').getByRole('link', { name: /Start/ }).click();
  await page.getByRole('dialog', { name: 'Start the Post-Evaluation?' }).getByRole('button', { name: 'Start' }).click();
  await answerAll(page, postEval, values);

  // The page's copy of the quiz, kept for this student by the service worker, has no key either.
  const copies = await readStore(page, 'contentCache');
  const copy = copies.find((r) => r.owner === `user:${student.userID}` && r.url === `/quiz/getall?lessonID=${LESSON}`);
  expect(copy, "the worker's copy of the lesson's quizzes").toBeTruthy();
  const kept = (JSON.parse(String(copy!.body)) as SentQuiz[]).find((q) => q.type === 3)!;
  expect(kept).toMatchObject({ answerKey: 'withheld' });
  expect(JSON.stringify(kept)).not.toMatch(/isAnswer|correctAnswer|correctText|wrongText/);

  network.cut();
  expect(await reachesServer(page)).toBe(false);
  await step(page, 'Finish');

  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${postEval.id}$`));
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Your answers are saved on this device. Your score will appear when they are sent.');
  await expect(page.locator('.complete-score')).toHaveCount(0);
  await expect(page.getByText(/ correct\.$/)).toHaveCount(0);
  // The save waits with no score of the page's own: only the server can work it out.
  const queued = (await readStore(page, 'outbox')).filter((e) => e.path === '/student/savequiz');
  expect(queued.map((e) => (e.body as { quizID: string; Score: unknown }).Score)).toEqual([null]);

  network.restore();
  expect(await reachesServer(page)).toBe(true);
  await expect(page.getByTestId('sent-note')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.complete-score')).toHaveText(`${serverScore}%`);
  await expect(page.getByText(`${n - 3} / ${n} correct.`)).toBeVisible();
  expect((await quizStatus(page.request, student.key, postEval.id)).result?.score).toBe(serverScore);

  // The server's score stays after a reload.
  await page.reload();
  await expect(page.locator('.complete-score')).toHaveText(`${serverScore}%`);

  // Reviewing (the class shows post-evaluation answers): each of the student's answers, right or wrong, never the right one.
  await page.getByRole('link', { name: 'Return to Lesson' }).click();
  await quizRow(page, 'Post-Evaluation').getByRole('button', { name: /Review answers/ }).click();
  const review = page.getByRole('dialog', { name: 'Post-Evaluation: your answers' });
  await expect(review.locator('.review-question')).toHaveText(postEval.questions.map((q) => q.text));
  await expect(review.locator('.review-wrong')).toHaveCount(3);
  await expect(review.getByText('Right answer')).toHaveCount(0);
});
