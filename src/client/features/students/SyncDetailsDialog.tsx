import { LATE_DELIVERY_MS, type StudentSyncState } from '../../../shared/api/sync';
import type { StudentRecord } from '../../../shared/api/students';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fullName } from './studentNames';
import { describeWork, fullTime, syncAgo } from './syncTime';
import { studentsText as text } from './text';

/** What a refused call was, when the device sent no label. */
const CALL_NAMES: Record<string, () => string> = {
  '/student/savequiz': () => text.aFinishedQuiz,
  '/student/startquiz': () => text.openingQuiz,
  '/student/savesuperdiagnostic': () => text.aDiagnosticSave,
  '/writingassignment/save': () => text.aWritingSave,
};

/**
 * A student's sync, for the teacher, one word for one thing: a "save" is one finished quiz, one
 * writing save or one diagnostic save (a quiz opening is named as such, never an answer); what
 * waits on a device is counted the same way ("1 quiz and 2 writing saves").
 */
export function SyncDetailsDialog({ record, sync, onClose }: { record: StudentRecord; sync: StudentSyncState; onClose: () => void }) {
  const name = fullName(record);
  const now = new Date();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.syncOf(name)}
      description={
        sync.lastSyncAt ? text.lastSyncFrom(name, fullTime(sync.lastSyncAt), syncAgo(sync.lastSyncAt, now)) : text.nothingYet(name)
      }
    >
      <div className="sync-details">
        {sync.backlogs.length > 0 ? (
          <section aria-labelledby="sync-waiting-title">
            <h3 id="sync-waiting-title">{text.waitingOnDevices(sync.backlogs.length)}</h3>
            <p>{text.waitingExplained}</p>
            <ul className="sync-devices">
              {sync.backlogs.map((b, i) => (
                <li key={`${b.oldestQueuedAt}-${i}`}>
                  <strong>{describeWork(b.counts)}</strong>
                  <span>{text.waitingSince(fullTime(b.oldestQueuedAt))}</span>
                  <span className="muted">{text.lastReported(syncAgo(b.reportedAt, now))}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {sync.lateCount > 0 ? (
          <section aria-labelledby="sync-late-title">
            <h3 id="sync-late-title">{text.lateSaves(sync.lateCount)}</h3>
            <p>
              {text.lateExplained(sync.lateCount, LATE_DELIVERY_MS / 60_000)}
              {sync.lastLateAt ? text.latest(fullTime(sync.lastLateAt)) : null}
            </p>
          </section>
        ) : null}

        {sync.failureCount > 0 ? (
          <section aria-labelledby="sync-failed-title">
            <h3 id="sync-failed-title">{text.notSaved(sync.failureCount)}</h3>
            <p>{text.refusedExplained(sync.failureCount)}</p>
            <ul className="sync-failures">
              {sync.failures.map((f) => (
                <li key={f.key}>
                  <strong>{f.label || CALL_NAMES[f.path]?.() || f.path}</strong>
                  <span className="sync-failure-message">{f.message || text.refusedStatus(f.status)}</span>
                  <span className="muted">{text.studentActed(fullTime(f.queuedAt))}</span>
                </li>
              ))}
            </ul>
            {sync.failureCount > sync.failures.length ? (
              <p className="muted">{text.newestListed(sync.failures.length, sync.failureCount)}</p>
            ) : null}
          </section>
        ) : null}

        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
