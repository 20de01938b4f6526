import { saveSuperDiagnostic } from '../../../shared/api/diagnostic';
import type { CallOutput } from '../../../shared/api/endpoint';
import { submitWrite } from '../../offline/outbox-client';

type SaveBody = { quizID: string; Answers: { questionID: string; answer: string }[] };
export type DiagnosticSaveResult = { status: 'sent'; response: CallOutput<typeof saveSuperDiagnostic> } | { status: 'queued' };

/**
 * The one place a student's diagnostic answers leave the page (autosave and final save): through
 * the offline outbox, so a save made without a network is kept on the device and delivered
 * exactly once later. Throws ApiError when the server refuses the save for good.
 */
export function saveDiagnostic(body: SaveBody, label: string): Promise<DiagnosticSaveResult> {
  return submitWrite(saveSuperDiagnostic, body, label);
}
