import { beforeEach, describe, expect, it } from 'vitest';
import { saveProfile, updateUserPassword } from '../../src/shared/api/account';
import { checkSession } from '../../src/shared/api/auth';
import { extraMessages, messages } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import {
  PASSWORD,
  loginCall,
  loginKey,
  registerStudent,
  registerTeacher,
  teacherWithClass,
  type Session,
} from './support/fixtures';
import { setUser, userRow } from './account-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

type ProfileBody = {
  id: string;
  first: string;
  last: string;
  email?: string | null;
  username?: string | null;
  gender?: string | null;
};
const save = (key: string | null, body: ProfileBody) => request(srv.url, saveProfile, { key, body });
const changePassword = (key: string | null, password: string, currentPassword?: string) =>
  request(srv.url, updateUserPassword, {
    key,
    body: currentPassword === undefined ? { password } : { password, currentPassword },
  });
const sessionOf = (key: string) => request(srv.url, checkSession, { key });

describe('POST /api/user/save (teacher)', () => {
  it('saves first, last and email (trimmed); the new email signs in', async () => {
    const { user, key } = await registerTeacher(srv);
    const res = await save(key, {
      id: user.id,
      first: '  Maya-Li ',
      last: ' Rivera Soto ',
      email: ' maya.li@school.example ',
      username: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, first: 'Maya-Li', last: 'Rivera Soto', email: 'maya.li@school.example' });
    expect((await sessionOf(key)).body).toMatchObject({ first: 'Maya-Li', last: 'Rivera Soto', email: 'maya.li@school.example' });
    expect((await loginCall(srv, 'maya.li@school.example', PASSWORD)).status).toBe(200);
  });

  it('keeps its own email in another case without a conflict', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    const res = await save(key, { id: user.id, first: 'Maya', last: 'Rivera', email: payload.email.toUpperCase() });
    expect(res.status).toBe(200);
  });

  it.each([
    ['first name', { first: ' ' }, messages.firstNameRequired],
    ['last name', { last: '' }, messages.lastNameRequired],
    ['email', { email: '' }, messages.teacherEmailInvalid],
    ['email (null)', { email: null }, messages.teacherEmailInvalid],
    ['email (malformed)', { email: 'maya@school' }, messages.teacherEmailInvalid],
  ])('answers 400 for an empty or bad %s', async (_, over, message) => {
    const { user, key, payload } = await registerTeacher(srv);
    const res = await save(key, { id: user.id, first: 'Maya', last: 'Rivera', email: payload.email, ...over });
    expect(res).toEqual({ status: 400, body: { message } });
    expect((await userRow(srv, user.id)).email).toBe(payload.email);
  });

  it('answers 409 studentInUse when anyone else has the address, in any case or as a username', async () => {
    const teacher = await registerTeacher(srv);
    const other = await registerTeacher(srv, { email: 'Taken@School.example' });
    const body = { id: teacher.user.id, first: 'Maya', last: 'Rivera' };
    expect(await save(teacher.key, { ...body, email: 'taken@school.EXAMPLE' })).toEqual({
      status: 409,
      body: { message: messages.studentInUse },
    });
    expect((await userRow(srv, other.user.id)).email).toBe('Taken@School.example');
  });

  it("answers 404 for someone else's id and changes nothing", async () => {
    const me = await registerTeacher(srv);
    const other = await registerTeacher(srv, { first: 'Sam' });
    const res = await save(me.key, { id: other.user.id, first: 'Hacked', last: 'Hacked', email: 'hacked@evil.example' });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await userRow(srv, other.user.id)).toMatchObject({ first: 'Sam', email: other.payload.email });
  });

  it('answers 401 without a key', async () => {
    const { user } = await registerTeacher(srv);
    expect(await save(null, { id: user.id, first: 'A', last: 'B', email: 'a@b.example' })).toEqual({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
  });

  it('lets a Google account change its name but not its address', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    await setUser(srv, user.id, { socialType: 'google' });
    expect((await save(key, { id: user.id, first: 'Mia', last: 'Rivera', email: payload.email })).body.first).toBe('Mia');
    expect(await save(key, { id: user.id, first: 'Mia', last: 'Rivera', email: 'other@school.example' })).toEqual({
      status: 400,
      body: { message: extraMessages.googleSignInNameLocked },
    });
  });

  it('keeps the gender when none is sent and saves one that is', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    await setUser(srv, user.id, { gender: 'female' });
    expect((await save(key, { id: user.id, first: 'Maya', last: 'Rivera', email: payload.email })).body.gender).toBe('female');
    expect(
      (await save(key, { id: user.id, first: 'Maya', last: 'Rivera', email: payload.email, gender: 'other' })).body.gender,
    ).toBe('other');
  });
});

describe('POST /api/user/save (student)', () => {
  async function student(over: Record<string, unknown> = {}) {
    const { cls } = await teacherWithClass(srv);
    return registerStudent(srv, cls.code, { username: 'jordan.lee', ...over });
  }

  it('changes the username; the new one signs in and the class stays', async () => {
    const s = await student();
    const res = await save(s.key, { id: s.user.id, first: 'Jordan', last: 'Lee', email: 'jo.lee', username: 'jo.lee' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'jo.lee', email: null, classCode: s.class.code });
    expect((await loginCall(srv, 'jo.lee', PASSWORD)).status).toBe(200);
    expect((await loginCall(srv, 'jordan.lee', PASSWORD)).status).toBe(401);
  });

  it('turns the field into an email when it has an @', async () => {
    const s = await student();
    const res = await save(s.key, {
      id: s.user.id,
      first: 'Jordan',
      last: 'Lee',
      email: 'jordan@home.example',
      username: 'jordan@home.example',
    });
    expect(res.body).toMatchObject({ email: 'jordan@home.example', username: null });
    expect((await loginCall(srv, 'jordan@home.example', PASSWORD)).status).toBe(200);
  });

  it.each([
    ['an empty', { email: '', username: '' }, 400, messages.emailOrUsernameRequired],
    ['a missing', {}, 400, messages.emailOrUsernameRequired],
    ['a malformed email as', { email: 'jordan@home', username: 'jordan@home' }, 400, messages.emailInvalid],
  ])('answers %s sign-in name with %i', async (_, over, status, message) => {
    const s = await student();
    expect(await save(s.key, { id: s.user.id, first: 'Jordan', last: 'Lee', ...over })).toEqual({ status, body: { message } });
  });

  it('answers 409 studentInUse for a username or email someone else has (any case)', async () => {
    const { cls } = await teacherWithClass(srv);
    const a = await registerStudent(srv, cls.code, { username: 'Alex.K' });
    const b = await registerStudent(srv, cls.code, { username: 'bea' });
    expect(await save(b.key, { id: b.user.id, first: 'Bea', last: 'K', username: 'alex.k' })).toEqual({
      status: 409,
      body: { message: messages.studentInUse },
    });
    const teacher = await registerTeacher(srv, { email: 'teach@school.example' });
    expect(await save(b.key, { id: b.user.id, first: 'Bea', last: 'K', username: 'TEACH@school.example' })).toEqual({
      status: 409,
      body: { message: messages.studentInUse },
    });
    expect((await userRow(srv, a.user.id)).username).toBe('Alex.K');
    expect((await userRow(srv, teacher.user.id)).email).toBe('teach@school.example');
  });

  it("cannot save another student's profile", async () => {
    const { cls } = await teacherWithClass(srv);
    const a = await registerStudent(srv, cls.code);
    const b = await registerStudent(srv, cls.code);
    expect((await save(a.key, { id: b.user.id, first: 'X', last: 'Y', username: 'xy' })).status).toBe(404);
  });
});

describe('POST /api/user/updateuserpassword', () => {
  async function teacherSignedInTwice(): Promise<Session & { email: string; otherKey: string }> {
    const t = await registerTeacher(srv);
    return { ...t, email: t.payload.email, otherKey: await loginKey(srv, t.payload.email) };
  }

  it('changes the password with the current one; this device stays signed in, other sessions end', async () => {
    const t = await teacherSignedInTwice();
    const res = await changePassword(t.key, ' newpass9 ', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.user.id, mustUpdatePassword: false });
    expect((await loginCall(srv, t.email, 'newpass9')).status).toBe(200);
    expect((await loginCall(srv, t.email, PASSWORD)).status).toBe(401);
    expect((await sessionOf(t.key)).status).toBe(200);
    expect(await sessionOf(t.otherKey)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('answers 400 (not 401, which would sign the user out) for a wrong or missing current password', async () => {
    const t = await teacherSignedInTwice();
    expect(await changePassword(t.key, 'newpass9', 'wrong123')).toEqual({
      status: 400,
      body: { message: extraMessages.currentPasswordWrong },
    });
    expect(await changePassword(t.key, 'newpass9')).toEqual({
      status: 400,
      body: { message: extraMessages.currentPasswordWrong },
    });
    expect((await sessionOf(t.otherKey)).status).toBe(200);
    expect((await loginCall(srv, t.email, PASSWORD)).status).toBe(200);
  });

  it('answers 460 for a password breaking the rule', async () => {
    const t = await teacherSignedInTwice();
    for (const bad of ['abcd', '1234', 'a1', 'a1'.repeat(16)]) {
      expect(await changePassword(t.key, bad, PASSWORD)).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    }
    expect((await loginCall(srv, t.email, PASSWORD)).status).toBe(200);
  });

  it('needs no current password while mustUpdatePassword is set, and clears the flag', async () => {
    const t = await teacherSignedInTwice();
    await setUser(srv, t.user.id, { mustUpdatePassword: true });
    expect((await sessionOf(t.key)).body.mustUpdatePassword).toBe(true);
    const res = await changePassword(t.key, 'mine2024');
    expect(res.status).toBe(200);
    expect(res.body.mustUpdatePassword).toBe(false);
    expect((await sessionOf(t.key)).body.mustUpdatePassword).toBe(false);
    expect((await userRow(srv, t.user.id)).mustUpdatePassword).toBe(false);
    expect((await loginCall(srv, t.email, 'mine2024')).status).toBe(200);
    // Once cleared, a change needs the current password again.
    expect((await changePassword(t.key, 'again2024')).status).toBe(400);
  });

  it('works for students too, and answers 401 without a key', async () => {
    const { cls } = await teacherWithClass(srv);
    const s = await registerStudent(srv, cls.code, { username: 'pat.kim' });
    expect((await changePassword(s.key, 'pencil77', PASSWORD)).status).toBe(200);
    expect((await loginCall(srv, 'pat.kim', 'pencil77')).status).toBe(200);
    expect(await changePassword(null, 'pencil77', PASSWORD)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const t = await registerTeacher(srv);
    const res = await raw(`${srv.url}/api/user/updateuserpassword`, { method: 'POST', key: t.key, rawBody: '{nope' });
    expect(res).toEqual({ status: 400, body: { message: messages.badRequest } });
  });
});
