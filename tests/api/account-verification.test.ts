import { beforeEach, describe, expect, it } from 'vitest';
import { resendVerification, saveProfile } from '../../src/shared/api/account';
import { checkSession } from '../../src/shared/api/auth';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import {
  VERIFY_SUBJECT,
  onServer,
  open,
  setUser,
  sha256,
  tokenRows,
  userRow,
  verifyLinkFor,
  waitForMail,
} from './account-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const isVerified = async (key: string) => (await request(srv.url, checkSession, { key })).body.isVerified as boolean;
const resend = (key: string | null, body: { id: string; email: string }) => request(srv.url, resendVerification, { body, key });

describe('verification email on teacher registration', () => {
  it('sends a link to PUBLIC_URL/api/user/verifyemail with a token stored only as its hash', async () => {
    const { user, payload } = await registerTeacher(srv, { first: 'Maya' });
    expect(user.isVerified).toBe(false);
    const [mail] = await waitForMail(srv, payload.email, { subject: VERIFY_SUBJECT });
    expect(mail!.text).toContain('Hello Maya,');
    const link = await verifyLinkFor(srv, payload.email);
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/user\/verifyemail\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const rows = await tokenRows(srv);
    expect(rows.filter((r) => r.kind === 'verify').map((r) => r.token_hash)).toEqual([sha256(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is not sent to students', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code, { email: 'kid@school.example', username: undefined });
    expect(await srv.mail('kid@school.example')).toEqual([]);
  });
});

describe('GET /api/user/verifyemail', () => {
  it('marks the teacher verified and redirects to /verify; the second use goes to /verifyerror', async () => {
    const { key, payload } = await registerTeacher(srv);
    const link = onServer(srv, await verifyLinkFor(srv, payload.email));
    expect(await open(link)).toEqual({ status: 302, location: '/verify' });
    expect(await isVerified(key)).toBe(true);
    expect(await open(link)).toEqual({ status: 302, location: '/verifyerror' });
  });

  it('sends unknown, empty and missing tokens to /verifyerror, saying the link does not work', async () => {
    const { key } = await registerTeacher(srv);
    for (const query of ['?token=not-a-real-token', '?token=', '', `?token=${'x'.repeat(500)}`]) {
      expect(await open(`${srv.url}/api/user/verifyemail${query}`)).toEqual({ status: 302, location: '/verifyerror?reason=invalid' });
    }
    expect(await isVerified(key)).toBe(false);
  });

  it('refuses a link older than 7 days, saying it expired (not "already verified")', async () => {
    const { key, payload } = await registerTeacher(srv);
    const link = onServer(srv, await verifyLinkFor(srv, payload.email));
    srv.clock.now = new Date(srv.clock.now.getTime() + 7 * DAY_MS + 1000);
    expect(await open(link)).toEqual({ status: 302, location: '/verifyerror?reason=expired' });
    expect(await isVerified(key)).toBe(false);
  });

  it('sends an already verified account to /verifyerror, even with an unused link', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    const first = onServer(srv, await verifyLinkFor(srv, payload.email));
    expect((await resend(key, { id: user.id, email: payload.email })).status).toBe(200);
    const second = onServer(srv, await verifyLinkFor(srv, payload.email, 2));
    expect(second).not.toBe(first);
    expect(await open(second)).toEqual({ status: 302, location: '/verify' });
    expect(await open(first)).toEqual({ status: 302, location: '/verifyerror' });
  });
});

describe('POST /api/user/resendverification', () => {
  it('emails a fresh working link to the unverified teacher', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    const res = await resend(key, { id: user.id, email: ` ${payload.email.toUpperCase()} ` });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const link = onServer(srv, await verifyLinkFor(srv, payload.email, 2));
    expect(await open(link)).toEqual({ status: 302, location: '/verify' });
    expect(await isVerified(key)).toBe(true);
  });

  it("answers 404 for someone else's id, or for an address that is not the account's", async () => {
    const me = await registerTeacher(srv);
    const other = await registerTeacher(srv);
    expect(await resend(me.key, { id: other.user.id, email: other.payload.email })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect(await resend(me.key, { id: me.user.id, email: 'attacker@evil.example' })).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
    expect(await srv.mail('attacker@evil.example')).toEqual([]);
    expect(await waitForMail(srv, other.payload.email, { subject: VERIFY_SUBJECT })).toHaveLength(1);
  });

  it('answers 409 when the address is already verified, or the account signs in with Google', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    await open(onServer(srv, await verifyLinkFor(srv, payload.email)));
    expect(await resend(key, { id: user.id, email: payload.email })).toEqual({
      status: 409,
      body: { message: extraMessages.alreadyVerified },
    });
    const google = await registerTeacher(srv);
    await setUser(srv, google.user.id, { socialType: 'google' });
    expect((await resend(google.key, { id: google.user.id, email: google.payload.email })).status).toBe(409);
  });

  it('is for teachers: a student gets 403, no key 401, a malformed address 400', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await resend(student.key, { id: student.user.id, email: 'kid@school.example' })).toEqual({
      status: 403,
      body: { message: messages.forbidden },
    });
    expect(await resend(null, { id: teacher.user.id, email: teacher.payload.email })).toEqual({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
    const bad = await raw(`${srv.url}/api/user/resendverification`, {
      method: 'POST',
      key: teacher.key,
      body: { id: teacher.user.id, email: 'nope' },
    });
    expect(bad).toEqual({ status: 400, body: { message: messages.emailInvalid } });
  });
});

describe('changing a teacher email on the profile', () => {
  it('asks for verification of the new address; links sent to the old one stop working', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    const oldLink = onServer(srv, await verifyLinkFor(srv, payload.email));
    const res = await request(srv.url, saveProfile, {
      key,
      body: { id: user.id, first: 'Maya', last: 'Rivera', email: 'new.maya@school.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new.maya@school.example', isVerified: false });
    expect(await open(oldLink)).toEqual({ status: 302, location: '/verifyerror' });
    const newLink = onServer(srv, await verifyLinkFor(srv, 'new.maya@school.example'));
    expect(await open(newLink)).toEqual({ status: 302, location: '/verify' });
    expect((await userRow(srv, user.id)).isVerified).toBe(true);
  });

  it('unverifies a verified teacher who moves to a new address', async () => {
    const { user, key, payload } = await registerTeacher(srv);
    await open(onServer(srv, await verifyLinkFor(srv, payload.email)));
    const res = await request(srv.url, saveProfile, {
      key,
      body: { id: user.id, first: 'Maya', last: 'Rivera', email: 'moved@school.example' },
    });
    expect(res.body.isVerified).toBe(false);
    // The same address in another case is not a change.
    const again = await request(srv.url, saveProfile, {
      key,
      body: { id: user.id, first: 'Maya', last: 'Rivera', email: 'MOVED@school.example' },
    });
    expect(again.body.isVerified).toBe(false);
    expect(await waitForMail(srv, 'moved@school.example', { subject: VERIFY_SUBJECT })).toHaveLength(1);
  });
});
