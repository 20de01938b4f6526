import { createGoogle } from '../../../src/server/adapters/google';
import { googleAuthorize, googleLogin, googleRegistration, type GooglePurpose } from '../../../src/shared/api/google';
import { startGoogleStandin, type GoogleAccount, type GoogleStandin } from '../../support/google-standin';
import { consentAtProvider } from './google-consent';
import { request, type Answer } from './client';
import { appBeside, testServer, type TestServer } from './server';

export const GOOGLE_CLIENT_ID = 'sentence-lab-api-tests';
const GOOGLE_CLIENT_SECRET = 'api-tests-google-secret';

/**
 * The real app with Google on: the real adapter (openid-client, jose, @googleapis/classroom)
 * against a real OpenID provider (oidc-provider) and a Classroom stand-in on 127.0.0.1. It
 * shares the worker's database and clock with testServer(), so `srv.reset()` works for both.
 */
export interface GoogleServer extends TestServer {
  google: GoogleStandin;
}

const KEY = Symbol.for('sentence-lab.google-server');
type Holder = { [KEY]?: Promise<GoogleServer> };

async function start(): Promise<GoogleServer> {
  const base = await testServer();
  let google!: GoogleStandin;
  const srv = await appBeside(base, 'google', async (url) => {
    google = await startGoogleStandin({
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      redirectUris: [`${url}/login`, `${url}/register`],
    });
    return {
      deps: {
        google: createGoogle({
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: GOOGLE_CLIENT_SECRET,
          issuer: google.issuer,
          classroomRoot: google.classroomRoot,
        }),
      },
      onReset: () => {
        known.length = 0;
        google.reset();
      },
    };
  });
  return { ...srv, google };
}

export function googleServer(): Promise<GoogleServer> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start();
  return holder[KEY];
}

let seq = 0;
const known: GoogleAccount[] = [];
/** A Google account of the stand-in (added to those it knows; the list is per test, as reset() empties the stand-in). */
export function googleAccount(srv: GoogleServer, over: Partial<GoogleAccount> = {}): GoogleAccount {
  const n = ++seq;
  const account = {
    sub: `1080${String(n).padStart(6, '0')}`,
    email: `g.person${n}@school.example`,
    given_name: 'Gia',
    family_name: `Person${n}`,
    ...over,
  };
  known.push(account);
  srv.google.setAccounts(known);
  return account;
}

/**
 * One round trip, as the page does it: ask the app for Google's URL, sign in and consent at the
 * provider's real pages (over HTTP), and return what Google sent back to the page.
 */
export async function roundTrip(
  srv: GoogleServer,
  login: string,
  body: { purpose: GooglePurpose; registrationType?: 'teacher' | 'student'; classCode?: string | null },
  opts: { key?: string; deny?: boolean } = {},
): Promise<{ authorizationUrl: URL; back: URL; redirect: string }> {
  const redirect = `${srv.url}/${body.purpose === 'register' ? 'register' : 'login'}`;
  const started = await request(srv.url, googleAuthorize, { key: opts.key, body: { ...body, redirect } });
  if (started.status !== 200) throw new Error(`authorize answered ${started.status}: ${JSON.stringify(started.body)}`);
  const back = await consentAtProvider(started.body.url, login, { deny: opts.deny });
  return { authorizationUrl: new URL(started.body.url), back, redirect };
}

const returned = (back: URL, redirect: string) => ({
  code: back.searchParams.get('code') ?? '',
  state: back.searchParams.get('state') ?? '',
  iss: back.searchParams.get('iss'),
  redirect,
});

/** Log in with Google as `account` (or link/re-authorise the signed-in user with `key`). */
export async function googleLoginAs(
  srv: GoogleServer,
  account: GoogleAccount,
  purpose: 'login' | 'link' | 'reauthorize' = 'login',
  key?: string,
): Promise<Answer<any>> {
  const { back, redirect } = await roundTrip(srv, account.sub, { purpose }, { key });
  return request(srv.url, googleLogin, { key, body: returned(back, redirect) });
}

/** Register with Google as `account`: a teacher gets the profile with a registration token; a student is registered in `classCode`. */
export async function googleRegister(
  srv: GoogleServer,
  account: GoogleAccount,
  registrationType: 'teacher' | 'student',
  classCode?: string,
): Promise<Answer<any>> {
  const { back, redirect } = await roundTrip(srv, account.sub, { purpose: 'register', registrationType, classCode });
  return request(srv.url, googleRegistration, { body: { ...returned(back, redirect), registrationType, socialType: 'google', classCode } });
}
