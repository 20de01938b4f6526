import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from '../../src/client/lib/localDb';
import { BULK_MAX_BODY_BYTES } from '../../src/shared/api/sync';
import { backoffMs, BACKOFF_BASE_MS, BACKOFF_MAX_MS, BULK_OFF_MS, createOutbox, type Outcome } from '../../src/client/offline/outbox';

type Answer = Response | 'network-error' | Promise<Response>;
type Scripted = (path: string, body: unknown, headers: Record<string, string>) => Answer;

/**
 * A server the test scripts: each request is recorded, and `answer` decides what comes back. A
 * bulk call (/sync/deliver) is taken apart as the real server does: each carried request is
 * recorded and answered by `answer` as if it had come alone, one key's requests in order and
 * different keys side by side. `bulk: false` is an older server: the bulk call is a 404.
 */
function fakeServer({ bulk = true }: { bulk?: boolean } = {}) {
  const requests: Array<{ path: string; method: string; headers: Record<string, string>; body: unknown }> = [];
  /** The bulk calls, each as the list of its carried requests' Idempotency-Keys. */
  const bulkCalls: string[][] = [];
  let answer: Scripted = () => json(200, { ok: true });
  /** Answers a bulk call itself when it returns something (a lost call, a captive portal, a refusal of the whole call). */
  let bulkAnswer: () => Response | 'network-error' | null = () => null;
  let bulkTries = 0;
  const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const one = async (path: string, method: string, headers: Record<string, string>, text: string | null | undefined) => {
    const body = text ? JSON.parse(text) : null;
    requests.push({ path, method, headers, body });
    return answer(path, body, headers);
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, '');
    const headers = lower((init?.headers ?? {}) as Record<string, string>);
    if (path === '/sync/deliver') {
      bulkTries++;
      if (!bulk) return json(404, { message: 'Not found.' });
      const whole = bulkAnswer();
      if (whole === 'network-error') throw new TypeError('Failed to fetch');
      if (whole) return whole;
      const carried = JSON.parse(String(init!.body)).requests as Array<{
        path: string;
        method: string;
        headers: Record<string, string>;
        body: string | null;
      }>;
      bulkCalls.push(carried.map((r) => r.headers['Idempotency-Key']!));
      const byKey = new Map<string, number[]>();
      carried.forEach((r, i) => byKey.set(r.headers['X-Api-Key'] ?? '', [...(byKey.get(r.headers['X-Api-Key'] ?? '') ?? []), i]));
      const answers: Answer[] = [];
      await Promise.all(
        [...byKey.values()].map(async (indexes) => {
          for (const i of indexes)
            answers[i] = await one(carried[i]!.path, carried[i]!.method, lower(carried[i]!.headers), carried[i]!.body);
        }),
      );
      if (answers.includes('network-error')) throw new TypeError('Failed to fetch');
      const list = await Promise.all(
        (answers as Response[]).map(async (r) => ({
          status: r.status,
          headers: Object.fromEntries([...r.headers].filter(([k]) => ['content-type', 'idempotent-replayed', 'retry-after'].includes(k))),
          body: await r.text(),
        })),
      );
      return json(200, { answers: list });
    }
    const a = await one(path, init?.method ?? 'GET', headers, init?.body as string | undefined);
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    return a;
  }) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    bulkCalls,
    writes: () => requests.filter((r) => r.path !== '/student/syncfailure'),
    set answer(fn: Scripted) {
      answer = fn;
    },
    set bulkAnswer(fn: () => Response | 'network-error' | null) {
      bulkAnswer = fn;
    },
    /** Bulk calls that reached the server, the refused ones too. */
    get bulkTries() {
      return bulkTries;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let db: LocalDb;
let server: ReturnType<typeof fakeServer>;
let clock: { now: number };
let outcomes: Outcome[];
let dbName = 0;

const make = () =>
  createOutbox({
    db,
    fetch: server.fetch,
    baseUrl: 'http://sentence-lab.test/api',
    now: () => clock.now,
    random: () => 0.5,
    onOutcome: (o) => outcomes.push(o),
  });

const save = (userId: string, n: number, apiKey = `key-${userId}`) => ({
  userId,
  apiKey,
  path: '/student/savequiz',
  body: { quizID: `quiz-${n}`, Answers: [{ questionID: 'q1', answer: `answer ${n}` }] },
  label: `Quiz ${n}`,
});

beforeEach(async () => {
  db = createLocalDb(`outbox-test-${++dbName}`);
  await db.open();
  server = fakeServer();
  clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  outcomes = [];
});

afterEach(async () => {
  db.close();
});

describe.each([
  { server: 'a server with bulk delivery', bulk: true },
  { server: 'an older server (bulk delivery answers 404)', bulk: false },
])('outbox, with $server', ({ bulk }) => {
  beforeEach(() => {
    server = fakeServer({ bulk });
  });

  it('stores an entry before anything is sent, with its own Idempotency-Key', async () => {
    const outbox = make();
    const a = await outbox.enqueue(save('u1', 1));
    const b = await outbox.enqueue(save('u1', 2));
    expect(server.requests).toHaveLength(0);
    expect(await db.outbox.count()).toBe(2);
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.createdAt).toBe('2026-11-22T10:00:00.000Z');
  });

  it('delivers in the order the student acted, with key, Idempotency-Key and X-Queued-At, then removes the entries', async () => {
    const outbox = make();
    const entries = [await outbox.enqueue(save('u1', 1)), await outbox.enqueue(save('u1', 2)), await outbox.enqueue(save('u1', 3))];
    server.answer = (_p, body) => json(200, { saved: body });
    const result = await outbox.drain();
    expect(server.requests.map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2', 'quiz-3']);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(entries.map((e) => e.key));
    expect(
      server.requests.every((r) => r.headers['x-api-key'] === 'key-u1' && r.headers['x-queued-at'] === '2026-11-22T10:00:00.000Z'),
    ).toBe(true);
    expect(result.map((o) => o.kind)).toEqual(['sent', 'sent', 'sent']);
    expect(result[0]).toMatchObject({ kind: 'sent', status: 200, response: { saved: { quizID: 'quiz-1' } } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps entries when the network is down and backs off: 2 s, 4 s, 8 s … capped at 5 minutes', async () => {
    const outbox = make();
    await outbox.enqueue(save('u1', 1));
    await outbox.enqueue(save('u1', 2));
    server.answer = () => 'network-error';
    await outbox.drain();
    // The first failure stops the pass: the second entry is not even tried.
    expect(server.requests).toHaveLength(1);
    let [first] = await db.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: clock.now + BACKOFF_BASE_MS });

    // Not due yet: nothing is sent; the retry after the back-off is.
    await outbox.drain();
    expect(server.requests).toHaveLength(1);
    clock.now += BACKOFF_BASE_MS;
    await outbox.drain();
    expect(server.requests).toHaveLength(2);
    [first] = await db.outbox.orderBy('seq').toArray();
    expect(first!.nextAttemptAt).toBe(clock.now + 2 * BACKOFF_BASE_MS);

    expect(backoffMs(1, () => 0.5)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(3, () => 0.5)).toBe(4 * BACKOFF_BASE_MS);
    expect(backoffMs(30, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, () => 0)).toBe(0.8 * BACKOFF_BASE_MS);

    // The network is back: a forced drain ignores the back-off and sends both, in order.
    server.answer = () => json(200, { ok: true });
    await outbox.drain({ force: true });
    expect(server.requests.slice(2).map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('treats 503, 429 and a captive portal page as "try again", never as delivered', async () => {
    const outbox = make();
    await outbox.enqueue(save('u1', 1));
    for (const response of [
      json(503, { message: 'busy' }),
      json(429, { message: 'slow down' }),
      new Response('<html>Sign in to the school Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      server.answer = () => response;
      await outbox.drain({ force: true });
      expect(await db.outbox.count()).toBe(1);
      expect((await db.outbox.toArray())[0]!.status).toBe('pending');
    }
    expect(outcomes.map((o) => o.kind)).toEqual(['retry', 'retry', 'retry']);
  });

  it("a student's later entries wait behind their own failing one; another student's go on", async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    await outbox.enqueue(save('b', 2));
    await outbox.enqueue(save('a', 3));
    server.answer = (_p, body) =>
      (body as { quizID: string }).quizID === 'quiz-1' ? json(429, { message: 'later' }) : json(200, { ok: true });
    await outbox.drain();
    expect(server.requests.map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2']);
    expect((await db.outbox.toArray()).map((e) => e.label)).toEqual(['Quiz 1', 'Quiz 3']);
  });

  it('401 keeps the entry until that student signs in again, then sends it with the new key', async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1, 'old-key'));
    await outbox.enqueue(save('a', 2, 'old-key'));
    server.answer = (_p, _b, headers) =>
      headers['x-api-key'] === 'old-key' ? json(401, { message: 'Please Login' }) : json(200, { ok: true });
    await outbox.drain({ force: true });
    expect(server.requests).toHaveLength(1);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.status)).toEqual(['auth', 'pending']);
    expect(outcomes.at(-1)).toMatchObject({ kind: 'auth', userId: 'a' });

    // Still no new key: nothing more is sent, even when forced.
    await outbox.drain({ force: true });
    expect(server.requests).toHaveLength(1);

    await outbox.reauthorize('a', 'new-key');
    await outbox.drain();
    expect(server.requests.slice(1).map((r) => [r.headers['x-api-key'], (r.body as { quizID: string }).quizID])).toEqual([
      ['new-key', 'quiz-1'],
      ['new-key', 'quiz-2'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refusal for good is kept as failed, reported for the teacher, and does not hold the rest back', async () => {
    const outbox = make();
    const refused = await outbox.enqueue(save('a', 1));
    await outbox.enqueue(save('a', 2));
    server.answer = (path, body) =>
      path === '/student/syncfailure'
        ? json(200, { ok: true })
        : (body as { quizID: string }).quizID === 'quiz-1'
          ? json(405, { message: 'This quiz is locked.' })
          : json(200, { ok: true });
    await outbox.drain();
    expect(server.writes().map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2']);
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({
      key: refused.key,
      status: 'failed',
      failure: { status: 405, message: 'This quiz is locked.' },
      reported: true,
    });
    const report = server.requests.find((r) => r.path === '/student/syncfailure');
    expect(report?.headers['x-api-key']).toBe('key-a');
    expect(report?.body).toMatchObject({
      key: refused.key,
      path: '/student/savequiz',
      status: 405,
      message: 'This quiz is locked.',
      label: 'Quiz 1',
      queuedAt: refused.createdAt,
    });

    // Never sent again; the student closes it.
    await outbox.drain({ force: true });
    expect(server.writes()).toHaveLength(2);
    await outbox.dismiss(refused.key);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refusal whose report could not be sent is reported on the next pass', async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    server.answer = (path) => (path === '/student/syncfailure' ? 'network-error' : json(400, { message: 'Answers must be a list.' }));
    await outbox.drain();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', reported: false });
    server.answer = (path) => (path === '/student/syncfailure' ? json(200, { ok: true }) : json(500, {}));
    await outbox.drain();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', reported: true });
    expect(server.writes()).toHaveLength(1);
  });

  it("sign-out waits behind the student's unsent answers, so the key is revoked after they are delivered", async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    await outbox.enqueue({ userId: 'a', apiKey: 'key-a', path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' });
    await outbox.enqueue(save('b', 2));
    server.answer = () => 'network-error';
    await outbox.drain();
    expect(await db.outbox.count()).toBe(3);

    let revoked = false;
    server.answer = (path, _b, headers) => {
      if (path === '/user/logout') {
        revoked = true;
        return json(200, { ok: true });
      }
      // A's answers still go out with A's key, even though B is the one signed in now.
      if (revoked && headers['x-api-key'] === 'key-a') return json(401, { message: 'Please Login' });
      return json(200, { ok: true });
    };
    const before = server.requests.length;
    await outbox.drain({ force: true });
    // Each student's entries in the order they acted (students go side by side).
    const sent = server.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.headers['x-api-key']}`);
    expect(sent.filter((r) => r.endsWith('key-a'))).toEqual(['POST /student/savequiz key-a', 'GET /user/logout key-a']);
    expect(sent.filter((r) => r.endsWith('key-b'))).toEqual(['POST /student/savequiz key-b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a sign-out whose key is already dead is dropped rather than waiting forever', async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    await outbox.enqueue({ userId: 'a', apiKey: 'key-a', path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' });
    server.answer = () => json(401, { message: 'Please Login' });
    await outbox.drain();
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.kind, e.status])).toEqual([['write', 'auth']]);
  });

  it("sign-out with a delivery key hands only that student's entries to it, signed; a refusal is reported with it too", async () => {
    const outbox = make();
    const refused = await outbox.enqueue(save('a', 1));
    await outbox.enqueue(save('b', 2));
    await outbox.enqueue(save('a', 3));
    await outbox.handOver('a', 'key-a', 'delivery-a', { signOut: true });

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.userId, e.path, e.apiKey, typeof e.signature])).toEqual([
      ['a', '/student/savequiz', 'delivery-a', 'string'],
      ['b', '/student/savequiz', 'key-b', 'undefined'],
      ['a', '/student/savequiz', 'delivery-a', 'string'],
      ['a', '/user/logout', 'delivery-a', 'string'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('key-a');

    server.answer = (path, body) =>
      path === '/student/syncfailure'
        ? json(200, { ok: true })
        : (body as { quizID?: string } | null)?.quizID === 'quiz-1'
          ? json(404, { message: 'Not found.' })
          : json(200, { ok: true });
    await outbox.drain();
    const signatureOf = (key: string) => entries.find((e) => e.key === key)!.signature;
    const sent = server.requests.map((r) => [r.path, r.headers['x-api-key'], r.headers['x-delivery-signature']]);
    // A's entries in order, B's beside them (students go side by side).
    expect(sent.filter((r) => r[1] === 'delivery-a')).toEqual([
      ['/student/savequiz', 'delivery-a', signatureOf(refused.key)],
      ['/student/syncfailure', 'delivery-a', signatureOf(refused.key)],
      ['/student/savequiz', 'delivery-a', entries[2]!.signature],
      ['/user/logout', 'delivery-a', entries[3]!.signature],
    ]);
    expect(sent.filter((r) => r[1] !== 'delivery-a')).toEqual([['/student/savequiz', 'key-b', undefined]]);
    expect((await db.outbox.toArray()).map((e) => [e.key, e.status, e.apiKey])).toEqual([[refused.key, 'failed', 'delivery-a']]);
  });

  it('drains started together send each entry once', async () => {
    const outbox = make();
    for (let n = 1; n <= 5; n++) await outbox.enqueue(save('a', n));
    await Promise.all([outbox.drain(), outbox.drain(), outbox.drain({ force: true })]);
    expect(server.requests.map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2', 'quiz-3', 'quiz-4', 'quiz-5']);
    expect(new Set(server.requests.map((r) => r.headers['idempotency-key'])).size).toBe(5);
  });

  it('an entry queued while a drain runs goes out in the same call', async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    let queuedLate = false;
    server.answer = () => {
      if (!queuedLate) {
        queuedLate = true;
        void outbox.enqueue(save('a', 2)).then(() => outbox.drain());
      }
      return json(200, { ok: true });
    };
    await outbox.drain();
    await new Promise((r) => setTimeout(r, 20));
    await outbox.drain();
    expect(server.requests.map((r) => (r.body as { quizID: string }).quizID)).toEqual(['quiz-1', 'quiz-2']);
  });

  it('nextDue tells the page when to wake up', async () => {
    const outbox = make();
    expect(await outbox.nextDue()).toBeNull();
    await outbox.enqueue(save('a', 1));
    expect(await outbox.nextDue()).toBe(0);
    server.answer = () => 'network-error';
    await outbox.drain();
    expect(await outbox.nextDue()).toBe(clock.now + BACKOFF_BASE_MS);
  });
});

/**
 * The server answers every save, student a's slowly: what it saw, in order, and how many requests
 * it held at once at most.
 */
function sideBySide() {
  let inFlight = 0;
  const seen = { order: [] as string[], most: () => 0 };
  let most = 0;
  seen.most = () => most;
  server.answer = async (_path, body, headers) => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, headers['x-api-key'] === 'key-a' ? 30 : 5));
    inFlight--;
    seen.order.push(`${headers['x-api-key']} ${(body as { quizID: string }).quizID}`);
    return json(200, { ok: true });
  };
  return seen;
}

describe('outbox: bulk delivery in rounds', () => {
  it('students go side by side, in rounds: one entry of each student per bulk call, each student in order', async () => {
    const outbox = make();
    for (const n of [1, 2, 3]) for (const user of ['a', 'b', 'c']) await outbox.enqueue(save(user, n));
    const { order, most } = sideBySide();
    await outbox.drain();
    // Three rounds, each one call with the next entry of every student; the server runs them side by side.
    expect(server.bulkCalls).toHaveLength(3);
    expect(server.bulkCalls.every((call) => call.length === 3)).toBe(true);
    expect(most()).toBe(3);
    for (const user of ['a', 'b', 'c']) {
      expect(order.filter((o) => o.startsWith(`key-${user}`))).toEqual([1, 2, 3].map((n) => `key-${user} quiz-${n}`));
    }
    // A round is sent when the one before it is answered: A's slow first answer holds B's second.
    expect(order.indexOf('key-a quiz-1')).toBeLessThan(order.indexOf('key-b quiz-2'));
    expect(await db.outbox.count()).toBe(0);
    expect(outcomes.map((o) => o.kind)).toEqual(Array(9).fill('sent'));
  });

  it("a lone entry goes alone, as before: one student's queue needs no bulk call", async () => {
    const outbox = make();
    for (const n of [1, 2, 3]) await outbox.enqueue(save('a', n));
    await outbox.drain();
    expect(server.bulkTries).toBe(0);
    expect(server.requests.map((r) => `${r.path} ${(r.body as { quizID: string }).quizID}`)).toEqual(
      [1, 2, 3].map((n) => `/student/savequiz quiz-${n}`),
    );
  });

  it('a round takes at most 50 students; the others come in the next rounds', async () => {
    const outbox = make();
    const users = Array.from({ length: 60 }, (_, i) => `u${i}`);
    for (const n of [1, 2]) for (const user of users) await outbox.enqueue(save(user, n));
    await outbox.drain();
    expect(server.bulkCalls.map((c) => c.length)).toEqual([50, 50, 10, 10]);
    expect(await db.outbox.count()).toBe(0);
    for (const user of users) {
      expect(
        server.requests.filter((r) => r.headers['x-api-key'] === `key-${user}`).map((r) => (r.body as { quizID: string }).quizID),
      ).toEqual(['quiz-1', 'quiz-2']);
    }
  });

  it('each carried answer is handled as if alone: delivered, a dead key, refused for good (reported), try later', async () => {
    const outbox = make();
    for (const user of ['ok', 'dead', 'refused', 'busy']) for (const n of [1, 2]) await outbox.enqueue(save(user, n));
    server.answer = (path, body, headers) => {
      if (path === '/student/syncfailure') return json(200, { ok: true });
      const user = headers['x-api-key']!.slice('key-'.length);
      const first = (body as { quizID: string }).quizID === 'quiz-1';
      if (user === 'dead') return json(401, { message: 'Please Login' });
      if (user === 'refused' && first) return json(405, { message: 'This quiz is locked.' });
      if (user === 'busy')
        return new Response(JSON.stringify({ message: 'Busy.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        });
      return json(200, { saved: (body as { quizID: string }).quizID });
    };
    await outbox.drain();
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => `${e.userId} ${(e.body as { quizID: string }).quizID} ${e.status} ${e.attempts}`)).toEqual([
      'dead quiz-1 auth 1',
      'dead quiz-2 pending 0',
      'refused quiz-1 failed 1',
      'busy quiz-1 pending 1',
      'busy quiz-2 pending 0',
    ]);
    expect(left.find((e) => e.userId === 'refused')).toMatchObject({
      failure: { status: 405, message: 'This quiz is locked.' },
      reported: true,
    });
    expect(left.find((e) => e.userId === 'busy')).toMatchObject({ lastError: 'Busy.', nextAttemptAt: clock.now + BACKOFF_BASE_MS });
    expect(outcomes.filter((o) => o.userId === 'ok')).toMatchObject([
      { kind: 'sent', status: 200, response: { saved: 'quiz-1' } },
      { kind: 'sent', status: 200, response: { saved: 'quiz-2' } },
    ]);
    // The refused one's later entry went on in the next round; the report went alone, with that student's key.
    expect(outcomes.filter((o) => o.userId === 'refused').map((o) => o.kind)).toEqual(['failed', 'sent']);
    expect(server.requests.filter((r) => r.path === '/student/syncfailure').map((r) => r.headers['x-api-key'])).toEqual(['key-refused']);
    // A 429 is not the network gone: the others were not held back.
    expect(outcomes.find((o) => o.userId === 'busy')).toMatchObject({ kind: 'retry', unreachable: false });
  });

  it('the bulk call lost, or answered by something else (a captive portal): every entry of it tries again later, and the pass stops', async () => {
    for (const whole of [
      () => 'network-error' as const,
      () => new Response('<html>Sign in to the school Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      () => json(200, { answers: [] }),
      () => json(502, { message: 'Bad gateway' }),
    ]) {
      await db.outbox.clear();
      outcomes = [];
      const outbox = make();
      for (const n of [1, 2]) for (const user of ['a', 'b']) await outbox.enqueue(save(user, n));
      server.bulkAnswer = whole;
      const before = server.bulkTries;
      await outbox.drain({ force: true });
      expect(server.bulkTries - before).toBe(1);
      expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.status, e.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
        ['pending', 0],
        ['pending', 0],
      ]);
      expect(outcomes.map((o) => o.kind === 'retry' && o.unreachable)).toEqual([true, true]);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('the whole call refused (a 400 or 413: a bug here, not the entries): they go alone in the same pass', async () => {
    const outbox = make();
    for (const user of ['a', 'b']) await outbox.enqueue(save(user, 1));
    server.bulkAnswer = () => json(413, { message: 'That is too much to send at once.' });
    await outbox.drain();
    expect(server.bulkTries).toBe(1);
    expect(server.bulkCalls).toHaveLength(0);
    expect(server.requests.map((r) => r.headers['x-api-key']).sort()).toEqual(['key-a', 'key-b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an older server (404): the round goes alone, and for BULK_OFF_MS no bulk call is tried again', async () => {
    server = fakeServer({ bulk: false });
    const outbox = make();
    for (const n of [1, 2]) for (const user of ['a', 'b', 'c']) await outbox.enqueue(save(user, n));
    await outbox.drain();
    expect(server.bulkTries).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    for (const user of ['a', 'b', 'c']) {
      expect(
        server.requests.filter((r) => r.headers['x-api-key'] === `key-${user}`).map((r) => (r.body as { quizID: string }).quizID),
      ).toEqual(['quiz-1', 'quiz-2']);
    }

    for (const user of ['a', 'b']) await outbox.enqueue(save(user, 3));
    clock.now += BULK_OFF_MS - 1;
    await outbox.drain();
    expect(server.bulkTries).toBe(1);
    expect(server.requests).toHaveLength(8);

    // Later the server may have been updated: a bulk call is tried again.
    for (const user of ['a', 'b']) await outbox.enqueue(save(user, 4));
    clock.now += 1;
    await outbox.drain();
    expect(server.bulkTries).toBe(2);
    expect(server.requests).toHaveLength(10);
  });

  it("an entry too large to carry goes alone; the round's others go together", async () => {
    const outbox = make();
    const big = await outbox.enqueue({
      ...save('big', 1),
      body: { quizID: 'quiz-1', Answers: [{ questionID: 'q1', answer: 'x'.repeat(BULK_MAX_BODY_BYTES / 2) }] },
    });
    for (const user of ['a', 'b']) await outbox.enqueue(save(user, 1));
    await outbox.drain();
    expect(server.bulkCalls).toHaveLength(1);
    expect(server.bulkCalls[0]).not.toContain(big.key);
    expect(server.bulkCalls[0]).toHaveLength(2);
    expect(server.requests).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('carries exactly what the entry would send alone: path, method, key, signature, Idempotency-Key, X-Queued-At, body text', async () => {
    const outbox = make();
    await outbox.enqueue(save('a', 1));
    await outbox.enqueue(save('b', 1));
    await outbox.handOver('a', 'key-a', 'delivery-a', { signOut: true });
    const [a1, , logout] = await db.outbox.orderBy('seq').toArray();
    const calls: RequestInit[] = [];
    const outboxSeeing = createOutbox({
      db,
      baseUrl: 'http://sentence-lab.test/api',
      now: () => clock.now,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(init!);
        return server.fetch(input, init);
      }) as typeof fetch,
    });
    await outboxSeeing.drain();
    const first = JSON.parse(String(calls[0]!.body)).requests;
    expect(first[0]).toEqual({
      path: '/student/savequiz',
      method: 'POST',
      headers: {
        'X-Api-Key': 'delivery-a',
        'X-Delivery-Signature': a1!.signature,
        'Idempotency-Key': a1!.key,
        'X-Queued-At': a1!.createdAt,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(a1!.body),
    });
    expect(first[1].headers['X-Api-Key']).toBe('key-b');
    // The sign-out is A's last entry: alone in its round, it goes alone, as before.
    expect(server.requests.at(-1)).toMatchObject({
      path: '/user/logout',
      method: 'GET',
      headers: { 'x-delivery-signature': logout!.signature },
    });
  });
});

describe('outbox with an older server', () => {
  it('an older server: students go side by side, DELIVERY_LANES at once: a slow answer for one does not hold the others back; each keeps its order', async () => {
    server = fakeServer({ bulk: false });
    const outbox = make();
    for (const user of ['a', 'b', 'c']) for (const n of [1, 2]) await outbox.enqueue(save(user, n));
    const { order, most } = sideBySide();
    await outbox.drain();
    expect(most()).toBe(3);
    expect(order.filter((o) => o.startsWith('key-a'))).toEqual(['key-a quiz-1', 'key-a quiz-2']);
    // B and C finished before A's slow first answer came back.
    expect(order.indexOf('key-c quiz-2')).toBeLessThan(order.indexOf('key-a quiz-1'));
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('local database upgrade', () => {
  it('keeps the signed-in session when version 1 becomes version 2 (outbox and cache added)', async () => {
    const { default: Dexie } = await import('dexie');
    const name = `upgrade-test-${++dbName}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ session: 'id', meta: 'key' });
    await v1.table('session').put({ id: 'current', apiKey: 'k', user: { id: 'u1' }, savedAt: 'then' });
    v1.close();

    const upgraded = createLocalDb(name);
    expect(await upgraded.session.get('current')).toMatchObject({ apiKey: 'k', user: { id: 'u1' } });
    await upgraded.outbox.add({
      ...save('u1', 1),
      key: 'k1',
      method: 'POST',
      kind: 'write',
      createdAt: 'now',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      failure: null,
      reported: false,
    });
    expect(await upgraded.outbox.count()).toBe(1);
    expect(upgraded.verno).toBe(2);
    upgraded.close();
  });
});

describe('web lock', () => {
  it('runs the drain under the lock, and anyway when the lock is stuck past the wait', async () => {
    const { webLock } = await import('../../src/client/offline/outbox');
    // A lock manager whose lock is held forever by someone else: requests wait until their signal aborts.
    const stuck = {
      request: (_name: string, options: LockOptions, _fn: () => Promise<unknown>) =>
        new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(options.signal!.reason))),
    } as unknown as Pick<LockManager, 'request'>;
    let ran = 0;
    const started = Date.now();
    expect(await webLock(stuck, 50)(async () => ++ran)).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);

    // A free lock runs the drain once, and its own failure is not retried outside the lock.
    const free = { request: (_n: string, _o: LockOptions, fn: () => Promise<unknown>) => fn() } as unknown as Pick<LockManager, 'request'>;
    await expect(
      webLock(
        free,
        50,
      )(async () => {
        ran++;
        throw new Error('database closed');
      }),
    ).rejects.toThrow('database closed');
    expect(ran).toBe(2);
  });
});
