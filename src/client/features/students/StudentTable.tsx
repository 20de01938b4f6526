import type { StudentRecord } from '../../../shared/api/students';
import type { StudentSyncState } from '../../../shared/api/sync';
import { DenseTable, type DenseColumn } from '../../ui/DenseTable';
import { RowMenu, type RowMenuItem } from '../../ui/RowMenu';
import { fullName, isGoogleStudent, signInName } from './studentNames';
import { fullTime, syncAgo, syncMarker, waitingText } from './syncTime';
import { studentsText as text } from './text';

/** The picked students of the chosen class (bulk actions); Google students cannot be picked. */
export type SelectionColumn = {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
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
  caption: string;
}

/**
 * Manage Students as one dense, sortable table (issue 29): one line per student (name, sign-in
 * name, class, last sync), the actions in a row menu, bulk selection for the bulk actions.
 */
export function StudentTable({
  students,
  googleClassIDs,
  onEdit,
  onRemove,
  onSetPassword,
  onSetPicturePassword,
  sync,
  selection,
  caption,
}: StudentTableProps) {
  const now = new Date();
  const columns: DenseColumn<StudentRecord>[] = [
    { id: 'name', header: text.name, cell: (r) => fullName(r), sortValue: (r) => fullName(r), rowHeader: true, className: 'student-name' },
    {
      id: 'login',
      header: text.emailOrUsername,
      cell: (r) => signInName(r),
      sortValue: (r) => signInName(r) || null,
      className: 'student-login',
    },
    { id: 'class', header: text.class, cell: (r) => r.class?.name ?? '—', sortValue: (r) => r.class?.name ?? null, className: 'student-class' },
  ];
  if (sync) {
    columns.push({
      id: 'sync',
      header: text.lastSync,
      // Most recent first when sorted ascending would surprise: sort by time, never-synced last.
      sortValue: (r) => {
        const at = sync.byStudent?.get(r.id)?.lastSyncAt;
        return at ? Date.parse(at) : null;
      },
      cell: (r) => (
        <SyncCell record={r} name={fullName(r)} state={sync.byStudent?.get(r.id)} loaded={sync.byStudent !== null} now={now} onShow={sync.onShow} />
      ),
      className: 'student-sync',
    });
  }

  const menu = (r: StudentRecord) => {
    const name = fullName(r);
    const locked = isGoogleStudent(r) && r.classID !== null && googleClassIDs.has(r.classID);
    const items: RowMenuItem[] = [{ label: text.edit, onSelect: () => onEdit(r) }];
    if (!isGoogleStudent(r)) items.push({ label: text.setPassword, onSelect: () => onSetPassword(r) });
    if (onSetPicturePassword) items.push({ label: text.picturePassword, onSelect: () => onSetPicturePassword(r) });
    if (!locked) items.push({ label: text.removeFromClass, onSelect: () => onRemove(r), danger: true });
    return <RowMenu rowLabel={name} items={items} />;
  };

  return (
    <DenseTable
      name="students"
      caption={caption}
      columns={columns}
      rows={students}
      rowKey={(r) => r.userID}
      initialSort={{ column: 'name', direction: 'ascending' }}
      selection={
        selection
          ? { selected: selection.selected, onChange: selection.onChange, rowLabel: fullName, canSelect: (r) => !isGoogleStudent(r) }
          : undefined
      }
      actions={menu}
    />
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
    return loaded ? (
      <span className="muted">—</span>
    ) : (
      <>
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{text.loading}</span>
      </>
    );
  }
  const marker = syncMarker(state);
  // Work a device says is waiting: shown apart from "Never", before it is delivered (issue 15).
  const waiting = waitingText(state.backlogs, now);
  return (
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
      {waiting ? (
        <button
          type="button"
          className="sync-waiting"
          aria-haspopup="dialog"
          aria-label={text.syncDetailsFor(waiting, name)}
          title={waiting}
          onClick={() => onShow(record, state)}
        >
          <ClockIcon />
          <span className="sync-waiting-text">{waiting}</span>
        </button>
      ) : null}
    </div>
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
