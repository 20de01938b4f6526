import type { APIRequestContext, Page } from '@playwright/test';
import type { Question, Quiz } from '../../src/shared/api/content';
import { tokensOf } from '../../src/shared/content/items';
import { rightAnswer } from '../../src/shared/domain/items';
import { RETURN_AFTER } from '../../src/shared/domain/mastery';
import { expect, okJson, QUIZ_OPEN_TIMEOUT_MS, test, unique } from './support/fixtures';
import { retakeQuestions } from '../../src/shared/domain/quizVariant';
import { answerByMouse, EN, wordsOf } from './support/answerItems';
import { logIn, quizRow, waitForWorker } from './support/offline';
import { wrongAnswer } from '../support/wrong-answer';

/**
 * Issue 27: a student practises a lesson to mastery in the browser. The bar moves with right
 * answers; a missed item gets a hint and a second try, and comes back after three others; rounds
 * of 10 never lock (another round is one press away) while the practice sets keep the spec's
 * lock; answers given with the Wi-Fi down are counted once when it returns; mastery is reached.
 */
const PASSWORD = 'chalk42';
const COURSE = 'verbs-and-tenses';
const LESSON = 'vt-active-passive';

async function studentOfNewClass(api: APIRequestContext) {
  const teacher = await okJson<{ apiKey: string }>(
    await api.post('/api/user/save/teacher', {
      data: { email: `${unique('practice.teacher')}@school.example`, first: 'Lena', last: 'Park', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
    }),
  );
  const headers = { 'X-Api-Key': teacher.apiKey };
  const code = await okJson<string>(await api.get('/api/class/getcode', { headers }));
  await okJson(await api.post('/api/class/save', { headers, data: { name: 'Room 7', code } }));
  const username = unique('practice.');
  const made = await okJson<{ user: { apiKey: string; id: string } }>(
    await api.post('/api/student/create', { data: { User: { username, first: 'Tomas', last: 'Alvarez', password: PASSWORD }, Class: { code } } }),
  );
  const key = made.user.apiKey;
  const quizzes = await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } }));
  const bank = await okJson<{ bank: Question[] }>(await api.get(`/api/lesson/practiceitems?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } }));
  const pool = new Map([...quizzes.filter((q) => q.type === 2).flatMap((q) => q.questions), ...bank.bank].map((q) => [q.id, q]));
  return { username, key, quizzes, pool, bank: bank.bank, teacherHeaders: headers, studentID: made.user.id };
}


/** The second try after a miss: the first try's marks are still there, so undo them where they stay. */
async function secondTry(page: Page, q: Question) {
  if (q.type === 'find') {
    const words = wordsOf(page, EN.sentence);
    await words.nth(Number(wrongAnswer(q))).click();
    for (const i of q.wrong) await words.nth(i).click();
    return;
  }
  if (q.type === 'proofread') {
    const error = q.errors[0]!;
    await wordsOf(page, EN.passage).nth(error.index).click();
    const field = page.getByRole('textbox', { name: EN.retype(tokensOf(q.passage)[error.index]!) });
    await field.fill(error.fix[0]!);
    await field.press('Enter');
    for (const e of q.errors.slice(1)) {
      await wordsOf(page, EN.passage).nth(e.index).click();
      const other = page.getByRole('textbox', { name: EN.retype(tokensOf(q.passage)[e.index]!) });
      await other.fill(e.fix[0]!);
      await other.press('Enter');
    }
    return;
  }
  if (q.type === 'fix') {
    await page.getByRole('textbox', { name: EN.fixLabel }).fill(rightAnswer(q));
    return;
  }
  await answerByMouse(page, q, rightAnswer(q));
}

const currentItem = async (page: Page) => (await page.locator('[data-item-id]').getAttribute('data-item-id'))!;
const progressOf = async (page: Page) => Number(await page.getByRole('progressbar', { name: /Mastery of/ }).first().getAttribute('value'));
const main = (page: Page) => page.getByRole('main');

/** Answers the item on screen, checks it, and returns whether it was right. */
async function answer(page: Page, q: Question, right: boolean) {
  await answerByMouse(page, q, right ? rightAnswer(q) : wrongAnswer(q));
  await main(page).getByRole('button', { name: 'Check', exact: true }).click();
}

test('a student practises to mastery: the bar moves, a missed item returns, rounds never lock while the practice sets do, offline answers count once', async ({
  page,
  network,
}) => {
  test.setTimeout(240_000);
  const api = page.request;
  const { username, key, quizzes, pool, bank, teacherHeaders, studentID } = await studentOfNewClass(api);
  // The pre-test opens practice; Practice Set 1 done is locked, as the spec says.
  for (const quiz of [quizzes[0]!, quizzes[1]!]) {
    const answers = quiz.questions.map((q) => ({ questionID: q.id, answer: rightAnswer(q) }));
    await okJson(await api.post('/api/student/savequiz', { headers: { 'X-Api-Key': key }, data: { quizID: quiz.id, Answers: answers } }));
  }
  // The device's choice among equals is random: seeded here, so every run walks the same items.
  await page.addInitScript(() => {
    let seed = 42;
    Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  });
  await logIn(page, username, PASSWORD);
  await waitForWorker(page);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page.getByRole('link', { name: 'Keep practising' })).toBeVisible();
  await page.getByRole('link', { name: 'Keep practising' }).click();
  await expect(page).toHaveTitle(/Keep practising/);

  // 1. A miss: not quite, the hint, a second try that is right; only the first try counts.
  const missed = await currentItem(page);
  const first = pool.get(missed)!;
  const before = await progressOf(page);
  await answer(page, first, false);
  await expect(main(page).getByText('Not quite.', { exact: true })).toBeVisible();
  if (first.hint) await expect(main(page).getByText(first.hint)).toBeVisible();
  await secondTry(page, first);
  await main(page).getByRole('button', { name: 'Check again' }).click();
  await expect(main(page).getByText('Correct!', { exact: true })).toBeVisible();
  expect(await progressOf(page)).toBe(before);
  await page.screenshot({ path: 'test-results/screens/practice-miss.png' });

  // 2. Right answers move the bar; the missed item comes back after RETURN_AFTER others.
  const seen: string[] = [missed];
  for (let i = 0; i < RETURN_AFTER + 1; i++) {
    await main(page).getByRole('button', { name: 'Next question' }).click();
    const id = await currentItem(page);
    seen.push(id);
    if (id === missed) break;
    const progress = await progressOf(page);
    await answer(page, pool.get(id)!, true);
    await expect(main(page).getByText('Correct!', { exact: true })).toBeVisible();
    await expect.poll(() => progressOf(page)).toBeGreaterThan(progress);
  }
  expect(seen.at(-1), `the missed item returns after ${RETURN_AFTER} others: ${seen.join(', ')}`).toBe(missed);
  expect(seen.indexOf(missed, 1)).toBe(RETURN_AFTER + 1);

  // 3. With the Wi-Fi down, practice goes on from the device's copy.
  network.cut();
  let offline = 0;
  const answerRight = async () => {
    const q = pool.get(await currentItem(page))!;
    await answer(page, q, true);
    await expect(main(page).getByText('Correct!', { exact: true })).toBeVisible();
  };
  await answerRight();
  offline++;
  for (let i = 0; i < 2; i++) {
    await main(page).getByRole('button', { name: 'Next question' }).click();
    await answerRight();
    offline++;
  }
  network.restore();

  // 4. The round ends at 10 and another starts at once: practice never locks. Go on to mastery.
  let rounds = 0;
  while (rounds < 4 && !(rounds >= 1 && (await main(page).getByText('Mastered').first().isVisible()))) {
    const next = main(page).getByRole('button', { name: /Next question|Practise more/ });
    await next.click();
    if (await main(page).getByRole('heading', { name: 'Round finished' }).isVisible()) {
      rounds++;
      await page.screenshot({ path: 'test-results/screens/practice-round.png' });
      await main(page).getByRole('button', { name: 'Practise more' }).click();
    }
    await answerRight();
  }
  expect(rounds, 'a round ended and another began').toBeGreaterThanOrEqual(1);
  await expect(main(page).getByText('Mastered').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/practice-mastered.png' });

  // 5. The server counted every first try once, the offline ones included, and agrees on mastery.
  await expect
    .poll(async () => (await okJson<{ answered: number; mastered: boolean }>(await api.get(`/api/student/mastery?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } }))).mastered, { timeout: 30_000 })
    .toBe(true);
  const mastery = await okJson<{ answered: number; history: { answerID: string }[] }>(await api.get(`/api/student/mastery?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } }));
  expect(new Set(mastery.history.map((h) => h.answerID)).size).toBe(mastery.history.length);
  // The returning item was answered (right) as the first of the offline ones.
  expect(mastery.answered).toBeGreaterThanOrEqual(seen.length - 1 + offline);

  // 6. Practice Set 1 stays locked by the spec's rule.
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page.getByText(/Mastered/).first()).toBeVisible();
  await expect(quizRow(page, 'Practice Set 1').getByText('Locked', { exact: true })).toBeAttached();

  // 7. The teacher resets Practice Set 1: the retake is not the same quiz again (issue 28), but items
  //    of the same skills from the lesson's bank.
  const set1 = quizzes[1]!;
  await okJson(await api.post('/api/student/resetquizstarts', { headers: teacherHeaders, data: { quizID: set1.id, studentID } }));
  const fixed = [...set1.questions].sort((a, b) => a.order - b.order);
  const retake = retakeQuestions(fixed, bank, 1);
  expect(retake[0]!.id).not.toBe(fixed[0]!.id);
  await page.goto(`/quiz/${COURSE}/${LESSON}/${set1.id}`);
  await expect(page.getByRole('heading', { name: `Question 1 of ${fixed.length}` })).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
  await expect(main(page).getByText(retake[0]!.text, { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText(fixed[0]!.text, { exact: true })).toHaveCount(0);
});
