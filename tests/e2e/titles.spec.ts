import type { Page } from '@playwright/test';
import type { Quiz } from '../../src/shared/api/content';
import { screenTitleText } from '../../src/client/ui/screenTitles';
import { demoAccounts, expect, newDiagnosticClass, okJson, QUIZ_OPEN_TIMEOUT_MS, test } from './support/fixtures';
import { signIn } from './support/signIn';
import { COURSE, LESSON, right, say, STEP_GAP_MS, wrong } from './support/screens';

/**
 * Issue 29, WCAG 2.4.2 Page Titled: every screen names itself in the tab, the history and to a
 * screen reader ("<Screen> · Sentence Lab"), not "Sentence Lab" alone; each screen its own name,
 * in the reader's language. Walks every screen a visitor, a student, a teacher, a super-teacher and
 * the admin reach (a class of its own, with a student's diagnostic and pre-test made through the API).
 */
const PASSWORD = 'chalk42';
type Key = keyof typeof screenTitleText;
const titleOf = (key: Key, lang: 'en' | 'es' = 'en') => `${say(lang, () => screenTitleText[key] as string)} · Sentence Lab`;

/** Every title seen, by the screen it belongs to: one screen, one title; two screens, two titles. */
const seen = new Map<Key, Set<string>>();

/** Opens `path`, checks it is still there (no redirect elsewhere) and that the tab names its screen. */
async function visit(page: Page, path: string, key: Key, landsOn: RegExp = new RegExp(`^${path.replace(/[?]/g, '\\?')}`)) {
  await page.goto(path);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { message: `${path} stays` }).toMatch(landsOn);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page, `title of ${path}`).toHaveTitle(titleOf(key));
  const title = await page.title();
  expect(title).not.toBe('Sentence Lab');
  expect(title.replace(/ · Sentence Lab$/, '').trim().length, `${path}: a name before the product's`).toBeGreaterThan(2);
  seen.set(key, (seen.get(key) ?? new Set()).add(title));
}

test.describe.configure({ mode: 'serial' });

type Room = Awaited<ReturnType<typeof newDiagnosticClass>> & { pretest: Quiz; practice: Quiz; writing: { path: string } };
let made: Room | undefined;

/** The walk's class (made once, through the API): a trial teacher, "Room 9" with its diagnostic on, and Rosa, who took the pre-test. */
async function theRoom(page: Page): Promise<Room> {
  if (made) return made;
  const api = page.request;
  const room = await newDiagnosticClass(api, { prefix: 'titles', teacher: { first: 'Tess', last: 'Hale' }, className: 'Room 9', password: PASSWORD });
  const headers = room.studentHeaders;
  const quizzes = await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers }));
  const pretest = quizzes[0]!;
  await okJson(await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } }));
  const answers = pretest.questions.map((q, i) => ({ questionID: q.id, answer: i % 2 ? wrong(q) : right(q) }));
  await okJson(await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers: answers, Score: 50 } }));
  const assignments = await okJson<{ id: string; lessonID: string }[]>(await api.get('/api/writingassignment/getall', { headers }));
  const lessons = await okJson<{ id: string; courseID: string }[]>(await api.get('/api/lesson/getall', { headers }));
  const wa = assignments[0]!;
  const waLesson = lessons.find((l) => l.id === wa.lessonID)!;
  made = { ...room, pretest, practice: quizzes[1]!, writing: { path: `/writingassignment/${waLesson.courseID}/${waLesson.id}/${wa.id}` } };
  return made;
}

test('a visitor: every signed-out screen names itself in the tab, and the name follows the language chosen', async ({ page }) => {
  test.setTimeout(120_000);
  const screens: [string, Key, RegExp?][] = [
    ['/', 'logIn'],
    ['/login', 'logIn'],
    ['/no-such-page', 'logIn'],
    ['/register', 'register'],
    ['/register?type=teacher', 'register'],
    ['/help', 'helpCentre'],
    ['/help/students', 'helpStudents'],
    ['/help/teachers', 'helpTeachers'],
    ['/help/offline', 'helpOffline'],
    ['/help/tour', 'helpTour'],
    ['/help/contact', 'contact'],
    ['/about', 'about'],
    ['/features', 'features'],
    ['/pricing', 'pricing'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/login/invitation', 'invitation'],
    ['/verify', 'emailVerified'],
    ['/verifyerror', 'verificationLink'],
    ['/kiosk', 'kiosk'],
  ];
  for (const [path, key, landsOn] of screens) await visit(page, path, key, landsOn);

  // Moving within the app (no page load) names the new screen; Back names the old one again.
  await page.goto('/');
  await expect(page).toHaveTitle(titleOf('logIn'));
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle(titleOf('pricing'));
  await page.goBack();
  await expect(page).toHaveTitle(titleOf('logIn'));

  // Spanish, chosen on the login page: the tab says the screen in Spanish at once.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Iniciar sesión · Sentence Lab');
  expect(titleOf('logIn', 'es')).toBe('Iniciar sesión · Sentence Lab');
  await page.goto('/help');
  await expect(page).toHaveTitle('Centro de ayuda · Sentence Lab');
});

test('a student: the dashboard, course, lesson, practice, quiz, result, writing, diagnostic, progress and profile each name themselves, in English and in Spanish', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const room = await theRoom(page);
  await signIn(page, room.username, PASSWORD);
  const quiz = (q: Quiz) => `/quiz/${COURSE}/${LESSON}/${q.id}`;
  const screens: [string, Key][] = [
    ['/courses', 'courses'],
    [`/courseLessons/${COURSE}`, 'courseLessons'],
    [`/lesson/${COURSE}/${LESSON}`, 'lesson'],
    [`/practice/${COURSE}/${LESSON}`, 'practice'],
    [quiz(room.practice), 'quiz'],
    [room.writing.path, 'writing'],
    [`/super-diagnostic/${room.classID}`, 'diagnostic'],
    ['/superDiagnosticComplete', 'diagnosticComplete'],
    ['/progress', 'myProgress'],
    ['/profile', 'profile'],
  ];
  for (const [path, key] of screens) await visit(page, path, key);

  // Taking the practice quiz: its result is a screen of its own (reached only by finishing, in this tab).
  await page.goto(quiz(room.practice));
  const questions = room.practice.questions;
  for (const [i, q] of questions.entries()) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of ${questions.length}` })).toBeVisible({ timeout: QUIZ_OPEN_TIMEOUT_MS });
    await expect(page).toHaveTitle(titleOf('quiz'));
    if (q.type === 'choice') await page.getByRole('radio', { name: right(q), exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill(right(q));
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.feedback')).toBeVisible();
    await page.waitForTimeout(STEP_GAP_MS);
    await page.getByRole('button', { name: i === questions.length - 1 ? 'Finish' : 'Next', exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/quizComplete/${COURSE}/${LESSON}/${room.practice.id}$`));
  await expect(page).toHaveTitle(titleOf('quizComplete'));
  await visit(page, `/quizComplete/${COURSE}/${LESSON}/${room.practice.id}`, 'quizComplete');

  // The same screens in Spanish, the student's own language (kept on the account).
  await okJson(await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers: room.studentHeaders }));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await signIn(page, room.username, PASSWORD);
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Cursos · Sentence Lab');
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect(page).toHaveTitle('Lección · Sentence Lab');
  await page.goto('/progress');
  await expect(page).toHaveTitle(titleOf('myProgress', 'es'));
  expect(titleOf('myProgress', 'es')).toBe('Mi informe de progreso · Sentence Lab');
});

test('a teacher, a super-teacher and the admin: every screen of theirs names itself in the tab', async ({ page }) => {
  test.setTimeout(180_000);
  const room = await theRoom(page);
  await signIn(page, room.email, PASSWORD);
  const c = room.classID;
  const screens: [string, Key, RegExp?][] = [
    ['/classes', 'dashboard'],
    [`/students/${c}`, 'manageStudents'],
    [`/classprogress/${c}/${LESSON}`, 'classProgress'],
    ['/classprogress', 'classProgress', /^\/classprogress/],
    [`/studentprogress/${c}/${room.studentID}`, 'studentReport'],
    ['/customLessons', 'customLessons', /^\/customLessons/],
    [`/gradingwritingassignment/${c}`, 'writingPortal'],
    [`/mastery/${c}`, 'mastery'],
    [`/buildSuperDiagnostic/${c}`, 'buildDiagnostic'],
    [`/super-diagnostic-report-class/${c}`, 'diagnosticResults'],
    [`/super-diagnostic-report-student/${c}/${room.studentID}`, 'studentDiagnostic'],
    [`/quizAnswers/${COURSE}/${LESSON}/${room.pretest.id}`, 'answerKey'],
    [`/classes/${c}/cards`, 'loginCards'],
    ['/courses', 'courses'],
    ['/profile', 'profile'],
    ['/payment', 'payment'],
  ];
  for (const [path, key, landsOn] of screens) await visit(page, path, key, landsOn);

  // The side menu moves without a page load: the tab follows, and Back restores the name.
  await page.goto(`/students/${c}`);
  await expect(page).toHaveTitle(titleOf('manageStudents'));
  await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'View Progress Reports' }).click();
  await expect(page).toHaveURL(/\/classprogress/);
  await expect(page).toHaveTitle(titleOf('classProgress'));
  await page.goBack();
  await expect(page).toHaveTitle(titleOf('manageStudents'));

  const accounts = demoAccounts();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, accounts['Super teacher']!.login, accounts['Super teacher']!.password);
  await visit(page, '/teachers', 'manageTeachers');
  await visit(page, '/teacherprogress', 'teacherProgress', /^\/teacherprogress/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, accounts['Admin']!.login, accounts['Admin']!.password);
  await visit(page, '/admin/teachers', 'adminTeachers');
  await visit(page, '/admin/students', 'adminStudents');
  await visit(page, '/admin/billing', 'billingAlerts');
});

test('every screen seen has one name of its own: no two screens share a title', () => {
  expect(seen.size, 'screens walked').toBeGreaterThanOrEqual(45);
  for (const [key, titles] of seen) expect([...titles], `${key} has one title`).toHaveLength(1);
  const titles = [...seen.values()].map((s) => [...s][0]!);
  const twice = titles.filter((t, i) => titles.indexOf(t) !== i);
  expect(twice, 'titles two screens share').toEqual([]);
});
