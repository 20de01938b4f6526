import { saveSuperDiagnostic } from '../../../shared/api/diagnostic';
import type { CallOutput } from '../../../shared/api/endpoint';
import type { OutboxEntry } from '../../lib/localDb';
import { drainNow, submitWrite } from '../../offline/outbox-client';
import { localDb } from '../../lib/localDb';
import { waitingWrites } from '../../offline/useOutbox';

type SaveBody = { quizID: string; Answers: { questionID: string; answer: string }[] };
export type DiagnosticSaveResult =
  | { status: 'sent'; response: CallOutput<typeof saveSuperDiagnostic>; key: string }
  | { status: 'queued'; key: string };

/**
 * The one place a student's diagnostic answers leave the page (autosave and final save): through
 * the offline outbox, so a save made without a network is kept on the device and delivered
 * exactly once later. Throws ApiError when the server refuses the save for good.
 */
export function saveDiagnostic(body: SaveBody, label: string): Promise<DiagnosticSaveResult> {
  return submitWrite(saveSuperDiagnostic, body, label);
}

const answersOf = (e: OutboxEntry): SaveBody | null => {
  const body = e.body as Partial<SaveBody> | null;
  return e.path === saveSuperDiagnostic.path && body && typeof body.quizID === 'string' && Array.isArray(body.Answers) ? (body as SaveBody) : null;
};

/** Diagnostic saves (autosaves and the final save) of this user still waiting on this device. */
export const waitingDiagnosticSaves = (entries: readonly OutboxEntry[]) => waitingWrites(entries, saveSuperDiagnostic).filter((e) => answersOf(e) !== null);

/**
 * Whether the final save of this diagnostic (every question answered) waits on this device: the
 * student finished it offline, so it is done even though the server (and the cached copy of
 * can-student-take) does not know yet.
 */
export function hasWaitingFinalSave(entries: readonly OutboxEntry[], quizID: string, total: number): boolean {
  return waitingDiagnosticSaves(entries).some((e) => {
    const body = answersOf(e)!;
    return body.quizID === quizID && total > 0 && body.Answers.length >= total;
  });
}

/**
 * Issue 29: tries the waiting saves again now. 'sent' when this entry was delivered, 'failed'
 * with the server's reason when it was refused for good, 'waiting' when it still waits (the
 * server answered an error again, or there is no network).
 */
export async function retryDiagnosticSave(key: string): Promise<{ kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'waiting' }> {
  const outcomes = await drainNow(true);
  const mine = outcomes.find((o) => o.key === key);
  if (mine?.kind === 'sent') return { kind: 'sent' };
  if (mine?.kind === 'failed') return { kind: 'failed', message: mine.message };
  if (!mine && (await localDb.outbox.where('key').equals(key).count().catch(() => 1)) === 0) return { kind: 'sent' };
  return { kind: 'waiting' };
}
