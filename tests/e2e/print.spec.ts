import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoAccounts, expect, newDiagnosticClass, okJson, test, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import type { Quiz } from '../../src/shared/api/content';
import type { DiagnosticQuiz } from '../../src/shared/api/diagnostic';

/**
 * Printing (issue 15): the diagnostic reports print without the site header, the side menu and
 * the class selector; every progress print starts with whose report it is and which dates it
 * covers; the student's "Scores over time" chart gives two results of one day two points; the
 * super-teacher report has its chart. Checked in print media (page.emulateMedia), with
 * screenshots of the print views to look at.
 */

const PASSWORD = 'chalk42';
const LESSON = 'pos-nouns';
const SCREENS = 'test-results/screens-print';
type Headers = Record<string, string>;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/** "Aug 1, 2025" for a calendar day, as the print heading writes it. */
const dayText = (y: number, m: number, d: number) =>
  new Date(y, m - 1, d, 12).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const today = new Date();
const schoolYear = today.getMonth() + 1 >= 8 ? today.getFullYear() : today.getFullYear() - 1;
const DATES = `Scores from ${dayText(schoolYear, 8, 1)} to ${dayText(today.getFullYear(), today.getMonth() + 1, today.getDate())}`;

/** Saves a quiz for a student with every answer given (right or not does not matter here). */
async function take(api: APIRequestContext, headers: Headers, quiz: Quiz) {
  await okJson(
    await api.post('/api/student/savequiz', {
      headers,
      data: {
        quizID: quiz.id,
        Score: 0,
        Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: q.type === 'choice' ? q.options[0]!.option : 'noun' })),
      },
    }),
  );
}

/**
 * A trial teacher's class "Print Lab" with the nouns topic in its diagnostic, and a student who
 * took the diagnostic and, on one day, the lesson's pre-test and Practice Set 1.
 */
async function classWithWork(api: APIRequestContext) {
  const room = await newDiagnosticClass(api, {
    prefix: 'print',
    teacher: { first: 'Maya', last: 'Rivera' },
    className: 'Print Lab',
    password: PASSWORD,
  });
  const { studentHeaders } = room;
  const quiz = await okJson<DiagnosticQuiz>(await api.get('/api/student/getsuperdiagnostic', { headers: studentHeaders }));
  const saved = await okJson<{ isComplete: boolean }>(
    await api.post('/api/student/savesuperdiagnostic', {
      headers: studentHeaders,
      data: { quizID: quiz.id, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: q.options[0] ?? 'noun' })) },
    }),
  );
  expect(saved.isComplete).toBe(true);
  const quizzes = await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: studentHeaders }));
  for (const q of quizzes.slice(0, 2)) await take(api, studentHeaders, q);
  return room;
}

/** What print media shows: none of the site's chrome, and the report's heading. */
async function expectPrintView(page: Page, heading: { who: string; dates: string | RegExp }) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.side-menu')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Class' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const printed = page.getByTestId('print-heading');
  await expect(printed).toBeVisible();
  await expect(printed.locator('.print-heading-who')).toHaveText(heading.who);
  await expect(printed.locator('.print-heading-dates')).toContainText(heading.dates);
  // The heading is at the top of the page, under the report's title at most.
  const top = await printed.boundingBox();
  expect(top!.y).toBeLessThan(150);
}

/** The centres of a chart's markers, in document order. */
async function markerCentres(chart: Locator) {
  const points = chart.locator('.chart-point');
  const boxes = [];
  for (let i = 0; i < (await points.count()); i++) {
    const box = (await points.nth(i).boundingBox())!;
    boxes.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  return boxes;
}

test('diagnostic and progress reports print as the report alone, saying whose and which dates; same-day scores are two points', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const work = await classWithWork(page.request);
  await signIn(page, work.email, PASSWORD);
  // On screen: the site's header, the menu, the class selector and Print are there.
  await page.goto(`/super-diagnostic-report-class/${work.classID}`);
  await expect(page.getByText('Students Completed: 1 of 1')).toBeVisible();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toBeVisible();
  await expect(page.getByTestId('print-heading')).toBeHidden();
  // On paper: the report alone.
  await expectPrintView(page, { who: 'Diagnostic results of Print Lab', dates: 'Every result to date' });
  await expect(page.getByRole('table').first()).toBeVisible();
  await shot(page, 'diagnostic-class-print');
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Rosa Diaz' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeVisible();
  await expectPrintView(page, { who: 'Diagnostic results of Rosa Diaz · Class: Print Lab', dates: /^Completed \w{3} \d{1,2}, \d{4}/ });
  await expect(page.locator('.breadcrumb')).toBeHidden();
  await shot(page, 'diagnostic-student-print');
  await page.emulateMedia({ media: 'screen' });

  // The class progress of the lesson.
  await page.goto(`/classprogress/${work.classID}/${LESSON}`);
  await expect(page.getByRole('table', { name: /Nouns/ })).toBeVisible();
  await expectPrintView(page, { who: 'Class: Print Lab · Lesson: Nouns', dates: DATES });
  await expect(page.getByRole('group', { name: 'Dates' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Lesson' })).toBeHidden();
  await shot(page, 'class-progress-print');
  await page.emulateMedia({ media: 'screen' });

  // The student's report: whose, the dates, and the chart with one point per score.
  await page.goto(`/studentprogress/${work.classID}/${work.studentID}`);
  const chart = page.getByRole('img', { name: 'Scores over time: Rosa Diaz' });
  await expect(chart).toBeVisible();
  await expectPrintView(page, { who: 'Student: Rosa Diaz · Class: Print Lab', dates: DATES });
  await expect(chart).toBeVisible();
  const centres = await markerCentres(chart);
  // Two scores of one day (the pre-test and Practice Set 1): two points, far enough apart to see both.
  expect(centres).toHaveLength(2);
  expect(Math.abs(centres[0]!.x - centres[1]!.x)).toBeGreaterThanOrEqual(20);
  await expect(chart.locator('.chart-axis').filter({ hasText: /^\d{2}\/\d{2}\/\d{2}$/ })).toHaveCount(1);
  await shot(page, 'student-progress-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // The student's own report.
  await signIn(page, work.username, PASSWORD);
  await page.goto('/progress');
  const own = page.getByRole('img', { name: 'Scores over time: Rosa Diaz' });
  await expect(own).toBeVisible();
  await expectPrintView(page, { who: 'Student: Rosa Diaz · Class: Print Lab', dates: DATES });
  const ownCentres = await markerCentres(own);
  expect(ownCentres).toHaveLength(2);
  expect(Math.abs(ownCentres[0]!.x - ownCentres[1]!.x)).toBeGreaterThanOrEqual(20);
  await shot(page, 'my-progress-print');
});

test("the super-teacher's report has its chart of class averages, and prints with its heading", async ({ page }) => {
  test.setTimeout(90_000);
  const accounts = demoAccounts();
  const api = page.request;
  // A class of the group's sub-teacher with a student's pre-test in it.
  const sub = await okJson<{ apiKey: string }>(
    await api.post('/api/user/login', { data: { username: accounts['Sub-teacher']!.login, password: accounts['Sub-teacher']!.password } }),
  );
  const headers: Headers = { 'X-Api-Key': sub.apiKey };
  const code = await okJson<string>(await api.get('/api/class/getcode', { headers }));
  const className = unique('Group class ');
  await okJson(await api.post('/api/class/save', { headers, data: { name: className, code } }));
  const student = await okJson<{ user: { apiKey: string } }>(
    await api.post('/api/student/create', {
      data: { User: { username: unique('group.'), first: 'Ada', last: 'Lin', password: PASSWORD }, Class: { code } },
    }),
  );
  const quizzes = await okJson<Quiz[]>(
    await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': student.user.apiKey } }),
  );
  await take(api, { 'X-Api-Key': student.user.apiKey }, quizzes[0]!);

  const owner = accounts['Super teacher']!;
  await signIn(page, owner.login, owner.password);
  await page.goto(`/teacherprogress/${LESSON}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Progress' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(className) })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Class averages by score band: Nouns' });
  await expect(chart).toBeVisible();
  // The chart counts classes (not students), each quiz's bar holding every class of the group.
  await expect(chart.locator('desc')).toContainText('Class averages per score band for each quiz');
  await expectPrintView(page, { who: "Teacher progress of Grace Okafor's group · Lesson: Nouns", dates: DATES });
  await expect(chart).toBeVisible();
  await shot(page, 'teacher-progress-print');
});

test('the per-topic diagnostic report prints as the report alone: no header, side menu or class selector', async ({ page }) => {
  test.setTimeout(90_000);
  const work = await classWithWork(page.request);
  await signIn(page, work.email, PASSWORD);
  await page.goto(`/super-diagnostic-report-class/${work.classID}/dg-nouns`);
  // On screen (issue 29): the student × topic grid sorted by the topic, the topic marked in the class's results, and the site around it.
  const topicColumn = page.getByRole('table', { name: 'Students by topic' }).getByRole('columnheader', { name: /Common and Proper Nouns/ });
  await expect(topicColumn).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('button', { name: /^Common and Proper Nouns/ })).toHaveAttribute('aria-current', 'true');
  const studentRow = page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /Rosa Diaz/ });
  await expect(studentRow).toBeVisible();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toBeVisible();

  await expectPrintView(page, { who: 'Diagnostic results of Print Lab', dates: 'Every result to date' });
  await expect(page.getByRole('navigation', { name: 'Teacher menu' })).toBeHidden();
  await expect(page.locator('.diag-toolbar')).toBeHidden();
  // Still the topic's report on paper: the grid with the topic's column, the student's row and the class results by topic.
  await expect(topicColumn).toBeVisible();
  await expect(topicColumn).toHaveAttribute('aria-sort', 'ascending');
  await expect(studentRow).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Class results by topic' })).toBeVisible();
  // The report starts at the top of the paper: nothing of the site's chrome left above it.
  const heading = (await page.getByTestId('print-heading').boundingBox())!;
  expect(heading.x).toBeLessThan(80);
  await shot(page, 'diagnostic-topic-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();
});

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(css: string): number {
  const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** An element's text colour and the colour behind it (the first ancestor with a background that is not transparent). */
async function inkAndPaper(target: Locator) {
  return target.evaluate((el) => {
    let bg = 'rgb(255, 255, 255)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) {
        bg = c;
        break;
      }
    }
    return { ink: getComputedStyle(el).color, paper: bg };
  });
}

test("login cards printed in the dark theme: usernames and passwords are black on white, not the screen's light text", async ({ page }) => {
  test.setTimeout(90_000);
  const room = await newDiagnosticClass(page.request, {
    prefix: 'printdark',
    teacher: { first: 'Iris', last: 'Moreau' },
    className: 'Dark Room',
    password: PASSWORD,
  });
  await signIn(page, room.email, PASSWORD);
  await page.goto(`/students/${room.classID}`);
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Students' });
  await dialog.getByRole('textbox', { name: 'Names, one student per line' }).fill('Ava Brown\nBenjamín Carter-Villanueva\nChloe Davis');
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await dialog.getByRole('button', { name: 'Add 3 students' }).click();
  await dialog.getByRole('button', { name: 'Print login cards' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${room.classID}/cards$`));
  const card = page.getByRole('listitem', { name: 'Login card for Ava Brown' });
  await expect(card).toBeVisible();

  // The dark theme on screen: light text on a dark card.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const parts = [card.locator('.login-card-login'), card.locator('.login-card-password'), card.locator('.login-card-name'), card.locator('dt').first()];
  const onScreen = await inkAndPaper(parts[0]!);
  expect(luminance(onScreen.ink), `screen ink ${onScreen.ink}`).toBeGreaterThan(0.5);
  expect(luminance(onScreen.paper), `screen paper ${onScreen.paper}`).toBeLessThan(0.05);

  // On paper, still in the dark theme: dark ink on white, usernames and passwords black.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.site-header')).toBeHidden();
  for (const part of parts) {
    const { ink, paper } = await inkAndPaper(part);
    expect(luminance(paper), `paper behind ${await part.innerText()}: ${paper}`).toBeGreaterThan(0.95);
    expect(contrast(ink, paper), `${await part.innerText()}: ${ink} on ${paper}`).toBeGreaterThanOrEqual(7);
  }
  for (const part of parts.slice(0, 2)) expect((await inkAndPaper(part)).ink).toBe('rgb(0, 0, 0)');
  const body = await page.evaluate(() => ({ ink: getComputedStyle(document.body).color, paper: getComputedStyle(document.body).backgroundColor }));
  expect(luminance(body.paper)).toBeGreaterThan(0.95);
  expect(contrast(body.ink, body.paper)).toBeGreaterThanOrEqual(7);
  await shot(page, 'login-cards-dark-print');
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'login-cards-dark-print-360');
  await page.setViewportSize({ width: 1366, height: 768 });
  // Back on screen the dark theme is as it was.
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
  expect((await inkAndPaper(parts[0]!)).ink).toBe(onScreen.ink);
});
