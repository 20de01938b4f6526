import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkSession, registerTeacher as registerTeacherCall } from '../../src/shared/api/auth';
import { getAllClasses } from '../../src/shared/api/classes';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { selectRows, testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import {
  PASSWORD,
  createClass,
  createStudentCall,
  loginCall,
  registerStudent,
  registerTeacher,
  studentPayload,
  teacherPayload,
  teacherWithClass,
  type TeacherInput,
} from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const userCount = async () => (await selectRows<{ n: number }>(srv.database, sql`select count(*)::int as n from users`))[0]!.n;

const classSizeInDb = async (classID: string) =>
  (await selectRows<{ n: number }>(srv.database, sql`select count(*)::int as n from class_students where class_id = ${classID}`))[0]!.n;

describe('POST /api/user/save/teacher', () => {
  const register = (body: Partial<TeacherInput> | Record<string, unknown>) =>
    raw(`${srv.url}/api/user/save/teacher`, { method: 'POST', body });

  it('creates a teacher on a 30-day trial with 5 seats, signed in', async () => {
    srv.clock.now = new Date('2025-09-01T08:30:00.000Z');
    const payload = teacherPayload();
    const res = await request(srv.url, registerTeacherCall, { body: payload });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: payload.email,
      first: 'Maya',
      last: 'Rivera',
      role: 'Teacher',
      roleID: 2,
      paymentPlan: 'trial',
      maxStudents: 5,
      totalStudents: 0,
      availableStudents: 5,
      expirationDate: '2025-10-01T08:30:00.000Z',
      isActive: true,
      showTutorial: true,
      classes: [],
    });
    expect(new Date(res.body.expirationDate).getTime() - srv.clock.now.getTime()).toBe(30 * DAY_MS);
    expect(res.body.apiKey).toEqual(expect.any(String));
    expect((await request(srv.url, checkSession, { key: res.body.apiKey })).status).toBe(200);
  });

  it('makes a Teacher even when the payload asks for SuperAdmin (roleID 1)', async () => {
    const { user, key } = await registerTeacher(srv, { roleID: 1 });
    expect(user).toMatchObject({ role: 'Teacher', roleID: 2 });
    expect((await request(srv.url, checkSession, { key })).body).toMatchObject({ role: 'Teacher', roleID: 2 });
    const [row] = await srv.database.db.select({ roleID: users.roleID }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ roleID: 2 });
  });

  it('ignores a paid plan, seats or id sent in the payload', async () => {
    const res = await register({ ...teacherPayload(), paymentPlan: 'masterAnnual_3', maxStudents: 500, id: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentPlan: 'trial', maxStudents: 5 });
    expect(res.body.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('keeps the marketing answers and tracking fields', async () => {
    const tracking = {
      howDidYouHearAboutUs: 'Other' as const,
      hearOther: 'A poster in the staff room',
      UTMSource: 'newsletter',
      UTMMedium: 'email',
      UTMCampaign: 'back-to-school',
      UTMContent: 'header-link',
      UTMTerm: 'grammar app',
      GCLID: 'Cj0KCQjw-gclid-123',
    };
    const { user, key } = await registerTeacher(srv, tracking);
    expect(user).toMatchObject(tracking);
    expect((await request(srv.url, checkSession, { key })).body).toMatchObject(tracking);

    const [row] = await srv.database.db
      .select({
        howDidYouHearAboutUs: users.howDidYouHearAboutUs,
        hearOther: users.hearOther,
        UTMSource: users.UTMSource,
        UTMMedium: users.UTMMedium,
        UTMCampaign: users.UTMCampaign,
        UTMContent: users.UTMContent,
        UTMTerm: users.UTMTerm,
        GCLID: users.GCLID,
      })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual(tracking);
  });

  it('trims the email and can sign in with it', async () => {
    const { user } = await registerTeacher(srv, { email: '  maya@school.example ' });
    expect(user.email).toBe('maya@school.example');
    expect((await loginCall(srv, 'maya@school.example', PASSWORD)).status).toBe(200);
  });

  it.each([
    ['the same email', 'maya@school.example'],
    ['a different case', 'MAYA@School.Example'],
    ['surrounding spaces', '  maya@school.example  '],
  ])('answers 409 for %s', async (_, email) => {
    await registerTeacher(srv, { email: 'maya@school.example' });
    const res = await register(teacherPayload({ email }));
    expect(res).toEqual({ status: 409, body: { message: messages.accountExists } });
    expect(await userCount()).toBe(1);
  });

  it('answers 409 for an email a student already uses as a username', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code, { username: 'kid@home.example', email: null });
    const res = await register(teacherPayload({ email: 'KID@home.example' }));
    expect(res).toEqual({ status: 409, body: { message: messages.accountExists } });
  });

  it('lets only one of two simultaneous registrations with one email through', async () => {
    const payload = teacherPayload();
    const answers = await Promise.all([payload, { ...payload, email: payload.email.toUpperCase() }].map(register));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: messages.accountExists });
    expect(await userCount()).toBe(1);
  });

  it.each([
    ['letters only', 'abcd'],
    ['too short', 'ab1'],
    ['31 characters', `${'a'.repeat(30)}1`],
    ['digits only', '1234'],
    ['empty', ''],
  ])('answers 460 for a password that breaks the rule (%s)', async (_, password) => {
    const res = await register(teacherPayload({ password }));
    expect(res).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    expect(await userCount()).toBe(0);
  });

  it('accepts a 30-character password', async () => {
    const password = `${'a'.repeat(29)}1`;
    const { payload } = await registerTeacher(srv, { password });
    expect((await loginCall(srv, payload.email, password)).status).toBe(200);
  });

  it.each([
    ['missing first name', { first: undefined }, messages.firstNameRequired],
    ['blank first name', { first: '   ' }, messages.firstNameRequired],
    ['missing last name', { last: undefined }, messages.lastNameRequired],
    ['empty last name', { last: '' }, messages.lastNameRequired],
    ['missing email', { email: undefined }, messages.teacherEmailInvalid],
    ['empty email', { email: '' }, messages.teacherEmailInvalid],
    ['invalid email', { email: 'maya-at-school' }, messages.teacherEmailInvalid],
    ['missing password', { password: undefined }, messages.passwordRequired],
    ['missing how did you hear', { howDidYouHearAboutUs: undefined }, messages.howDidYouHearRequired],
    ['empty how did you hear', { howDidYouHearAboutUs: '' }, messages.howDidYouHearRequired],
    ['Other without the text', { howDidYouHearAboutUs: 'Other' }, messages.hearOtherRequired],
    ['Other with blank text', { howDidYouHearAboutUs: 'Other', hearOther: '   ' }, messages.hearOtherRequired],
  ])('answers 400 for %s', async (_, over, message) => {
    const res = await register({ ...teacherPayload(), ...over });
    expect(res).toEqual({ status: 400, body: { message } });
    expect(await userCount()).toBe(0);
  });

  it('uses the catalogue wording', () => {
    expect(messages.accountExists).toBe(
      'You already have an account under this email address!  Do not create another account; simply log into your existing account using this email address and your password.',
    );
    expect(messages.passwordRuleServer).toBe('Passwords must be between 4 - 30 characters and include at least 1 number');
    expect(messages.firstNameRequired).toBe('First Name is required');
    expect(messages.lastNameRequired).toBe('Last Name is required');
    expect(messages.howDidYouHearRequired).toBe('How did you hear about us is required');
    expect(messages.teacherEmailInvalid).toBe('Must be valid email address');
  });
});

describe('POST /api/student/create', () => {
  it('creates a student in the class and signs them in', async () => {
    const { cls } = await teacherWithClass(srv, { name: 'Room 7' });
    const res = await createStudentCall(srv, cls.code, { username: 'jordan.lee', roleID: 1 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['class', 'signupBadge', 'user']);
    // The shipped curriculum's signup badge (see tests/api/badges.test.ts).
    expect(res.body.signupBadge).toMatchObject({ id: 'welcome-aboard', name: 'Welcome Aboard' });
    expect(res.body.class).toMatchObject({ id: cls.id, name: 'Room 7', code: cls.code, classSize: 1 });
    expect(res.body.user).toMatchObject({
      username: 'jordan.lee',
      email: null,
      role: 'Student',
      roleID: 3,
      classCode: cls.code,
      isActive: true,
      paymentPlan: null,
      showTutorial: false,
    });
    expect(res.body.user.classes).toHaveLength(1);
    expect(res.body.user.classes[0].code).toBe(cls.code);
    expect((await request(srv.url, checkSession, { key: res.body.user.apiKey })).body.id).toBe(res.body.user.id);
  });

  it('lets the student sign in by username', async () => {
    const { cls } = await teacherWithClass(srv);
    const { user } = await registerStudent(srv, cls.code, { username: 'Jordan.Lee' });
    const res = await loginCall(srv, 'jordan.lee', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it('puts an address typed in the one login field into email', async () => {
    const { cls } = await teacherWithClass(srv);
    const { user } = await registerStudent(srv, cls.code, { username: 'jordan@home.example' });
    expect(user).toMatchObject({ email: 'jordan@home.example', username: null });
    expect((await loginCall(srv, 'JORDAN@home.example', PASSWORD)).status).toBe(200);
  });

  it('answers 400 for an invalid email', async () => {
    const { cls } = await teacherWithClass(srv);
    const res = await createStudentCall(srv, cls.code, { username: null, email: 'jordan@home' });
    expect(res).toEqual({ status: 400, body: { message: messages.emailInvalid } });
  });

  it('takes the class code in any case, with surrounding spaces', async () => {
    const { cls } = await teacherWithClass(srv, { code: 'ROOM-712' });
    const res = await createStudentCall(srv, '  room-712 ');
    expect(res.status).toBe(200);
    expect(res.body.class.id).toBe(cls.id);
    expect(res.body.user.classes[0].code).toBe('ROOM-712');
  });

  it('counts the student against the teacher’s seats', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code);
    await registerStudent(srv, cls.code);
    const me = await request(srv.url, checkSession, { key: teacher.key });
    expect(me.body).toMatchObject({ maxStudents: 5, totalStudents: 2, availableStudents: 3 });
    const all = await request(srv.url, getAllClasses, { key: teacher.key });
    expect(all.body.map((c: { classSize: number }) => c.classSize)).toEqual([2]);
  });

  it.each([
    ['an unknown well-formed code', 'ZZZZ-999'],
    ['a 7-character code', 'ABC-123'],
    ['a code with an underscore', 'ABCD_123'],
    ['a 9-character code', 'ABCD-1234'],
  ])('answers 410 for %s', async (_, code) => {
    await teacherWithClass(srv);
    const before = await userCount();
    const res = await createStudentCall(srv, code);
    expect(res).toEqual({ status: 410, body: { message: messages.invalidClassCode } });
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for an empty or missing class code', async () => {
    expect(await createStudentCall(srv, '   ')).toEqual({ status: 400, body: { message: messages.classCodeRequired } });
    const missing = await raw(`${srv.url}/api/student/create`, { method: 'POST', body: { User: studentPayload(), Class: {} } });
    expect(missing).toEqual({ status: 400, body: { message: messages.classCodeRequired } });
  });

  it('answers 411 for the 6th student of a trial teacher, and adds nobody', async () => {
    const { cls } = await teacherWithClass(srv);
    for (let i = 0; i < 5; i++) await registerStudent(srv, cls.code);
    const before = await userCount();
    const res = await createStudentCall(srv, cls.code, { username: 'number.six' });
    expect(res).toEqual({ status: 411, body: { message: messages.classFull } });
    expect(await userCount()).toBe(before);
    expect(await classSizeInDb(cls.id)).toBe(5);
    expect((await loginCall(srv, 'number.six', PASSWORD)).status).toBe(401);
  });

  it('counts seats across all of the teacher’s classes', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const second = await createClass(srv, teacher.key, { name: 'Room 8' });
    for (let i = 0; i < 3; i++) await registerStudent(srv, cls.code);
    for (let i = 0; i < 2; i++) await registerStudent(srv, second.code);
    expect(await createStudentCall(srv, second.code)).toEqual({ status: 411, body: { message: messages.classFull } });
  });

  it('answers 411 once the teacher’s trial has expired', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code);
    srv.clock.now = new Date(srv.clock.now.getTime() + 30 * DAY_MS + 1000);
    expect(await createStudentCall(srv, cls.code)).toEqual({ status: 411, body: { message: messages.classFull } });
  });

  it('a student is active only while their teacher is', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code, { username: 'jordan.lee' });
    expect(student.user.isActive).toBe(true);
    srv.clock.now = new Date(srv.clock.now.getTime() + 30 * DAY_MS + 1000);
    const res = await loginCall(srv, 'jordan.lee', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isActive: false, classCode: cls.code });
  });

  it('still has room on the last day of the trial', async () => {
    const { cls } = await teacherWithClass(srv);
    srv.clock.now = new Date(srv.clock.now.getTime() + 30 * DAY_MS - 60_000);
    expect((await createStudentCall(srv, cls.code)).status).toBe(200);
  });

  it('answers 409 for a username that is taken, in any case', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code, { username: 'jordan.lee' });
    const res = await createStudentCall(srv, cls.code, { username: ' JORDAN.LEE ' });
    expect(res).toEqual({ status: 409, body: { message: messages.studentAccountExists } });
    expect(await classSizeInDb(cls.id)).toBe(1);
  });

  it('answers 409 for a username equal to a teacher’s email', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const res = await createStudentCall(srv, cls.code, { username: teacher.payload.email.toUpperCase() });
    expect(res).toEqual({ status: 409, body: { message: messages.studentAccountExists } });
  });

  it('lets only one of two simultaneous registrations with one username through', async () => {
    const { cls } = await teacherWithClass(srv);
    const answers = await Promise.all(['twin.name', 'TWIN.NAME'].map((username) => createStudentCall(srv, cls.code, { username })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: messages.studentAccountExists });
    expect(await classSizeInDb(cls.id)).toBe(1);
  });

  it.each([
    ['letters only', 'abcd'],
    ['too short', 'ab1'],
    ['31 characters', `${'a'.repeat(30)}1`],
  ])('answers 460 for a bad password (%s)', async (_, password) => {
    const { cls } = await teacherWithClass(srv);
    const res = await createStudentCall(srv, cls.code, { password });
    expect(res).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    expect(await classSizeInDb(cls.id)).toBe(0);
  });

  it.each([
    ['both empty', { email: '', username: '' }],
    ['both blank', { email: '  ', username: ' ' }],
    ['both missing', { email: undefined, username: undefined }],
  ])('answers 400 when email and username are %s', async (_, over) => {
    const { cls } = await teacherWithClass(srv);
    const res = await createStudentCall(srv, cls.code, over);
    expect(res).toEqual({ status: 400, body: { message: messages.emailOrUsernameRequired } });
  });

  it.each([
    ['first name', { first: '' }, messages.firstNameRequired],
    ['last name', { last: undefined }, messages.lastNameRequired],
    ['password', { password: undefined }, messages.passwordRequired],
  ])('answers 400 for a missing %s', async (_, over, message) => {
    const { cls } = await teacherWithClass(srv);
    const res = await createStudentCall(srv, cls.code, over);
    expect(res).toEqual({ status: 400, body: { message } });
  });

  it('seats exactly 5 of 8 students registering at once into 5 seats', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createStudentCall(srv, cls.code, { username: `rush.${i}` })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 411, 411, 411]);
    for (const a of answers.filter((x) => x.status === 411)) expect(a.body).toEqual({ message: messages.classFull });
    expect(await classSizeInDb(cls.id)).toBe(5);
    expect((await request(srv.url, checkSession, { key: teacher.key })).body).toMatchObject({ totalStudents: 5, availableStudents: 0 });
  });

  it('uses the catalogue wording', () => {
    expect(messages.invalidClassCode).toBe('Invalid Class Code');
    expect(messages.classFull).toBe('Sorry! We cannot add you to this class because your teacher needs to purchase more student seats.');
    expect(messages.emailOrUsernameRequired).toBe('Email or Username is required');
  });
});
