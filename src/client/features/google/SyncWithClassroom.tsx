import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import {
  classImport,
  getClassesFromGoogle,
  studentImport,
  syncStatus,
  type GoogleClassOption,
  type SyncJob,
} from '../../../shared/api/google';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { googleFailure, needsReauthorization } from './googleFailure';
import { reauthorizeWithGoogle } from './roundTrip';
import { ApiError } from '../../lib/api';
import { googleText as text } from './text';

/** How often the page asks how the sync is going. */
const POLL_MS = 1000;

const REPORT_LABELS: [key: string, label: () => string][] = [
  ['added', () => text.added],
  ['moved', () => text.moved],
  ['kept', () => text.kept],
  ['removed', () => text.removed],
  ['notAdded', () => text.notAdded],
];

/**
 * Sync With Classroom (ACB §2 /classes, §4 Google sync): choose the Google classes, import them,
 * then follow the roster sync the server runs (up to 10 minutes) with a real progress bar. The
 * job lives on the server, so a reload finds it again and goes on showing it.
 */
export function SyncProgress({
  classes,
  dialogOpen,
  onCloseDialog,
  onSynced,
}: {
  classes: ClassInfo[];
  dialogOpen: boolean;
  onCloseDialog: () => void;
  onSynced: () => void;
}) {
  const [job, setJob] = useState<SyncJob | null>(null);
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The job this page saw running (or started): its end is announced once. */
  const watching = useRef<string | null>(null);
  const synced = useRef(onSynced);
  synced.current = onSynced;

  const follow = useCallback(async () => {
    try {
      const latest = await call(syncStatus, {}, { background: true });
      setJob(latest);
      if (latest?.status === 'running') {
        watching.current = latest.id;
        polling.current = setTimeout(() => void follow(), POLL_MS);
        return;
      }
      if (latest && watching.current === latest.id) {
        watching.current = null;
        if (latest.status === 'done') {
          toast.success(text.syncFinishedToast);
          synced.current();
        } else if (latest.error && /refresh error|invalid_grant/.test(latest.error)) {
          void reauthorizeWithGoogle();
        }
      }
    } catch (err) {
      // A passing network failure: try again; the job goes on on the server either way.
      if (err instanceof ApiError && (err.isOffline || err.isTimeout)) polling.current = setTimeout(() => void follow(), POLL_MS * 5);
    }
  }, []);

  useEffect(() => {
    // On arrival (or after a reload) a running sync is picked up again; a finished one is only shown.
    void follow();
    return () => {
      if (polling.current) clearTimeout(polling.current);
    };
  }, [follow]);

  const started = (first: SyncJob) => {
    watching.current = first.id;
    setJob(first);
    onCloseDialog();
    if (polling.current) clearTimeout(polling.current);
    polling.current = setTimeout(() => void follow(), POLL_MS / 2);
  };

  return (
    <>
      {job ? <SyncStatusPanel job={job} onDismiss={job.status === 'running' ? undefined : () => setJob(null)} /> : null}
      {dialogOpen ? <SyncDialog classes={classes} onClose={onCloseDialog} onStarted={started} running={job?.status === 'running'} /> : null}
    </>
  );
}

function SyncStatusPanel({ job, onDismiss }: { job: SyncJob; onDismiss?: () => void }) {
  const total = job.classesTotal + job.studentsTotal;
  const done = job.classesDone + job.studentsDone;
  const running = job.status === 'running';
  return (
    <section className={`notice ${job.status === 'failed' ? 'notice-error' : ''}`} aria-labelledby="sync-heading">
      <h2 id="sync-heading">{running ? text.syncing : job.status === 'done' ? text.syncFinished : text.syncFailed}</h2>
      <div className="sync-progress">
        <progress
          max={Math.max(total, 1)}
          value={running ? done : Math.max(total, 1)}
          aria-label={text.syncProgress}
          aria-valuetext={text.progressValue(job.classesDone, job.classesTotal, job.studentsDone, job.studentsTotal)}
        />
        <p role="status" aria-live="polite">
          {text.progressCounts(job.classesDone, job.classesTotal, job.studentsDone, job.studentsTotal)}
        </p>
      </div>
      {running ? <p className="muted">{text.takesMinutes}</p> : null}
      {job.error ? <p className="field-error">{job.error}</p> : null}
      {!running ? (
        <ul className="sync-report">
          {REPORT_LABELS.filter(([key]) => (job.report[key]?.length ?? 0) > 0).map(([key, label]) => (
            <li key={key}>
              <details>
                <summary>{text.reportLine(label(), job.report[key]!.length)}</summary>
                <ul>
                  {job.report[key]!.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {onDismiss ? (
        <Button variant="ghost" onClick={onDismiss}>
          {text.dismiss}
        </Button>
      ) : null}
    </section>
  );
}

function SyncDialog({
  classes,
  onClose,
  onStarted,
  running,
}: {
  classes: ClassInfo[];
  onClose: () => void;
  onStarted: (job: SyncJob) => void;
  running: boolean;
}) {
  const [options, setOptions] = useState<GoogleClassOption[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    call(getClassesFromGoogle)
      .then((list) => {
        setOptions(list);
        setChosen(new Set(list.filter((o) => o.imported).map((o) => o.value)));
      })
      .catch((err: unknown) => {
        googleFailure('load your Google Classroom classes', err);
        if (!needsReauthorization(err)) onClose();
      });
  }, [onClose]);

  const values = [...chosen];
  // The classes a sync would remove: every class of the teacher not among the chosen Google classes.
  const leaving = classes.filter((c) => !c.googleCourseID || !chosen.has(c.googleCourseID));

  async function sync() {
    if (values.length === 0) return;
    setSending(true);
    try {
      await call(classImport, { body: values });
      onStarted(await call(studentImport, { body: values }));
    } catch (err) {
      googleFailure('sync with Google Classroom', err);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.syncTitle} description={text.syncLead}>
      {options === null ? (
        <p role="status">{text.loadingGoogleClasses}</p>
      ) : options.length === 0 ? (
        <p>{text.noGoogleClasses}</p>
      ) : (
        <fieldset className="fieldset">
          <legend>{text.yourGoogleClasses}</legend>
          <ul className="google-class-list">
            {options.map((o) => (
              <li key={o.value}>
                <CheckboxField
                  label={o.section ? `${o.name} (${o.section})` : o.name}
                  checked={chosen.has(o.value)}
                  onChange={(e) =>
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(o.value);
                      else next.delete(o.value);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {values.length === 0 && options?.length ? <p className="field-hint">{text.selectOne}</p> : null}
      {values.length > 0 && leaving.length > 0 ? (
        <p className="notice notice-warning">{text.classesLeaving(leaving.map((c) => c.name).join(', '))}</p>
      ) : null}
      {running ? <p className="field-hint">{text.syncRunning}</p> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button onClick={() => void sync()} busy={sending} disabled={values.length === 0 || running}>
          {text.sync}
        </Button>
      </div>
    </Dialog>
  );
}
