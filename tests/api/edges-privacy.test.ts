import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import { createGoogle } from '../../src/server/adapters/google';
import { readConfig } from '../../src/server/config';
import { startupWarnings } from '../../src/server/features/legal/routes';
import { googleAuthorize, googleLogin } from '../../src/shared/api/google';
import { getLegalSettings } from '../../src/shared/api/legal';
import { raw, request } from './support/client';
import { appBeside, testServer, type TestServer } from './support/server';
import { consentAtProvider } from './support/google-consent';
import { GOOGLE_CLIENT_ID, googleAccount, googleLoginAs, googleServer, type GoogleServer } from './support/google';
import { registerTeacher } from './support/fixtures';
import { googleAccounts } from '../../src/server/db/schema';

/**
 * Issue 26, edges and privacy: /dev/mail behind a proxy, Google's return address and OpenID
 * nonce, and the operator settings the privacy policy and terms of use are filled from.
 */

const BASE_CONFIG = {
  SESSION_DAYS: 30,
  SUPPORT_EMAIL: 'support@sentencelab.example',
  STATIC_DIR: './dist',
  PUBLIC_URL: 'http://localhost:8080',
};

describe('/dev/mail refuses anything that came through a proxy (over HTTP, from this machine)', () => {
  let base: TestServer;
  const servers: ServerType[] = [];

  /** A real app with the /dev/mail page on, listening on 127.0.0.1: every call below comes from loopback. */
  async function devMailServer(config: { TRUST_PROXY?: boolean } = {}) {
    const folder = join(mkdtempSync(join(tmpdir(), 'dev-mail-proxy-')), 'mail');
    const mailer = createMailer({
      folder,
      from: 'Sentence Lab <no-reply@sentencelab.example>',
    });
    await mailer.send({
      to: 'ada@school.example',
      subject: 'Reset your password',
      text: 'Your code: SECRET42',
    });
    const app = createApp({
      db: base.database.db,
      config: { ...BASE_CONFIG, DEV_MAIL_PAGE: true, ...config },
      mailer,
      log: () => {},
    });
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/mail`;
  }

  beforeAll(async () => {
    base = await testServer();
  });
  afterAll(() => {
    for (const s of servers) s.close();
  });

  it('answers a browser on this machine that sends no proxy header', async () => {
    const page = await raw(await devMailServer());
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('SECRET42');
  });

  it('is a 404 for a loopback connection carrying Forwarded, X-Forwarded-For/-Host/-Proto, X-Real-IP or Via', async () => {
    const url = await devMailServer();
    const proxied: Record<string, string>[] = [
      { Forwarded: 'for=203.0.113.7;proto=https' },
      { 'X-Forwarded-For': '203.0.113.7' },
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Forwarded-Host': 'lab.school.example' },
      { 'X-Forwarded-Proto': 'https' },
      { 'X-Real-IP': '203.0.113.7' },
      { Via: '1.1 caddy' },
    ];
    for (const headers of proxied) {
      const page = await raw(url, { headers });
      expect({ headers, status: page.status }).toEqual({
        headers,
        status: 404,
      });
      expect(String(page.body)).not.toContain('SECRET42');
    }
  });

  it('with TRUST_PROXY on (a proxy stands in front) it is a 404 even without any header', async () => {
    const page = await raw(await devMailServer({ TRUST_PROXY: true }));
    expect(page.status).toBe(404);
    expect(String(page.body)).not.toContain('SECRET42');
  });
});

describe('Google returns only to this site, and its ID token must carry the nonce this round trip sent', () => {
  let srv: GoogleServer;
  beforeEach(async () => {
    srv = await googleServer();
    await srv.reset();
  });

  it('a return address on another origin is a clear 400 (https://evil.example/login, a look-alike host, another port of a public host)', async () => {
    for (const redirect of ['https://evil.example/login', 'http://127.0.0.1.evil.example/login', 'https://evil.example/register']) {
      const purpose = redirect.endsWith('/register') ? 'register' : 'login';
      const res = await request(srv.url, googleAuthorize, {
        body: { purpose, registrationType: 'teacher', redirect },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Google can only send you back to this site \(http:\/\/127\.0\.0\.1:\d+\)/);
      expect(res.body.message).not.toContain('evil');
    }
    // This site's own /login is accepted.
    expect(
      (
        await request(srv.url, googleAuthorize, {
          body: { purpose: 'login', redirect: `${srv.url}/login` },
        })
      ).status,
    ).toBe(200);
  });

  it('on a public PUBLIC_URL only that origin (and GOOGLE_REDIRECT_URIS) is accepted; localhost is not', async () => {
    const publicSite = await appBeside(srv, 'google-public-url', async () => ({
      deps: {
        config: {
          ...BASE_CONFIG,
          PUBLIC_URL: 'https://lab.school.example',
          GOOGLE_REDIRECT_URIS: 'https://staging.school.example/login',
        },
        google: createGoogle({
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: 'api-tests-google-secret',
          issuer: srv.google.issuer,
          classroomRoot: srv.google.classroomRoot,
        }),
      },
    }));
    const authorize = (redirect: string) =>
      request(publicSite.url, googleAuthorize, {
        body: { purpose: 'login', redirect },
      });
    expect((await authorize('https://lab.school.example/login')).status).toBe(200);
    expect((await authorize('https://staging.school.example/login')).status).toBe(200);
    for (const refused of [
      'http://lab.school.example/login',
      'https://lab.school.example:8443/login',
      'http://localhost:8080/login',
      'https://evil.example/login',
    ]) {
      const res = await authorize(refused);
      expect({ refused, status: res.status }).toEqual({ refused, status: 400 });
      expect(res.body.message).toContain('(https://lab.school.example)');
    }
  });

  it('the authorisation request carries a fresh random nonce; the provider puts it in the ID token and a right one signs in', async () => {
    const first = new URL(
      (
        await request(srv.url, googleAuthorize, {
          body: { purpose: 'login', redirect: `${srv.url}/login` },
        })
      ).body.url,
    );
    const second = new URL(
      (
        await request(srv.url, googleAuthorize, {
          body: { purpose: 'login', redirect: `${srv.url}/login` },
        })
      ).body.url,
    );
    const nonce = first.searchParams.get('nonce');
    expect(nonce).toMatch(/^[\w-]{32,}$/);
    expect(second.searchParams.get('nonce')).not.toBe(nonce);
    expect(nonce).not.toBe(first.searchParams.get('state'));

    // A whole round trip with the nonce checked: the sign-in works (the stand-in echoed it into the ID token).
    const { account, userID } = await linkedTeacher(srv);
    const signedIn = await googleLoginAs(srv, account);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(userID);
  });

  it('an ID token whose nonce is not the one this round trip sent is refused (400), and nobody is signed in', async () => {
    const { account } = await linkedTeacher(srv);
    const started = await request(srv.url, googleAuthorize, {
      body: { purpose: 'login', redirect: `${srv.url}/login` },
    });
    expect(started.status).toBe(200);
    // The code comes from an authorisation request with another nonce (a code injected from another round trip).
    const tampered = new URL(started.body.url);
    tampered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-sent-0123456789');
    const back = await consentAtProvider(tampered.href, account.sub);
    expect(back.searchParams.get('code')).toBeTruthy();
    const res = await request(srv.url, googleLogin, {
      body: {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        iss: back.searchParams.get('iss'),
        redirect: `${srv.url}/login`,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.apiKey).toBeUndefined();
    expect(srv.logs.join('\n')).toMatch(/code exchange failed: .*nonce/i);
  });
});

/** A teacher registered by email with a Google account linked to it (so a Google login finds them). */
async function linkedTeacher(srv: GoogleServer) {
  const account = googleAccount(srv);
  const teacher = await registerTeacher(srv);
  await srv.database.db.insert(googleAccounts).values({
    userID: teacher.user.id,
    sub: account.sub,
    email: account.email,
    linkedAt: new Date(),
    updatedAt: new Date(),
  });
  return { account, userID: teacher.user.id as string };
}

describe('the operator named by the privacy policy and terms', () => {
  it('GET /api/site/legal gives the configured name, address, email and date', async () => {
    const base = await testServer();
    const configured = await appBeside(base, 'legal-configured', async () => ({
      deps: {
        config: {
          ...BASE_CONFIG,
          OPERATOR_NAME: 'Riverside Unified School District',
          OPERATOR_ADDRESS: '12 Elm Street, Riverside, CA 92501',
          OPERATOR_EMAIL: 'privacy@riverside.example',
          POLICY_EFFECTIVE_DATE: '2026-08-01',
        },
      },
    }));
    expect(await request(configured.url, getLegalSettings, {})).toEqual({
      status: 200,
      body: {
        operatorName: 'Riverside Unified School District',
        operatorAddress: '12 Elm Street, Riverside, CA 92501',
        operatorEmail: 'privacy@riverside.example',
        effectiveDate: '2026-08-01',
      },
    });
  });

  it('without the settings: nulls (the pages use neutral words) and the support address for email', async () => {
    const base = await testServer();
    expect(await request(base.url, getLegalSettings, {})).toEqual({
      status: 200,
      body: {
        operatorName: null,
        operatorAddress: null,
        operatorEmail: 'support@sentencelab.example',
        effectiveDate: null,
      },
    });
  });

  it('start-up warns about each missing setting, and about Google without PUBLIC_URL; a complete setup has no warning', () => {
    const bare = readConfig({});
    const warnings = startupWarnings(bare, {});
    expect(warnings).toHaveLength(1);
    for (const key of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'POLICY_EFFECTIVE_DATE']) expect(warnings[0]).toContain(key);
    expect(warnings[0]).toContain('the organisation running this service');

    const env = {
      OPERATOR_NAME: 'Riverside USD',
      OPERATOR_ADDRESS: '12 Elm Street',
      OPERATOR_EMAIL: 'privacy@riverside.example',
      POLICY_EFFECTIVE_DATE: '2026-08-01',
      GOOGLE_CLIENT_ID: 'client-id-123',
      GOOGLE_CLIENT_SECRET: 'client-secret-123',
    };
    expect(startupWarnings(readConfig(env), env)).toEqual([
      'Warning: Google sign-in is on but PUBLIC_URL is not set: Google can only send people back to http://localhost.',
    ]);
    const full = { ...env, PUBLIC_URL: 'https://lab.school.example' };
    expect(startupWarnings(readConfig(full), full)).toEqual([]);
  });

  it('bad settings stop the start with a clear message', () => {
    expect(() => readConfig({ POLICY_EFFECTIVE_DATE: '1 August 2026' })).toThrow(/POLICY_EFFECTIVE_DATE must be a date written YYYY-MM-DD/);
    expect(() => readConfig({ POLICY_EFFECTIVE_DATE: '2026-02-31' })).toThrow(/POLICY_EFFECTIVE_DATE/);
    expect(() => readConfig({ OPERATOR_EMAIL: 'not-an-email' })).toThrow(/OPERATOR_EMAIL must be an email address/);
    expect(() => readConfig({ GOOGLE_REDIRECT_URIS: 'evil' })).toThrow(/GOOGLE_REDIRECT_URIS must be URLs/);
  });
});
