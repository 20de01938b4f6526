import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession, login, logout } from '../../src/shared/api/auth';
import { messages, withoutGoogle } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, loginCall, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

describe('POST /api/user/login', () => {
  it('signs a teacher in by email, ignoring case and surrounding spaces', async () => {
    const { user } = await registerTeacher(srv, { email: 'Ms.Rivera@School.example' });
    const res = await loginCall(srv, '  ms.rivera@SCHOOL.EXAMPLE ', ` ${PASSWORD} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: 'Ms.Rivera@School.example', role: 'Teacher', roleID: 2 });
    expect(res.body.apiKey).toEqual(expect.any(String));
    expect(res.body.apiKey).not.toBe(user.apiKey);
  });

  it('signs a student in by username, ignoring case and surrounding spaces', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code, { username: 'Jordan.Lee' });
    const res = await loginCall(srv, ' JORDAN.lee ', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: student.user.id, username: 'Jordan.Lee', role: 'Student' });
    expect(res.body.classes.map((c: { code: string }) => c.code)).toEqual([cls.code]);
    expect(res.body.apiKey).toEqual(expect.any(String));
  });

  it('gives a key that opens the session', async () => {
    const { payload } = await registerTeacher(srv);
    const res = await loginCall(srv, payload.email, PASSWORD);
    const check = await request(srv.url, checkSession, { key: res.body.apiKey });
    expect(check.status).toBe(200);
    expect(check.body.email).toBe(payload.email);
  });

  it('never answers with the password hash', async () => {
    const { payload } = await registerTeacher(srv);
    const res = await raw(`${srv.url}/api/user/login`, { method: 'POST', body: { username: payload.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).filter((k) => /^password|hash/i.test(k))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
  });

  it('answers 401 with the mismatch message for a wrong password', async () => {
    const { payload } = await registerTeacher(srv);
    const res = await loginCall(srv, payload.email, 'wrong42');
    expect(res).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    await registerTeacher(srv);
    const res = await loginCall(srv, 'nobody@school.example', PASSWORD);
    expect(res).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('answers 400 for an %s username', async (_, username) => {
    const res = await loginCall(srv, username, PASSWORD);
    expect(res).toEqual({ status: 400, body: { message: 'email or username is required' } });
    expect(messages.loginEmailRequired).toBe('email or username is required');
  });

  it('answers 400 for a missing username', async () => {
    const res = await raw(`${srv.url}/api/user/login`, { method: 'POST', body: { password: PASSWORD } });
    expect(res).toEqual({ status: 400, body: { message: messages.loginEmailRequired } });
  });

  it('answers 400 for an empty or missing password', async () => {
    expect(await loginCall(srv, 'maya', '')).toEqual({ status: 400, body: { message: messages.loginPasswordRequired } });
    const missing = await raw(`${srv.url}/api/user/login`, { method: 'POST', body: { username: 'maya' } });
    expect(missing).toEqual({ status: 400, body: { message: messages.loginPasswordRequired } });
  });

  it.each([
    ['truncated JSON', '{"username": "maya", '],
    ['not JSON at all', 'username=maya&password=chalk42'],
    ['JSON null', 'null'],
    ['a JSON string', '"maya"'],
  ])('answers 400 for a malformed body (%s)', async (_, rawBody) => {
    const res = await raw(`${srv.url}/api/user/login`, { method: 'POST', rawBody });
    expect(res).toEqual({ status: 400, body: { message: messages.badRequest } });
  });
});

describe('POST /api/user/checksession', () => {
  it('returns the signed-in user without an apiKey', async () => {
    const { user, key } = await registerTeacher(srv);
    const res = await raw(`${srv.url}/api/user/checksession`, { method: 'POST', key });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('apiKey');
    const typed = await request(srv.url, checkSession, { key });
    const { apiKey: _, ...withoutKey } = user;
    expect(typed.body).toEqual(withoutKey);
  });

  it('answers 401 Please Login without a key', async () => {
    const res = await request(srv.url, checkSession, {});
    expect(res).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('answers 401 Please Login for a bogus key', async () => {
    await registerTeacher(srv);
    const res = await request(srv.url, checkSession, { key: 'not-a-real-key' });
    expect(res).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the key it is called with', async () => {
    const { key } = await registerTeacher(srv);
    expect(await request(srv.url, logout, { key })).toEqual({ status: 200, body: { ok: true } });
    expect(await request(srv.url, checkSession, { key })).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await request(srv.url, logout, { key })).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });

  it('leaves the same user’s other sessions open', async () => {
    const { key, payload } = await registerTeacher(srv);
    const other = (await request(srv.url, login, { body: { username: payload.email, password: PASSWORD } })).body.apiKey;
    await request(srv.url, logout, { key });
    expect((await request(srv.url, checkSession, { key: other })).status).toBe(200);
  });

  it('answers 401 without a key', async () => {
    expect(await request(srv.url, logout, {})).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'])('answer %s with 404 JSON { message }', async (method) => {
    const res = await raw(`${srv.url}/api/no/such/call`, { method, body: method === 'POST' ? {} : undefined });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
  });

  it('answer 404 JSON even for a known path with the wrong method', async () => {
    const res = await raw(`${srv.url}/api/user/login`, { method: 'GET' });
    expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
  });
});

describe('caching', () => {
  it.each([
    ['a success', '/api/health', 'GET'],
    ['a 401', '/api/user/checksession', 'POST'],
    ['a 404', '/api/no/such/call', 'GET'],
  ])('API answers are never cached (%s)', async (_, path, method) => {
    const res = await fetch(`${srv.url}${path}`, { method });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('GET /api/health', () => {
  it('answers with the app version', async () => {
    expect(await raw(`${srv.url}/api/health`)).toEqual({ status: 200, body: { ok: true, version: '1.8.25' } });
  });
});
