import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LessonDetail, Quiz } from '../../src/shared/api/content';
import { rightAnswer } from '../../src/shared/domain/items';
import { estimateSeconds, walkthroughScript } from '../../src/client/features/lessons/walkthrough/script';
import { speakable } from '../../src/client/features/readAloud/speechText';
import { lessonVideoMessages } from '../../src/shared/api/lessonVideos';
import { test, expect, unique, createDemoStudent, newDiagnosticClass, okJson } from './support/fixtures';
import { cachedUrls, reachesServer, waitForWorker } from './support/offline';
import { signIn } from './support/signIn';

/**
 * Issue 27 "A lesson to watch": the lesson's narrated walkthrough on a real lesson (Nouns), with a
 * recorded stand-in for `speechSynthesis` installed before any script runs. The stand-in records
 * every utterance's text, rate and lang (and the caption on the screen when it was spoken) and
 * fires 'start' at once and 'end' after a short delay, or when the test says so (manual mode).
 * Then a teacher sets a YouTube link for their class and a student of the class sees it, played
 * through youtube-nocookie.com. Screenshots at 1366×768 and 360×740 go to /tmp/shots.
 */

const COURSE = 'parts-of-speech';
const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';
const SHOTS = '/tmp/shots';
const YOUTUBE_ID = 'dQw4w9WgXcQ';

interface Said {
  text: string;
  rate: number;
  lang: string;
  /** The walkthrough's caption on the screen when the utterance was spoken. */
  caption: string | null;
}
interface SpeechLog {
  said: Said[];
  cancels: number;
  pauses: number;
}
interface SpeechStub {
  log: SpeechLog;
  /** Milliseconds from 'start' to 'end'; null: only `finish()` ends an utterance. */
  endAfter: number | null;
  finish(): void;
}
type StubWindow = Window & { __speech: SpeechStub };

/** Runs in the page before its scripts: a speechSynthesis that records instead of speaking. */
function installSpeechStub() {
  const log: SpeechLog = { said: [], cancels: 0, pauses: 0 };
  let queue: EventTarget[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  class Utterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const fire = (u: EventTarget, type: string, extra: Record<string, unknown> = {}) =>
    u.dispatchEvent(Object.assign(new Event(type), { utterance: u, charIndex: 0, charLength: 0, elapsedTime: 0, name: '' }, extra));
  const begin = () => {
    const u = queue[0];
    if (!u) {
      synth.speaking = false;
      return;
    }
    synth.speaking = true;
    fire(u, 'start');
    if (stub.endAfter !== null) timer = setTimeout(() => stub.finish(), stub.endAfter);
  };
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => [],
    speak(u: Utterance) {
      const caption = document.querySelector('.walkthrough-caption [lang="en"]')?.textContent ?? null;
      log.said.push({ text: u.text, rate: u.rate, lang: u.lang, caption });
      queue.push(u);
      if (queue.length === 1) setTimeout(begin, 0);
    },
    cancel() {
      log.cancels++;
      clearTimeout(timer);
      const dropped = queue;
      queue = [];
      synth.speaking = false;
      dropped.forEach((u) => fire(u, 'error', { error: 'interrupted' }));
    },
    pause() {
      log.pauses++;
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
    },
  });
  const stub: SpeechStub = {
    log,
    endAfter: 40,
    finish() {
      clearTimeout(timer);
      const done = queue.shift();
      if (done) fire(done, 'end');
      begin();
    },
  };
  (window as unknown as StubWindow).__speech = stub;
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
}

const speechLog = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).__speech.log);
const said = async (page: Page) => (await speechLog(page)).said;
const setEndAfter = (page: Page, ms: number | null) => page.evaluate((v) => void ((window as unknown as StubWindow).__speech.endAfter = v), ms);
const finishUtterance = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).__speech.finish());

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/walkthrough-${name}.png`, fullPage: false });
}

/** The student's pre-test, saved through the API: the lesson's resources open for them. */
async function passPretest(api: APIRequestContext, key: string) {
  const headers = { 'X-Api-Key': key };
  const quizzes = await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers }));
  const pretest = quizzes.find((q) => q.type === 1)!;
  await okJson(await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } }));
  const Answers = pretest.questions.map((q) => ({ questionID: q.id, answer: rightAnswer(q) }));
  await okJson(await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers, Score: 100 } }));
}

/** A student of the demo class whose pre-test is done, and the lesson as the page gets it. */
async function readyStudent(api: APIRequestContext) {
  const username = unique('watch.');
  const res = await createDemoStudent(api, { username, first: 'Amara', last: 'Okafor', password: PASSWORD });
  const key = (await okJson<{ user: { apiKey: string } }>(res)).user.apiKey;
  await passPretest(api, key);
  const lesson = await okJson<LessonDetail>(await api.get(`/api/lesson/get/${LESSON}`, { headers: { 'X-Api-Key': key } }));
  return { username, key, lesson };
}

/** The lesson page with its Watch tab open. */
async function openWatchTab(page: Page) {
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  const tab = page.getByRole('tab', { name: 'Watch the lesson' });
  await expect(tab).toBeVisible();
  // The walkthrough's tab is the first, so it is open at once.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('region', { name: 'Nouns: walkthrough' });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installSpeechStub);
});

test('the walkthrough narrates the lesson step by step: captions follow the voice, Pause, Replay, speed and narration off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const student = await readyStudent(page.request);
  const steps = walkthroughScript(student.lesson);
  const count = steps.length;
  expect(estimateSeconds(steps)).toBeGreaterThanOrEqual(60);
  expect(estimateSeconds(steps)).toBeLessThanOrEqual(120);

  await signIn(page, student.username, PASSWORD);
  const walkthrough = await openWatchTab(page);
  const caption = walkthrough.locator('.walkthrough-caption');
  const stepCount = walkthrough.getByText(/^Step \d+ of \d+$/);
  await expect(caption).toHaveAttribute('aria-live', 'polite');
  await expect(stepCount).toHaveText(`Step 1 of ${count}`);
  await expect(caption).toContainText(steps[0]!.caption);
  // The opening shows the lesson's picture and description.
  await expect(walkthrough.getByRole('img', { name: student.lesson.illustration!.alt })).toBeVisible();
  await expect(walkthrough.getByRole('heading', { name: 'Nouns' })).toBeVisible();
  expect(await said(page)).toEqual([]);
  await walkthrough.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('.walkthrough')!.scrollIntoView({ block: 'start' }));
  await shot(page, 'desktop-opening');

  // Play: every step is said, in order, each while its own caption shows; the last one ends it.
  const play = walkthrough.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect(walkthrough.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(stepCount).toHaveText(`Step 4 of ${count}`, { timeout: 15_000 });
  await shot(page, 'desktop-playing');
  await expect(walkthrough.getByText('That is the whole walkthrough. Press Play to watch it again.')).toBeVisible({ timeout: 60_000 });
  await expect(stepCount).toHaveText(`Step ${count} of ${count}`);
  await expect(walkthrough.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const all = await said(page);
  const captions = [...new Set(all.map((s) => s.caption))];
  expect(captions).toEqual(steps.map((s) => s.caption));
  for (const step of steps) {
    const spoken = all.filter((s) => s.caption === step.caption).map((s) => s.text).join('');
    expect(spoken, step.caption).toBe(speakable(step.caption).text);
  }
  for (const s of all) {
    expect(s.rate).toBe(1);
    expect(s.lang).toMatch(/^en(-|$)/);
  }

  // Manual mode: an utterance ends only when the test says so.
  await setEndAfter(page, null);
  // Replay starts again from step 1, playing.
  await walkthrough.getByRole('button', { name: 'Replay from the start' }).click();
  await expect(stepCount).toHaveText(`Step 1 of ${count}`);
  await expect(walkthrough.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await said(page)).length).toBe(all.length + 1);
  expect((await said(page)).at(-1)).toMatchObject({ caption: steps[0]!.caption, rate: 1 });
  await finishUtterance(page);
  await expect(stepCount).toHaveText(`Step 2 of ${count}`);
  await expect(caption).toContainText(steps[1]!.caption);
  await expect.poll(async () => (await said(page)).length).toBe(all.length + 2);

  // Pause stops the voice (cancel) and the walkthrough stays where it is.
  const cancelsBefore = (await speechLog(page)).cancels;
  await walkthrough.getByRole('button', { name: 'Pause' }).click();
  await expect(walkthrough.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect((await speechLog(page)).cancels).toBeGreaterThan(cancelsBefore);
  await finishUtterance(page);
  await page.waitForTimeout(2_000);
  await expect(stepCount).toHaveText(`Step 2 of ${count}`);
  expect(await said(page)).toHaveLength(all.length + 2);

  // Play again says the same step from its start.
  await walkthrough.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await said(page)).length).toBe(all.length + 3);
  expect((await said(page)).at(-1)).toMatchObject({ caption: steps[1]!.caption, rate: 1 });

  // Speed 1.5×: the step is said again at rate 1.5, and so is the next one.
  const speed = walkthrough.getByRole('group', { name: 'Speed' });
  await expect(speed.getByRole('button', { name: '1×', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await speed.getByRole('button', { name: '1.5×' }).click();
  await expect(speed.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await said(page)).at(-1)?.rate).toBe(1.5);
  expect((await said(page)).at(-1)!.caption).toBe(steps[1]!.caption);
  await finishUtterance(page);
  await expect(stepCount).toHaveText(`Step 3 of ${count}`);
  await expect.poll(async () => (await said(page)).at(-1)?.caption).toBe(steps[2]!.caption);
  expect((await said(page)).at(-1)!.rate).toBe(1.5);

  // Narration off: no voice, and the steps still come, each after its reading time.
  const narration = walkthrough.getByRole('button', { name: 'Narration' });
  await expect(narration).toHaveAttribute('aria-pressed', 'true');
  await narration.click();
  await expect(narration).toHaveAttribute('aria-pressed', 'false');
  const silentFrom = (await said(page)).length;
  await expect(stepCount).toHaveText(`Step 4 of ${count}`, { timeout: 15_000 });
  await expect(caption).toContainText(steps[3]!.caption);
  expect(await said(page)).toHaveLength(silentFrom);

  // Leaving the lesson stops everything.
  await walkthrough.getByRole('button', { name: 'Pause' }).click();
  await narration.click();
  await walkthrough.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await said(page)).length).toBe(silentFrom + 1);
  const cancelsBeforeLeaving = (await speechLog(page)).cancels;
  await page.getByRole('tab', { name: 'Slideshow' }).click();
  await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(cancelsBeforeLeaving);
});

test('the walkthrough works with the keyboard alone, focus in sight, on a phone too', async ({ page }) => {
  test.setTimeout(90_000);
  const student = await readyStudent(page.request);
  const count = walkthroughScript(student.lesson).length;
  await signIn(page, student.username, PASSWORD);
  const walkthrough = await openWatchTab(page);
  await setEndAfter(page, null);
  const stepCount = walkthrough.getByText(/^Step \d+ of \d+$/);

  /** Tabs forward until the control named `name` has the focus. */
  const tabTo = async (name: string) => {
    for (let i = 0; i < 40; i++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
      });
      if (focused === name) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached “${name}”`);
  };
  const focusShows = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });

  await page.getByRole('tab', { name: 'Watch the lesson' }).focus();
  await tabTo('Play');
  expect(await focusShows()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(walkthrough.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect.poll(async () => (await said(page)).length).toBe(1);
  await page.keyboard.press('Space');
  await expect(walkthrough.getByRole('button', { name: 'Play', exact: true })).toBeFocused();

  await tabTo('Next step');
  expect(await focusShows()).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(stepCount).toHaveText(`Step 3 of ${count}`);
  await tabTo('1.5×');
  expect(await focusShows()).toBe(true);
  await page.keyboard.press('Space');
  await expect(walkthrough.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo('Narration');
  await page.keyboard.press('Enter');
  await expect(walkthrough.getByRole('button', { name: 'Narration' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(walkthrough.getByRole('button', { name: 'Narration' })).toHaveAttribute('aria-pressed', 'true');

  // Back to Play with Shift+Tab, then on from step 3 at 1.5×.
  for (let i = 0; i < 40 && !(await walkthrough.getByRole('button', { name: 'Play', exact: true }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await said(page)).at(-1)?.rate).toBe(1.5);
  await finishUtterance(page);
  await expect(stepCount).toHaveText(`Step 4 of ${count}`);
  await walkthrough.locator('.wt-points').waitFor();
  await shot(page, 'desktop-keyboard');
  await tabTo('Replay from the start');
  await page.keyboard.press('Enter');
  await expect(stepCount).toHaveText(`Step 1 of ${count}`);
  await page.keyboard.press('Escape');
  await expect(walkthrough.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  // A phone: the same walkthrough, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await walkthrough.scrollIntoViewIfNeeded();
  await shot(page, 'phone-opening');
  await walkthrough.getByRole('button', { name: 'Next step' }).click();
  await walkthrough.getByRole('button', { name: 'Next step' }).click();
  await walkthrough.getByRole('button', { name: 'Next step' }).click();
  await expect(stepCount).toHaveText(`Step 4 of ${count}`);
  await walkthrough.locator('.walkthrough-screen').scrollIntoViewIfNeeded();
  await shot(page, 'phone-slide');
  await walkthrough.locator('.walkthrough-controls').scrollIntoViewIfNeeded();
  await shot(page, 'phone-controls');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a teacher sets a YouTube link for the class's lesson and a student of the class sees it through youtube-nocookie", async ({
  page,
  browser,
  network,
}) => {
  test.setTimeout(120_000);
  // No video site is reachable here: the players answer an empty page.
  const players = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|drive\.google\.com)\//;
  await page.context().route(players, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));

  // A teacher of their own, with one class and one student in it.
  const email = `${unique('watch.teacher')}@school.example`;
  const teacher = await okJson<{ apiKey: string }>(
    await page.request.post('/api/user/save/teacher', {
      data: { email, first: 'Grace', last: 'Mensah', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
    }),
  );
  const headers = { 'X-Api-Key': teacher.apiKey };
  await okJson(await page.request.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } }));
  const code = await okJson<string>(await page.request.get('/api/class/getcode', { headers }));
  await okJson(await page.request.post('/api/class/save', { headers, data: { name: 'Room 7 Writers', code } }));
  const username = unique('watch.s.');
  const created = await okJson<{ user: { apiKey: string } }>(
    await page.request.post('/api/student/create', {
      data: { User: { username, first: 'Tomás', last: 'Ruiz', password: PASSWORD }, Class: { code } },
    }),
  );
  await passPretest(page.request, created.user.apiKey);

  await signIn(page, email, PASSWORD);
  await openWatchTab(page);
  const form = page.getByRole('region', { name: "Your class's video for this lesson" });
  await expect(form).toContainText('Room 7 Writers');
  const link = form.getByRole('textbox', { name: 'Video link' });
  // A link that is not a video we play: the reason, under the field, and nothing is sent.
  await link.fill('https://example.org/my-video');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(lessonVideoMessages.badUrl)).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await link.fill(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.toast-text', { hasText: 'Saved. Your class sees this video with the lesson.' })).toBeVisible();
  const teacherFrame = page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}"]`);
  await expect(teacherFrame).toHaveAttribute('title', 'Nouns: class video');
  await expect(page.getByRole('heading', { name: 'The video Room 7 Writers sees' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove' })).toBeVisible();
  // The video sits above the walkthrough.
  const frameTop = (await teacherFrame.boundingBox())!.y;
  const walkthroughTop = (await page.getByRole('region', { name: 'Nouns: walkthrough' }).boundingBox())!.y;
  expect(frameTop).toBeLessThan(walkthroughTop);
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'teacher-form');

  // The student, in a browser of their own.
  const context = await browser.newContext({ baseURL: network.url, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(installSpeechStub);
  await context.route(players, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  const studentPage = await context.newPage();
  await signIn(studentPage, username, PASSWORD);
  await openWatchTab(studentPage);
  await expect(studentPage.getByRole('heading', { name: 'A video from your teacher' })).toBeVisible();
  const frame = studentPage.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
  await expect(studentPage.getByRole('region', { name: "Your class's video for this lesson" })).toHaveCount(0);
  await expect(studentPage.getByRole('region', { name: 'Nouns: walkthrough' })).toBeVisible();
  await shot(studentPage, 'student-video');
  await studentPage.setViewportSize({ width: 360, height: 740 });
  await shot(studentPage, 'phone-student-video');
  await context.close();

  // Removed: the student's lesson has the walkthrough alone again.
  await form.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('.toast-text', { hasText: 'Removed. Your class sees the lesson without it.' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(link).toHaveValue('');
});

test("offline, the class's video link still shows with a notice that it needs the internet, and the walkthrough plays", async ({
  page,
  network,
}) => {
  test.setTimeout(120_000);
  const made = await newDiagnosticClass(page.request, {
    prefix: 'watch-offline',
    teacher: { first: 'Noor', last: 'Haddad' },
    className: 'Room 3 Readers',
    password: PASSWORD,
  });
  await okJson(
    await page.request.post('/api/teacher/lessonvideo', {
      headers: made.headers,
      data: { classID: made.classID, lessonID: LESSON, url: `https://youtu.be/${YOUTUBE_ID}` },
    }),
  );
  await passPretest(page.request, made.studentHeaders['X-Api-Key']);
  await page.context().route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));

  // Online, once, under the service worker: the lesson and its class video are kept on the device.
  await signIn(page, made.username, PASSWORD);
  await waitForWorker(page);
  await openWatchTab(page);
  await expect(page.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await expect
    .poll(() => cachedUrls(page, made.studentID), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([`/lesson/get/${LESSON}`, `/lesson/video?lessonID=${LESSON}`]));

  // The network goes (page and worker alike); the lesson opens from the device.
  network.cut();
  expect(await reachesServer(page)).toBe(false);
  await page.reload();
  const walkthrough = await openWatchTab(page);
  await expect(page.getByRole('heading', { name: 'A video from your teacher' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
  await expect(page.getByRole('status').filter({ hasText: 'The video needs the internet' })).toBeVisible();
  await page.getByRole('heading', { name: 'A video from your teacher' }).scrollIntoViewIfNeeded();
  await shot(page, 'offline-student');
  // The walkthrough needs nothing from the network.
  await walkthrough.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(walkthrough.getByText(/^Step 3 of \d+$/)).toBeVisible({ timeout: 15_000 });
  expect((await said(page)).length).toBeGreaterThanOrEqual(2);
});
