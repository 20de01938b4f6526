import { useState } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { useSession } from '../auth/useSession';
import { ClassCard } from './ClassCard';
import { ClassDialog } from './ClassDialog';
import { useClasses } from './useClasses';

type DialogTarget = { mode: 'add' } | { mode: 'edit'; classInfo: ClassInfo };

/** The teacher dashboard: one card per class, add and rename (ACB §2 /classes). */
export function ClassesScreen() {
  const { user } = useSession();
  const classes = useClasses();
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const active = user?.isActive === true;
  // Google-imported classes are managed in Google Classroom; adding by hand stops then.
  const canAdd = active && !classes.classes.some((c) => c.googleCourseID);

  return (
    <>
      <div className="page-heading">
        <h1>My Classes</h1>
        {canAdd ? <Button onClick={() => setDialog({ mode: 'add' })}>Add Class</Button> : null}
      </div>

      <section aria-label="Classes" aria-busy={classes.status === 'loading'}>
        {classes.status === 'failed' ? (
          <div className="notice notice-error" role="alert">
            <p>We couldn't load your classes. {failureMessage('load classes', classes.error)}</p>
            <Button variant="secondary" onClick={() => void classes.reload()}>
              Try again
            </Button>
          </div>
        ) : null}
        {classes.status === 'loading' && classes.classes.length === 0 ? <p className="muted">Loading your classes…</p> : null}
        {classes.status === 'ready' && classes.classes.length === 0 ? (
          <div className="notice empty-state">
            <p>You have no classes yet. Add your first class to get a class code for your students.</p>
          </div>
        ) : null}
        {classes.classes.length > 0 ? (
          <div className="card-grid">
            {classes.classes.map((c) => (
              <ClassCard
                key={c.id}
                classInfo={c}
                onEdit={active ? () => setDialog({ mode: 'edit', classInfo: c }) : undefined}
              />
            ))}
          </div>
        ) : null}
      </section>

      {dialog ? (
        <ClassDialog
          key={dialog.mode === 'edit' ? dialog.classInfo.id : 'new'}
          editing={dialog.mode === 'edit' ? dialog.classInfo : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void classes.reload();
          }}
        />
      ) : null}
    </>
  );
}
