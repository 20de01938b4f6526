import { bodyTextOf, DELIVERY_SIGNATURE_HEADER, sha256Hex, signQueuedRequest } from '../../shared/api/delivery';
import { QUEUED_AT_HEADER } from '../../shared/api/sync';
import { isJsonAnswer, isUnreachableStatus, messageOfAnswer } from '../lib/answers';
import type { LocalDb, OutboxEntry } from '../lib/localDb';

/**
 * The outbox (ARCHITECTURE "Offline-first", issue 5): every student write is stored in IndexedDB
 * with the student's id, key and an Idempotency-Key before anything is sent, then delivered in
 * the order the student acted. The same module runs in the page and in the service worker; both
 * may drain, one at a time (a Web Lock), and the server's idempotency store makes a doubled
 * delivery harmless anyway.
 *
 * What an answer means for an entry:
 * - 2xx (JSON): delivered, the entry is removed;
 * - no answer, time-out, 408, 429, 5xx, 511, or a 2xx that is not JSON (a captive portal): try
 *   again later, with back-off; that student's later entries wait behind it;
 * - 401: kept (status 'auth') until that student signs in again, which hands it their new key;
 * - any other 4xx: refused for good: kept as 'failed', shown to the student, reported to the
 *   server for the teacher; the student's later entries go on.
 * A sign-out is an entry too ('logout'): it waits behind the student's writes, so the key is
 * revoked only after they are delivered. When the student has a delivery key, sign-out hands
 * every entry of theirs to it (`handOver`), so the session key need not stay on the device.
 */

export type Outcome =
  | { key: string; userId: string; kind: 'sent'; status: number; response: unknown }
  | { key: string; userId: string; kind: 'retry'; error: string; unreachable: boolean }
  | { key: string; userId: string; kind: 'auth' }
  | { key: string; userId: string; kind: 'failed'; status: number; message: string };

export interface OutboxDeps {
  db: LocalDb;
  fetch: typeof fetch;
  /** Prefix of every path, e.g. '/api' or 'http://127.0.0.1:8080/api'. */
  baseUrl: string;
  now?: () => number;
  /** 0 ≤ x < 1, for back-off jitter. */
  random?: () => number;
  /** Runs `fn` while no other page or worker drains (navigator.locks in browsers). */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** One delivery attempt gives up after this long. */
  sendTimeoutMs?: number;
  /** Told about every outcome (the page wakes its waiting screens; the worker broadcasts). */
  onOutcome?: (outcome: Outcome) => void;
  /**
   * Runs right before a queued sign-out is sent, with its key (which the sign-out ends): the
   * backlog reporter tells the server with it what still waits for that student (backlog.ts).
   */
  beforeSignOut?: (userId: string, apiKey: string) => Promise<void>;
}

export interface NewEntry {
  userId: string;
  apiKey: string;
  path: string;
  body?: unknown;
  label: string;
  method?: 'POST' | 'GET';
  kind?: OutboxEntry['kind'];
  /** The Idempotency-Key; minted here when not given. */
  key?: string;
  /** When the student acted (epoch ms), when not now: a timed quiz ended by its clock is submitted at its end. */
  actedAt?: number;
}

/** Back-off after the n-th failed attempt: 2 s, 4 s, 8 s … at most 5 minutes, ±20 %. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
export const SEND_TIMEOUT_MS = 20_000;
export const LOCK_NAME = 'sentence-lab-outbox';

/** Students whose entries are delivered side by side (a browser opens about six connections to one server; the page keeps some). */
export const DELIVERY_LANES = 4;

/** How long a drain waits for another page or the worker to finish draining before it goes anyway. */
export const LOCK_WAIT_MS = 10_000;

/**
 * Drains one at a time across pages and the worker of this origin (a Web Lock). A drainer that
 * cannot get the lock in time (another one is stuck, e.g. a worker the browser froze) drains
 * anyway: the server's idempotency store makes a doubled delivery harmless, a stuck lock must
 * never keep answers from leaving.
 */
export const webLock =
  (locks: Pick<LockManager, 'request'>, waitMs = LOCK_WAIT_MS) =>
  <T>(fn: () => Promise<T>): Promise<T> => {
    let started = false;
    const locked = locks.request(LOCK_NAME, { signal: AbortSignal.timeout(waitMs) }, () => {
      started = true;
      return fn();
    }) as unknown as Promise<T>;
    return locked.catch((err: unknown) => {
      if (started) throw err;
      return fn();
    });
  };

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A fresh Idempotency-Key (a UUID: unique on every device without coordination). */
export const newKey = (): string => crypto.randomUUID();

/** The key an entry is sent with and, with a delivery key, the signature that lets it through. */
const keyHeaders = (entry: OutboxEntry): Record<string, string> => ({
  'X-Api-Key': entry.apiKey,
  ...(entry.signature ? { [DELIVERY_SIGNATURE_HEADER]: entry.signature } : {}),
});

/** Statuses that mean "not now": the request may succeed later. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/** An in-process lock for places without navigator.locks (tests, old browsers). */
function localLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function createOutbox(deps: OutboxDeps) {
  const { db, baseUrl } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const withLock = deps.withLock ?? localLock();
  const sendTimeoutMs = deps.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const emit = (o: Outcome) => deps.onOutcome?.(o);

  const draft = (input: NewEntry): OutboxEntry => ({
    key: input.key ?? newKey(),
    userId: input.userId,
    apiKey: input.apiKey,
    method: input.method ?? 'POST',
    path: input.path,
    body: input.body ?? null,
    label: input.label,
    kind: input.kind ?? 'write',
    createdAt: new Date(input.actedAt ?? now()).toISOString(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failure: null,
    reported: false,
  });

  async function enqueue(input: NewEntry): Promise<OutboxEntry> {
    const entry = draft(input);
    entry.seq = await db.outbox.add(entry);
    return entry;
  }

  /**
   * The student signs out (README "Offline", "Shared machines"): the sign-out is queued behind
   * their entries when `signOut`, and every entry of theirs is signed with the session key and
   * from now on carries the delivery key instead, so none holds the session key any more. An
   * entry that waited for a sign-in (401 with an older key) can go again.
   */
  async function handOver(userId: string, sessionKey: string, deliveryKey: string, { signOut }: { signOut: boolean }): Promise<void> {
    const keyHash = await sha256Hex(sessionKey);
    const sign = (e: OutboxEntry) =>
      signQueuedRequest(keyHash, {
        method: e.method,
        path: e.path,
        key: e.key,
        queuedAt: e.createdAt,
        bodyText: bodyTextOf(e.method, e.body),
      });
    if (signOut) {
      const logout = draft({ userId, apiKey: deliveryKey, path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' });
      await db.outbox.add({ ...logout, signature: await sign(logout) });
    }
    // Signing awaits WebCrypto, which a Dexie transaction cannot wait for: an entry queued
    // meanwhile is caught on the next round.
    let stale: OutboxEntry[];
    while (
      (stale = await db.outbox
        .where('userId')
        .equals(userId)
        .and((e) => e.apiKey !== deliveryKey)
        .toArray()).length
    ) {
      const signatures = new Map(await Promise.all(stale.map(async (e) => [e.seq!, await sign(e)] as const)));
      await db.outbox
        .where('seq')
        .anyOf([...signatures.keys()])
        .modify((e) => {
          e.apiKey = deliveryKey;
          e.signature = signatures.get(e.seq!);
          if (e.status === 'auth') Object.assign(e, { status: 'pending', nextAttemptAt: 0 });
        });
    }
  }

  type Delivery =
    | { kind: 'sent'; status: number; response: unknown }
    | { kind: 'retry'; error: string; unreachable: boolean }
    | { kind: 'auth' }
    | { kind: 'failed'; status: number; message: string };

  async function send(entry: OutboxEntry): Promise<Delivery> {
    const headers: Record<string, string> = {
      ...keyHeaders(entry),
      'Idempotency-Key': entry.key,
      [QUEUED_AT_HEADER]: entry.createdAt,
    };
    const hasBody = entry.method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${entry.path}`, {
        method: entry.method,
        headers,
        body: hasBody ? bodyTextOf(entry.method, entry.body) : undefined,
        signal: AbortSignal.timeout(sendTimeoutMs),
        cache: 'no-store',
      });
    } catch (err) {
      return { kind: 'retry', error: err instanceof Error ? err.message : String(err), unreachable: true };
    }
    if (response.status >= 200 && response.status < 300) {
      // A captive portal answers 200 with its own HTML page: that is not a delivery.
      if (!isJsonAnswer(response) && response.status !== 204) {
        return { kind: 'retry', error: 'The network answered with something other than Sentence Lab.', unreachable: true };
      }
      let body: unknown = null;
      try {
        body = response.status === 204 ? null : await response.json();
      } catch {
        return { kind: 'retry', error: 'The answer was cut off.', unreachable: true };
      }
      return { kind: 'sent', status: response.status, response: body };
    }
    if (response.status === 401) return { kind: 'auth' };
    if (isTransient(response.status) || !isJsonAnswer(response)) {
      return {
        kind: 'retry',
        error: (await messageOfAnswer(response)) || `HTTP ${response.status}`,
        unreachable: isUnreachableStatus(response.status) || !isJsonAnswer(response),
      };
    }
    return { kind: 'failed', status: response.status, message: (await messageOfAnswer(response)) || `HTTP ${response.status}` };
  }

  /** Tells the server about a refused entry, with that student's key. True when it is on record. */
  async function report(entry: OutboxEntry): Promise<boolean> {
    if (!entry.failure) return true;
    try {
      const response = await deps.fetch(`${baseUrl}/student/syncfailure`, {
        method: 'POST',
        headers: { ...keyHeaders(entry), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          key: entry.key,
          path: entry.path,
          body: entry.body,
          label: entry.label.slice(0, 200),
          status: entry.failure.status,
          message: entry.failure.message.slice(0, 500),
          queuedAt: entry.createdAt,
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
        cache: 'no-store',
      });
      // Stored, or refused for good (then there is nothing more this device can do).
      return (
        (response.ok && isJsonAnswer(response)) ||
        (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 408 && response.status !== 429)
      );
    } catch {
      return false;
    }
  }

  /**
   * One pass over the outbox. Each student's entries go in the order the student acted, one at a
   * time (a save waits for the start before it, a sign-out for everything before it); different
   * students' entries go side by side, DELIVERY_LANES students at once (a lab machine's queue
   * after the Wi-Fi returns, and the server stores saves that arrive together in one commit).
   * `force` ignores back-off (the network just came back).
   */
  async function pass(force: boolean): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    const lanes = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.orderBy('seq').toArray()) {
      const lane = lanes.get(entry.userId);
      if (lane) lane.push(entry);
      else lanes.set(entry.userId, [entry]);
    }
    let unreachable = false; // nobody is reachable: the rest would fail the same way
    const done = (o: Outcome) => {
      outcomes.push(o);
      emit(o);
    };

    /** One student's entries, in order, until one has to wait (back-off, a dead key) or the network is gone. */
    async function deliver(userId: string, entries: OutboxEntry[]) {
      let unreported = false; // a refusal the teacher has not been told of: the sign-out waits for it
      for (const entry of entries) {
        if (unreachable) return;
        const { key } = entry;
        if (entry.status === 'failed') {
          if (!entry.reported) {
            if (await report(entry)) await db.outbox.update(entry.seq!, { reported: true });
            else unreported = true;
          }
          continue;
        }
        if (entry.kind === 'logout' && unreported) continue;
        if (entry.status === 'auth' || (!force && entry.nextAttemptAt > now())) return;
        if (entry.kind === 'logout') await deps.beforeSignOut?.(userId, entry.apiKey).catch(() => undefined);
        const result = await send(entry);
        if (result.kind === 'sent') {
          await db.outbox.delete(entry.seq!);
          done({ key, userId, kind: 'sent', status: result.status, response: result.response });
        } else if (result.kind === 'retry') {
          const attempts = entry.attempts + 1;
          await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: now() + backoffMs(attempts, random), lastError: result.error });
          done({ key, userId, kind: 'retry', error: result.error, unreachable: result.unreachable });
          if (result.unreachable) unreachable = true;
          return;
        } else if (result.kind === 'auth') {
          if (entry.kind === 'logout') {
            // The key is already dead: nothing left to revoke.
            await db.outbox.delete(entry.seq!);
          } else {
            await db.outbox.update(entry.seq!, { status: 'auth', attempts: entry.attempts + 1 });
            // A sign-out queued with this same dead key has nothing left to do.
            await db.outbox
              .where('userId')
              .equals(userId)
              .and((e) => e.kind === 'logout' && e.apiKey === entry.apiKey)
              .delete();
          }
          done({ key, userId, kind: 'auth' });
          if (entry.kind !== 'logout') return;
        } else {
          if (entry.kind === 'logout') await db.outbox.delete(entry.seq!);
          else {
            const failed: OutboxEntry = {
              ...entry,
              status: 'failed',
              attempts: entry.attempts + 1,
              failure: { status: result.status, message: result.message },
            };
            failed.reported = await report(failed);
            if (!failed.reported) unreported = true;
            // Only what changed: a sign-out may have handed the entry to a delivery key meanwhile.
            const { status, attempts, failure, reported } = failed;
            await db.outbox.update(entry.seq!, { status, attempts, failure, reported });
          }
          done({ key, userId, kind: 'failed', status: result.status, message: result.message });
        }
      }
    }

    const students = [...lanes];
    let next = 0;
    const lane = async () => {
      while (next < students.length && !unreachable) {
        const [userId, entries] = students[next++]!;
        await deliver(userId, entries);
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERY_LANES, students.length) }, lane));
    return outcomes;
  }

  let running: Promise<Outcome[]> | null = null;
  let again: { force: boolean } | null = null;

  /**
   * Delivers what is due. Calls made while a pass runs are folded into one more pass after it,
   * so nothing queued meanwhile waits for the timer.
   */
  function drain({ force = false }: { force?: boolean } = {}): Promise<Outcome[]> {
    if (running) {
      again = { force: force || (again?.force ?? false) };
      return running;
    }
    running = (async () => {
      const all: Outcome[] = [];
      let next: { force: boolean } | null = { force };
      try {
        while (next) {
          const { force: f } = next;
          again = null;
          all.push(...(await withLock(() => pass(f))));
          next = again;
        }
      } finally {
        running = null;
      }
      return all;
    })();
    return running;
  }

  /** The student signed in again: their entries waiting for a key get the new one and are due now. */
  async function reauthorize(userId: string, apiKey: string): Promise<void> {
    await db.outbox
      .where('userId')
      .equals(userId)
      .modify((e) => {
        if (e.kind === 'logout') return;
        if (e.status === 'auth' || e.status === 'pending') {
          e.apiKey = apiKey;
          if (e.status === 'auth') e.status = 'pending';
          e.nextAttemptAt = 0;
        }
        if (e.status === 'failed' && !e.reported) e.apiKey = apiKey;
      });
  }

  /** The student read a refusal and closes it (it stays on the server's record for the teacher). */
  async function dismiss(key: string): Promise<void> {
    await db.outbox
      .where('key')
      .equals(key)
      .and((e) => e.status === 'failed')
      .delete();
  }

  /** Entries of one user that are not delivered yet (waiting or refused). */
  const entriesOf = (userId: string) => db.outbox.where('userId').equals(userId).sortBy('seq');

  /** When the next retry is due (epoch ms), or null when nothing waits. */
  async function nextDue(): Promise<number | null> {
    const pending = await db.outbox.where('status').equals('pending').toArray();
    return pending.length ? Math.min(...pending.map((e) => e.nextAttemptAt)) : null;
  }

  return { enqueue, handOver, drain, reauthorize, dismiss, entriesOf, nextDue };
}

export type Outbox = ReturnType<typeof createOutbox>;
