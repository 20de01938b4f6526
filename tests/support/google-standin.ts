import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

/**
 * "Google", locally, for tests of Google sign-in and Google Classroom (there is no internet here).
 * One HTTP server on 127.0.0.1 serves:
 *
 * - a real OpenID provider (`oidc-provider`) at the root: discovery, /auth, /token, /me (userinfo),
 *   /jwks, /token/revocation, and its development login and consent pages (the login name is the
 *   account's `sub`; any password). One confidential client, PKCE (S256) required, refresh tokens
 *   always issued, ID tokens (RS256) that carry email and name claims as Google's do, and the
 *   authorisation request's `nonce` as a real provider does (oidc-provider echoes it; the app
 *   checks it, tests/api/edges-privacy.test.ts);
 * - a Classroom API v1 stand-in under /classroom/ (the `rootUrl` for `@googleapis/classroom`) that
 *   checks the caller's access token against the provider and answers with Google's error shapes.
 *   It answers under /v1/ too: googleapis-common resolves paths against a client-wide rootUrl with
 *   `new URL('/v1/…', rootUrl)`, which drops rootUrl's own path;
 * - a JSON control API under /__control/ for tests in another process (Playwright).
 */

export interface GoogleAccount {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

export interface StandinCourse {
  id: string;
  name: string;
  section?: string;
  ownerSub: string;
  creationTime?: string;
  students: GoogleAccount[];
}

export interface StandinPost {
  kind: 'courseWork' | 'courseWorkMaterials';
  courseId: string;
  body: any;
  bySub: string;
}

export interface GoogleStandin {
  /** The OpenID issuer, e.g. http://127.0.0.1:PORT (discovery at /.well-known/openid-configuration). */
  issuer: string;
  /** The `rootUrl` for `@googleapis/classroom`, e.g. http://127.0.0.1:PORT/classroom/ */
  classroomRoot: string;
  setAccounts(a: GoogleAccount[]): void;
  setCourses(c: StandinCourse[]): void;
  removeStudent(courseId: string, sub: string): void;
  posts(): StandinPost[];
  /** Revokes every grant (and its codes and tokens) of the account: its refresh tokens then fail with invalid_grant. */
  revokeGrants(sub: string): Promise<void>;
  /** Forgets accounts, courses, posts and every provider session, grant and token. */
  reset(): void;
  close(): Promise<void>;
}

export interface GoogleStandinOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The Classroom scopes the stand-in knows (and which endpoints need, as Google's do). */
export const CLASSROOM_SCOPES = {
  coursesReadonly: 'https://www.googleapis.com/auth/classroom.courses.readonly',
  courses: 'https://www.googleapis.com/auth/classroom.courses',
  rostersReadonly: 'https://www.googleapis.com/auth/classroom.rosters.readonly',
  rosters: 'https://www.googleapis.com/auth/classroom.rosters',
  profileEmails: 'https://www.googleapis.com/auth/classroom.profile.emails',
  courseworkStudents: 'https://www.googleapis.com/auth/classroom.coursework.students',
  courseworkMaterials: 'https://www.googleapis.com/auth/classroom.courseworkmaterials',
} as const;

// ---------------------------------------------------------------------------------------------
// oidc-provider ships no types; the few parts used here.

interface OidcCheckStatic {
  new (reason: string, description: string, check: (ctx: any) => unknown): unknown;
  REQUEST_PROMPT: unknown;
  NO_NEED_TO_PROMPT: unknown;
}
interface OidcModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
  interactionPolicy: {
    base(): { get(name: string): { checks: { add(check: unknown): void } } };
    Check: OidcCheckStatic;
  };
}
interface OidcAccessToken {
  accountId: string;
  scope?: string;
  isExpired: boolean;
  tokenType: string;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  AccessToken: { find(token: string): Promise<OidcAccessToken | undefined> };
  on(event: string, listener: (...args: any[]) => void): void;
}

// ---------------------------------------------------------------------------------------------
// A Map-backed adapter for all of the provider's models, so reset() and revokeGrants() can reach everything.

interface Entry {
  payload: Record<string, any>;
  expiresAt: number | undefined;
}

class Store {
  readonly entries = new Map<string, Entry>();

  get(key: string): Record<string, any> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  find(model: string, match: (payload: Record<string, any>) => boolean): Record<string, any> | undefined {
    for (const key of this.entries.keys()) {
      if (!key.startsWith(`${model}:`)) continue;
      const payload = this.get(key);
      if (payload && match(payload)) return payload;
    }
    return undefined;
  }

  deleteWhere(match: (key: string, payload: Record<string, any>) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (match(key, entry.payload)) this.entries.delete(key);
  }

  /** Every grant of the account goes, with the codes and tokens issued under it. */
  revokeAccount(sub: string): void {
    const grantIds = new Set<string>();
    for (const [key, { payload }] of this.entries) {
      if (payload.accountId !== sub) continue;
      if (key.startsWith('Grant:')) grantIds.add(String(payload.jti));
      if (typeof payload.grantId === 'string') grantIds.add(payload.grantId);
    }
    this.deleteWhere((key, payload) => grantIds.has(payload.grantId) || (key.startsWith('Grant:') && grantIds.has(payload.jti)));
  }
}

function adapterFor(store: Store) {
  return class StandinAdapter {
    constructor(readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, any>, expiresIn?: number) {
      store.entries.set(this.key(id), { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined });
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return store.find(this.model, (p) => p.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return store.find(this.model, (p) => p.userCode === userCode);
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      store.deleteWhere((_key, payload) => payload.grantId === grantId);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

class GoogleError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: string,
  ) {
    super(message);
  }
}
const unauthenticated = () => new GoogleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
const insufficientScopes = () => new GoogleError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
const permissionDenied = () => new GoogleError(403, 'The caller does not have permission', 'PERMISSION_DENIED');
const notFound = () => new GoogleError(404, 'Requested entity was not found.', 'NOT_FOUND');
const invalidArgument = (message: string) => new GoogleError(400, message, 'INVALID_ARGUMENT');

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: IncomingMessage): Promise<any> {
  const text = await readText(req);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidArgument('Invalid JSON payload received.');
  }
}

/** The client is registered for client_secret_post (openid-client's default); HTTP Basic client authentication is accepted too, by moving the credentials into the form. */
async function basicToPost(req: IncomingMessage): Promise<void> {
  const header = req.headers.authorization;
  if (req.method !== 'POST' || !header?.startsWith('Basic ')) return;
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return;
  const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  const form = new URLSearchParams(await readText(req));
  if (!form.has('client_id')) form.set('client_id', formDecode(decoded.slice(0, colon)));
  if (!form.has('client_secret')) form.set('client_secret', formDecode(decoded.slice(colon + 1)));
  delete req.headers.authorization;
  // oidc-provider reads an already-consumed request's body from req.body.
  (req as IncomingMessage & { body?: string }).body = form.toString();
}

const clone = <T>(value: T): T => structuredClone(value);

function paginate<T>(items: T[], url: URL, defaultSize: number): { items: T[]; nextPageToken?: string } {
  const pageSize = Number(url.searchParams.get('pageSize') ?? 0);
  if (!Number.isInteger(pageSize) || pageSize < 0) throw invalidArgument('Invalid page size.');
  const size = pageSize || defaultSize;
  const token = url.searchParams.get('pageToken');
  let offset = 0;
  if (token) {
    const match = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!match) throw invalidArgument('Invalid page token.');
    offset = Number(match[1]);
  }
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? Buffer.from(`o${offset + size}`).toString('base64url') : undefined;
  return next ? { items: page, nextPageToken: next } : { items: page };
}

// ---------------------------------------------------------------------------------------------

export async function startGoogleStandin(opts: GoogleStandinOptions): Promise<GoogleStandin> {
  // oidc-provider has no type declarations; a non-literal specifier keeps tsc from asking for them.
  const oidcModuleName: string = 'oidc-provider';
  const oidc = (await import(oidcModuleName)) as OidcModule;

  let accounts = new Map<string, GoogleAccount>();
  let courses: StandinCourse[] = [];
  let posts: StandinPost[] = [];
  const store = new Store();

  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else sendJson(res, 503, { error: 'starting' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const classroomRoot = `${issuer}/classroom/`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'google-standin-rs256', alg: 'RS256', use: 'sig' };

  // A session whose account is no longer known (reset, setAccounts) shows the login page again.
  const { Check } = oidc.interactionPolicy;
  const policy = oidc.interactionPolicy.base();
  policy
    .get('login')
    .checks.add(
      new Check('account_unknown', 'the signed-in account is unknown', (ctx) =>
        ctx.oidc.session.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
    );

  const provider = new oidc.default(issuer, {
    adapter: adapterFor(store),
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        // Browser tests reach the app through a per-test proxy on a random port of localhost:
        // like Google's loopback rule, a registered loopback redirect matches on any port.
        application_type: 'native',
      },
    ],
    jwks: { keys: [signingKey] },
    // Distinct cookie names: browsers share cookies between ports of one host, and the app under test is on 127.0.0.1 too.
    cookies: {
      keys: ['google-standin-cookie-key-for-tests'],
      names: { session: '_google_standin_session', interaction: '_google_standin_interaction', resume: '_google_standin_resume' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access', ...Object.values(CLASSROOM_SCOPES)],
    extraParams: ['access_type', 'include_granted_scopes'],
    // Google's ID tokens carry the email and profile claims even when an access token is issued too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Google issues refresh tokens without the offline_access scope, and does not tie them to the browser session.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: false,
    // Explicit lifetimes (Google's access tokens last an hour); a grant outlives its refresh tokens.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 30 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          email: account.email,
          email_verified: true,
          given_name: account.given_name,
          family_name: account.family_name,
          name: `${account.given_name} ${account.family_name}`,
        }),
      };
    },
    interactions: { policy },
    features: {
      devInteractions: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => console.error('[google-standin] provider error', error));
  const providerCallback = provider.callback();

  // ----- Classroom API -----

  async function caller(req: IncomingMessage): Promise<{ sub: string; scopes: Set<string> }> {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw unauthenticated();
    const token = await provider.AccessToken.find(match[1]!);
    if (!token || token.isExpired || token.tokenType !== 'Bearer') throw unauthenticated();
    return { sub: token.accountId, scopes: new Set((token.scope ?? '').split(' ').filter(Boolean)) };
  }
  const requireScope = (scopes: Set<string>, ...anyOf: string[]) => {
    if (!anyOf.some((s) => scopes.has(s))) throw insufficientScopes();
  };
  const ownedCourse = (courseId: string, sub: string): StandinCourse => {
    const course = courses.find((c) => c.id === courseId);
    if (!course) throw notFound();
    if (course.ownerSub !== sub) throw permissionDenied();
    return course;
  };
  const courseJson = (c: StandinCourse) => ({
    id: c.id,
    name: c.name,
    ...(c.section === undefined ? {} : { section: c.section }),
    ownerId: c.ownerSub,
    creationTime: c.creationTime,
    updateTime: c.creationTime,
    courseState: 'ACTIVE',
    alternateLink: `https://classroom.google.com/c/${encodeURIComponent(c.id)}`,
  });

  async function classroomApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { sub, scopes } = await caller(req);
    const path = url.pathname.replace(/^(\/classroom)?\/v1\//, '');
    const parts = path.split('/').map(decodeURIComponent);

    if (req.method === 'GET' && path === 'courses') {
      requireScope(scopes, CLASSROOM_SCOPES.coursesReadonly, CLASSROOM_SCOPES.courses);
      const teacherId = url.searchParams.get('teacherId');
      if (teacherId && teacherId !== 'me' && teacherId !== sub) throw permissionDenied();
      const states = url.searchParams.getAll('courseStates').flatMap((s) => s.split(','));
      const mine = states.length && !states.includes('ACTIVE') ? [] : courses.filter((c) => c.ownerSub === sub);
      const page = paginate(mine.map(courseJson), url, 100);
      // Like Google, an empty list is an empty object.
      return sendJson(res, 200, {
        ...(page.items.length ? { courses: page.items } : {}),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      });
    }
    if (parts[0] === 'courses' && parts.length === 3 && parts[1]) {
      const course = ownedCourse(parts[1], sub);
      if (req.method === 'GET' && parts[2] === 'students') {
        requireScope(scopes, CLASSROOM_SCOPES.rostersReadonly, CLASSROOM_SCOPES.rosters);
        const emails = scopes.has(CLASSROOM_SCOPES.profileEmails);
        const students = course.students.map((s) => ({
          courseId: course.id,
          userId: s.sub,
          profile: {
            id: s.sub,
            name: { givenName: s.given_name, familyName: s.family_name, fullName: `${s.given_name} ${s.family_name}` },
            // Google fills emailAddress only with the classroom.profile.emails scope.
            ...(emails ? { emailAddress: s.email } : {}),
          },
        }));
        const page = paginate(students, url, 30);
        return sendJson(res, 200, {
          ...(page.items.length ? { students: page.items } : {}),
          ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
        });
      }
      if (req.method === 'POST' && (parts[2] === 'courseWork' || parts[2] === 'courseWorkMaterials')) {
        const kind = parts[2];
        requireScope(scopes, kind === 'courseWork' ? CLASSROOM_SCOPES.courseworkStudents : CLASSROOM_SCOPES.courseworkMaterials);
        const body = await readJson(req);
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidArgument('Invalid JSON payload received.');
        if (typeof body.title !== 'string' || !body.title.trim()) throw invalidArgument('title: Title is required.');
        if (kind === 'courseWork' && !body.workType) throw invalidArgument('workType: Work type is required.');
        posts.push({ kind, courseId: course.id, body: clone(body), bySub: sub });
        const id = String(100000000000 + posts.length);
        const now = new Date().toISOString();
        return sendJson(res, 200, {
          ...body,
          courseId: course.id,
          id,
          creatorUserId: sub,
          creationTime: now,
          updateTime: now,
          alternateLink: `https://classroom.google.com/c/${encodeURIComponent(course.id)}/${kind === 'courseWork' ? 'a' : 'm'}/${id}/details`,
        });
      }
    }
    throw new GoogleError(404, 'Method not found.', 'NOT_FOUND');
  }

  // ----- control API -----

  const standin: GoogleStandin = {
    issuer,
    classroomRoot,
    setAccounts(a) {
      accounts = new Map(a.map((account) => [account.sub, clone(account)]));
    },
    setCourses(c) {
      const now = new Date().toISOString();
      courses = c.map((course) => ({ ...clone(course), creationTime: course.creationTime ?? now }));
    },
    removeStudent(courseId, sub) {
      const course = courses.find((c) => c.id === courseId);
      if (course) course.students = course.students.filter((s) => s.sub !== sub);
    },
    posts: () => clone(posts),
    async revokeGrants(sub) {
      store.revokeAccount(sub);
    },
    reset() {
      accounts = new Map();
      courses = [];
      posts = [];
      store.entries.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };

  async function controlApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/__control/'.length);
    const ok = () => sendJson(res, 200, { ok: true });
    if (req.method === 'GET' && path === 'health') return sendJson(res, 200, { ok: true, issuer, classroomRoot });
    if (req.method === 'POST' && path === 'reset') return (standin.reset(), ok());
    if (req.method === 'PUT' && path === 'accounts') {
      const body = await readJson(req);
      if (!Array.isArray(body)) return sendJson(res, 400, { error: 'expected an array of accounts' });
      return (standin.setAccounts(body), ok());
    }
    if (req.method === 'PUT' && path === 'courses') {
      const body = await readJson(req);
      if (!Array.isArray(body)) return sendJson(res, 400, { error: 'expected an array of courses' });
      return (standin.setCourses(body), ok());
    }
    if (req.method === 'GET' && path === 'posts') return sendJson(res, 200, standin.posts());
    if (req.method === 'POST' && path === 'revoke') {
      const body = await readJson(req);
      if (typeof body?.sub !== 'string') return sendJson(res, 400, { error: 'expected {sub}' });
      await standin.revokeGrants(body.sub);
      return ok();
    }
    const student = /^courses\/([^/]+)\/students\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && student) {
      standin.removeStudent(decodeURIComponent(student[1]!), decodeURIComponent(student[2]!));
      return ok();
    }
    sendJson(res, 404, { error: `no control ${req.method} /__control/${path}` });
  }

  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const fail = (error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof GoogleError)
        sendJson(res, error.code, { error: { code: error.code, message: error.message, status: error.status } });
      else {
        console.error('[google-standin]', error);
        sendJson(res, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
      }
    };
    if (url.pathname.startsWith('/classroom/') || url.pathname.startsWith('/v1/')) return void classroomApi(req, res, url).catch(fail);
    if (url.pathname.startsWith('/__control/')) return void controlApi(req, res, url).catch(fail);
    basicToPost(req).then(() => providerCallback(req, res), fail);
  };

  return standin;
}
