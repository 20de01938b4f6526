import { logout, type User } from '../../shared/api/auth';
import { getAllBadges, getAllCourses, getAllLessons, getLesson, getLessonsByCourse, getQuizzesOfLesson } from '../../shared/api/content';
import { getCustomLessons } from '../../shared/api/customLessons';
import { getEarnedBadges, getQuizResults } from '../../shared/api/quizzes';
import { RoleID } from '../../shared/domain/roles';
import { call } from '../lib/api';
import { localDb } from '../lib/localDb';
import { getSession, LOGOUT_WAIT_MS, sessionReady, setSessionHooks } from '../lib/session';
import { clearContentCache } from '../lib/useLoaded';
import { onBackOnline, watchBrowserEvents } from './connectivity';
import { dropOwner, ownerForUser } from './contentCache';
import { ensureDeliveryKey, usableDeliveryKey } from './deliveryKey';
import { drainNow, outbox, startOutbox } from './outbox-client';

/** Content is loaded ahead at most this often per user (the copies last an hour). */
const PREFETCH_EVERY_MS = 50 * 60 * 1000;
const PREFETCH_PARALLEL = 2;
/** Loading ahead happens behind the student's back: no loading overlay. */
const QUIET = { background: true } as const;

async function inParallel(tasks: Array<() => Promise<unknown>>, width: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** On a first visit the worker is still installing: the prefetch waits this long for it. */
const WORKER_WAIT_MS = 30_000;

/**
 * Resolves true once a service worker controls this page (only then do its calls reach the
 * worker, which keeps the copies), false when none does within `timeoutMs`.
 */
function workerControls(timeoutMs: number): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  const sw = navigator.serviceWorker;
  if (sw.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', done);
      resolve(sw.controller !== null);
    };
    const timer = setTimeout(done, timeoutMs);
    sw.addEventListener('controllerchange', done);
  });
}

/**
 * Loads all course, lesson and quiz content of the student's class (and their quiz states and
 * badges) so the service worker holds a copy: a whole lesson can then be done offline.
 */
export async function prefetchContent(user: User): Promise<void> {
  if (user.roleID !== RoleID.Student || !user.isActive) return;
  const stampKey = `prefetchedAt:${user.id}`;
  const last = (await localDb.meta.get(stampKey).catch(() => undefined))?.value;
  if (typeof last === 'number' && Date.now() - last < PREFETCH_EVERY_MS) return;
  // Calls that bypass the worker leave no copy: a prefetch before it controls the page (a first
  // visit) would be wasted and, stamped, not repeated for 50 minutes.
  if (!(await workerControls(WORKER_WAIT_MS))) return;
  const stillSignedIn = () => getSession().user?.id === user.id;

  const classID = user.classes[0]?.id;
  // `call`, not the page's in-memory `contentCall`: an answer the page already holds from before
  // the worker took over would never reach the worker, and no copy would be kept.
  const [courses, lessons, switches] = await Promise.all([
    call(getAllCourses, undefined, QUIET),
    call(getAllLessons, undefined, QUIET),
    classID ? call(getCustomLessons, { query: { classID } }, QUIET).catch(() => []) : Promise.resolve([]),
    call(getAllBadges, undefined, QUIET).catch(() => []),
    call(getEarnedBadges, undefined, QUIET).catch(() => []),
  ]);
  const disabled = new Set(switches.filter((s) => !s.lessonEnabled).map((s) => s.lessonID));
  const tasks: Array<() => Promise<unknown>> = [
    ...courses.map((c) => () => call(getLessonsByCourse, { query: { courseID: c.id } }, QUIET)),
    ...lessons
      .filter((l) => !disabled.has(l.id))
      .flatMap((l) => [
        () => call(getLesson, { params: { id: l.id } }, QUIET),
        () => call(getQuizzesOfLesson, { query: { lessonID: l.id } }, QUIET),
        () => call(getQuizResults, { query: { lessonID: l.id } }, QUIET),
      ]),
  ].map((task) => () => (stillSignedIn() ? task() : Promise.resolve()));
  await inParallel(tasks, PREFETCH_PARALLEL);
  if (stillSignedIn()) await localDb.meta.put({ key: stampKey, value: Date.now() }).catch(() => undefined);
}

/** Clears what this tab keeps for a user: in-progress quizzes, diagnostics and results in sessionStorage. */
function forgetTabState(userID: string) {
  try {
    for (const key of Object.keys(sessionStorage)) if ((key.startsWith('sentencelab.') || key.startsWith('sentence-lab:')) && key.includes(userID)) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing kept.
  }
}

/** Starts the offline layer: outbox triggers, connectivity, and what sign-in and sign-out do. */
export function startOffline(): void {
  watchBrowserEvents();
  setSessionHooks({
    async signedIn(user, apiKey) {
      await outbox.reauthorize(user.id, apiKey);
      void drainNow(true);
      void ensureDeliveryKey();
      void prefetchContent(user).catch(() => undefined);
    },
    async signingOut(user, apiKey, revoke) {
      let delivering: Promise<unknown> = Promise.resolve();
      // The student's unsent answers, and the revoke behind them, go out with the delivery key,
      // so the session key does not stay on this (perhaps shared) machine.
      const deliveryKey = await usableDeliveryKey(apiKey);
      const handedOver = deliveryKey
        ? await outbox.handOver(user.id, apiKey, deliveryKey, { signOut: revoke }).then(() => true, () => false)
        : false;
      if (handedOver) delivering = drainNow(true);
      else if (revoke) {
        // No delivery key (a session from before them that has not been online since): the revoke
        // waits behind this student's unsent answers, which go out with the session key.
        const queued = await outbox
          .enqueue({ userId: user.id, apiKey, path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' })
          .then(() => true, () => false);
        // Without a local database (some private windows) nothing can be queued: revoke directly.
        if (queued) delivering = drainNow(true);
        else await Promise.race([call(logout).catch(() => undefined), new Promise((r) => setTimeout(r, LOGOUT_WAIT_MS))]);
      }
      clearContentCache();
      forgetTabState(user.id);
      await Promise.all([
        dropOwner(localDb, ownerForUser(user.id)),
        localDb.contentCache.where('owner').startsWith('key:').delete(),
        localDb.meta.delete(`prefetchedAt:${user.id}`),
      ]).catch(() => undefined);
      return { delivering };
    },
  });
  startOutbox();
  onBackOnline(() => void ensureDeliveryKey());
  void sessionReady().then(() => {
    const { user } = getSession();
    if (user) void prefetchContent(user).catch(() => undefined);
    void ensureDeliveryKey();
  });
}
