import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Question, Quiz } from '../../../src/shared/api/content';
import type { Language } from '../../../src/shared/api/preferences';
import { setLanguageSource, setTranslator } from '../../../src/shared/i18n/runtime';
import { translateSpanish } from '../../../src/locales/spanish';
import { authText } from '../../../src/client/features/auth/text';
import { registerText } from '../../../src/client/features/auth/registerText';
import { badgesText } from '../../../src/client/features/badges/text';
import { billingText } from '../../../src/client/features/billing/text';
import { classesText } from '../../../src/client/features/classes/text';
import { coursesText } from '../../../src/client/features/courses/text';
import { customLessonsText } from '../../../src/client/features/customLessons/text';
import { kioskText } from '../../../src/client/features/kiosk/text';
import { lessonText, quizName } from '../../../src/client/features/lessons/text';
import { profileText } from '../../../src/client/features/profile/text';
import { progressText } from '../../../src/client/features/progress/text';
import { teacherProgressText } from '../../../src/client/features/progress/teacherText';
import { quizText } from '../../../src/client/features/quizzes/text';
import { studentsText } from '../../../src/client/features/students/text';
import { tutorialText } from '../../../src/client/features/tutorial/text';
import { gradingText } from '../../../src/client/features/writing/gradingText';
import { writingText } from '../../../src/client/features/writing/text';
import { publicText } from '../../../src/client/ui/publicText';
import { shellText } from '../../../src/client/ui/shellText';
import { accountText } from '../../../src/client/features/account/text';
import { adminText } from '../../../src/client/features/admin/text';
import { buildDiagnosticText } from '../../../src/client/features/diagnostic/buildText';
import { diagnosticText } from '../../../src/client/features/diagnostic/text';
import { helpOfflineText, helpStudentFaqText, helpTeacherFaqText, helpText, helpTourText } from '../../../src/client/features/help/text';
import { rosterText } from '../../../src/client/features/roster/text';
import { teachersText } from '../../../src/client/features/teachers/text';
import { messages } from '../../../src/shared/messages';
import { expect, demoAccounts, unique, createDemoStudent, newDiagnosticClass, okJson, QUIZ_OPEN_TIMEOUT_MS } from './fixtures';
import { signIn } from './signIn';
import { useStripeDouble } from './stripe-js-double';
import { rightAnswer } from '../../../src/shared/domain/items';
import { courseName, lessonName } from '../../../src/client/features/courses/contentNames';

/**
 * The main screens of issue 14, visited one role at a time: for each, `visit` brings the page to
 * the screen and waits until it shows its content, then calls `check` (an axe scan, a layout
 * measure, screenshots). Shared by a11y.spec.ts and layout.spec.ts.
 */
export type Check = (name: string) => Promise<void>;

/**
 * The walks in English or Spanish (issue 14). The names a walk looks for are read from the app's
 * own catalogues: English from the screens' defineMessages, Spanish through the compiled catalogue
 * (src/locales/compiled/es.ts), as the browser reads them.
 */
export type Lang = Language;
let reading: Lang = 'en';
const readingSource = () => reading;


/** `read()` with the catalogues in `lang`: `say('es', () => quizText.check)` is 'Revisar'. */
export function say<T>(lang: Lang, read: () => T): T {
  const before = reading;
  reading = lang;
  // Set again at each call: another module loaded later in the same worker (a spec importing the
  // app's language.ts or the server's i18n.ts) may have set its own source; CI ran titles.spec
  // after such a file and read English where Spanish was asked.
  setTranslator('es', translateSpanish);
  setLanguageSource(readingSource);
  try {
    return read();
  } finally {
    reading = before;
  }
}

export const COURSE = 'parts-of-speech';
export const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';
/** The quiz's step buttons ignore a second press within 200 ms (LA §9). */
export const STEP_GAP_MS = 250;

export const right = (q: Question) => (rightAnswer(q));
export const wrong = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${rightAnswer(q)}zz`);

/** Waits for a screen: its heading, no loading overlay, nothing still loading. */
export async function ready(page: Page, heading: string | RegExp, more?: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  // Every loading text of the app starts so, in English and in Spanish (Cargando…).
  await expect(page.getByText(/^(Loading|Cargando)/)).toHaveCount(0);
  if (more) await expect(more).toBeVisible();
}

/** A new student in the demo class, with the lesson's pre-test already taken (so the lesson's resources are open). */
export async function newStudent(api: APIRequestContext) {
  const username = unique('a11y.');
  const res = await createDemoStudent(api, { username, first: 'Rosa', last: 'Diaz', password: PASSWORD });
  expect(res.status()).toBe(200);
  const key = ((await res.json()) as { user: { apiKey: string } }).user.apiKey;
  const headers = { 'X-Api-Key': key };
  const quizzes = (await (await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers })).json()) as Quiz[];
  const pretest = quizzes[0]!;
  expect((await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } })).status()).toBe(200);
  const answers = pretest.questions.map((q) => ({ questionID: q.id, answer: right(q) }));
  expect((await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers: answers, Score: 100 } })).status()).toBe(
    200,
  );
  return { username, password: PASSWORD, key, practice: quizzes[1]! };
}

/**
 * Signs in through the login form in `lang` (a device whose language is already chosen); a new
 * teacher's tour is skipped. English is signIn's own.
 */
async function signInIn(page: Page, lang: Lang, login: string, password: string): Promise<void> {
  if (lang === 'en') return signIn(page, login, password);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByRole('textbox', { name: say(lang, () => authText.emailOrUsername) }).fill(login);
  await page.getByRole('textbox', { name: say(lang, () => authText.password), exact: true }).fill(password);
  await page.getByRole('button', { name: say(lang, () => authText.logMeIn) }).click();
  await expect(page).not.toHaveURL(/\/$/);
  const tour = page.getByRole('dialog', { name: say(lang, () => tutorialText.introTitle) });
  await tour.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
  if (await tour.isVisible()) await tour.getByRole('button', { name: say(lang, () => tutorialText.skipTour) }).click();
}

/**
 * This device shows `lang` before any page loads, as if it had been chosen on the login page
 * earlier (the choice is kept on the device, localStorage). An account with no language of its own
 * keeps it, and the account is not changed (the demo accounts are shared by other tests).
 */
async function deviceLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'en') return;
  await page.addInitScript((language) => {
    if (!localStorage.getItem('sentence-lab.language')) localStorage.setItem('sentence-lab.language', language);
  }, lang);
}

/**
 * The signed-out screens: landing, login, register (the choice and the teacher's form). In Spanish
 * the language is chosen with the login page's own switch first (kept on this device).
 */
export async function signedOutScreens(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  await page.goto('/');
  if (lang !== 'en') {
    await page.getByRole('combobox', { name: say('en', () => publicText.language) }).selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await ready(page, /./, page.getByRole('button', { name: t(() => authText.logMeIn) }));
  await check('landing');
  await page.goto('/login');
  await ready(page, /./, page.getByRole('button', { name: t(() => authText.logMeIn) }));
  await check('login');
  await page.goto('/register');
  await ready(
    page,
    t(() => registerText.titleChoice),
  );
  await check('register');
  await page.goto('/register?type=teacher');
  await ready(
    page,
    t(() => registerText.titleTeacher),
    page.getByRole('button', { name: t(() => registerText.register), exact: true }),
  );
  await check('register-teacher');
}

/**
 * More signed-out screens, each a page of its own: the help centre's pages, About, Features,
 * Pricing, Terms and Privacy, the invitation's login, the verification pages, the login page's
 * Forgot Password dialog, and a kiosk page on a device no class has pinned.
 */
export async function moreSignedOutScreens(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  const pages: [path: string, name: string, heading: () => string][] = [
    ['/help', 'help', () => helpText.helpCentre],
    ['/help/students', 'help-students', () => helpStudentFaqText.title],
    ['/help/teachers', 'help-teachers', () => helpTeacherFaqText.title],
    ['/help/offline', 'help-offline', () => helpOfflineText.title],
    ['/help/tour', 'help-tour', () => helpTourText.title],
    ['/help/contact', 'help-contact', () => helpText.contact],
    ['/about', 'about', () => helpText.aboutTitle],
    ['/features', 'features', () => helpText.features],
    ['/pricing', 'pricing', () => helpText.pricing],
    ['/terms', 'terms', () => helpText.terms],
    ['/privacy', 'privacy', () => helpText.privacy],
    ['/login/invitation', 'invitation', () => authText.invitedTitle],
    ['/verify', 'verify', () => accountText.verifiedTitle],
    ['/verifyerror', 'verify-error', () => accountText.alreadyVerifiedTitle],
  ];
  for (const [path, name, heading] of pages) {
    await page.goto(path);
    await ready(page, t(heading), page.getByRole('main'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await check(name);
  }
  await page.goto('/login');
  await ready(page, /./, page.getByRole('button', { name: t(() => authText.logMeIn) }));
  await page.getByRole('button', { name: t(() => authText.forgotPassword) }).click();
  await expect(page.getByRole('dialog', { name: t(() => accountText.forgotTitle) }).getByRole('textbox')).toBeVisible();
  await check('forgot-password');
  await page.keyboard.press('Escape');

  await page.goto('/kiosk');
  await ready(
    page,
    t(() => kioskText.unpinnedTitle),
    page.getByRole('link', { name: t(() => kioskText.goToLogin) }),
  );
  await check('kiosk-unpinned');
}

/**
 * The student's screens: dashboard, course, lesson, a practice quiz (a question, then its
 * feedback after Check), quiz complete, progress and profile. `onQuestion` runs on every
 * question after Check (the layout spec measures the quiz there). In Spanish the new student's
 * account holds the language (POST /api/user/preferences), which the app follows on sign-in.
 * Answers the student, still signed in at the end.
 */
export async function studentScreens(page: Page, check: Check, onQuestion?: (index: number) => Promise<void>, lang: Lang = 'en') {
  const t = <T>(read: () => T) => say(lang, read);
  const student = await newStudent(page.request);
  if (lang !== 'en') {
    const set = await page.request.post('/api/user/preferences', { data: { language: lang }, headers: { 'X-Api-Key': student.key } });
    expect(set.status()).toBe(200);
  }
  await signIn(page, student.username, student.password);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await ready(
    page,
    t(() => coursesText.welcome('Rosa')),
    page.getByRole('region', { name: t(() => badgesText.myBadges) }),
  );
  await check('student-dashboard');
  await page.goto(`/courseLessons/${COURSE}`);
  await ready(page, t(() => courseName({ id: COURSE, name: 'Parts of Speech' })), page.getByRole('list', { name: t(() => coursesText.lessonsList) }));
  await check('student-course');
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await ready(page, t(() => lessonName({ id: LESSON, name: 'Nouns' })), page.getByRole('tab', { name: t(() => lessonText.tabSlideshow) }));
  await check('lesson');

  await page.goto(`/quiz/${COURSE}/${LESSON}/${student.practice.id}`);
  const questions = student.practice.questions;
  for (const [i, q] of questions.entries()) {
    await expect(page.getByRole('heading', { name: t(() => quizText.questionOf(i + 1, questions.length)) })).toBeVisible({
      timeout: QUIZ_OPEN_TIMEOUT_MS,
    });
    if (i === 0) {
      await ready(
        page,
        t(() => quizName(student.practice)),
      );
      await check('quiz');
    }
    const value = i === 0 ? wrong(q) : right(q);
    if (q.type === 'choice') await page.getByRole('radio', { name: value, exact: true }).check();
    else await page.getByRole('textbox', { name: t(() => quizText.yourAnswer) }).fill(value);
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: t(() => quizText.check), exact: true }).click();
    await expect(page.locator('.feedback')).toBeVisible();
    if (i === 0) await check('quiz-feedback');
    await onQuestion?.(i);
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: t(() => (i === questions.length - 1 ? quizText.finish : quizText.next)), exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${student.practice.id}$`));
  await ready(
    page,
    t(() => quizText.quizComplete),
    page.locator('.complete-score'),
  );
  await check('quiz-complete');

  await page.goto('/progress');
  await ready(
    page,
    t(() => progressText.myReport),
  );
  await check('student-progress');
  await page.goto('/profile');
  await ready(
    page,
    t(() => profileText.profile),
  );
  await check('student-profile');
  return student;
}

/**
 * More of the student's screens, signed in as `student` (from studentScreens): the dashboard with
 * the badge the quiz earned, and the first writing assignment of the curriculum.
 */
export async function moreStudentScreens(page: Page, check: Check, student: { key: string }, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  await page.goto('/courses');
  const badges = page.getByRole('region', { name: t(() => badgesText.myBadges) });
  await ready(
    page,
    t(() => coursesText.welcome('Rosa')),
    badges.locator('.badge-earned').first(),
  );
  await check('student-dashboard-badge');

  const headers = { 'X-Api-Key': student.key };
  const assignments = (await (await page.request.get('/api/writingassignment/getall', { headers })).json()) as {
    id: string;
    lessonID: string;
    name: string;
  }[];
  const lessons = (await (await page.request.get('/api/lesson/getall', { headers })).json()) as { id: string; courseID: string }[];
  const assignment = assignments[0]!;
  const lesson = lessons.find((l) => l.id === assignment.lessonID)!;
  await page.goto(`/writingassignment/${lesson.courseID}/${lesson.id}/${assignment.id}`);
  await ready(page, assignment.name, page.getByRole('textbox', { name: t(() => writingText.yourWriting) }));
  await check('student-writing');
}

/**
 * The teacher's screens: classes, students, class progress, custom lessons, writing grading. In
 * Spanish the demo teacher signs in on a device where Spanish was chosen (the account unchanged).
 */
export async function teacherScreens(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  const { Teacher } = demoAccounts();
  await deviceLanguage(page, lang);
  await signInIn(page, lang, Teacher!.login, Teacher!.password);
  await ready(
    page,
    t(() => classesText.title),
    page.getByRole('article').first(),
  );
  await check('teacher-classes');
  await page.goto('/students');
  await ready(
    page,
    t(() => studentsText.title),
    page.getByRole('table').first(),
  );
  await check('teacher-students');
  await page.goto('/classprogress');
  await expect(page).toHaveURL(/\/classprogress\/[^/]+\/[^/]+$/);
  await ready(
    page,
    t(() => teacherProgressText.classProgress),
    page.getByRole('table').first(),
  );
  await check('teacher-class-progress');
  await page.goto('/customLessons');
  await expect(page).toHaveURL(/\/customLessons\/[^/]+\/[^/]+$/);
  await ready(
    page,
    t(() => customLessonsText.title),
    page.getByRole('switch').first(),
  );
  await check('teacher-custom-lessons');
  await page.goto('/gradingwritingassignment');
  await ready(
    page,
    t(() => gradingText.title),
  );
  await check('teacher-writing-grading');
  await page.goto('/profile');
  await ready(
    page,
    t(() => profileText.profile),
  );
  await check('teacher-profile');
}

/** Payment and Plans, as a teacher in a trial (the card form, with Stripe.js's double, whose fields are Stripe's, in English). */
export async function paymentScreen(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  await useStripeDouble(page);
  const { 'Trial teacher': trial } = demoAccounts();
  await deviceLanguage(page, lang);
  await signInIn(page, lang, trial!.login, trial!.password);
  await page.goto('/payment');
  await ready(
    page,
    say(lang, () => billingText.title),
    page.getByRole('textbox', { name: 'Card number' }),
  );
  await check('payment');
}

/**
 * A class of its own for the walks (the demo accounts are shared by other tests): a new trial
 * teacher, a class "Room 12" whose diagnostic has the nouns topic and is on, and a student in it
 * who has taken the lesson's pre-test (the student report and the answer key have work to show).
 */
async function newClassroom(api: APIRequestContext) {
  const room = await newDiagnosticClass(api, {
    prefix: 'screens',
    teacher: { first: 'Nora', last: 'Quinlan' },
    className: 'Room 12',
    password: PASSWORD,
  });
  const { studentHeaders } = room;
  const pretest = (await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: studentHeaders })))[0]!;
  const answers = pretest.questions.map((q, i) => ({ questionID: q.id, answer: i % 2 ? wrong(q) : right(q) }));
  await okJson(await api.post('/api/student/startquiz', { headers: studentHeaders, data: { quizID: pretest.id } }));
  await okJson(
    await api.post('/api/student/savequiz', { headers: studentHeaders, data: { quizID: pretest.id, Answers: answers, Score: 50 } }),
  );
  return { ...room, pretest };
}

/** Signs out with the header's button (at 1366 px) and waits for the login form. */
async function signOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: say(lang, () => shellText.signOut) }).click();
  await expect(page.getByRole('button', { name: say(lang, () => authText.logMeIn) })).toBeVisible();
}

/**
 * A class's diagnostic and a teacher's class tools, in a class of its own (newClassroom) on a
 * device in `lang`: the student takes the diagnostic (its welcome, a question, Diagnostic
 * Complete); then the teacher: Invite Students, Add Students (the list, its preview, the new
 * sign-ins), the login cards, the student report, the answer key, Build Diagnostic and the class
 * and student diagnostic reports.
 */
export async function classroomScreens(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  const room = await newClassroom(page.request);
  await deviceLanguage(page, lang);

  await signInIn(page, lang, room.username, PASSWORD);
  await page.goto(`/super-diagnostic/${room.classID}`);
  // The welcome is a modal dialog: the page's heading under it is hidden from the accessibility tree.
  const welcome = page.getByRole('dialog', { name: t(() => diagnosticText.welcome) });
  await expect(welcome.getByRole('button', { name: t(() => diagnosticText.start) })).toBeVisible();
  await expect(page.locator('.diag-take h1')).toHaveText(t(() => diagnosticText.diagnostic));
  await check('diagnostic-welcome');
  await welcome.getByRole('button', { name: t(() => diagnosticText.start) }).click();
  await ready(
    page,
    t(() => diagnosticText.diagnostic),
  );
  for (let i = 0; ; i++) {
    const progress = page.locator('.diag-progress');
    await expect(progress).toHaveText(new RegExp(`^${i + 1}\\D`));
    if (i === 0) await check('diagnostic-question');
    const radios = page.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    else await page.getByRole('textbox').fill('noun');
    const last = (await page.getByRole('button', { name: t(() => diagnosticText.finish), exact: true }).count()) > 0;
    await page.getByRole('button', { name: t(() => (last ? diagnosticText.finish : diagnosticText.next)), exact: true }).click();
    if (last) break;
  }
  await expect(page).toHaveURL(/\/superDiagnosticComplete$/);
  await ready(
    page,
    t(() => messages.diagnosticComplete),
    page.getByRole('link', { name: t(() => diagnosticText.returnToDashboard) }),
  );
  await check('diagnostic-complete');
  await signOut(page, lang);

  await signInIn(page, lang, room.email, PASSWORD);
  await ready(
    page,
    t(() => classesText.title),
    page.getByRole('article').first(),
  );
  await page.getByRole('button', { name: t(() => classesText.inviteStudents) }).click();
  const invite = page.getByRole('dialog', { name: t(() => classesText.inviteStudents) });
  await expect(invite).toBeVisible();
  await check('invite-students');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  await page.goto(`/students/${room.classID}`);
  await ready(
    page,
    t(() => studentsText.title),
    page.getByRole('heading', { level: 2, name: t(() => studentsText.studentsIn('Room 12')) }),
  );
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('button', { name: t(() => studentsText.addStudents) }).click();
  const add = page.getByRole('dialog', { name: t(() => rosterText.addStudents) });
  await expect(add.getByRole('textbox', { name: t(() => rosterText.namesLabel) })).toBeVisible();
  await check('add-students');
  await add.getByRole('textbox', { name: t(() => rosterText.namesLabel) }).fill('Ava Brown\nBenjamín Carter-Villanueva');
  await add.getByRole('button', { name: t(() => rosterText.checkList) }).click();
  await expect(add.getByRole('button', { name: t(() => rosterText.addCount(2)) })).toBeVisible();
  await check('add-students-preview');
  await add.getByRole('button', { name: t(() => rosterText.addCount(2)) }).click();
  await expect(add.getByRole('button', { name: t(() => rosterText.printCards) })).toBeVisible();
  await check('add-students-done');
  await add.getByRole('button', { name: t(() => rosterText.printCards) }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${room.classID}/cards$`));
  await ready(
    page,
    t(() => rosterText.loginCardsOf('Room 12')),
    page.getByRole('list', { name: t(() => rosterText.loginCards) }),
  );
  await check('login-cards');

  await page.goto(`/studentprogress/${room.classID}/${room.studentID}`);
  await ready(
    page,
    t(() => teacherProgressText.studentReport),
    page.getByRole('table').first(),
  );
  await check('teacher-student-report');
  await page.goto(`/quizAnswers/${COURSE}/${LESSON}/${room.pretest.id}`);
  // Its heading is the quiz's name (in the reader's language) and what the page shows.
  await ready(page, /./, page.locator('.answer-key li').first());
  await check('quiz-answers');
  await page.goto(`/buildSuperDiagnostic/${room.classID}`);
  await ready(
    page,
    t(() => buildDiagnosticText.title),
    page.getByRole('table').first(),
  );
  await check('build-diagnostic');
  await page.goto(`/super-diagnostic-report-class/${room.classID}`);
  await ready(
    page,
    t(() => messages.diagnosticResultsTitle),
    page.getByRole('link', { name: 'Rosa Diaz' }),
  );
  await check('diagnostic-report-class');
  await page.goto(`/super-diagnostic-report-student/${room.classID}/${room.studentID}`);
  await ready(page, 'Rosa Diaz', page.getByRole('table').first());
  await check('diagnostic-report-student');
}

/**
 * The super-teacher's screens (Manage Teachers, Teacher Progress) and the admin's lists (teachers,
 * students), as the demo accounts on a device in `lang` (the accounts unchanged).
 */
export async function superTeacherAndAdminScreens(page: Page, check: Check, lang: Lang = 'en'): Promise<void> {
  const t = <T>(read: () => T) => say(lang, read);
  const { 'Super teacher': superTeacher, Admin: admin } = demoAccounts();
  await deviceLanguage(page, lang);
  await signInIn(page, lang, superTeacher!.login, superTeacher!.password);
  await page.goto('/teachers');
  await ready(
    page,
    t(() => teachersText.title),
    page.getByRole('region', { name: t(() => teachersText.teachersRegion) }).getByRole('table'),
  );
  await check('super-teachers');
  await page.goto('/teacherprogress');
  await ready(
    page,
    t(() => teacherProgressText.teacherProgress),
    page.getByRole('table').first(),
  );
  await check('super-teacher-progress');
  await signOut(page, lang);

  await signInIn(page, lang, admin!.login, admin!.password);
  for (const kind of ['teachers', 'students'] as const) {
    await page.goto(`/admin/${kind}`);
    await ready(
      page,
      t(() => adminText[kind]),
      page.getByRole('table').first(),
    );
    await check(`admin-${kind}`);
  }
}
