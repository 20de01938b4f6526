import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { deleteClass, getAllClasses } from '../../src/shared/api/classes';
import { getStudents } from '../../src/shared/api/students';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { classes, classStudents, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, createClass, loginCall, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MISSING_ID = '3f1c2b8e-7a41-4c5d-9e2f-0a1b2c3d4e5f';

const del = (key: string | null, id: string) => request(srv.url, deleteClass, { params: { id }, key });
const classRow = async (id: string) => (await srv.database.db.select().from(classes).where(eq(classes.id, id)))[0];
const memberships = async (classID: string) =>
  srv.database.db.select().from(classStudents).where(eq(classStudents.classID, classID));

describe('DELETE /api/class/delete/:id', () => {
  it('deletes the teacher’s class: it leaves GET /class/getall and the session', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 12' });
    const other = await createClass(srv, teacher.key, { name: 'Room 14' });
    expect(await del(teacher.key, cls.id)).toEqual({ status: 200, body: { ok: true } });
    expect(await classRow(cls.id)).toBeUndefined();
    expect((await request(srv.url, getAllClasses, { key: teacher.key })).body).toEqual([other]);
    const me = (await request(srv.url, checkSession, { key: teacher.key })).body;
    expect(me.classes.map((c: { id: string }) => c.id)).toEqual([other.id]);
  });

  it('its students leave the class and keep their accounts; their seats are free again', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const s1 = await registerStudent(srv, cls.code);
    const s2 = await registerStudent(srv, cls.code, { username: undefined, email: 'kid@school.example' });
    expect(await del(teacher.key, cls.id)).toEqual({ status: 200, body: { ok: true } });
    expect(await memberships(cls.id)).toEqual([]);

    // Both still sign in; they have no class (and so are inactive until they join one).
    for (const login of [s1.user.username!, 'kid@school.example']) {
      const res = await loginCall(srv, login, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ classes: [], classCode: null, isActive: false });
    }
    const [row] = await srv.database.db.select().from(users).where(eq(users.id, s2.user.id));
    expect(row).toMatchObject({ email: 'kid@school.example', roleID: RoleID.Student });

    const me = (await request(srv.url, checkSession, { key: teacher.key })).body;
    expect(me).toMatchObject({ totalStudents: 0, availableStudents: 5 });
  });

  it('answers 404 for another teacher’s class and leaves it and its students alone', async () => {
    const a = await teacherWithClass(srv, { name: 'Room 12' });
    await registerStudent(srv, a.cls.code);
    const b = await registerTeacher(srv);
    expect(await del(b.key, a.cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classRow(a.cls.id)).toMatchObject({ name: 'Room 12' });
    expect(await memberships(a.cls.id)).toHaveLength(1);
  });

  it('answers 404 for an id that does not exist, and again for a class already deleted', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(await del(teacher.key, MISSING_ID)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await del(teacher.key, cls.id)).status).toBe(200);
    expect(await del(teacher.key, cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
  });

  it.each([['1'], ['not-a-uuid'], ["' or 1=1 --"]])('answers 400 for the id %j (not a UUID)', async (id) => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(await del(teacher.key, id)).toEqual({ status: 400, body: { message: 'That class does not exist.' } });
    expect(await classRow(cls.id)).toBeDefined();
  });

  it('answers 401 without a key and 403 to a student, deleting nothing', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await del(null, cls.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await del(student.key, cls.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await classRow(cls.id)).toBeDefined();
  });

  it('answers 412 once the teacher’s trial is over (class actions need an active account)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * DAY_MS);
    const key = await loginKey(srv, teacher.payload.email);
    expect(await del(key, cls.id)).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    expect(await classRow(cls.id)).toBeDefined();
  });

  it('a SuperAdmin deletes their own class but not a teacher’s', async () => {
    const teacher = await teacherWithClass(srv);
    await srv.database.db.insert(users).values({
      roleID: RoleID.SuperAdmin,
      first: 'Ada',
      last: 'Admin',
      email: 'admin@sentencelab.example',
      passwordHash: await hashPassword(PASSWORD),
    });
    const key = await loginKey(srv, 'admin@sentencelab.example');
    const own = await createClass(srv, key, { name: 'Admin demo' });
    expect(await del(key, teacher.cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await del(key, own.id)).toEqual({ status: 200, body: { ok: true } });
    expect(await classRow(teacher.cls.id)).toBeDefined();
  });

  it('other methods on the path are not found (JSON)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const res = await raw(`${srv.url}/api/class/delete/${cls.id}`, { method: 'POST', key: teacher.key });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await request(srv.url, getStudents, { query: { classID: cls.id }, key: teacher.key })).status).toBe(200);
  });
});
