import { BACKLOG_KIND_OF_PATH, BACKLOG_KINDS, type BacklogCounts, type BacklogKind } from '../../shared/api/sync';
import { isJsonAnswer } from '../lib/answers';
import type { LocalDb, OutboxEntry } from '../lib/localDb';

/**
 * Unsent work in sight (issue 15, src/client/offline/README.md "The outbox"): while a student's work waits in
 * this device's outbox, the device tells the server how much, by kind, whenever it can reach it —
 * counts and the time of the oldest, never the answers — so the teacher sees "1 quiz waiting on a
 * device since 10:42" before it is delivered. Runs in the page and in the service worker (both
 * drain the outbox); what was last told is kept in the shared local database, so either one
 * knows whether the counts changed.
 */

/** While work waits, the counts are told again this often even when they did not change. */
export const HEARTBEAT_MS = 5 * 60_000;
/** One report gives up after this long. */
export const REPORT_TIMEOUT_MS = 15_000;
/** Local database rows (meta): this device's random id, and what was last told per student. */
export const DEVICE_ID_KEY = 'deviceID';
export const REPORTED_KEY = 'backlogReported';

export type BacklogSummary = { counts: BacklogCounts; oldestQueuedAt: string | null; total: number };

/** The kind of waiting work an outbox entry is, or null when it is not counted (opening a quiz, a sign-out). */
export function kindOf(entry: Pick<OutboxEntry, 'kind' | 'path'>): BacklogKind | null {
  if (entry.kind !== 'write') return null;
  return (BACKLOG_KIND_OF_PATH as Record<string, BacklogKind | undefined>)[entry.path] ?? null;
}

/** Work that still waits to be delivered: queued, or waiting for the student to sign in again. Refused entries do not wait. */
export const isWaitingWork = (e: OutboxEntry) => (e.status === 'pending' || e.status === 'auth') && kindOf(e) !== null;

export const emptyCounts = (): BacklogCounts => ({ quizzes: 0, writing: 0, diagnostic: 0 });

/** One student's waiting work, by kind, with when they did the oldest of it. */
export function summarize(entries: readonly OutboxEntry[]): BacklogSummary {
  const counts = emptyCounts();
  let oldest: string | null = null;
  for (const e of entries) {
    if (!isWaitingWork(e)) continue;
    counts[kindOf(e)!]++;
    if (oldest === null || Date.parse(e.createdAt) < Date.parse(oldest)) oldest = e.createdAt;
  }
  const total = BACKLOG_KINDS.reduce((n, k) => n + counts[k], 0);
  return { counts, oldestQueuedAt: total ? oldest : null, total };
}

/** Every student's waiting work on this device (students with only refused entries or sign-outs count zero). */
export function summarizeByStudent(entries: readonly OutboxEntry[]): Map<string, BacklogSummary> {
  const byUser = new Map<string, OutboxEntry[]>();
  for (const e of entries) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  return new Map([...byUser].map(([user, list]) => [user, summarize(list)]));
}

const WORDS: Record<BacklogKind, [string, string]> = {
  quizzes: ['quiz', 'quizzes'],
  writing: ['writing save', 'writing saves'],
  diagnostic: ['diagnostic save', 'diagnostic saves'],
};

/**
 * The waiting work in words, one word for one thing: a finished quiz is "1 quiz" (its opening is
 * not counted), a writing save "1 writing save", a diagnostic autosave "1 diagnostic save":
 * "1 quiz and 2 writing saves". Empty when nothing waits.
 */
export function describeWork(counts: Partial<BacklogCounts>): string {
  const parts = BACKLOG_KINDS.filter((k) => (counts[k] ?? 0) > 0).map((k) => {
    const n = counts[k]!;
    return `${n} ${WORDS[k][n === 1 ? 0 : 1]}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What was last told for one student: the counts as sent (a fingerprint), and when. */
type Told = Record<string, { sent: string; at: number }>;

const fingerprint = (s: BacklogSummary) => JSON.stringify([s.counts, s.oldestQueuedAt]);

export interface BacklogDeps {
  db: LocalDb;
  fetch: typeof fetch;
  /** Prefix of every path, e.g. '/api'. */
  baseUrl: string;
  now?: () => number;
  newID?: () => string;
}

export function createBacklogReporter(deps: BacklogDeps) {
  const { db, baseUrl } = deps;
  const now = deps.now ?? Date.now;
  const newID = deps.newID ?? (() => crypto.randomUUID());

  /** This device's id: random, made once and kept in the local database (never derived from the device). */
  async function deviceID(): Promise<string> {
    return db.transaction('rw', db.meta, async () => {
      const held = (await db.meta.get(DEVICE_ID_KEY))?.value;
      if (typeof held === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(held)) return held;
      const id = newID();
      await db.meta.put({ key: DEVICE_ID_KEY, value: id });
      return id;
    });
  }

  /** Sends one student's counts with a key of theirs: 'ok', 'dead' (401: that key cannot tell anything) or 'later'. */
  async function send(apiKey: string, summary: BacklogSummary): Promise<'ok' | 'dead' | 'later'> {
    try {
      const response = await deps.fetch(`${baseUrl}/student/backlog`, {
        method: 'POST',
        headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ deviceID: await deviceID(), counts: summary.counts, oldestQueuedAt: summary.oldestQueuedAt }),
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (response.ok && isJsonAnswer(response)) return 'ok';
      // 401: the key is dead; 403: not a student. Either way this key can tell nothing.
      if (response.status === 401 || response.status === 403) return 'dead';
      return 'later';
    } catch {
      return 'later';
    }
  }

  /**
   * Tells the server what waits for each student on this device, when it changed since it was
   * last told or HEARTBEAT_MS passed while work waits (`only`: that student alone; `apiKey`: with
   * that key). A student's key is the signed-in session's when it is theirs, else the key their
   * newest entry carries (a signed-out student's delivery key).
   */
  async function reportNow(opts: { only?: string; apiKey?: string } = {}): Promise<void> {
    const [entries, session, toldRow] = await Promise.all([
      db.outbox.orderBy('seq').toArray(),
      db.session.get('current').catch(() => undefined),
      db.meta.get(REPORTED_KEY),
    ]);
    const told: Told = { ...((toldRow?.value as Told | undefined) ?? {}) };
    const summaries = summarizeByStudent(entries);
    const students = new Set([...summaries.keys(), ...Object.keys(told)]);
    const changes: Told = {};
    const forget: string[] = [];
    for (const userId of students) {
      if (opts.only && userId !== opts.only) continue;
      const summary = summaries.get(userId) ?? { counts: emptyCounts(), oldestQueuedAt: null, total: 0 };
      const last = told[userId];
      if (!last && summary.total === 0) continue;
      const changed = !last || last.sent !== fingerprint(summary);
      if (!changed && (summary.total === 0 || now() - last.at < HEARTBEAT_MS)) continue;
      const own = entries.filter((e) => e.userId === userId);
      const apiKey = opts.apiKey ?? (session?.user.id === userId ? session.apiKey : own.at(-1)?.apiKey);
      if (!apiKey) {
        if (summary.total === 0) forget.push(userId);
        continue;
      }
      const outcome = await send(apiKey, summary);
      if (outcome === 'ok' && summary.total > 0) changes[userId] = { sent: fingerprint(summary), at: now() };
      else if (outcome === 'ok' || (outcome === 'dead' && summary.total === 0)) forget.push(userId);
    }
    if (!Object.keys(changes).length && !forget.length) return;
    // Re-read: the other side (page or worker) may have told meanwhile.
    await db.transaction('rw', db.meta, async () => {
      const current: Told = { ...(((await db.meta.get(REPORTED_KEY))?.value as Told | undefined) ?? {}), ...changes };
      for (const userId of forget) delete current[userId];
      await db.meta.put({ key: REPORTED_KEY, value: current });
    });
  }

  let running: Promise<void> | null = null;
  let again = false;

  /** Reports what is due; calls made while one runs fold into one more run after it. Never throws. */
  function report(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await reportNow().catch(() => undefined);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /**
   * Right before a student's queued sign-out is delivered (it ends their delivery key): tells the
   * server with that key what still waits for them here — usually nothing, which clears their row.
   */
  async function beforeSignOut(userId: string, apiKey: string): Promise<void> {
    await reportNow({ only: userId, apiKey }).catch(() => undefined);
  }

  return { report, beforeSignOut, deviceID };
}

export type BacklogReporter = ReturnType<typeof createBacklogReporter>;
