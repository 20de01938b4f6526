import { beforeEach, describe, expect, it } from 'vitest';
import { resetPasswordUpdate, startResetPassword, verifyResetPasswordCode } from '../../src/shared/api/account';
import { checkSession } from '../../src/shared/api/auth';
import { extraMessages, messages, withoutGoogle } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, loginCall, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { RESET_SUBJECT, resetTokenFor, setUser, sha256, tokenRows, userRow, waitForMail } from './account-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MINUTE = 60_000;
const start = (email: string) => request(srv.url, startResetPassword, { body: { email } });
const verify = (email: string, verificationToken: string) =>
  request(srv.url, verifyResetPasswordCode, { body: { email, verificationToken } });
const update = (email: string, verificationToken: string, password: string) =>
  request(srv.url, resetPasswordUpdate, { body: { email, verificationToken, password } });

/** A teacher who asked for a reset token; returns the email and the token from the mail. */
async function teacherWithToken() {
  const teacher = await registerTeacher(srv);
  const email = teacher.payload.email;
  expect((await start(email)).status).toBe(200);
  return { teacher, email, token: await resetTokenFor(srv, email) };
}

describe('POST /api/user/startresetpassword', () => {
  it('emails an 8-character typeable token to the account address', async () => {
    const { payload } = await registerTeacher(srv, { email: 'Ms.Rivera@School.example', first: 'Maya' });
    const res = await start('  ms.rivera@SCHOOL.example ');
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const [mail] = await waitForMail(srv, payload.email, { subject: RESET_SUBJECT });
    expect(mail!.to).toBe('Ms.Rivera@School.example');
    expect(mail!.text).toContain('Hello Maya,');
    expect(mail!.text).toMatch(/Your token: [ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}\n/);
    expect(mail!.text).toContain('30 minutes');
  });

  it('stores only the hash of the token, never the token itself', async () => {
    const { teacher, token } = await teacherWithToken();
    const rows = (await tokenRows(srv)).filter((r) => r.kind === 'reset');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(teacher.user.id);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(await tokenRows(srv))).not.toContain(token);
  });

  it('answers 404 with the catalogue message for an address without an account', async () => {
    await registerTeacher(srv);
    expect(await start('nobody@school.example')).toEqual({ status: 404, body: { message: messages.noAccountForEmail } });
    expect(await tokenRows(srv)).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'reset' })]));
  });

  it('does not find a student by username: only an email address has an inbox', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code, { username: 'jordan.lee' });
    expect((await start('jordan.lee@school.example')).status).toBe(404);
  });

  it('answers 409 for a Google account, which has no password in the product', async () => {
    const { user, payload } = await registerTeacher(srv);
    await setUser(srv, user.id, { socialType: 'google' });
    expect(await start(payload.email)).toEqual({ status: 409, body: { message: extraMessages.googlePasswordLocked } });
  });

  it.each([
    ['malformed', { email: 'maya@school' }],
    ['empty', { email: '  ' }],
    ['missing', {}],
  ])('answers 400 emailInvalid for a %s address', async (_, body) => {
    const res = await raw(`${srv.url}/api/user/startresetpassword`, { method: 'POST', body });
    expect(res).toEqual({ status: 400, body: { message: messages.emailInvalid } });
  });
});

describe('POST /api/user/verifyresetpasswordcode', () => {
  it('accepts the emailed token (typed in any case) without spending it', async () => {
    const { email, token } = await teacherWithToken();
    expect(await verify(email, token)).toEqual({ status: 200, body: { ok: true } });
    expect(await verify(email.toUpperCase(), ` ${token.toLowerCase()} `)).toEqual({ status: 200, body: { ok: true } });
    expect((await tokenRows(srv)).find((r) => r.kind === 'reset')!.used_at).toBeNull();
  });

  it('answers 404 invalidResetCode for an unknown token', async () => {
    const { email } = await teacherWithToken();
    expect(await verify(email, 'ZZZZZZZZ')).toEqual({ status: 404, body: { message: messages.invalidResetCode } });
  });

  it("answers 404 for a real token sent with someone else's address", async () => {
    const { token } = await teacherWithToken();
    const other = await registerTeacher(srv);
    expect(await verify(other.payload.email, token)).toEqual({ status: 404, body: { message: messages.invalidResetCode } });
    expect(await verify('nobody@school.example', token)).toEqual({ status: 404, body: { message: messages.invalidResetCode } });
  });

  it('answers 401 with the login mismatch message once the token is 30 minutes old', async () => {
    const { email, token } = await teacherWithToken();
    srv.clock.now = new Date(srv.clock.now.getTime() + 29 * MINUTE);
    expect((await verify(email, token)).status).toBe(200);
    srv.clock.now = new Date(srv.clock.now.getTime() + 1 * MINUTE + 1000);
    expect(await verify(email, token)).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
  });

  it('answers 401 for a token that was already used', async () => {
    const { email, token } = await teacherWithToken();
    expect((await update(email, token, 'newpass9')).status).toBe(200);
    expect(await verify(email, token)).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
  });

  it('answers 400 when the token is missing', async () => {
    const res = await raw(`${srv.url}/api/user/verifyresetpasswordcode`, {
      method: 'POST',
      body: { email: 'maya@school.example' },
    });
    expect(res).toEqual({ status: 400, body: { message: 'Please enter the token from the email.' } });
  });
});

describe('POST /api/user/resetpasswordupdate', () => {
  it('sets the new password: it logs in, the old one is refused', async () => {
    const { email, token } = await teacherWithToken();
    expect(await update(email, token, ' newpass9 ')).toEqual({ status: 200, body: { ok: true } });
    expect((await loginCall(srv, email, 'newpass9')).status).toBe(200);
    expect(await loginCall(srv, email, PASSWORD)).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
  });

  it('spends the token once', async () => {
    const { email, token } = await teacherWithToken();
    expect((await update(email, token, 'newpass9')).status).toBe(200);
    expect(await update(email, token, 'other55x')).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
    expect((await loginCall(srv, email, 'newpass9')).status).toBe(200);
    expect((await loginCall(srv, email, 'other55x')).status).toBe(401);
  });

  it('gives a single winner when the same token is sent twice at once', async () => {
    const { email, token } = await teacherWithToken();
    const answers = await Promise.all([update(email, token, 'first111'), update(email, token, 'second22')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('answers 460 for a password breaking the rule and keeps the token usable', async () => {
    const { email, token } = await teacherWithToken();
    for (const bad of ['abcd', '1234', 'ab1', 'a1'.repeat(16)]) {
      expect(await update(email, token, bad)).toEqual({ status: 460, body: { message: messages.passwordRuleServer } });
    }
    expect((await update(email, token, 'abc1')).status).toBe(200);
  });

  it('signs out every session of the account and kills its other reset tokens', async () => {
    const { teacher, email } = await teacherWithToken();
    const otherKey = await loginKey(srv, email);
    expect((await start(email)).status).toBe(200);
    const newest = await resetTokenFor(srv, email, 2);
    expect((await update(email, newest, 'newpass9')).status).toBe(200);
    for (const key of [teacher.key, otherKey]) {
      expect(await request(srv.url, checkSession, { key })).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    }
    const resets = (await tokenRows(srv)).filter((r) => r.kind === 'reset');
    expect(resets).toHaveLength(2);
    expect(resets.every((r) => r.used_at !== null)).toBe(true);
  });

  it('clears mustUpdatePassword and marks the address verified (the email was read)', async () => {
    const { teacher, email, token } = await teacherWithToken();
    await setUser(srv, teacher.user.id, { mustUpdatePassword: true });
    expect((await update(email, token, 'newpass9')).status).toBe(200);
    const row = await userRow(srv, teacher.user.id);
    expect(row.mustUpdatePassword).toBe(false);
    expect(row.isVerified).toBe(true);
  });

  it('answers 401 for an expired token and 404 for an unknown one or a wrong address', async () => {
    const { email, token } = await teacherWithToken();
    expect(await update(email, 'ZZZZZZZZ', 'newpass9')).toEqual({ status: 404, body: { message: messages.invalidResetCode } });
    expect(await update('nobody@school.example', token, 'newpass9')).toEqual({
      status: 404,
      body: { message: messages.invalidResetCode },
    });
    srv.clock.now = new Date(srv.clock.now.getTime() + 31 * MINUTE);
    expect(await update(email, token, 'newpass9')).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
    expect((await loginCall(srv, email, PASSWORD)).status).toBe(200);
  });
});
