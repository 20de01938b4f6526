import { checkSession } from '../../src/shared/api/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAllClasses, getClassCode, saveClass, validateClassCode } from '../../src/shared/api/classes';
import { isValidClassCode } from '../../src/shared/domain/classCode';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { classes, users } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MISSING_ID = '3f1c2b8e-7a41-4c5d-9e2f-0a1b2c3d4e5f';

const save = (key: string, body: { id?: string; name: string; code: string }) => request(srv.url, saveClass, { body, key });
const validate = (key: string, code: string, id?: string) =>
  request(srv.url, validateClassCode, { query: id ? { code, id } : { code }, key });
const classRow = async (id: string) => (await srv.database.db.select().from(classes).where(eq(classes.id, id)))[0];

describe('GET /api/class/getcode', () => {
  it('answers an unused, valid 8-character code as a JSON string', async () => {
    const { key } = await registerTeacher(srv);
    const res = await raw(`${srv.url}/api/class/getcode`, { key });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    expect(res.body).toHaveLength(8);
    expect(isValidClassCode(res.body)).toBe(true);
    expect(res.body).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect((await validate(key, res.body)).body).toEqual({ available: true });
  });

  it('gives a code that can be saved as is', async () => {
    const { key } = await registerTeacher(srv);
    const code = (await request(srv.url, getClassCode, { key })).body;
    const res = await save(key, { name: 'Room 12', code });
    expect(res.status).toBe(200);
    expect(res.body.value.code).toBe(code);
  });
});

describe('GET /api/class/validatecode', () => {
  it('answers available for an unused code', async () => {
    const { key } = await registerTeacher(srv);
    expect(await validate(key, 'FREE-123')).toEqual({ status: 200, body: { available: true } });
  });

  it('answers not available for a code in use, in any case', async () => {
    const { cls } = await teacherWithClass(srv, { code: 'USED-123' });
    const other = await registerTeacher(srv);
    expect((await validate(other.key, 'USED-123')).body).toEqual({ available: false });
    expect((await validate(other.key, ' used-123 ')).body).toEqual({ available: false });
    expect(cls.code).toBe('USED-123');
  });

  it('answers available for a class’s own code when given its id', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { code: 'MINE-123' });
    expect((await validate(teacher.key, 'MINE-123', cls.id)).body).toEqual({ available: true });
  });

  it('answers not available for another class’s code even with an id', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { code: 'MINE-123' });
    const second = await createClass(srv, teacher.key, { code: 'MINE-456' });
    expect((await validate(teacher.key, 'MINE-123', second.id)).body).toEqual({ available: false });
    expect(cls.id).not.toBe(second.id);
  });

  it('answers not available for a malformed code', async () => {
    const { key } = await registerTeacher(srv);
    expect((await validate(key, 'ABCD_123')).body).toEqual({ available: false });
    expect((await validate(key, 'SHORT')).body).toEqual({ available: false });
  });

  it('answers 400 without a code', async () => {
    const { key } = await registerTeacher(srv);
    expect(await raw(`${srv.url}/api/class/validatecode`, { key })).toEqual({
      status: 400,
      body: { message: messages.classCodeRequiredDialog },
    });
    expect(await validate(key, '  ')).toEqual({ status: 400, body: { message: messages.classCodeRequiredDialog } });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const { key } = await registerTeacher(srv);
    expect(await validate(key, 'FREE-123', '42')).toEqual({ status: 400, body: { message: 'That class does not exist.' } });
  });
});

describe('POST /api/class/save', () => {
  it('creates a class with no students', async () => {
    const { key } = await registerTeacher(srv);
    const res = await save(key, { name: '  Room 12 Grammar ', code: 'room-121' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['value']);
    expect(res.body.value).toMatchObject({
      name: 'Room 12 Grammar',
      code: 'ROOM-121',
      classSize: 0,
      superDiagnosticEnabled: false,
      googleCourseID: null,
      section: null,
    });
    expect(new Date(res.body.value.createDate).getTime()).toBe(srv.clock.now.getTime());
    expect((await request(srv.url, getAllClasses, { key })).body).toEqual([res.body.value]);
  });

  it('renames a class and answers it with its student count', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 12', code: 'ROOM-120' });
    await registerStudent(srv, cls.code);
    const res = await save(teacher.key, { id: cls.id, name: 'Room 12B', code: 'ROOM-120' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id: cls.id, name: 'Room 12B', code: 'ROOM-120', classSize: 1 });
    expect(await classRow(cls.id)).toMatchObject({ name: 'Room 12B' });
  });

  it('changes the code of a class and frees the old one', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { code: 'OLDC-123' });
    const res = await save(teacher.key, { id: cls.id, name: cls.name, code: 'newc-123' });
    expect(res.body.value.code).toBe('NEWC-123');
    expect((await validate(teacher.key, 'OLDC-123')).body).toEqual({ available: true });
    expect((await validate(teacher.key, 'NEWC-123')).body).toEqual({ available: false });
  });

  it('answers 409 when creating with another class’s code, in any case', async () => {
    await teacherWithClass(srv, { code: 'TAKE-123' });
    const other = await registerTeacher(srv);
    expect(await save(other.key, { name: 'Mine', code: 'take-123' })).toEqual({ status: 409, body: { message: messages.classCodeInUse } });
    expect((await request(srv.url, getAllClasses, { key: other.key })).body).toEqual([]);
  });

  it('answers 409 when renaming to another class’s code', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { code: 'AAAA-111' });
    await createClass(srv, teacher.key, { code: 'BBBB-222' });
    expect(await save(teacher.key, { id: cls.id, name: cls.name, code: 'BBBB-222' })).toEqual({
      status: 409,
      body: { message: messages.classCodeInUse },
    });
    expect(await classRow(cls.id)).toMatchObject({ code: 'AAAA-111' });
  });

  it.each([
    ['an empty name', { name: '', code: 'ROOM-123' }, messages.classNameRequired],
    ['a blank name', { name: '   ', code: 'ROOM-123' }, messages.classNameRequired],
    ['a missing name', { code: 'ROOM-123' }, messages.classNameRequired],
    ['a missing code', { name: 'Room 12' }, messages.classCodeRequiredDialog],
    ['a malformed code', { name: 'Room 12', code: 'ROOM_123' }, extraMessages.classCodeInvalid],
    ['a 7-character code', { name: 'Room 12', code: 'ROOM-12' }, extraMessages.classCodeInvalid],
    ['an id that is not a UUID', { id: '1', name: 'Room 12', code: 'ROOM-123' }, 'That class does not exist.'],
  ])('answers 400 for %s', async (_, body, message) => {
    const { key } = await registerTeacher(srv);
    const res = await raw(`${srv.url}/api/class/save`, { method: 'POST', body, key });
    expect(res).toEqual({ status: 400, body: { message } });
    expect((await request(srv.url, getAllClasses, { key })).body).toEqual([]);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { key } = await registerTeacher(srv);
    expect(await save(key, { id: MISSING_ID, name: 'Room 12', code: 'ROOM-123' })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
  });

  it('answers 404 when renaming another teacher’s class and leaves it unchanged', async () => {
    const { teacher: owner, cls } = await teacherWithClass(srv, { name: 'Room 12', code: 'OWNR-123' });
    const intruder = await registerTeacher(srv);
    for (const code of ['OWNR-123', 'STOL-123']) {
      expect(await save(intruder.key, { id: cls.id, name: 'Hijacked', code })).toEqual({ status: 404, body: { message: messages.notFound } });
    }
    expect(await classRow(cls.id)).toMatchObject({ name: 'Room 12', code: 'OWNR-123', teacherID: owner.user.id });
    expect((await request(srv.url, getAllClasses, { key: owner.key })).body).toEqual([cls]);
    expect((await request(srv.url, getAllClasses, { key: intruder.key })).body).toEqual([]);
  });

  it('answers 412 once the teacher’s trial is over', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 12' });
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * DAY_MS);
    const key = await loginKey(srv, teacher.payload.email);
    expect(await save(key, { name: 'New class', code: 'LATE-123' })).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    expect(await save(key, { id: cls.id, name: 'Renamed', code: cls.code })).toEqual({
      status: 412,
      body: { message: messages.subscriptionRequired },
    });
    expect(await classRow(cls.id)).toMatchObject({ name: 'Room 12' });
  });

  it('an expired teacher is inactive with no seats available', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code);
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * DAY_MS);
    const key = await loginKey(srv, teacher.payload.email);
    const me = (await request(srv.url, checkSession, { key })).body;
    expect(me).toMatchObject({ isActive: false, maxStudents: 5, totalStudents: 1, availableStudents: 0 });
  });

  it('answers 410 while the teacher has more students than seats', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code);
    await registerStudent(srv, cls.code);
    await srv.database.db.update(users).set({ maxStudents: 1 }).where(eq(users.id, teacher.user.id));
    const over = { status: 410, body: { message: messages.classOverMaxStudents('support@sentencelab.example') } };
    expect(await save(teacher.key, { name: 'Room 13', code: 'OVER-123' })).toEqual(over);
    expect(await save(teacher.key, { id: cls.id, name: 'Renamed', code: cls.code })).toEqual(over);
  });

  it('still saves with every seat filled', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    for (let i = 0; i < 5; i++) await registerStudent(srv, cls.code);
    expect((await save(teacher.key, { id: cls.id, name: 'Full room', code: cls.code })).body.value).toMatchObject({ classSize: 5 });
  });

  it('uses the catalogue wording', () => {
    expect(messages.classNameRequired).toBe('Class Name is required.');
    expect(messages.classCodeRequiredDialog).toBe('Class Code is required.');
    expect(messages.classCodeInUse).toBe('That Class Code is in use! Please pick a different one.');
    expect(messages.subscriptionRequired).toBe(
      'You do not have an active subscription. Click the billing icon ($) in the upper-right corner to activate your subscription.',
    );
  });
});

describe('GET /api/class/getall', () => {
  it('shows a teacher only their own classes, oldest first, with student counts', async () => {
    const { teacher, cls: first } = await teacherWithClass(srv, { name: 'First' });
    srv.clock.now = new Date(srv.clock.now.getTime() + 1000);
    const second = await createClass(srv, teacher.key, { name: 'Second' });
    const other = await teacherWithClass(srv, { name: 'Not mine' });
    await registerStudent(srv, first.code);
    await registerStudent(srv, first.code);
    await registerStudent(srv, second.code);
    await registerStudent(srv, other.cls.code);

    const res = await request(srv.url, getAllClasses, { key: teacher.key });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string; classSize: number }) => [c.name, c.classSize])).toEqual([
      ['First', 2],
      ['Second', 1],
    ]);
  });

  it('shows a teacher without classes an empty list', async () => {
    const { key } = await registerTeacher(srv);
    expect(await request(srv.url, getAllClasses, { key })).toEqual({ status: 200, body: [] });
  });

  it('shows a student only the class they joined', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Joined' });
    await createClass(srv, teacher.key, { name: 'Other class of the same teacher' });
    await teacherWithClass(srv, { name: 'Another teacher' });
    const student = await registerStudent(srv, cls.code);
    const res = await request(srv.url, getAllClasses, { key: student.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...cls, classSize: 1 }]);
  });
});
