import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession, logout } from '../../src/shared/api/auth';
import { getAllClasses, getClassCode, saveClass, validateClassCode } from '../../src/shared/api/classes';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { RoleID } from '../../src/shared/domain/roles';
import { messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, createClass, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** Calls the endpoint with valid input (so only the key decides the answer). */
const call = (e: Endpoint, key: string | null) => {
  const url = new URL(`/api${e.path}`, srv.url);
  if (e === validateClassCode) url.searchParams.set('code', 'FREE-123');
  const body = e === saveClass ? { name: 'Room 12', code: 'FREE-123' } : undefined;
  return raw(url.toString(), { method: e.method, body, key });
};

const teacherOnly: [string, Endpoint][] = [
  ['GET /class/getcode', getClassCode],
  ['GET /class/validatecode', validateClassCode],
  ['POST /class/save', saveClass],
];
const signedInOnly: [string, Endpoint][] = [
  ...teacherOnly,
  ['GET /class/getall', getAllClasses],
  ['POST /user/checksession', checkSession],
  ['GET /user/logout', logout],
];

describe('calls that need a session', () => {
  it.each(signedInOnly)('%s answers 401 Please Login without a key', async (_, e) => {
    expect(await call(e, null)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it.each(signedInOnly)('%s answers 401 Please Login with a bogus key', async (_, e) => {
    await registerTeacher(srv);
    expect(await call(e, 'bogus-key-0000000000000000000000000000000000')).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('checks the key before the input: a bad body without a key is 401, not 400', async () => {
    const res = await raw(`${srv.url}/api/class/save`, { method: 'POST', rawBody: '{broken' });
    expect(res).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });
});

describe('teacher calls', () => {
  it.each(teacherOnly)('%s answers 403 to a student', async (_, e) => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await call(e, student.key)).toEqual({ status: 403, body: { message: messages.forbidden } });
  });

  it.each(teacherOnly)('%s works for a teacher', async (_, e) => {
    const { key } = await registerTeacher(srv);
    expect((await call(e, key)).status).toBe(200);
  });

  it.each(teacherOnly)('%s works for a SuperAdmin', async (_, e) => {
    await srv.database.db.insert(users).values({
      roleID: RoleID.SuperAdmin,
      first: 'Ada',
      last: 'Admin',
      email: 'admin@sentencelab.example',
      passwordHash: await hashPassword(PASSWORD),
    });
    const key = await loginKey(srv, 'admin@sentencelab.example');
    expect((await call(e, key)).status).toBe(200);
  });

  it('a student cannot create a class, even with a valid body, and none is created', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    await request(srv.url, saveClass, { body: { name: 'Student class', code: 'STUD-123' }, key: student.key });
    await request(srv.url, saveClass, { body: { id: cls.id, name: 'Renamed by student', code: cls.code }, key: student.key });
    expect((await request(srv.url, getAllClasses, { key: teacher.key })).body).toEqual([{ ...cls, classSize: 1 }]);
  });
});

describe('between teachers', () => {
  it('a teacher never sees another teacher’s classes', async () => {
    const a = await teacherWithClass(srv, { name: 'A1' });
    await createClass(srv, a.teacher.key, { name: 'A2' });
    const b = await teacherWithClass(srv, { name: 'B1' });
    const names = async (key: string) => (await request(srv.url, getAllClasses, { key })).body.map((c: { name: string }) => c.name).sort();
    expect(await names(a.teacher.key)).toEqual(['A1', 'A2']);
    expect(await names(b.teacher.key)).toEqual(['B1']);
  });

  it('a teacher’s session never shows another teacher’s classes or students', async () => {
    const a = await teacherWithClass(srv);
    await registerStudent(srv, a.cls.code);
    const b = await registerTeacher(srv);
    const me = await request(srv.url, checkSession, { key: b.key });
    expect(me.body).toMatchObject({ classes: [], totalStudents: 0, availableStudents: 5 });
  });

  it('a teacher cannot rename another teacher’s class', async () => {
    const a = await teacherWithClass(srv, { name: 'Original' });
    const b = await registerTeacher(srv);
    const res = await request(srv.url, saveClass, { body: { id: a.cls.id, name: 'Taken over', code: a.cls.code }, key: b.key });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await request(srv.url, getAllClasses, { key: a.teacher.key })).body).toEqual([a.cls]);
  });
});
