import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '../../../shared/api/auth';
import { readPreferences, savePreferences, type Preferences } from '../../../shared/api/preferences';
import { ApiError, call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { useSession } from '../../lib/useSession';

/**
 * A user's read-aloud setting (issue 14): listen buttons on or off, and the reading speed. Kept
 * on the account (`POST /user/preferences`, so it follows the student to another device) and
 * mirrored on this device per user, so it holds offline: a change made offline is used at once
 * and sent when the server can be reached again.
 */
export type ReadAloudSettings = NonNullable<Preferences['readAloud']>;

/** A user who never chose: listen buttons on, normal speed. */
export const DEFAULT_READ_ALOUD: ReadAloudSettings = { enabled: true, rate: 1 };

/** The device's copy; `pending` until the account has it. */
export interface ReadAloudMirror extends ReadAloudSettings {
  pending: boolean;
}

const storageKey = (userID: string) => `sentence-lab.readAloud.${userID}`;

/** The setting in use: a change not yet on the account, else the account's, else the device's last copy, else the default. */
export function resolveReadAloud(account: unknown, mirror: ReadAloudMirror | null): ReadAloudSettings {
  if (mirror?.pending) return { enabled: mirror.enabled, rate: mirror.rate };
  const fromAccount = readPreferences({ readAloud: account }).readAloud;
  if (fromAccount) return fromAccount;
  return mirror ? { enabled: mirror.enabled, rate: mirror.rate } : DEFAULT_READ_ALOUD;
}

/** Reads the device's copy leniently: anything malformed counts as none. */
export function parseMirror(raw: string | null): ReadAloudMirror | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { pending?: unknown };
    const settings = readPreferences({ readAloud: value }).readAloud;
    return settings ? { ...settings, pending: value.pending === true } : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  listeners.forEach((l) => l());
};

function readMirror(userID: string): ReadAloudMirror | null {
  try {
    return parseMirror(localStorage.getItem(storageKey(userID)));
  } catch {
    return null;
  }
}

function writeMirror(userID: string, mirror: ReadAloudMirror) {
  try {
    localStorage.setItem(storageKey(userID), JSON.stringify(mirror));
  } catch {
    // Private mode or full storage: the account still keeps the setting.
  }
  changed();
}

const same = (a: ReadAloudSettings, b: ReadAloudSettings) => a.enabled === b.enabled && a.rate === b.rate;

/** Calls that cannot reach the server: the change waits on this device. */
const unreachable = (err: unknown) => err instanceof ApiError && (err.isOffline || err.isTimeout || err.status >= 500);

let sending: Promise<unknown> | null = null;

/** Sends the device's waiting change to the account; the answer becomes the session's user. */
async function send(userID: string, settings: ReadAloudSettings): Promise<'saved' | 'waiting'> {
  try {
    const saved = await call(savePreferences, { body: { readAloud: settings } }, { background: true });
    const now = readMirror(userID);
    // A newer change made meanwhile stays waiting for its own send.
    if (!now || same(now, settings)) writeMirror(userID, { ...settings, pending: false });
    await replaceUser(saved);
    return 'saved';
  } catch (err) {
    if (unreachable(err)) return 'waiting';
    // Refused for good (it cannot be, with a valid rate): the account's value comes back.
    writeMirror(userID, { ...settings, pending: false });
    throw err;
  }
}

/**
 * Changes the signed-in user's setting: used on this device at once, then saved on the account.
 * 'waiting' means offline: it is sent when the app next reaches the server.
 */
export function saveReadAloud(user: User, settings: ReadAloudSettings): Promise<'saved' | 'waiting'> {
  writeMirror(user.id, { ...settings, pending: true });
  const sent = send(user.id, settings);
  sending = sent.finally(() => void (sending = null));
  return sent;
}

/** A change made offline goes to the account once the network is back (or on the next start). */
function sendWaiting(user: User) {
  const mirror = readMirror(user.id);
  if (!mirror?.pending || sending) return;
  sending = send(user.id, { enabled: mirror.enabled, rate: mirror.rate })
    .catch(() => undefined)
    .finally(() => void (sending = null));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key?.startsWith('sentence-lab.readAloud.') && changed();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

/** The signed-in user's setting, kept up to date (DEFAULT_READ_ALOUD when signed out). */
export function useReadAloudSettings(): ReadAloudSettings {
  const { user } = useSession();
  useSyncExternalStore(subscribe, () => version);
  const mirror = user ? readMirror(user.id) : null;
  const account = user?.preferences?.readAloud;
  const settings = user ? resolveReadAloud(account, mirror) : DEFAULT_READ_ALOUD;

  useEffect(() => {
    if (!user) return;
    const copy = readMirror(user.id);
    if (copy?.pending) {
      sendWaiting(user);
      const retry = () => sendWaiting(user);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }
    // Keep the device's copy of the account's setting, for a start without the network.
    const fromAccount = readPreferences({ readAloud: account }).readAloud;
    if (fromAccount && (!copy || !same(copy, fromAccount))) writeMirror(user.id, { ...fromAccount, pending: false });
    return undefined;
  }, [user, account, mirror?.pending]);

  return settings;
}
