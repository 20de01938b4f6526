import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/open';
import { serverSecrets } from '../db/schema';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a right
 * password the browser gets a signed note "this device signed in as account X". A later sign-in
 * to X that shows the note is judged only by the note's own counter of wrong tries, so nobody
 * else's wrong tries (a classmate on the same school address) can lock the owner out of a device
 * they used before. Without a note, the account's and the address's counters apply
 * (features/auth/routes.ts, protection/rate-limits.ts).
 *
 * The cookie is only a trust signal for the limits: it signs nobody in. One cookie holds the
 * notes of the last few accounts signed in on the browser (a lab machine shared by a class), and
 * it is sent only to the sign-in call (Path), never with the rest of the API.
 */
export const DEVICE_COOKIE = 'sl_device';
/** Sent with sign-in only. */
export const DEVICE_COOKIE_PATH = '/api/user/login';
/** Accounts remembered per browser: a class sharing a lab machine; about 80 bytes each. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 30;
/** A year (browsers keep a cookie at most 400 days). */
export const DEVICE_COOKIE_DAYS = 365;

/** One note: the account, and a random id that names this device's counter of wrong tries. */
export interface DeviceNote {
  userID: string;
  nonce: string;
}

const SECRET_NAME = 'device-cookie';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key: made at random once, kept in the database (every process reads the same). */
export function deviceCookieKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      return Buffer.from(row!.value, 'base64url');
    })();
    // A failed read is tried again next time rather than remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** 128 bits of HMAC-SHA256 over the note. */
const signature = (key: Buffer, note: DeviceNote) =>
  createHmac('sha256', key).update(`device-cookie|${note.userID}|${note.nonce}`).digest().subarray(0, 16);

const NOTE = /^([0-9a-f-]{36})\.([\w-]{22})\.([\w-]{22})$/;

/** The notes in a cookie value whose signature holds; anything else is ignored. */
export function readNotes(value: string | undefined, key: Buffer): DeviceNote[] {
  if (!value) return [];
  const notes: DeviceNote[] = [];
  for (const part of value.split('~').slice(0, DEVICE_COOKIE_MAX_ACCOUNTS)) {
    const m = NOTE.exec(part);
    if (!m) continue;
    const note = { userID: m[1]!, nonce: m[2]! };
    const given = Buffer.from(m[3]!, 'base64url');
    if (given.length === 16 && timingSafeEqual(given, signature(key, note))) notes.push(note);
  }
  return notes;
}

/** A cookie value: the notes, newest first. */
export const writeNotes = (notes: DeviceNote[], key: Buffer) =>
  notes
    .slice(0, DEVICE_COOKIE_MAX_ACCOUNTS)
    .map((n) => `${n.userID}.${n.nonce}.${signature(key, n).toString('base64url')}`)
    .join('~');

/** The signed notes this request's browser holds. */
export async function deviceNotes(c: Context<AppEnv>): Promise<DeviceNote[]> {
  const value = getCookie(c, DEVICE_COOKIE);
  if (!value) return [];
  return readNotes(value, await deviceCookieKey(c.var.deps.db));
}

/**
 * After a right password: a new note for this account (a new nonce, so a new counter) goes first,
 * its old one and the oldest beyond the limit are dropped. HttpOnly (scripts never see it),
 * SameSite=Lax, Secure when the site is served over https.
 */
export async function rememberDevice(c: Context<AppEnv>, held: DeviceNote[], userID: string): Promise<void> {
  const key = await deviceCookieKey(c.var.deps.db);
  const notes = [{ userID, nonce: randomBytes(16).toString('base64url') }, ...held.filter((n) => n.userID !== userID)];
  const https = c.var.deps.config.PUBLIC_URL.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
  setCookie(c, DEVICE_COOKIE, writeNotes(notes, key), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure: https,
    sameSite: 'Lax',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
