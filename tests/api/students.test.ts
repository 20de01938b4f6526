import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { getAllClasses } from '../../src/shared/api/classes';
import {
  addStudentToClass,
  getStudents,
  removeStudentFromClass,
  saveStudent,
  searchStudents,
  studentLeaveClass,
  updateStudentPassword,
  type StudentRecord,
} from '../../src/shared/api/students';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { classes, classStudents, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import {
  PASSWORD,
  createClass,
  loginCall,
  loginKey,
  registerStudent,
  teacherWithClass,
  unique,
  type Session,
} from './support/fixtures';
import type { ClassInfo } from '../../src/shared/api/classes';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MISSING_ID = '3f1c2b8e-7a41-4c5d-9e2f-0a1b2c3d4e5f';

const list = (key: string | null, classID?: string) => request(srv.url, getStudents, { query: classID ? { classID } : {}, key });
const search = (key: string | null, text: string) => request(srv.url, searchStudents, { query: { search: text }, key });
const save = (key: string | null, body: { id: string; first: string; last: string; username: string; email?: string | null }) =>
  request(srv.url, saveStudent, { body, key });
const remove = (key: string | null, userID: string, classID: string) =>
  request(srv.url, removeStudentFromClass, { body: { userID, classID }, key });
const leave = (key: string | null, userID: string, classID: string) => request(srv.url, studentLeaveClass, { body: { userID, classID }, key });
const add = (key: string | null, email: string, classID: string) => request(srv.url, addStudentToClass, { body: { email, classID }, key });
const setPassword = (key: string | null, id: string, password: string) =>
  request(srv.url, updateStudentPassword, { body: { id, password }, key });

const classOf = async (studentID: string) =>
  (await srv.database.db.select().from(classStudents).where(eq(classStudents.studentID, studentID)))[0]?.classID ?? null;
const userRow = async (id: string) => (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const names = (records: StudentRecord[]) => records.map((r) => `${r.student.first} ${r.student.last}`);

async function adminKey() {
  await srv.database.db.insert(users).values({
    roleID: RoleID.SuperAdmin,
    first: 'Ada',
    last: 'Admin',
    email: 'admin@sentencelab.example',
    passwordHash: await hashPassword(PASSWORD),
  });
  return loginKey(srv, 'admin@sentencelab.example');
}

/** Teacher A with two classes and students; teacher B with one class and a student. */
async function twoTeachers() {
  const a = await teacherWithClass(srv, { name: 'A Period 1' });
  const a2 = await createClass(srv, a.teacher.key, { name: 'A Period 2' });
  const s1 = await registerStudent(srv, a.cls.code, { first: 'Zoe', last: 'Young' });
  const s2 = await registerStudent(srv, a.cls.code, { first: 'Ben', last: 'Adams', username: undefined, email: `${unique('ben')}@school.example` });
  const s3 = await registerStudent(srv, a2.code, { first: 'Cara', last: 'Moss' });
  const b = await teacherWithClass(srv, { name: 'B Room' });
  const t = await registerStudent(srv, b.cls.code, { first: 'Theo', last: 'Brook' });
  return { a: { ...a.teacher, cls1: a.cls, cls2: a2 }, b: { ...b.teacher, cls: b.cls }, s1, s2, s3, t };
}

describe('GET /api/student/getall', () => {
  it('lists the students of all the teacher’s classes, by last name, with their class', async () => {
    const { a, s1, s2, s3 } = await twoTeachers();
    const res = await list(a.key);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ben Adams', 'Cara Moss', 'Zoe Young']);
    expect(res.body[2]).toEqual({
      id: s1.user.id,
      userID: s1.user.id,
      classID: a.cls1.id,
      class: { id: a.cls1.id, name: 'A Period 1' },
      student: { id: s1.user.id, first: 'Zoe', last: 'Young', username: s1.user.username, email: null, under13: false, socialType: null },
    });
    expect(res.body[0].student).toMatchObject({ email: s2.user.email, username: null });
    expect(res.body[1]).toMatchObject({ userID: s3.user.id, class: { id: a.cls2.id, name: 'A Period 2' } });
  });

  it('with classID lists only that class', async () => {
    const { a } = await twoTeachers();
    expect(names((await list(a.key, a.cls1.id)).body)).toEqual(['Ben Adams', 'Zoe Young']);
    expect(names((await list(a.key, a.cls2.id)).body)).toEqual(['Cara Moss']);
  });

  it('answers an empty list for a class without students', async () => {
    const { teacher } = await teacherWithClass(srv);
    const empty = await createClass(srv, teacher.key);
    expect(await list(teacher.key, empty.id)).toEqual({ status: 200, body: [] });
  });

  it('teacher B sees none of teacher A’s students, and A’s classID answers 404', async () => {
    const { a, b } = await twoTeachers();
    expect(names((await list(b.key)).body)).toEqual(['Theo Brook']);
    expect(await list(b.key, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await list(b.key, MISSING_ID)).toEqual({ status: 404, body: { message: messages.notFound } });
  });

  it('answers 400 for a classID that is not a UUID', async () => {
    const { teacher } = await teacherWithClass(srv);
    const res = await raw(`${srv.url}/api/student/getall?classID=abc`, { key: teacher.key });
    expect(res).toEqual({ status: 400, body: { message: 'That class does not exist.' } });
  });

  it('answers 401 without a key and 403 to a student', async () => {
    const { s1 } = await twoTeachers();
    expect(await list(null)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await list(s1.key)).toEqual({ status: 403, body: { message: messages.forbidden } });
  });
});

describe('GET /api/student/search', () => {
  it('finds the teacher’s students by first, last, email or username, in any case', async () => {
    const { a, s1, s2 } = await twoTeachers();
    expect(names((await search(a.key, 'zO')).body)).toEqual(['Zoe Young']);
    expect(names((await search(a.key, 'MOSS')).body)).toEqual(['Cara Moss']);
    expect(names((await search(a.key, s2.user.email!.slice(0, 5).toUpperCase())).body)).toEqual(['Ben Adams']);
    expect(names((await search(a.key, s1.user.username!)).body)).toEqual(['Zoe Young']);
    expect(names((await search(a.key, '  young ')).body)).toEqual(['Zoe Young']);
    expect(names((await search(a.key, 'O')).body)).toEqual(['Ben Adams', 'Cara Moss', 'Zoe Young']);
  });

  it('never finds another teacher’s students', async () => {
    const { a, b } = await twoTeachers();
    expect((await search(a.key, 'Theo')).body).toEqual([]);
    expect((await search(b.key, 'Zoe')).body).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    const { a } = await twoTeachers();
    expect((await search(a.key, '%')).body).toEqual([]);
    expect((await search(a.key, '_')).body).toEqual([]);
  });

  it('an empty search lists all the teacher’s students', async () => {
    const { a } = await twoTeachers();
    expect(names((await search(a.key, '')).body)).toEqual(['Ben Adams', 'Cara Moss', 'Zoe Young']);
  });

  it('answers 400 for over-long text, 401 without a key, 403 to a student', async () => {
    const { a, s1 } = await twoTeachers();
    expect(await search(a.key, 'x'.repeat(101))).toEqual({ status: 400, body: { message: 'Search can be at most 100 characters.' } });
    expect(await search(null, 'Zoe')).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await search(s1.key, 'Zoe')).toEqual({ status: 403, body: { message: messages.forbidden } });
  });
});

describe('PATCH /api/student/save', () => {
  it('saves name and a username (email cleared); the student signs in with the new username', async () => {
    const { a, s2 } = await twoTeachers();
    const login = unique('ben.a');
    const res = await save(a.key, { id: s2.user.id, first: ' Benjamin ', last: 'Adams-Lee', username: `  ${login}  `, email: `  ${login}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userID: s2.user.id, student: { first: 'Benjamin', last: 'Adams-Lee', username: login, email: null } });
    expect(await userRow(s2.user.id)).toMatchObject({ first: 'Benjamin', last: 'Adams-Lee', username: login, email: null });
    expect((await loginCall(srv, login.toUpperCase(), PASSWORD)).status).toBe(200);
    expect((await loginCall(srv, s2.user.email!, PASSWORD)).status).toBe(401);
  });

  it('stores a value with @ as the email (username cleared)', async () => {
    const { a, s1 } = await twoTeachers();
    const email = `${unique('zoe')}@school.example`;
    const res = await save(a.key, { id: s1.user.id, first: 'Zoe', last: 'Young', username: email, email });
    expect(res.body.student).toMatchObject({ email, username: null });
    expect((await loginCall(srv, email, PASSWORD)).status).toBe(200);
  });

  it('keeps the student’s own sign-in name (any case) without a conflict', async () => {
    const { a, s1 } = await twoTeachers();
    const res = await save(a.key, { id: s1.user.id, first: 'Zoey', last: 'Young', username: s1.user.username!.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.student.first).toBe('Zoey');
  });

  it('answers 409 for a username or email another account uses (any case, teachers too) and changes nothing', async () => {
    const { a, b, s1, s3, t } = await twoTeachers();
    for (const taken of [s3.user.username!.toUpperCase(), t.user.username!, b.payload.email.toUpperCase(), a.payload.email]) {
      expect(await save(a.key, { id: s1.user.id, first: 'Zoe', last: 'Young', username: taken })).toEqual({
        status: 409,
        body: { message: messages.studentInUse },
      });
    }
    expect(await userRow(s1.user.id)).toMatchObject({ username: s1.user.username, email: null });
  });

  it.each([
    ['an empty first name', { first: ' ' }, messages.firstNameRequired],
    ['an empty last name', { last: '' }, messages.lastNameRequired],
    ['an empty email or username', { username: '   ' }, messages.emailOrUsernameRequired],
    ['a malformed email', { username: 'zoe@school' }, messages.emailInvalid],
  ])('answers 400 for %s', async (_, over, message) => {
    const { a, s1 } = await twoTeachers();
    const res = await save(a.key, { id: s1.user.id, first: 'Zoe', last: 'Young', username: 'zoe.y', ...over });
    expect(res).toEqual({ status: 400, body: { message } });
    expect(await userRow(s1.user.id)).toMatchObject({ first: 'Zoe', username: s1.user.username });
  });

  it('answers 400 without a username field and for an id that is not a UUID', async () => {
    const { a, s1 } = await twoTeachers();
    const missing = await raw(`${srv.url}/api/student/save`, { method: 'PATCH', body: { id: s1.user.id, first: 'Z', last: 'Y' }, key: a.key });
    expect(missing).toEqual({ status: 400, body: { message: messages.emailOrUsernameRequired } });
    const badId = await raw(`${srv.url}/api/student/save`, { method: 'PATCH', body: { id: '7', first: 'Z', last: 'Y', username: 'zy' }, key: a.key });
    expect(badId).toEqual({ status: 400, body: { message: 'That user does not exist.' } });
  });

  it('teacher B cannot edit teacher A’s student (404, unchanged); nor a teacher account', async () => {
    const { a, b, s1 } = await twoTeachers();
    expect(await save(b.key, { id: s1.user.id, first: 'Hacked', last: 'Young', username: 'hacked' })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect(await save(a.key, { id: b.user.id, first: 'Hacked', last: 'Teacher', username: 'hacked' })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect(await userRow(s1.user.id)).toMatchObject({ first: 'Zoe', username: s1.user.username });
  });

  it('answers 401 without a key and 403 to a student (even for themself)', async () => {
    const { s1 } = await twoTeachers();
    const body = { id: s1.user.id, first: 'Me', last: 'Myself', username: 'me.myself' };
    expect(await save(null, body)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await save(s1.key, body)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await userRow(s1.user.id)).toMatchObject({ first: 'Zoe' });
  });

  it('a Google student keeps their sign-in name; in a Google class also their name', async () => {
    const { a, s1 } = await twoTeachers();
    await srv.database.db.update(users).set({ socialType: 'google' }).where(eq(users.id, s1.user.id));
    const base = { id: s1.user.id, first: 'Zoe', last: 'Young', username: s1.user.username! };
    expect(await save(a.key, { ...base, username: 'new.name' })).toEqual({ status: 403, body: { message: extraMessages.googleStudentLocked } });
    expect((await save(a.key, { ...base, first: 'Zoey' })).status).toBe(200);

    await srv.database.db.update(classes).set({ googleCourseID: 'g-123' }).where(eq(classes.id, a.cls1.id));
    expect(await save(a.key, { ...base, first: 'Zo' })).toEqual({ status: 403, body: { message: extraMessages.googleStudentLocked } });
    expect(await userRow(s1.user.id)).toMatchObject({ first: 'Zoey', username: s1.user.username });
  });
});

describe('POST /api/teacher/student/deleteclass', () => {
  it('takes the student out of the class; they keep their account and have no class', async () => {
    const { a, s1 } = await twoTeachers();
    expect(await remove(a.key, s1.user.id, a.cls1.id)).toEqual({ status: 200, body: { ok: true } });
    expect(names((await list(a.key, a.cls1.id)).body)).toEqual(['Ben Adams']);
    expect(await classOf(s1.user.id)).toBeNull();
    const me = (await request(srv.url, checkSession, { key: s1.key })).body;
    expect(me).toMatchObject({ classes: [], isActive: false });
    expect((await loginCall(srv, s1.user.username!, PASSWORD)).status).toBe(200);
  });

  it('answers 404 when the student is in another of the teacher’s classes, and keeps them there', async () => {
    const { a, s3 } = await twoTeachers();
    expect(await remove(a.key, s3.user.id, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classOf(s3.user.id)).toBe(a.cls2.id);
  });

  it('teacher B cannot remove teacher A’s student, even naming their own class', async () => {
    const { a, b, s1 } = await twoTeachers();
    expect(await remove(b.key, s1.user.id, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await remove(b.key, s1.user.id, b.cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classOf(s1.user.id)).toBe(a.cls1.id);
  });

  it('answers 400 for ids that are not UUIDs, 401 without a key, 403 to a student', async () => {
    const { a, s1 } = await twoTeachers();
    expect(await remove(a.key, 'x', a.cls1.id)).toEqual({ status: 400, body: { message: 'That user does not exist.' } });
    expect(await remove(a.key, s1.user.id, 'x')).toEqual({ status: 400, body: { message: 'That class does not exist.' } });
    expect(await remove(null, s1.user.id, a.cls1.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await remove(s1.key, s1.user.id, a.cls1.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await classOf(s1.user.id)).toBe(a.cls1.id);
  });

  it('a Google student in a Google class cannot be removed', async () => {
    const { a, s1 } = await twoTeachers();
    await srv.database.db.update(users).set({ socialType: 'google' }).where(eq(users.id, s1.user.id));
    await srv.database.db.update(classes).set({ googleCourseID: 'g-123' }).where(eq(classes.id, a.cls1.id));
    expect(await remove(a.key, s1.user.id, a.cls1.id)).toEqual({ status: 403, body: { message: extraMessages.googleStudentLocked } });
    expect(await classOf(s1.user.id)).toBe(a.cls1.id);
  });
});

describe('POST /api/student/deleteclass', () => {
  it('a student leaves their own class', async () => {
    const { a, s1 } = await twoTeachers();
    expect(await leave(s1.key, s1.user.id, a.cls1.id)).toEqual({ status: 200, body: { ok: true } });
    expect(await classOf(s1.user.id)).toBeNull();
    expect((await request(srv.url, getAllClasses, { key: s1.key })).body).toEqual([]);
  });

  it('a student cannot remove a classmate, nor leave a class they are not in', async () => {
    const { a, s1, s2 } = await twoTeachers();
    expect(await leave(s1.key, s2.user.id, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await leave(s1.key, s1.user.id, a.cls2.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classOf(s1.user.id)).toBe(a.cls1.id);
    expect(await classOf(s2.user.id)).toBe(a.cls1.id);
  });

  it('the teacher of the class may use it too; another teacher gets 404', async () => {
    const { a, b, s1, s2 } = await twoTeachers();
    expect(await leave(b.key, s1.user.id, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await leave(a.key, s1.user.id, a.cls1.id)).toEqual({ status: 200, body: { ok: true } });
    expect(await classOf(s1.user.id)).toBeNull();
    expect(await classOf(s2.user.id)).toBe(a.cls1.id);
  });

  it('answers 401 without a key', async () => {
    const { a, s1 } = await twoTeachers();
    expect(await leave(null, s1.user.id, a.cls1.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });
});

describe('POST /api/class/addstudenttoclass', () => {
  it('moves a student between the teacher’s classes: only the new class is theirs', async () => {
    const { a, s1 } = await twoTeachers();
    const res = await add(a.key, s1.user.username!, a.cls2.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userID: s1.user.id, classID: a.cls2.id, class: { id: a.cls2.id, name: 'A Period 2' } });
    expect(names((await list(a.key, a.cls2.id)).body)).toEqual(['Cara Moss', 'Zoe Young']);
    expect(names((await list(a.key, a.cls1.id)).body)).toEqual(['Ben Adams']);
    const me = (await request(srv.url, checkSession, { key: s1.key })).body;
    expect(me.classes.map((c: ClassInfo) => c.id)).toEqual([a.cls2.id]);
  });

  it('finds the student by email or username in any case, trimmed', async () => {
    const { a, s1, s2 } = await twoTeachers();
    expect((await add(a.key, `  ${s2.user.email!.toUpperCase()} `, a.cls2.id)).body).toMatchObject({ userID: s2.user.id });
    expect((await add(a.key, s1.user.username!.toUpperCase(), a.cls2.id)).body).toMatchObject({ userID: s1.user.id });
    expect(await classOf(s2.user.id)).toBe(a.cls2.id);
  });

  it('takes a student from another teacher’s class into this one (a seat is taken)', async () => {
    const { a, b, t } = await twoTeachers();
    const res = await add(a.key, t.user.username!, a.cls1.id);
    expect(res.status).toBe(200);
    expect(await classOf(t.user.id)).toBe(a.cls1.id);
    expect((await list(b.key)).body).toEqual([]);
    expect((await request(srv.url, checkSession, { key: a.key })).body).toMatchObject({ totalStudents: 4, availableStudents: 1 });
  });

  it('places a student who has no class', async () => {
    const { a, s1 } = await twoTeachers();
    await remove(a.key, s1.user.id, a.cls1.id);
    expect((await add(a.key, s1.user.username!, a.cls2.id)).status).toBe(200);
    expect(await classOf(s1.user.id)).toBe(a.cls2.id);
  });

  it('answers 200 and changes nothing when the student is already in that class', async () => {
    const { a, s1 } = await twoTeachers();
    const res = await add(a.key, s1.user.username!, a.cls1.id);
    expect(res).toMatchObject({ status: 200, body: { userID: s1.user.id, classID: a.cls1.id } });
    expect(await classOf(s1.user.id)).toBe(a.cls1.id);
  });

  it('with every seat taken: 411 for a student from elsewhere, but a move inside the teacher’s classes works', async () => {
    const { a, t } = await twoTeachers();
    const s4 = await registerStudent(srv, a.cls1.code);
    await registerStudent(srv, a.cls2.code);
    expect((await request(srv.url, checkSession, { key: a.key })).body).toMatchObject({ totalStudents: 5, availableStudents: 0 });
    expect(await add(a.key, t.user.username!, a.cls1.id)).toEqual({ status: 411, body: { message: messages.classFull } });
    expect(await classOf(t.user.id)).not.toBe(a.cls1.id);
    expect((await add(a.key, s4.user.username!, a.cls2.id)).status).toBe(200);
    expect(await classOf(s4.user.id)).toBe(a.cls2.id);
  });

  it('an expired teacher has no seats: 411 for a student from elsewhere', async () => {
    const { a, t } = await twoTeachers();
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * DAY_MS);
    const key = await loginKey(srv, a.payload.email);
    expect(await add(key, t.user.username!, a.cls1.id)).toEqual({ status: 411, body: { message: messages.classFull } });
  });

  it('two teachers taking the last seat at once: exactly one gets it', async () => {
    const { a } = await twoTeachers();
    await registerStudent(srv, a.cls1.code);
    const others = await teacherWithClass(srv);
    const x = await registerStudent(srv, others.cls.code);
    const y = await registerStudent(srv, others.cls.code);
    const answers = await Promise.all([add(a.key, x.user.username!, a.cls1.id), add(a.key, y.user.username!, a.cls2.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 411]);
    expect((await request(srv.url, checkSession, { key: a.key })).body).toMatchObject({ totalStudents: 5 });
  });

  it('answers 404 studentNotFound for an unknown name and for a teacher’s email', async () => {
    const { a, b } = await twoTeachers();
    for (const login of ['nobody.here', b.payload.email]) {
      expect(await add(a.key, login, a.cls1.id)).toEqual({ status: 404, body: { message: extraMessages.studentNotFound } });
    }
  });

  it('teacher B cannot place a student into teacher A’s class (404)', async () => {
    const { a, b, t } = await twoTeachers();
    expect(await add(b.key, t.user.username!, a.cls1.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classOf(t.user.id)).toBe(b.cls.id);
  });

  it.each([
    ['no class chosen', { email: 'zoe' }, messages.chooseClassFirst],
    ['an empty class', { email: 'zoe', classID: '' }, messages.chooseClassFirst],
    ['an empty email or username', { email: '  ', classID: MISSING_ID }, messages.emailOrUsernameRequired],
    ['no email or username', { classID: MISSING_ID }, messages.emailOrUsernameRequired],
  ])('answers 400 for %s', async (_, body, message) => {
    const { teacher } = await teacherWithClass(srv);
    const res = await raw(`${srv.url}/api/class/addstudenttoclass`, { method: 'POST', body, key: teacher.key });
    expect(res).toEqual({ status: 400, body: { message } });
  });

  it('answers 401 without a key and 403 to a student', async () => {
    const { a, s1, t } = await twoTeachers();
    expect(await add(null, t.user.username!, a.cls1.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await add(s1.key, t.user.username!, a.cls1.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await classOf(t.user.id)).not.toBe(a.cls1.id);
  });

  it('a SuperAdmin uses it for their own classes like a teacher', async () => {
    const { a, s1 } = await twoTeachers();
    const key = await adminKey();
    const own = await createClass(srv, key, { name: 'Admin demo' });
    expect(await add(key, s1.user.username!, a.cls2.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    // An admin account has no seats of its own (maxStudents 0), like registration into its class.
    expect(await add(key, s1.user.username!, own.id)).toEqual({ status: 411, body: { message: messages.classFull } });
    await srv.database.db.update(users).set({ maxStudents: 10 }).where(eq(users.email, 'admin@sentencelab.example'));
    expect((await add(key, s1.user.username!, own.id)).status).toBe(200);
    expect(names((await list(key)).body)).toEqual(['Zoe Young']);
  });
});

describe('POST /api/user/updatestudentpassword', () => {
  it('the teacher sets a password: the student signs in with it, not the old one; their old sessions end (issue 26)', async () => {
    const { a, s1, s2 } = await twoTeachers();
    expect(await setPassword(a.key, s1.user.id, '  pencil99  ')).toEqual({ status: 200, body: { ok: true } });
    expect((await loginCall(srv, s1.user.username!, 'pencil99')).status).toBe(200);
    expect((await loginCall(srv, s1.user.username!, PASSWORD)).status).toBe(401);
    expect((await request(srv.url, checkSession, { key: s1.key })).status).toBe(401);
    expect((await request(srv.url, checkSession, { key: s2.key })).status).toBe(200);
    expect((await request(srv.url, checkSession, { key: a.key })).status).toBe(200);
  });

  it.each([['abc'], ['1234'], ['abcdefgh'], ['a1'], ['a'.repeat(30) + '1']])('answers 460 for %j and keeps the password', async (pw) => {
    const { a, s1 } = await twoTeachers();
    expect(await setPassword(a.key, s1.user.id, pw)).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    expect((await loginCall(srv, s1.user.username!, PASSWORD)).status).toBe(200);
  });

  it('answers 400 without a password or with an id that is not a UUID', async () => {
    const { a, s1 } = await twoTeachers();
    const noPassword = await raw(`${srv.url}/api/user/updatestudentpassword`, { method: 'POST', body: { id: s1.user.id }, key: a.key });
    expect(noPassword).toEqual({ status: 400, body: { message: messages.passwordRequired } });
    expect(await setPassword(a.key, 'nope', 'pencil99')).toEqual({ status: 400, body: { message: 'That user does not exist.' } });
  });

  it('teacher B cannot set the password of teacher A’s student (404, unchanged)', async () => {
    const { b, s1 } = await twoTeachers();
    expect(await setPassword(b.key, s1.user.id, 'pencil99')).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await loginCall(srv, s1.user.username!, 'pencil99')).status).toBe(401);
    expect((await loginCall(srv, s1.user.username!, PASSWORD)).status).toBe(200);
  });

  it('a teacher cannot set the password of a student without a class, of a teacher, or of an unknown id', async () => {
    const { a, b, s1 } = await twoTeachers();
    await remove(a.key, s1.user.id, a.cls1.id);
    for (const id of [s1.user.id, b.user.id, MISSING_ID]) {
      expect(await setPassword(a.key, id, 'pencil99')).toEqual({ status: 404, body: { message: messages.notFound } });
    }
    expect((await loginCall(srv, b.payload.email, 'pencil99')).status).toBe(401);
  });

  it('a student’s key changes no password (403), not even their own or a classmate’s', async () => {
    const { s1, s2 } = await twoTeachers();
    for (const id of [s1.user.id, s2.user.id]) {
      expect(await setPassword(s1.key, id, 'pencil99')).toEqual({ status: 403, body: { message: messages.forbidden } });
    }
    expect((await loginCall(srv, s1.user.username!, PASSWORD)).status).toBe(200);
    expect((await loginCall(srv, s2.user.email!, PASSWORD)).status).toBe(200);
    expect(await setPassword(null, s1.user.id, 'pencil99')).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('a SuperAdmin sets any student’s password (also without a class), but never a teacher’s', async () => {
    const { a, b, s1, t } = await twoTeachers();
    await remove(a.key, s1.user.id, a.cls1.id);
    const key = await adminKey();
    for (const s of [s1, t] as Session[]) {
      expect(await setPassword(key, s.user.id, 'admin42')).toEqual({ status: 200, body: { ok: true } });
      expect((await loginCall(srv, s.user.username!, 'admin42')).status).toBe(200);
    }
    expect(await setPassword(key, b.user.id, 'admin42')).toEqual({ status: 404, body: { message: messages.notFound } });
  });
});
