import type { Page } from '@playwright/test';
import type { Question, Quiz } from '../../src/shared/api/content';
import { expectNoEnglish, screenshotTo } from './support/englishLeft';
import { unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { COURSE, LESSON, logIn, newStudent, PASSWORD, right, wrong, test, expect } from './support/offline';

/**
 * Spanish on the lesson (issue 14), after spanish.spec.ts: a student whose account is in Spanish
 * takes the pre-test (its questions and feedback), then the lesson's resources open: every tab
 * (Slideshow, Definition Cards, Why It Is Important, Kahoot, and the video, music and image tabs
 * a lesson may have) with its Listen buttons, the review of the answers, and a practice set whose
 * every question, answers, feedback and Next fit a 1366×768 screen after "Revisar" (Spanish is longer).
 */

const SCREENS = 'test-results/screens-spanish';
const STEP_GAP_MS = 250;
const shot = (page: Page, name: string) => screenshotTo(SCREENS, page, name);

/** Every resource a lesson can have, added to the shipped Nouns lesson (whose pack has no media or Kahoot). */
const MEDIA = {
  primaryVideoPath: 'https://www.youtube.com/watch?v=abcdefghijk',
  secondaryVideoPath: 'https://media.example/nouns-second.mp4',
  shortVideoPath: 'https://media.example/nouns-short.webm',
  musicVideoAudioPath: 'https://media.example/nouns-song.mp3',
  kahootPath: 'https://create.kahoot.it/details/nouns',
  memorableImages: [{ label: 'A noun names a thing', url: 'https://media.example/noun-thing.png' }],
};

/**
 * After "Revisar" at 1366×768: nothing scrolled, and the question, the answers, the feedback and
 * Next (or Finish) end on the screen (layout.spec.ts's measure, with the question and answers too).
 */
async function quizFits(page: Page, what: string) {
  const box = await page.evaluate(() => {
    const bottom = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? Infinity;
    return {
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      question: bottom('.question-text'),
      answers: bottom('.quiz-card .question'),
      feedback: bottom('.feedback'),
      next: bottom('.quiz-actions .button'),
    };
  });
  expect.soft(box.scrollY, `${what}: the page scrolled`).toBe(0);
  for (const part of ['question', 'answers', 'feedback', 'next'] as const) {
    expect.soft(box[part], `${what}: the ${part} ends below the 768 px screen`).toBeLessThanOrEqual(box.innerHeight);
  }
}

/** A question's answer options are content too: a Listen button's label carries them (“Escuchar la respuesta “teacher””). */
const withOptions = (names: readonly string[], q: Question) =>
  q.type === 'choice' ? [...names, ...q.options.map((o) => o.option)] : names;

async function answer(page: Page, q: Question, value: string) {
  if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
  else await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(value);
}

const step = async (page: Page, name: 'Revisar' | 'Siguiente' | 'Terminar') => {
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name, exact: true }).click();
};

test('in Spanish, the pre-test, every resource tab of the lesson with its Listen buttons, the review of answers and a practice set that fits 1366×768 have no English left', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const student = await newStudent(page.request, 'Rosa', 'Diaz');
  const headers = { 'X-Api-Key': student.key };
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  const lesson = (await (await page.request.get(`/api/lesson/get/${LESSON}`, { headers })).json()) as {
    definitionCards: { term: string }[];
  };
  // The grammar's own words that an interface label carries (“Escuchar la tarjeta “Common Noun””) are content, as names are.
  const names = [
    'Rosa',
    'Diaz',
    'Room',
    'Grammar',
    'Nouns',
    student.username,
    ...lesson.definitionCards.map((c) => c.term),
    MEDIA.memorableImages[0]!.label,
  ];
  // The lesson as a school's curriculum may have it: every kind of resource. (The context sees the worker's requests too.)
  await page.context().route(`**/api/lesson/get/${LESSON}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), ...MEDIA } });
  });
  await page
    .context()
    .route(/^https:\/\/(www\.youtube-nocookie\.com|media\.example|create\.kahoot\.it)\//, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
  const [pretest, practice] = [student.quizzes[0]!, student.quizzes[1]!] as [Quiz, Quiz];

  await logIn(page, student.username);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The lesson before the pre-test: its resources are named, locked.
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page.getByRole('list', { name: 'Recursos bloqueados' })).toBeVisible();
  await expectNoEnglish(page, 'the lesson before the pre-test', names);
  await shot(page, 'lesson-locked');

  // The pre-test: each question, and its feedback (shown 2 s before the next question comes by itself).
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Prueba inicial', exact: true }) })
    .getByRole('link', { name: /Empezar/ })
    .click();
  const start = page.getByRole('dialog', { name: '¿Empezar la Prueba inicial?' });
  await expect(start).toBeVisible();
  await expectNoEnglish(page, 'the pre-test start dialog', names);
  await shot(page, 'pretest-start');
  await start.getByRole('button', { name: 'Empezar', exact: true }).click();
  const total = pretest.questions.length;
  for (const [i, q] of pretest.questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `Pregunta ${i + 1} de ${total}` })).toBeVisible();
    if (i === 0) await expectNoEnglish(page, 'a pre-test question', withOptions(names, q));
    await answer(page, q, i === 0 ? wrong(q) : right(q));
    await step(page, 'Revisar');
    await expect(page.locator(i === 0 ? '.feedback-wrong' : '.feedback-right')).toBeVisible();
    if (i === 0) {
      await expect(page.locator('.feedback-wrong')).toContainText('Todavía no. ¡Sigue adelante!');
      await quizFits(page, `pre-test question ${i + 1}`);
      await expectNoEnglish(page, "the pre-test's feedback (wrong)", withOptions(names, q));
      await shot(page, 'pretest-feedback');
    }
    if (i === 1) await expectNoEnglish(page, "the pre-test's feedback (right)", withOptions(names, q));
  }
  await step(page, 'Terminar');
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${pretest.id}$`));
  await expectNoEnglish(page, 'the pre-test complete', names);

  // The lesson with its resources open: every tab, each with its Listen buttons.
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  const tabs = page.getByRole('tablist', { name: 'Recursos de la lección' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Mira la lección',
    'Presentación',
    'Segundo video',
    'Video corto',
    'Música',
    'Imágenes para recordar',
    'Tarjetas de definiciones',
    'Por qué es importante',
    'Kahoot',
  ]);
  for (const tab of await tabs.all()) {
    const label = (await tab.textContent())!;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoEnglish(page, `the lesson's “${label}” tab`, names);
    if (label === 'Presentación') {
      await expect(page.getByRole('button', { name: 'Escuchar la diapositiva' })).toBeVisible();
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expectNoEnglish(page, 'the second slide', names);
      await shot(page, 'lesson-slideshow');
    }
    if (label === 'Tarjetas de definiciones') {
      await expect(page.getByRole('button', { name: /^Escuchar la tarjeta/ })).toHaveCount(lesson.definitionCards.length);
      await shot(page, 'lesson-definitions');
    }
    if (label === 'Por qué es importante') await expect(page.getByRole('button', { name: /^Escuchar/ })).toBeVisible();
    if (label === 'Kahoot') await expect(page.getByRole('link', { name: /Kahoot/ })).toBeVisible();
  }

  // The review of the pre-test's answers.
  const pretestRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Prueba inicial', exact: true }) });
  await pretestRow.getByRole('button', { name: /^Revisar respuestas/ }).click();
  const review = page.getByRole('dialog', { name: 'Prueba inicial: tus respuestas' });
  await expect(review.getByRole('listitem')).toHaveCount(total);
  await expectNoEnglish(page, 'the review of the pre-test', names);
  await shot(page, 'review-pretest');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();

  // A practice set: after "Revisar", every question fits the Chromebook's screen.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Práctica 1', exact: true }) })
    .getByRole('link', { name: /Empezar/ })
    .click();
  const count = practice.questions.length;
  for (const [i, q] of practice.questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `Pregunta ${i + 1} de ${count}` })).toBeVisible();
    await answer(page, q, i % 2 === 0 ? wrong(q) : right(q));
    await step(page, 'Revisar');
    await expect(page.locator(i % 2 === 0 ? '.feedback-wrong' : '.feedback-right')).toBeVisible();
    await quizFits(page, `practice question ${i + 1}`);
    if (i === 0) await shot(page, 'practice-fits-1366');
    await step(page, i === count - 1 ? 'Terminar' : 'Siguiente');
  }
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${practice.id}$`));

  // The review of the practice set: each answer marked, the right answer beside a wrong one.
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  const practiceRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Práctica 1', exact: true }) });
  await practiceRow.getByRole('button', { name: /^Revisar respuestas/ }).click();
  const practiceReview = page.getByRole('dialog', { name: 'Práctica 1: tus respuestas' });
  await expect(practiceReview.getByRole('listitem')).toHaveCount(count);
  await expect(practiceReview.getByText('Respuesta correcta:').first()).toBeVisible();
  await expectNoEnglish(page, 'the review of a practice set', names);
  await shot(page, 'review-practice');
});

test("in Spanish, a teacher's lesson page and the answer key (/quizAnswers, answers shown and hidden) have no English left", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `${unique('es.key.teacher')}@school.example`;
  const teacher = await page.request.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(teacher.status()).toBe(200);
  const headers = { 'X-Api-Key': ((await teacher.json()) as { apiKey: string }).apiKey };
  expect((await page.request.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  const quizzes = (await (await page.request.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers })).json()) as Quiz[];
  const names = ['Maya', 'Rivera', 'Nouns', email];

  await signIn(page, email, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Cuestionarios' })).toBeVisible();
  await expectNoEnglish(page, "the teacher's lesson page", names);

  for (const quiz of [quizzes[0]!, quizzes[1]!]) {
    await page.goto(`/quizAnswers/${COURSE}/${LESSON}/${quiz.id}`);
    const title = quiz.type === 1 ? 'Prueba inicial' : 'Práctica 1';
    await expect(page.getByRole('heading', { level: 1, name: `${title}: clave de respuestas` })).toBeVisible();
    await expect(page.getByText('✓ respuesta correcta').first()).toBeVisible();
    await expectNoEnglish(page, `the answer key of the ${title}`, names);
    await page.getByRole('button', { name: 'Ocultar respuestas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title}: preguntas` })).toBeVisible();
    await expectNoEnglish(page, `the ${title}'s questions without answers`, names);
  }
  await shot(page, 'answer-key');
});
