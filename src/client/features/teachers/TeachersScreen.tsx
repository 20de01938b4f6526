import { useMemo, useState } from 'react';
import type { SubTeacher } from '../../../shared/api/teachers';
import { calculatedPlans, seatSummary } from '../../../shared/domain/superTeacher';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadState';
import { useSession } from '../../lib/useSession';
import { RemoveTeacherDialog } from './RemoveTeacherDialog';
import { SeatSummary } from './SeatSummary';
import { SetPasswordDialog } from './SetPasswordDialog';
import { SubTeacherTable } from './SubTeacherTable';
import { TeacherDialog } from './TeacherDialog';
import { useSubTeachers } from './useSubTeachers';
import { useLanguage } from '../../i18n/language';
import { teachersText as text } from './text';
import './teachers.css';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; teacher: SubTeacher }
  | { kind: 'password'; teacher: SubTeacher }
  | { kind: 'remove'; teacher: SubTeacher };

/** /teachers, Manage Teachers (ACB §2): the group's seats and its teachers. */
export function TeachersScreen() {
  useLanguage();
  const { user } = useSession();
  const list = useSubTeachers();
  const [open, setOpen] = useState<Open | null>(null);
  const loaded = list.status === 'ready' || list.teachers.length > 0;

  // Counted from the list on screen, so the seats and the rows never disagree.
  const plans = useMemo(
    () =>
      calculatedPlans(
        user?.superTeacherPlans ?? [],
        list.teachers.map((t) => t.plan),
      ),
    [user?.superTeacherPlans, list.teachers],
  );
  const seats = seatSummary(user?.superTeacherPlans ?? [], list.teachers.length);
  const groupIDs = useMemo(() => new Set(list.teachers.map((t) => t.id)), [list.teachers]);

  const close = () => setOpen(null);
  const changed = () => {
    setOpen(null);
    void list.reload();
  };

  return (
    <>
      <div className="page-heading">
        <h1>{text.title}</h1>
        <Button onClick={() => setOpen({ kind: 'add' })}>{text.addTeacher}</Button>
      </div>

      {list.status === 'failed' ? (
        <LoadFailed
          className="teachers-notice"
          lead={text.loadFailed}
          action="load teachers"
          error={list.error}
          onRetry={() => void list.reload()}
        />
      ) : null}

      {loaded ? (
        <>
          <SeatSummary seats={seats} plans={plans} />
          <section className="teachers-list" aria-label={text.teachersRegion} aria-busy={list.status === 'loading'}>
            {list.teachers.length > 0 ? (
              <SubTeacherTable
                teachers={list.teachers}
                onEdit={(teacher) => setOpen({ kind: 'edit', teacher })}
                onSetPassword={(teacher) => setOpen({ kind: 'password', teacher })}
                onRemove={(teacher) => setOpen({ kind: 'remove', teacher })}
              />
            ) : (
              <div className="notice empty-state">
                <p>{text.noTeachers}</p>
              </div>
            )}
          </section>
        </>
      ) : list.status === 'loading' ? (
        <p className="muted">{text.loading}</p>
      ) : null}

      {open?.kind === 'add' ? <TeacherDialog groupIDs={groupIDs} onClose={close} onSaved={changed} /> : null}
      {open?.kind === 'edit' ? (
        <TeacherDialog key={open.teacher.id} editing={open.teacher} groupIDs={groupIDs} onClose={close} onSaved={changed} />
      ) : null}
      {open?.kind === 'password' ? <SetPasswordDialog teacher={open.teacher} onClose={close} /> : null}
      {open?.kind === 'remove' ? (
        <RemoveTeacherDialog
          teacher={open.teacher}
          receivers={[
            ...(user ? [{ id: user.id, name: text.me(user.first, user.last) }] : []),
            ...list.teachers.filter((t) => t.id !== open.teacher.id).map((t) => ({ id: t.id, name: `${t.first} ${t.last}` })),
          ]}
          onClose={close}
          onRemoved={changed}
          onMoved={() => void list.reload()}
        />
      ) : null}
    </>
  );
}
