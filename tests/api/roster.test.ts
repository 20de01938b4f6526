import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { bulkCreateStudents, bulkResetPasswords, ROSTER_MAX_ROWS, type RosterRow, type RosterRowResult } from '../../src/shared/api/roster';
import { getStudents } from '../../src/shared/api/students';
import { RoleID } from '../../src/shared/domain/roles';
import { messages } from '../../src/shared/messages';
import { rosterMessages } from '../../src/shared/rosterMessages';
import { classStudents, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { request } from './support/client';
import { PASSWORD, createClass, loginCall, loginKey, registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

type CreateBody = { classID: string; students: RosterRow[]; dryRun?: boolean; under13?: boolean };
const create = (key: string | null, body: CreateBody) => request(srv.url, bulkCreateStudents, { body, key });
const reset = (key: string | null, classID: string, studentIDs: string[]) =>
  request(srv.url, bulkResetPasswords, { body: { classID, studentIDs }, key });
const list = async (key: string, classID: string) =>
  (await request(srv.url, getStudents, { query: { classID }, key })).body as { userID: string }[];
const userCount = async () => Number((await srv.database.db.select({ n: count() }).from(users))[0]!.n);
const userRow = async (id: string) => (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Two short words and two digits, lowercase, no 0 or 1 (src/server/README.md). */
const PASSWORD_SHAPE = /^[a-z]{6,12}[2-9]{2}$/;

/** A teacher with one class and `seats` seats (a trial teacher has 5). */
async function teacher(seats = 50) {
  const t = await teacherWithClass(srv, { name: 'Room 9' });
  await srv.database.db.update(users).set({ maxStudents: seats }).where(eq(users.id, t.teacher.user.id));
  return { key: t.teacher.key, id: t.teacher.user.id, cls: t.cls };
}

const THIRTY_NAMES = `
  Ava Brown · Ben Carter · Chloe Davis · Dylan Evans · Emma Foster · Finn Garcia
  Grace Hall · Henry Irwin · Isla Jones · Jack King · Kai Lewis · Lily Moore
  Mason Nash · Nora Ortiz · Owen Price · Piper Quinn · Quinn Reed · Ruby Scott
  Sam Turner · Tara Underwood · Uma Vance · Victor White · Willa Xu · Xander Young
  Yara Zimmer · Zane Abbott · Ava Brown · Leo Bianchi · Mia Chen · Noah Díaz
`;
const THIRTY = THIRTY_NAMES.split(/ · |\n/)
  .map((n) => n.trim())
  .filter(Boolean)
  .map((name) => {
    const [first, last] = name.split(' ');
    return { first: first!, last: last! };
  });

describe('POST /api/student/bulkcreate', () => {
  it('adds 30 students from a list, with unique usernames and passwords shown once, stored hashed', async () => {
    const t = await teacher();
    const res = await create(t.key, { classID: t.cls.id, students: THIRTY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      created: 30,
      classID: t.cls.id,
      className: 'Room 9',
      classCode: t.cls.code,
      signInUrl: 'http://localhost:8080',
    });
    expect(res.body.seats).toEqual({ max: 50, used: 0, free: 50 });
    const rows = res.body.rows as RosterRowResult[];
    expect(rows.map((r) => r.status)).toEqual(Array(30).fill('created'));
    expect(rows[0]).toMatchObject({
      row: 0,
      first: 'Ava',
      last: 'Brown',
      username: 'ava.brown',
      usernameGenerated: true,
      email: null,
      errors: [],
    });
    // The same name twice in the list gets the next free name; accents become plain letters.
    expect(rows[26]!.username).toBe('ava.brown2');
    expect(rows[29]!.username).toBe('noah.diaz');
    expect(new Set(rows.map((r) => r.username)).size).toBe(30);
    for (const r of rows) expect(r.password).toMatch(PASSWORD_SHAPE);

    expect((await list(t.key, t.cls.id)).map((r) => r.userID).sort()).toEqual(rows.map((r) => r.studentID).sort());
    const stored = await userRow(rows[3]!.studentID!);
    expect(stored).toMatchObject({ roleID: RoleID.Student, first: 'Dylan', last: 'Evans', username: 'dylan.evans', under13: false });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(rows[3]!.password);
    expect((await request(srv.url, checkSession, { key: t.key })).body).toMatchObject({ totalStudents: 30 });
  });

  it('the students sign in with the password the teacher was shown', async () => {
    const t = await teacher();
    const res = await create(t.key, { classID: t.cls.id, students: THIRTY.slice(0, 3), under13: true });
    for (const r of res.body.rows as RosterRowResult[]) {
      const signIn = await loginCall(srv, r.username!, r.password!);
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ first: r.first, username: r.username, under13: true, classes: [{ id: t.cls.id }] });
    }
  });

  it('takes CSV rows with usernames and emails as given, and makes the missing usernames', async () => {
    const t = await teacher();
    const res = await create(t.key, {
      classID: t.cls.id,
      students: [
        { first: 'Sofia', last: 'Rossi', username: 'SofiaR', email: 'sofia.rossi@school.example' },
        { first: 'Tom', last: "O'Neil", email: 'tom@school.example' },
        { first: 'Zoë', last: 'Łukasz-Brandt', username: '', email: '' },
        { first: 'Cher', last: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body.rows as RosterRowResult[]).map((r) => [r.username, r.usernameGenerated, r.email])).toEqual([
      ['SofiaR', false, 'sofia.rossi@school.example'],
      ['tom.oneil', true, 'tom@school.example'],
      ['zoe.lukaszbrandt', true, null],
      ['cher', true, null],
    ]);
    // Either sign-in name works, in any case.
    const sofia = res.body.rows[0] as RosterRowResult;
    expect((await loginCall(srv, 'sofiar', sofia.password!)).status).toBe(200);
    expect((await loginCall(srv, 'Sofia.Rossi@school.example', sofia.password!)).status).toBe(200);
  });

  it('steps around usernames any account already has, across the whole system', async () => {
    const other = await teacherWithClass(srv);
    await registerStudent(srv, other.cls.code, { username: 'anna.smith', first: 'Anna', last: 'Smith' });
    await registerStudent(srv, other.cls.code, { username: 'Anna.Smith2', first: 'Anna', last: 'Smith' });
    const t = await teacher();
    const res = await create(t.key, {
      classID: t.cls.id,
      students: [
        { first: 'Anna', last: 'Smith' },
        { first: 'ANNA', last: 'smith' },
        { first: 'Anna', last: 'Smith', username: 'anna.smith4' },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body.rows as RosterRowResult[]).map((r) => r.username)).toEqual(['anna.smith3', 'anna.smith5', 'anna.smith4']);
    expect(res.body.created).toBe(3);
  });

  it('reports each row’s errors, and creates only the valid rows', async () => {
    const other = await teacherWithClass(srv);
    await registerStudent(srv, other.cls.code, { username: 'taken.name', email: undefined });
    const existing = await registerStudent(srv, other.cls.code, { username: undefined, email: 'used@school.example' });
    expect(existing.user.email).toBe('used@school.example');
    const t = await teacher();
    const students: RosterRow[] = [
      { first: '', last: 'Nofirst' },
      { first: 'Dup', last: 'One', username: 'dup.user' },
      { first: 'Dup', last: 'Two', username: 'DUP.USER' },
      { first: 'Taken', last: 'Name', username: 'Taken.Name' },
      { first: 'Bad', last: 'Email', email: 'not-an-email' },
      { first: 'Used', last: 'Email', email: 'USED@school.example' },
      { first: 'Spaced', last: 'Name', username: 'has space' },
      { first: 'Good', last: 'Row' },
      { first: 'Twin', last: 'Mail', email: 'twin@school.example' },
      { first: 'Twin', last: 'Mail', email: 'twin@school.example' },
      { first: 'x'.repeat(101), last: 'Long' },
    ];
    const preview = await create(t.key, { classID: t.cls.id, students, dryRun: true });
    expect(preview.status).toBe(200);
    const errorsOf = (rows: RosterRowResult[]) => rows.map((r) => [r.status, r.errors]);
    const expected = [
      ['invalid', [rosterMessages.firstMissing]],
      ['ready', []],
      ['invalid', [rosterMessages.usernameTwiceInList('DUP.USER', 2)]],
      ['invalid', [rosterMessages.usernameTaken('Taken.Name')]],
      ['invalid', [messages.emailInvalid]],
      ['invalid', [rosterMessages.emailTaken('USED@school.example')]],
      ['invalid', [rosterMessages.usernameRule]],
      ['ready', []],
      ['ready', []],
      ['invalid', [rosterMessages.emailTwiceInList('twin@school.example', 9)]],
      ['invalid', ['First Name can be at most 100 characters.']],
    ];
    expect(errorsOf(preview.body.rows)).toEqual(expected);

    const done = await create(t.key, { classID: t.cls.id, students });
    expect(done.body.created).toBe(3);
    expect(errorsOf(done.body.rows)).toEqual(expected.map(([status, errors]) => [status === 'ready' ? 'created' : status, errors]));
    expect((await list(t.key, t.cls.id)).length).toBe(3);
  });

  it('a dry run reports what would happen and changes nothing (no account, no password)', async () => {
    const t = await teacher();
    const before = await userCount();
    const res = await create(t.key, { classID: t.cls.id, students: THIRTY, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, created: 0, seats: { max: 50, used: 0, free: 50 } });
    expect((res.body.rows as RosterRowResult[]).every((r) => r.status === 'ready' && r.password === null && r.studentID === null)).toBe(
      true,
    );
    expect(res.body.rows[26].username).toBe('ava.brown2');
    expect(await userCount()).toBe(before);
    expect(await list(t.key, t.cls.id)).toEqual([]);
  });

  it('a trial teacher’s 5 seats: said before the import, and only the first free rows are added', async () => {
    const t = await teacherWithClass(srv);
    for (let i = 0; i < 2; i++) await registerStudent(srv, t.cls.code);
    const students = THIRTY.slice(0, 6);
    const preview = await create(t.teacher.key, { classID: t.cls.id, students, dryRun: true });
    expect(preview.body.seats).toEqual({ max: 5, used: 2, free: 3 });
    expect((preview.body.rows as RosterRowResult[]).map((r) => r.status)).toEqual([
      'ready',
      'ready',
      'ready',
      'noSeat',
      'noSeat',
      'noSeat',
    ]);
    expect(preview.body.rows[3].errors).toEqual([rosterMessages.noSeat]);
    expect(rosterMessages.seatsBeforeImport(3, 6)).toBe('You have 3 seats left; this list has 6 students: the first 3 can be added.');

    const done = await create(t.teacher.key, { classID: t.cls.id, students });
    expect(done.body.created).toBe(3);
    expect((done.body.rows as RosterRowResult[]).map((r) => r.status)).toEqual([
      'created',
      'created',
      'created',
      'noSeat',
      'noSeat',
      'noSeat',
    ]);
    expect((await list(t.teacher.key, t.cls.id)).length).toBe(5);

    const full = await create(t.teacher.key, { classID: t.cls.id, students: THIRTY.slice(10, 12) });
    expect(full.body).toMatchObject({ created: 0, seats: { max: 5, used: 5, free: 0 } });
    expect(rosterMessages.seatsBeforeImport(0, 2)).toContain('none can be added');
  });

  it('an expired trial has no seats', async () => {
    const t = await teacherWithClass(srv);
    await srv.database.db
      .update(users)
      .set({ expirationDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, t.teacher.user.id));
    const res = await create(t.teacher.key, { classID: t.cls.id, students: THIRTY.slice(0, 2) });
    expect(res.body).toMatchObject({ created: 0, seats: { max: 0, free: 0 } });
  });

  it('another teacher’s class, a missing class, or an admin on someone’s class answer 404; a student 403', async () => {
    const a = await teacher();
    const b = await teacher();
    const before = await userCount();
    expect(await create(b.key, { classID: a.cls.id, students: THIRTY.slice(0, 1) })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect((await create(b.key, { classID: a.cls.id, students: THIRTY.slice(0, 1), dryRun: true })).status).toBe(404);
    expect((await create(b.key, { classID: '3f1c2b8e-7a41-4c5d-9e2f-0a1b2c3d4e5f', students: THIRTY.slice(0, 1) })).status).toBe(404);
    await srv.database.db.insert(users).values({
      roleID: RoleID.SuperAdmin,
      first: 'Ada',
      last: 'Admin',
      email: 'admin@sentencelab.example',
      passwordHash: await hashPassword(PASSWORD),
    });
    const admin = await loginKey(srv, 'admin@sentencelab.example');
    expect((await create(admin, { classID: a.cls.id, students: THIRTY.slice(0, 1) })).status).toBe(404);
    const student = await registerStudent(srv, a.cls.code);
    expect((await create(student.key, { classID: a.cls.id, students: THIRTY.slice(0, 1) })).status).toBe(403);
    expect((await create(null, { classID: a.cls.id, students: THIRTY.slice(0, 1) })).status).toBe(401);
    expect(await userCount()).toBe(before + 2);
  });

  it('refuses an empty list and more than 200 rows as a whole', async () => {
    const t = await teacher(500);
    expect((await create(t.key, { classID: t.cls.id, students: [] })).body).toEqual({ message: rosterMessages.emptyList });
    const many = Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => ({ first: `Kid${i}`, last: 'Many' }));
    expect((await create(t.key, { classID: t.cls.id, students: many, dryRun: true })).status).toBe(400);
    const most = await create(t.key, { classID: t.cls.id, students: many.slice(0, ROSTER_MAX_ROWS), dryRun: true });
    expect(most.status).toBe(200);
    expect(new Set((most.body.rows as RosterRowResult[]).map((r) => r.username)).size).toBe(ROSTER_MAX_ROWS);
  });
});

describe('POST /api/student/bulkresetpasswords', () => {
  async function classOfThree() {
    const t = await teacher();
    const res = await create(t.key, { classID: t.cls.id, students: THIRTY.slice(0, 3) });
    const rows = res.body.rows as RosterRowResult[];
    const keys = await Promise.all(rows.map((r) => loginKey(srv, r.username!, r.password!)));
    return { t, rows, keys };
  }

  it('gives the selected students new passwords, shown once; the others keep theirs', async () => {
    const { t, rows, keys } = await classOfThree();
    const [ava, ben, chloe] = rows as [RosterRowResult, RosterRowResult, RosterRowResult];
    const res = await reset(t.key, t.cls.id, [chloe.studentID!, ava.studentID!]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ classID: t.cls.id, className: 'Room 9', classCode: t.cls.code, signInUrl: 'http://localhost:8080' });
    const logins = res.body.students as { studentID: string; first: string; login: string; password: string }[];
    expect(logins.map((l) => [l.studentID, l.first, l.login])).toEqual([
      [chloe.studentID, 'Chloe', chloe.username],
      [ava.studentID, 'Ava', ava.username],
    ]);
    for (const l of logins) expect(l.password).toMatch(PASSWORD_SHAPE);

    expect((await loginCall(srv, ava.username!, ava.password!)).status).toBe(401);
    expect((await loginCall(srv, ava.username!, logins[1]!.password)).status).toBe(200);
    expect((await loginCall(srv, chloe.username!, logins[0]!.password)).status).toBe(200);
    expect((await loginCall(srv, ben.username!, ben.password!)).status).toBe(200);
    // Issue 26: a reset signs the students out everywhere; the others stay signed in.
    expect((await request(srv.url, checkSession, { key: keys[0]! })).status).toBe(401);
    expect((await request(srv.url, checkSession, { key: keys[2]! })).status).toBe(401);
    expect((await request(srv.url, checkSession, { key: keys[1]! })).status).toBe(200);
  });

  it('a student outside the class refuses the whole call and changes nothing', async () => {
    const { t, rows } = await classOfThree();
    const elsewhere = await createClass(srv, t.key, { name: 'Room 10' });
    const moved = await registerStudent(srv, elsewhere.code);
    const before = (await userRow(rows[0]!.studentID!)).passwordHash;
    expect(await reset(t.key, t.cls.id, [rows[0]!.studentID!, moved.user.id])).toEqual({
      status: 404,
      body: { message: rosterMessages.studentNotInClass },
    });
    expect((await userRow(rows[0]!.studentID!)).passwordHash).toBe(before);
    expect((await loginCall(srv, moved.user.username!, PASSWORD)).status).toBe(200);
  });

  it('another teacher’s class answers 404 and changes nothing; a student 403', async () => {
    const { t, rows } = await classOfThree();
    const b = await teacher();
    const before = (await userRow(rows[1]!.studentID!)).passwordHash;
    expect(await reset(b.key, t.cls.id, [rows[1]!.studentID!])).toEqual({ status: 404, body: { message: messages.notFound } });
    const bOwn = await reset(b.key, b.cls.id, [rows[1]!.studentID!]);
    expect(bOwn.status).toBe(404);
    expect((await userRow(rows[1]!.studentID!)).passwordHash).toBe(before);
    const student = await loginKey(srv, rows[2]!.username!, rows[2]!.password!);
    expect((await reset(student, t.cls.id, [rows[1]!.studentID!])).status).toBe(403);
  });
});

describe('the seats are counted in one place', () => {
  it('students added here count like students who joined by code', async () => {
    const t = await teacherWithClass(srv);
    await create(t.teacher.key, { classID: t.cls.id, students: THIRTY.slice(0, 5) });
    expect((await srv.database.db.select({ n: count() }).from(classStudents).where(eq(classStudents.classID, t.cls.id)))[0]!.n).toBe(5);
    const late = await request(srv.url, checkSession, { key: t.teacher.key });
    expect(late.body).toMatchObject({ totalStudents: 5, availableStudents: 0 });
  });
});
