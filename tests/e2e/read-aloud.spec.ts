import type { APIRequestContext, Page } from '@playwright/test';
import type { Question, Quiz } from '../../src/shared/api/content';
import { test, expect, unique, createDemoStudent, QUIZ_OPEN_TIMEOUT_MS } from './support/fixtures';
import { signIn } from './support/signIn';
import { COURSE, LESSON, STEP_GAP_MS, right, wrong } from './support/screens';

/**
 * Issue 14 "Read-aloud": listen buttons on the quiz's question, each answer option and the
 * feedback, and on the lesson's slides, read with the browser's speech synthesis. The page gets a
 * recorded stand-in for `speechSynthesis` (installed before any script runs): it records every
 * utterance's text, lang, rate and voice, and fires start / boundary / end when the test says, so
 * the highlighting can be driven word by word.
 */

interface Said {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}
interface SpeechLog {
  said: Said[];
  cancels: number;
}
interface StubVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
  voiceURI: string;
}
interface SpeechStub {
  log: SpeechLog;
  loadVoices(voices: StubVoice[]): void;
  boundary(charIndex: number, charLength?: number): void;
  finish(): void;
  finishAll(): void;
}
type StubWindow = Window & { __speech: SpeechStub };

/** Runs in the page before its scripts: a speechSynthesis that records instead of speaking. */
function installSpeechStub() {
  const log: SpeechLog = { said: [], cancels: 0 };
  let voices: StubVoice[] = [];
  let queue: EventTarget[] = [];
  class Utterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: StubVoice | null = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const fire = (u: EventTarget, type: string, extra: Record<string, unknown> = {}) =>
    u.dispatchEvent(Object.assign(new Event(type), { utterance: u, charIndex: 0, charLength: 0, elapsedTime: 0, name: '' }, extra));
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices.slice(),
    speak(u: Utterance) {
      log.said.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice ? u.voice.name : null });
      queue.push(u);
      synth.speaking = true;
      if (queue.length === 1) setTimeout(() => fire(u, 'start'), 0);
    },
    cancel() {
      log.cancels++;
      const dropped = queue;
      queue = [];
      synth.speaking = false;
      dropped.forEach((u) => fire(u, 'error', { error: 'interrupted' }));
    },
    pause() {},
    resume() {},
  });
  const stub: SpeechStub = {
    log,
    loadVoices(list) {
      voices = list;
      synth.dispatchEvent(new Event('voiceschanged'));
    },
    boundary(charIndex, charLength) {
      if (queue[0]) fire(queue[0], 'boundary', { charIndex, charLength, name: 'word' });
    },
    finish() {
      const done = queue.shift();
      if (done) fire(done, 'end');
      if (queue[0]) fire(queue[0], 'start');
      else synth.speaking = false;
    },
    finishAll() {
      while (queue.length > 0) stub.finish();
    },
  };
  (window as unknown as StubWindow).__speech = stub;
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
}

/** A browser without speech synthesis at all. */
function removeSpeech() {
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true, writable: true });
}

const VOICES: StubVoice[] = [
  { name: 'Online English', lang: 'en-GB', localService: false, default: true, voiceURI: 'online-en' },
  { name: 'Device English', lang: 'en-US', localService: true, default: false, voiceURI: 'device-en' },
  { name: 'Device Español', lang: 'es-MX', localService: true, default: false, voiceURI: 'device-es' },
  { name: 'Device Français', lang: 'fr-FR', localService: true, default: false, voiceURI: 'device-fr' },
];

const speech = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).__speech.log);
const said = async (page: Page) => (await speech(page)).said;
const stub = (page: Page, act: 'finish' | 'finishAll') => page.evaluate((a) => (window as unknown as StubWindow).__speech[a](), act);
const boundary = (page: Page, charIndex: number, charLength?: number) =>
  page.evaluate(([i, l]) => (window as unknown as StubWindow).__speech.boundary(i!, l), [charIndex, charLength] as const);
/** The words marked as being said (what the student sees highlighted). */
const highlighted = (page: Page) => page.locator('.spoken-word').allTextContents();

const PASSWORD = 'chalk42';

/** A student of the demo class whose pre-test is done (the lesson's resources are open), and the practice quiz as the page orders it. */
async function newStudent(api: APIRequestContext) {
  const username = unique('listen.');
  const res = await createDemoStudent(api, { username, first: 'Lucía', last: 'Reyes', password: PASSWORD });
  expect(res.status()).toBe(200);
  const key = ((await res.json()) as { user: { apiKey: string } }).user.apiKey;
  const headers = { 'X-Api-Key': key };
  const quizzes = ((await (await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers })).json()) as Quiz[]).map((q) => ({
    ...q,
    questions: [...q.questions].sort((a, b) => a.order - b.order),
  }));
  const pretest = quizzes[0]!;
  expect((await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } })).status()).toBe(200);
  const answers = pretest.questions.map((q) => ({ questionID: q.id, answer: right(q) }));
  expect((await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers: answers, Score: 100 } })).status()).toBe(
    200,
  );
  return { username, key, practice: quizzes[1]!, practice2: quizzes[2]! };
}

async function openQuiz(page: Page, quiz: Quiz) {
  await page.goto(`/quiz/${COURSE}/${LESSON}/${quiz.id}`);
  await expect(page.getByRole('heading', { name: `Question 1 of ${quiz.questions.length}` })).toBeVisible({
    timeout: QUIZ_OPEN_TIMEOUT_MS,
  });
}

const accountPreferences = async (api: APIRequestContext, key: string) =>
  ((await (await api.post('/api/user/checksession', { headers: { 'X-Api-Key': key } })).json()) as { preferences: unknown }).preferences;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installSpeechStub);
});

test('the question, an answer and the feedback are read in English with word highlighting; Alt+Shift+R and Escape', async ({ page }) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await openQuiz(page, student.practice);
  const q = student.practice.questions[0]! as Extract<Question, { type: 'choice' }>;
  expect(q.type).toBe('choice');

  // The voices arrive late, as in Chrome (voiceschanged).
  expect(await page.evaluate(() => speechSynthesis.getVoices().length)).toBe(0);
  await page.evaluate((v) => (window as unknown as StubWindow).__speech.loadVoices(v), VOICES);

  // The question: exactly its text, by the device's US English voice, at normal speed.
  const listen = page.getByRole('button', { name: 'Listen Alt+Shift+R' });
  await expect(listen).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+R');
  await expect(listen).toContainText('Alt+Shift+R');
  // Named by what it shows (issue 29, WCAG 2.5.3); what it reads is its description.
  await expect(listen).toHaveAccessibleDescription('Listen to the question (Alt + Shift + R)');
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  await listen.click();
  await expect(listen).toHaveAttribute('aria-pressed', 'true');
  expect(await said(page)).toEqual([{ text: q.text, lang: 'en-US', rate: 1, voice: 'Device English' }]);

  // No boundary yet: nothing highlighted. Then the highlight follows the boundaries.
  expect(await highlighted(page)).toEqual([]);
  const words = q.text.split(' ');
  await boundary(page, 0, words[0]!.length);
  await expect.poll(() => highlighted(page)).toEqual([words[0]]);
  const second = q.text.indexOf(words[1]!);
  await boundary(page, second); // no charLength: to the end of the word
  await expect.poll(() => highlighted(page)).toEqual([words[1]]);
  // A word with its punctuation ("noun?"): the word alone is marked.
  const last = words[words.length - 1]!;
  await boundary(page, q.text.lastIndexOf(last), last.length);
  await expect.poll(() => highlighted(page)).toEqual([last.replace(/[?.!]$/, '')]);
  await expect(page.locator('.question-text .spoken-word')).toHaveCount(1);
  await stub(page, 'finish');
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  expect(await highlighted(page)).toEqual([]);

  // An answer option: that option alone.
  const option = q.options[1]!.option;
  const optionButton = page.getByRole('button', { name: `Listen to the answer “${option}”` });
  await optionButton.click();
  expect((await said(page)).at(-1)).toEqual({ text: option, lang: 'en-US', rate: 1, voice: 'Device English' });
  await boundary(page, 0, option.length);
  await expect.poll(() => highlighted(page)).toEqual([option]);
  // Pressing it again (here with the keyboard) stops.
  const cancelsBefore = (await speech(page)).cancels;
  await optionButton.focus();
  await page.keyboard.press('Space');
  await expect(optionButton).toHaveAttribute('aria-pressed', 'false');
  expect((await speech(page)).cancels).toBe(cancelsBefore + 1);
  expect(await highlighted(page)).toEqual([]);

  // The keyboard shortcut reads the question; pressed again it stops.
  const count = (await said(page)).length;
  await page.keyboard.press('Alt+Shift+R');
  await expect(listen).toHaveAttribute('aria-pressed', 'true');
  expect((await said(page)).slice(count)).toEqual([{ text: q.text, lang: 'en-US', rate: 1, voice: 'Device English' }]);
  let cancels = (await speech(page)).cancels;
  await page.keyboard.press('Alt+Shift+R');
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  expect((await speech(page)).cancels).toBe(cancels + 1);

  // Escape stops (speechSynthesis.cancel), wherever focus is.
  await page.keyboard.press('Alt+Shift+R');
  await expect(listen).toHaveAttribute('aria-pressed', 'true');
  cancels = (await speech(page)).cancels;
  await page.keyboard.press('Escape');
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  expect((await speech(page)).cancels).toBe(cancels + 1);

  // The feedback after Check: "Not quite." (the interface's words) then the content's explanation.
  const wrongAnswer = wrong(q);
  await page.getByRole('radio', { name: wrongAnswer, exact: true }).check();
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator('.feedback')).toBeVisible();
  // After Check the answers are locked, but their listen buttons still work.
  await expect(page.getByRole('radio', { name: wrongAnswer, exact: true })).toBeDisabled();
  await expect(optionButton).toBeEnabled();
  const feedbackButton = page.getByRole('button', { name: 'Listen to the feedback' });
  let before = (await said(page)).length;
  await feedbackButton.click();
  // The chosen option's own feedback takes the place of the item's explanation, then the right answer (issue 27).
  const why = (q.type === 'choice' ? q.options.find((o) => o.option === wrongAnswer)?.feedback : undefined) ?? q.wrongText;
  expect((await said(page)).slice(before)).toEqual([
    { text: 'Not quite.', lang: 'en-US', rate: 1, voice: 'Device English' },
    { text: why, lang: 'en-US', rate: 1, voice: 'Device English' },
    { text: 'The right answer:', lang: 'en-US', rate: 1, voice: 'Device English' },
    { text: right(q), lang: 'en-US', rate: 1, voice: 'Device English' },
  ]);
  await boundary(page, 4, 5);
  await expect.poll(() => highlighted(page)).toEqual(['quite']);
  await stub(page, 'finish');
  const explanationWord = why.split(' ')[0]!;
  await boundary(page, 0, explanationWord.length);
  await expect.poll(() => highlighted(page)).toEqual([explanationWord]);
  await stub(page, 'finishAll');
  await expect(feedbackButton).toHaveAttribute('aria-pressed', 'false');

  // With a Spanish interface (<html lang="es">) its words go to a Spanish voice; the grammar stays English.
  await page.evaluate(() => (document.documentElement.lang = 'es'));
  before = (await said(page)).length;
  await feedbackButton.click();
  const spanish = (await said(page)).slice(before);
  // "Not quite." and "The right answer:" are the interface's words; the feedback and the answer the content's.
  expect(spanish.map((s) => [s.lang, s.voice])).toEqual([
    ['es-MX', 'Device Español'],
    ['en-US', 'Device English'],
    ['es-MX', 'Device Español'],
    ['en-US', 'Device English'],
  ]);
  await page.evaluate(() => (document.documentElement.lang = 'en'));

  // Leaving the screen stops the reading.
  cancels = (await speech(page)).cancels;
  await page.locator('.quiz-lesson a').click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${COURSE}/${LESSON}$`));
  // The quiz screen stops it as it unmounts, which may come a moment after the address changes.
  await expect.poll(async () => (await speech(page)).cancels).toBeGreaterThan(cancels);
});

test('switched to Spanish in the profile: the feedback\'s Spanish words ("Todavía no.", "¡Correcto!") by a Spanish voice, the grammar by an English one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  // The student's own switch, as a student would use it.
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();

  const quiz = student.practice;
  await page.goto(`/quiz/${COURSE}/${LESSON}/${quiz.id}`);
  await expect(page.getByRole('heading', { name: `Pregunta 1 de ${quiz.questions.length}` })).toBeVisible();
  await page.evaluate((v) => (window as unknown as StubWindow).__speech.loadVoices(v), VOICES);
  const q1 = quiz.questions[0]! as Extract<Question, { type: 'choice' }>;
  const q2 = quiz.questions[1]!;
  expect(q1.type).toBe('choice');

  // The question is the grammar taught: English, by the English voice, under a Spanish label.
  await page.getByRole('button', { name: 'Escuchar Alt+Shift+R' }).click();
  expect((await said(page)).at(-1)).toEqual({ text: q1.text, lang: 'en-US', rate: 1, voice: 'Device English' });
  await stub(page, 'finishAll');

  // A wrong answer: "Todavía no." is the interface's Spanish, read by the Spanish voice; the explanation stays English.
  await page.getByRole('radio', { name: wrong(q1), exact: true }).check();
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.locator('.feedback-wrong')).toContainText('Todavía no.');
  const feedback = page.getByRole('button', { name: 'Escuchar la explicación' });
  let before = (await said(page)).length;
  await feedback.click();
  const why1 = (q1.type === 'choice' ? q1.options.find((o) => o.option === wrong(q1))?.feedback : undefined) ?? q1.wrongText;
  expect((await said(page)).slice(before)).toEqual([
    { text: 'Todavía no.', lang: 'es-MX', rate: 1, voice: 'Device Español' },
    { text: why1, lang: 'en-US', rate: 1, voice: 'Device English' },
    { text: 'La respuesta correcta:', lang: 'es-MX', rate: 1, voice: 'Device Español' },
    { text: right(q1), lang: 'en-US', rate: 1, voice: 'Device English' },
  ]);
  await stub(page, 'finishAll');

  // A right answer: "¡Correcto!" in Spanish first, then the content's own English praise.
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Pregunta 2 de ${quiz.questions.length}` })).toBeVisible();
  if (q2.type === 'choice') await page.getByRole('radio', { name: right(q2), exact: true }).check();
  else await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(right(q2));
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.locator('.feedback-right')).toContainText('¡Correcto!');
  before = (await said(page)).length;
  await feedback.click();
  expect((await said(page)).slice(before)).toEqual([
    { text: '¡Correcto!', lang: 'es-MX', rate: 1, voice: 'Device Español' },
    { text: q2.correctText, lang: 'en-US', rate: 1, voice: 'Device English' },
  ]);
  await stub(page, 'finishAll');
});

test('options that differ only in apostrophes are read with their apostrophes ("city apostrophe s"), so they can be told apart by ear (issue 29)', async ({
  page,
}) => {
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  const q = student.practice2.questions[0]!;
  expect(q.type).toBe('choice');
  const options = q.type === 'choice' ? q.options.map((o) => o.option) : [];
  const bare = (o: string) => o.replace(/['’]/g, '');
  const withApostrophe = options.find((o) => /['’]/.test(o) && options.some((x) => x !== o && bare(x) === bare(o)))!;
  const twin = options.find((o) => o !== withApostrophe && bare(o) === bare(withApostrophe))!;
  expect(withApostrophe).toBeTruthy();
  await openQuiz(page, student.practice2);
  const sayOf = async (option: string) => {
    await page.getByRole('button', { name: `Listen to the answer “${option}”` }).click();
    await expect.poll(async () => (await said(page)).length).toBeGreaterThan(0);
    const text = (await said(page)).at(-1)!.text.replace(/\s+/g, ' ').trim();
    await stub(page, 'finishAll');
    return text;
  };
  const spelled = await sayOf(withApostrophe);
  const plain = await sayOf(twin);
  expect(spelled).toBe(withApostrophe.replace(/['’]/g, ' apostrophe ').replace(/\s+/g, ' ').trim());
  expect(spelled).toContain('apostrophe');
  expect(plain).not.toBe(spelled);
});

test('a blank question is read with "blank" for its gap, and Alt+Shift+R in its text field reads instead of typing', async ({ page }) => {
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  // Answered up to the first blank question, as the quiz page keeps it in this tab.
  const index = student.practice.questions.findIndex((q) => q.type === 'blank');
  expect(index).toBeGreaterThan(0);
  await openQuiz(page, student.practice);
  for (let i = 0; i < index; i++) {
    const q = student.practice.questions[i]!;
    await page.getByRole('radio', { name: right(q), exact: true }).check();
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  const q = student.practice.questions[index]!;
  await expect(page.getByRole('heading', { name: `Question ${index + 1} of ${student.practice.questions.length}` })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Your answer' });
  await field.fill('app');
  await page.keyboard.press('Alt+Shift+R');
  await expect(page.getByRole('button', { name: 'Listen Alt+Shift+R' })).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveValue('app');
  const spoken = (await said(page)).at(-1)!;
  expect(spoken.text).toBe(q.text.replace(/_{3,}/, 'blank'));
  expect(spoken.lang).toBe('en-US');
  // The gap on screen lights up while "blank" is said.
  await boundary(page, spoken.text.indexOf('blank'), 5);
  await expect(page.locator('.question-text .blank-gap')).toHaveClass(/spoken-gap/);
  await boundary(page, 0, 5);
  await expect(page.locator('.question-text .blank-gap')).not.toHaveClass(/spoken-gap/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Listen Alt+Shift+R' })).toHaveAttribute('aria-pressed', 'false');
});

test('the reading speed chosen in the profile is used and kept (reload, another sign-in); turned off, no listen buttons', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Read aloud' })).toBeVisible();
  const speed = page.getByRole('combobox', { name: 'Reading speed' });
  const onOff = page.getByRole('switch', { name: 'Read aloud' });
  await expect(speed).toHaveValue('1');
  await expect(onOff).toHaveAttribute('aria-checked', 'true');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'POST');
  await speed.selectOption('1.5');
  expect((await saved).status()).toBe(200);
  expect(await accountPreferences(page.request, student.key)).toMatchObject({ readAloud: { enabled: true, rate: 1.5 } });
  // The sample is read at that speed.
  await page.getByRole('button', { name: 'Listen to a sample' }).click();
  expect((await said(page)).at(-1)).toMatchObject({ rate: 1.5, lang: 'en-US' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveValue('1.5');

  await openQuiz(page, student.practice);
  await page.getByRole('button', { name: 'Listen Alt+Shift+R' }).click();
  expect((await said(page)).at(-1)).toMatchObject({ text: student.practice.questions[0]!.text, rate: 1.5 });

  // Kept on the account: a sign-in on a device that never saw it (nothing in localStorage).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, student.username, PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveValue('1.5');

  // Off: no listen buttons on the quiz, and the shortcut reads nothing. Also after a reload.
  const off = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'POST');
  await page.getByRole('switch', { name: 'Read aloud' }).click();
  expect((await off).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Read aloud' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: 'Listen to a sample' })).toHaveCount(0);
  await openQuiz(page, student.practice);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
  const count = (await said(page)).length;
  await page.keyboard.press('Alt+Shift+R');
  await page.waitForTimeout(300);
  expect((await said(page)).length).toBe(count);
  await page.reload();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
  expect(await accountPreferences(page.request, student.key)).toMatchObject({ readAloud: { enabled: false, rate: 1.5 } });
});

test('offline, a new reading speed is used at once on this device and reaches the account when the network is back', async ({
  page,
  network,
}) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveValue('1');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  network.cut();
  await page.getByRole('combobox', { name: 'Reading speed' }).selectOption('0.6');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await page.getByRole('button', { name: 'Listen to a sample' }).click();
  expect((await said(page)).at(-1)).toMatchObject({ rate: 0.6 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveValue('0.6');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sentence-lab.readAloud.')).length)).toBe(1);

  network.restore();
  expect(await accountPreferences(page.request, student.key)).not.toMatchObject({ readAloud: { rate: 0.6 } });
  await page.reload();
  await expect
    .poll(() => accountPreferences(page.request, student.key), { timeout: 15_000 })
    .toMatchObject({ readAloud: { enabled: true, rate: 0.6 } });
  await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveValue('0.6');
});

test("the lesson's slides and definition cards have listen buttons; a new slide stops the reading", async ({ page }) => {
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await page.getByRole('tab', { name: 'Slideshow' }).click();
  const slideshow = page.getByRole('region', { name: /slideshow/ });
  const title = await slideshow.getByRole('heading', { level: 3 }).innerText();
  const points = await slideshow.locator('.slide-points li').allInnerTexts();
  await slideshow.getByRole('button', { name: 'Listen to the slide' }).click();
  const slide = await said(page);
  expect(slide[0]).toMatchObject({ text: title, lang: 'en-US' });
  expect(slide.slice(1, 1 + points.length).map((s) => s.text)).toEqual(points.map((p) => p.replace(/→/g, 'becomes')));
  await boundary(page, 0, title.split(' ')[0]!.length);
  await expect.poll(() => highlighted(page)).toEqual([title.split(' ')[0]]);
  const cancels = (await speech(page)).cancels;
  await slideshow.getByRole('button', { name: 'Next' }).click();
  await expect(slideshow.getByRole('button', { name: 'Listen to the slide' })).toHaveAttribute('aria-pressed', 'false');
  expect((await speech(page)).cancels).toBeGreaterThan(cancels);

  await page.getByRole('tab', { name: 'Definition Cards' }).click();
  const card = page.locator('.definition-card').first();
  const term = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: `Listen to the card “${term}”` }).click();
  expect((await said(page)).at(-4)).toMatchObject({ text: term, lang: 'en-US' });
});

test('a browser without speech synthesis shows no listen buttons at all', async ({ page }) => {
  await page.addInitScript(removeSpeech);
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await openQuiz(page, student.practice);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
  await expect(page.getByText('Alt+Shift+R')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText('This browser cannot read aloud')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
});

test('the quiz, a slide and the profile with their listen buttons, at 1366×768 and 360 px in both themes (screenshots)', async ({
  page,
}) => {
  /** Emulates the theme, lets it paint, and takes the screenshot. */
  const shoot = async (name: string, fullPage = false) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screens/read-aloud-${name}-${colorScheme}.png`, fullPage });
    }
  };
  const student = await newStudent(page.request);
  await signIn(page, student.username, PASSWORD);
  await openQuiz(page, student.practice);
  const q = student.practice.questions[0]!;
  await page.getByRole('radio', { name: wrong(q), exact: true }).check();
  await page.waitForTimeout(STEP_GAP_MS);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Listen Alt+Shift+R' }).click();
  await boundary(page, q.text.indexOf('noun'), 4);
  await shoot('quiz-1366');
  const next = await page.getByRole('button', { name: 'Next', exact: true }).boundingBox();
  expect(next!.y + next!.height).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot('quiz-360', true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Read aloud' })).toBeVisible();
  await shoot('profile-360', true);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await page.getByRole('tab', { name: 'Slideshow' }).click();
  await page.getByRole('button', { name: 'Listen to the slide' }).click();
  await boundary(page, 0, 4);
  await page.getByRole('button', { name: 'Listen to the slide' }).scrollIntoViewIfNeeded();
  await shoot('slide-1366');
  await page.getByRole('tab', { name: 'Definition Cards' }).click();
  await shoot('cards-1366');
});
