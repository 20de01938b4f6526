import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { StudentRecord } from '../../../shared/api/students';
import { getClassSync, type StudentSyncState } from '../../../shared/api/sync';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { extraMessages } from '../../../shared/messages';
import { LoadFailed } from '../../ui/LoadState';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { dismissToast, getToasts, toast } from '../../ui/toast';
import { EditStudentDialog } from './EditStudentDialog';
import { ADD_STUDENT_TOAST_MS, MoveStudentForm } from './MoveStudentForm';
import { RemoveStudentDialog } from './RemoveStudentDialog';
import { StudentPasswordDialog } from './StudentPasswordDialog';
import { StudentTable, type SyncColumn } from './StudentTable';
import { SyncDetailsDialog } from './SyncDetailsDialog';
import { refreshUser } from '../../lib/session';
import { fullName, matchesSearch } from './studentNames';
import { useStudents } from './useStudents';
import { useSession } from '../../lib/useSession';
import { StudentSeats } from '../../ui/StudentSeats';
import { useTeacherClasses } from './useTeacherClasses';
import { Button } from '../../ui/Button';
import { AddStudentsDialog } from '../roster/AddStudentsDialog';
import { ResetPasswordsDialog } from '../roster/ResetPasswordsDialog';
import { messages } from '../../../shared/messages';
import { useLanguage } from '../../i18n/language';
import { useGoogleEnabled } from '../google/googleSettings';
import { snapshotSelectedClass } from '../../lib/stateSnapshot';
import { studentsText as text } from './text';
import './students.css';

// Picture passwords (issue 14, kiosk sign-in) load when the dialog is first opened.
const PicturePasswordDialog = lazy(() => import('../kiosk/PicturePasswordDialog').then((m) => ({ default: m.PicturePasswordDialog })));

type DialogTarget =
  | { mode: 'edit' | 'remove' | 'password' | 'picture'; record: StudentRecord }
  | { mode: 'sync'; record: StudentRecord; sync: StudentSyncState };

/** How often Manage Students asks again for the chosen class's sync state. */
export const SYNC_REFRESH_MS = 60_000;

/**
 * Manage Students (ACB §2): filter by class, move/add an existing student, edit, remove from
 * class and set a password. `/students/{classID}` opens with that class chosen.
 */
export function StudentsScreen({ classID }: { classID: string | undefined }) {
  useLanguage();
  const googleOn = useGoogleEnabled();
  const navigate = useNavigate();
  const { user } = useSession();
  const classes = useTeacherClasses();
  const classList = classes.status === 'ready' ? classes.classes : [];
  const chosenClass = classID ? classList.find((c) => c.id === classID) : undefined;
  const classKnown = classes.status === 'ready' && (!classID || chosenClass !== undefined);
  const students = useStudents(chosenClass?.id, classKnown);
  // The state snapshot's selected class (lib/stateSnapshot.ts, SHL-23).
  useEffect(() => snapshotSelectedClass(chosenClass?.id ?? null), [chosenClass?.id]);
  // Sync state (issue 5) is per class: only asked for when one class is chosen.
  const syncClassID = chosenClass?.id;
  const quietSync = useRef(false);
  const classSync = useLoaded(
    () => (syncClassID ? call(getClassSync, { query: { classID: syncClassID } }, { background: quietSync.current }) : Promise.resolve([])),
    syncClassID ?? '',
  );
  // Work waiting on devices and last syncs change while the teacher watches (a lab's Wi-Fi comes
  // back): asked again every minute and when the tab is shown again, quietly (no loading overlay).
  const reloadSync = classSync.reload;
  useEffect(() => {
    if (!syncClassID) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      quietSync.current = true;
      reloadSync();
      quietSync.current = false;
    };
    const timer = window.setInterval(refresh, SYNC_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [syncClassID, reloadSync]);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // Student accounts in bulk (issue 15): picked students of the chosen class, and which bulk dialog is open.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<'add' | 'reset' | null>(null);
  const addedStudents = useRef(false);
  useEffect(() => setSelected(new Set()), [chosenClass?.id]);
  // Once a class is chosen, "choose a class first" is no longer true: it goes, and so can never
  // sit over the Add students dialog's "Print login cards" (issue 29).
  useEffect(() => {
    if (!chosenClass) return;
    for (const t of getToasts()) if (t.text === messages.chooseClassFirst) dismissToast(t.id);
  }, [chosenClass]);

  const choose = (id: string) => void navigate({ to: '/students/{-$classID}', params: { classID: id || undefined } });

  // A class that is not the teacher's (or no longer exists): back to all students, with a word why.
  useEffect(() => {
    if (classes.status !== 'ready' || !classID || chosenClass) return;
    toast.error(extraMessages.classNotFound);
    void navigate({ to: '/students/{-$classID}', params: { classID: undefined }, replace: true });
  }, [classes.status, classID, chosenClass, navigate]);

  const googleClassIDs = useMemo(() => new Set(classList.filter((c) => c.googleCourseID).map((c) => c.id)), [classList]);
  const shown = useMemo(() => students.students.filter((r) => matchesSearch(r, search)), [students.students, search]);
  const syncData = classSync.status === 'ready' ? classSync.data : null;
  const syncByStudent = useMemo(() => (syncData ? new Map(syncData.map((s) => [s.studentID, s])) : null), [syncData]);
  const syncColumn: SyncColumn | undefined = chosenClass
    ? { byStudent: syncByStudent, onShow: (record, sync) => setDialog({ mode: 'sync', record, sync }) }
    : undefined;

  const placed = (record: StudentRecord) => {
    students.update((list) => {
      const others = list.filter((r) => r.id !== record.id);
      return chosenClass && record.classID !== chosenClass.id ? others : [...others, record];
    });
    void students.reload();
    classSync.reload();
    void refreshUser();
  };

  // A dialog opened from a row's menu gives focus back to that row's menu button (the menu item
  // that had focus is gone by then), when nothing else took it.
  const close = () => {
    const key = dialog?.record.userID;
    setDialog(null);
    if (!key) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(key)}"] .row-menu-trigger`)?.focus();
    }, 0);
  };
  // The bulk actions act on the ticked students the table shows (a search hides the others).
  const picked = shown.filter((r) => selected.has(r.userID) && r.student.socialType !== 'google');
  const selection = chosenClass ? { selected, onChange: (next: Set<string>) => setSelected(next) } : undefined;
  const openAdd = () => {
    if (chosenClass) return setBulk('add');
    toast.custom('warning', messages.chooseClassFirst, ADD_STUDENT_TOAST_MS);
    toolbarRef.current?.querySelector('select')?.focus();
  };
  const classOptions = [{ value: '', label: text.allClasses }, ...classList.map((c) => ({ value: c.id, label: c.name }))];
  const loadingList = students.status === 'loading' || students.status === 'idle';
  const showList = classes.status !== 'failed' && (classes.status === 'loading' || classList.length > 0);

  return (
    <>
      {/* The heading, the class and the search share a line, so the list's first rows are on the first screen (issue 29). */}
      <div className="page-heading students-heading">
        <h1>{text.title}</h1>
        {showList ? (
          <div className="students-toolbar" ref={toolbarRef}>
            <SelectField
              label={text.class}
              name="classFilter"
              options={classOptions}
              value={chosenClass?.id ?? ''}
              onChange={(e) => choose(e.target.value)}
              disabled={classes.status !== 'ready'}
            />
            <Field
              label={text.searchStudents}
              type="search"
              name="studentSearch"
              autoComplete="off"
              maxLength={100}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        ) : null}
      </div>

      {classes.status === 'failed' ? (
        <LoadFailed lead={text.loadClassesFailed} action="load classes" error={classes.error} onRetry={() => void classes.reload()} />
      ) : null}

      {classes.status === 'ready' && classList.length === 0 ? (
        <div className="notice empty-state">
          <p>{text.noClasses}</p>
        </div>
      ) : null}

      {showList ? (
        <div className="students-layout">
          <section className="student-list" aria-labelledby="student-list-title" aria-busy={loadingList}>
            <div className="roster-actions">
              <h2 id="student-list-title">{chosenClass ? text.studentsIn(chosenClass.name) : text.allStudents}</h2>
              {user && classes.status === 'ready' ? (
                <StudentSeats user={user} used={classList.reduce((sum, c) => sum + c.classSize, 0)} />
              ) : null}
              <Button onClick={openAdd} disabled={classes.status !== 'ready'}>
                {text.addStudents}
              </Button>
              {chosenClass ? (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => setBulk('reset')}
                    disabled={picked.length === 0}
                    aria-describedby="reset-passwords-hint"
                  >
                    {picked.length > 0 ? text.resetPasswordsCount(picked.length) : text.resetPasswords}
                  </Button>
                  <span id="reset-passwords-hint" className={picked.length === 0 ? 'visually-hidden' : 'muted'}>
                    {picked.length === 0 ? text.tickToReset : text.selectedCount(picked.length)}
                  </span>
                </>
              ) : (
                <span className="muted">{text.chooseClassToAdd}</span>
              )}
            </div>
            {students.status === 'failed' ? (
              <LoadFailed
                lead={text.loadStudentsFailed}
                action="load students"
                error={students.error}
                onRetry={() => void students.reload()}
              />
            ) : null}
            {loadingList && students.students.length === 0 ? <p className="muted">{text.loadingStudents}</p> : null}
            {students.status === 'ready' && students.students.length === 0 ? (
              <p className="notice empty-state">{chosenClass ? text.noStudentsInClass : text.noStudents}</p>
            ) : null}
            {students.students.length > 0 && shown.length === 0 ? (
              <p className="muted" role="status">
                {text.noMatch(search.trim())}
              </p>
            ) : null}
            {chosenClass && classSync.status === 'failed' && students.students.length > 0 ? (
              <LoadFailed lead={text.loadSyncFailed} action="load sync state" error={classSync.error} onRetry={classSync.reload} />
            ) : null}
            {shown.length > 0 ? (
              <StudentTable
                caption={chosenClass ? text.studentsIn(chosenClass.name) : text.allStudents}
                students={shown}
                googleClassIDs={googleClassIDs}
                onEdit={(record) => setDialog({ mode: 'edit', record })}
                onRemove={(record) => setDialog({ mode: 'remove', record })}
                onSetPassword={(record) => setDialog({ mode: 'password', record })}
                onSetPicturePassword={(record) => setDialog({ mode: 'picture', record })}
                sync={syncColumn}
                selection={selection}
              />
            ) : null}
          </section>

          {/* Below the list, so the list's first rows are on the first screen (issue 29). */}
          <MoveStudentForm
            chosenClass={chosenClass}
            onPlaced={placed}
            onNeedClass={() => toolbarRef.current?.querySelector('select')?.focus()}
          />

          {/* Only where the 'Sync with Classroom' button it names exists: Google on (issue 26). */}
          {googleOn ? <p className="google-note">{text.googleNote}</p> : null}
        </div>
      ) : null}

      {dialog?.mode === 'edit' ? (
        <EditStudentDialog
          record={dialog.record}
          inGoogleClass={dialog.record.classID !== null && googleClassIDs.has(dialog.record.classID)}
          onClose={close}
          onSaved={(saved) => {
            close();
            students.update((list) => list.map((r) => (r.id === saved.id ? saved : r)));
          }}
        />
      ) : null}
      {dialog?.mode === 'remove' ? (
        <RemoveStudentDialog
          record={dialog.record}
          onClose={close}
          onRemoved={(removed) => {
            close();
            students.update((list) => list.filter((r) => r.id !== removed.id));
            void refreshUser();
          }}
        />
      ) : null}
      {dialog?.mode === 'password' ? <StudentPasswordDialog record={dialog.record} onClose={close} /> : null}
      {dialog?.mode === 'picture' ? (
        <Suspense fallback={null}>
          <PicturePasswordDialog
            student={{
              id: dialog.record.userID,
              name: fullName(dialog.record),
              first: dialog.record.student.first,
              classID: dialog.record.classID,
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {dialog?.mode === 'sync' ? <SyncDetailsDialog record={dialog.record} sync={dialog.sync} onClose={close} /> : null}
      {bulk === 'add' && chosenClass ? (
        <AddStudentsDialog
          cls={chosenClass}
          onClose={() => {
            setBulk(null);
            // The class sizes behind the seat line; not while the dialog still shows the new passwords.
            if (addedStudents.current) void classes.reload();
            addedStudents.current = false;
          }}
          onAdded={() => {
            addedStudents.current = true;
            void students.reload();
            void refreshUser();
          }}
        />
      ) : null}
      {bulk === 'reset' && chosenClass ? (
        <ResetPasswordsDialog
          cls={chosenClass}
          students={picked.map((r) => ({ id: r.userID, name: fullName(r), login: r.student.username ?? r.student.email ?? '' }))}
          onClose={() => setBulk(null)}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
    </>
  );
}
