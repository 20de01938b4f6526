import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Question, Quiz } from '../../src/shared/api/content';
import { rightAnswer } from '../../src/shared/domain/items';
import { expect, okJson, test, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { verifiedTeacher } from './support/verifiedTeacher';

/**
 * Issue 27, the teacher's side of mastery: a class of 30 with mixed practice, read at 1366x768 in
 * one screen, weakest first, sortable, and its CSV equal to the table on screen.
 */
const PASSWORD = 'chalk42';
const COURSE = 'verbs-and-tenses';
const LESSON = 'vt-active-passive';

async function classOf30(api: APIRequestContext) {
  const { email, headers } = await verifiedTeacher(api, { label: 'grid.teacher', first: 'Amara', last: 'Okafor', password: PASSWORD });
  const code = await okJson<string>(await api.get('/api/class/getcode', { headers }));
  const cls = (await okJson<{ value: { id: string } }>(await api.post('/api/class/save', { headers, data: { name: 'Room 12', code } }))).value;
  const students: { key: string; name: string }[] = [];
  for (let i = 1; i <= 30; i++) {
    const made = await okJson<{ user: { apiKey: string } }>(
      await api.post('/api/student/create', {
        data: { User: { username: unique(`grid${i}.`), first: `Pupil${i}`, last: 'Reyes', password: PASSWORD }, Class: { code } },
      }),
    );
    students.push({ key: made.user.apiKey, name: `Pupil${i} Reyes` });
  }
  return { email, classID: cls.id, students };
}

const wrongOf = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : 'zzz');

test('a teacher of 30 reads the mastery grid in one screen, weakest first, and its CSV equals the screen', async ({ page }) => {
  test.setTimeout(180_000);
  const api = page.request;
  const { email, classID, students } = await classOf30(api);
  // Mixed practice: student i answers i right of 12 (some master the lesson, some barely start, five not at all).
  const quizzes = await okJson<Quiz[]>(await api.get(`/api/quiz/getall?lessonID=${LESSON}`, { headers: { 'X-Api-Key': students[0]!.key } }));
  const bank = await okJson<{ bank: Question[] }>(await api.get(`/api/lesson/practiceitems?lessonID=${LESSON}`, { headers: { 'X-Api-Key': students[0]!.key } }));
  const pool = [...quizzes.filter((q) => q.type === 2).flatMap((q) => q.questions), ...bank.bank];
  const bySkill = new Map<string, Question>();
  for (const q of pool) if (!bySkill.has(q.skill ?? '')) bySkill.set(q.skill ?? '', q);
  const ordered = [...bySkill.values(), ...pool.filter((q) => ![...bySkill.values()].includes(q))];
  for (const [i, s] of students.slice(0, 25).entries()) {
    const answers = ordered.slice(0, 12).map((q, k) => ({ answerID: crypto.randomUUID(), itemID: q.id, answer: k <= i ? rightAnswer(q) : wrongOf(q) }));
    await okJson(await api.post('/api/student/practice', { headers: { 'X-Api-Key': s.key }, data: { lessonID: LESSON, answers } }));
  }

  await signIn(page, email, PASSWORD);
  await page.goto(`/mastery/${classID}`);
  await expect(page).toHaveTitle(/Mastery/);
  await page.getByLabel('Show', { exact: true }).selectOption(`course:${COURSE}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  // Words, not colour alone, and the weakest first: the five who never practised lead.
  const firstRows = await table.getByRole('rowheader').allInnerTexts();
  expect(firstRows.slice(0, 5).sort()).toEqual(['Pupil26 Reyes', 'Pupil27 Reyes', 'Pupil28 Reyes', 'Pupil29 Reyes', 'Pupil30 Reyes']);
  const lessonColumn = (await table.getByRole('columnheader').allInnerTexts()).indexOf('Active and Passive Voice');
  expect(lessonColumn).toBeGreaterThan(0);
  const cell = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}\\b`) }).getByRole('cell').nth(lessonColumn - 1);
  await expect(cell('Pupil30 Reyes')).toHaveText('Not started');
  await expect(cell('Pupil20 Reyes')).toHaveText('Mastered');
  await expect(cell('Pupil2 Reyes')).toHaveText(/^\d+%$/);
  // One screen at 1366x768: the whole table without scrolling the page.
  const box = (await table.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768 + (await page.evaluate(() => window.scrollY)));
  await page.screenshot({ path: 'test-results/screens/mastery-grid.png' });

  // Sorted by name: "Pupil2" before "Pupil10".
  await page.getByLabel('Sort', { exact: true }).selectOption('name');
  const byName = await table.getByRole('rowheader').allInnerTexts();
  expect(byName.indexOf('Pupil2 Reyes')).toBeLessThan(byName.indexOf('Pupil10 Reyes'));

  // The CSV is the table as shown, row for row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8').trim().split(/\r\n/);
  const screen = await table.getByRole('row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.trim()).join(',')));
  expect(csv).toEqual(screen);
});
