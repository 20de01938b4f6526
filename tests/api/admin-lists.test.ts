import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminListStudents, adminListTeachers, type AdminUserRow } from '../../src/shared/api/admin';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { ADMIN_LIST_LIMIT } from '../../src/server/features/admin/queries';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { createAdmin, updateUser } from './admin-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const teachers = (key: string | null, search?: string) =>
  request(srv.url, adminListTeachers, { query: search === undefined ? {} : { search }, key });
const students = (key: string | null, search?: string) =>
  request(srv.url, adminListStudents, { query: search === undefined ? {} : { search }, key });

/** Moves the app's clock on, so each account made after it is newer than the last. */
const tick = () => void (srv.clock.now = new Date(srv.clock.now.getTime() + 60_000));

describe('who may read the admin lists', () => {
  it.each([
    ['GET /admin/teachers', teachers],
    ['GET /admin/students', students],
  ])('%s: 401 without a key, 403 for a teacher and a student, 200 for an admin', async (_, list) => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const admin = await createAdmin(srv);

    expect(await list(null)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await list('not-a-key')).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await list(teacher.key)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect(await list(student.key)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect((await list(admin.key)).status).toBe(200);
  });

  it('a super-teacher is still a teacher: 403', async () => {
    const superTeacher = await registerTeacher(srv);
    await updateUser(srv, superTeacher.user.id, { isSuperTeacher: true, isGroup: true });
    expect(await teachers(superTeacher.key)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
  });
});

describe('GET /admin/teachers', () => {
  it('lists teachers and admins (no students), newest first, with the students across their classes', async () => {
    const admin = await createAdmin(srv);
    tick();
    const first = await registerTeacher(srv, { first: 'Older', last: 'Teacher' });
    const classA = await createClass(srv, first.key);
    const classB = await createClass(srv, first.key);
    await registerStudent(srv, classA.code);
    await registerStudent(srv, classA.code);
    await registerStudent(srv, classB.code);
    tick();
    const second = await registerTeacher(srv, { first: 'Newer', last: 'Teacher' });

    const res = await teachers(admin.key);
    expect(res.status).toBe(200);
    const rows: AdminUserRow[] = res.body;
    expect(rows.map((r) => r.id)).toEqual([second.user.id, first.user.id, admin.user.id]);
    expect(rows.map((r) => r.totalStudents)).toEqual([0, 3, 0]);
    expect(rows[1]).toMatchObject({
      first: 'Older',
      last: 'Teacher',
      email: first.payload.email,
      roleID: RoleID.Teacher,
      state: 'trial',
      paymentPlan: 'trial',
      isSuperTeacher: false,
      className: null,
      teacherEmail: null,
    });
    expect(rows[1]!.expirationDate).toBe(first.user.expirationDate);
    expect(rows[2]).toMatchObject({ roleID: RoleID.SuperAdmin, state: 'admin' });
  });

  it('shows each account state: trial, paid, purchase order, cancelling, expired', async () => {
    const admin = await createAdmin(srv);
    const yearOut = new Date(srv.clock.now.getTime() + 365 * DAY_MS);
    const trial = await registerTeacher(srv, { first: 'Trial' });
    const paid = await registerTeacher(srv, { first: 'Paid' });
    await updateUser(srv, paid.user.id, { paymentPlan: 'masterAnnual_3', expirationDate: yearOut, maxStudents: 25 });
    const po = await registerTeacher(srv, { first: 'Po' });
    await updateUser(srv, po.user.id, { paymentPlan: 'masterAnnual_3', expirationDate: yearOut, isPurchaseOrder: true });
    const cancelling = await registerTeacher(srv, { first: 'Cancelling' });
    await updateUser(srv, cancelling.user.id, { paymentPlan: 'masterMonthly_3', expirationDate: yearOut, isCancelling: true });
    const expired = await registerTeacher(srv, { first: 'Expired' });
    await updateUser(srv, expired.user.id, { paymentPlan: 'expired' });

    const rows: AdminUserRow[] = (await teachers(admin.key)).body;
    const stateOf = (id: string) => rows.find((r) => r.id === id)?.state;
    expect(stateOf(trial.user.id)).toBe('trial');
    expect(stateOf(paid.user.id)).toBe('paid');
    expect(stateOf(po.user.id)).toBe('purchase order');
    expect(stateOf(cancelling.user.id)).toBe('cancelling');
    expect(stateOf(expired.user.id)).toBe('expired');
    expect(stateOf(admin.user.id)).toBe('admin');
  });

  it('a trial shows as expired once the app clock passes its end', async () => {
    const admin = await createAdmin(srv);
    const trial = await registerTeacher(srv);
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * DAY_MS);
    // The admin's own key has run out by then too: sign in again.
    const key = await loginKey(srv, admin.user.email!);
    const rows: AdminUserRow[] = (await teachers(key)).body;
    expect(rows.find((r) => r.id === trial.user.id)?.state).toBe('expired');
  });

  it('searches first name, last name, full name, email and username, ignoring case', async () => {
    const admin = await createAdmin(srv, { first: 'Ada', last: 'Admin' });
    tick();
    const maya = await registerTeacher(srv, { first: 'Maya', last: 'Rivera', email: 'maya.r@northside.example' });
    tick();
    const omar = await registerTeacher(srv, { first: 'Omar', last: 'Haddad', email: 'oh@eastfield.example' });
    await updateUser(srv, omar.user.id, { username: 'coach.omar' });

    const ids = async (search: string) => ((await teachers(admin.key, search)).body as AdminUserRow[]).map((r) => r.id);
    expect(await ids('MAYA')).toEqual([maya.user.id]);
    expect(await ids('rive')).toEqual([maya.user.id]);
    expect(await ids('maya rivera')).toEqual([maya.user.id]);
    expect(await ids('NORTHSIDE')).toEqual([maya.user.id]);
    expect(await ids('Coach.O')).toEqual([omar.user.id]);
    expect(await ids('  haddad  ')).toEqual([omar.user.id]);
    expect(await ids('.example')).toEqual([omar.user.id, maya.user.id, admin.user.id]);
    expect(await ids('nobody-has-this')).toEqual([]);
    // An empty search is no filter.
    expect(await ids('')).toHaveLength(3);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    const admin = await createAdmin(srv);
    await registerTeacher(srv, { first: 'Plain' });
    const percent = await registerTeacher(srv, { first: '100%', last: 'Sure' });
    expect((await teachers(admin.key, '%')).body.map((r: AdminUserRow) => r.id)).toEqual([percent.user.id]);
    expect((await teachers(admin.key, '_')).body).toEqual([]);
  });

  it('refuses an over-long search with a clear 400, never a 500', async () => {
    const admin = await createAdmin(srv);
    expect(await teachers(admin.key, 'x'.repeat(101))).toEqual({ status: 400, body: { message: 'Search can be at most 100 characters.' } });
  });

  it(`sends at most ${ADMIN_LIST_LIMIT} rows, the newest`, async () => {
    const admin = await createAdmin(srv, { createdAt: new Date(srv.clock.now.getTime() - DAY_MS) });
    const base = srv.clock.now.getTime();
    const many = Array.from({ length: ADMIN_LIST_LIMIT + 5 }, (_, i) => ({
      roleID: RoleID.Teacher,
      first: `Bulk${i}`,
      last: 'Teacher',
      email: `bulk${i}@school.example`,
      paymentPlan: 'trial',
      expirationDate: new Date(base + 30 * DAY_MS),
      createdAt: new Date(base + i * 1000),
    }));
    await srv.database.db.insert(users).values(many);
    const rows: AdminUserRow[] = (await teachers(admin.key)).body;
    expect(rows).toHaveLength(ADMIN_LIST_LIMIT);
    expect(rows[0]!.first).toBe(`Bulk${ADMIN_LIST_LIMIT + 4}`);
    expect(rows.at(-1)!.first).toBe('Bulk5');
    // A search still finds what the first page left out.
    expect((await teachers(admin.key, 'admin')).body.map((r: AdminUserRow) => r.id)).toEqual([admin.user.id]);
  });
});

describe('GET /admin/students', () => {
  it('lists only students, newest first, with their class and its teacher email', async () => {
    const admin = await createAdmin(srv);
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 12 Grammar' });
    tick();
    const older = await registerStudent(srv, cls.code, { first: 'Jordan', last: 'Lee' });
    tick();
    const newer = await registerStudent(srv, cls.code, { first: 'Ana', last: 'Diaz', username: null, email: 'ana.diaz@home.example' });
    tick();
    const classless = await registerStudent(srv, cls.code, { first: 'Sol', last: 'Nobody' });
    await srv.database.db.execute(sql`delete from class_students where student_id = ${classless.user.id}`);

    const res = await students(admin.key);
    expect(res.status).toBe(200);
    const rows: AdminUserRow[] = res.body;
    expect(rows.map((r) => r.id)).toEqual([classless.user.id, newer.user.id, older.user.id]);
    expect(rows[2]).toMatchObject({
      first: 'Jordan',
      last: 'Lee',
      username: older.user.username,
      email: null,
      roleID: RoleID.Student,
      state: 'student',
      totalStudents: 0,
      className: 'Room 12 Grammar',
      teacherEmail: teacher.payload.email,
    });
    expect(rows[1]).toMatchObject({ email: 'ana.diaz@home.example', username: null, className: 'Room 12 Grammar' });
    expect(rows[0]).toMatchObject({ className: null, teacherEmail: null, state: 'student' });
    // Teachers are not in the student list.
    expect(rows.some((r) => r.id === teacher.user.id)).toBe(false);
  });

  it('searches names, email and username, ignoring case', async () => {
    const admin = await createAdmin(srv);
    const { cls } = await teacherWithClass(srv);
    const jordan = await registerStudent(srv, cls.code, { first: 'Jordan', last: 'Lee', username: 'jlee.room12' });
    const ana = await registerStudent(srv, cls.code, { first: 'Ana', last: 'Diaz', username: null, email: 'ana@home.example' });
    const ids = async (search: string) => ((await students(admin.key, search)).body as AdminUserRow[]).map((r) => r.id);
    expect(await ids('JLEE')).toEqual([jordan.user.id]);
    expect(await ids('jordan lee')).toEqual([jordan.user.id]);
    expect(await ids('HOME.EX')).toEqual([ana.user.id]);
    expect(await ids('diaz')).toEqual([ana.user.id]);
    // The teacher matches the teacher list, not this one.
    expect(await ids('school.example')).toEqual([]);
  });
});

describe('the lists do not leak secrets', () => {
  it('answers no password hashes or session keys', async () => {
    const admin = await createAdmin(srv);
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code);
    for (const res of [await teachers(admin.key), await students(admin.key)]) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('argon2');
      expect(text).not.toMatch(/passwordHash|apiKey|keyHash/);
    }
  });

  it('a malformed query string is still answered without a 500', async () => {
    const admin = await createAdmin(srv);
    const res = await raw(`${srv.url}/api/admin/teachers?search=%E0%A4%A`, { key: admin.key });
    expect(res.status).toBeLessThan(500);
  });
});
