import type { User } from '../../shared/api/auth';
import type { Endpoint } from '../../shared/api/endpoint';
import { APP_VERSION } from '../../shared/coreMessages';
import { RoleID } from '../../shared/domain/roles';
import { onAnswer } from './api';

/**
 * The client's state snapshot (LA §3; SHL-10, SHL-23): one JSON object in local storage under the
 * key `state`, with the sections the spec lists, saved at most once per second.
 *
 * What fills it: the signed-in user (session.ts), and the answers of the calls that load each
 * section, wherever a screen or the data load makes them (the GET answers api.ts reports, only
 * those asked with the current session's key). A section nothing has loaded yet keeps its empty
 * value. Signing out resets every section at once (no user, no progress table, nothing of the
 * last person's: a shared lab machine).
 *
 * The app itself restarts from the session in IndexedDB and the offline copy (src/client/offline/README.md),
 * not from this snapshot: it is the spec's record of what the device holds, small enough for
 * local storage (content answers over 1 MB are left out rather than filling the quota).
 */
export const STATE_KEY = 'state';
export const SAVE_EVERY_MS = 1000;
/** A section's answer larger than this (in JSON characters) is not copied (local storage holds about 5 MB). */
const MAX_SECTION_CHARS = 1_000_000;

export interface StateSnapshot {
  user: User | null;
  lessons: unknown[];
  courses: unknown[];
  quizzes: unknown[];
  classes: unknown[];
  googleClasses: unknown[];
  quizAnswers: Record<string, unknown>;
  quizView: unknown;
  customLessons: Record<string, unknown>;
  selectedClass: string | null;
  progress: Record<string, unknown>;
  settings: Record<string, unknown>;
  diagnosticQuiz: unknown;
  view: string | null;
  topics: unknown[];
  students: unknown[];
}

const empty = (): StateSnapshot => ({
  user: null,
  lessons: [],
  courses: [],
  quizzes: [],
  classes: [],
  googleClasses: [],
  quizAnswers: {},
  quizView: null,
  customLessons: {},
  selectedClass: null,
  progress: {},
  settings: { version: APP_VERSION },
  diagnosticQuiz: null,
  view: null,
  topics: [],
  students: [],
});

let state: StateSnapshot = empty();
let currentKey: string | null = null;
let lastSaved = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function write() {
  timer = null;
  lastSaved = Date.now();
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify({ ...state, view: location.pathname }));
  } catch {
    // Storage full or blocked: the app does not depend on the snapshot.
  }
}

/** Saves within a second, never more often than once a second. */
function schedule() {
  if (timer) return;
  timer = setTimeout(write, Math.max(0, lastSaved + SAVE_EVERY_MS - Date.now()));
}

const small = (data: unknown) => {
  try {
    return JSON.stringify(data).length <= MAX_SECTION_CHARS;
  } catch {
    return false;
  }
};
const queryOf = (input: unknown) => ((input as { query?: Record<string, unknown> } | undefined)?.query ?? {}) as Record<string, unknown>;
const paramsOf = (input: unknown) => ((input as { params?: Record<string, string> } | undefined)?.params ?? {}) as Record<string, string>;
const keyOf = (input: unknown) => JSON.stringify({ ...paramsOf(input), ...queryOf(input) });

/** Which section a GET answer fills, and how. */
const SECTIONS: Record<string, (s: StateSnapshot, data: unknown, input: unknown) => void> = {
  '/lesson/getall': (s, data) => void (s.lessons = data as unknown[]),
  '/course/getall': (s, data) => void (s.courses = data as unknown[]),
  '/quiz/getentirelist': (s, data) => void (s.quizzes = data as unknown[]),
  '/class/getall': (s, data) => void (s.classes = data as unknown[]),
  '/google/getclassesfromgoogle/': (s, data) => void (s.googleClasses = data as unknown[]),
  '/student/getquizresults': (s, data, input) => void (s.quizAnswers = { ...s.quizAnswers, [keyOf(input)]: data }),
  '/quiz/getall': (s, data, input) => void (s.quizView = { ...queryOf(input), quizzes: data }),
  '/customlesson/getCustomLessons': (s, data, input) => void (s.customLessons = { ...s.customLessons, [keyOf(input)]: data }),
  '/progress/getstudentreport': (s, data, input) => void (s.progress = { ...s.progress, [`student ${keyOf(input)}`]: data }),
  '/progress/studentprogressreport': (s, data, input) => void (s.progress = { ...s.progress, [`report ${keyOf(input)}`]: data }),
  '/progress/getclassreport': (s, data, input) => void (s.progress = { ...s.progress, [`class ${keyOf(input)}`]: data }),
  '/payment/settings': (s, data) => void (s.settings = { ...s.settings, ...(data as object) }),
  '/google/settings': (s, data) => void (s.settings = { ...s.settings, google: data }),
  '/student/getsuperdiagnostic': (s, data) => void (s.diagnosticQuiz = data),
  '/topic/getall': (s, data) => void (s.topics = data as unknown[]),
  '/student/getall': (s, data) => void (s.students = data as unknown[]),
};

function remember(endpoint: Endpoint, input: unknown, data: unknown, key: string | null) {
  // Only answers asked for the signed-in session (a late answer after a sign-out is not kept).
  if (!currentKey || key !== currentKey) return;
  const fill = SECTIONS[endpoint.path];
  if (!fill || !small(data)) return;
  fill(state, data, input);
  schedule();
}

/** What this device kept for this user (a reload, the app opened again), else an empty snapshot. */
function keptFor(userID: string): StateSnapshot {
  try {
    const kept = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as Partial<StateSnapshot> | null;
    if (kept && typeof kept === 'object' && kept.user?.id === userID) return { ...empty(), ...kept, settings: { ...kept.settings, version: APP_VERSION } };
  } catch {
    // Unreadable: start again.
  }
  return empty();
}

let listening = false;

/** The signed-in user and their key (session.ts, whenever the session changes); null: signed out. */
export function snapshotSession(apiKey: string | null, user: User | null): void {
  if (!listening) {
    listening = true;
    onAnswer(remember);
  }
  if (!apiKey || !user) return clearSnapshot();
  if (currentKey !== apiKey || state.user?.id !== user.id) state = currentKey === null ? keptFor(user.id) : empty();
  currentKey = apiKey;
  // Never the session key, whatever the caller passed.
  const { apiKey: _key, ...withoutKey } = user as User & { apiKey?: string };
  state.user = withoutKey;
  // What the user object already says: the classes and, for a student, the class they are in.
  if (state.classes.length === 0 || user.roleID === RoleID.Student) state.classes = user.classes;
  if (user.roleID === RoleID.Student) state.selectedClass = user.classes[0]?.id ?? null;
  schedule();
}

/** The class a teacher chose (Manage Students' class filter). */
export function snapshotSelectedClass(classID: string | null): void {
  if (!currentKey) return;
  state.selectedClass = classID;
  schedule();
}

/** Sign-out: every section back to empty, written at once (not a second later: the next person may be next). */
export function clearSnapshot(): void {
  currentKey = null;
  state = empty();
  if (timer) clearTimeout(timer);
  timer = null;
  lastSaved = Date.now();
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
