import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { joinClass } from '../../src/shared/api/account';
import { checkSession } from '../../src/shared/api/auth';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { classStudents } from '../../src/server/db/schema';
import { selectRows, testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { setUser } from './account-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const join = (key: string | null, Code: string, UserID?: string) =>
  request(srv.url, joinClass, { key, body: UserID === undefined ? { Class: { Code } } : { Class: { Code }, UserID } });
const membership = (studentID: string) =>
  selectRows<{ class_id: string }>(srv.database, sql`select class_id from class_students where student_id = ${studentID}`);

/** A student who left their class (the teacher removed them): in no class at all. */
async function classlessStudent() {
  const { cls } = await teacherWithClass(srv);
  const s = await registerStudent(srv, cls.code);
  await srv.database.db.delete(classStudents).where(eq(classStudents.studentID, s.user.id));
  return s;
}

/** A teacher whose 5 trial seats are all taken. */
async function fullTeacher() {
  const { teacher, cls } = await teacherWithClass(srv);
  const students = [];
  for (let i = 0; i < 5; i++) students.push(await registerStudent(srv, cls.code));
  return { teacher, cls, students };
}

describe('POST /api/student/addclass', () => {
  it('puts a student without a class into the class; the answer carries the user and the class', async () => {
    const s = await classlessStudent();
    expect((await request(srv.url, checkSession, { key: s.key })).body.isActive).toBe(false);
    const { cls } = await teacherWithClass(srv, { name: 'Room 7 Writing' });
    const res = await join(s.key, cls.code, s.user.id);
    expect(res.status).toBe(200);
    expect(res.body.class).toMatchObject({ id: cls.id, name: 'Room 7 Writing', code: cls.code, classSize: 1 });
    expect(res.body.user).toMatchObject({ id: s.user.id, classCode: cls.code, isActive: true });
    expect(res.body.user.classes.map((c: { id: string }) => c.id)).toEqual([cls.id]);
    expect(res.body.user.apiKey).toBeUndefined();
    expect(await membership(s.user.id)).toEqual([{ class_id: cls.id }]);
  });

  it('moves a student out of their old class: at most one class', async () => {
    const { teacher: oldTeacher, cls: old } = await teacherWithClass(srv);
    const s = await registerStudent(srv, old.code);
    const { cls } = await teacherWithClass(srv);
    expect((await join(s.key, cls.code)).status).toBe(200);
    expect(await membership(s.user.id)).toEqual([{ class_id: cls.id }]);
    const oldView = (await request(srv.url, checkSession, { key: oldTeacher.key })).body;
    expect(oldView.classes[0].classSize).toBe(0);
  });

  it('takes the code in any case and with spaces around it', async () => {
    const s = await classlessStudent();
    const { cls } = await teacherWithClass(srv);
    expect((await join(s.key, `  ${cls.code.toLowerCase()} `)).status).toBe(200);
  });

  it('answers a join of the class the student is already in as a success, changing nothing', async () => {
    const { cls } = await fullTeacher();
    const s = await registerStudent(srv, (await teacherWithClass(srv)).cls.code);
    await srv.database.db.update(classStudents).set({ classID: cls.id }).where(eq(classStudents.studentID, s.user.id));
    const res = await join(s.key, cls.code);
    expect(res.status).toBe(200);
    expect(res.body.class.classSize).toBe(6);
  });

  it('answers 410 with the typed code for a malformed one', async () => {
    const s = await classlessStudent();
    for (const code of ['ABC', 'ABCDEFG!', 'ABCDEFGHI', 'abc def1']) {
      expect(await join(s.key, ` ${code} `)).toEqual({ status: 410, body: { message: messages.joinCodeMissing(code) } });
    }
    expect(await membership(s.user.id)).toEqual([]);
  });

  it('answers 409 for a well-formed code that no class has', async () => {
    const s = await classlessStudent();
    expect(await join(s.key, 'ZZZZ-999')).toEqual({ status: 409, body: { message: messages.joinCodeNotFound } });
  });

  it('answers 411 when the teacher has no free seat, and keeps the student where they were', async () => {
    const { cls } = await fullTeacher();
    const { cls: home } = await teacherWithClass(srv);
    const s = await registerStudent(srv, home.code);
    expect(await join(s.key, cls.code)).toEqual({ status: 411, body: { message: messages.classFull } });
    expect(await membership(s.user.id)).toEqual([{ class_id: home.id }]);
  });

  it("counts seats across all the teacher's classes, but lets a student move between them", async () => {
    const { teacher, students } = await fullTeacher();
    const second = await createClass(srv, teacher.key, { name: 'Second period' });
    const s = await classlessStudent();
    expect((await join(s.key, second.code)).status).toBe(411);
    const seated = students[0]!;
    expect((await join(seated.key, second.code)).status).toBe(200);
    expect(await membership(seated.user.id)).toEqual([{ class_id: second.id }]);
    expect(await membership(s.user.id)).toEqual([]);
  });

  it("answers 411 for an expired teacher's class (no seats at all)", async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await setUser(srv, teacher.user.id, { expirationDate: new Date(srv.clock.now.getTime() - DAY_MS) });
    const s = await classlessStudent();
    expect(await join(s.key, cls.code)).toEqual({ status: 411, body: { message: messages.classFull } });
  });

  it('gives the last seat to only one of two students joining at once', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    for (let i = 0; i < 4; i++) await registerStudent(srv, cls.code);
    const a = await classlessStudent();
    const b = await classlessStudent();
    const answers = await Promise.all([join(a.key, cls.code), join(b.key, cls.code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 411]);
    const size = (await request(srv.url, checkSession, { key: teacher.key })).body.classes[0].classSize;
    expect(size).toBe(5);
  });

  it('is for students only: a teacher or an admin gets 403 onlyStudentsAddClass, no key 401', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(await join(teacher.key, cls.code)).toEqual({ status: 403, body: { message: messages.onlyStudentsAddClass } });
    expect(await membership(teacher.user.id)).toEqual([]);
    expect(await join(null, cls.code)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('answers 404 when UserID names someone else, and moves nobody', async () => {
    const { cls: home } = await teacherWithClass(srv);
    const other = await registerStudent(srv, home.code);
    const s = await classlessStudent();
    const { cls } = await teacherWithClass(srv);
    expect(await join(s.key, cls.code, other.user.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await membership(other.user.id)).toEqual([{ class_id: home.id }]);
    expect(await membership(s.user.id)).toEqual([]);
  });

  it('answers 400 classCodeRequired for a missing or blank code', async () => {
    const s = await classlessStudent();
    for (const body of [{ Class: {} }, { Class: { Code: '  ' } }]) {
      const res = await raw(`${srv.url}/api/student/addclass`, { method: 'POST', key: s.key, body });
      expect(res).toEqual({ status: 400, body: { message: messages.classCodeRequired } });
    }
    const noClass = await raw(`${srv.url}/api/student/addclass`, { method: 'POST', key: s.key, body: {} });
    expect(noClass).toEqual({ status: 400, body: { message: messages.badRequest } });
  });
});
