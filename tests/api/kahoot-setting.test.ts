import { beforeAll, describe, expect, it } from 'vitest';
import { getPaymentSettings } from '../../src/shared/api/billing';
import { readConfig } from '../../src/server/config';
import { request } from './support/client';
import { appWithConfig, testServer, type TestServer } from './support/server';

/** SHL-30 (issue 26): the students' Kahoot link is the operator's KAHOOT_URL, served by the public settings call. */

describe('KAHOOT_URL', () => {
  it('is optional; only an http(s) URL is accepted', () => {
    expect(readConfig({}).KAHOOT_URL).toBeUndefined();
    expect(readConfig({ KAHOOT_URL: 'https://kahoot.it/group/abc' }).KAHOOT_URL).toBe('https://kahoot.it/group/abc');
    for (const bad of ['kahoot', 'javascript:alert(1)', 'ftp://kahoot.example']) {
      expect(() => readConfig({ KAHOOT_URL: bad }), bad).toThrow(/KAHOOT_URL/);
    }
  });
});

describe('GET /payment/settings and the Kahoot link', () => {
  let srv: TestServer;
  let withKahoot: TestServer;
  beforeAll(async () => {
    srv = await testServer();
    withKahoot = await appWithConfig(srv, 'kahoot', { SUPPORT_EMAIL: 'help@district.example', KAHOOT_URL: 'https://kahoot.it/group/room-12' });
  });

  it('answers no Kahoot link when KAHOOT_URL is unset', async () => {
    const res = await request(srv.url, getPaymentSettings, {});
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('kahootUrl');
  });

  it("answers the operator's Kahoot link to anyone (no key needed)", async () => {
    const res = await request(withKahoot.url, getPaymentSettings, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kahootUrl: 'https://kahoot.it/group/room-12' });
  });
});
