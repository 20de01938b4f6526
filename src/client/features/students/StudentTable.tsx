import type { StudentRecord } from '../../../shared/api/students';
import type { StudentSyncState } from '../../../shared/api/sync';
import { Button } from '../../ui/Button';
import { fullName, isGoogleStudent, signInName } from './studentNames';
import { fullTime, syncAgo, syncMarker, waitingText } from './syncTime';
import { studentsText as text } from './text';

/** Checkboxes to pick students for a bulk action (one class chosen); Google students cannot be picked. */
export type SelectionColumn = {
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
};

/** The class's sync state by student id; null while it loads or when it could not be loaded. */
export type SyncColumn = {
  byStudent: ReadonlyMap<string, StudentSyncState> | null;
  onShow: (r: StudentRecord, s: StudentSyncState) => void;
};

interface StudentTableProps {
  students: StudentRecord[];
  /** Classes that came from Google Classroom: their Google students cannot be removed here. */
  googleClassIDs: ReadonlySet<string>;
  onEdit: (r: StudentRecord) => void;
  onRemove: (r: StudentRecord) => void;
  onSetPassword: (r: StudentRecord) => void;
  /** Kiosk sign-in (issue 14): a picture password for a young student. */
  onSetPicturePassword?: (r: StudentRecord) => void;
  /** The Last sync column: only when one class is chosen. */
  sync?: SyncColumn;
  /** The selection column: only when one class is chosen. */
  selection?: SelectionColumn;
}

/** Students with their sign-in name and class, and the actions on each (Google accounts sign in with Google). */
export function StudentTable({
  students,
  googleClassIDs,
  onEdit,
  onRemove,
  onSetPassword,
  onSetPicturePassword,
  sync,
  selection,
}: StudentTableProps) {
  const now = new Date();
  const selectable = students.filter((r) => !isGoogleStudent(r));
  const allSelected = selectable.length > 0 && selectable.every((r) => selection?.selected.has(r.userID));
  return (
    <div className="table-scroll">
      <table className="student-table">
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="student-select">
                <input
                  type="checkbox"
                  aria-label={text.selectAll}
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={(e) => selection.onToggleAll(e.target.checked)}
                />
              </th>
            ) : null}
            <th scope="col">{text.name}</th>
            <th scope="col">{text.emailOrUsername}</th>
            <th scope="col">{text.class}</th>
            {sync ? <th scope="col">{text.lastSync}</th> : null}
            <th scope="col">
              <span className="visually-hidden">{text.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((r) => {
            const name = fullName(r);
            const locked = isGoogleStudent(r) && r.classID !== null && googleClassIDs.has(r.classID);
            return (
              <tr key={r.id}>
                {selection ? (
                  <td className="student-select">
                    {!isGoogleStudent(r) ? (
                      <input
                        type="checkbox"
                        aria-label={text.selectName(name)}
                        checked={selection.selected.has(r.userID)}
                        onChange={(e) => selection.onToggle(r.userID, e.target.checked)}
                      />
                    ) : null}
                  </td>
                ) : null}
                <th scope="row">{name}</th>
                <td className="student-login" data-label={text.emailOrUsername}>
                  {signInName(r)}
                </td>
                <td data-label={text.class}>{r.class?.name ?? '—'}</td>
                {sync ? (
                  <SyncCell
                    record={r}
                    name={name}
                    state={sync.byStudent?.get(r.id)}
                    loaded={sync.byStudent !== null}
                    now={now}
                    onShow={sync.onShow}
                  />
                ) : null}
                <td className="student-actions">
                  <div className="row-actions">
                    <Button variant="ghost" onClick={() => onEdit(r)}>
                      {text.edit}
                      <span className="visually-hidden">{text.namedAfter(name)}</span>
                    </Button>
                    {!isGoogleStudent(r) ? (
                      <Button variant="ghost" onClick={() => onSetPassword(r)}>
                        {text.setPassword}
                        <span className="visually-hidden">{text.forName(name)}</span>
                      </Button>
                    ) : null}
                    {onSetPicturePassword ? (
                      <Button variant="ghost" onClick={() => onSetPicturePassword(r)}>
                        {text.picturePassword}
                        <span className="visually-hidden">{text.forName(name)}</span>
                      </Button>
                    ) : null}
                    {!locked ? (
                      <Button variant="ghost" className="button-ghost-danger" onClick={() => onRemove(r)}>
                        {text.remove}
                        <span className="visually-hidden">{text.fromClass(name)}</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "5 min ago" (the full date in its title) and, when something needs a look, a marker that opens the details. */
function SyncCell({
  record,
  name,
  state,
  loaded,
  now,
  onShow,
}: {
  record: StudentRecord;
  name: string;
  state: StudentSyncState | undefined;
  loaded: boolean;
  now: Date;
  onShow: SyncColumn['onShow'];
}) {
  if (!state) {
    return (
      <td className="student-sync muted" data-label={text.lastSync}>
        {loaded ? (
          '—'
        ) : (
          <>
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{text.loading}</span>
          </>
        )}
      </td>
    );
  }
  const marker = syncMarker(state);
  // Work a device says is waiting: shown apart from "Never", before it is delivered (issue 15).
  const waiting = waitingText(state.backlogs, now);
  return (
    <td className="student-sync" data-label={text.lastSync}>
      <div className="sync-cell">
        {state.lastSyncAt ? (
          <time dateTime={state.lastSyncAt} title={fullTime(state.lastSyncAt)}>
            {syncAgo(state.lastSyncAt, now)}
          </time>
        ) : (
          <span className="muted">{text.never}</span>
        )}
        {marker ? (
          <button
            type="button"
            className={state.failureCount > 0 ? 'sync-marker sync-marker-failed' : 'sync-marker'}
            aria-haspopup="dialog"
            aria-label={text.syncDetailsFor(marker, name)}
            onClick={() => onShow(record, state)}
          >
            {marker}
          </button>
        ) : null}
      </div>
      {waiting ? (
        <button
          type="button"
          className="sync-waiting"
          aria-haspopup="dialog"
          aria-label={text.syncDetailsFor(waiting, name)}
          onClick={() => onShow(record, state)}
        >
          <ClockIcon />
          <span>{waiting}</span>
        </button>
      ) : null}
    </td>
  );
}

/** A small clock beside waiting work (decorative: the button's text says it). */
const ClockIcon = () => (
  <svg
    className="sync-waiting-icon"
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
    aria-hidden
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
