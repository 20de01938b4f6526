import { LATE_DELIVERY_MS, type StudentSyncState } from '../../../shared/api/sync';
import type { StudentRecord } from '../../../shared/api/students';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fullName } from './studentNames';
import { fullTime, syncAgo } from './syncTime';

/** What a refused call was, when the device sent no label. */
const CALL_NAMES: Record<string, string> = {
  '/student/savequiz': 'Quiz answers',
  '/student/startquiz': 'Opening a quiz',
  '/student/savesuperdiagnostic': 'Diagnostic answers',
  '/writingassignment/save': 'Writing assignment',
};

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** A student's late deliveries and the answers their device could not save, for the teacher. */
export function SyncDetailsDialog({ record, sync, onClose }: { record: StudentRecord; sync: StudentSyncState; onClose: () => void }) {
  const name = fullName(record);
  const now = new Date();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Sync of ${name}`}
      description={
        sync.lastSyncAt ? (
          <>
            Last sync from {name}'s device: <time dateTime={sync.lastSyncAt}>{fullTime(sync.lastSyncAt)}</time> (
            {syncAgo(sync.lastSyncAt, now)}).
          </>
        ) : (
          <>{name}'s device has not sent any answers from its offline queue yet.</>
        )
      }
    >
      <div className="sync-details">
        {sync.lateCount > 0 ? (
          <section aria-labelledby="sync-late-title">
            <h3 id="sync-late-title">{plural(sync.lateCount, 'late delivery', 'late deliveries')}</h3>
            <p>
              Answered offline, delivered when the device reconnected:{' '}
              {sync.lateCount === 1 ? 'one answer' : `${sync.lateCount} answers`} reached the server more than{' '}
              {LATE_DELIVERY_MS / 60_000} minutes after the student gave {sync.lateCount === 1 ? 'it. It is' : 'them. They are'} saved; only
              the delivery was late.
              {sync.lastLateAt ? (
                <>
                  {' '}
                  Latest: <time dateTime={sync.lastLateAt}>{fullTime(sync.lastLateAt)}</time>.
                </>
              ) : null}
            </p>
          </section>
        ) : null}

        {sync.failureCount > 0 ? (
          <section aria-labelledby="sync-failed-title">
            <h3 id="sync-failed-title">{plural(sync.failureCount, 'answer not saved', 'answers not saved')}</h3>
            <p>
              The server refused {sync.failureCount === 1 ? 'this answer' : 'these answers'} when the device sent{' '}
              {sync.failureCount === 1 ? 'it' : 'them'}, so {sync.failureCount === 1 ? 'it was' : 'they were'} not saved. The student may
              need to do {sync.failureCount === 1 ? 'it' : 'them'} again.
            </p>
            <ul className="sync-failures">
              {sync.failures.map((f) => (
                <li key={f.key}>
                  <strong>{f.label || CALL_NAMES[f.path] || f.path}</strong>
                  <span className="sync-failure-message">{f.message || `Refused (${f.status}).`}</span>
                  <span className="muted">
                    Student acted <time dateTime={f.queuedAt}>{fullTime(f.queuedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
            {sync.failureCount > sync.failures.length ? (
              <p className="muted">
                The newest {sync.failures.length} of {sync.failureCount} are listed.
              </p>
            ) : null}
          </section>
        ) : null}

        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
