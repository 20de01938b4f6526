import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  evaluateWriting,
  getClassAssignments,
  getClassWritingResults,
  getWritingAssignment,
  getWritingAssignments,
  getWritingResult,
  saveWriting,
} from '../../src/shared/api/writing';
import { extraMessages, messages } from '../../src/shared/messages';
import { earnedBadges, writingResults } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { loadContent, makeExpired, OUR_ASSIGNMENTS, unloadContent } from './writing-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
  await loadContent(srv);
});
afterEach(async () => {
  await unloadContent(srv);
});

const WA = 'wt-nouns-writing';
const save = (key: string | null, studentText: string, over: Record<string, unknown> = {}) =>
  request(srv.url, saveWriting, { body: { writingAssignmentID: WA, studentText, ...over }, key });
const evaluate = (key: string, id: string, TeacherText: string, IsCorrect: boolean, over: Record<string, unknown> = {}) =>
  request(srv.url, evaluateWriting, { body: { id, TeacherText, IsCorrect, ...over }, key });
const resultOf = (key: string, writingAssignmentID = WA, studentID?: string) =>
  request(srv.url, getWritingResult, { query: { writingAssignmentID, ...(studentID ? { studentID } : {}) }, key });
const classResults = (key: string, classID: string, writingAssignmentID = WA) =>
  request(srv.url, getClassWritingResults, { query: { classID, writingAssignmentID }, key });
const storedRows = () => srv.database.db.select().from(writingResults);

/** A teacher with a class and one student in it. */
async function classroom() {
  const { teacher, cls } = await teacherWithClass(srv);
  const student = await registerStudent(srv, cls.code, { first: 'Ava', last: 'Stone' });
  return { teacher, cls, student };
}

const ATTACKS = [
  '<p>Hello<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<p onclick="alert(1)" style="color:red">styled</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<svg><script>alert(1)</script></svg>',
  '<!-- <script>alert(1)</script> -->kept',
];
const UNSAFE = /<script|onerror|onclick|javascript:|style=|<img|<a |<svg/i;

describe('POST /api/writingassignment/save', () => {
  it('stores the sanitized text and answers it with no script, handler or javascript: URL', async () => {
    const { student } = await classroom();
    const text = `<p>My <strong>bold</strong> idea</p><ul><li>one</li></ul>${ATTACKS.join('')}`;
    const res = await save(student.key, text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.studentText).not.toMatch(UNSAFE);
    expect(res.body.result.studentText).toContain('<p>My <strong>bold</strong> idea</p><ul><li>one</li></ul>');
    expect(res.body.result).toMatchObject({ studentID: student.user.id, writingAssignmentID: WA, teacherText: null, isCorrect: null });
    expect(res.body.earnedBadges).toEqual(expect.any(Array));

    const [row] = await storedRows();
    expect(row!.studentText).not.toMatch(UNSAFE);
    expect(row!.studentText).toBe(res.body.result.studentText);
    expect((await resultOf(student.key)).body.studentText).toBe(res.body.result.studentText);
  });

  it('sanitizes on the way out too, whatever is in the database', async () => {
    const { teacher, cls, student } = await classroom();
    const saved = await save(student.key, '<p>fine</p>');
    await srv.database.db
      .update(writingResults)
      .set({ studentText: '<p>old row<img src=x onerror=alert(1)><script>alert(2)</script></p>' })
      .where(eq(writingResults.id, saved.body.result.id));
    const own = await resultOf(student.key);
    expect(own.body.studentText).toBe('<p>old row</p>');
    const list = await classResults(teacher.key, cls.id);
    expect(list.body[0].studentText).toBe('<p>old row</p>');
    const graded = await evaluate(teacher.key, saved.body.result.id, 'Nice', true);
    expect(graded.body.studentText).toBe('<p>old row</p>');
  });

  it('keeps one result per student and assignment: saving again updates it', async () => {
    const { student } = await classroom();
    const first = await save(student.key, '<p>draft</p>');
    const second = await save(student.key, '<p>final</p>', { id: first.body.result.id });
    const third = await save(student.key, '<p>final again</p>');
    expect(second.body.result.id).toBe(first.body.result.id);
    expect(third.body.result.id).toBe(first.body.result.id);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.studentText).toBe('<p>final again</p>');
    expect(third.body.result.createDate).toBe(first.body.result.createDate);
  });

  it('two first saves at once still make one result', async () => {
    const { student } = await classroom();
    const answers = await Promise.all([save(student.key, '<p>a</p>'), save(student.key, '<p>b</p>'), save(student.key, '<p>c</p>')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await storedRows()).toHaveLength(1);
  });

  it('a changed text is ungraded again; the same text keeps its grade and comment', async () => {
    const { teacher, student } = await classroom();
    const saved = await save(student.key, '<p>My text</p>');
    await evaluate(teacher.key, saved.body.result.id, 'Good work', true);
    const same = await save(student.key, '<p>My text</p>');
    expect(same.body.result).toMatchObject({ isCorrect: true, teacherText: 'Good work' });
    const changed = await save(student.key, '<p>My better text</p>');
    expect(changed.body.result).toMatchObject({ isCorrect: null, teacherText: 'Good work' });
  });

  it('ignores a grade the student sends', async () => {
    const { student } = await classroom();
    const res = await save(student.key, '<p>I pass myself</p>', { isCorrect: true });
    expect(res.body.result.isCorrect).toBeNull();
  });

  it('earns a writing badge once, with the save that earns it; a pass grade earns the pass badge', async () => {
    const { teacher, student } = await classroom();
    const first = await save(student.key, '<p>first</p>');
    expect(first.body.earnedBadges.map((b: { id: string }) => b.id)).toContain('wt-badge-saved');
    const again = await save(student.key, '<p>second</p>');
    expect(again.body.earnedBadges.map((b: { id: string }) => b.id)).not.toContain('wt-badge-saved');
    const earned = async () =>
      (await srv.database.db.select().from(earnedBadges).where(eq(earnedBadges.studentID, student.user.id))).map((r) => r.badgeID);
    expect(await earned()).not.toContain('wt-badge-passed');
    await evaluate(teacher.key, first.body.result.id, 'Not yet', false);
    expect(await earned()).not.toContain('wt-badge-passed');
    await evaluate(teacher.key, first.body.result.id, 'Now it is', true);
    const after = await earned();
    expect(after.filter((id) => id === 'wt-badge-saved')).toHaveLength(1);
    expect(after).toContain('wt-badge-passed');
  });

  it('refuses teachers with 403 and the spec’s words, storing nothing', async () => {
    const { teacher } = await classroom();
    const res = await save(teacher.key, '<p>teacher text</p>');
    expect(res).toEqual({ status: 403, body: { message: messages.onlyStudentsSaveWriting } });
    expect(messages.onlyStudentsSaveWriting).toBe('Only students can save Writing Assignments!');
    expect(await storedRows()).toEqual([]);
  });

  it('refuses saving for another student', async () => {
    const { cls, student } = await classroom();
    const other = await registerStudent(srv, cls.code);
    const res = await save(student.key, '<p>for you</p>', { studentID: other.user.id });
    expect(res).toEqual({ status: 403, body: { message: extraMessages.writingStudentMismatch } });
    expect(await storedRows()).toEqual([]);
    const own = await save(student.key, '<p>mine</p>', { studentID: student.user.id });
    expect(own.status).toBe(200);
  });

  it('answers 400 for too long or empty writing and 404 for an unknown assignment', async () => {
    const { student } = await classroom();
    expect(await save(student.key, `<p>${'a'.repeat(50_000)}</p>`)).toEqual({ status: 400, body: { message: extraMessages.writingTooLong } });
    expect(await save(student.key, '<p><br></p><script>alert(1)</script>')).toEqual({ status: 400, body: { message: extraMessages.writingEmpty } });
    expect(await save(student.key, '<p>x</p>', { writingAssignmentID: 'no-such-assignment' })).toEqual({
      status: 404,
      body: { message: extraMessages.writingAssignmentMissing },
    });
    const bad = await raw(`${srv.url}/api/writingassignment/save`, { method: 'POST', key: student.key, body: { writingAssignmentID: WA, studentText: 42 } });
    expect(bad.status).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('answers 401 without a key, and 412 when the student’s class is not active', async () => {
    const { teacher, student } = await classroom();
    expect((await save(null, '<p>x</p>')).status).toBe(401);
    await makeExpired(srv, teacher.user.id);
    expect(await save(student.key, '<p>x</p>')).toEqual({ status: 412, body: { message: extraMessages.studentInactive } });
  });
});

describe('GET /api/writingassignment/getall, /getassignment and /getresult', () => {
  it('lists a lesson’s assignments (all of them without a lesson) and marks the student’s saved ones', async () => {
    const { teacher, student } = await classroom();
    const all = await request(srv.url, getWritingAssignments, { query: {}, key: student.key });
    // Ours come after the shipped curriculum's (their courses are ordered last).
    expect(all.body.map((a: { id: string }) => a.id).filter((id: string) => OUR_ASSIGNMENTS.includes(id))).toEqual(OUR_ASSIGNMENTS);
    expect(all.body.slice(-2).map((a: { id: string }) => a.id)).toEqual(OUR_ASSIGNMENTS);
    const byLesson = await request(srv.url, getWritingAssignments, { query: { lessonID: 'wt-nouns' }, key: student.key });
    expect(byLesson.body).toEqual([
      {
        id: 'wt-nouns-writing',
        lessonID: 'wt-nouns',
        name: 'My Favourite Place',
        description: 'Write five sentences about a place you love.',
        imagePath: null,
        isComplete: false,
        createDate: expect.toSatisfy((d: unknown) => d === null || typeof d === 'string'),
      },
    ]);
    await save(student.key, '<p>done</p>');
    const after = await request(srv.url, getWritingAssignments, { query: { lessonID: 'wt-nouns' }, key: student.key });
    expect(after.body[0].isComplete).toBe(true);
    const one = await request(srv.url, getWritingAssignment, { query: { id: 'wt-nouns-writing' }, key: teacher.key });
    expect(one.body).toMatchObject({ id: 'wt-nouns-writing', name: 'My Favourite Place', isComplete: false });
    expect((await request(srv.url, getWritingAssignment, { query: { id: 'missing-one' }, key: teacher.key })).status).toBe(404);
    expect((await request(srv.url, getWritingAssignments, { query: {}, key: null })).status).toBe(401);
  });

  it('gives the student their own result (null before saving)', async () => {
    const { student } = await classroom();
    expect(await resultOf(student.key)).toEqual({ status: 200, body: null });
    await save(student.key, '<p>mine</p>');
    expect((await resultOf(student.key)).body).toMatchObject({ studentID: student.user.id, studentText: '<p>mine</p>' });
  });

  it('never gives a student another student’s result', async () => {
    const { cls, student } = await classroom();
    const other = await registerStudent(srv, cls.code);
    await save(other.key, '<p>secret</p>');
    expect(await resultOf(student.key, WA, other.user.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await resultOf(student.key)).body).toBeNull();
  });

  it('gives a teacher the result of a student in their class only', async () => {
    const { teacher, student } = await classroom();
    await save(student.key, '<p>hello</p>');
    expect((await resultOf(teacher.key, WA, student.user.id)).body).toMatchObject({ studentText: '<p>hello</p>' });
    expect(await resultOf(teacher.key)).toEqual({ status: 200, body: null });
    const stranger = await teacherWithClass(srv);
    expect(await resultOf(stranger.teacher.key, WA, student.user.id)).toEqual({ status: 404, body: { message: messages.notFound } });
  });
});

describe('The writing portal: /getassignments, /getclassresults, /evaluate', () => {
  it('lists every assignment with the class’s submitted and graded counts', async () => {
    const { teacher, cls, student } = await classroom();
    const second = await registerStudent(srv, cls.code);
    await save(student.key, '<p>a</p>');
    await save(second.key, '<p>b</p>');
    const graded = await save(second.key, '<p>b2</p>');
    await evaluate(teacher.key, graded.body.result.id, 'ok', false);
    const res = await request(srv.url, getClassAssignments, { query: { classID: cls.id }, key: teacher.key });
    expect(res.status).toBe(200);
    const rows = res.body.map((r: Record<string, unknown>) => ({
      id: (r.assignment as { id: string }).id,
      lessonName: r.lessonName,
      courseID: r.courseID,
      submitted: r.submitted,
      graded: r.graded,
    }));
    expect(rows.filter((r: { id: string }) => OUR_ASSIGNMENTS.includes(r.id))).toEqual([
      { id: 'wt-nouns-writing', lessonName: 'Nouns', courseID: 'wt-course-one', submitted: 2, graded: 1 },
      { id: 'wt-commas-writing', lessonName: 'Commas', courseID: 'wt-course-two', submitted: 0, graded: 0 },
    ]);
    // Every other assignment of the curriculum is listed too, with nothing submitted.
    expect(rows.filter((r: { id: string; submitted: number }) => !OUR_ASSIGNMENTS.includes(r.id) && r.submitted > 0)).toEqual([]);
  });

  it('lists the class’s results with each student’s name, and nobody else’s', async () => {
    const { teacher, cls, student } = await classroom();
    const otherClass = await createClass(srv, teacher.key, { name: 'Room 14' });
    const elsewhere = await registerStudent(srv, otherClass.code, { first: 'Zed', last: 'Other' });
    await save(student.key, '<p>in class</p>');
    await save(elsewhere.key, '<p>other class</p>');
    const res = await classResults(teacher.key, cls.id);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      studentID: student.user.id,
      studentText: '<p>in class</p>',
      teacherText: null,
      isCorrect: null,
      student: { id: student.user.id, first: 'Ava', last: 'Stone' },
    });
    expect((await classResults(teacher.key, otherClass.id)).body.map((r: { student: { first: string } }) => r.student.first)).toEqual(['Zed']);
    expect((await classResults(teacher.key, cls.id, 'nope-none')).status).toBe(404);
  });

  it('answers 404 for another teacher’s class and 403 for students', async () => {
    const { cls, student } = await classroom();
    const stranger = await teacherWithClass(srv);
    await save(student.key, '<p>x</p>');
    for (const call of [
      () => classResults(stranger.teacher.key, cls.id),
      () => request(srv.url, getClassAssignments, { query: { classID: cls.id }, key: stranger.teacher.key }),
    ]) {
      expect(await call()).toEqual({ status: 404, body: { message: messages.notFound } });
    }
    expect((await classResults(student.key, cls.id)).status).toBe(403);
    expect((await request(srv.url, getClassAssignments, { query: { classID: cls.id }, key: student.key })).status).toBe(403);
    expect((await classResults('not-a-key', cls.id)).status).toBe(401);
  });

  it('lets the class’s teacher comment and grade; the student then sees it', async () => {
    const { teacher, student } = await classroom();
    const saved = await save(student.key, '<p>My essay</p>');
    const id = saved.body.result.id;
    const pass = await evaluate(teacher.key, id, '  Great use of nouns!  ', true, { StudentID: student.user.id, WritingAssignmentID: WA });
    expect(pass.status, JSON.stringify(pass.body)).toBe(200);
    expect(pass.body).toMatchObject({ id, teacherText: 'Great use of nouns!', isCorrect: true, student: { first: 'Ava', last: 'Stone' } });
    expect((await resultOf(student.key)).body).toMatchObject({ teacherText: 'Great use of nouns!', isCorrect: true });
    const fail = await evaluate(teacher.key, id, 'Check the commas.', false);
    expect(fail.body.isCorrect).toBe(false);
    expect((await resultOf(student.key)).body).toMatchObject({ teacherText: 'Check the commas.', isCorrect: false });
  });

  it('needs a comment: 400 "Please add comments before sending."', async () => {
    const { teacher, student } = await classroom();
    const saved = await save(student.key, '<p>x</p>');
    expect(await evaluate(teacher.key, saved.body.result.id, '   ', true)).toEqual({ status: 400, body: { message: messages.addCommentsBeforeSending } });
    const missing = await raw(`${srv.url}/api/writingassignment/evaluate`, { method: 'POST', key: teacher.key, body: { id: saved.body.result.id, IsCorrect: true } });
    expect(missing).toEqual({ status: 400, body: { message: messages.addCommentsBeforeSending } });
    expect((await resultOf(student.key)).body.isCorrect).toBeNull();
  });

  it('only the teacher of the student’s class may grade: others get 404, students 403', async () => {
    const { cls, student } = await classroom();
    const saved = await save(student.key, '<p>x</p>');
    const id = saved.body.result.id;
    const stranger = await teacherWithClass(srv);
    expect(await evaluate(stranger.teacher.key, id, 'Sneaky', true)).toEqual({ status: 404, body: { message: messages.notFound } });
    const classmate = await registerStudent(srv, cls.code);
    expect((await evaluate(classmate.key, id, 'I grade you', true)).status).toBe(403);
    expect((await evaluate(student.key, id, 'I grade me', true)).status).toBe(403);
    expect((await resultOf(student.key)).body).toMatchObject({ teacherText: null, isCorrect: null });
  });

  it('answers 404 for a mismatched student or assignment, or an unknown result', async () => {
    const { teacher, cls, student } = await classroom();
    const other = await registerStudent(srv, cls.code);
    const saved = await save(student.key, '<p>x</p>');
    const id = saved.body.result.id;
    expect((await evaluate(teacher.key, id, 'c', true, { StudentID: other.user.id })).status).toBe(404);
    expect((await evaluate(teacher.key, id, 'c', true, { WritingAssignmentID: 'wt-commas-writing' })).status).toBe(404);
    expect((await evaluate(teacher.key, '3f1c2b8e-7a41-4c5d-9e2f-0a1b2c3d4e5f', 'c', true)).status).toBe(404);
    expect((await evaluate(teacher.key, 'not-a-uuid', 'c', true)).status).toBe(400);
  });

  it('refuses grading while the teacher’s account is inactive (412)', async () => {
    const { teacher, student } = await classroom();
    const saved = await save(student.key, '<p>x</p>');
    await makeExpired(srv, teacher.user.id);
    expect(await evaluate(teacher.key, saved.body.result.id, 'c', true)).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
  });
});
