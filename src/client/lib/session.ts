import type { User } from '../../shared/api/auth';
import { call, prepareCalls } from './api';
import { getSession, publishSession, SIGNED_OUT, type Session } from './currentSession';
import type { StoredSession } from './localDb';

/** Screens read the session from here; its in-memory state is currentSession.ts. */
export { getSession, subscribeSession, type Session } from './currentSession';

/**
 * The local database (Dexie) is loaded on first use, not with the landing page: it is most of
 * the weight of the signed-in code (issue 13). Reading the stored session needs none of it
 * (readStoredSession below).
 */
const database = () => import('./localDb').then((m) => m.localDb);

/**
 * The auth contract (its schemas and valibot) is loaded with the first call that needs it, not
 * with the landing page, which makes none before the person signs in (issue 13, first load).
 */
const authContract = () => import('../../shared/api/auth');

/** ACB §9: the session is checked 1 s after load. */
export const SESSION_CHECK_DELAY_MS = 1000;
/** Sign-out never waits longer than this for the server to revoke the key. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * What the offline layer does when a session starts or ends (src/client/offline/start.ts
 * registers it): hand a returning student's queued answers their new key; queue the sign-out
 * behind the student's unsent answers and forget what this device cached for them.
 */
export interface SessionHooks {
  signedIn(user: User, apiKey: string): Promise<void>;
  /**
   * Returns once the revoke is queued and nothing queued needs the session key any more
   * (src/client/offline/README.md, "Shared machines"), with what is being delivered meanwhile.
   */
  signingOut(user: User, apiKey: string, revoke: boolean): Promise<{ delivering: Promise<unknown> }>;
}
let hooks: SessionHooks | null = null;
export const setSessionHooks = (h: SessionHooks) => void (hooks = h);

/**
 * The offline layer is loaded after first paint (src/client/main.tsx); `load` loads and starts
 * it, which registers its hooks. A sign-in, a sign-out or a stored session waits for it first, so
 * none can happen before the hooks are there, however early it comes.
 */
let loadHooks: (() => Promise<unknown>) | null = null;
let hooksLoading: Promise<unknown> | null = null;
export const setSessionHooksLoader = (load: () => Promise<unknown>) => void (loadHooks = load);

async function sessionHooks(): Promise<SessionHooks | null> {
  if (!hooks && loadHooks) {
    // A failed load (the chunk could not be fetched) is tried again next time.
    hooksLoading ??= loadHooks().catch(() => void (hooksLoading = null));
    await hooksLoading;
  }
  return hooks;
}

/**
 * The local state snapshot (lib/stateSnapshot.ts; SHL-10, SHL-23) follows the session; its code is
 * loaded with the first session, not with the landing page.
 */
let snapshotting: Promise<unknown> = Promise.resolve();
const snapshot = ({ apiKey, user }: Session) =>
  (snapshotting = import('./stateSnapshot').then((m) => m.snapshotSession(apiKey, user)).catch(() => undefined));

function set(next: Session) {
  publishSession(next);
  void snapshot(next);
}

async function persist() {
  const { apiKey, user } = getSession();
  if (!apiKey || !user) return;
  try {
    const localDb = await database();
    await localDb.transaction('rw', localDb.session, async () => {
      const stored = await localDb.session.get('current');
      const deliveryKey = stored?.apiKey === apiKey ? stored.deliveryKey : undefined;
      await localDb.session.put({
        id: 'current',
        apiKey,
        user,
        savedAt: new Date().toISOString(),
        ...(deliveryKey ? { deliveryKey } : {}),
      });
    });
  } catch {
    // Without IndexedDB (some private windows) the session simply lasts until the tab closes.
  }
}

/** The name of the database of src/client/lib/localDb.ts (`new LocalDb()`). */
const DB_NAME = 'sentence-lab';

/**
 * The stored session, read with IndexedDB itself rather than Dexie, so the landing page can tell
 * whether someone is signed in without loading the database code. Never creates the database (a
 * first visit has none: the open's upgrade is aborted) and closes its connection at once, so it
 * never stands in the way of Dexie's schema upgrades. Rejects when the database is not readable
 * this way (no session table yet); the caller then asks Dexie.
 */
function readStoredSession(): Promise<StoredSession | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onupgradeneeded = () => {
      // No database yet, hence no session; aborting leaves none behind for Dexie to find.
      open.transaction?.abort();
    };
    open.onerror = (event) => {
      event.preventDefault();
      if (open.error?.name === 'AbortError') resolve(undefined);
      else reject(open.error ?? new Error('IndexedDB did not open'));
    };
    open.onsuccess = () => {
      const db = open.result;
      db.onversionchange = () => db.close();
      try {
        const read = db.transaction('session', 'readonly').objectStore('session').get('current');
        read.onsuccess = () => resolve(read.result as StoredSession | undefined);
        read.onerror = () => reject(read.error ?? new Error('IndexedDB read failed'));
      } catch (error) {
        reject(error);
      } finally {
        // Takes effect once the read's transaction is done.
        db.close();
      }
    };
  });
}

async function loadStored() {
  try {
    const row = await readStoredSession().catch(async () => (await database()).session.get('current'));
    // A sign-in that finished while this read was under way wins over the stored row.
    if (row && !getSession().apiKey) set({ apiKey: row.apiKey, user: row.user });
  } catch {
    // Unreadable local database: start signed out rather than not at all.
  }
  // A signed-in user's screens may queue writes: the offline layer is started before any shows.
  if (getSession().apiKey) {
    // Its screens call the server at once: the calls' code loads beside the offline layer's.
    prepareCalls();
    await sessionHooks();
  }
}

let readyPromise: Promise<void> | null = null;
/** Resolves once the stored session (if any) is in memory; route guards await it. */
export const sessionReady = (): Promise<void> => (readyPromise ??= loadStored());

const withoutKey = ({ apiKey: _ignored, ...user }: User): User => user;

/** The data load (ACB §4; lib/dataLoad.ts, loaded when wanted: not part of the landing page). */
const dataLoad = (user: User, force: boolean) =>
  void import('./dataLoad').then((m) => m.dataLoadAfter(withoutKey(user), { force })).catch(() => undefined);

/** Keeps the session that login or registration started; the answer must carry its key. */
export async function signIn(user: User): Promise<void> {
  if (!user.apiKey) throw new Error('The server did not start a session. Please try again.');
  set({ apiKey: user.apiKey, user: withoutKey(user) });
  await persist();
  await (await sessionHooks())?.signedIn(withoutKey(user), user.apiKey).catch(() => undefined);
  dataLoad(user, true);
}

/** A fresh copy of the user from the server replaces the stored one; the key stays. */
export async function replaceUser(user: User): Promise<void> {
  const { apiKey, user: was } = getSession();
  if (!apiKey) return;
  const wasActive = was?.isActive ?? false;
  set({ apiKey, user: withoutKey(user) });
  await persist();
  // An account that just became active (a payment) loads its data.
  if (!wasActive && user.isActive) dataLoad(user, true);
}

export type DeliveryKey = NonNullable<StoredSession['deliveryKey']>;

/** The delivery key kept beside this session, if any. */
export async function storedDeliveryKey(apiKey: string): Promise<DeliveryKey | null> {
  const row = await database()
    .then((localDb) => localDb.session.get('current'))
    .catch(() => undefined);
  return row?.apiKey === apiKey ? (row.deliveryKey ?? null) : null;
}

/** Keeps a delivery key beside its session (not if another session took its place meanwhile). */
export async function keepDeliveryKey(apiKey: string, deliveryKey: DeliveryKey): Promise<void> {
  const localDb = await database();
  await localDb.session
    .where('id')
    .equals('current')
    .modify((row) => {
      if (row.apiKey === apiKey) row.deliveryKey = deliveryKey;
    });
}

/** Fetches the user again (classes, seat counts and flags change with what the user does). */
export async function refreshUser(): Promise<void> {
  const key = getSession().apiKey;
  if (!key) return;
  try {
    const user = await call((await authContract()).checkSession);
    if (getSession().apiKey === key) {
      await replaceUser(user);
      dataLoad(user, false);
    }
  } catch {
    // Offline or timed out: keep the stored user so the app still starts without a network.
    // A 401 is handled where every call's 401 is (onUnauthorized).
  }
}

/** Loads the stored session, then checks it with the server a second later. */
export function startSession(): void {
  void sessionReady().then(() => setTimeout(() => void refreshUser(), SESSION_CHECK_DELAY_MS));
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Ends the session on this device. `revoke` asks the server to drop the key: through the
 * outbox when the offline layer runs (after the student's unsent answers), else directly (its
 * failure is ignored: the device forgets the key either way).
 */
/** Keys whose sign-out has begun here: whoever began it also decides where the page goes next. */
const ending = new Set<string>();
export const signOutBegun = (apiKey: string) => ending.has(apiKey);

export async function signOut({ revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  const { apiKey, user } = getSession();
  if (apiKey) ending.add(apiKey);
  try {
    await endSession(apiKey, user, revoke);
  } finally {
    if (apiKey) ending.delete(apiKey);
  }
}

async function endSession(apiKey: string | null, user: User | null, revoke: boolean): Promise<void> {
  let delivering: Promise<unknown> = Promise.resolve();
  const offline = apiKey && user ? await sessionHooks() : null;
  if (apiKey && user && offline) {
    delivering = (await offline.signingOut(user, apiKey, revoke).catch(() => null))?.delivering ?? delivering;
  } else if (revoke && apiKey) {
    await Promise.race([
      authContract()
        .then((auth) => call(auth.logout))
        .catch(() => undefined),
      wait(LOGOUT_WAIT_MS),
    ]);
  }
  // Forgotten before waiting for the delivery: at a kiosk the next person may close the window at once.
  set(SIGNED_OUT);
  // The snapshot holds no user and no progress table from here on (SHL-10).
  await snapshotting;
  try {
    await (await database()).session.delete('current');
  } catch {
    // Nothing more to do: the key is gone from memory and the server was asked to revoke it.
  }
  await Promise.race([delivering, wait(LOGOUT_WAIT_MS)]);
}
