import type { User } from '../../shared/api/auth';
import { getAllCourses, getAllLessons, getEntireQuizList } from '../../shared/api/content';
import { getCustomLessons } from '../../shared/api/customLessons';
import { canStudentTakeSuperDiagnostic } from '../../shared/api/diagnostic';
import { RoleID } from '../../shared/domain/roles';
import { getSession } from './currentSession';
import { contentCall, sharedCall } from './useLoaded';

/**
 * The data load (ACB §4 "Data load", LA §7; SHL-70 to SHL-73): 0.3 s after a sign-in, a
 * registration, the session check or a payment that makes the account active, the quizzes,
 * courses and lessons are loaded (into the screens' shared content answers, useLoaded.ts), and
 * for a student with a class also that class's lesson switches and whether they may take the
 * diagnostic. Skipped for an inactive user, and when this tab loaded them less than an hour ago
 * (the spec's "configured number of hours": the content's hour, LA §9). A student's device also
 * keeps its one-request offline copy (GET /student/offlinecopy, offline/start.ts); these calls
 * are the spec's and warm what the first screens ask for.
 */
export const DATA_LOAD_DELAY_MS = 300;
export const DATA_FRESH_MS = 60 * 60 * 1000;

const QUIET = { background: true } as const;
/** Kept per tab (sessionStorage), like the screens' content answers; a sign-out forgets it (offline/start.ts). */
const stampKey = (userID: string) => `sentencelab.dataLoadedAt.${userID}`;

function loadedAt(userID: string): number | null {
  try {
    const at = Number(sessionStorage.getItem(stampKey(userID)));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

function stamp(userID: string) {
  try {
    sessionStorage.setItem(stampKey(userID), String(Date.now()));
  } catch {
    // No storage: the next trigger loads again.
  }
}

async function run(user: User, force: boolean): Promise<void> {
  // Signed out (or another user signed in) in the meantime: nothing to load for them.
  if (getSession().user?.id !== user.id || !user.isActive) return;
  const last = loadedAt(user.id);
  if (!force && last !== null && Date.now() - last < DATA_FRESH_MS) return;
  // One at a time per user (the sign-in's and the session check's may meet).
  if (running.has(user.id)) return;
  running.add(user.id);
  try {
    await load(user);
  } finally {
    running.delete(user.id);
  }
}

const running = new Set<string>();

async function load(user: User): Promise<void> {
  const classID = user.roleID === RoleID.Student ? user.classes[0]?.id : undefined;
  const loaded = await Promise.allSettled([
    contentCall(getEntireQuizList, undefined, QUIET),
    contentCall(getAllCourses, undefined, QUIET),
    contentCall(getAllLessons, undefined, QUIET),
    // The first screens ask for these too (the dashboard's lesson switches, the header's diagnostic link): one request serves both.
    ...(classID
      ? [sharedCall(getCustomLessons, { query: { classID } }, QUIET), sharedCall(canStudentTakeSuperDiagnostic, undefined, QUIET)]
      : []),
  ]);
  // Fresh only once it has all come (a load cut short by a reload or a failure is made again next time).
  if (loaded.every((r) => r.status === 'fulfilled') && getSession().user?.id === user.id) stamp(user.id);
}

/** Runs the data load 0.3 s from now; `force` (a new session, a payment) ignores the hour. */
export function dataLoadAfter(user: User, { force = false }: { force?: boolean } = {}): void {
  setTimeout(() => void run(user, force).catch(() => undefined), DATA_LOAD_DELAY_MS);
}
