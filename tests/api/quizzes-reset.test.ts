import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllClassProgress, resetClassProgress, resetStudentProgress } from '../../src/shared/api/quizzes';
import { messages } from '../../src/shared/messages';
import { quizResults } from '../../src/server/db/schema';
import { request } from './support/client';
import { createClass, registerStudent, registerTeacher } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { createAdmin, updateUser } from './admin-fixtures';
import { classroom, enablePostEval, firstLesson, save, start } from './quizzes-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** Which quizzes of a student still have a result that counts. */
async function counting(studentID: string): Promise<string[]> {
  const rows = await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));
  return rows.filter((r) => !r.overrideScore).map((r) => r.quizID).sort();
}

/** A paid class with two students who took the pre-test, a practice set and the post-evaluation of the first lesson. */
async function classWithWork() {
  const room = await classroom(srv, { paid: true });
  const second = await registerStudent(srv, room.cls.code);
  const lesson = await firstLesson(srv, room.student.key);
  await enablePostEval(srv, room.cls.id, lesson.lesson.id, lesson.lesson.courseID);
  for (const s of [room.student, second]) {
    for (const quiz of [lesson.pretest, lesson.practice, lesson.postEval]) expect((await save(srv, s.key, quiz)).status).toBe(200);
  }
  return { ...room, second, ...lesson };
}

describe('POST /progress/resetclassprogress', () => {
  it("type 'diagnostic' resets the pre-tests of every student of the class, and nothing else (CLS-22, CLS-23)", async () => {
    const { teacher, cls, student, second, pretest, practice, postEval } = await classWithWork();
    const other = await classroom(srv, { paid: true });
    await save(srv, other.student.key, pretest);

    const res = await request(srv.url, resetClassProgress, { key: teacher.key, body: { classID: cls.id, type: 'diagnostic' } });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    for (const s of [student, second]) expect(await counting(s.user.id)).toEqual([practice.id, postEval.id].sort());
    expect(await counting(other.student.user.id)).toEqual([pretest.id]);
    // The pre-test can be taken again.
    expect((await start(srv, student.key, pretest.id)).status).toBe(200);
    expect((await save(srv, student.key, pretest)).status).toBe(200);
  });

  it("type 'postEval' resets the post-evaluations (CLS-24, CLS-25)", async () => {
    const { teacher, cls, student, second, pretest, practice, postEval } = await classWithWork();
    const res = await request(srv.url, resetClassProgress, { key: teacher.key, body: { classID: cls.id, type: 'postEval' } });
    expect(res.status).toBe(200);
    for (const s of [student, second]) expect(await counting(s.user.id)).toEqual([pretest.id, practice.id].sort());
    expect((await start(srv, second.key, postEval.id)).status).toBe(200);
  });

  it('clears the opens of the reset quizzes', async () => {
    const { teacher, cls, student } = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    for (let i = 0; i < 3; i++) await start(srv, student.key, pretest.id);
    expect((await start(srv, student.key, pretest.id)).status).toBe(405);
    await request(srv.url, resetClassProgress, { key: teacher.key, body: { classID: cls.id, type: 'diagnostic' } });
    expect((await start(srv, student.key, pretest.id)).body).toEqual({ opens: 1, remaining: 2 });
  });

  it("answers 404 for another teacher's class, 403 to a student, 400 for an unknown type", async () => {
    const { teacher, cls, student, pretest } = await classWithWork();
    const stranger = await classroom(srv);
    const call = (key: string, body: { classID: string; type: 'diagnostic' | 'postEval' }) => request(srv.url, resetClassProgress, { key, body });
    expect(await call(stranger.teacher.key, { classID: cls.id, type: 'diagnostic' })).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await call(student.key, { classID: cls.id, type: 'diagnostic' })).toEqual({ status: 403, body: { message: messages.forbidden } });
    const bad = await request(srv.url, resetClassProgress, { key: teacher.key, body: { classID: cls.id, type: 'everything' as 'diagnostic' } });
    expect(bad).toEqual({ status: 400, body: { message: 'Type must be diagnostic or postEval.' } });
    expect(await counting(student.user.id)).toContain(pretest.id);
  });

  it("a teacher's other, empty class resets nothing of this one; an admin may reset any class", async () => {
    const { teacher, cls, student, pretest } = await classWithWork();
    const empty = await createClass(srv, teacher.key, { name: 'Empty room' });
    await request(srv.url, resetClassProgress, { key: teacher.key, body: { classID: empty.id, type: 'diagnostic' } });
    expect(await counting(student.user.id)).toContain(pretest.id);
    const admin = await createAdmin(srv);
    expect((await request(srv.url, resetClassProgress, { key: admin.key, body: { classID: cls.id, type: 'diagnostic' } })).status).toBe(200);
    expect(await counting(student.user.id)).not.toContain(pretest.id);
  });
});

describe('POST /progress/resetStudentprogress', () => {
  it("resets one student's pre-tests or post-evaluations (PRG-12 to PRG-14)", async () => {
    const { teacher, student, second, pretest, practice, postEval } = await classWithWork();
    const res = await request(srv.url, resetStudentProgress, { key: teacher.key, body: { studentID: student.user.id, type: 'diagnostic' } });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect(await counting(student.user.id)).toEqual([practice.id, postEval.id].sort());
    expect(await counting(second.user.id)).toEqual([pretest.id, practice.id, postEval.id].sort());
    await request(srv.url, resetStudentProgress, { key: teacher.key, body: { studentID: student.user.id, type: 'postEval' } });
    expect(await counting(student.user.id)).toEqual([practice.id]);
    expect((await start(srv, student.key, pretest.id)).status).toBe(200);
  });

  it("answers 404 for another teacher's student and 403 to students", async () => {
    const { student, second, pretest } = await classWithWork();
    const stranger = await classroom(srv);
    const byStranger = await request(srv.url, resetStudentProgress, { key: stranger.teacher.key, body: { studentID: student.user.id, type: 'diagnostic' } });
    expect(byStranger).toEqual({ status: 404, body: { message: messages.notFound } });
    const byClassmate = await request(srv.url, resetStudentProgress, { key: second.key, body: { studentID: student.user.id, type: 'diagnostic' } });
    expect(byClassmate.status).toBe(403);
    expect(await counting(student.user.id)).toContain(pretest.id);
  });
});

describe('POST /progress/resetallclassprogress', () => {
  const resetAll = (key: string, type: 'diagnostic' | 'postEval') => request(srv.url, resetAllClassProgress, { key, body: { type } });

  it("resets every class of the caller's, and only theirs (CLS-31)", async () => {
    const { teacher, student, second, lesson, pretest, practice, postEval } = await classWithWork();
    // A second class of the same teacher, with a student who took the pre-test.
    const period2 = await createClass(srv, teacher.key, { name: 'Period 2' });
    const third = await registerStudent(srv, period2.code);
    expect((await save(srv, third.key, pretest)).status).toBe(200);
    // Another teacher's student keeps their results.
    const other = await classroom(srv, { paid: true });
    await enablePostEval(srv, other.cls.id, lesson.id, lesson.courseID);
    for (const quiz of [pretest, postEval]) expect((await save(srv, other.student.key, quiz)).status).toBe(200);

    expect(await resetAll(teacher.key, 'diagnostic')).toEqual({ status: 200, body: { ok: true } });
    for (const s of [student, second]) expect(await counting(s.user.id)).toEqual([practice.id, postEval.id].sort());
    expect(await counting(third.user.id)).toEqual([]);
    expect(await counting(other.student.user.id)).toEqual([pretest.id, postEval.id].sort());
    expect((await start(srv, third.key, pretest.id)).status).toBe(200);

    expect((await resetAll(teacher.key, 'postEval')).status).toBe(200);
    for (const s of [student, second]) expect(await counting(s.user.id)).toEqual([practice.id]);
    expect(await counting(other.student.user.id)).toEqual([pretest.id, postEval.id].sort());
    expect((await start(srv, second.key, postEval.id)).status).toBe(200);
  });

  it('answers 403 to a student, 401 without a key, 400 for an unknown type, and 412 to an inactive teacher', async () => {
    const { teacher, student, pretest } = await classWithWork();
    expect(await resetAll(student.key, 'diagnostic')).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect((await request(srv.url, resetAllClassProgress, { body: { type: 'diagnostic' } })).status).toBe(401);
    expect(await resetAll(teacher.key, 'everything' as 'diagnostic')).toEqual({ status: 400, body: { message: 'Type must be diagnostic or postEval.' } });
    await updateUser(srv, teacher.user.id, { paymentPlan: 'expired' });
    expect(await resetAll(teacher.key, 'diagnostic')).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    expect(await counting(student.user.id)).toContain(pretest.id);
  });

  it("an admin resets only their own classes, not every teacher's; a teacher with no classes gets 200", async () => {
    const { student, pretest } = await classWithWork();
    const admin = await createAdmin(srv);
    expect((await resetAll(admin.key, 'diagnostic')).status).toBe(200);
    expect(await counting(student.user.id)).toContain(pretest.id);
    const newcomer = await registerTeacher(srv);
    expect((await resetAll(newcomer.key, 'postEval')).status).toBe(200);
  });
});
