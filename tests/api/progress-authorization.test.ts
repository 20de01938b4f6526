import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getClassCsv,
  getClassReport,
  getStudentCsv,
  getStudentProgressReport,
  getStudentReport,
  getSuperTeacherReport,
  type ClassReport,
} from '../../src/shared/api/progress';
import { extraMessages, messages } from '../../src/shared/messages';
import { raw, request } from './support/client';
import { createClass, registerStudent } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { createAdmin } from './admin-fixtures';
import { classroom, firstLesson } from './quizzes-fixtures';
import { superTeacher, subTeacherOf } from './teachers-fixtures';
import { classWithProgress, scoreOf, took } from './progress-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const url = (path: string, query: Record<string, string>) => `${srv.url}/api${path}?${new URLSearchParams(query)}`;

describe('who may read a class or student report', () => {
  it('every call: 401 without a key; 403 for students where teachers only; 404 for another teacher; 200 for the teacher and an admin', async () => {
    const { teacher, cls, ava, lesson } = await classWithProgress(srv);
    const stranger = await classroom(srv, { paid: true });
    const admin = await createAdmin(srv);
    const calls: { path: string; query: Record<string, string>; studentMay: boolean }[] = [
      { path: getClassReport.path, query: { classID: cls.id, lessonID: lesson.id }, studentMay: false },
      { path: getClassCsv.path, query: { classID: cls.id }, studentMay: false },
      { path: getStudentReport.path, query: { studentID: ava.user.id }, studentMay: false },
      { path: getStudentCsv.path, query: { studentID: ava.user.id }, studentMay: true },
      { path: getStudentProgressReport.path, query: { studentID: ava.user.id }, studentMay: true },
    ];
    for (const c of calls) {
      const at = url(c.path, c.query);
      expect(await raw(at), c.path).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
      expect((await raw(at, { key: teacher.key })).status, c.path).toBe(200);
      expect((await raw(at, { key: admin.key })).status, c.path).toBe(200);
      expect(await raw(at, { key: stranger.teacher.key }), c.path).toEqual({ status: 404, body: { message: messages.notFound } });
      // The student's own report (student calls) or 403 (teacher calls).
      expect((await raw(at, { key: ava.key })).status, c.path).toBe(c.studentMay ? 200 : 403);
      // A student of another class never reads this one.
      expect((await raw(at, { key: stranger.student.key })).status, c.path).toBe(c.studentMay ? 404 : 403);
    }
  });

  it("a teacher's own id, an unknown student or class, and a student who left the class are 404", async () => {
    const { teacher, ava } = await classWithProgress(srv);
    const ask = (query: Record<string, string>, path: string = getStudentReport.path) => raw(url(path, query), { key: teacher.key });
    expect((await ask({ studentID: teacher.user.id })).status).toBe(404);
    expect((await ask({ studentID: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await ask({ classID: '00000000-0000-4000-8000-000000000000' }, getClassReport.path)).status).toBe(404);
    // A student who moved to another teacher's class is that teacher's to read now.
    const stranger = await classroom(srv, { paid: true });
    await srv.database.db.execute(sql`update class_students set class_id = ${stranger.cls.id} where student_id = ${ava.user.id}`);
    expect((await ask({ studentID: ava.user.id })).status).toBe(404);
    expect((await raw(url(getStudentReport.path, { studentID: ava.user.id }), { key: stranger.teacher.key })).status).toBe(200);
  });
});

/** A super-teacher with two sub-teachers, each with a class; one student per class took the first pre-test. */
async function group() {
  const owner = await superTeacher(srv);
  const subA = await subTeacherOf(srv, owner, { first: 'Omar', last: 'Haddad' });
  const subB = await subTeacherOf(srv, owner, { first: 'Lena', last: 'Brooks' });
  const classA = await createClass(srv, subA.key, { name: 'Room A' });
  const classB = await createClass(srv, subB.key, { name: 'Room B' });
  const studentA = await registerStudent(srv, classA.code, { first: 'Ann', last: 'Ames' });
  const studentA2 = await registerStudent(srv, classA.code, { first: 'Cal', last: 'Cole' });
  const studentB = await registerStudent(srv, classB.code, { first: 'Bea', last: 'Bell' });
  const lesson = await firstLesson(srv, studentA.key);
  await took(srv, studentA.key, lesson.pretest);
  await took(srv, studentA2.key, lesson.pretest, 1);
  await took(srv, studentB.key, lesson.pretest, 2);
  return { owner, subA, subB, classA, classB, studentA, studentA2, studentB, ...lesson };
}

describe("a sub-teacher's data is visible to their super-teacher only", () => {
  it('the super-teacher reads a sub-teacher class and student report; another super-teacher and the other sub-teacher do not', async () => {
    const { owner, subB, classA, studentA, lesson } = await group();
    const otherOwner = await superTeacher(srv);
    const classAt = url(getClassReport.path, { classID: classA.id, lessonID: lesson.id });
    const studentAt = url(getStudentReport.path, { studentID: studentA.user.id });
    expect((await raw(classAt, { key: owner.key })).status).toBe(200);
    expect((await raw(studentAt, { key: owner.key })).status).toBe(200);
    for (const key of [otherOwner.key, subB.key]) {
      expect((await raw(classAt, { key })).status).toBe(404);
      expect((await raw(studentAt, { key })).status).toBe(404);
    }
  });

  it("a sub-teacher cannot read the super-teacher's own classes", async () => {
    const { owner, subA } = await group();
    const ownersClass = await createClass(srv, owner.key, { name: 'Owner room' });
    expect((await raw(url(getClassReport.path, { classID: ownersClass.id }), { key: subA.key })).status).toBe(404);
  });
});

describe('GET /progress/getsuperteacherreport (PRG-29, PRG-30)', () => {
  it("for one lesson: each sub-teacher's class with its averages per quiz, dates as MM/DD/YYYY with end plus one day", async () => {
    const { owner, subA, subB, classA, classB, lesson, pretest } = await group();
    const res = await request(srv.url, getSuperTeacherReport, {
      key: owner.key,
      query: { lessonID: lesson.id, start: '08/01/2000', end: '01/01/2100' },
    });
    expect(res.status).toBe(200);
    expect(res.body.lesson).toEqual({ id: lesson.id, name: lesson.name, courseID: lesson.courseID });
    expect(res.body.range).toEqual({ start: '2000-08-01', end: '2100-01-01' });
    // By teacher's last name: Brooks before Haddad.
    expect(res.body.rows.map((r: { teacherID: string; classID: string }) => [r.teacherID, r.classID])).toEqual([
      [subB.id, classB.id],
      [subA.id, classA.id],
    ]);
    const [rowB, rowA] = res.body.rows;
    expect(rowA).toMatchObject({ teacherName: 'Omar Haddad', className: 'Room A', students: 2 });
    expect(rowA.columns[0]).toEqual({ average: Math.round((100 + scoreOf(pretest, 1)) / 2), count: 2 });
    expect(rowA.columns[1]).toEqual({ average: null, count: 0 });
    expect(rowB.columns[0]).toEqual({ average: scoreOf(pretest, 2), count: 1 });
    expect(res.body.averages[0]).toBe(Math.round((100 + scoreOf(pretest, 1) + scoreOf(pretest, 2)) / 3));

    // The class report of that lesson gives the same average.
    const classReport = (await request(srv.url, getClassReport, { key: owner.key, query: { classID: classA.id, lessonID: lesson.id } })).body as ClassReport;
    expect(classReport.averages[0]).toBe(rowA.columns[0].average);
  });

  it('a range before the work shows no averages; another super-teacher sees none of these classes', async () => {
    const { lesson } = await group();
    const otherOwner = await superTeacher(srv);
    const empty = await request(srv.url, getSuperTeacherReport, { key: otherOwner.key, query: { lessonID: lesson.id } });
    expect(empty.status).toBe(200);
    expect(empty.body.rows).toEqual([]);
    expect(empty.body.averages).toEqual([null, null, null, null, null]);
  });

  it('403 for teachers who are not super-teachers, admins and students; 401 without a key; 404 for an unknown lesson; 400 for bad dates', async () => {
    const { owner, subA, studentA, lesson } = await group();
    const admin = await createAdmin(srv);
    const at = url(getSuperTeacherReport.path, { lessonID: lesson.id });
    expect(await raw(at, { key: subA.key })).toEqual({ status: 403, body: { message: extraMessages.onlySuperTeachers } });
    expect(await raw(at, { key: admin.key })).toEqual({ status: 403, body: { message: extraMessages.onlySuperTeachers } });
    expect((await raw(at, { key: studentA.key })).status).toBe(403);
    expect((await raw(at)).status).toBe(401);
    expect(await raw(url(getSuperTeacherReport.path, { lessonID: 'no-such-lesson' }), { key: owner.key })).toEqual({
      status: 404,
      body: { message: messages.lessonGone },
    });
    expect((await raw(url(getSuperTeacherReport.path, { lessonID: lesson.id, start: '13/45/2025' }), { key: owner.key })).status).toBe(400);
  });
});
