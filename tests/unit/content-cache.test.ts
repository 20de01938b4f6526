import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from '../../src/client/lib/localDb';
import {
  CACHE_HEADER,
  cacheKeyOf,
  CONTENT_TTL_MS,
  dropExpired,
  dropOwner,
  handleContentRequest,
  ownerForUser,
} from '../../src/client/offline/contentCache';

const ORIGIN = 'http://sentence-lab.test';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let db: LocalDb;
let clock: { now: number };
let network: (request: Request) => Promise<Response>;
let calls: number;
let n = 0;

const get = (path: string, apiKey = 'key-alice') => new Request(`${ORIGIN}/api${path}`, { headers: { 'X-Api-Key': apiKey } });
const handle = (request: Request, networkTimeoutMs = 50) =>
  handleContentRequest(request, {
    db,
    now: () => clock.now,
    networkTimeoutMs,
    fetch: (async (input: RequestInfo | URL) => {
      calls++;
      return network(input as Request);
    }) as typeof fetch,
  });
const offline = () => (network = () => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(async () => {
  db = createLocalDb(`content-cache-test-${++n}`);
  await db.open();
  // Alice is the one signed in on this browser.
  await db.session.put({ id: 'current', apiKey: 'key-alice', user: { id: 'alice' } as never, savedAt: 'now' });
  clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  calls = 0;
  network = async () => json(200, [{ id: 'c1', name: 'Parts of Speech' }]);
});

afterEach(() => db.close());

describe('content cache', () => {
  it('keeps only the content GET calls, keyed by path and sorted query', () => {
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/course/getall`))).toBe('/course/getall');
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/quiz/getall?lessonID=l1`))).toBe('/quiz/getall?lessonID=l1');
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/student/getquizresults?b=2&a=1`))).toBe('/student/getquizresults?a=1&b=2');
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/lesson/get/abc`))).toBe('/lesson/get/abc');
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/user/checksession`))).toBeNull();
    expect(cacheKeyOf(new URL(`${ORIGIN}/api/student/getall`))).toBeNull();
    expect(cacheKeyOf(new URL(`${ORIGIN}/course/getall`))).toBeNull();
  });

  it('online: the network answers and the copy is refreshed', async () => {
    const response = await handle(get('/course/getall'));
    expect(response.headers.get(CACHE_HEADER)).toBeNull();
    expect(await response.json()).toEqual([{ id: 'c1', name: 'Parts of Speech' }]);
    expect(await db.contentCache.get([ownerForUser('alice'), '/course/getall'])).toMatchObject({ savedAt: clock.now, status: 200 });

    network = async () => json(200, [{ id: 'c1', name: 'Renamed' }]);
    clock.now += 10 * 60_000;
    await (await handle(get('/course/getall'))).text();
    const row = await db.contentCache.get([ownerForUser('alice'), '/course/getall']);
    expect(row?.savedAt).toBe(clock.now);
    expect(JSON.parse(row!.body)).toEqual([{ id: 'c1', name: 'Renamed' }]);
  });

  it('offline within the hour: the copy answers, marked with its age', async () => {
    await (await handle(get('/course/getall'))).text();
    offline();
    clock.now += CONTENT_TTL_MS - 60_000; // 59 minutes later
    const response = await handle(get('/course/getall'));
    expect(response.status).toBe(200);
    expect(response.headers.get(CACHE_HEADER)).toBe(`age=${59 * 60}`);
    expect(await response.json()).toEqual([{ id: 'c1', name: 'Parts of Speech' }]);
  });

  it('offline after the hour: no copy answers and the expired one is dropped', async () => {
    await (await handle(get('/course/getall'))).text();
    offline();
    clock.now += CONTENT_TTL_MS;
    await expect(handle(get('/course/getall'))).rejects.toThrow('Failed to fetch');
    expect(await db.contentCache.count()).toBe(0);
  });

  it('a copy never crosses users: Bob offline does not get Alice\'s copy', async () => {
    await (await handle(get('/student/getquizresults?lessonID=l1'))).text();
    offline();
    await expect(handle(get('/student/getquizresults?lessonID=l1', 'key-bob'))).rejects.toThrow();
    // Alice still gets hers.
    expect((await handle(get('/student/getquizresults?lessonID=l1'))).headers.get(CACHE_HEADER)).not.toBeNull();
  });

  it('a copy stored under another key is kept apart, and never under the key itself', async () => {
    network = async () => json(200, { mine: 'bob' });
    await (await handle(get('/course/getall', 'key-bob'))).text();
    const rows = await db.contentCache.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.owner).toMatch(/^key:[0-9a-f]{40}$/);
    expect(rows[0]!.owner).not.toContain('key-bob');
  });

  it('a network that hangs loses to the copy after the short time-out; without a copy the page waits for the network', async () => {
    await (await handle(get('/course/getall'))).text();
    network = () => new Promise((resolve) => setTimeout(() => resolve(json(200, [{ id: 'late' }])), 300));
    const started = Date.now();
    const fromCopy = await handle(get('/course/getall'), 50);
    expect(fromCopy.headers.get(CACHE_HEADER)).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(250);

    const noCopy = await handle(get('/lesson/getall'), 50);
    expect(await noCopy.json()).toEqual([{ id: 'late' }]);
  });

  it('a gateway answering 502/503/504 counts as offline when a copy exists', async () => {
    await (await handle(get('/course/getall'))).text();
    network = async () => json(503, { message: 'Service Unavailable' });
    const response = await handle(get('/course/getall'));
    expect(response.status).toBe(200);
    expect(response.headers.get(CACHE_HEADER)).not.toBeNull();
  });

  it('a 401 or 404 is passed on as it is and never stored', async () => {
    network = async () => json(401, { message: 'Please Login' });
    expect((await handle(get('/course/getall'))).status).toBe(401);
    network = async () => json(404, { message: 'That lesson does not exist.' });
    expect((await handle(get('/lesson/get/zzz'))).status).toBe(404);
    expect(await db.contentCache.count()).toBe(0);
  });

  it('a captive portal\'s HTML page is not stored, and the copy answers instead', async () => {
    await (await handle(get('/course/getall'))).text();
    network = async () => new Response('<html>Wi-Fi login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const response = await handle(get('/course/getall'));
    expect(response.headers.get(CACHE_HEADER)).not.toBeNull();
    expect(await response.json()).toEqual([{ id: 'c1', name: 'Parts of Speech' }]);
  });

  it('other calls pass straight through', async () => {
    network = async () => json(200, { ok: true });
    await handle(get('/user/checksession'));
    expect(calls).toBe(1);
    expect(await db.contentCache.count()).toBe(0);
  });

  it('drops expired copies and a user\'s copies on sign-out', async () => {
    await (await handle(get('/course/getall'))).text();
    clock.now += 30 * 60_000;
    await (await handle(get('/lesson/getall'))).text();
    clock.now += 31 * 60_000;
    expect(await dropExpired(db, clock.now)).toBe(1);
    expect((await db.contentCache.toArray()).map((r) => r.url)).toEqual(['/lesson/getall']);
    expect(await dropOwner(db, ownerForUser('alice'))).toBe(1);
    expect(await db.contentCache.count()).toBe(0);
  });
});
