import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { checkSession, logout } from '../../src/shared/api/auth';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { selectRows, testServer, type TestServer } from './support/server';
import { request } from './support/client';
import { PASSWORD, loginCall, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const rows = <T>(query: SQL) => selectRows<T>(srv.database, query);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('session keys at rest', () => {
  it('stores only the SHA-256 of a key, never the key itself', async () => {
    const { payload } = await registerTeacher(srv);
    const res = await loginCall(srv, payload.email, PASSWORD);
    const apiKey: string = res.body.apiKey;
    expect(apiKey.length).toBeGreaterThanOrEqual(32);

    const sessions = await rows<Record<string, unknown>>(sql`select * from sessions`);
    expect(sessions).toHaveLength(2); // registration and login
    for (const row of sessions) {
      for (const value of Object.values(row)) {
        expect(String(value)).not.toBe(apiKey);
        expect(String(value)).not.toContain(apiKey);
      }
    }
    const hashes = sessions.map((r) => r.key_hash);
    expect(hashes).toContain(sha256(apiKey));
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every sign-in its own key', async () => {
    const { key, payload } = await registerTeacher(srv);
    const a = (await loginCall(srv, payload.email, PASSWORD)).body.apiKey;
    const b = (await loginCall(srv, payload.email, PASSWORD)).body.apiKey;
    expect(new Set([key, a, b]).size).toBe(3);
  });
});

describe('passwords at rest', () => {
  it('stores argon2id hashes for teachers and students, never the plain text', async () => {
    const { cls } = await teacherWithClass(srv);
    await registerStudent(srv, cls.code, { password: 'pencil77' });
    const users = await rows<{ password_hash: string }>(sql`select password_hash from users`);
    expect(users).toHaveLength(2);
    for (const { password_hash } of users) {
      expect(password_hash.startsWith('$argon2id$')).toBe(true);
      expect(password_hash).not.toContain(PASSWORD);
      expect(password_hash).not.toContain('pencil77');
    }
    expect(users[0]!.password_hash).not.toBe(users[1]!.password_hash);
  });

  it('salts: the same password gives different hashes', async () => {
    await registerTeacher(srv);
    await registerTeacher(srv);
    const users = await rows<{ password_hash: string }>(sql`select password_hash from users`);
    expect(users[0]!.password_hash).not.toBe(users[1]!.password_hash);
  });
});

describe('session lifetime', () => {
  it('a key works until 30 days after sign-in, then answers 401', async () => {
    const { key } = await registerTeacher(srv);
    const start = srv.clock.now.getTime();
    srv.clock.now = new Date(start + 30 * DAY_MS - 1000);
    expect((await request(srv.url, checkSession, { key })).status).toBe(200);
    srv.clock.now = new Date(start + 30 * DAY_MS);
    expect(await request(srv.url, checkSession, { key })).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('a revoked key stays revoked', async () => {
    const { key } = await registerTeacher(srv);
    await request(srv.url, logout, { key });
    srv.clock.now = new Date(srv.clock.now.getTime() - DAY_MS);
    expect((await request(srv.url, checkSession, { key })).status).toBe(401);
  });

  it('answers 401 for an over-long key without looking it up', async () => {
    expect(await request(srv.url, checkSession, { key: 'k'.repeat(201) })).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('a deleted user’s key stops working', async () => {
    const { key, user } = await registerTeacher(srv);
    await srv.database.db.execute(sql`delete from users where id = ${user.id}`);
    expect((await request(srv.url, checkSession, { key })).status).toBe(401);
  });
});
