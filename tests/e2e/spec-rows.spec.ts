import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { classes, users } from '../../src/server/db/schema';
import { extraMessages, loginMismatchMessage, messages } from '../../src/shared/messages';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { clockTest as test, startClockServer, type ClockServer } from './support/clockServer';
import { startNetwork } from './support/network';
import { unique } from './support/fixtures';
import { skipTour } from './support/signIn';

/**
 * Spec rows of issue 15 (see ../shared/acceptance/spec-matrix.md), each in real Chromium against
 * the app on its own database (support/clockServer.ts, which also records every API call the
 * server receives): the data load after sign-in, registration and payment (SHL-70 to SHL-73),
 * custom lessons per class (CUS-19), the course breadcrumb (CRS-12), an inactive user's lesson
 * (CRS-21) and diagnostic report (DGR-11, DGR-12), a topic change with the API blocked (DGB-17),
 * the diagnostic with every answer kept (DGT-19), a 401 on the reset token (LOG-26) and
 * /verifyerror (LOG-33, LOG-34, an expired link).
 */

const COURSE = 'parts-of-speech';
const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';

let srv: ClockServer;
test.beforeEach(({ clockServer }) => {
  srv = clockServer;
});

interface Teacher {
  email: string;
  id: string;
  headers: { 'X-Api-Key': string };
}

async function newTeacher(api: APIRequestContext, { paid = true }: { paid?: boolean } = {}): Promise<Teacher> {
  const email = `${unique('rows')}@school.example`;
  const res = await api.post(`${srv.url}/api/user/save/teacher`, {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { id: string; apiKey: string };
  if (paid) {
    await srv.database.db
      .update(users)
      .set({ paymentPlan: 'masterAnnual_3', expirationDate: new Date(srv.clock.now.getTime() + 365 * 86_400_000), maxStudents: 25 })
      .where(eq(users.id, body.id));
  }
  const headers = { 'X-Api-Key': body.apiKey };
  expect((await api.post(`${srv.url}/api/user/updateshowtutorial`, { headers, data: { showTutorial: false } })).status()).toBe(200);
  return { email, id: body.id, headers };
}

/** The trial ended yesterday: the account is inactive (ACB §6). */
async function endTrial(teacherID: string) {
  await srv.database.db
    .update(users)
    .set({ paymentPlan: 'trial', expirationDate: new Date(srv.clock.now.getTime() - 86_400_000) })
    .where(eq(users.id, teacherID));
}

async function newClass(api: APIRequestContext, teacher: Teacher, name: string) {
  const code = (await (await api.get(`${srv.url}/api/class/getcode`, { headers: teacher.headers })).json()) as string;
  const cls = await api.post(`${srv.url}/api/class/save`, { headers: teacher.headers, data: { name, code } });
  expect(cls.status()).toBe(200);
  return { id: ((await cls.json()) as { value: { id: string } }).value.id, code };
}

async function newStudent(api: APIRequestContext, code: string) {
  const username = unique('rows.');
  const made = await api.post(`${srv.url}/api/student/create`, {
    data: { User: { username, first: 'Tess', last: 'Okafor', password: PASSWORD }, Class: { code } },
  });
  expect(made.status()).toBe(200);
  const user = ((await made.json()) as { user: { id: string; apiKey: string } }).user;
  return { username, id: user.id, headers: { 'X-Api-Key': user.apiKey } };
}

async function logIn(page: Page, login: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

/** The GET calls the server received since `from` (an index into srv.calls). */
const getsSince = (from: number) =>
  srv.calls
    .slice(from)
    .filter((c) => c.method === 'GET')
    .map((c) => c.path);

const DATA_LOAD = ['/quiz/getentirelist', '/course/getall', '/lesson/getall'];
const errorToast = (page: Page, text: string) => page.locator('.toast-error', { hasText: text });

test.describe('the data load (ACB §4)', () => {
  test("SHL-70, SHL-71: after a student's login: quizzes, courses, lessons, the class's custom lessons and the diagnostic question, beside the offline copy", async ({
    page,
  }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    const from = srv.calls.length;
    await logIn(page, student.username);
    const expected = [
      ...DATA_LOAD,
      `/customlesson/getCustomLessons?classID=${cls.id}`,
      '/student/can-student-take-super-diagnostic',
      '/student/offlinecopy',
    ];
    await expect.poll(() => getsSince(from), { timeout: 10_000 }).toEqual(expect.arrayContaining(expected));
  });

  test("SHL-70: after a teacher's login", async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const from = srv.calls.length;
    await logIn(page, teacher.email);
    await expect.poll(() => getsSince(from), { timeout: 10_000 }).toEqual(expect.arrayContaining(DATA_LOAD));
  });

  test('SHL-72: an inactive user makes none of the data-load calls after login', async ({ page }) => {
    const teacher = await newTeacher(page.request, { paid: false });
    await endTrial(teacher.id);
    const from = srv.calls.length;
    await logIn(page, teacher.email);
    await skipTour(page);
    // Past the data load's 0.3 s and the session check's 1 s, with the dashboard on screen.
    await page.waitForTimeout(2500);
    const calls = getsSince(from);
    expect(calls.length, 'the page did load something').toBeGreaterThan(0);
    const loadCalls = [
      '/quiz/getentirelist',
      '/course/getall',
      '/lesson/getall',
      '/customlesson/getCustomLessons',
      '/student/can-student-take-super-diagnostic',
    ];
    expect(calls.filter((path) => loadCalls.some((p) => path.startsWith(p)))).toEqual([]);
  });

  test('SHL-73: after a new teacher registers', async ({ page }) => {
    const from = srv.calls.length;
    await page.goto('/register?type=teacher');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${unique('rows.reg')}@school.example`);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Maya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Conference');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect.poll(() => getsSince(from), { timeout: 10_000 }).toEqual(expect.arrayContaining(DATA_LOAD));
  });
});

test("CUS-19: loading a teacher's classes loads each class's custom lessons once", async ({ page }) => {
  const teacher = await newTeacher(page.request);
  const classes = [
    await newClass(page.request, teacher, 'Period 1'),
    await newClass(page.request, teacher, 'Period 2'),
    await newClass(page.request, teacher, 'Period 3'),
  ];
  await logIn(page, teacher.email);
  await skipTour(page);
  const from = srv.calls.length;
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  const perClass = () =>
    classes.map((c) => getsSince(from).filter((path) => path === `/customlesson/getCustomLessons?classID=${c.id}`).length);
  await expect.poll(perClass, { timeout: 10_000 }).toEqual([1, 1, 1]);
  await page.waitForTimeout(1000);
  expect(perClass()).toEqual([1, 1, 1]);
});

test("CRS-12: the lesson's breadcrumb links to /courses/{courseID}, which opens the course's lessons", async ({ page }) => {
  const teacher = await newTeacher(page.request);
  const cls = await newClass(page.request, teacher, 'Period 1');
  const student = await newStudent(page.request, cls.code);
  await logIn(page, student.username);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  const crumb = page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Parts of Speech' });
  await expect(crumb).toHaveAttribute('href', `/courses/${COURSE}`);
  await crumb.click();
  await expect(page).toHaveURL(new RegExp(`/courseLessons/${COURSE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Parts of Speech' })).toBeVisible();
  // The address itself works when typed or bookmarked.
  await page.goto(`/courses/${COURSE}`);
  await expect(page).toHaveURL(new RegExp(`/courseLessons/${COURSE}$`));
});

test('CRS-21, DGR-11, DGR-12: an inactive teacher cannot view a lesson and is prompted to pay; the diagnostic report says not available and links to /payment', async ({
  page,
}) => {
  const teacher = await newTeacher(page.request, { paid: false });
  await newClass(page.request, teacher, 'Period 1');
  await endTrial(teacher.id);
  await logIn(page, teacher.email);
  await skipTour(page);

  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  const notice = page.locator('.inactive-notice');
  await expect(notice).toContainText(extraMessages.inactiveNoLessons);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/payment');

  await page.goto('/super-diagnostic-report-class');
  const unavailable = page.getByRole('status').filter({ hasText: messages.diagnosticNotAvailable });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/payment');
  await unavailable.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test("DGB-17: with the API blocked, a topic change goes back and the toast names 'update custom diagnostics'", async ({
  page,
  network,
}) => {
  const teacher = await newTeacher(page.request);
  const cls = await newClass(page.request, teacher, 'Period 1');
  await logIn(page, teacher.email);
  await skipTour(page);
  await page.goto(`/buildSuperDiagnostic/${cls.id}`);
  const nouns = page.getByRole('switch', { name: 'Activate Topic: Common and Proper Nouns *' });
  await expect(nouns).toHaveAttribute('aria-checked', 'true');

  network.cut();
  await nouns.click();
  // Which change failed, and why: the server did not answer, so it may not have been saved (SHL-64's form).
  const noAnswer = messages.failedNoResponse('update custom diagnostics', extraMessages.noAnswerMaybeNotSaved);
  expect(noAnswer).toBe(
    'Failed to update custom diagnostics.  Please try again or contact support. The server did not answer, so this may not have been saved.',
  );
  await expect(errorToast(page, 'Failed to update custom diagnostics.').locator('.toast-text')).toHaveText(noAnswer);
  await expect(nouns).toHaveAttribute('aria-checked', 'true');
  network.restore();
  const stored = (await (await page.request.get(`${srv.url}/api/customdiagnostic/get/${cls.id}`, { headers: teacher.headers })).json()) as {
    topicID: string;
    diagnosticEnabled: boolean;
  }[];
  expect(stored.find((t) => t.topicID === 'dg-nouns')?.diagnosticEnabled ?? true).toBe(true);
});

test('DGB-17 offline: with the browser really offline, a topic change goes back and the toast names the change and says it is offline', async ({
  page,
  network,
}) => {
  const teacher = await newTeacher(page.request);
  const cls = await newClass(page.request, teacher, 'Period 1');
  await logIn(page, teacher.email);
  await skipTour(page);
  await page.goto(`/buildSuperDiagnostic/${cls.id}`);
  const nouns = page.getByRole('switch', { name: 'Activate Topic: Common and Proper Nouns *' });
  await expect(nouns).toHaveAttribute('aria-checked', 'true');

  // Offline as a Chromebook whose Wi-Fi dropped: the browser knows (navigator.onLine), and nothing
  // reaches the server, the service worker's fetches included (support/network.ts).
  network.cut();
  await page.context().setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const from = srv.calls.length;
  await nouns.click();
  const offline = messages.failedTo('update custom diagnostics', messages.offline);
  expect(offline).toBe('Failed to update custom diagnostics. Please connect to the internet.');
  await expect(errorToast(page, 'Failed to update custom diagnostics.').locator('.toast-text')).toHaveText(offline);
  await expect(nouns).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'test-results/spec-rows/dgb-17-offline.png' });
  expect(srv.calls.slice(from).filter((c) => c.path.startsWith('/customdiagnostic/update'))).toEqual([]);

  // Back online, the same click is saved.
  await page.context().setOffline(false);
  network.restore();
  await nouns.click();
  await expect(nouns).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => {
      const stored = (await (
        await page.request.get(`${srv.url}/api/customdiagnostic/get/${cls.id}`, { headers: teacher.headers })
      ).json()) as {
        topicID: string;
        diagnosticEnabled: boolean;
      }[];
      return stored.find((t) => t.topicID === 'dg-nouns')?.diagnosticEnabled;
    })
    .toBe(false);
});

test('DGT-19: with every answer already kept, opening the diagnostic shows the last question', async ({ browser, baseURL, page }) => {
  test.setTimeout(90_000);
  const teacher = await newTeacher(page.request);
  const cls = await newClass(page.request, teacher, 'Period 1');
  const topics = (await (await page.request.get(`${srv.url}/api/topic/getall`, { headers: teacher.headers })).json()) as { id: string }[];
  expect(
    (
      await page.request.post(`${srv.url}/api/customdiagnostic/update`, {
        headers: teacher.headers,
        data: topics.map((t) => ({ classID: cls.id, topicID: t.id, diagnosticEnabled: t.id === 'dg-nouns' })),
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post(`${srv.url}/api/class/updateClassSuperDiagnostic`, {
        headers: teacher.headers,
        data: { id: cls.id, superDiagnosticEnabled: true },
      })
    ).status(),
  ).toBe(200);
  const student = await newStudent(page.request, cls.code);

  // The final save is refused (the test answers for the server), so every answer stays on the device only.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.route(/\/api\/student\/savesuperdiagnostic$/, (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'Refused for this test.' }) }),
  );
  await logIn(tab, student.username);
  await tab.getByRole('link', { name: 'Start Diagnostic' }).click();
  await tab.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Start' }).click();
  const total = 5;
  for (let i = 0; i < total; i++) {
    await expect(tab.getByText(`${i + 1} of ${total}`, { exact: true })).toBeVisible();
    const radio = tab.getByRole('radio').first();
    if (await radio.count()) await radio.check();
    else await tab.getByRole('textbox', { name: 'Your answer' }).fill('answer');
    await tab.getByRole('button', { name: i === total - 1 ? 'Finish' : 'Next', exact: true }).click();
  }
  await expect(errorToast(tab, 'Failed to save diagnostic.')).toBeVisible();
  const lastText = (await tab.locator('.diag-question-card form').innerText()).split('\n')[0];

  await tab.reload();
  const welcomeBack = tab.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcomeBack).toContainText(`You have answered ${total} of ${total} questions.`);
  await welcomeBack.getByRole('button', { name: 'Continue' }).click();
  await expect(tab.getByText(`${total} of ${total}`, { exact: true })).toBeVisible();
  expect((await tab.locator('.diag-question-card form').innerText()).split('\n')[0]).toBe(lastText);
  await expect(tab.getByRole('button', { name: 'Finish', exact: true })).toBeEnabled();
  await context.close();
});

test('LOG-26: a token check answered 401 shows the login mismatch message', async ({ browser, baseURL, page }) => {
  const teacher = await newTeacher(page.request);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.route(/\/api\/user\/verifyresetpasswordcode$/, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthorized' }) }),
  );
  await tab.goto('/');
  await tab.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await dialog.getByRole('button', { name: 'Send Token' }).click();
  await expect(dialog).toContainText('Step 2 of 3');
  await dialog.getByRole('textbox', { name: 'Token' }).fill('ABCD1234');
  await dialog.getByRole('button', { name: 'Verify Token' }).click();
  // This server has no Google sign-in, so the message does not name the Google button.
  await expect(errorToast(tab, loginMismatchMessage(false))).toBeVisible();
  await expect(dialog).toContainText('Step 2 of 3');
  await context.close();
});

test('LOG-33, LOG-34 and an expired link: /verifyerror says what happened and links to /profile', async ({ page }) => {
  const used = await newTeacher(page.request, { paid: false });
  const linkOf = async (email: string) => {
    const [mail] = await srv.mail(email);
    expect(mail, `a verification email to ${email}`).toBeTruthy();
    const link = mail!.text.match(/https?:\/\/\S+verify\S*/)![0]!;
    // The link names this server's address; the test's browser reaches it through its own network.
    return link.replace(/^https?:\/\/[^/]+/, '');
  };
  const usedLink = await linkOf(used.email);
  await page.goto(usedLink);
  await expect(page).toHaveURL(/\/verify$/);
  await page.goto(usedLink);
  await expect(page).toHaveURL(/\/verifyerror$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email was already verified');
  await expect(page.getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile');

  const late = await newTeacher(page.request, { paid: false });
  const lateLink = await linkOf(late.email);
  srv.advance(8 * 86_400_000);
  await page.goto(lateLink);
  await expect(page).toHaveURL(/\/verifyerror\?reason=expired$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This verification link has expired');
  await expect(
    page.getByText('Links in verification emails work for 7 days. Open your Profile to send yourself a new link.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile');
  await page.screenshot({ path: 'test-results/screens-timed-quiz/verifyerror-expired-1366.png' });
});

test("CRS-17: memorable images, definition cards and why-it-is-important items show each entry's label with its url", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The shipped lessons have no memorable images yet: a copy of the pack with two on the nouns lesson.
  const dir = mkdtempSync(join(tmpdir(), 'sentence-lab-pack-'));
  cpSync(SHIPPED_PACK_DIR, dir, { recursive: true });
  const file = join(dir, 'lessons', COURSE, '01-pos-nouns.json');
  const lesson = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const images = [
    { label: 'Noun sorting poster', url: 'https://resources.example.org/nouns/poster' },
    { label: 'Person, place or thing?', url: 'https://resources.example.org/nouns/person-place-thing' },
  ];
  // A card with a url links its term (its label); a reason may be a label with a url beside plain sentences.
  const cards = lesson.definitionCards as Array<{ term: string }>;
  const card = { ...cards[0]!, url: 'https://resources.example.org/nouns/noun-card.pdf' };
  const reason = { label: 'Nouns in a news story', url: 'https://resources.example.org/nouns/news' };
  const reasons = [...(lesson.whyItIsImportant as unknown[]), reason];
  writeFileSync(
    file,
    JSON.stringify({ ...lesson, memorableImages: images, definitionCards: [card, ...cards.slice(1)], whyItIsImportant: reasons }, null, 2),
  );
  const own = await startClockServer(new Date(), { packDir: dir });
  const network = await startNetwork(own.port);
  const context = await browser.newContext({ baseURL: network.url });
  try {
    const page = await context.newPage();
    const saved = srv;
    srv = own;
    try {
      const teacher = await newTeacher(page.request);
      await logIn(page, teacher.email);
      await skipTour(page);
    } finally {
      srv = saved;
    }
    await page.goto(`/lesson/${COURSE}/${LESSON}`);
    await page.getByRole('tab', { name: 'Memorable Images' }).click();
    const panel = page.getByRole('tabpanel');
    for (const image of images) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${image.label.replace(/[?]/g, '\\?')}`) })).toHaveAttribute(
        'href',
        image.url,
      );
    }
    await page.getByRole('tab', { name: 'Definition Cards' }).click();
    await expect(panel.getByRole('heading', { name: card.term }).getByRole('link', { name: new RegExp(`^${card.term}`) })).toHaveAttribute(
      'href',
      card.url,
    );
    // Cards without a url keep their term as plain text.
    await expect(panel.getByRole('heading', { name: cards[1]!.term })).toBeVisible();
    await expect(panel.getByRole('heading', { name: cards[1]!.term }).getByRole('link')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Why It Is Important' }).click();
    await expect(panel.getByRole('link', { name: new RegExp(`^${reason.label}`) })).toHaveAttribute('href', reason.url);
    await expect(panel.getByRole('listitem')).toHaveCount(reasons.length);
    await page.screenshot({ path: 'test-results/spec-rows/crs-17-why-links.png' });
  } finally {
    await context.close();
    await network.close();
    await own.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/*
 * Issue 26: spec rows found failing in a browser (SHL-72 for a student, REG-49, SHL-10, SHL-23,
 * SHL-24, SHL-30), Manage Students with Google off, and a Classroom student's profile.
 */
const SHOTS = '/tmp/shots-shl';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

/** Local storage's state snapshot (LA §3), parsed; null when there is none. */
const stateSnapshot = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('state');
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  });

const SNAPSHOT_SECTIONS = [
  'user',
  'lessons',
  'courses',
  'quizzes',
  'classes',
  'googleClasses',
  'quizAnswers',
  'quizView',
  'customLessons',
  'selectedClass',
  'progress',
  'settings',
  'diagnosticQuiz',
  'view',
  'topics',
  'students',
];

/** Makes a class "imported from Google Classroom" and its student a Google account, as a sync would. */
async function asClassroom(classID: string, studentID: string) {
  await srv.database.db.update(classes).set({ googleCourseID: 'course-e2e-1' }).where(eq(classes.id, classID));
  await srv.database.db.update(users).set({ socialType: 'google' }).where(eq(users.id, studentID));
}

test.describe('issue 26 spec rows', () => {
  test('SHL-72: a student whose teacher lapsed makes none of the data-load calls after login, and is told why', async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    await endTrial(teacher.id);
    const from = srv.calls.length;
    await logIn(page, student.username);
    await expect(page.locator('.inactive-notice')).toContainText(extraMessages.studentInactive);
    // Past the data load's 0.3 s and the session check's 1 s.
    await page.waitForTimeout(2500);
    const calls = getsSince(from);
    expect(calls.length, 'the page did load something').toBeGreaterThan(0);
    const loads = calls.filter((path) =>
      /^\/(quiz|course|lesson|customlesson)\/|^\/student\/(can-student-take-super-diagnostic|offlinecopy|getquizresults|recommendations)/.test(path),
    );
    expect(loads, calls.join('\n')).toEqual([]);
  });

  test('REG-49: a valid student registration sends POST /student/create with the User and Class of the spec and lands signed in on /courses', async ({
    page,
  }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const username = unique('reg49.');
    await page.goto(`/register?type=student`);
    await page.getByRole('textbox', { name: 'Class Code' }).fill(cls.code);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Tess');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
    await page.getByRole('textbox', { name: 'Email or Username' }).fill(`  ${username} `);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    const from = srv.calls.length;
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const sent = srv.calls.slice(from).filter((c) => c.method === 'POST' && c.path === '/student/create');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!.body) as { User: Record<string, unknown>; Class: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(['Class', 'User']);
    expect(body.Class).toEqual({ code: cls.code });
    for (const field of ['email', 'first', 'last', 'gender', 'password', 'roleID', 'username', 'socialType'])
      expect(body.User, field).toHaveProperty(field);
    expect(body.User).toMatchObject({ email: null, first: 'Tess', last: 'Okafor', password: PASSWORD, roleID: 3, username, socialType: null });
    // Signed in: the session answers with the new student.
    await page.reload();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('navigation', { name: 'Student' })).toBeVisible();
  });

  test('SHL-23, SHL-10: local storage holds one state snapshot with every section; after sign-out it holds no user and no progress table', async ({
    page,
  }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    await logIn(page, student.username);
    // The data load's content, the class's lesson switches and the student's own progress report.
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'My Progress Report' })).toBeVisible();
    // Saved within a second of each answer.
    await expect
      .poll(async () => {
        const s = await stateSnapshot(page);
        return (
          s && {
            user: (s.user as { id?: string } | null)?.id,
            view: s.view,
            progress: Object.keys(s.progress as object).length > 0,
            content: [s.courses, s.lessons, s.quizzes].every((list) => (list as unknown[]).length > 0),
          }
        );
      })
      .toEqual({ user: student.id, view: '/progress', progress: true, content: true });
    const held = (await stateSnapshot(page))!;
    expect(Object.keys(held).sort()).toEqual([...SNAPSHOT_SECTIONS].sort());
    expect(held.user).toMatchObject({ id: student.id, username: student.username });
    expect(held.user).not.toHaveProperty('apiKey');
    expect((held.courses as unknown[]).length).toBeGreaterThan(0);
    expect((held.lessons as unknown[]).length).toBeGreaterThan(0);
    expect((held.quizzes as unknown[]).length).toBeGreaterThan(0);
    expect(held.classes).toEqual([expect.objectContaining({ id: cls.id })]);
    expect(held.selectedClass).toBe(cls.id);
    expect(Object.keys(held.customLessons as object)).toHaveLength(1);
    expect(Object.keys(held.progress as object).length).toBeGreaterThan(0);
    expect(held.settings).toMatchObject({ version: '1.8.25' });
    expect(held.view).toBe('/progress');
    // One snapshot under one key: nothing else in local storage carries the user.
    const others = await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'state' && (localStorage.getItem(k) ?? '').includes('"roleID"')));
    expect(others).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
    const after = (await stateSnapshot(page))!;
    expect(after.user).toBeNull();
    expect(after.progress).toEqual({});
    expect(after.quizAnswers).toEqual({});
    expect(after.lessons).toEqual([]);
    // Still none a second later (no late save of the last person's state).
    await page.waitForTimeout(1500);
    expect((await stateSnapshot(page))!.user).toBeNull();
  });

  test('SHL-24: teachers and students see Features, Pricing, About and Support in the header (the Menu at 360 px)', async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    const expectSiteLinks = async (scope: ReturnType<Page['locator']>) => {
      const site = scope.getByRole('navigation', { name: 'Website' });
      for (const [name, href] of [
        ['Features', '/features'],
        ['Pricing', '/pricing'],
        ['About', '/about'],
        ['Support', '/help'],
      ] as const)
        await expect(site.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    };
    for (const who of [teacher.email, student.username]) {
      await page.setViewportSize(SIZES[0]);
      await logIn(page, who);
      await skipTour(page);
      await expectSiteLinks(page.locator('header.site-header'));
      await page.locator('header.site-header').getByRole('link', { name: 'Pricing', exact: true }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await page.setViewportSize(SIZES[1]);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expectSiteLinks(menu);
      await menu.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
    }
  });

  test('SHL-30: with no KAHOOT_URL students see no Kahoot link; teachers never do', async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    await logIn(page, student.username);
    await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /Kahoot/ })).toHaveCount(0);
    for (const [i, size] of SIZES.entries()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/header-student-no-kahoot-${size.width}.png` });
      if (i === 1) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Kahoot/ })).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/menu-student-no-kahoot-360.png` });
        await page.keyboard.press('Escape');
      }
    }
  });

  test('SHL-30: with KAHOOT_URL set the student header links to it (new tab; in the Menu at 360 px); teachers see none', async ({
    browser,
  }) => {
    const kahoot = 'https://kahoot.it/group/room-12';
    const own = await startClockServer(new Date(), { config: { KAHOOT_URL: kahoot } });
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    try {
      const api = page.request;
      const teacherEmail = `${unique('kahoot')}@school.example`;
      const t = await api.post(`${own.url}/api/user/save/teacher`, {
        data: { email: teacherEmail, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
      });
      const tb = (await t.json()) as { id: string; apiKey: string };
      await own.database.db
        .update(users)
        .set({ paymentPlan: 'masterAnnual_3', expirationDate: new Date(Date.now() + 365 * 86_400_000), maxStudents: 25, showTutorial: false })
        .where(eq(users.id, tb.id));
      const headers = { 'X-Api-Key': tb.apiKey };
      const code = (await (await api.get(`${own.url}/api/class/getcode`, { headers })).json()) as string;
      expect((await api.post(`${own.url}/api/class/save`, { headers, data: { name: 'Period 1', code } })).status()).toBe(200);
      const username = unique('kahoot.');
      expect(
        (await api.post(`${own.url}/api/student/create`, { data: { User: { username, first: 'Tess', last: 'Okafor', password: PASSWORD }, Class: { code } } })).status(),
      ).toBe(200);

      await logIn(page, username);
      const link = page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: /Kahoot/ });
      await expect(link).toHaveAttribute('href', kahoot);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName('Kahoot (Opens in a new tab)');
      for (const [i, size] of SIZES.entries()) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/header-student-kahoot-${size.width}.png` });
        if (i === 1) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Kahoot/ })).toHaveAttribute('href', kahoot);
          await page.screenshot({ path: `${SHOTS}/menu-student-kahoot-360.png` });
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
        }
      }
      await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

      // A teacher on the same server: the Kahoot link is the students' (ACB §2).
      await page.setViewportSize(SIZES[0]);
      await logIn(page, teacherEmail);
      await expect(page).toHaveURL(/\/classes$/);
      await skipTour(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: /Kahoot/ })).toHaveCount(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/header-teacher-${size.width}.png` });
      }
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Kahoot/ })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/menu-teacher-360.png` });
    } finally {
      await context.close();
      await own.close();
    }
  });

  test("Manage Students with Google off names no 'Sync with Classroom' button", async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    await newStudent(page.request, cls.code);
    await logIn(page, teacher.email);
    await skipTour(page);
    await page.goto(`/students/${cls.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Students' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Tess Okafor' }).or(page.getByText('Tess Okafor')).first()).toBeVisible();
    await expect(page.getByText(/Sync with\s+Classroom/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Sync with Classroom/i })).toHaveCount(0);
  });

  test("a Google Classroom student's profile shows their name and class code disabled, and says Classroom owns them", async ({ page }) => {
    const teacher = await newTeacher(page.request);
    const cls = await newClass(page.request, teacher, 'Period 1');
    const student = await newStudent(page.request, cls.code);
    await asClassroom(cls.id, student.id);
    await logIn(page, student.username);
    await page.goto('/profile');
    for (const name of ['First Name', 'Last Name', 'Class Code']) await expect(page.getByRole('textbox', { name })).toBeDisabled();
    await expect(page.getByText('Your name comes from Google Classroom. To change it, ask your teacher to change it in Google Classroom.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Class Code' })).toHaveAccessibleDescription(
      'Your class comes from Google Classroom. To move to another class, ask your teacher to move you in Google Classroom.',
    );
    await expect(page.getByRole('button', { name: 'Save Profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join class' })).toHaveCount(0);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/profile-classroom-student-${size.width}.png`, fullPage: true });
    }
  });
});
