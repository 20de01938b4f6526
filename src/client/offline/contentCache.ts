import { isJsonAnswer, isUnreachableStatus } from '../lib/answers';
import type { CachedResponse, LocalDb } from '../lib/localDb';

/**
 * The content cache (ARCHITECTURE "Offline-first" 2, issue 5): the answers of course, lesson,
 * quiz and related GET calls, kept in IndexedDB for one hour per user. Online the network answers
 * and the copy is refreshed; when the network fails or hangs past a short time-out, a copy younger
 * than an hour answers instead. A copy is keyed by its owner (the user) and never serves anyone
 * else. Runs in the service worker; tests drive it with fake-indexeddb.
 */

/** LA §9: course data cache, 1 hour. */
export const CONTENT_TTL_MS = 60 * 60 * 1000;
/** Past this, a hanging network loses to a cached copy (the network answer still refreshes it). */
export const NETWORK_TIMEOUT_MS = 4_000;
/** Marks an answer that came from the cache, with its age in seconds. */
export const CACHE_HEADER = 'X-Sentence-Lab-Cache';

/** GET calls (paths under /api) whose answers are kept. */
const CACHED = [
  /^\/course\/getall$/,
  /^\/lesson\/getall$/,
  /^\/lesson\/getbycourse$/,
  /^\/lesson\/get\/[^/]+$/,
  /^\/lesson\/video$/,
  /^\/quiz\/getentirelist$/,
  /^\/quiz\/getall$/,
  /^\/badge\/getall$/,
  /^\/customlesson\/getCustomLessons$/,
  /^\/student\/getearnedbadges$/,
  /^\/student\/getquizresults$/,
  /^\/writingassignment\/getall$/,
  /^\/writingassignment\/getassignment$/,
  /^\/writingassignment\/getresult$/,
  /^\/topic\/getall$/,
  /^\/student\/getsuperdiagnostic$/,
  /^\/student\/can-student-take-super-diagnostic$/,
  /^\/student\/recommendations$/,
  /^\/lesson\/practiceitems$/,
  /^\/student\/mastery$/,
];

/** The cache key of a request URL (path and sorted query under /api), or null when not kept. */
export function cacheKeyOf(url: URL): string | null {
  if (!url.pathname.startsWith('/api/')) return null;
  const path = url.pathname.slice('/api'.length);
  if (!CACHED.some((re) => re.test(path))) return null;
  const params: Array<[string, string]> = [];
  url.searchParams.forEach((value, name) => params.push([name, value]));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whose copy a request reads and writes: the signed-in user when the key is the stored session's
 * key, else a hash of the key (never the key itself). No key: nobody's (not cached).
 */
export async function ownerOf(db: LocalDb, apiKey: string | null): Promise<string | null> {
  if (!apiKey) return null;
  try {
    const session = await db.session.get('current');
    if (session && session.apiKey === apiKey) return `user:${session.user.id}`;
  } catch {
    // fall through to the key's hash
  }
  return `key:${(await sha256Hex(apiKey)).slice(0, 40)}`;
}

export const ownerForUser = (userId: string) => `user:${userId}`;

export async function store(db: LocalDb, row: CachedResponse): Promise<void> {
  await db.contentCache.put(row);
}

/** One answer of the student's offline copy (GET /student/offlinecopy): its cache key and JSON body. */
export interface CopyEntry {
  url: string;
  body: unknown;
}

/**
 * Keeps the entries of a student's offline copy (issue 13) as the owner's copies, saved `now`,
 * in one transaction: the page writes them itself, so no service worker has to be in control
 * yet. Each body is kept as the text its single call answers (the server embeds that text as
 * it is, and JSON.stringify gives it back unchanged).
 */
export async function storeCopy(db: LocalDb, owner: string, entries: readonly CopyEntry[], now: number): Promise<void> {
  await db.contentCache.bulkPut(
    entries.map((e) => ({ owner, url: e.url, savedAt: now, status: 200, body: JSON.stringify(e.body), contentType: 'application/json' })),
  );
}

/**
 * The server answered 304: the copies of these URLs are still the server's answers, and their
 * hour starts again at `now`. Returns how many of them were still kept (one that is gone, e.g.
 * dropped as expired, cannot be refreshed: the caller asks for the whole copy again).
 */
export async function refreshCopy(db: LocalDb, owner: string, urls: readonly string[], now: number): Promise<number> {
  return db.transaction('rw', db.contentCache, async () => {
    const rows = await db.contentCache.bulkGet(urls.map((url) => [owner, url] as [string, string]));
    const kept = rows.filter((r): r is CachedResponse => r !== undefined);
    await db.contentCache.bulkPut(kept.map((r) => ({ ...r, savedAt: now })));
    return kept.length;
  });
}

/** A copy younger than an hour, or null (an older one is deleted on the way). */
export async function lookup(db: LocalDb, owner: string, url: string, now: number): Promise<CachedResponse | null> {
  const row = await db.contentCache.get([owner, url]);
  if (!row) return null;
  if (now - row.savedAt >= CONTENT_TTL_MS || row.savedAt > now + 60_000) {
    await db.contentCache.delete([owner, url]);
    return null;
  }
  return row;
}

/** Deletes every expired copy. */
export async function dropExpired(db: LocalDb, now: number): Promise<number> {
  return db.contentCache
    .where('savedAt')
    .below(now - CONTENT_TTL_MS)
    .delete();
}

/** Deletes a user's copies (sign-out on a shared machine). */
export async function dropOwner(db: LocalDb, owner: string): Promise<number> {
  return db.contentCache.where('owner').equals(owner).delete();
}

export interface ContentDeps {
  db: LocalDb;
  fetch: typeof fetch;
  now?: () => number;
  networkTimeoutMs?: number;
}

const usable = (r: Response) => r.ok && isJsonAnswer(r);

function fromCopy(row: CachedResponse, now: number): Response {
  return new Response(row.body, {
    status: row.status,
    headers: { 'Content-Type': row.contentType, [CACHE_HEADER]: `age=${Math.max(0, Math.round((now - row.savedAt) / 1000))}` },
  });
}

/**
 * Answers a content GET: the network when it answers in time (and the copy is refreshed), else
 * a copy younger than an hour, else whatever the network finally says (or its failure).
 */
export async function handleContentRequest(request: Request, deps: ContentDeps): Promise<Response> {
  const now = deps.now ?? Date.now;
  const url = cacheKeyOf(new URL(request.url));
  const owner = await ownerOf(deps.db, request.headers.get('X-Api-Key'));
  if (!url || !owner || request.method !== 'GET') return deps.fetch(request);

  const network = deps.fetch(request).then(async (response) => {
    if (usable(response)) {
      const body = await response.clone().text();
      await store(deps.db, {
        owner,
        url,
        savedAt: now(),
        status: response.status,
        body,
        contentType: response.headers.get('Content-Type') ?? 'application/json',
      }).catch(() => undefined);
    }
    return response;
  });

  // The network wins unless it fails, answers like a gateway with no server behind it, or hangs.
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deps.networkTimeoutMs ?? NETWORK_TIMEOUT_MS));
  const first = await Promise.race([
    network.then(
      (r) => ({ r }),
      (e: unknown) => ({ e }),
    ),
    timeout,
  ]);
  const offline = first === 'timeout' || 'e' in first || isUnreachableStatus(first.r.status) || (first.r.ok && !usable(first.r));
  if (!offline) return (first as { r: Response }).r;

  const copy = await lookup(deps.db, owner, url, now()).catch(() => null);
  if (copy) {
    network.catch(() => undefined);
    return fromCopy(copy, now());
  }
  if (first === 'timeout') return network; // nothing cached: keep waiting for the network
  if ('e' in first) throw first.e;
  return first.r;
}
