import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { auth as googleAuth, classroom, type classroom_v1 } from '@googleapis/classroom';

/**
 * Google (ACB §4 Google; LA §7 Google), reached only through Google's own clients: sign-in is an
 * OpenID Connect authorisation-code flow with PKCE and state run by `openid-client`; Classroom
 * calls go through `@googleapis/classroom`. The issuer and the Classroom root are settings, so
 * tests run this same code against a local OpenID provider and a Classroom stand-in.
 */

/** What sign-in asks for: who the person is. Students are never asked for Classroom access. */
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'];

/** What a teacher's Classroom import, sync and sharing need (ACB §4: courses, rosters, coursework, profile emails, course materials). */
export const CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.coursework.students',
  'https://www.googleapis.com/auth/classroom.profile.emails',
  'https://www.googleapis.com/auth/classroom.courseworkmaterials',
];

export const hasClassroomScopes = (scope: string | null | undefined) => {
  const granted = new Set((scope ?? '').split(/\s+/));
  return CLASSROOM_SCOPES.every((s) => granted.has(s));
};

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  first: string;
  last: string;
}

export interface GoogleGrant {
  identity: GoogleIdentity;
  refreshToken: string | null;
  accessToken: string;
  expiresAt: number;
  scope: string | null;
}

export interface ClassroomCourse {
  id: string;
  name: string;
  section: string | null;
  creationTime: string | null;
}

export interface ClassroomStudent {
  userId: string;
  email: string | null;
  first: string;
  last: string;
}

export interface ClassroomPost {
  title: string;
  description: string;
  link: string;
}

/** Google refused the refresh token (revoked, expired, or consent withdrawn): the user must authorise again (424). */
export class GoogleReauthorize extends Error {
  constructor(readonly reason: 'invalid_grant' | 'refresh error') {
    super(reason);
  }
}

/** A Classroom call Google refused, with its HTTP status and Google's message. */
export class ClassroomRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Google {
  clientId: string;
  /**
   * The URL to send the browser to, with the `state`, PKCE verifier and OpenID `nonce` to keep
   * for the return (the nonce goes into the request; the provider puts it into the ID token).
   */
  startAuthorization(input: { redirectUri: string; scopes: string[]; consent: boolean; loginHint?: string }): Promise<{
    url: string;
    state: string;
    codeVerifier: string;
    nonce: string;
  }>;
  /**
   * Exchanges the code of the return URL for tokens and the ID token's identity, checking state,
   * PKCE and that the ID token's `nonce` claim is the one this round trip sent (else it throws).
   */
  finishAuthorization(callback: URL, checks: { state: string; codeVerifier: string; nonce: string }): Promise<GoogleGrant>;
  /** A fresh access token for a stored refresh token. */
  accessToken(refreshToken: string): Promise<{ accessToken: string; expiresAt: number }>;
  /** Checks a Google ID token (signature by the issuer's keys, issuer, audience, expiry) and returns whose it is. */
  verifyIdToken(idToken: string): Promise<GoogleIdentity>;
  classroom(accessToken: string): Classroom;
  /** Encrypts a refresh token for the database (AES-256-GCM); `open` reverses it. */
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface Classroom {
  courses(): Promise<ClassroomCourse[]>;
  students(courseId: string): Promise<ClassroomStudent[]>;
  /** A lesson as course material (LA §3 share: lesson). */
  postMaterial(courseId: string, post: ClassroomPost): Promise<{ id: string }>;
  /** A quiz or writing assignment as course work. */
  postCourseWork(courseId: string, post: ClassroomPost): Promise<{ id: string }>;
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  classroomRoot: string;
  /** Secret the refresh-token key is derived from; the client secret when not given. */
  tokenKey?: string;
}

/** AES-256-GCM with a key derived by HKDF from a secret: `v1.iv.tag.ciphertext`, base64url. */
export function tokenBox(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sentence-lab', 'google refresh token', 32));
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed: string) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const isLocal = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

function identityOf(claims: Record<string, unknown>): GoogleIdentity {
  const text = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string).trim() : '');
  const email = text('email') || null;
  const name = text('name');
  const first = text('given_name') || name.split(' ')[0] || email?.split('@')[0] || 'Google';
  const last = text('family_name') || name.split(' ').slice(1).join(' ') || '-';
  return { sub: String(claims.sub), email: email?.toLowerCase() ?? null, emailVerified: claims.email_verified === true, first, last };
}

/** Turns a Classroom client failure into ClassroomRefused (Google's status and message) or GoogleReauthorize on 401. */
function refusedBy(err: unknown): Error {
  const e = err as { status?: number; response?: { status?: number; data?: { error?: { message?: string } } }; message?: string };
  const status = e.response?.status ?? e.status;
  if (status === 401) return new GoogleReauthorize('refresh error');
  if (typeof status === 'number')
    return new ClassroomRefused(status, e.response?.data?.error?.message ?? e.message ?? 'Google Classroom refused the call.');
  return err instanceof Error ? err : new Error(String(err));
}

async function allPages<T>(page: (token: string | undefined) => Promise<{ items: T[]; next: string | null | undefined }>): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  // Classroom pages hold at most a few hundred; 200 pages is far beyond any school's roster.
  for (let i = 0; i < 200; i++) {
    const { items, next } = await page(token);
    out.push(...items);
    if (!next) return out;
    token = next;
  }
  return out;
}

export function createGoogle(settings: GoogleSettings): Google {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  /** Discovery runs on first use and again after a failure (Google unreachable at start must not stop the server). */
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLocal(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    clientId: settings.clientId,
    ...tokenBox(settings.tokenKey ?? settings.clientSecret),

    async startAuthorization({ redirectUri, scopes, consent, loginHint }) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        access_type: 'offline',
        include_granted_scopes: 'true',
      };
      if (consent) params.prompt = 'consent';
      if (loginHint) params.login_hint = loginHint;
      return { url: oidc.buildAuthorizationUrl(config, params).href, state, codeVerifier, nonce };
    },

    async finishAuthorization(callback, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google answered without an ID token');
      return {
        identity: identityOf(claims),
        refreshToken: tokens.refresh_token ?? null,
        accessToken: tokens.access_token,
        expiresAt: Date.now() + (tokens.expiresIn() ?? 3600) * 1000,
        scope: tokens.scope ?? null,
      };
    },

    async accessToken(refreshToken) {
      const config = await configuration();
      try {
        const tokens = await oidc.refreshTokenGrant(config, refreshToken);
        return { accessToken: tokens.access_token, expiresAt: Date.now() + (tokens.expiresIn() ?? 3600) * 1000 };
      } catch (err) {
        if (err instanceof oidc.ResponseBodyError && err.error === 'invalid_grant') throw new GoogleReauthorize('invalid_grant');
        throw err;
      }
    },

    async verifyIdToken(idToken) {
      const config = await configuration();
      const meta = config.serverMetadata();
      if (!meta.jwks_uri) throw new Error('Google publishes no keys');
      keys ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      const { payload } = await jwtVerify(idToken, keys, { issuer: meta.issuer, audience: settings.clientId });
      return identityOf(payload);
    },

    classroom(accessToken) {
      const client = new googleAuth.OAuth2();
      client.setCredentials({ access_token: accessToken });
      const api: classroom_v1.Classroom = classroom({ version: 'v1', auth: client, rootUrl: settings.classroomRoot });
      const call = async <T>(run: () => Promise<T>) => {
        try {
          return await run();
        } catch (err) {
          throw refusedBy(err);
        }
      };
      return {
        courses: () =>
          call(() =>
            allPages(async (pageToken) => {
              const { data } = await api.courses.list({ teacherId: 'me', courseStates: ['ACTIVE'], pageSize: 100, pageToken });
              return {
                items: (data.courses ?? []).map((c) => ({
                  id: c.id ?? '',
                  name: c.name ?? 'Untitled class',
                  section: c.section ?? null,
                  creationTime: c.creationTime ?? null,
                })),
                next: data.nextPageToken,
              };
            }),
          ),
        students: (courseId) =>
          call(() =>
            allPages(async (pageToken) => {
              const { data } = await api.courses.students.list({ courseId, pageSize: 100, pageToken });
              return {
                items: (data.students ?? []).map((s) => {
                  const identity = identityOf({
                    sub: s.userId ?? s.profile?.id,
                    email: s.profile?.emailAddress,
                    given_name: s.profile?.name?.givenName,
                    family_name: s.profile?.name?.familyName,
                    name: s.profile?.name?.fullName,
                  });
                  return { userId: identity.sub, email: identity.email, first: identity.first, last: identity.last };
                }),
                next: data.nextPageToken,
              };
            }),
          ),
        postMaterial: (courseId, post) =>
          call(async () => {
            const { data } = await api.courses.courseWorkMaterials.create({
              courseId,
              requestBody: {
                title: post.title,
                description: post.description,
                materials: [{ link: { url: post.link, title: post.title } }],
                state: 'PUBLISHED',
              },
            });
            return { id: data.id ?? '' };
          }),
        postCourseWork: (courseId, post) =>
          call(async () => {
            const { data } = await api.courses.courseWork.create({
              courseId,
              requestBody: {
                title: post.title,
                description: post.description,
                materials: [{ link: { url: post.link, title: post.title } }],
                workType: 'ASSIGNMENT',
                state: 'PUBLISHED',
              },
            });
            return { id: data.id ?? '' };
          }),
      };
    },
  };
}

/** The adapter when a client id is configured (config.ts checks the secret comes with it), else null: Google is off. */
export function googleFromConfig(config: {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
  GOOGLE_CLASSROOM_ROOT: string;
  GOOGLE_TOKEN_KEY?: string;
}): Google | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createGoogle({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    issuer: config.GOOGLE_ISSUER,
    classroomRoot: config.GOOGLE_CLASSROOM_ROOT,
    tokenKey: config.GOOGLE_TOKEN_KEY,
  });
}
