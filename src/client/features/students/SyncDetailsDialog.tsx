import { LATE_DELIVERY_MS, type StudentSyncState } from '../../../shared/api/sync';
import type { StudentRecord } from '../../../shared/api/students';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fullName } from './studentNames';
import { describeWork } from '../../offline/backlog';
import { fullTime, syncAgo } from './syncTime';

/** What a refused call was, when the device sent no label. */
const CALL_NAMES: Record<string, string> = {
  '/student/savequiz': 'A finished quiz',
  '/student/startquiz': 'Opening a quiz',
  '/student/savesuperdiagnostic': 'A diagnostic save',
  '/writingassignment/save': 'A writing save',
};

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

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
      title={`Sync of ${name}`}
      description={
        sync.lastSyncAt ? (
          <>
            Last sync from {name}'s device: <time dateTime={sync.lastSyncAt}>{fullTime(sync.lastSyncAt)}</time> (
            {syncAgo(sync.lastSyncAt, now)}).
          </>
        ) : (
          <>Nothing from {name}'s devices has reached the server yet.</>
        )
      }
    >
      <div className="sync-details">
        {sync.backlogs.length > 0 ? (
          <section aria-labelledby="sync-waiting-title">
            <h3 id="sync-waiting-title">Waiting on {sync.backlogs.length === 1 ? 'a device' : `${sync.backlogs.length} devices`}</h3>
            <p>
              Work saved on the student's device that has not reached the server yet; it arrives when the device can deliver it. The device
              reports only how much is waiting, not the answers.
            </p>
            <ul className="sync-devices">
              {sync.backlogs.map((b, i) => (
                <li key={`${b.oldestQueuedAt}-${i}`}>
                  <strong>{describeWork(b.counts)}</strong>
                  <span>
                    Waiting since <time dateTime={b.oldestQueuedAt}>{fullTime(b.oldestQueuedAt)}</time>
                  </span>
                  <span className="muted">
                    The device last reported <time dateTime={b.reportedAt}>{syncAgo(b.reportedAt, now)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {sync.lateCount > 0 ? (
          <section aria-labelledby="sync-late-title">
            <h3 id="sync-late-title">{plural(sync.lateCount, 'late save', 'late saves')}</h3>
            <p>
              Made offline and delivered when the device reconnected: {sync.lateCount === 1 ? 'one save' : `${sync.lateCount} saves`} (a
              finished quiz, writing or diagnostic answers) reached the server more than {LATE_DELIVERY_MS / 60_000} minutes after the
              student made {sync.lateCount === 1 ? 'it. It is' : 'them. They are'} stored; only the delivery was late.
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
            <h3 id="sync-failed-title">{sync.failureCount} not saved</h3>
            <p>
              The server refused {sync.failureCount === 1 ? 'this' : 'these'} when the device sent {sync.failureCount === 1 ? 'it' : 'them'}
              , so {sync.failureCount === 1 ? 'it was' : 'they were'} not stored. The student may need to do{' '}
              {sync.failureCount === 1 ? 'it' : 'them'} again.
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
