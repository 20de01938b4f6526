import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { expect, okJson, test, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { verifiedTeacher } from './support/verifiedTeacher';

/**
 * Issue 29, the diagnostic reports for a class of 30 (results made through the API): a student ×
 * topic grid with score bands by word and colour, sortable (names in natural order, a topic
 * weakest first), 12+ students in view at 1366x768; the student report's weak topics (under 60%
 * only, weakest first), the per-student action as the main one, and the student's and the class's
 * lesson states both shown after opening the lessons for one student.
 */
const PASSWORD = 'chalk42';
const SHOTS = '/tmp/shots-diag-reports';
const TOPICS = ['dg-commas', 'dg-fragments-run-ons', 'dg-nouns', 'dg-pronouns', 'dg-capitalization', 'dg-verbs'] as const;
type Topic = (typeof TOPICS)[number];

/** Wrong answers (of 5) per topic for pupil i (1..29): commas and fragments are the class's weakest. */
function wrongsOf(i: number): Record<Topic, number> {
  return {
    'dg-commas': [1, 2, 3, 4][i % 4]!,
    'dg-fragments-run-ons': [1, 2, 3][i % 3]!,
    'dg-nouns': [0, 1, 2][i % 3]!,
    'dg-pronouns': [0, 1][i % 2]!,
    'dg-capitalization': [0, 1, 2, 3][(i + 1) % 4]!,
    'dg-verbs': i % 5 === 0 ? 2 : 0,
  };
}
/** Sophia: commas 0%, pronouns 20%, capitalization 40% (needs work); fragments and nouns 60% (developing); verbs 100%. */
const SOPHIA: Record<Topic, number> = {
  'dg-commas': 5,
  'dg-pronouns': 4,
  'dg-capitalization': 3,
  'dg-fragments-run-ons': 2,
  'dg-nouns': 2,
  'dg-verbs': 0,
};

/** A class of 30 (Extra1..Extra29 Pupil and Sophia Lane), six topics, the diagnostic taken through the API by all but Extra28 and Extra29. */
async function classOf30(api: APIRequestContext) {
  const { email, headers } = await verifiedTeacher(api, { label: 'dgrid.teacher', first: 'Nora', last: 'Quinn', password: PASSWORD });
  const code = await okJson<string>(await api.get('/api/class/getcode', { headers }));
  const classID = (await okJson<{ value: { id: string } }>(await api.post('/api/class/save', { headers, data: { name: 'Room 30', code } }))).value.id;
  const all = await okJson<{ id: string }[]>(await api.get('/api/topic/getall', { headers }));
  await okJson(
    await api.post('/api/customdiagnostic/update', {
      headers,
      data: all.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: (TOPICS as readonly string[]).includes(t.id) })),
    }),
  );
  await okJson(await api.post('/api/class/updateClassSuperDiagnostic', { headers, data: { id: classID, superDiagnosticEnabled: true } }));
  const pack = (await readPackFolder(SHIPPED_PACK_DIR)).pack!;
  // The lessons of Sophia's three weak topics start closed for the class.
  const closed = ['dg-commas', 'dg-pronouns', 'dg-capitalization'].flatMap((id) => pack.topics.find((t) => t.id === id)!.lessonIDs);
  await okJson(
    await api.post('/api/customlesson/update', {
      headers,
      data: closed.map((lessonID) => ({ classID, lessonID, lessonEnabled: false, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false })),
    }),
  );
  const people = [...Array.from({ length: 29 }, (_, k) => ({ first: `Extra${k + 1}`, last: 'Pupil', wrongs: wrongsOf(k + 1) })), { first: 'Sophia', last: 'Lane', wrongs: SOPHIA }];
  const ids: Record<string, string> = {};
  const expected: Record<string, Record<Topic, number> | null> = {};
  for (const p of people) {
    const made = await okJson<{ user: { apiKey: string; id: string } }>(
      await api.post('/api/student/create', {
        data: { User: { username: unique(`${p.first.toLowerCase()}.`), first: p.first, last: p.last, password: PASSWORD }, Class: { code } },
      }),
    );
    const name = `${p.first} ${p.last}`;
    ids[name] = made.user.id;
    if (p.first === 'Extra28' || p.first === 'Extra29') {
      expected[name] = null;
      continue;
    }
    const key = { 'X-Api-Key': made.user.apiKey };
    const quiz = await okJson<{ id: string }>(await api.get('/api/student/getsuperdiagnostic', { headers: key }));
    const Answers = TOPICS.flatMap((id) =>
      pack.topics
        .find((t) => t.id === id)!
        .questions.map((q, n) => {
          const right = q.type === 'choice' ? q.options.find((o) => o.isAnswer)!.option : q.correctAnswer;
          const wrong = q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : 'zzz';
          return { questionID: q.id, answer: n < p.wrongs[id] ? wrong : right };
        }),
    );
    const saved = await okJson<{ isComplete: boolean }>(await api.post('/api/student/savesuperdiagnostic', { headers: key, data: { quizID: quiz.id, Answers } }));
    expect(saved.isComplete).toBe(true);
    expected[name] = Object.fromEntries(TOPICS.map((id) => [id, 100 - 20 * p.wrongs[id]])) as Record<Topic, number>;
  }
  return { email, classID, ids, expected };
}

/** The rows of a table whose whole height is inside the window and its scroll box. */
async function rowsInView(table: Locator) {
  return table.evaluate((el) => {
    const box = el.closest('.dense-scroll')!.getBoundingClientRect();
    const head = el.querySelector('thead')!.getBoundingClientRect();
    return [...el.querySelectorAll('tbody tr')].filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.top >= head.bottom - 1 && r.bottom <= Math.min(window.innerHeight, box.bottom) + 1;
    }).length;
  });
}

/** axe (WCAG 2 A/AA) in the light and the dark theme: no violation on the screen as it stands. */
async function axeBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    });
    if (colorScheme === 'dark') await shot(page, `${name}-dark`);
    expect.soft(found, `axe on ${name} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the class diagnostic report of 30: a student × topic grid with bands by word, sortable weakest first, names in natural order', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  await page.setViewportSize({ width: 1366, height: 768 });
  const { email, classID, expected } = await classOf30(page.request);
  await signIn(page, email, PASSWORD);
  await page.goto(`/super-diagnostic-report-class/${classID}`);
  await expect(page.getByText('Students Completed: 28 of 30')).toBeVisible();

  const grid = page.getByRole('table', { name: 'Students by topic' });
  await expect(grid.getByRole('row')).toHaveCount(31);
  // Every topic is a column, named without the Build screen's unexplained asterisk.
  const heads = await grid.getByRole('columnheader').allInnerTexts();
  const headNames = heads.map((h) => h.split('\n')[0]!.replace(/[↕▲▼]/g, '').trim());
  expect(headNames.slice(0, 2)).toEqual(['Student', 'All topics']);
  expect(headNames.slice(2).sort()).toEqual(
    ['Action and Linking Verbs', 'Capitalization', 'Commas', 'Common and Proper Nouns', 'Fragments and Run-Ons', 'Pronouns'],
  );
  expect(heads.join(' ')).not.toContain('*');
  expect(heads).toHaveLength(8);
  await expect(page.locator('main')).not.toContainText('*');

  // Names in natural order: Extra2 before Extra10, Extra10 before Extra29.
  const names = await grid.getByRole('rowheader').allInnerTexts();
  const natural = Object.keys(expected).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  expect(names).toEqual(natural);
  expect(names.indexOf('Extra2 Pupil')).toBeLessThan(names.indexOf('Extra10 Pupil'));

  // Bands by word and colour: each cell says its band; Sophia's commas (0%) needs work.
  const sophia = grid.getByRole('row', { name: /^Sophia Lane/ });
  const commasColumn = headNames.indexOf('Commas');
  const commasCell = sophia.getByRole('cell').nth(commasColumn - 1);
  await expect(commasCell).toHaveText('0% Needs work');
  await expect(commasCell.locator('.band-cell')).toHaveClass(/band-needsWork/);
  await expect(sophia.getByRole('cell').nth(headNames.indexOf('Action and Linking Verbs') - 1)).toHaveText('100% Secure');
  await expect(sophia.getByRole('cell').nth(headNames.indexOf('Common and Proper Nouns') - 1)).toHaveText('60% Developing');
  for (const word of ['Needs work', 'Developing', 'Secure', 'No score']) await expect(grid.getByText(word).first()).toBeVisible();
  const colours = await commasCell.locator('.band-cell').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colours).not.toBe('rgba(0, 0, 0, 0)');

  // 12 or more students in view at 1366x768, rows at 48 px or less.
  expect(await rowsInView(grid)).toBeGreaterThanOrEqual(12);
  const heights = await grid.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  await shot(page, 'class-report-1366');
  await axeBothThemes(page, 'class-report-1366');

  // Sort by Commas: the weakest first, those without a score last.
  await grid.getByRole('button', { name: 'Sort by Commas' }).click();
  await expect(grid.getByRole('columnheader', { name: /Commas/ })).toHaveAttribute('aria-sort', 'ascending');
  const sortedNames = await grid.getByRole('rowheader').allInnerTexts();
  const commas = sortedNames.map((n) => expected[n]?.['dg-commas'] ?? null);
  expect(sortedNames[0]).toBe('Sophia Lane');
  expect(commas.slice(-2)).toEqual([null, null]);
  const scored = commas.filter((c): c is number => c !== null);
  expect(scored).toEqual([...scored].sort((a, b) => a - b));
  await expect(grid.getByRole('row').nth(1).getByRole('cell').nth(commasColumn - 1)).toHaveText('0% Needs work');
  await shot(page, 'class-report-sorted-commas-1366');

  // Back to names; the second click reverses them.
  await grid.getByRole('button', { name: 'Sort by Student' }).click();
  expect(await grid.getByRole('rowheader').allInnerTexts()).toEqual(natural);

  // The class's results by topic: weakest first, each with its band word.
  const summary = page.getByRole('table', { name: 'Class results by topic' });
  const topicRows = await summary.getByRole('rowheader').allInnerTexts();
  expect(topicRows[0]).toBe('Commas');
  const summaryScores = await summary.locator('tbody tr td .band-score').allInnerTexts();
  const values = summaryScores.map((s) => Number.parseInt(s, 10));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(summary.getByRole('row').nth(1)).toContainText('Needs work');
  // A topic there sorts the grid by it, weakest first.
  await summary.getByRole('button', { name: 'Fragments and Run-Ons' }).click();
  await expect(page).toHaveURL(new RegExp(`/super-diagnostic-report-class/${classID}/dg-fragments-run-ons$`));
  await expect(grid.getByRole('columnheader', { name: /Fragments and Run-Ons/ })).toHaveAttribute('aria-sort', 'ascending');
  const byFragments = (await grid.getByRole('rowheader').allInnerTexts()).map((n) => expected[n]?.['dg-fragments-run-ons'] ?? null);
  const fragScored = byFragments.filter((c): c is number => c !== null);
  expect(fragScored).toEqual([...fragScored].sort((a, b) => a - b));
  expect(fragScored[0]).toBe(40);

  // 360x740: the grid scrolls sideways under a name column that stays put.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/super-diagnostic-report-class/${classID}`);
  await expect(grid.getByRole('row')).toHaveCount(31);
  const scroller = page.locator('[data-dense-table="diag-grid"]');
  const before = (await grid.getByRole('rowheader').first().boundingBox())!;
  await scroller.evaluate((el) => el.scrollTo({ left: 400 }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const after = (await grid.getByRole('rowheader').first().boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  await shot(page, 'class-report-360-scrolled');
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  await shot(page, 'class-report-360');
});

test('a student’s weak topics: under 60% only, weakest first; opening the lessons for her is the main action and both states stay visible', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  await page.setViewportSize({ width: 1366, height: 768 });
  const { email, classID, ids } = await classOf30(page.request);
  await signIn(page, email, PASSWORD);
  await page.goto(`/super-diagnostic-report-class/${classID}`);
  await page.getByRole('link', { name: 'Sophia Lane' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sophia Lane' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/super-diagnostic-report-student/${classID}/${ids['Sophia Lane']}$`));

  // Performance by topic: weakest first, bands by word, no asterisk.
  const topics = page.getByRole('table', { name: 'Performance by topic' });
  const topicOrder = await topics.getByRole('rowheader').allInnerTexts();
  expect(topicOrder.slice(0, 3)).toEqual(['Commas', 'Pronouns', 'Capitalization']);
  expect(topicOrder.slice(3, 5).sort()).toEqual(['Common and Proper Nouns', 'Fragments and Run-Ons']);
  expect(topicOrder[5]).toBe('Action and Linking Verbs');
  await expect(topics.getByRole('row', { name: /^Commas/ })).toContainText('0% Needs work');
  await expect(page.locator('main')).not.toContainText('*');

  const weak = page.getByRole('region', { name: 'Weak topics' });
  const items = weak.locator('.diag-weak-list > li');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(/0% Needs work\s*Commas/);
  await expect(items.nth(1)).toContainText(/20% Needs work\s*Pronouns/);
  await expect(items.nth(2)).toContainText(/40% Needs work\s*Capitalization/);
  // 60% is developing: shown apart, not recommended.
  const developing = weak.locator('.diag-developing');
  await expect(developing.getByRole('heading', { name: 'Developing (60-79%)' })).toBeVisible();
  await expect(developing).toContainText('60% Developing');
  await expect(developing).toContainText('Fragments and Run-Ons');
  await expect(developing).toContainText('Common and Proper Nouns');
  await expect(weak.locator('.diag-weak-list')).not.toContainText('Fragments');
  await expect(weak.locator('.diag-weak-list')).not.toContainText('Nouns');

  // The per-student action is the main (filled) button, the class-wide one the second.
  const forHer = weak.getByRole('button', { name: 'Open these lessons for Sophia' });
  const forClass = weak.getByRole('button', { name: 'Open them for the whole class' });
  await expect(forHer).toHaveClass(/button-primary/);
  await expect(forClass).toHaveClass(/button-secondary/);
  const herFill = await forHer.evaluate((el) => getComputedStyle(el).backgroundColor);
  const classFill = await forClass.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(herFill).not.toBe(classFill);
  const total = await weak.locator('.diag-weak-list a').count();
  expect(total).toBeGreaterThanOrEqual(3);
  expect(total).toBeLessThanOrEqual(6);
  const state = weak.locator('.diag-weak-state');
  await expect(state).toHaveText(`Open for Sophia: 0 of ${total} lessons · Class: 0 of ${total} lessons open`);
  await forClass.scrollIntoViewIfNeeded();
  await shot(page, 'student-report-1366');
  await axeBothThemes(page, 'student-report-1366');

  // For Sophia only: her state changes, the class's stays closed, and the class button stays usable.
  await forHer.click();
  await expect(page.locator('.toast-success', { hasText: 'The lessons are open for Sophia.' })).toBeVisible();
  await expect(state).toHaveText(`Open for Sophia: ${total} of ${total} lessons · Class: 0 of ${total} lessons open`);
  await expect(forClass).toBeEnabled();
  await expect(forHer).toBeDisabled();
  await expect(items.nth(0)).toContainText('(open for Sophia only)');
  await forClass.scrollIntoViewIfNeeded();
  await shot(page, 'student-report-after-student-1366');

  // Then for the class: both states say open.
  await forClass.click();
  await expect(page.locator('.toast-success', { hasText: 'The lessons are enabled for the class.' })).toBeVisible();
  await expect(state).toHaveText(`Open for Sophia: ${total} of ${total} lessons · Class: ${total} of ${total} lessons open`);
  await expect(forClass).toBeDisabled();
  await expect(items.nth(0)).toContainText('(open for the class)');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(weak).toBeVisible();
  await shot(page, 'student-report-360');
  await weak.scrollIntoViewIfNeeded();
  await shot(page, 'student-report-360-weak');
});
