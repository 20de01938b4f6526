import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getClassCsv,
  getClassReport,
  getStudentCsv,
  getStudentProgressReport,
  getStudentReport,
  type ClassReport,
  type ProgressRow,
  type StudentReport,
} from '../../src/shared/api/progress';
import { resetStudentProgress } from '../../src/shared/api/quizzes';
import { addDays, calendarDay, parseCsv, schoolYearStart, shortDate, toUSDate } from '../../src/shared/domain/progress';
import { messages } from '../../src/shared/messages';
import { raw, request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { classroom, firstLesson, save, start } from './quizzes-fixtures';
import { backdate, classWithProgress, scoreOf, took } from './progress-fixtures';
import { registerStudent } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const today = () => calendarDay(srv.clock.now);

describe('GET /progress/getstudentreport', () => {
  it('has a row per lesson with work: five cells with score, MM/DD/YY date, lock, and averages ignoring "--" (PRG-07, 08, 16, 23, 25)', async () => {
    const { teacher, ava, lesson, quizzes, pretest, practice } = await classWithProgress(srv);
    const res = await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id } });
    expect(res.status).toBe(200);
    const report = res.body as StudentReport;
    expect(report.student).toEqual({ id: ava.user.id, first: 'Ava', last: 'Zimmer' });
    expect(report.range).toEqual({ start: schoolYearStart(today()), end: addDays(today(), 1) });
    expect(report.rows.map((r) => r.lessonID)).toEqual([lesson.id]);
    const [row] = report.rows as [ProgressRow];
    expect(row.lessonName).toBe(lesson.name);
    const practiceScore = scoreOf(practice, practice.questions.length - 1);
    expect(row.cells.map((c) => c.display)).toEqual(['100%', `${practiceScore}%`, '--', '--', '--']);
    expect(row.cells.map((c) => c.quizID)).toEqual(quizzes.map((q) => q.id));
    expect(row.cells[0]).toMatchObject({
      quizID: pretest.id,
      column: 1,
      score: 100,
      dateText: shortDate(srv.clock.now),
      isLocked: true,
      isComplete: true,
      overridden: false,
    });
    expect(row.cells[0]!.dateText).toMatch(/^\d\d\/\d\d\/\d\d$/);
    // A quiz with no result: "--", not locked, no date.
    expect(row.cells[2]).toMatchObject({ score: null, display: '--', date: null, dateText: '', isLocked: false, overridden: false });
    expect(row.priorAttempts).toEqual([]);
    expect(report.averages).toEqual([100, practiceScore, null, null, null]);
  });

  it('a reset score shows "--" (overridden) and moves to the prior attempts; a retake shows again (PRG-12, 14, 24)', async () => {
    const { teacher, ava, pretest, avaPretest } = await classWithProgress(srv);
    const reset = await request(srv.url, resetStudentProgress, { key: teacher.key, body: { studentID: ava.user.id, type: 'diagnostic' } });
    expect(reset.status).toBe(200);
    let row = (await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id } })).body.rows[0] as ProgressRow;
    expect(row.cells[0]).toMatchObject({ score: null, display: '--', overridden: true, isLocked: false, resultID: null });
    expect(row.priorAttempts).toEqual([
      expect.objectContaining({ resultID: avaPretest, quizID: pretest.id, column: 1, score: 100, overridden: true, outsideRange: false }),
    ]);

    const retake = await took(srv, ava.key, pretest, 1);
    row = (await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id } })).body.rows[0];
    expect(row.cells[0]).toMatchObject({ resultID: retake, score: scoreOf(pretest, 1), overridden: false, isLocked: true });
    expect(row.priorAttempts.map((a) => a.resultID)).toEqual([avaPretest]);
  });

  it('a locked result outside the date range shows as overridden; a range that holds it shows the score (PRG-26)', async () => {
    const { teacher, ava, avaPretest } = await classWithProgress(srv);
    // Taken in the previous school year.
    const taken = new Date(schoolYearStart(today()) + 'T00:00:00Z');
    taken.setUTCDate(taken.getUTCDate() - 20);
    await backdate(srv, avaPretest, taken);

    const byDefault = (await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id } })).body as StudentReport;
    expect(byDefault.rows[0]!.cells[0]).toMatchObject({
      resultID: avaPretest,
      score: null,
      display: '--',
      overridden: true,
      isLocked: true,
      dateText: shortDate(taken),
    });
    expect(byDefault.averages[0]).toBeNull();

    const start = toUSDate(addDays(calendarDay(taken), -1));
    const wide = (await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id, start } })).body as StudentReport;
    expect(wide.rows[0]!.cells[0]).toMatchObject({ score: 100, display: '100%', overridden: false });
  });

  it('end is the last day plus one: a result saved today is in with end = tomorrow, out with end = today (PRG-28)', async () => {
    const { teacher, ava } = await classWithProgress(srv);
    const ask = (end: string) =>
      request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id, start: toUSDate(today()), end: toUSDate(end), tzOffset: '0' } });
    expect((await ask(addDays(today(), 1))).body.rows[0].cells[0].display).toBe('100%');
    const excluded = await ask(today());
    expect(excluded.status).toBe(400);
    expect(excluded.body).toEqual({ message: 'The start date must be before the end date.' });
    const yesterday = await request(srv.url, getStudentReport, {
      key: teacher.key,
      query: { studentID: ava.user.id, start: addDays(today(), -3), end: today() },
    });
    expect(yesterday.body.rows[0].cells[0]).toMatchObject({ display: '--', overridden: true });
  });

  it('dates are written in the reader\'s time zone (tzOffset)', async () => {
    const { teacher, ava, avaPretest } = await classWithProgress(srv);
    await backdate(srv, avaPretest, new Date(`${today()}T02:00:00Z`));
    const inNewYork = await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: ava.user.id, tzOffset: '240' } });
    expect(inNewYork.body.rows[0].cells[0].dateText).toBe(shortDate(new Date(`${today()}T02:00:00Z`), 240));
    expect(inNewYork.body.rows[0].cells[0].dateText).not.toBe(shortDate(new Date(`${today()}T02:00:00Z`), 0));
  });

  it('a quiz opened three times without a save is locked and incomplete; an incomplete save is incomplete (PRG-17, 18)', async () => {
    const { teacher, student } = await classroom(srv, { paid: true });
    const { quizzes, practice } = await firstLesson(srv, student.key);
    const pe2 = quizzes[2]!;
    for (let i = 0; i < 3; i++) expect((await start(srv, student.key, pe2.id)).status).toBe(200);
    const partial = await save(srv, student.key, practice, 0);
    expect(partial.status).toBe(200);
    await srv.database.db.execute(sql`update quiz_results set is_complete = false where id = ${partial.body.result.id}`);
    const row = (await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: student.user.id } })).body.rows[0] as ProgressRow;
    expect(row.cells[1]).toMatchObject({ score: 0, display: '0%', isLocked: true, isComplete: false });
    expect(row.cells[2]).toMatchObject({ score: null, display: '--', isLocked: true, isComplete: false, overridden: false });
  });

  it('lessonFilter=all lists every lesson of the curriculum; a student with no work has no rows by default', async () => {
    const { teacher, student } = await classroom(srv, { paid: true });
    const none = await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: student.user.id } });
    expect(none.body.rows).toEqual([]);
    expect(none.body.averages).toEqual([null, null, null, null, null]);
    const all = await request(srv.url, getStudentReport, { key: teacher.key, query: { studentID: student.user.id, lessonFilter: 'all' } });
    expect(all.body.rows.length).toBeGreaterThanOrEqual(24);
    expect(all.body.rows.every((r: ProgressRow) => r.cells.every((c) => c.display === '--'))).toBe(true);
  });

  it('refuses bad dates, time zones and filters with 400 and a clear message', async () => {
    const { teacher, ava } = await classWithProgress(srv);
    const ask = (query: Record<string, string>) => raw(`${srv.url}/api/progress/getstudentreport?${new URLSearchParams({ studentID: ava.user.id, ...query })}`, { key: teacher.key });
    expect(await ask({ start: '02/30/2025' })).toEqual({ status: 400, body: { message: 'Start must be a date (MM/DD/YYYY).' } });
    expect(await ask({ end: 'soon' })).toEqual({ status: 400, body: { message: 'End must be a date (MM/DD/YYYY).' } });
    expect(await ask({ tzOffset: 'east' })).toEqual({ status: 400, body: { message: 'tzOffset must be a number of minutes.' } });
    expect(await ask({ tzOffset: '5000' })).toEqual({ status: 400, body: { message: 'tzOffset must be a number of minutes.' } });
    expect(await ask({ lessonFilter: 'some' })).toEqual({ status: 400, body: { message: 'lessonFilter must be progress or all.' } });
    expect((await ask({ studentID: 'nope' })).status).toBe(400);
    expect((await raw(`${srv.url}/api/progress/getstudentreport`, { key: teacher.key })).status).toBe(400);
  });
});

describe('GET /progress/getclassreport', () => {
  it('of one lesson: a row per student by last name, averages over the class (PRG-03, 08)', async () => {
    const { teacher, cls, ava, ben, firstStudent, lesson, pretest } = await classWithProgress(srv);
    const res = await request(srv.url, getClassReport, { key: teacher.key, query: { classID: cls.id, lessonID: lesson.id } });
    expect(res.status).toBe(200);
    const report = res.body as ClassReport;
    expect(report.class).toEqual({ id: cls.id, name: cls.name });
    expect(report.lesson).toEqual({ id: lesson.id, name: lesson.name, courseID: lesson.courseID });
    expect(report.rows.map((r) => r.studentID)).toEqual([ben.user.id, firstStudent.user.id, ava.user.id]);
    expect(report.rows.map((r) => r.cells[0]!.display)).toEqual([`${scoreOf(pretest, 2)}%`, '--', '100%']);
    expect(report.averages[0]).toBe(Math.round((scoreOf(pretest, 2) + 100) / 2));
    expect(report.students.map((s) => s.last)).toEqual(['Adams', 'Lee', 'Zimmer']);
  });

  it('without a lesson: every lesson any student worked on, a row for each student; lessonFilter=all: every lesson', async () => {
    const { teacher, cls, ava } = await classWithProgress(srv);
    const second = await firstLesson(srv, ava.key, 1);
    await took(srv, ava.key, second.pretest);
    const res = await request(srv.url, getClassReport, { key: teacher.key, query: { classID: cls.id } });
    expect(res.body.lesson).toBeNull();
    expect(res.body.rows).toHaveLength(6);
    const all = await request(srv.url, getClassReport, { key: teacher.key, query: { classID: cls.id, lessonFilter: 'all' } });
    expect(all.body.rows.length).toBeGreaterThanOrEqual(24 * 3);
  });

  it('names in natural order: "Pupil2" before "Pupil10" (issue 29)', async () => {
    const { teacher, cls } = await classWithProgress(srv);
    for (const last of ['Pupil10', 'Pupil2', 'Pupil1']) await registerStudent(srv, cls.code, { first: 'Kim', last });
    const res = await request(srv.url, getClassReport, { key: teacher.key, query: { classID: cls.id } });
    expect(res.status).toBe(200);
    const lasts = (res.body as ClassReport).students.map((s) => s.last);
    expect(lasts.filter((l) => l.startsWith('Pupil'))).toEqual(['Pupil1', 'Pupil2', 'Pupil10']);
  });

  it('an empty class has no rows; an unknown lesson is 404; a missing class id is 400', async () => {
    const { teacher, cls } = await classWithProgress(srv);
    const empty = await request(srv.url, getClassReport, { key: teacher.key, query: { classID: cls.id, lessonID: 'no-such-lesson' } });
    expect(empty).toEqual({ status: 404, body: { message: messages.lessonGone } });
    const missing = await raw(`${srv.url}/api/progress/getclassreport`, { key: teacher.key });
    expect(missing.status).toBe(400);
  });
});

describe('GET /progress/studentprogressreport (My Progress Report, PRG-01)', () => {
  it("is the student's own report, with or without their id", async () => {
    const { ava, lesson } = await classWithProgress(srv);
    const mine = await request(srv.url, getStudentProgressReport, { key: ava.key, query: {} });
    expect(mine.status).toBe(200);
    expect(mine.body.student.id).toBe(ava.user.id);
    expect(mine.body.rows.map((r: ProgressRow) => r.lessonID)).toEqual([lesson.id]);
    const byID = await request(srv.url, getStudentProgressReport, { key: ava.key, query: { studentID: ava.user.id } });
    expect(byID.body).toEqual(mine.body);
  });

  it("a classmate's report is 404; the teacher may ask for their student's", async () => {
    const { teacher, ava, ben } = await classWithProgress(srv);
    expect(await request(srv.url, getStudentProgressReport, { key: ben.key, query: { studentID: ava.user.id } })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect((await request(srv.url, getStudentProgressReport, { key: teacher.key, query: { studentID: ava.user.id } })).status).toBe(200);
  });
});

/** The rows of a report as its CSV writes them. */
const asLines = (rows: ProgressRow[], lead: (r: ProgressRow) => string[]) => rows.map((r) => [...lead(r), ...r.cells.flatMap((c) => [c.display, c.dateText])]);
const averageLine = (averages: (number | null)[]) => averages.flatMap((a) => [a === null ? '--' : `${a}%`, '']);
const readCsv = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

describe('CSV downloads equal the screen (PRG-32)', () => {
  it('GET /progress/studentcsv: the same rows, dates and averages as getstudentreport, as an attachment', async () => {
    const { teacher, ava, avaPretest } = await classWithProgress(srv);
    // Something to escape and something outside the range.
    await srv.database.db.execute(sql`update users set last = ${'Zimmer, "Z"'} where id = ${ava.user.id}`);
    await backdate(srv, avaPretest, new Date(`${addDays(schoolYearStart(today()), -3)}T12:00:00Z`));
    const query = { studentID: ava.user.id, tzOffset: '300' };
    const screen = (await request(srv.url, getStudentReport, { key: teacher.key, query })).body as StudentReport;
    const csv = await raw(`${srv.url}/api${getStudentCsv.path}?${new URLSearchParams(query)}`, { key: teacher.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="progress-Ava-Zimmer-Z-${screen.range.start}-to-${addDays(screen.range.end, -1)}.csv"`,
    );
    const lines = readCsv(csv.body as string);
    expect(lines[0]).toEqual([
      'Lesson Name',
      'Pre-Test', 'Pre-Test Date', 'PE 1', 'PE 1 Date', 'PE 2', 'PE 2 Date', 'PE 3', 'PE 3 Date', 'Post-Evaluation', 'Post-Evaluation Date',
    ]);
    expect(lines.slice(1, -1)).toEqual(asLines(screen.rows, (r) => [r.lessonName]));
    expect(lines.at(-1)).toEqual(['Average', ...averageLine(screen.averages)]);
    expect(lines[1]![1]).toBe('--');
    // A student downloads their own; not a classmate's.
    expect((await raw(`${srv.url}/api${getStudentCsv.path}?${new URLSearchParams(query)}`, { key: ava.key })).status).toBe(200);
  });

  it('GET /progress/classcsv: the same rows as getclassreport', async () => {
    const { teacher, cls, lesson } = await classWithProgress(srv);
    for (const query of [{ classID: cls.id, lessonID: lesson.id as string }, { classID: cls.id }] as { classID: string }[]) {
      const screen = (await request(srv.url, getClassReport, { key: teacher.key, query })).body as ClassReport;
      const csv = await raw(`${srv.url}/api${getClassCsv.path}?${new URLSearchParams(query)}`, { key: teacher.key });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="progress-Room-12-Grammar[-A-Za-z0-9]*\.csv"$/);
      const lines = readCsv(csv.body as string);
      expect(lines[0]!.slice(0, 3)).toEqual(['Student Name', 'Lesson Name', 'Pre-Test']);
      expect(lines.slice(1, -1)).toEqual(asLines(screen.rows, (r) => [r.studentName, r.lessonName]));
      expect(lines.at(-1)).toEqual(['Average', '', ...averageLine(screen.averages)]);
      expect(lines.length).toBe(screen.rows.length + 2);
    }
  });

  it('answers 401 without a key and 404 for another teacher', async () => {
    const { cls, ava } = await classWithProgress(srv);
    const stranger = await classroom(srv);
    expect((await raw(`${srv.url}/api/progress/studentcsv?studentID=${ava.user.id}`)).status).toBe(401);
    expect((await raw(`${srv.url}/api/progress/classcsv?classID=${cls.id}`, { key: stranger.teacher.key })).status).toBe(404);
    expect((await raw(`${srv.url}/api/progress/studentcsv?studentID=${ava.user.id}`, { key: stranger.teacher.key })).status).toBe(404);
  });
});
