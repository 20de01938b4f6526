import type { CarriedAnswer, CarriedRequest } from '../../shared/api/bulkDelivery';
import { bodyTextOf, DELIVERY_SIGNATURE_HEADER, sha256Hex, signQueuedRequest } from '../../shared/api/delivery';
import {
  BULK_DELIVERY_PATH,
  BULK_MAX_BODY_BYTES,
  BULK_MAX_REQUESTS,
  QUEUED_AT_HEADER,
  QUEUED_REQUEST_METHODS,
  type QueuedPath,
} from '../../shared/api/sync';
import {
  seal,
  SEALED_DELIVERY_PATH,
  SEALED_BATCH_BUDGET_BYTES,
  SEALED_FORMAT,
  SEALED_MAX_REQUESTS,
  SEALED_REPORT_PATH,
  type SealedBatch,
  type SealedOutcomeShape as SealedOutcome,
  type SealedPayloadShape as SealedPayload,
  type SealedRequestShape as SealedRequest,
  type SealingKey,
} from '../../shared/api/sealedBox';
import { isJsonAnswer, isUnreachableStatus, messageOfAnswer } from '../lib/answers';
import type { LocalDb, OutboxEntry } from '../lib/localDb';

/**
 * The outbox (ARCHITECTURE "Offline-first", issue 5): every student write is stored in IndexedDB
 * with the student's id, key and an Idempotency-Key before anything is sent, then delivered in
 * the order the student acted. The same module runs in the page and in the service worker; both
 * may drain, one at a time (a Web Lock), and the server's idempotency store makes a doubled
 * delivery harmless anyway. Several students' entries go in rounds: one bulk call carries the next
 * entry of each (src/shared/api/bulkDelivery.ts), the server runs each as if it had come alone and
 * answers each; an older server without it gets one request per entry, as before.
 *
 * What an answer means for an entry (its own answer, alone or carried in a bulk call):
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

/** A bulk call carries at most this much (as JSON): half the server's limit, for the escaping of each body in its text. */
const BULK_BUDGET_BYTES = BULK_MAX_BODY_BYTES / 2;
/** After an older server answered the bulk call 404 or 405, entries go alone for this long. */
export const BULK_OFF_MS = 5 * 60_000;

/**
 * Sealed hand-over (issue 26, shared/api/sealed.ts): a signed-out student's queued answers are
 * kept as sealed batches in the local database's meta table under this prefix, with only what
 * delivery needs in the clear: whose they are (the user id, to send them with that student's new
 * key if they sign in here again), when, and the back-off. No answer, name or key.
 */
export const SEALED_PREFIX = 'sealed:';
export interface SealedRow {
  batch: SealedBatch;
  userId: string;
  /** Order of the hand-overs (a student's batches go in this order). */
  order: number;
  /** pending: will be sent; signIn: the delivery key ended first, waits for that student to sign in here. */
  status: 'pending' | 'signIn';
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}
const sealedKeyOf = (batchId: string) => `${SEALED_PREFIX}${batchId}`;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

const NOT_OURS = 'The network answered with something other than Sentence Lab.';
const CUT_OFF = 'The answer was cut off.';

/**
 * How long a screen waits for the server's answer to a write before carrying on with "waiting to
 * be sent" (submitWrite): once its opening is queued, a quiz shows "Opening quiz…" at most this long.
 */
export const LIVE_WAIT_MS = 10_000;

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
   * The student signs out (src/client/offline/README.md, "Shared machines"): the sign-out is queued behind
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

  /** The meta rows of sealed batches, in hand-over order. */
  async function sealedRows(): Promise<SealedRow[]> {
    const rows = await db.meta.where('key').startsWith(SEALED_PREFIX).toArray();
    return rows.map((r) => r.value as SealedRow).sort((a, b) => a.order - b.order);
  }

  /**
   * The student signs out of a device that knows the server's sealing key (issue 26): every entry
   * of theirs, signed with the session key and carrying the delivery key (as `handOver` does), and
   * the sign-out behind them, are sealed for the server in batches; only the sealed batches stay,
   * the entries (answers, labels, keys) are deleted in the same transaction. A refusal the teacher
   * was not told of goes in the batch as its report; a told one is simply dropped.
   */
  async function sealHandOver(
    userId: string,
    sessionKey: string,
    deliveryKey: string,
    sealingKey: SealingKey,
    { signOut, deviceID }: { signOut: boolean; deviceID: string | null },
  ): Promise<void> {
    const keyHash = await sha256Hex(sessionKey);
    const sign = (e: OutboxEntry) =>
      signQueuedRequest(keyHash, { method: e.method, path: e.path, key: e.key, queuedAt: e.createdAt, bodyText: bodyTextOf(e.method, e.body) });
    const headersOf = async (e: OutboxEntry) => ({
      'X-Api-Key': deliveryKey,
      [DELIVERY_SIGNATURE_HEADER]: await sign(e),
    });
    let first = true;
    for (;;) {
      const entries = (await db.outbox.where('userId').equals(userId).sortBy('seq')).filter(
        // An older sign-out under another key holds no answer: it goes as it is.
        (e) => !(e.kind === 'logout' && e.apiKey !== sessionKey && e.apiKey !== deliveryKey),
      );
      const withLogout = first && signOut;
      if (!entries.length && !withLogout) return;
      const requests: SealedRequest[] = [];
      for (const e of entries) {
        if (e.status === 'failed') {
          if (e.reported) continue;
          const report = {
            key: e.key,
            path: e.path,
            body: e.body,
            label: e.label.slice(0, 200),
            status: e.failure?.status ?? 400,
            message: (e.failure?.message ?? '').slice(0, 500),
            queuedAt: e.createdAt,
          };
          requests.push({ path: SEALED_REPORT_PATH, method: 'POST', headers: { ...(await headersOf(e)), 'Content-Type': 'application/json' }, body: JSON.stringify(report) });
          continue;
        }
        if (!Object.hasOwn(QUEUED_REQUEST_METHODS, e.path)) continue;
        const { body } = requestOf(e);
        requests.push({
          path: e.path as QueuedPath,
          method: e.method,
          headers: {
            ...(await headersOf(e)),
            'Idempotency-Key': e.key,
            [QUEUED_AT_HEADER]: e.createdAt,
            ...(e.method !== 'GET' ? { 'Content-Type': 'application/json' } : {}),
          },
          body: body ?? null,
        });
      }
      if (withLogout) {
        const logout = draft({ userId, apiKey: deliveryKey, path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' });
        requests.push({
          path: '/user/logout',
          method: 'GET',
          headers: { ...(await headersOf(logout)), 'Idempotency-Key': logout.key, [QUEUED_AT_HEADER]: logout.createdAt },
          body: null,
        });
      }
      first = false;
      // Batches under the budget, in order.
      const groups: SealedRequest[][] = [];
      let bytes = Infinity;
      for (const r of requests) {
        const size = utf8Length(JSON.stringify(r));
        if (bytes + size > SEALED_BATCH_BUDGET_BYTES || groups.at(-1)!.length >= SEALED_MAX_REQUESTS) {
          groups.push([]);
          bytes = 0;
        }
        groups.at(-1)!.push(r);
        bytes += size;
      }
      const base = now() * 1000;
      const rows: SealedRow[] = await Promise.all(
        groups.map(async (group, i) => {
          const batchId = newKey();
          const payload: SealedPayload = { v: SEALED_FORMAT, batchId, userId, deviceID, requests: group };
          return { batch: await seal(sealingKey, batchId, JSON.stringify(payload)), userId, order: base + i, status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null };
        }),
      );
      // The plain entries go as their sealed batches come: both or neither.
      await db.transaction('rw', db.outbox, db.meta, async () => {
        await db.outbox.bulkDelete(entries.map((e) => e.seq!));
        await db.meta.bulkPut(rows.map((row) => ({ key: sealedKeyOf(row.batch.batchId), value: row })));
      });
    }
  }

  type Delivery =
    | { kind: 'sent'; status: number; response: unknown }
    | { kind: 'retry'; error: string; unreachable: boolean }
    | { kind: 'auth' }
    | { kind: 'failed'; status: number; message: string };

  /** What an entry's request sends: its key (and signature), Idempotency-Key, X-Queued-At, and its body as JSON text. */
  function requestOf(entry: OutboxEntry): { headers: Record<string, string>; body: string | undefined } {
    const headers: Record<string, string> = {
      ...keyHeaders(entry),
      'Idempotency-Key': entry.key,
      [QUEUED_AT_HEADER]: entry.createdAt,
    };
    const hasBody = entry.method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';
    return { headers, body: hasBody ? bodyTextOf(entry.method, entry.body) : undefined };
  }

  /** What the server's answer to one entry means for it (sent alone, or carried in a bulk call). */
  async function interpret(response: Response): Promise<Delivery> {
    if (response.status >= 200 && response.status < 300) {
      // A captive portal answers 200 with its own HTML page: that is not a delivery.
      if (!isJsonAnswer(response) && response.status !== 204) {
        return { kind: 'retry', error: NOT_OURS, unreachable: true };
      }
      let body: unknown = null;
      try {
        body = response.status === 204 ? null : await response.json();
      } catch {
        return { kind: 'retry', error: CUT_OFF, unreachable: true };
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

  /** One entry, alone (today's delivery, and an older server's). */
  async function send(entry: OutboxEntry): Promise<Delivery> {
    const { headers, body } = requestOf(entry);
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${entry.path}`, {
        method: entry.method,
        headers,
        body,
        signal: AbortSignal.timeout(sendTimeoutMs),
        cache: 'no-store',
      });
    } catch (err) {
      return { kind: 'retry', error: err instanceof Error ? err.message : String(err), unreachable: true };
    }
    return interpret(response);
  }

  /** After an older server said it has no bulk delivery (404 or 405), entries go alone until then. */
  let bulkOffUntil = 0;

  /** The entry as a bulk call carries it, and its size there; null when it must go alone. */
  function carriedOf(entry: OutboxEntry): { request: CarriedRequest; bytes: number } | null {
    if (!Object.hasOwn(QUEUED_REQUEST_METHODS, entry.path)) return null;
    const path = entry.path as QueuedPath;
    if (QUEUED_REQUEST_METHODS[path] !== entry.method) return null;
    const { headers, body } = requestOf(entry);
    const request: CarriedRequest = { path, method: entry.method, headers, body: body ?? null };
    const bytes = utf8Length(JSON.stringify(request)) + 1;
    return bytes > BULK_BUDGET_BYTES ? null : { request, bytes };
  }

  /**
   * Several entries (of different students) in one bulk call: each one's Delivery, in order, as if
   * it had been sent alone; 'alone' when the server has no bulk delivery or refused the call as a
   * whole (then they go alone). The call itself lost or not answered by us: all of them retry.
   */
  async function sendTogether(entries: OutboxEntry[], requests: CarriedRequest[]): Promise<Delivery[] | 'alone'> {
    const all = (d: Delivery) => entries.map(() => d);
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${BULK_DELIVERY_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ requests }),
        signal: AbortSignal.timeout(sendTimeoutMs),
        cache: 'no-store',
      });
    } catch (err) {
      return all({ kind: 'retry', error: err instanceof Error ? err.message : String(err), unreachable: true });
    }
    if (response.status === 404 || response.status === 405) {
      bulkOffUntil = now() + BULK_OFF_MS;
      return 'alone';
    }
    if (response.status < 200 || response.status >= 300) {
      // Busy, or not our server: every entry waits, as its own request would have.
      if (isTransient(response.status) || response.status === 401 || !isJsonAnswer(response)) {
        const delivery = await interpret(response);
        return all(delivery.kind === 'retry' ? delivery : { kind: 'retry', error: `HTTP ${response.status}`, unreachable: false });
      }
      // Refused as a whole (too large, or a request it does not carry): a bug here, not the entries' fault.
      return 'alone';
    }
    if (!isJsonAnswer(response)) return all({ kind: 'retry', error: NOT_OURS, unreachable: true });
    let answers: CarriedAnswer[];
    try {
      answers = ((await response.json()) as { answers: CarriedAnswer[] }).answers;
      if (!Array.isArray(answers) || answers.length !== entries.length) throw new Error('answers');
    } catch {
      return all({ kind: 'retry', error: CUT_OFF, unreachable: true });
    }
    return Promise.all(
      answers.map(async (answer) => {
        let one: Response;
        try {
          const noBody = answer.status === 204 || answer.status === 205 || answer.status === 304;
          one = new Response(noBody ? null : String(answer.body), { status: answer.status, headers: answer.headers });
        } catch {
          return { kind: 'retry', error: CUT_OFF, unreachable: true } as const;
        }
        return interpret(one);
      }),
    );
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
   * Sends the sealed batches that are due, each student's in order (a batch waits behind an
   * earlier one of theirs). A batch of the signed-in student goes with their key too, which stands
   * in for a delivery key that ended. False when the server could not be reached.
   */
  async function deliverSealedBatches(force: boolean, done: (o: Outcome) => void): Promise<boolean> {
    const rows = await sealedRows();
    if (!rows.length) return true;
    const session = await db.session.get('current').catch(() => undefined);
    const waiting = new Set<string>();
    for (const row of rows) {
      const { userId } = row;
      const key = row.batch.batchId;
      if (waiting.has(userId)) continue;
      const ownKey = session?.user.id === userId ? session.apiKey : null;
      if ((row.status === 'signIn' && !ownKey) || (!force && row.nextAttemptAt > now())) {
        waiting.add(userId);
        continue;
      }
      const retry = async (error: string, unreachable: boolean) => {
        const attempts = row.attempts + 1;
        await db.meta.update(sealedKeyOf(key), { value: { ...row, attempts, nextAttemptAt: now() + backoffMs(attempts, random), lastError: error } });
        done({ key, userId, kind: 'retry', error, unreachable });
        waiting.add(userId);
      };
      let response: Response;
      try {
        response = await deps.fetch(`${baseUrl}${SEALED_DELIVERY_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(ownKey ? { 'X-Api-Key': ownKey } : {}) },
          body: JSON.stringify(row.batch),
          signal: AbortSignal.timeout(sendTimeoutMs),
          cache: 'no-store',
        });
      } catch (err) {
        await retry(err instanceof Error ? err.message : String(err), true);
        return false;
      }
      if (response.ok && isJsonAnswer(response)) {
        let answer: SealedOutcome;
        try {
          answer = (await response.json()) as SealedOutcome;
        } catch {
          await retry(CUT_OFF, true);
          return false;
        }
        if (answer.outcome === 'delivered' || answer.outcome === 'replayed') {
          await db.meta.delete(sealedKeyOf(key));
          done({ key, userId, kind: 'sent', status: response.status, response: null });
        } else if (answer.outcome === 'signIn') {
          await db.meta.update(sealedKeyOf(key), { value: { ...row, status: 'signIn', attempts: row.attempts + 1 } });
          done({ key, userId, kind: 'auth' });
          waiting.add(userId);
        } else await retry(`HTTP ${response.status}`, false);
        continue;
      }
      const delivery = await interpret(response);
      if (delivery.kind === 'failed') {
        // Changed, or sealed for a key this server no longer holds: no one can ever read it.
        await db.meta.delete(sealedKeyOf(key));
        done({ key, userId, kind: 'failed', status: delivery.status, message: delivery.message });
        continue;
      }
      if (delivery.kind === 'retry') {
        await retry(delivery.error, delivery.unreachable);
        if (delivery.unreachable) return false;
        continue;
      }
      // A 401 for the call itself (our key ended meanwhile): next time, without it.
      await retry(`HTTP ${response.status}`, false);
    }
    return true;
  }

  /**
   * One pass over the outbox. Each student's entries go in the order the student acted, one at a
   * time (a save waits for the start before it, a sign-out for everything before it); different
   * students' entries go side by side. In rounds: each round takes the next due entry of up to
   * BULK_MAX_REQUESTS students and sends them in one bulk call (/sync/deliver), which the server
   * runs as separate requests and stores together (group commit): a lab machine's queue after the
   * Wi-Fi returns. A round of one entry, an entry too large to carry, and everything while an older
   * server has no bulk delivery go alone, DELIVERY_LANES students at once. `force` ignores back-off
   * (the network just came back).
   */
  async function pass(force: boolean): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    // Sealed batches first: they are older than anything their students queued since.
    if (!(await deliverSealedBatches(force, (o) => (outcomes.push(o), emit(o))))) return outcomes;
    const byUser = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.orderBy('seq').toArray()) {
      const entries = byUser.get(entry.userId);
      if (entries) entries.push(entry);
      else byUser.set(entry.userId, [entry]);
    }
    let unreachable = false; // nobody is reachable: the rest would fail the same way
    const done = (o: Outcome) => {
      outcomes.push(o);
      emit(o);
    };

    /** A student's entries and how far their delivery got in this pass. */
    type Lane = { userId: string; entries: OutboxEntry[]; at: number; unreported: boolean };
    const lanes: Lane[] = [...byUser].map(([userId, entries]) => ({ userId, entries, at: 0, unreported: false }));

    /**
     * The lane's next entry to send, after reporting the refusals before it; null when the lane
     * has to wait (back-off, a dead key), is done, or the network is gone.
     */
    async function nextOf(lane: Lane): Promise<OutboxEntry | null> {
      for (; lane.at < lane.entries.length; lane.at++) {
        if (unreachable) return null;
        const entry = lane.entries[lane.at]!;
        if (entry.status === 'failed') {
          if (!entry.reported) {
            if (await report(entry)) await db.outbox.update(entry.seq!, { reported: true });
            else lane.unreported = true; // a refusal the teacher has not been told of: the sign-out waits for it
          }
          continue;
        }
        if (entry.kind === 'logout' && lane.unreported) continue;
        if (entry.status === 'auth' || (!force && entry.nextAttemptAt > now())) return null;
        return entry;
      }
      return null;
    }

    /** Records what the server's answer means for the lane's current entry; false when the lane stops for this pass. */
    async function settle(lane: Lane, entry: OutboxEntry, result: Delivery, { removed = false } = {}): Promise<boolean> {
      const { key } = entry;
      const { userId } = lane;
      lane.at++;
      if (result.kind === 'sent') {
        if (!removed) await db.outbox.delete(entry.seq!);
        done({ key, userId, kind: 'sent', status: result.status, response: result.response });
        return true;
      }
      if (result.kind === 'retry') {
        const attempts = entry.attempts + 1;
        await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: now() + backoffMs(attempts, random), lastError: result.error });
        done({ key, userId, kind: 'retry', error: result.error, unreachable: result.unreachable });
        if (result.unreachable) unreachable = true;
        return false;
      }
      if (result.kind === 'auth') {
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
        return entry.kind === 'logout';
      }
      if (entry.kind === 'logout') await db.outbox.delete(entry.seq!);
      else {
        const failed: OutboxEntry = {
          ...entry,
          status: 'failed',
          attempts: entry.attempts + 1,
          failure: { status: result.status, message: result.message },
        };
        failed.reported = await report(failed);
        if (!failed.reported) lane.unreported = true;
        // Only what changed: a sign-out may have handed the entry to a delivery key meanwhile.
        const { status, attempts, failure, reported } = failed;
        await db.outbox.update(entry.seq!, { status, attempts, failure, reported });
      }
      done({ key, userId, kind: 'failed', status: result.status, message: result.message });
      return true;
    }

    const beforeSending = (lane: Lane, entry: OutboxEntry) =>
      entry.kind === 'logout' ? deps.beforeSignOut?.(lane.userId, entry.apiKey).catch(() => undefined) : undefined;

    /** One student's entries alone, in order, until one has to wait or the network is gone. */
    async function deliverAlone(lane: Lane) {
      for (let entry = await nextOf(lane); entry; entry = await nextOf(lane)) {
        await beforeSending(lane, entry);
        if (!(await settle(lane, entry, await send(entry)))) return;
      }
    }

    /** Rounds of bulk calls while the server takes them; the lanes still open after that. */
    async function deliverInRounds(): Promise<Lane[]> {
      let open = lanes;
      let together = true;
      while (!unreachable && together && now() >= bulkOffUntil) {
        const round: { lane: Lane; entry: OutboxEntry }[] = [];
        const waiting: Lane[] = [];
        for (const lane of open) {
          if (round.length >= BULK_MAX_REQUESTS) waiting.push(lane);
          else {
            const entry = await nextOf(lane);
            if (entry) round.push({ lane, entry });
          }
        }
        if (round.length === 0) return waiting;
        await Promise.all(round.map(({ lane, entry }) => beforeSending(lane, entry)));
        // Packed into calls under the size limit; what cannot be carried (too large, or a request
        // the server does not carry) and a lone entry go alone.
        const carried = round.map(({ entry }) => carriedOf(entry));
        const calls: number[][] = [];
        const alone: number[] = [];
        let bytes = Infinity;
        carried.forEach((c, i) => {
          if (!c || round.length === 1) return void alone.push(i);
          if (bytes + c.bytes > BULK_BUDGET_BYTES) {
            calls.push([]);
            bytes = 0;
          }
          calls.at(-1)!.push(i);
          bytes += c.bytes;
        });
        const results: (Delivery | null)[] = round.map(() => null);
        await Promise.all([
          ...calls.map(async (call) => {
            const got = await sendTogether(
              call.map((i) => round[i]!.entry),
              call.map((i) => carried[i]!.request),
            );
            if (got === 'alone') together = false;
            else call.forEach((i, j) => (results[i] = got[j]!));
          }),
          ...alone.map(async (i) => (results[i] = await send(round[i]!.entry))),
        ]);
        // The round's deliveries leave the outbox in one go (one transaction, not one per entry).
        const sent = round.filter((_, i) => results[i]?.kind === 'sent').map(({ entry }) => entry.seq!);
        if (sent.length) await db.outbox.bulkDelete(sent);
        const stopped = new Set<Lane>();
        for (const [i, { lane, entry }] of round.entries()) {
          const result = results[i];
          // Not delivered (no bulk delivery there): the lane goes on alone, from this entry.
          if (result && !(await settle(lane, entry, result, { removed: true }))) stopped.add(lane);
        }
        open = [...round.map((r) => r.lane).filter((l) => !stopped.has(l)), ...waiting];
      }
      return unreachable ? [] : open;
    }

    const rest = await deliverInRounds();
    let next = 0;
    const lane = async () => {
      while (next < rest.length && !unreachable) await deliverAlone(rest[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERY_LANES, rest.length) }, lane));
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
    // Their sealed batches are due again too; they go with the new key beside their own (deliverSealedBatches).
    for (const row of await sealedRows()) {
      if (row.userId === userId) await db.meta.update(sealedKeyOf(row.batch.batchId), { value: { ...row, status: 'pending', nextAttemptAt: 0 } });
    }
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
    const sealed = (await sealedRows()).filter((r) => r.status === 'pending');
    const due = [...pending.map((e) => e.nextAttemptAt), ...sealed.map((r) => r.nextAttemptAt)];
    return due.length ? Math.min(...due) : null;
  }

  return { enqueue, handOver, sealHandOver, sealedRows, drain, reauthorize, dismiss, entriesOf, nextDue };
}

export type Outbox = ReturnType<typeof createOutbox>;
