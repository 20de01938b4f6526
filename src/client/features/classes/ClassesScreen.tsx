import { lazy, Suspense, useState } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import type { ResetType } from '../../../shared/api/quizzes';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadState';
import { ResetClassDialog } from '../../ui/ResetClassDialog';
import { useSession } from '../../lib/useSession';
import { ClassCard } from './ClassCard';
import { ClassDialog } from './ClassDialog';
import { DeleteClassDialog } from './DeleteClassDialog';
import { InviteDialog } from './InviteDialog';
import { freeSeats, StudentSeats } from '../../ui/StudentSeats';
import { ResetAllClassesDialog } from './ResetAllClassesDialog';
import { refreshUser } from '../../lib/session';
import { useClasses } from './useClasses';
import { useGoogleEnabled } from '../google/googleSettings';
import { SyncProgress } from '../google/SyncWithClassroom';
import { useLanguage } from '../../i18n/language';
import { classesText } from './text';
import { NeedsHelpPanel } from '../progress/NeedsHelpPanel';
import './classes.css';

// Kiosk pins (issue 14) load when the dialog is first opened.
const PinDeviceDialog = lazy(() => import('../kiosk/PinDeviceDialog').then((m) => ({ default: m.PinDeviceDialog })));

type DialogTarget =
  | { mode: 'add' }
  | { mode: 'edit'; classInfo: ClassInfo }
  | { mode: 'invite'; classInfo: ClassInfo }
  | { mode: 'pin'; classInfo: ClassInfo }
  | { mode: 'delete'; classInfo: ClassInfo }
  | { mode: 'reset'; classInfo: ClassInfo; type: ResetType }
  | { mode: 'resetAll' }
  | { mode: 'sync' };

/**
 * The teacher dashboard: one card per class; add, rename, delete, invite, reset a class's
 * pre-tests or post-evaluations, and reset them in all classes at once (ACB §2 /classes, §7).
 */
export function ClassesScreen() {
  useLanguage();
  const { user } = useSession();
  const classes = useClasses();
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const active = user?.isActive === true;
  // Google-imported classes are managed in Google Classroom; adding by hand stops then.
  const hasGoogleClasses = classes.classes.some((c) => c.googleCourseID);
  const canAdd = active && !hasGoogleClasses;
  const google = useGoogleEnabled();
  // Sync With Classroom: for teachers who sign in with Google (registered with it, or linked it).
  const canSync = google && active && user !== null && (user.socialType === 'google' || user.googleLinked);
  const close = () => setDialog(null);
  const usedSeats = classes.classes.reduce((sum, c) => sum + c.classSize, 0);
  const seatsFull = user ? freeSeats(user, usedSeats) === 0 : false;

  return (
    <>
      <div className="page-heading">
        <h1>{classesText.title}</h1>
        <div className="page-heading-actions">
          {active && classes.classes.length > 0 ? (
            <Button variant="secondary" onClick={() => setDialog({ mode: 'resetAll' })}>
              {classesText.resetAllClasses}
            </Button>
          ) : null}
          {canSync ? (
            <Button variant="secondary" onClick={() => setDialog({ mode: 'sync' })}>
              {classesText.syncWithClassroom}
            </Button>
          ) : null}
          {canAdd ? <Button onClick={() => setDialog({ mode: 'add' })}>{classesText.addClass}</Button> : null}
        </div>
      </div>
      {canSync ? (
        <SyncProgress
          classes={classes.classes}
          dialogOpen={dialog?.mode === 'sync'}
          onCloseDialog={close}
          onSynced={() => {
            void classes.reload();
            void refreshUser();
          }}
        />
      ) : null}

      {user && classes.status === 'ready' ? <StudentSeats user={user} used={usedSeats} /> : null}

      {/* Issue 29: who needs help this week, per class, each a link to act. */}
      {classes.status === 'ready' && classes.classes.length > 0 ? <NeedsHelpPanel classes={classes.classes} /> : null}
      <section aria-label={classesText.classesRegion} aria-busy={classes.status === 'loading'}>
        {classes.status === 'failed' ? (
          <LoadFailed lead={classesText.loadFailed} action="load classes" error={classes.error} onRetry={() => void classes.reload()} />
        ) : null}
        {classes.status === 'loading' && classes.classes.length === 0 ? <p className="muted">{classesText.loading}</p> : null}
        {classes.status === 'ready' && classes.classes.length === 0 ? (
          <div className="notice empty-state">
            <p>{classesText.noClasses}</p>
          </div>
        ) : null}
        {classes.classes.length > 0 ? (
          <div className="card-grid">
            {classes.classes.map((c) => (
              <ClassCard
                key={c.id}
                classInfo={c}
                actions={
                  active
                    ? {
                        onInvite: () => setDialog({ mode: 'invite', classInfo: c }),
                        onPinDevice: () => setDialog({ mode: 'pin', classInfo: c }),
                        onEdit: () => setDialog({ mode: 'edit', classInfo: c }),
                        onDelete: () => setDialog({ mode: 'delete', classInfo: c }),
                        onReset: (type) => setDialog({ mode: 'reset', classInfo: c, type }),
                      }
                    : undefined
                }
              />
            ))}
          </div>
        ) : null}
      </section>

      {dialog?.mode === 'add' || dialog?.mode === 'edit' ? (
        <ClassDialog
          key={dialog.mode === 'edit' ? dialog.classInfo.id : 'new'}
          editing={dialog.mode === 'edit' ? dialog.classInfo : undefined}
          nameLocked={hasGoogleClasses}
          onClose={close}
          onSaved={() => {
            close();
            void classes.reload();
          }}
        />
      ) : null}
      {dialog?.mode === 'invite' ? <InviteDialog classInfo={dialog.classInfo} seatsFull={seatsFull} onClose={close} /> : null}
      {dialog?.mode === 'pin' ? (
        <Suspense fallback={null}>
          <PinDeviceDialog classInfo={dialog.classInfo} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.mode === 'reset' ? (
        <ResetClassDialog
          classID={dialog.classInfo.id}
          className={dialog.classInfo.name}
          type={dialog.type}
          onClose={close}
          onDone={close}
        />
      ) : null}
      {dialog?.mode === 'resetAll' ? <ResetAllClassesDialog classCount={classes.classes.length} onClose={close} /> : null}
      {dialog?.mode === 'delete' ? (
        <DeleteClassDialog
          classInfo={dialog.classInfo}
          onClose={close}
          onDeleted={() => {
            close();
            void classes.reload();
            void refreshUser();
          }}
        />
      ) : null}
    </>
  );
}
