import { beforeAll, describe, expect, it } from 'vitest';
import { getPaymentSettings } from '../../src/shared/api/billing';
import { readConfig } from '../../src/server/config';
import { request } from './support/client';
import { appWithConfig, testServer, type TestServer } from './support/server';

/**
 * The help centre's contact details come from the operator's settings (issue 15): SUPPORT_EMAIL,
 * and an optional external help desk (HELP_DESK_URL), both answered by the public settings call.
 */

describe('HELP_DESK_URL', () => {
  it('is optional; only an http(s) URL is accepted', () => {
    expect(readConfig({}).HELP_DESK_URL).toBeUndefined();
    expect(readConfig({ HELP_DESK_URL: 'https://help.school.example/sentence-lab' }).HELP_DESK_URL).toBe(
      'https://help.school.example/sentence-lab',
    );
    for (const bad of ['help desk', 'javascript:alert(1)', 'ftp://help.school.example']) {
      expect(() => readConfig({ HELP_DESK_URL: bad }), bad).toThrow(/HELP_DESK_URL/);
    }
  });
});

describe('GET /payment/settings', () => {
  let srv: TestServer;
  let withDesk: TestServer;
  beforeAll(async () => {
    srv = await testServer();
    withDesk = await appWithConfig(srv, 'helpdesk', { SUPPORT_EMAIL: 'help@district.example', HELP_DESK_URL: 'https://help.district.example/lab' });
  });

  it('answers the support email and no help desk by default', async () => {
    const res = await request(srv.url, getPaymentSettings, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ supportEmail: 'support@sentencelab.example', helpDeskUrl: null });
  });

  it("answers the operator's support email and help desk, to anyone (no key needed)", async () => {
    const res = await request(withDesk.url, getPaymentSettings, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ supportEmail: 'help@district.example', helpDeskUrl: 'https://help.district.example/lab' });
  });
});
