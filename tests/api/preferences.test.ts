import { beforeAll, describe, expect, it } from 'vitest';
import { login, checkSession } from '../../src/shared/api/auth';
import { savePreferences } from '../../src/shared/api/preferences';
import { raw, request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { PASSWORD, registerTeacher } from './support/fixtures';

describe('POST /user/preferences: a user’s language and read-aloud settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });

  it('keeps what is sent, merges later changes and answers them on every sign-in', async () => {
    const teacher = await registerTeacher(server);
    const first = await request(server.url, savePreferences, { key: teacher.key, body: { language: 'es' } });
    expect(first.status).toBe(200);
    expect(first.body.preferences).toEqual({ language: 'es' });

    const second = await request(server.url, savePreferences, { key: teacher.key, body: { readAloud: { enabled: true, rate: 0.8 } } });
    expect(second.body.preferences).toEqual({ language: 'es', readAloud: { enabled: true, rate: 0.8 } });

    // The session cache must not answer the old row.
    const check = await request(server.url, checkSession, { key: teacher.key });
    expect(check.body.preferences).toEqual({ language: 'es', readAloud: { enabled: true, rate: 0.8 } });

    const again = await request(server.url, login, { body: { username: teacher.payload.email, password: PASSWORD } });
    expect(again.body.preferences).toEqual({ language: 'es', readAloud: { enabled: true, rate: 0.8 } });
  });

  it('refuses an unknown language, rate or field with a 4xx and keeps the stored value', async () => {
    const teacher = await registerTeacher(server);
    await request(server.url, savePreferences, { key: teacher.key, body: { language: 'es' } });
    for (const body of [{ language: 'fr' }, { readAloud: { enabled: true, rate: 9 } }, { theme: 'dark' }, { language: 42 }]) {
      const res = await raw(`${server.url}/api/user/preferences`, { method: 'POST', key: teacher.key, body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const check = await request(server.url, checkSession, { key: teacher.key });
    expect(check.body.preferences).toEqual({ language: 'es' });
  });
});
