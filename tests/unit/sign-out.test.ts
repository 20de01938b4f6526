import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/shared/api/auth';
import { bodyTextOf, signQueuedRequest } from '../../src/shared/api/delivery';
import { saveQuiz } from '../../src/shared/api/quizzes';
import { RoleID } from '../../src/shared/domain/roles';
import { localDb } from '../../src/client/lib/localDb';
import { getSession, keepDeliveryKey, signIn, signOut } from '../../src/client/lib/session';
import { drainNow, outbox, submitWrite } from '../../src/client/offline/outbox-client';
import { startOffline } from '../../src/client/offline/start';

/**
 * Sign-out on a shared machine (src/client/offline/README.md, "Shared machines"), through the page's own
 * session and offline layer on fake-indexeddb: a student answers with the network down and signs
 * out; nothing on the device may still hold their session key, and their answers must still go.
 */

const SESSION_KEY = 'session-key-of-alma-0123456789abcdefghijklmnop';
const OLD_KEY = 'an-older-session-key-of-alma-that-died';
const DELIVERY_KEY = 'delivery-key-of-alma-0123456789abcdefghijklmn';

const alma = { id: 'alma-id', first: 'Alma', last: 'Ames', role: 'Student', roleID: RoleID.Student, isActive: false, classes: [] } as unknown as User;

type Sent = { url: string; method: string; headers: Record<string, string>; body: string | undefined };
let sent: Sent[];
let online: boolean;

/** The network: down (every fetch fails, as with no Wi-Fi) or up (the server takes everything). */
const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
  sent.push({ url: String(input), method: init?.method ?? 'GET', headers, body: init?.body as string | undefined });
  if (!online) throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

/** Every row of every table of the local database, as text. */
async function everything(): Promise<string> {
  const tables = await Promise.all(localDb.tables.map(async (t) => [t.name, await t.toArray()] as const));
  return JSON.stringify(tables);
}

async function answerOffline(n: number) {
  const body = { quizID: `quiz-${n}`, Answers: [{ questionID: 'q1', answer: `answer ${n}` }], Score: 100 };
  expect((await submitWrite(saveQuiz, body, `Quiz ${n}`)).status).toBe('queued');
}

beforeAll(() => {
  vi.stubGlobal('fetch', network);
  startOffline();
});

beforeEach(async () => {
  sent = [];
  online = false;
  await Promise.all(localDb.tables.map((t) => t.clear()));
  await signIn({ ...alma, apiKey: SESSION_KEY });
  // An answer from an earlier session on this machine that met a 401: it waits for Alma.
  const old = await outbox.enqueue({ userId: alma.id, apiKey: OLD_KEY, path: '/student/savequiz', body: { quizID: 'quiz-0', Answers: [] }, label: 'Quiz 0' });
  await localDb.outbox.update(old.seq!, { status: 'auth' });
  await answerOffline(1);
  await answerOffline(2);
});

afterEach(async () => {
  if (getSession().apiKey) await signOut({ revoke: false });
});

describe('signing out offline on a shared machine', () => {
  it('with a delivery key: no table of the local database holds the session key, and the answers still go out, the revoke last', async () => {
    await keepDeliveryKey(SESSION_KEY, { key: DELIVERY_KEY, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), obtainedAt: new Date().toISOString() });
    expect(await everything()).toContain(SESSION_KEY);

    await signOut();

    expect(getSession()).toEqual({ apiKey: null, user: null });
    expect(await everything()).not.toContain(SESSION_KEY);
    const queued = await localDb.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.path, e.apiKey, e.status])).toEqual([
      ['/student/savequiz', DELIVERY_KEY, 'pending'],
      ['/student/savequiz', DELIVERY_KEY, 'pending'],
      ['/student/savequiz', DELIVERY_KEY, 'pending'],
      ['/user/logout', DELIVERY_KEY, 'pending'],
    ]);
    // Each entry is signed as the server checks it: with the hash of the session key.
    const keyHash = createHash('sha256').update(SESSION_KEY).digest('hex');
    for (const e of queued) {
      const expected = await signQueuedRequest(keyHash, { method: e.method, path: e.path, key: e.key, queuedAt: e.createdAt, bodyText: bodyTextOf(e.method, e.body) });
      expect(e.signature, e.label).toBe(expected);
    }

    // The network comes back (the next student signs in): Alma's answers leave with the delivery key, the revoke last.
    online = true;
    sent = [];
    await drainNow(true);
    expect(sent.map((r) => [r.method, r.url, r.headers['x-api-key'], typeof r.headers['x-delivery-signature']])).toEqual([
      ['POST', '/api/student/savequiz', DELIVERY_KEY, 'string'],
      ['POST', '/api/student/savequiz', DELIVERY_KEY, 'string'],
      ['POST', '/api/student/savequiz', DELIVERY_KEY, 'string'],
      ['GET', '/api/user/logout', DELIVERY_KEY, 'string'],
    ]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('an expired delivery key is not used: as before, the answers and the revoke wait with the session key, but the session itself is gone', async () => {
    await keepDeliveryKey(SESSION_KEY, { key: DELIVERY_KEY, expiresAt: new Date(Date.now() - 1000).toISOString(), obtainedAt: new Date(0).toISOString() });

    await signOut();

    expect(getSession().apiKey).toBeNull();
    expect(await localDb.session.count()).toBe(0);
    const queued = await localDb.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.path, e.apiKey])).toEqual([
      ['/student/savequiz', OLD_KEY],
      ['/student/savequiz', SESSION_KEY],
      ['/student/savequiz', SESSION_KEY],
      ['/user/logout', SESSION_KEY],
    ]);
    expect(await everything()).not.toContain(DELIVERY_KEY);
  });
});
