import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { updateUserPassword } from '../../src/shared/api/account';
import { getSubTeachers, getTeacherByEmail, removeSubTeacher, saveSubTeacher, updateSubTeacherPassword } from '../../src/shared/api/teachers';
import { isValidPassword } from '../../src/shared/domain/credentials';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { request } from './support/client';
import { PASSWORD, createClass, loginCall, loginKey, registerStudent, registerTeacher, unique } from './support/fixtures';
import { account, admin, paidTeacher, subTeacherOf, superTeacher, userByEmail, userRow } from './teachers-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const newEmail = () => `${unique('new.teacher')}@school.example`;
const add = (key: string, body: { email: string; first?: string; last?: string; ID?: string }) =>
  request(srv.url, saveSubTeacher, { body: { first: 'Nia', last: 'Brooks', ...body }, key });
const me = async (key: string) => (await request(srv.url, checkSession, { key })).body;
const remaining = async (key: string) => (await me(key)).calculatedSuperTeacherPlans.map((p: { quantity: number }) => p.quantity);

describe('GET /user/teachers/getall', () => {
  it('lists the caller’s sub-teachers by name with their students and plan, and nobody else’s', async () => {
    const owner = await superTeacher(srv);
    const zed = await subTeacherOf(srv, owner, { first: 'Zed', last: 'Young', socialType: 'google' });
    const amy = await subTeacherOf(srv, owner, { first: 'Amy', last: 'Adams' });
    const cls = await createClass(srv, zed.key);
    await registerStudent(srv, cls.code);
    await registerStudent(srv, cls.code);
    const other = await superTeacher(srv);
    await subTeacherOf(srv, other, { first: 'Not', last: 'Mine' });

    const res = await request(srv.url, getSubTeachers, { key: owner.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: amy.id, first: 'Amy', last: 'Adams', email: amy.email, socialType: null, totalStudents: 0, maxStudents: 25, plan: 'masterAnnual_3' },
      { id: zed.id, first: 'Zed', last: 'Young', email: zed.email, socialType: 'google', totalStudents: 2, maxStudents: 25, plan: 'masterAnnual_3' },
    ]);
  });

  it('is empty for a super-teacher without sub-teachers', async () => {
    const owner = await superTeacher(srv);
    expect(await request(srv.url, getSubTeachers, { key: owner.key })).toEqual({ status: 200, body: [] });
  });
});

describe('the super-teacher’s user object', () => {
  it('carries the plans, the calculated plans and the sub-teachers (ACB §3)', async () => {
    const owner = await superTeacher(srv, {
      plans: [
        { plan: 'masterAnnual_3', size: 25, quantity: 3 },
        { plan: 'masterAnnual_6', size: 50, quantity: 1 },
      ],
    });
    const sub = await subTeacherOf(srv, owner);
    const user = await me(owner.key);
    expect(user.superTeacherPlans).toEqual([
      { plan: 'masterAnnual_3', quantity: 3, size: 25 },
      { plan: 'masterAnnual_6', quantity: 1, size: 50 },
    ]);
    expect(user.calculatedSuperTeacherPlans).toEqual([
      { plan: 'masterAnnual_3', quantity: 2, size: 25 },
      { plan: 'masterAnnual_6', quantity: 1, size: 50 },
    ]);
    expect(user.subTeachers).toEqual([{ id: sub.id, first: 'Omar', last: 'Haddad', email: sub.email, socialType: null, totalStudents: 0 }]);
  });

  it('login answers with them too; a plain teacher and a sub-teacher get empty lists', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    const login = await loginCall(srv, owner.email, PASSWORD);
    expect(login.body.calculatedSuperTeacherPlans).toEqual([{ plan: 'masterAnnual_3', quantity: 2, size: 25 }]);
    const plain = await registerTeacher(srv);
    for (const key of [plain.key, sub.key]) {
      expect(await me(key)).toMatchObject({ superTeacherPlans: [], calculatedSuperTeacherPlans: [], subTeachers: [] });
    }
  });

  it('each added teacher lowers the plan’s remaining quantity by one; removing one gives the seat back', async () => {
    const owner = await superTeacher(srv);
    expect(await remaining(owner.key)).toEqual([3]);
    const ids: string[] = [];
    for (const left of [2, 1, 0]) {
      const res = await add(owner.key, { email: newEmail() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.subTeacher.id);
      expect(await remaining(owner.key)).toEqual([left]);
    }
    expect((await me(owner.key)).subTeachers).toHaveLength(3);
    await request(srv.url, removeSubTeacher, { body: { ID: ids[0]! }, key: owner.key });
    expect(await remaining(owner.key)).toEqual([1]);
  });
});

describe('GET /user/getteacher', () => {
  const lookup = (key: string, email: string) => request(srv.url, getTeacherByEmail, { query: { email }, key });

  it('an unknown email is not found and can be added', async () => {
    const owner = await superTeacher(srv);
    expect(await lookup(owner.key, newEmail())).toEqual({ status: 200, body: { found: false, teacher: null, canAdd: true } });
  });

  it('a trial teacher is found, named, and can be added; the lookup ignores case and survives URL encoding', async () => {
    const owner = await superTeacher(srv);
    const email = `${unique('a+b.')}@school.example`;
    const trial = await registerTeacher(srv, { email, first: 'Lena', last: 'Park' });
    const res = await lookup(owner.key, email.toUpperCase());
    expect(res).toEqual({
      status: 200,
      body: { found: true, teacher: { id: trial.user.id, first: 'Lena', last: 'Park', email }, canAdd: true },
    });
  });

  it('an expired teacher can be added', async () => {
    const owner = await superTeacher(srv);
    const lapsed = await paidTeacher(srv, { expirationDate: new Date(srv.clock.now.getTime() - DAY_MS) });
    expect((await lookup(owner.key, lapsed.email)).body).toMatchObject({ found: true, canAdd: true });
  });

  it('a teacher with an active paid subscription, in another group, or in this group cannot be added', async () => {
    const owner = await superTeacher(srv);
    const paid = await paidTeacher(srv);
    const elsewhere = await subTeacherOf(srv, await superTeacher(srv));
    const mine = await subTeacherOf(srv, owner);
    for (const t of [paid, elsewhere, mine]) {
      expect((await lookup(owner.key, t.email)).body).toMatchObject({ found: true, teacher: { id: t.id }, canAdd: false });
    }
  });

  it('a student or admin is found but neither named nor addable', async () => {
    const owner = await superTeacher(srv);
    const student = await account(srv, { roleID: RoleID.Student, first: 'Kid', last: 'Secret' });
    const adminAccount = await admin(srv);
    for (const a of [student, adminAccount]) {
      expect((await lookup(owner.key, a.email)).body).toEqual({ found: true, teacher: null, canAdd: false });
    }
  });

  it('answers 400 for input that is not an email', async () => {
    const owner = await superTeacher(srv);
    expect(await lookup(owner.key, 'not-an-email')).toEqual({ status: 400, body: { message: messages.emailInvalid } });
    expect(await lookup(owner.key, '')).toEqual({ status: 400, body: { message: messages.emailInvalid } });
  });
});

describe('POST /user/savesubteacher: a brand-new email', () => {
  it('creates a teacher in the group with a temporary password, emails it, and they must change it at first sign-in', async () => {
    const owner = await superTeacher(srv);
    const email = newEmail();
    const res = await add(owner.key, { email: `  ${email} `, first: ' Nia ', last: 'Brooks' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.outcome).toBe('created');
    expect(res.body.subTeacher).toMatchObject({ first: 'Nia', last: 'Brooks', email, totalStudents: 0, plan: 'masterAnnual_3' });

    const ownerRow = await userRow(srv, owner.id);
    const row = await userRow(srv, res.body.subTeacher.id);
    expect(row).toMatchObject({
      roleID: RoleID.Teacher,
      isGroup: true,
      isSuperTeacher: false,
      superTeacherID: owner.id,
      superTeacherPlan: 'masterAnnual_3',
      paymentPlan: 'masterAnnual_3',
      maxStudents: 25,
      isVerified: true,
      mustUpdatePassword: true,
    });
    expect(row.expirationDate).toEqual(ownerRow.superTeacherExpiration);

    const mails = await srv.mail(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Sentence Lab teacher account');
    expect(mails[0]!.text).toContain('Grace Okafor has created a Sentence Lab teacher account for you');
    expect(mails[0]!.text).toContain('Sign in at http://localhost:8080/\n');
    const temp = mails[0]!.text.match(/Temporary password: (\S+)/)?.[1];
    expect(temp && isValidPassword(temp)).toBe(true);

    const login = await loginCall(srv, email, temp!);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ mustUpdatePassword: true, isActive: true, isGroup: true, maxStudents: 25 });
    const changed = await request(srv.url, updateUserPassword, { body: { password: 'fresh99' }, key: login.body.apiKey });
    expect(changed.body.mustUpdatePassword).toBe(false);
    expect((await loginCall(srv, email, 'fresh99')).status).toBe(200);
  });

  it('each new teacher gets a different temporary password', async () => {
    const owner = await superTeacher(srv);
    const [a, b] = [newEmail(), newEmail()];
    await add(owner.key, { email: a });
    await add(owner.key, { email: b });
    const pw = async (to: string) => (await srv.mail(to))[0]!.text.match(/Temporary password: (\S+)/)?.[1];
    expect(await pw(a)).not.toBe(await pw(b));
  });

  it('takes the first plan with room, with that plan’s size', async () => {
    const owner = await superTeacher(srv, {
      plans: [
        { plan: 'small', size: 5, quantity: 1 },
        { plan: 'large', size: 50, quantity: 2 },
      ],
    });
    const first = await add(owner.key, { email: newEmail() });
    const second = await add(owner.key, { email: newEmail() });
    expect(first.body.subTeacher.plan).toBe('small');
    expect(second.body.subTeacher.plan).toBe('large');
    expect(await userRow(srv, second.body.subTeacher.id)).toMatchObject({ paymentPlan: 'large', maxStudents: 50 });
    expect(await remaining(owner.key)).toEqual([0, 1]);
  });

  it('without a group expiration the super-teacher’s own expiration date is used', async () => {
    const until = new Date(srv.clock.now.getTime() + 100 * DAY_MS);
    const owner = await superTeacher(srv, { values: { superTeacherExpiration: null, expirationDate: until } });
    const res = await add(owner.key, { email: newEmail() });
    expect((await userRow(srv, res.body.subTeacher.id)).expirationDate).toEqual(until);
  });

  it('406 when no plan has room: no account is made and no mail is sent', async () => {
    const owner = await superTeacher(srv, { plans: [{ plan: 'masterAnnual_3', size: 25, quantity: 1 }] });
    await subTeacherOf(srv, owner);
    const email = newEmail();
    expect(await add(owner.key, { email })).toEqual({ status: 406, body: { message: messages.addTeacherNoRoom } });
    expect(await userByEmail(srv, email)).toBeNull();
    expect(await srv.mail(email)).toEqual([]);
  });

  it('406 for a super-teacher with no plans at all', async () => {
    const owner = await superTeacher(srv, { plans: [] });
    expect(await add(owner.key, { email: newEmail() })).toEqual({ status: 406, body: { message: messages.addTeacherNoRoom } });
  });

  it('two adds racing for the last seat: exactly one gets it', async () => {
    const owner = await superTeacher(srv, { plans: [{ plan: 'masterAnnual_3', size: 25, quantity: 1 }] });
    const answers = await Promise.all([add(owner.key, { email: newEmail() }), add(owner.key, { email: newEmail() })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 406]);
    expect(await request(srv.url, getSubTeachers, { key: owner.key })).toMatchObject({ body: [expect.anything()] });
  });

  it('412 when the group’s plan has expired', async () => {
    const past = new Date(srv.clock.now.getTime() - DAY_MS);
    const owner = await superTeacher(srv, { values: { superTeacherExpiration: past, expirationDate: past } });
    const email = newEmail();
    expect(await add(owner.key, { email })).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    expect(await userByEmail(srv, email)).toBeNull();
  });

  it('400 with the form’s message for a missing or malformed email or a missing name', async () => {
    const owner = await superTeacher(srv);
    const call = (body: unknown) => request(srv.url, saveSubTeacher, { body: body as never, key: owner.key });
    expect(await call({ first: 'A', last: 'B' })).toEqual({ status: 400, body: { message: messages.emailInvalid } });
    expect(await call({ email: 'nope', first: 'A', last: 'B' })).toEqual({ status: 400, body: { message: messages.emailInvalid } });
    expect(await call({ email: newEmail(), first: '  ', last: 'B' })).toEqual({ status: 400, body: { message: messages.firstNameRequired } });
    expect(await call({ email: newEmail(), first: 'A' })).toEqual({ status: 400, body: { message: messages.lastNameRequired } });
    expect(await call({ ID: 'not-a-uuid', email: newEmail(), first: 'A', last: 'B' })).toMatchObject({ status: 400 });
    expect((await me(owner.key)).subTeachers).toEqual([]);
  });
});

describe('POST /user/savesubteacher: an existing account', () => {
  it('a trial teacher without a group joins it without a new password, keeps their name, and is told by email', async () => {
    const owner = await superTeacher(srv);
    const trial = await registerTeacher(srv, { first: 'Lena', last: 'Park' });
    const res = await add(owner.key, { email: trial.payload.email.toUpperCase(), first: 'Other', last: 'Name' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'added', subTeacher: { id: trial.user.id, first: 'Lena', last: 'Park', plan: 'masterAnnual_3' } });
    expect(await userRow(srv, trial.user.id)).toMatchObject({
      isGroup: true,
      superTeacherID: owner.id,
      superTeacherPlan: 'masterAnnual_3',
      paymentPlan: 'masterAnnual_3',
      maxStudents: 25,
      mustUpdatePassword: false,
    });
    expect((await loginCall(srv, trial.payload.email, PASSWORD)).status).toBe(200);
    const mails = await srv.mail(trial.payload.email);
    const notices = mails.filter((m) => m.subject === 'You have joined a Sentence Lab group');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Grace Okafor has added you to their Sentence Lab group');
    expect(notices[0]!.text).not.toMatch(/password/i);
    expect(await remaining(owner.key)).toEqual([2]);
  });

  it('an expired teacher with classes joins and keeps their classes and students', async () => {
    const owner = await superTeacher(srv);
    const teacher = await registerTeacher(srv);
    const cls = await createClass(srv, teacher.key);
    await registerStudent(srv, cls.code);
    await srv.database.db.update(users).set({ expirationDate: new Date(srv.clock.now.getTime() - DAY_MS) }).where(eq(users.id, teacher.user.id));
    expect(await me(teacher.key)).toMatchObject({ isActive: false });
    const res = await add(owner.key, { email: teacher.payload.email });
    expect(res.body).toMatchObject({ outcome: 'added', subTeacher: { totalStudents: 1 } });
    expect(await me(teacher.key)).toMatchObject({ isActive: true, totalStudents: 1, maxStudents: 25 });
  });

  it('409 for a teacher with an active paid subscription, unchanged', async () => {
    const owner = await superTeacher(srv);
    const paid = await paidTeacher(srv);
    expect(await add(owner.key, { email: paid.email })).toEqual({ status: 409, body: { message: messages.addTeacherTaken } });
    expect(await userRow(srv, paid.id)).toMatchObject({ isGroup: false, superTeacherID: null });
  });

  it('409 for a member of another group, unchanged', async () => {
    const owner = await superTeacher(srv);
    const other = await superTeacher(srv);
    const theirs = await subTeacherOf(srv, other, { paymentPlan: 'expired' });
    expect(await add(owner.key, { email: theirs.email })).toEqual({ status: 409, body: { message: messages.addTeacherTaken } });
    expect(await userRow(srv, theirs.id)).toMatchObject({ superTeacherID: other.id });
  });

  it('409 for another super-teacher, for the caller, for a student (email or username) and for an admin', async () => {
    const owner = await superTeacher(srv);
    const other = await superTeacher(srv);
    const student = await account(srv, { roleID: RoleID.Student });
    // A student whose username happens to look like an email address.
    const usernameStudent = `${unique('kid')}@school.example`;
    await srv.database.db.insert(users).values({ roleID: RoleID.Student, first: 'Kid', last: 'Lee', username: usernameStudent });
    const adminAccount = await admin(srv);
    for (const email of [other.email, owner.email, student.email, usernameStudent, adminAccount.email]) {
      expect(await add(owner.key, { email })).toEqual({ status: 409, body: { message: messages.addTeacherTaken } });
    }
    expect((await me(owner.key)).subTeachers).toEqual([]);
  });

  it('409 with its own message for a teacher already in this group', async () => {
    const owner = await superTeacher(srv);
    const mine = await subTeacherOf(srv, owner);
    expect(await add(owner.key, { email: mine.email })).toEqual({ status: 409, body: { message: extraMessages.alreadyInYourGroup } });
  });

  it('the taken check comes before the room check: a paid teacher into a full group is 409', async () => {
    const owner = await superTeacher(srv, { plans: [] });
    const paid = await paidTeacher(srv);
    expect((await add(owner.key, { email: paid.email })).status).toBe(409);
  });
});

describe('POST /user/savesubteacher with ID: edit', () => {
  it('changes first and last name; an email in the body is ignored', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    const res = await add(owner.key, { ID: sub.id, email: 'changed@school.example', first: 'Omari', last: 'Hadad' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'updated', subTeacher: { id: sub.id, first: 'Omari', last: 'Hadad', email: sub.email } });
    expect(await userRow(srv, sub.id)).toMatchObject({ first: 'Omari', last: 'Hadad', email: sub.email });
    expect((await me(owner.key)).subTeachers).toHaveLength(1);
  });

  it('requires first and last', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    expect(await add(owner.key, { ID: sub.id, email: sub.email, first: '' })).toEqual({ status: 400, body: { message: messages.firstNameRequired } });
    expect(await add(owner.key, { ID: sub.id, email: sub.email, last: ' ' })).toEqual({ status: 400, body: { message: messages.lastNameRequired } });
  });
});

describe('POST /user/removesubteacher', () => {
  it('takes the teacher out of the group; their account, classes and students stay', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    const cls = await createClass(srv, sub.key);
    await registerStudent(srv, cls.code);
    expect(await request(srv.url, removeSubTeacher, { body: { ID: sub.id }, key: owner.key })).toEqual({ status: 200, body: { ok: true } });
    expect(await userRow(srv, sub.id)).toMatchObject({
      superTeacherID: null,
      superTeacherPlan: null,
      isGroup: false,
      paymentPlan: 'expired',
      maxStudents: 0,
      // Issue 29: the plan ended now, not on the group's date a year ahead.
      expirationDate: srv.clock.now,
    });
    expect((await request(srv.url, getSubTeachers, { key: owner.key })).body).toEqual([]);
    expect(await me(sub.key)).toMatchObject({ isActive: false, totalStudents: 1, classes: [{ id: cls.id }] });
  });

  it('a removed teacher can be added back (they have no group and no paid plan now)', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    await request(srv.url, removeSubTeacher, { body: { ID: sub.id }, key: owner.key });
    expect((await add(owner.key, { email: sub.email })).body.outcome).toBe('added');
  });
});

describe('POST /user/updatesubteacherpassword', () => {
  it('sets a sub-teacher’s password; they sign in with it', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    const res = await request(srv.url, updateSubTeacherPassword, { body: { id: sub.id, password: 'ruler55' }, key: owner.key });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect((await loginCall(srv, sub.email, 'ruler55')).status).toBe(200);
    expect((await loginCall(srv, sub.email, PASSWORD)).status).toBe(401);
  });

  it('460 when the password breaks the rule, and the old one still works', async () => {
    const owner = await superTeacher(srv);
    const sub = await subTeacherOf(srv, owner);
    for (const password of ['abcd', 'ab1', '', 'a1'.repeat(16)]) {
      const res = await request(srv.url, updateSubTeacherPassword, { body: { id: sub.id, password }, key: owner.key });
      expect(res).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    }
    expect(await loginKey(srv, sub.email)).toBeTruthy();
  });

  it('a SuperAdmin may set any teacher’s password, but not a student’s', async () => {
    const adminAccount = await admin(srv);
    const teacher = await registerTeacher(srv);
    const ok = await request(srv.url, updateSubTeacherPassword, { body: { id: teacher.user.id, password: 'ruler55' }, key: adminAccount.key });
    expect(ok.status).toBe(200);
    expect((await loginCall(srv, teacher.payload.email, 'ruler55')).status).toBe(200);
    const student = await account(srv, { roleID: RoleID.Student });
    const res = await request(srv.url, updateSubTeacherPassword, { body: { id: student.id, password: 'ruler55' }, key: adminAccount.key });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await loginKey(srv, student.email)).toBeTruthy();
  });
});
