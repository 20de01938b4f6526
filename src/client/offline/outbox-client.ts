import * as v from 'valibot';
import { fillPath, type CallOutput, type Endpoint } from '../../shared/api/endpoint';
import { ApiError, noteChangeSent, notifyUnauthorized } from '../lib/api';
import { localDb } from '../lib/localDb';
import { getSession } from '../lib/session';
import { isOffline, onBackOnline, reportOffline, reportOnline } from './connectivity';
import { OUTBOX_CHANNEL, SYNC_TAG, type OutboxMessage } from './messages';
import { createOutbox, LIVE_WAIT_MS, webLock, type Outcome } from './outbox';
import { createBacklogReporter, HEARTBEAT_MS } from './backlog';

/**
 * The page's side of the outbox: student writes are queued first, then sent; the page is
 * answered at once, with the server's answer when it comes in time, else "queued". Drains on the
 * `online` event, when the server answers again, on a timer with back-off, after sign-in, and asks
 * the service worker (Background Sync) to deliver when no page is open.
 */

/** While entries wait, the timer checks at least this often (back-off decides what is due). */
const TIMER_MAX_MS = 60_000;

const outcomeListeners = new Set<(o: Outcome) => void>();
/** Every delivery outcome, from this page's drains and the service worker's. */
export const onOutcome = (l: (o: Outcome) => void) => (outcomeListeners.add(l), () => void outcomeListeners.delete(l));

function noteOutcome(o: Outcome) {
  // A delivered write changes what reads answer: a read asked before it is not shared after it (sharedCall).
  if (o.kind === 'sent') noteChangeSent();
  if (o.kind === 'sent' || o.kind === 'failed') reportOnline();
  if (o.kind === 'retry' && o.unreachable) reportOffline();
  outcomeListeners.forEach((l) => l(o));
}

const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;

/** Tells the server how much waits here (counts only), so the teacher sees it before delivery. */
export const backlog = createBacklogReporter({ db: localDb, fetch: (input, init) => fetch(input, init), baseUrl: '/api' });

export const outbox = createOutbox({
  db: localDb,
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  withLock: locks ? webLock(locks) : undefined,
  onOutcome: noteOutcome,
  beforeSignOut: backlog.beforeSignOut,
});

let timer: ReturnType<typeof setTimeout> | null = null;

async function scheduleNext() {
  if (timer) clearTimeout(timer);
  timer = null;
  const due = await outbox.nextDue().catch(() => null);
  if (due === null) return;
  const delay = Math.min(TIMER_MAX_MS, Math.max(1_000, due - Date.now()));
  timer = setTimeout(() => void drainNow(), delay);
}

/**
 * Delivers what is due now (`force`: also what is backing off — the network just came back),
 * then tells the server what still waits (when that changed: e.g. an entry just queued that the
 * server did not take).
 */
export function drainNow(force = false): Promise<Outcome[]> {
  return outbox
    .drain({ force })
    .catch(() => [] as Outcome[])
    .finally(() => {
      void scheduleNext();
      void backlog.report();
    });
}

/** Asks the browser to wake the service worker when it is online (Chromium's Background Sync). */
function requestBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
      return sync?.register(SYNC_TAG);
    })
    .catch(() => undefined);
}

export type SubmitResult<E extends Endpoint> = { status: 'sent'; response: CallOutput<E>; key: string } | { status: 'queued'; key: string };

/**
 * Sends a student write through the outbox. Resolves with the server's answer, or 'queued' when
 * the network failed or was slow (it will be delivered later, exactly once); throws ApiError when
 * the server refused it for good (the entry is also kept in the failed list).
 */
export async function submitWrite<E extends Endpoint>(
  endpoint: E,
  body: E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never,
  label: string,
  /** `actedAt`: when the student acted, if not now (sent as X-Queued-At). */
  options: { actedAt?: number } = {},
): Promise<SubmitResult<E>> {
  const { user, apiKey } = getSession();
  if (!user || !apiKey) throw new ApiError(401, 'Please sign in again.');
  const entry = await outbox.enqueue({
    userId: user.id,
    apiKey,
    path: fillPath(endpoint.path, undefined),
    method: 'POST',
    body,
    label,
    actedAt: options.actedAt,
  });
  const key = entry.key;

  let stop = () => {};
  const outcome = new Promise<Outcome | null>((resolve) => {
    const off = onOutcome((o) => {
      if (o.key === key && o.kind !== 'retry') resolve(o);
      if (o.key === key && o.kind === 'retry') resolve(null);
    });
    const t = setTimeout(() => resolve(null), LIVE_WAIT_MS);
    stop = () => (off(), clearTimeout(t));
  });
  // The drain resolving without a word about this entry means it waits behind earlier ones.
  const drained = drainNow(true).then(async (outcomes) => {
    if (outcomes.some((o) => o.key === key)) return outcome;
    const still = await localDb.outbox
      .where('key')
      .equals(key)
      .count()
      .catch(() => 1);
    return still ? null : outcome;
  });
  const result = await Promise.race([outcome, drained]).finally(() => stop());

  if (!result) {
    // Not delivered now: the browser may wake the worker to deliver even if this page closes.
    requestBackgroundSync();
    return { status: 'queued', key };
  }
  if (result.kind === 'sent') {
    try {
      return { status: 'sent', response: v.parse(endpoint.response, result.response) as CallOutput<E>, key };
    } catch {
      throw new ApiError(500, 'The server sent an answer this version of the app does not understand.');
    }
  }
  if (result.kind === 'failed') throw new ApiError(result.status, result.message);
  if (result.kind === 'auth') notifyUnauthorized(endpoint, apiKey);
  return { status: 'queued', key };
}

let started = false;
/** Wires the triggers once per page. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
      if (event.data?.type === 'OUTCOME') noteOutcome(event.data.outcome);
    };
  }
  window.addEventListener('online', () => void drainNow(true));
  onBackOnline(() => void drainNow(true));
  // The heartbeat while work waits (it tells only what is due: changed counts, or every HEARTBEAT_MS).
  setInterval(() => void (isOffline() ? undefined : backlog.report()), Math.min(60_000, HEARTBEAT_MS));
  // One try at once, back-off or not: the last page's delivery may have been cut short by the
  // very navigation that opened this one (the next student opening a lesson right after signing in).
  void drainNow(true);
}
