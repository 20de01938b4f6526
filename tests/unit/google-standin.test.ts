import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { CLASSROOM_SCOPES, startGoogleStandin, type GoogleAccount, type GoogleStandin } from '../support/google-standin';
import { consentAtProvider } from '../api/support/google-consent';

const clientId = 'standin-test-client';
const clientSecret = 'standin-test-secret';
const redirectUri = 'http://127.0.0.1:8181/classes';
const scope = [
  'openid',
  'email',
  'profile',
  CLASSROOM_SCOPES.coursesReadonly,
  CLASSROOM_SCOPES.rostersReadonly,
  CLASSROOM_SCOPES.profileEmails,
  CLASSROOM_SCOPES.courseworkStudents,
  CLASSROOM_SCOPES.courseworkMaterials,
].join(' ');

const teacher: GoogleAccount = { sub: '1001', email: 'ada@school.test', given_name: 'Ada', family_name: 'Lovelace' };
const other: GoogleAccount = { sub: '1002', email: 'bob@school.test', given_name: 'Bob', family_name: 'Other' };
const pupils: GoogleAccount[] = Array.from({ length: 5 }, (_, i) => ({
  sub: `2${i}`,
  email: `pupil${i}@school.test`,
  given_name: `Pupil${i}`,
  family_name: 'Young',
}));

let standin: GoogleStandin;
let config: client.Configuration;

beforeAll(async () => {
  standin = await startGoogleStandin({ clientId, clientSecret, redirectUris: [redirectUri] });
  config = await client.discovery(new URL(standin.issuer), clientId, clientSecret, undefined, { execute: [client.allowInsecureRequests] });
});
afterAll(() => standin?.close());
beforeEach(() => {
  standin.reset();
  standin.setAccounts([teacher, other, ...pupils]);
  standin.setCourses([
    { id: 'c1', name: 'English 7', section: '7B', ownerSub: teacher.sub, students: pupils },
    { id: 'c2', name: 'History', ownerSub: teacher.sub, students: [] },
    { id: 'c3', name: 'Not mine', ownerSub: other.sub, students: [] },
  ]);
});

async function signIn(login: string, cfg = config, extra: { deny?: boolean } = {}) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const expectedState = client.randomState();
  const url = client.buildAuthorizationUrl(cfg, {
    redirect_uri: redirectUri,
    scope,
    state: expectedState,
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    access_type: 'offline',
    include_granted_scopes: 'true',
    prompt: 'consent',
  });
  const returned = await consentAtProvider(url.href, login, extra);
  return { returned, pkceCodeVerifier, expectedState };
}

async function tokensFor(login: string, cfg = config) {
  const { returned, pkceCodeVerifier, expectedState } = await signIn(login, cfg);
  return client.authorizationCodeGrant(cfg, returned, { pkceCodeVerifier, expectedState });
}

describe('Google stand-in: OpenID provider', () => {
  it('signs in through the real login and consent pages, with refresh tokens and Google-like ID tokens', async () => {
    const tokens = await tokensFor(teacher.sub);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining([CLASSROOM_SCOPES.coursesReadonly, 'email']));
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: standin.issuer, aud: clientId, sub: teacher.sub, email: teacher.email, email_verified: true });
    expect(claims).toMatchObject({ given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' });

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, teacher.sub);
    expect(userinfo).toMatchObject({ sub: teacher.sub, email: teacher.email, given_name: 'Ada' });

    let refreshToken = tokens.refresh_token!;
    for (let i = 0; i < 3; i++) {
      const refreshed = await client.refreshTokenGrant(config, refreshToken);
      expect(refreshed.access_token).toBeTruthy();
      expect(refreshed.access_token).not.toBe(tokens.access_token);
      refreshToken = refreshed.refresh_token ?? refreshToken;
    }

    await standin.revokeGrants(teacher.sub);
    const error = await client.refreshTokenGrant(config, refreshToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ResponseBodyError);
    expect((error as client.ResponseBodyError).error).toBe('invalid_grant');
  });

  it('accepts HTTP Basic client authentication too', async () => {
    const basic = await client.discovery(new URL(standin.issuer), clientId, clientSecret, client.ClientSecretBasic(clientSecret), {
      execute: [client.allowInsecureRequests],
    });
    const tokens = await tokensFor(teacher.sub, basic);
    expect(tokens.claims()?.sub).toBe(teacher.sub);
    expect((await client.refreshTokenGrant(basic, tokens.refresh_token!)).access_token).toBeTruthy();
  });

  it('redirects with error=access_denied when the user cancels consent', async () => {
    const { returned, expectedState } = await signIn(teacher.sub, config, { deny: true });
    expect(returned.origin + returned.pathname).toBe(redirectUri);
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('state')).toBe(expectedState);
  });

  it('requires PKCE', async () => {
    const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid', state: 's' });
    const returned = await consentAtProvider(url.href, teacher.sub);
    expect(returned.searchParams.get('error')).toBe('invalid_request');
  });

  it('does not accept an unknown login', async () => {
    await expect(signIn('nobody')).rejects.toThrow(/did not accept the login/);
  });
});

describe('Google stand-in: Classroom API', () => {
  async function api(accessToken: string) {
    const { classroom, auth } = await import('@googleapis/classroom');
    const oauth = new auth.OAuth2();
    oauth.setCredentials({ access_token: accessToken });
    return classroom({ version: 'v1', auth: oauth, rootUrl: standin.classroomRoot });
  }

  it('lists, pages, posts, and answers with Google errors', async () => {
    const { access_token } = await tokensFor(teacher.sub);
    const classroom = await api(access_token);

    const courses = await classroom.courses.list({ teacherId: 'me', courseStates: ['ACTIVE'] });
    expect(courses.data.courses?.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(courses.data.courses?.[0]).toMatchObject({ name: 'English 7', section: '7B', ownerId: teacher.sub, courseState: 'ACTIVE' });
    expect(courses.data.courses?.[0]?.creationTime).toBeTruthy();

    const first = await classroom.courses.list({ teacherId: 'me', courseStates: ['ACTIVE'], pageSize: 1 });
    expect(first.data.courses?.map((c) => c.id)).toEqual(['c1']);
    const second = await classroom.courses.list({
      teacherId: 'me',
      courseStates: ['ACTIVE'],
      pageSize: 1,
      pageToken: first.data.nextPageToken!,
    });
    expect(second.data.courses?.map((c) => c.id)).toEqual(['c2']);
    expect(second.data.nextPageToken).toBeUndefined();

    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await classroom.courses.students.list({ courseId: 'c1', pageSize: 2, pageToken });
      expect(page.data.students!.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.students!.map((s) => s.profile!.emailAddress!));
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    expect(seen).toEqual(pupils.map((p) => p.email));
    const one = (await classroom.courses.students.list({ courseId: 'c1' })).data.students![0]!;
    expect(one).toMatchObject({
      courseId: 'c1',
      userId: '20',
      profile: { id: '20', name: { givenName: 'Pupil0', familyName: 'Young', fullName: 'Pupil0 Young' } },
    });

    standin.removeStudent('c1', '20');
    expect((await classroom.courses.students.list({ courseId: 'c1' })).data.students).toHaveLength(4);
    expect((await classroom.courses.students.list({ courseId: 'c2' })).data.students).toBeUndefined();

    const work = await classroom.courses.courseWork.create({
      courseId: 'c1',
      requestBody: {
        title: 'Commas',
        description: 'Do it',
        workType: 'ASSIGNMENT',
        state: 'PUBLISHED',
        materials: [{ link: { url: 'http://x.test' } }],
      },
    });
    expect(work.data).toMatchObject({ courseId: 'c1', title: 'Commas', workType: 'ASSIGNMENT' });
    expect(work.data.id).toBeTruthy();
    expect(work.data.alternateLink).toMatch(/^https:\/\/classroom\.google\.com\//);
    const material = await classroom.courses.courseWorkMaterials.create({
      courseId: 'c1',
      requestBody: { title: 'Notes', state: 'PUBLISHED' },
    });
    expect(material.data).toMatchObject({ courseId: 'c1', title: 'Notes' });
    expect(standin.posts()).toEqual([
      {
        kind: 'courseWork',
        courseId: 'c1',
        bySub: teacher.sub,
        body: expect.objectContaining({ title: 'Commas', workType: 'ASSIGNMENT' }),
      },
      { kind: 'courseWorkMaterials', courseId: 'c1', bySub: teacher.sub, body: { title: 'Notes', state: 'PUBLISHED' } },
    ]);

    await expect(classroom.courses.students.list({ courseId: 'c3' })).rejects.toMatchObject({
      status: 403,
      response: { data: { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } } },
    });
    await expect(classroom.courses.students.list({ courseId: 'nope' })).rejects.toMatchObject({
      status: 404,
      response: { data: { error: { code: 404, status: 'NOT_FOUND' } } },
    });

    const bad = await api('not-a-token');
    await expect(bad.courses.list({ teacherId: 'me' })).rejects.toMatchObject({
      status: 401,
      response: { data: { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } } },
    });
    const none = await fetch(`${standin.classroomRoot}v1/courses`);
    expect(none.status).toBe(401);
  });

  it('works with a refreshed access token, not after revocation', async () => {
    const tokens = await tokensFor(teacher.sub);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    const classroom = await api(refreshed.access_token);
    expect((await classroom.courses.list({ teacherId: 'me' })).data.courses).toHaveLength(2);
    await standin.revokeGrants(teacher.sub);
    await expect(classroom.courses.list({ teacherId: 'me' })).rejects.toMatchObject({ status: 401 });
  });

  it('is driven by its control API', async () => {
    const control = (path: string, init?: RequestInit) =>
      fetch(new URL(`/__control/${path}`, standin.issuer), { ...init, headers: { 'content-type': 'application/json' } });
    expect((await control('health')).status).toBe(200);
    expect((await control('reset', { method: 'POST' })).status).toBe(200);
    expect((await control('accounts', { method: 'PUT', body: JSON.stringify([other]) })).status).toBe(200);
    const course = { id: 'k9', name: 'Maths', ownerSub: other.sub, students: pupils.slice(0, 2) };
    expect((await control('courses', { method: 'PUT', body: JSON.stringify([course]) })).status).toBe(200);
    expect((await control('courses/k9/students/21', { method: 'DELETE' })).status).toBe(200);

    const tokens = await tokensFor(other.sub);
    const classroom = await api(tokens.access_token);
    expect((await classroom.courses.students.list({ courseId: 'k9' })).data.students?.map((s) => s.userId)).toEqual(['20']);
    await classroom.courses.courseWork.create({ courseId: 'k9', requestBody: { title: 'Sums', workType: 'ASSIGNMENT' } });
    expect(await (await control('posts')).json()).toEqual([
      { kind: 'courseWork', courseId: 'k9', bySub: other.sub, body: { title: 'Sums', workType: 'ASSIGNMENT' } },
    ]);

    expect((await control('revoke', { method: 'POST', body: JSON.stringify({ sub: other.sub }) })).status).toBe(200);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
