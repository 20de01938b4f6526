/**
 * What a pinned device keeps (issue 14), in localStorage so that the landing page can tell at
 * once, without the local database: the pin key, and which signed-in session is a kiosk one
 * (its idle time and the last input). Small on purpose: the login route reads it.
 */
const PIN_KEY = 'sentence-lab.kiosk.pin';
const SESSION_KEY = 'sentence-lab.kiosk.session';

export interface KioskSession {
  userID: string;
  idleMinutes: number;
  /** Date.now() of the last input the device saw while this student was signed in. */
  lastActivity: number;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked (some private windows): the device simply is not pinned.
  }
}

const DEVICE_KEY = 'sentence-lab.kiosk.device';

/**
 * This device's own random id (issue 26), sent with each kiosk sign-in in X-Kiosk-Device: wrong
 * tries slow down the device they were made on, not the student's other devices of the same pin.
 * Not a secret and grants nothing; made on first use and kept across pins.
 */
export function deviceID(): string {
  const kept = read(DEVICE_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const made = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  write(DEVICE_KEY, made);
  return made;
}

/** The pin key this device keeps, or null when it is not pinned. */
export const pinKey = (): string | null => read(PIN_KEY);
export const isPinned = (): boolean => pinKey() !== null;
export const keepPin = (key: string) => write(PIN_KEY, key);
export const forgetPin = () => {
  write(PIN_KEY, null);
  write(SESSION_KEY, null);
  // The copy of its tiles kept for offline goes with the pin.
  void import('./tileCache').then((m) => m.forgetTiles());
};

/** The kiosk session of this user, if the signed-in session was made on this pinned device. */
export function kioskSessionOf(userID: string | undefined): KioskSession | null {
  if (!userID || !isPinned()) return null;
  try {
    const parsed = JSON.parse(read(SESSION_KEY) ?? 'null') as KioskSession | null;
    return parsed && parsed.userID === userID && typeof parsed.idleMinutes === 'number' && typeof parsed.lastActivity === 'number'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export const startKioskSession = (userID: string, idleMinutes: number) =>
  write(SESSION_KEY, JSON.stringify({ userID, idleMinutes, lastActivity: Date.now() } satisfies KioskSession));

export function noteActivity(session: KioskSession, at: number) {
  write(SESSION_KEY, JSON.stringify({ ...session, lastActivity: at } satisfies KioskSession));
}

export const endKioskSession = () => write(SESSION_KEY, null);
