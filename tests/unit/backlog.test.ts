import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb, type OutboxEntry } from '../../src/client/lib/localDb';
import {
  createBacklogReporter,
  describeWork,
  DEVICE_ID_KEY,
  HEARTBEAT_MS,
  kindOf,
  summarize,
  summarizeByStudent,
} from '../../src/client/offline/backlog';
import { createOutbox } from '../../src/client/offline/outbox';
import { sinceTime, waitingText } from '../../src/client/features/students/syncTime';

const T0 = Date.parse('2026-11-22T10:00:00Z');

let seq = 0;
function entry(over: Partial<OutboxEntry> & { path: string }): OutboxEntry {
  seq++;
  return {
    key: `k-${seq}`,
    userId: 'u1',
    apiKey: 'session-u1',
    method: 'POST',
    body: {},
    label: `Entry ${seq}`,
    kind: 'write',
    createdAt: new Date(T0 + seq * 60_000).toISOString(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failure: null,
    reported: false,
    ...over,
  };
}

describe('counting waiting work', () => {
  it('a finished quiz is one quiz: its opening is not counted, nor a sign-out', () => {
    expect(kindOf(entry({ path: '/student/startquiz' }))).toBeNull();
    expect(kindOf(entry({ path: '/student/savequiz' }))).toBe('quizzes');
    expect(kindOf(entry({ path: '/writingassignment/save' }))).toBe('writing');
    expect(kindOf(entry({ path: '/student/savesuperdiagnostic' }))).toBe('diagnostic');
    expect(kindOf(entry({ path: '/user/logout', method: 'GET', kind: 'logout' }))).toBeNull();

    const quizDoneOffline = [entry({ path: '/student/startquiz' }), entry({ path: '/student/savequiz' })];
    expect(summarize(quizDoneOffline)).toEqual({
      counts: { quizzes: 1, writing: 0, diagnostic: 0 },
      oldestQueuedAt: quizDoneOffline[1]!.createdAt,
      total: 1,
    });
  });

  it('counts what waits for a sign-in too, but not what the server refused for good', () => {
    const entries = [
      entry({ path: '/writingassignment/save', status: 'failed', failure: { status: 409, message: 'No.' } }),
      entry({ path: '/writingassignment/save', status: 'auth' }),
      entry({ path: '/student/savesuperdiagnostic' }),
      entry({ path: '/student/savesuperdiagnostic' }),
    ];
    const s = summarize(entries);
    expect(s.counts).toEqual({ quizzes: 0, writing: 1, diagnostic: 2 });
    expect(s.oldestQueuedAt).toBe(entries[1]!.createdAt);
    expect(summarize([entries[0]!])).toEqual({ counts: { quizzes: 0, writing: 0, diagnostic: 0 }, oldestQueuedAt: null, total: 0 });
  });

  it('keeps each student apart on a shared machine', () => {
    const by = summarizeByStudent([
      entry({ path: '/student/savequiz', userId: 'a' }),
      entry({ path: '/student/savequiz', userId: 'b' }),
      entry({ path: '/student/savequiz', userId: 'a' }),
      entry({ path: '/user/logout', kind: 'logout', method: 'GET', userId: 'c' }),
    ]);
    expect(by.get('a')!.counts.quizzes).toBe(2);
    expect(by.get('b')!.counts.quizzes).toBe(1);
    expect(by.get('c')!.total).toBe(0);
  });

  it('says it with one word for one thing', () => {
    expect(describeWork({ quizzes: 1 })).toBe('1 quiz');
    expect(describeWork({ quizzes: 3 })).toBe('3 quizzes');
    expect(describeWork({ quizzes: 1, writing: 2 })).toBe('1 quiz and 2 writing saves');
    expect(describeWork({ quizzes: 2, writing: 1, diagnostic: 1 })).toBe('2 quizzes, 1 writing save and 1 diagnostic save');
    expect(describeWork({ quizzes: 0, writing: 0, diagnostic: 0 })).toBe('');
  });

  it('the teacher reads the devices added up, from the oldest', () => {
    const now = new Date(T0 + 3 * 3600_000);
    const at = new Date(T0).toISOString();
    expect(waitingText([], now)).toBeNull();
    expect(waitingText([{ counts: { quizzes: 1, writing: 2, diagnostic: 0 }, oldestQueuedAt: at }], now)).toBe(
      `1 quiz and 2 writing saves waiting on a device since ${sinceTime(at, now)}`,
    );
    expect(
      waitingText(
        [
          { counts: { quizzes: 1, writing: 0, diagnostic: 0 }, oldestQueuedAt: new Date(T0 + 60_000).toISOString() },
          { counts: { quizzes: 2, writing: 0, diagnostic: 0 }, oldestQueuedAt: at },
        ],
        now,
      ),
    ).toBe(`3 quizzes waiting on 2 devices since ${sinceTime(at, now)}`);
    // Today: the time alone; another day: with the day.
    expect(sinceTime(at, now)).toMatch(/^\d{1,2}:\d{2}/);
    expect(sinceTime(at, new Date(T0 + 3 * 86_400_000))).toMatch(/[A-Za-z]/);
  });
});

/** The server as the reporter sees it: each report recorded, the answer scripted. */
function fakeServer() {
  const reports: Array<{ key: string; body: { deviceID: string; counts: Record<string, number>; oldestQueuedAt: string | null } }> = [];
  const writes: string[] = [];
  let answer: (path: string) => Response | 'network-error' = () => json(200, { ok: true });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (path === '/student/backlog') reports.push({ key: headers['X-Api-Key']!, body: JSON.parse(String(init!.body)) });
    else writes.push(path);
    const a = answer(path);
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    return a;
  }) as typeof globalThis.fetch;
  return {
    fetch,
    reports,
    writes,
    set answer(fn: typeof answer) {
      answer = fn;
    },
  };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the heartbeat', () => {
  let db: LocalDb;
  let server: ReturnType<typeof fakeServer>;
  let clock: { now: number };
  let n = 0;
  const reporter = () =>
    createBacklogReporter({
      db,
      fetch: server.fetch,
      baseUrl: 'http://sentence-lab.test/api',
      now: () => clock.now,
      newID: () => 'device-test-0001',
    });
  const add = (e: OutboxEntry) => db.outbox.add(e);

  beforeEach(async () => {
    db = createLocalDb(`backlog-test-${++n}`);
    await db.open();
    server = fakeServer();
    clock = { now: T0 + 3600_000 };
  });
  afterEach(() => db.close());

  it('reports counts (never the answers) once, again only when they change or after HEARTBEAT_MS, and zero once when all is sent', async () => {
    await db.session.put({ id: 'current', apiKey: 'session-u1', user: { id: 'u1' } as never, savedAt: new Date(T0).toISOString() });
    const r = reporter();
    await r.report();
    expect(server.reports).toEqual([]); // nothing waits, nothing was told: nothing to say

    const save = entry({ path: '/student/savequiz', body: { quizID: 'q1', Answers: [{ questionID: 'x', answer: 'secret' }] } });
    await add(entry({ path: '/student/startquiz' }));
    await add(save);
    await r.report();
    expect(server.reports).toEqual([
      {
        key: 'session-u1',
        body: { deviceID: 'device-test-0001', counts: { quizzes: 1, writing: 0, diagnostic: 0 }, oldestQueuedAt: save.createdAt },
      },
    ]);
    expect(JSON.stringify(server.reports)).not.toContain('secret');

    await r.report();
    clock.now += HEARTBEAT_MS - 1;
    await r.report();
    expect(server.reports).toHaveLength(1);
    clock.now += 1;
    await r.report();
    expect(server.reports).toHaveLength(2);

    await add(entry({ path: '/writingassignment/save' }));
    await r.report();
    expect(server.reports.at(-1)!.body.counts).toEqual({ quizzes: 1, writing: 1, diagnostic: 0 });

    await db.outbox.clear();
    await r.report();
    expect(server.reports.at(-1)!.body).toEqual({
      deviceID: 'device-test-0001',
      counts: { quizzes: 0, writing: 0, diagnostic: 0 },
      oldestQueuedAt: null,
    });
    const count = server.reports.length;
    clock.now += 10 * HEARTBEAT_MS;
    await r.report();
    expect(server.reports).toHaveLength(count);
  });

  it('a report that did not get through is tried again next time, even with the same counts', async () => {
    const r = reporter();
    await add(entry({ path: '/student/savequiz' }));
    server.answer = () => 'network-error';
    await r.report();
    server.answer = () => json(500, { message: 'Oops' });
    await r.report();
    server.answer = () => json(200, { ok: true });
    await r.report();
    await r.report();
    expect(server.reports).toHaveLength(3);
  });

  it('uses the signed-in session for its own student, and the key a signed-out student’s entries carry (their delivery key)', async () => {
    await db.session.put({ id: 'current', apiKey: 'session-b', user: { id: 'b' } as never, savedAt: new Date(T0).toISOString() });
    await add(entry({ path: '/student/savequiz', userId: 'a', apiKey: 'delivery-a', signature: 'sig' }));
    await add(entry({ path: '/student/savequiz', userId: 'b', apiKey: 'old-session-b', status: 'auth' }));
    await reporter().report();
    expect(server.reports.map((x) => [x.key, x.body.counts.quizzes])).toEqual([
      ['delivery-a', 1],
      ['session-b', 1],
    ]);
  });

  it('keeps one random device id', async () => {
    const r = reporter();
    const id = await r.deviceID();
    expect(id).toBe('device-test-0001');
    expect((await db.meta.get(DEVICE_ID_KEY))?.value).toBe(id);
    const other = createBacklogReporter({ db, fetch: server.fetch, baseUrl: 'x', newID: () => 'never-used-0002' });
    expect(await other.deviceID()).toBe(id);
  });

  it("a signed-out student's queue tells zero with their delivery key right before the queued sign-out ends that key", async () => {
    const r = reporter();
    const outbox = createOutbox({
      db,
      fetch: server.fetch,
      baseUrl: 'http://sentence-lab.test/api',
      now: () => clock.now,
      beforeSignOut: r.beforeSignOut,
    });
    await add(entry({ path: '/student/savequiz', apiKey: 'delivery-u1', signature: 's1' }));
    await r.report();
    expect(server.reports.at(-1)).toMatchObject({ key: 'delivery-u1', body: { counts: { quizzes: 1 } } });
    await add(entry({ path: '/user/logout', method: 'GET', kind: 'logout', apiKey: 'delivery-u1', signature: 's2' }));

    await outbox.drain({ force: true });
    expect(server.writes).toEqual(['/student/savequiz', '/user/logout']);
    expect(server.reports.at(-1)).toEqual({
      key: 'delivery-u1',
      body: { deviceID: 'device-test-0001', counts: { quizzes: 0, writing: 0, diagnostic: 0 }, oldestQueuedAt: null },
    });
    // After the sign-out nothing is left to say.
    const count = server.reports.length;
    await r.report();
    expect(server.reports).toHaveLength(count);
  });
});
