import type { APIRequestContext, Page } from '@playwright/test';
import { recordApiBodies, sentRequests } from './support/apiBodies';
import { test, expect, demoAccounts, unique, createDemoStudent, QUIZ_OPEN_TIMEOUT_MS } from './support/fixtures';
import type { Question, Quiz } from '../../src/shared/api/content';
import { gradeMessage, percent } from '../../src/shared/domain/scoring';
import { extraMessages, messages } from '../../src/shared/messages';
import { rightAnswer } from '../../src/shared/domain/items';

/**
 * The learning journey on the first lesson of the first course (`pos-nouns`): courses, the
 * lesson with its resources locked, the pre-test, Practice Set 1, badges, and the teacher's
 * answer key and quiz run. Right answers come from the quiz content the app itself loads.
 */
const COURSE = 'parts-of-speech';
const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';
/** The quiz's step buttons ignore a second press within 200 ms (LA §9); the tests wait past it. */
const STEP_GAP_MS = 250;

const right = (q: Question) => (rightAnswer(q));
const wrong = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${rightAnswer(q)}zz`);

async function newStudent(api: APIRequestContext) {
  const username = unique('learner.');
  const res = await createDemoStudent(api, { username, first: 'Rosa', last: 'Diaz', password: PASSWORD });
  expect(res.status()).toBe(200);
  const created = (await res.json()) as { user: { id: string; apiKey: string }; class: { id: string } };
  const key = created.user.apiKey;
  const quizzes = await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': key } });
  expect(quizzes.status()).toBe(200);
  return { username, key, userID: created.user.id, classID: created.class.id, quizzes: (await quizzes.json()) as Quiz[] };
}

async function logIn(page: Page, login: string, password: string, landing: RegExp) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(landing);
}

async function answer(page: Page, q: Question, value: string) {
  if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
  else await page.getByRole('textbox', { name: 'Your answer' }).fill(value);
}

/** The JSON bodies the page sent to an API path, oldest first. */
async function sentBodies(page: Page, path: string): Promise<unknown[]> {
  const sent = await sentRequests(page);
  return sent.filter((s) => s.method === 'POST' && s.path === `/api${path}`).map((s) => JSON.parse(s.body) as unknown);
}

const questionHeading = (page: Page, n: number, total: number) => page.getByRole('heading', { name: `Question ${n} of ${total}` });
const step = async (page: Page, name: 'Check' | 'Next' | 'Finish') => {
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name, exact: true }).click();
};
const badgeToast = (page: Page, name: string) => page.locator('.toast-success', { hasText: extraMessages.badgeEarned(name) });
const quizRow = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a student takes the pre-test, unlocks the lesson, takes a practice set and earns badges', async ({ page }) => {
  test.setTimeout(120_000);
  await recordApiBodies(page);
  const { username, quizzes } = await newStudent(page.request);
  const [pretest, practice1] = quizzes;
  expect(pretest!.type).toBe(1);
  expect(practice1!.type).toBe(2);

  await logIn(page, username, PASSWORD, /\/courses$/);

  // Courses with the badges panel: the quiz badges are not earned yet.
  const badges = page.getByRole('region', { name: 'My Badges' });
  await expect(badges.getByRole('listitem')).not.toHaveCount(0);
  await expect(badges.getByRole('listitem').filter({ hasText: 'First Step' })).toContainText('Not earned yet');
  await page.getByRole('link', { name: 'Parts of Speech' }).click();
  await expect(page).toHaveURL(new RegExp(`/courseLessons/${COURSE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Parts of Speech' })).toBeVisible();
  // The first lesson of the course comes first.
  const lessons = page.getByRole('list', { name: 'Lessons' }).getByRole('link');
  await expect(lessons.first()).toHaveText('Nouns');
  await lessons.first().click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${COURSE}/${LESSON}$`));

  // Resources are locked until the pre-test is done.
  await expect(page.getByText(extraMessages.takePretestToUnlock)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Locked resources' })).toContainText('Slideshow');
  // Quizzes in order; the post-evaluation waits for the teacher.
  await expect(page.locator('.quiz-name')).toHaveText([
    'Pre-Test',
    'Practice Set 1',
    'Practice Set 2',
    'Practice Set 3',
    'Post-Evaluation',
  ]);
  await expect(quizRow(page, 'Post-Evaluation')).toContainText(messages.postEvalNotEnabled);
  await expect(quizRow(page, 'Post-Evaluation').getByRole('link')).toHaveCount(0);
  // Writing activities open the writing page of this lesson.
  await expect(page.locator('.writing-link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/writingassignment/${COURSE}/${LESSON}/[a-z0-9-]+$`),
  );

  // The pre-test asks first, then counts the opening.
  await quizRow(page, 'Pre-Test').getByRole('link', { name: /Start/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the Pre-Test?' });
  await expect(confirm).toBeVisible();
  expect(await sentBodies(page, '/student/startquiz')).toEqual([]);
  await confirm.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => sentBodies(page, '/student/startquiz')).toEqual([{ quizID: pretest!.id }]);

  const total = pretest!.questions.length;
  for (const [i, q] of pretest!.questions.entries()) {
    await expect(questionHeading(page, i + 1, total)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    await expect(page.getByRole('button', { name: 'Check' })).toBeDisabled();
    await answer(page, q, right(q));
    await step(page, 'Check');
    await expect(page.locator('.feedback-right')).toContainText(q.correctText);
    if (i === total - 1) break;
    // The pre-test moves on by itself after its feedback.
    await expect(questionHeading(page, i + 2, total)).toBeVisible({ timeout: 5000 });
  }
  await step(page, 'Finish');
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${pretest!.id}$`));
  const [saved] = (await sentBodies(page, '/student/savequiz')) as {
    quizID: string;
    Score: number;
    Answers: { questionID: string; answer: string }[];
  }[];
  expect(saved!.quizID).toBe(pretest!.id);
  expect(saved!.Score).toBe(100);
  expect(saved!.Answers).toEqual(pretest!.questions.map((q) => ({ questionID: q.id, answer: right(q) })));
  await expect(page.locator('.complete-score')).toHaveText('100%');
  await expect(page.getByText(`${total} / ${total} correct.`)).toBeVisible();
  await expect(page.getByText(messages.gradeA)).toBeVisible();
  // Earned badges stay open until closed.
  await expect(badgeToast(page, 'First Step')).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(badgeToast(page, 'First Step')).toBeVisible();

  // Back on the lesson the resources are open and the pre-test is done and locked.
  await page.getByRole('link', { name: 'Return to Lesson' }).click();
  // The first tab is the lesson's narrated walkthrough (issue 27: the primaryVideo tab).
  await expect(page.getByRole('tab', { name: 'Watch the lesson' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(extraMessages.takePretestToUnlock)).toHaveCount(0);
  await expect(quizRow(page, 'Pre-Test')).toContainText('100%');
  await expect(quizRow(page, 'Pre-Test')).toContainText('Complete');
  await expect(quizRow(page, 'Pre-Test').getByRole('link', { name: /Start/ })).toHaveCount(0);
  // The slideshow: one slide at a time, buttons and arrow keys.
  await page.getByRole('tab', { name: 'Slideshow' }).click();
  const slideshow = page.getByRole('region', { name: 'Nouns slideshow' });
  await expect(slideshow.getByText(/^1 of \d+$/)).toBeVisible();
  await slideshow.getByRole('button', { name: 'Next' }).click();
  await expect(slideshow.getByText(/^2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(slideshow.getByText(/^1 of \d+$/)).toBeVisible();
  // Tabs follow the arrow keys.
  await page.getByRole('tab', { name: 'Slideshow' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Definition Cards' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // Practice Set 1: no confirmation, feedback after Check, three answers wrong.
  await quizRow(page, 'Practice Set 1').getByRole('link', { name: /Start/ }).click();
  const n = practice1!.questions.length;
  const wrongCount = 3;
  for (const [i, q] of practice1!.questions.entries()) {
    await expect(questionHeading(page, i + 1, n)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    if (i === 4) {
      // A reload in the middle resumes at the same question with the answers kept.
      await page.reload();
      await expect(questionHeading(page, i + 1, n)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    }
    await answer(page, q, i < wrongCount ? wrong(q) : right(q));
    if (i === 1) {
      // A double click on Check checks once: its second press does not hit the Next that replaces it.
      await page.waitForTimeout(STEP_GAP_MS);
      await page.getByRole('button', { name: 'Check', exact: true }).dblclick();
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
      await page.waitForTimeout(400);
      await expect(questionHeading(page, i + 1, n)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    } else {
      await step(page, 'Check');
    }
    if (i < wrongCount) {
      // The chosen option's own feedback (issue 28), else the explanation; then the right answer.
      const why = (q.type === 'choice' ? q.options.find((o) => o.option === wrong(q))?.feedback : undefined) ?? q.wrongText;
      await expect(page.locator('.feedback-wrong')).toContainText(why);
      await expect(page.locator('.feedback-wrong')).toContainText(`The right answer: ${right(q)}`);
    }
    else await expect(page.locator('.feedback-right')).toContainText(q.correctText);
    if (i === n - 1) break;
    await step(page, 'Next');
  }
  await step(page, 'Finish');
  const score = percent(n - wrongCount, n);
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${practice1!.id}$`));
  await expect(page.locator('.complete-score')).toHaveText(`${score}%`);
  await expect(page.getByText(`${n - wrongCount} / ${n} correct.`)).toBeVisible();
  await expect(page.getByText(gradeMessage(score))).toBeVisible();

  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/courses$/);

  // A finished pre-test is locked: opening it again is refused with the server's warning.
  await page.goto(`/quiz/${COURSE}/${LESSON}/${pretest!.id}`);
  await page.getByRole('dialog', { name: 'Start the Pre-Test?' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.toast-warning', { hasText: extraMessages.quizLocked })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/lesson/${COURSE}/${LESSON}$`));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/courses$/);

  // The badges panel shows the earned badge in colour with its date.
  const firstStep = page.getByRole('region', { name: 'My Badges' }).getByRole('listitem').filter({ hasText: 'First Step' });
  await expect(firstStep).toHaveClass(/badge-earned/);
  await expect(firstStep).not.toContainText('Not earned yet');
});

test('a teacher reads and prints the answer key and tries a quiz without saving it', async ({ page }) => {
  const { Teacher } = demoAccounts();
  await logIn(page, Teacher!.login, Teacher!.password, /\/classes$/);
  // The lessons overview picks a class (the demo teacher's one class).
  await page.getByRole('link', { name: 'View Lessons' }).click();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Class' }).locator('option:checked')).toHaveText('Room 12 Grammar');
  await expect(page.locator('.course-card')).toHaveCount(6);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  // Teachers see the resources without a pre-test, and an answer key per quiz.
  await expect(page.getByRole('tab', { name: 'Slideshow' })).toBeVisible();

  await quizRow(page, 'Pre-Test')
    .getByRole('link', { name: /Answer key/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/quizAnswers/${COURSE}/${LESSON}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Test: Answer Key' })).toBeVisible();
  const marks = page.locator('.key-answer');
  const questions = page.locator('.key-question');
  await expect(marks).toHaveCount(await questions.count());
  await page.getByRole('button', { name: 'Hide answers' }).click();
  await expect(marks).toHaveCount(0);
  await page.getByRole('button', { name: 'Show answers' }).click();
  await expect(marks).toHaveCount(await questions.count());
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // A teacher's run of a practice set is scored but never saved.
  await page.goBack();
  let saves = 0;
  page.on('request', (r) => r.url().endsWith('/api/student/savequiz') && saves++);
  await quizRow(page, 'Practice Set 2')
    .getByRole('link', { name: /Try it/ })
    .click();
  const heading = page.getByRole('heading', { name: /^Question 1 of (\d+)$/ });
  await expect(heading).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
  const total = Number((await heading.textContent())!.match(/of (\d+)/)![1]);
  for (let i = 0; i < total; i++) {
    await expect(questionHeading(page, i + 1, total)).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    const radio = page.getByRole('radio');
    if ((await radio.count()) > 0) await radio.first().check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill('something');
    await step(page, 'Check');
    await step(page, i === total - 1 ? 'Finish' : 'Next');
  }
  await expect(page).toHaveURL(/\/quizComplete\//);
  await expect(page.getByRole('note')).toHaveText(messages.onlyStudentsSaveScores);
  expect(saves).toBe(0);
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test('routes without their parameters go to /courses; an unknown lesson says so; a result page without a result goes back to the quiz', async ({
  page,
}) => {
  const { Student } = demoAccounts();
  await logIn(page, Student!.login, Student!.password, /\/courses$/);
  await page.goto(`/lesson/${COURSE}`);
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/courseLessons');
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto(`/quiz/${COURSE}/${LESSON}`);
  await expect(page).toHaveURL(/\/courses$/);

  await page.goto(`/lesson/${COURSE}/no-such-lesson`);
  await expect(page.getByText(messages.lessonGone)).toBeVisible();

  // No result in this tab: the result page hands over to the quiz (its confirmation first).
  await page.goto(`/quizComplete/${COURSE}/${LESSON}/pos-nouns-post`);
  await expect(page).toHaveURL(new RegExp(`/quiz/${COURSE}/${LESSON}/pos-nouns-post$`));

  // A student is sent away from the answer key.
  await page.goto(`/quizAnswers/${COURSE}/${LESSON}/pos-nouns-pre`);
  await expect(page).toHaveURL(/\/courses$/);
});

test('a student without a class is told how to join one instead of seeing lessons', async ({ page }) => {
  const student = await newStudent(page.request);
  const left = await page.request.post('/api/student/deleteclass', {
    headers: { 'X-Api-Key': student.key },
    data: { userID: student.userID, classID: student.classID },
  });
  expect(left.status()).toBe(200);
  await logIn(page, student.username, PASSWORD, /\/courses$/);
  await expect(page.getByText(extraMessages.inactiveNoLessons)).toBeVisible();
  await expect(page.getByText(extraMessages.joinClassForLessons)).toBeVisible();
  await expect(page.locator('.course-card')).toHaveCount(0);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page.getByText(extraMessages.inactiveNoLessons)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
