import { logout, type User } from '../../shared/api/auth';
import { getOfflineCopy, type OfflineCopy } from '../../shared/api/offline';
import { RoleID } from '../../shared/domain/roles';
import { afterFirstPaint } from '../lib/afterFirstPaint';
import { ApiError, call } from '../lib/api';
import { localDb } from '../lib/localDb';
import { getSession, LOGOUT_WAIT_MS, sessionReady, setSessionHooks } from '../lib/session';
import { clearContentCache } from '../lib/useLoaded';
import { onBackOnline, watchBrowserEvents } from './connectivity';
import { dropOwner, ownerForUser, refreshCopy, storeCopy } from './contentCache';
import { ensureDeliveryKey, storedSealingKey, usableDeliveryKey } from './deliveryKey';
import { backlog, drainNow, outbox, startOutbox } from './outbox-client';

/** Content is loaded ahead at most this often per user (the copies last an hour). */
const PREFETCH_EVERY_MS = 50 * 60 * 1000;
/** Loading ahead happens behind the student's back: no loading overlay. */
const QUIET = { background: true } as const;

/** The meta row of a user's last offline copy: its ETag and the URLs it held. */
const copyKeyOf = (userID: string) => `offlineCopy:${userID}`;
interface KnownCopy {
  etag: string;
  urls: string[];
}

/** Users whose sign-out has begun: nothing more is written for them, even before the session is gone. */
const leaving = new Set<string>();

/**
 * Loads the student's offline copy (all course, lesson and quiz content of their class, their
 * quiz states and badges) in one request and keeps it in the content cache, so a whole lesson
 * can then be done offline: the service worker answers from these copies when the network fails.
 * The page writes them itself (the same IndexedDB database as the worker), so it need not wait
 * for a worker to control it: on a first visit the copy is there as soon as the worker is.
 * The copy's ETag is kept; the next time it is sent back, and a 304 only restarts the copies' hour.
 */
export async function prefetchContent(user: User): Promise<void> {
  if (user.roleID !== RoleID.Student || !user.isActive) return;
  const stampKey = `prefetchedAt:${user.id}`;
  const last = (await localDb.meta.get(stampKey).catch(() => undefined))?.value;
  if (typeof last === 'number' && Date.now() - last < PREFETCH_EVERY_MS) return;
  const stillSignedIn = () => getSession().user?.id === user.id && !leaving.has(user.id);
  const owner = ownerForUser(user.id);
  const copyKey = copyKeyOf(user.id);
  const stamp = () => localDb.meta.put({ key: stampKey, value: Date.now() }).catch(() => undefined);

  const known = (await localDb.meta.get(copyKey).catch(() => undefined))?.value as KnownCopy | undefined;
  if (known?.etag && Array.isArray(known.urls)) {
    try {
      // `call` sets no request headers: the ETag goes as the endpoint's ifNoneMatch parameter.
      const copy = await call(getOfflineCopy, { query: { ifNoneMatch: known.etag } }, QUIET);
      return await keep(copy);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 304)) throw err;
    }
    if (!stillSignedIn()) return;
    // Unchanged on the server: the copies kept are still right, their hour starts again, unless
    // some are gone (expired and dropped), then the whole copy is asked for again.
    if ((await refreshCopy(localDb, owner, known.urls, Date.now())) === known.urls.length) {
      if (stillSignedIn()) await stamp();
      return;
    }
  }
  await keep(await call(getOfflineCopy, { query: {} }, QUIET));

  async function keep(copy: OfflineCopy) {
    // Checked right before the write: a sign-out that began meanwhile drops this user's copies
    // after it, and the write must not come after that.
    if (!stillSignedIn()) return;
    await storeCopy(localDb, owner, copy.entries, Date.now());
    await localDb.meta.put({ key: copyKey, value: { etag: copy.etag, urls: copy.entries.map((e) => e.url) } satisfies KnownCopy });
    if (stillSignedIn()) await stamp();
    else await Promise.all([dropOwner(localDb, owner), localDb.meta.delete(copyKey)]);
  }
}

/** Clears what this tab keeps for a user: in-progress quizzes, diagnostics and results in sessionStorage. */
function forgetTabState(userID: string) {
  try {
    for (const key of Object.keys(sessionStorage))
      if ((key.startsWith('sentencelab.') || key.startsWith('sentence-lab:')) && key.includes(userID)) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing kept.
  }
}

/** Starts the offline layer: outbox triggers, connectivity, and what sign-in and sign-out do. */
export function startOffline(): void {
  watchBrowserEvents();
  setSessionHooks({
    async signedIn(user, apiKey) {
      leaving.delete(user.id);
      await outbox.reauthorize(user.id, apiKey);
      void drainNow(true);
      void ensureDeliveryKey();
      void prefetchContent(user).catch(() => undefined);
    },
    async signingOut(user, apiKey, revoke) {
      leaving.add(user.id);
      let delivering: Promise<unknown> = Promise.resolve();
      // The student's unsent answers, and the revoke behind them, go out with the delivery key,
      // so the session key does not stay on this (perhaps shared) machine.
      const deliveryKey = await usableDeliveryKey(apiKey);
      // Sealed for the server when this device knows its key (issue 26): then nothing of theirs
      // is left readable here, not even the delivery key; else handed over in the clear, as before.
      const sealingKey = deliveryKey ? await storedSealingKey() : null;
      const deviceID = sealingKey ? await backlog.deviceID().catch(() => null) : null;
      const sealed =
        deliveryKey && sealingKey
          ? await outbox.sealHandOver(user.id, apiKey, deliveryKey, sealingKey, { signOut: revoke, deviceID }).then(
              () => true,
              () => false,
            )
          : false;
      const handedOver =
        sealed ||
        (deliveryKey
          ? await outbox.handOver(user.id, apiKey, deliveryKey, { signOut: revoke }).then(
              () => true,
              () => false,
            )
          : false);
      if (handedOver) delivering = drainNow(true);
      else if (revoke) {
        // No delivery key (a session from before them that has not been online since): the revoke
        // waits behind this student's unsent answers, which go out with the session key.
        const queued = await outbox
          .enqueue({ userId: user.id, apiKey, path: '/user/logout', method: 'GET', label: 'Sign out', kind: 'logout' })
          .then(
            () => true,
            () => false,
          );
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
        localDb.meta.delete(copyKeyOf(user.id)),
      ]).catch(() => undefined);
      return { delivering };
    },
  });
  onBackOnline(() => void ensureDeliveryKey());
  // The outbox's first drain, the offline copy and the delivery key read the local database and
  // ask the server: none of it is needed to show the first screen (issue 13), so it starts in an
  // idle moment after it. Nothing is lost meanwhile: the sign-in and sign-out hooks above are in
  // place, an answer queued meanwhile is kept in the database, and startOutbox's first drain
  // sends whatever waits, however long it has (including while the student was offline).
  afterFirstPaint(() => {
    startOutbox();
    void sessionReady().then(() => {
      const { user } = getSession();
      if (user) void prefetchContent(user).catch(() => undefined);
      void ensureDeliveryKey();
    });
  });
}
