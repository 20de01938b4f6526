import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession } from '../../src/shared/api/auth';
import { updateShowTutorial } from '../../src/shared/api/account';
import { createImpersonationToken, impersonate } from '../../src/shared/api/admin';
import { messages } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, loginCall, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { createAdmin } from './admin-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const setFlag = (key: string | null, showTutorial: boolean) => request(srv.url, updateShowTutorial, { body: { showTutorial }, key });

describe('POST /user/updateshowtutorial', () => {
  it('a new teacher starts with the tutorial on; turning it off answers the user and lasts', async () => {
    const teacher = await registerTeacher(srv);
    expect(teacher.user.showTutorial).toBe(true);

    const res = await setFlag(teacher.key, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teacher.user.id, showTutorial: false, isImpersonate: false });
    expect(res.body.apiKey).toBeUndefined();

    expect((await request(srv.url, checkSession, { key: teacher.key })).body.showTutorial).toBe(false);
    // A new sign-in on another device sees the same flag.
    expect((await loginCall(srv, teacher.payload.email, PASSWORD)).body.showTutorial).toBe(false);

    expect((await setFlag(teacher.key, true)).body.showTutorial).toBe(true);
    expect((await request(srv.url, checkSession, { key: teacher.key })).body.showTutorial).toBe(true);
  });

  it('changes only the caller\'s own flag', async () => {
    const a = await registerTeacher(srv);
    const b = await registerTeacher(srv);
    await setFlag(a.key, false);
    expect((await request(srv.url, checkSession, { key: b.key })).body.showTutorial).toBe(true);
  });

  it('an admin may set it too', async () => {
    const admin = await createAdmin(srv, { showTutorial: true });
    expect((await setFlag(admin.key, false)).body).toMatchObject({ id: admin.user.id, showTutorial: false });
  });

  it('401 without a key, 403 for a student (students never get the tutorial)', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await setFlag(null, false)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await setFlag(student.key, false)).toEqual({ status: 403, body: { message: messages.forbidden } });
  });

  it('a body without a true/false flag is a 400, never a 500', async () => {
    const teacher = await registerTeacher(srv);
    const url = `${srv.url}/api/user/updateshowtutorial`;
    for (const body of [{}, { showTutorial: 'no' }, { showTutorial: null }, []]) {
      const res = await raw(url, { method: 'POST', body, key: teacher.key });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await raw(url, { method: 'POST', rawBody: 'not json', key: teacher.key })).status).toBe(400);
    expect((await request(srv.url, checkSession, { key: teacher.key })).body.showTutorial).toBe(true);
  });

  it('answers isImpersonate true inside an impersonation session', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const link = (await request(srv.url, createImpersonationToken, { body: { userID: teacher.user.id }, key: admin.key })).body;
    const key: string = (await request(srv.url, impersonate, { body: { username: link.username, password: link.accessToken } })).body.apiKey;
    expect((await setFlag(key, true)).body).toMatchObject({ id: teacher.user.id, isImpersonate: true });
  });
});
