import { useLiveQuery } from 'dexie-react-hooks';
import type { Endpoint } from '../../shared/api/endpoint';
import { saveQuiz } from '../../shared/api/quizzes';
import { localDb, type OutboxEntry } from '../lib/localDb';

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
    if (body && typeof body.quizID === 'string') map.set(body.quizID, { score: typeof body.Score === 'number' ? body.Score : null, key: e.key });
  }
  return map;
}
