import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/shared/api/auth';
import { getOfflineCopy, type OfflineCopy } from '../../src/shared/api/offline';
import { RoleID } from '../../src/shared/domain/roles';
import { createLocalDb, localDb, type LocalDb } from '../../src/client/lib/localDb';
import {
  CACHE_HEADER,
  CONTENT_TTL_MS,
  handleContentRequest,
  lookup,
  ownerForUser,
  refreshCopy,
  storeCopy,
} from '../../src/client/offline/contentCache';

/**
 * The student's offline copy in the page (issue 13): one request after sign-in, its entries
 * written into the content cache, its ETag sent back next time, a 304 restarting the copies' hour.
 */

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../src/client/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/lib/api')>()),
  call: api.call,
}));

const { ApiError } = await import('../../src/client/lib/api');
const { prefetchContent } = await import('../../src/client/offline/start');
const { signIn, signOut } = await import('../../src/client/lib/session');

const ORIGIN = 'http://sentence-lab.test';
const HOUR = CONTENT_TTL_MS;

const entries = [
  { url: '/course/getall', body: [{ id: 'c1', name: 'Parts of Speech', order: 1 }] },
  { url: '/lesson/get/l1', body: { id: 'l1', name: 'Nouns', slides: [{ title: 'Ünïcode “quotes” \u2028 and <tags>' }] } },
  { url: '/student/getquizresults?lessonID=l1', body: [{ quizID: 'q1', result: null, opens: 0, isLocked: false, isComplete: false }] },
];

describe('storeCopy and refreshCopy', () => {
  let db: LocalDb;
  let n = 0;
  beforeEach(async () => {
    db = createLocalDb(`offline-copy-test-${++n}`);
    await db.open();
  });
  afterEach(() => db.close());

  it("keeps each entry as the owner's copy, with the body as its single call's JSON text", async () => {
    const owner = ownerForUser('alice');
    await storeCopy(db, owner, entries, 1_000);
    const rows = await db.contentCache.where('owner').equals(owner).toArray();
    expect(rows.map((r) => r.url).sort()).toEqual(entries.map((e) => e.url).sort());
    for (const e of entries) {
      const row = await db.contentCache.get([owner, e.url]);
      expect(row).toEqual({
        owner,
        url: e.url,
        savedAt: 1_000,
        status: 200,
        body: JSON.stringify(e.body),
        contentType: 'application/json',
      });
    }
    // Nobody else's.
    expect(await db.contentCache.where('owner').notEqual(owner).count()).toBe(0);
  });

  it('is what the service worker answers with when the network fails', async () => {
    await db.session.put({ id: 'current', apiKey: 'key-alice', user: { id: 'alice' } as never, savedAt: 'now' });
    await storeCopy(db, ownerForUser('alice'), entries, 5_000);
    const response = await handleContentRequest(new Request(`${ORIGIN}/api/lesson/get/l1`, { headers: { 'X-Api-Key': 'key-alice' } }), {
      db,
      now: () => 5_000 + 60_000,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(CACHE_HEADER)).toBe('age=60');
    expect(await response.json()).toEqual(entries[1]!.body);
  });

  it('a 304 restarts the hour of the copies named, and of no other', async () => {
    const owner = ownerForUser('alice');
    await storeCopy(db, owner, entries, 1_000);
    // A copy the worker kept from a page's own call: not part of the offline copy.
    await db.contentCache.put({
      owner,
      url: '/writingassignment/getall',
      savedAt: 1_000,
      status: 200,
      body: '[]',
      contentType: 'application/json',
    });
    await storeCopy(db, ownerForUser('bob'), entries, 1_000);

    const later = 1_000 + HOUR - 1;
    expect(
      await refreshCopy(
        db,
        owner,
        entries.map((e) => e.url),
        later,
      ),
    ).toBe(entries.length);
    for (const e of entries) {
      const row = (await lookup(db, owner, e.url, later + HOUR - 1))!;
      expect(row.savedAt).toBe(later);
      expect(row.body).toBe(JSON.stringify(e.body));
    }
    expect((await db.contentCache.get([owner, '/writingassignment/getall']))!.savedAt).toBe(1_000);
    expect((await db.contentCache.get([ownerForUser('bob'), '/course/getall']))!.savedAt).toBe(1_000);
  });

  it('counts only the copies still kept (a dropped one cannot be refreshed)', async () => {
    const owner = ownerForUser('alice');
    await storeCopy(db, owner, entries, 1_000);
    await db.contentCache.delete([owner, '/lesson/get/l1']);
    expect(
      await refreshCopy(
        db,
        owner,
        entries.map((e) => e.url),
        2_000,
      ),
    ).toBe(entries.length - 1);
    expect(await db.contentCache.get([owner, '/lesson/get/l1'])).toBeUndefined();
  });
});

describe('prefetchContent: one request, with the ETag', () => {
  const ada = {
    id: 'ada-id',
    first: 'Ada',
    last: 'Ames',
    role: 'Student',
    roleID: RoleID.Student,
    isActive: true,
    classes: [],
  } as unknown as User;
  const owner = ownerForUser(ada.id);
  const copy = (etag: string, list = entries): OfflineCopy => ({ etag, entries: list });
  const notModified = () => Promise.reject(new ApiError(304, ''));
  const forgetStamp = () => localDb.meta.delete(`prefetchedAt:${ada.id}`);
  let clock: number;

  beforeEach(async () => {
    await Promise.all(localDb.tables.map((t) => t.clear()));
    api.call.mockReset();
    clock = Date.parse('2026-11-22T10:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    await signIn({ ...ada, apiKey: 'key-of-ada' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await signOut({ revoke: false });
  });

  it('asks once, keeps every entry and the ETag, and does not ask again within 50 minutes', async () => {
    api.call.mockResolvedValueOnce(copy('"v1"'));
    await prefetchContent(ada);
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(api.call).toHaveBeenCalledWith(getOfflineCopy, { query: {} }, { background: true });
    const rows = await localDb.contentCache.where('owner').equals(owner).toArray();
    expect(rows.map((r) => [r.url, r.body, r.savedAt])).toEqual(
      expect.arrayContaining(entries.map((e) => [e.url, JSON.stringify(e.body), clock])),
    );
    expect(rows).toHaveLength(entries.length);
    expect((await localDb.meta.get(`offlineCopy:${ada.id}`))?.value).toEqual({ etag: '"v1"', urls: entries.map((e) => e.url) });

    clock += 49 * 60_000;
    await prefetchContent(ada);
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('sends the ETag back; a 304 only restarts the hour of the copies', async () => {
    api.call.mockResolvedValueOnce(copy('"v1"'));
    await prefetchContent(ada);
    const first = clock;

    clock += 51 * 60_000;
    api.call.mockImplementationOnce(notModified);
    await prefetchContent(ada);
    expect(api.call).toHaveBeenCalledTimes(2);
    expect(api.call).toHaveBeenLastCalledWith(getOfflineCopy, { query: { ifNoneMatch: '"v1"' } }, { background: true });
    const rows = await localDb.contentCache.where('owner').equals(owner).toArray();
    expect(rows).toHaveLength(entries.length);
    for (const row of rows) expect(row.savedAt).toBe(clock);
    expect(clock - first).toBeLessThan(HOUR);
    // The stamp moved too: no request for another 50 minutes.
    await prefetchContent(ada);
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it('a changed copy (200 to the ETag) replaces the copies and the ETag', async () => {
    api.call.mockResolvedValueOnce(copy('"v1"'));
    await prefetchContent(ada);
    await forgetStamp();
    const changed = entries.map((e) => (e.url === '/course/getall' ? { ...e, body: [] } : e));
    api.call.mockResolvedValueOnce(copy('"v2"', changed));
    await prefetchContent(ada);
    expect((await localDb.contentCache.get([owner, '/course/getall']))?.body).toBe('[]');
    expect((await localDb.meta.get(`offlineCopy:${ada.id}`))?.value).toMatchObject({ etag: '"v2"' });
  });

  it('after a 304 with copies gone (dropped as expired), asks for the whole copy again', async () => {
    api.call.mockResolvedValueOnce(copy('"v1"'));
    await prefetchContent(ada);
    await forgetStamp();
    await localDb.contentCache.clear();
    api.call.mockImplementationOnce(notModified).mockResolvedValueOnce(copy('"v1"'));
    await prefetchContent(ada);
    expect(api.call.mock.calls.map((c) => c[1])).toEqual([{ query: {} }, { query: { ifNoneMatch: '"v1"' } }, { query: {} }]);
    expect(await localDb.contentCache.where('owner').equals(owner).count()).toBe(entries.length);
  });

  it('keeps nothing when the student signed out while the copy was on its way, and no stamp when the request failed', async () => {
    let answer!: (c: OfflineCopy) => void;
    api.call.mockReturnValueOnce(new Promise<OfflineCopy>((r) => (answer = r)));
    const loading = prefetchContent(ada);
    await vi.waitFor(() => expect(api.call).toHaveBeenCalledTimes(1));
    await signOut({ revoke: false });
    answer(copy('"v1"'));
    await loading;
    expect(await localDb.contentCache.count()).toBe(0);
    expect(await localDb.meta.get(`offlineCopy:${ada.id}`)).toBeUndefined();

    await signIn({ ...ada, apiKey: 'key-of-ada-2' });
    api.call.mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'));
    await expect(prefetchContent(ada)).rejects.toThrow('Failed to fetch');
    expect(await localDb.meta.get(`prefetchedAt:${ada.id}`)).toBeUndefined();
  });

  it('asks nothing for teachers and inactive students', async () => {
    await prefetchContent({ ...ada, roleID: RoleID.Teacher } as User);
    await prefetchContent({ ...ada, isActive: false });
    expect(api.call).not.toHaveBeenCalled();
  });
});
