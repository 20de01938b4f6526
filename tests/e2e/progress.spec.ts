import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { recordApiBodies, sentRequests } from './support/apiBodies';
import { test, expect, demoAccounts, unique, createDemoStudent } from './support/fixtures';
import type { Question, Quiz } from '../../src/shared/api/content';
import { parseCsv, shortDate } from '../../src/shared/domain/progress';
import { messages } from '../../src/shared/messages';
import { rightAnswer } from '../../src/shared/domain/items';

/**
 * Progress reports (issue 6): the demo teacher opens a student's report, expands a row, resets
 * the pre-test, downloads the CSV; the class report links to it; the student sees /progress.
 * The student's work is saved through the API first (the quiz screens have their own tests).
 */
const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';

const right = (q: Question) => (rightAnswer(q));
const wrong = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${rightAnswer(q)}zz`);

/** A new student of the demo class who took the pre-test (all right) and Practice Set 1 (all wrong). */
async function studentWithWork(api: APIRequestContext) {
  const username = unique('prog.');
  // Letters only, so that each run's student has a name of their own in the demo class.
  const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const res = await createDemoStudent(api, { username, first: 'Priya', last: `Shah${suffix}`, password: PASSWORD });
  expect(res.status()).toBe(200);
  const created = (await res.json()) as { user: { id: string; apiKey: string; first: string; last: string }; class: { id: string } };
  const headers = { 'X-Api-Key': created.user.apiKey };
  const quizzes = (await (await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers })).json()) as Quiz[];
  const [pretest, practice] = quizzes as [Quiz, Quiz];
  for (const [quiz, answer] of [
    [pretest, right],
    [practice, wrong],
  ] as const) {
    const saved = await api.post('/api/student/savequiz', {
      headers,
      data: { quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: answer(q) })) },
    });
    expect(saved.status()).toBe(200);
  }
  return { username, userID: created.user.id, classID: created.class.id, name: `${created.user.first} ${created.user.last}` };
}

async function logIn(page: Page, login: string, password: string, landing: RegExp) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(landing);
}

const today = () => shortDate(new Date(), new Date().getTimezoneOffset());
const cellsOf = (page: Page, rowName: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${rowName}`) }) })
    .getByRole('cell');

test('a teacher reads a student report, expands a row, resets the pre-test and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await recordApiBodies(page);
  const student = await studentWithWork(page.request);
  const teacher = demoAccounts()['Teacher']!;
  await logIn(page, teacher.login, teacher.password, /\/classes$/);

  // The class report of the lesson lists the student and links to their report (PRG-03, PRG-15).
  await page.goto(`/classprogress/${student.classID}/${LESSON}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class Progress' })).toBeVisible();
  const classTable = page.getByRole('table', { name: /Nouns/ });
  // A dense table (issue 29): sortable headers, the actions column last.
  await expect(classTable.getByRole('columnheader')).toHaveText([/^Student Name/, /^Pre-Test/, /^PE 1/, /^PE 2/, /^PE 3/, /^Post-Evaluation/, 'Actions']);
  const classRow = classTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: student.name, exact: true }) });
  await expect(classRow.getByRole('cell').first()).toContainText('100% Secure');
  // The score distribution chart, with its text alternative.
  await expect(page.getByRole('img', { name: 'Score distribution: Nouns' })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${student.name}` }).click();
  await page.getByRole('menuitem', { name: 'View student report' }).click();
  await expect(page).toHaveURL(new RegExp(`/studentprogress/${student.classID}/${student.userID}$`));

  // The student report: the spec's columns, a row per lesson, scores with dates, lock, averages (PRG-05, 07, 08, 16, 17, 19, 22).
  await expect(page.getByRole('heading', { level: 1, name: 'Student Report' })).toBeVisible();
  const table = page.getByRole('table', { name: `Progress of ${student.name}` });
  await expect(table.getByRole('columnheader')).toHaveText(['Lesson Name', 'Pre-Test', 'PE 1', 'PE 2', 'PE 3', 'Post-Evaluation']);
  const cells = cellsOf(page, 'Nouns');
  await expect(cells.nth(0)).toContainText('100%');
  await expect(cells.nth(0)).toContainText(today());
  await expect(cells.nth(0)).toContainText('Locked');
  await expect(cells.nth(0).locator('[data-band]')).toHaveAttribute('data-band', 'green');
  await expect(cells.nth(1)).toContainText('0%');
  await expect(cells.nth(1).locator('[data-band]')).toHaveAttribute('data-band', 'red');
  await expect(cells.nth(2)).toContainText('--');
  await expect(table.locator('tfoot')).toContainText('Average');
  await expect(table.locator('tfoot td').nth(0)).toContainText('100%');
  await expect(table.locator('tfoot td').nth(2)).toHaveText('--');
  await expect(page.getByRole('img', { name: `Scores over time: ${student.name}` })).toBeVisible();

  // Expanding a row: no prior attempts yet, and the two resets (PRG-09, 10, 11).
  const expand = page.getByRole('button', { name: /^Nouns/ });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No prior attempts found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset post-evaluation' })).toBeVisible();

  // Reset the pre-test: a confirmation, the call, the spec's toast, and the score becomes "--" (PRG-12, 24).
  await page.getByRole('button', { name: 'Reset pre-test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset pre-test' });
  await expect(dialog).toContainText(student.name);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('.toast-success', { hasText: messages.preTestReset })).toBeVisible();
  const resets = (await sentRequests(page)).filter((r) => r.method === 'POST' && r.path === '/api/progress/resetStudentprogress');
  expect(resets.map((r) => JSON.parse(r.body))).toEqual([{ studentID: student.userID, type: 'diagnostic' }]);
  await expect(cells.nth(0)).toContainText('--');
  await expect(cells.nth(0)).not.toContainText('Locked');
  // The reset score is now a prior attempt (the row stays open across the reload).
  await expect(page.getByRole('button', { name: /^Nouns/ })).toHaveAttribute('aria-expanded', 'true');
  const prior = page.getByRole('table', { name: 'Prior attempts' });
  await expect(prior.getByRole('row').nth(1)).toContainText('Pre-Test');
  await expect(prior.getByRole('row').nth(1)).toContainText('100%');
  await expect(prior.getByRole('row').nth(1)).toContainText('Reset');

  // Reset post-evaluation: type postEval and its own toast, spelled as the spec (PRG-13).
  await page.getByRole('button', { name: 'Reset post-evaluation' }).click();
  await page.getByRole('dialog', { name: 'Reset post-evaluation' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('.toast-success', { hasText: messages.postEvalReset })).toBeVisible();
  const postResets = (await sentRequests(page)).filter((r) => r.method === 'POST' && r.path === '/api/progress/resetStudentprogress');
  expect(JSON.parse(postResets.at(-1)!.body)).toEqual({ studentID: student.userID, type: 'postEval' });

  // The CSV holds what the table shows (PRG-32).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^progress-Priya-Shah[A-Za-z0-9-]*\.csv$/);
  const lines = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
  expect(lines[0]).toEqual([
    'Lesson Name',
    'Pre-Test',
    'Pre-Test Date',
    'PE 1',
    'PE 1 Date',
    'PE 2',
    'PE 2 Date',
    'PE 3',
    'PE 3 Date',
    'Post-Evaluation',
    'Post-Evaluation Date',
  ]);
  expect(lines[1]).toEqual(['Nouns', '--', '', '0%', today(), '--', '', '--', '', '--', '']);
  expect(lines[2]).toEqual(['Average', '--', '', '0%', '', '--', '', '--', '', '--', '']);
  await expect(table.locator('tfoot td').nth(1)).toContainText('0%');
});

test('a student sees My Progress Report at /progress and is sent away from the teacher reports', async ({ page }) => {
  const student = await studentWithWork(page.request);
  await logIn(page, student.username, PASSWORD, /\/courses$/);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress Report' })).toBeVisible();
  const cells = cellsOf(page, 'Nouns');
  await expect(cells.nth(0)).toContainText('100%');
  await expect(cells.nth(0)).toContainText(today());
  // The student may not reset their own work.
  await page.getByRole('button', { name: /^Nouns/ }).click();
  await expect(page.getByText('No prior attempts found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset pre-test' })).toHaveCount(0);

  // Teacher reports send a student to /courses (PRG-04, 06, 31).
  for (const path of [
    `/classprogress/${student.classID}/${LESSON}`,
    `/studentprogress/${student.classID}/${student.userID}`,
    `/teacherprogress/${LESSON}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/courses$/);
  }
});

test("a super-teacher's /teacherprogress shows their sub-teachers' classes; other teachers are sent to /courses", async ({ page }) => {
  const accounts = demoAccounts();
  const owner = accounts['Super teacher']!;
  await logIn(page, owner.login, owner.password, /\/classes$/);
  await page.goto(`/teacherprogress/${LESSON}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Progress' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Nouns/ }).getByRole('columnheader')).toHaveText([
    'Teacher',
    'Class',
    'Students',
    'Pre-Test',
    'PE 1',
    'PE 2',
    'PE 3',
    'Post-Evaluation',
  ]);
  // The call sends MM/DD/YYYY dates, the end plus one day (PRG-30).
  const sent = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('/api/progress/getsuperteacherreport')),
  );
  expect(sent.length).toBeGreaterThan(0);
  const url = new URL(sent.at(-1)!);
  expect(url.searchParams.get('lessonID')).toBe(LESSON);
  expect(url.searchParams.get('start')).toMatch(/^08\/01\/\d{4}$/);
  const tomorrow = new Date(Date.now() + 86_400_000);
  expect(url.searchParams.get('end')).toBe(
    `${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${String(tomorrow.getDate()).padStart(2, '0')}/${tomorrow.getFullYear()}`,
  );

  const sub = accounts['Sub-teacher']!;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, sub.login, sub.password, /\/(classes|courses)$/);
  await page.goto(`/teacherprogress/${LESSON}`);
  await expect(page).toHaveURL(/\/courses$/);
});
