import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Endpoint } from '../../shared/api/endpoint';
import { saveQuiz } from '../../shared/api/quizzes';
import { localDb, type OutboxEntry } from '../lib/localDb';
import { CONTENT_TTL_MS, ownerForUser } from './contentCache';

/** This user's entries not yet delivered (waiting or refused), oldest first; updates live. Undefined while loading. */
export function useOutboxEntries(userId: string | undefined): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => (userId ? localDb.outbox.where('userId').equals(userId).sortBy('seq') : Promise.resolve([] as OutboxEntry[])),
    [userId],
  );
}

/** Whether any answer on this device (anyone's) still waits to be sent: updates wait for it. */
export function useAnyUnsent(): boolean {
  const count = useLiveQuery(() => localDb.outbox.where('status').anyOf('pending', 'auth').count(), []);
  return (count ?? 0) > 0;
}

export const isWaiting = (e: OutboxEntry) => e.kind === 'write' && (e.status === 'pending' || e.status === 'auth');

/** The entries of one call (e.g. saveQuiz) still waiting to be delivered, oldest first. */
export const waitingWrites = (entries: readonly OutboxEntry[], endpoint: Pick<Endpoint, 'path'>) =>
  entries.filter((e) => isWaiting(e) && e.path === endpoint.path);

/**
 * Quiz saves still on this device, by quizID, with the score the page computed (null for a
 * post-evaluation: only the server can score it): the lesson page counts them as done (the
 * pre-test unlocks the resources offline) and marks them waiting.
 */
export function waitingQuizSaves(entries: readonly OutboxEntry[]): Map<string, { score: number | null; key: string }> {
  const map = new Map<string, { score: number | null; key: string }>();
  for (const e of waitingWrites(entries, saveQuiz)) {
    const body = e.body as { quizID?: unknown; Score?: unknown } | null;
    if (body && typeof body.quizID === 'string')
      map.set(body.quizID, { score: typeof body.Score === 'number' ? body.Score : null, key: e.key });
  }
  return map;
}

/**
 * An entry holds a new app version back only while it is about to be delivered: queued (not
 * waiting for a sign-in, not refused) in the last STUCK_AFTER_MS. Older or stuck entries — a
 * signed-out student whose delivery key ran out, a server that keeps refusing — no longer do:
 * they stay in the local database through the update (a new version only adds Dexie versions)
 * and the new version delivers them.
 */
export const STUCK_AFTER_MS = 60 * 60 * 1000;
export const holdsUpdateBack = (e: Pick<OutboxEntry, 'status' | 'createdAt'>, now: number) =>
  e.status === 'pending' && now - Date.parse(e.createdAt) < STUCK_AFTER_MS;

/** Whether any entry on this device holds the update back now (checked again every minute). */
export function useUpdateHeldBack(): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  const held = useLiveQuery(
    async () => (await localDb.outbox.where('status').equals('pending').toArray()).some((e) => holdsUpdateBack(e, Date.now())),
    [now],
  );
  return held ?? true;
}

/**
 * When the lessons this user has on the device can be opened offline until (the earliest expiry
 * of their fresh lesson copies, epoch ms), or null when no lesson copy is fresh. Asked only while
 * `active` (offline): undefined while unknown.
 */
export function useLessonCopiesUntil(userId: string, active: boolean): number | null | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, [active]);
  return useLiveQuery(async () => {
    if (!active) return undefined;
    const owner = ownerForUser(userId);
    const rows = await localDb.contentCache.where('[owner+url]').between([owner, '/lesson/get/'], [owner, '/lesson/get/\uffff']).toArray();
    const fresh = rows.filter((r) => now - r.savedAt < CONTENT_TTL_MS && r.savedAt <= now + 60_000);
    return fresh.length ? Math.min(...fresh.map((r) => r.savedAt)) + CONTENT_TTL_MS : null;
  }, [userId, active, now]);
}
