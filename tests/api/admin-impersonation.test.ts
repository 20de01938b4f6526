import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createImpersonationToken, impersonate } from '../../src/shared/api/admin';
import { checkSession, logout } from '../../src/shared/api/auth';
import { startResetPassword } from '../../src/shared/api/account';
import { getAllClasses } from '../../src/shared/api/classes';
import { RoleID } from '../../src/shared/domain/roles';
import { extraMessages, messages } from '../../src/shared/messages';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import { createToken } from '../../src/server/features/auth/tokens';
import { selectRows, testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { createAdmin, updateUser } from './admin-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MINUTE = 60_000;
const tokenFor = (key: string | null, userID: string) => request(srv.url, createImpersonationToken, { body: { userID }, key });
const useLink = (username: string, accessToken: string) =>
  request(srv.url, impersonate, { body: { username, password: accessToken } });
const linkInvalid = { status: 401, body: { message: extraMessages.impersonationLinkInvalid } };

describe('POST /admin/impersonationtoken', () => {
  it('401 without a key; 403 for teachers and students (so they cannot impersonate anyone)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const other = await registerTeacher(srv);
    expect(await tokenFor(null, other.user.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await tokenFor(teacher.key, other.user.id)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect(await tokenFor(teacher.key, student.user.id)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect(await tokenFor(student.key, teacher.user.id)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect(await selectRows(srv.database, sql`select id from tokens where kind = 'impersonate'`)).toEqual([]);
  });

  it('answers the sign-in name (email for a teacher, username for a student) and a fresh token', async () => {
    const admin = await createAdmin(srv);
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const forTeacher = await tokenFor(admin.key, teacher.user.id);
    expect(forTeacher.status).toBe(200);
    expect(forTeacher.body.username).toBe(teacher.payload.email);
    expect(forTeacher.body.accessToken.length).toBeGreaterThanOrEqual(32);
    const forStudent = await tokenFor(admin.key, student.user.id);
    expect(forStudent.body.username).toBe(student.user.username);
    expect(forStudent.body.accessToken).not.toBe(forTeacher.body.accessToken);

    const stored = await selectRows<{ token_hash: string; created_by: string; expires_at: Date; created_at: Date }>(
      srv.database,
      sql`select token_hash, created_by, expires_at, created_at from tokens where user_id = ${teacher.user.id} and kind = 'impersonate'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.created_by).toBe(admin.user.id);
    // Only a hash is kept, and it lives five minutes.
    expect(stored[0]!.token_hash).not.toContain(forTeacher.body.accessToken);
    expect(new Date(stored[0]!.expires_at).getTime() - new Date(stored[0]!.created_at).getTime()).toBe(5 * MINUTE);
  });

  it('refuses to impersonate a SuperAdmin (another admin or oneself): 403', async () => {
    const admin = await createAdmin(srv);
    const otherAdmin = await createAdmin(srv);
    expect(await tokenFor(admin.key, otherAdmin.user.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await tokenFor(admin.key, admin.user.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
  });

  it('404 for an unknown user, 400 for an id that is not one', async () => {
    const admin = await createAdmin(srv);
    expect(await tokenFor(admin.key, '00000000-0000-4000-8000-000000000000')).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await tokenFor(admin.key, 'not-an-id')).toEqual({ status: 400, body: { message: 'That user does not exist.' } });
    expect((await raw(`${srv.url}/api/admin/impersonationtoken`, { method: 'POST', rawBody: '{', key: admin.key })).status).toBe(400);
  });
});

describe('POST /user/impersonate', () => {
  it('signs in as the user on the admin\'s behalf and records it', async () => {
    const admin = await createAdmin(srv);
    const { teacher } = await teacherWithClass(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;

    const res = await useLink(username, accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teacher.user.id, roleID: RoleID.Teacher, first: 'Maya', isImpersonate: true });
    const key: string = res.body.apiKey;
    expect(key).toBeTruthy();
    expect(key).not.toBe(admin.key);

    // The session stays marked as an impersonation.
    const check = await request(srv.url, checkSession, { key });
    expect(check.body).toMatchObject({ id: teacher.user.id, isImpersonate: true });
    // The teacher's own sign-in is not one.
    expect((await request(srv.url, checkSession, { key: teacher.key })).body.isImpersonate).toBe(false);

    const log = await selectRows<{ admin_id: string; target_id: string; session_id: string }>(
      srv.database,
      sql`select admin_id, target_id, session_id from impersonations`,
    );
    expect(log).toEqual([{ admin_id: admin.user.id, target_id: teacher.user.id, session_id: expect.any(String) }]);
    const [session] = await selectRows<{ user_id: string; impersonator_id: string }>(
      srv.database,
      sql`select user_id, impersonator_id from sessions where id = ${log[0]!.session_id}`,
    );
    expect(session).toEqual({ user_id: teacher.user.id, impersonator_id: admin.user.id });
  });

  it('works for a student, and trims the username and token', async () => {
    const admin = await createAdmin(srv);
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const { username, accessToken } = (await tokenFor(admin.key, student.user.id)).body;
    const res = await useLink(`  ${username.toUpperCase()} `, ` ${accessToken}\n`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: student.user.id, roleID: RoleID.Student, isImpersonate: true, classCode: cls.code });
  });

  it('a link works once', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    expect((await useLink(username, accessToken)).status).toBe(200);
    expect(await useLink(username, accessToken)).toEqual(linkInvalid);
    expect(await selectRows(srv.database, sql`select id from impersonations`)).toHaveLength(1);
  });

  it('two uses at the same moment: only one gets in', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    const answers = await Promise.all([useLink(username, accessToken), useLink(username, accessToken), useLink(username, accessToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('a link expires five minutes after it was made', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const start = srv.clock.now.getTime();
    const early = (await tokenFor(admin.key, teacher.user.id)).body;
    const late = (await tokenFor(admin.key, teacher.user.id)).body;
    srv.clock.now = new Date(start + 5 * MINUTE - 1000);
    expect((await useLink(early.username, early.accessToken)).status).toBe(200);
    srv.clock.now = new Date(start + 5 * MINUTE);
    expect(await useLink(late.username, late.accessToken)).toEqual(linkInvalid);
  });

  it('a wrong token, another user\'s token or another kind of token does not sign anyone in', async () => {
    const admin = await createAdmin(srv);
    const maya = await registerTeacher(srv);
    const omar = await registerTeacher(srv);
    const forMaya = (await tokenFor(admin.key, maya.user.id)).body;
    expect(await useLink(maya.payload.email, 'x'.repeat(43))).toEqual(linkInvalid);
    expect(await useLink(omar.payload.email, forMaya.accessToken)).toEqual(linkInvalid);
    expect(await useLink('nobody@school.example', forMaya.accessToken)).toEqual(linkInvalid);
    // A password-reset token for the same user is not an impersonation token.
    const reset = await createToken(srv.database.db, { userID: maya.user.id, kind: 'reset', now: srv.clock.now, ttlMs: 5 * MINUTE });
    expect(await useLink(maya.payload.email, reset)).toEqual(linkInvalid);
    // Nothing was spent by the failures: the right pair still works.
    expect((await useLink(forMaya.username, forMaya.accessToken)).status).toBe(200);
  });

  it('a token an admin made cannot be used once they are no longer an admin', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    await updateUser(srv, admin.user.id, { roleID: RoleID.Teacher });
    expect(await useLink(username, accessToken)).toEqual(linkInvalid);
  });

  it('a token made for a user who has since become an admin is refused', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    await updateUser(srv, teacher.user.id, { roleID: RoleID.SuperAdmin });
    expect(await useLink(username, accessToken)).toEqual(linkInvalid);
  });

  it('missing fields answer 400 with the contract\'s message', async () => {
    const res = await raw(`${srv.url}/api/user/impersonate`, { method: 'POST', body: { username: ' ', password: 'x' } });
    expect(res).toEqual({ status: 400, body: { message: 'username is required' } });
    const noToken = await raw(`${srv.url}/api/user/impersonate`, { method: 'POST', body: { username: 'a' } });
    expect(noToken).toEqual({ status: 400, body: { message: 'access token is required' } });
  });
});

describe('acting as the user', () => {
  it('a class added while impersonating a teacher is stored on that teacher\'s account', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    const key: string = (await useLink(username, accessToken)).body.apiKey;
    const cls = await createClass(srv, key, { name: 'Added by support' });

    const own = await request(srv.url, getAllClasses, { key: teacher.key });
    expect(own.body.map((c: { id: string }) => c.id)).toEqual([cls.id]);
    const adminsOwn = await request(srv.url, getAllClasses, { key: admin.key });
    expect(adminsOwn.body).toEqual([]);
  });

  it('signing out of the impersonation ends only that session; the admin stays signed in', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    const key: string = (await useLink(username, accessToken)).body.apiKey;
    expect((await request(srv.url, logout, { key })).status).toBe(200);
    expect((await request(srv.url, checkSession, { key })).status).toBe(401);
    expect((await request(srv.url, checkSession, { key: admin.key })).body).toMatchObject({ id: admin.user.id, isImpersonate: false });
    expect((await request(srv.url, checkSession, { key: teacher.key })).status).toBe(200);
  });

  it('an impersonation session lasts a working day, not a month', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    const key: string = (await useLink(username, accessToken)).body.apiKey;
    const start = srv.clock.now.getTime();
    srv.clock.now = new Date(start + 8 * 60 * MINUTE - 1000);
    expect((await request(srv.url, checkSession, { key })).status).toBe(200);
    srv.clock.now = new Date(start + 8 * 60 * MINUTE);
    expect((await request(srv.url, checkSession, { key })).status).toBe(401);
  });

  it('impersonating does not leak the admin\'s power: the session cannot make more links', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const other = await registerTeacher(srv);
    const { username, accessToken } = (await tokenFor(admin.key, teacher.user.id)).body;
    const key: string = (await useLink(username, accessToken)).body.apiKey;
    expect(await tokenFor(key, other.user.id)).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
  });

  it('a password-reset request is unaffected by impersonation links', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    await tokenFor(admin.key, teacher.user.id);
    expect((await request(srv.url, startResetPassword, { body: { email: teacher.payload.email } })).status).toBe(200);
  });
});

describe('the server log', () => {
  let logged: ServerType | null = null;
  afterAll(() => logged?.close());

  it('writes a line naming the admin and the user for every impersonation', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: srv.database.db,
      config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
      mailer: createMailer({ folder: mkdtempSync(join(tmpdir(), 'sentence-lab-mail-')), from: 'Sentence Lab <no-reply@sentencelab.example>' }),
      now: () => srv.clock.now,
      log: (line) => lines.push(line),
    });
    logged = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const url = `http://127.0.0.1:${(logged.address() as AddressInfo).port}`;

    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const { username, accessToken } = (await request(url, createImpersonationToken, { body: { userID: teacher.user.id }, key: admin.key })).body;
    const res = await request(url, impersonate, { body: { username, password: accessToken } });
    expect(res.status).toBe(200);
    const line = lines.find((l) => l.includes('impersonating'));
    expect(line).toContain(admin.user.email!);
    expect(line).toContain(teacher.payload.email);
    expect(line).toContain(teacher.user.id);
    expect(line).not.toContain(accessToken);
  });
});
