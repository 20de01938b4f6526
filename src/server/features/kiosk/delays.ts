import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { kioskTryDelays } from '../../db/schema';

/**
 * Wrong tries on a pinned device slow it down instead of locking the student out (issue 26).
 * A curve: the first `freeTries` tries go at once; after that each try waits `firstWait` seconds,
 * doubling, up to `maxWait`. A right password deletes the counts, so the owner waits at most
 * `maxWait` however many wrong tries a classmate made. src/server/README.md "Security" and LIMITS (rate-limits.ts,
 * the kiosk entries) give the sums: guesses per school day and the chance of a picture password.
 */
export interface DelayCurve {
  freeTries: number;
  firstWait: number;
  maxWait: number;
}

const HOUR_MS = 3600_000;
/** A count quiet this long starts again from nothing (a school day: KIOSK_SESSION_HOURS). */
export const QUIET_HOURS = 8;

/** One student on one device: 3 tries, then 5 s, 10 s, 20 s, 40 s, 80 s, then 120 s each. */
export const DEVICE_CURVE: DelayCurve = { freeTries: 3, firstWait: 5, maxWait: 120 };
/** One student on every device together (devices of one pin, other pins, made-up device ids). */
export const STUDENT_CURVE: DelayCurve = { freeTries: 10, firstWait: 5, maxWait: 120 };
/** The same for a student whose picture password is still an old 3-of-9 one (729 choices): slower. */
export const LEGACY_DEVICE_CURVE: DelayCurve = { freeTries: 3, firstWait: 5, maxWait: 600 };
export const LEGACY_STUDENT_CURVE: DelayCurve = { freeTries: 10, firstWait: 5, maxWait: 600 };

/** Seconds to wait after the `tries`-th counted try before the next one is taken. */
export function waitAfter(curve: DelayCurve, tries: number): number {
  if (tries < curve.freeTries) return 0;
  return Math.min(curve.maxWait, curve.firstWait * 2 ** (tries - curve.freeTries));
}

/** How many tries fit in `seconds` of non-stop guessing on one curve (the sums in LIMITS). */
export function triesWithin(curve: DelayCurve, seconds: number): number {
  let elapsed = 0;
  let tries = 0;
  for (;;) {
    tries++;
    elapsed += waitAfter(curve, tries);
    if (elapsed > seconds) return tries;
  }
}

export const deviceKey = (pinID: string, deviceID: string, studentID: string) => `d:${pinID}:${deviceID}:${studentID}`;
export const studentKey = (studentID: string) => `s:${studentID}`;

let sweeps = 0;

/**
 * Takes one try on every key (each with its curve), or none: null when taken, else the seconds
 * until the latest of the keys allows the next one. One transaction with the rows locked, so tries
 * sent at once are counted one by one.
 */
export async function claimTry(db: Db, keys: [string, DelayCurve][], now: Date): Promise<number | null> {
  const at = now.getTime();
  // Now and then, rows long quiet are swept (a right password deletes its own).
  if (++sweeps % 200 === 0) await db.delete(kioskTryDelays).where(lt(kioskTryDelays.expiresAt, now));
  return db.transaction(async (tx) => {
    const names = keys.map(([key]) => key);
    await tx
      .insert(kioskTryDelays)
      .values(names.map((key) => ({ key, tries: 0, notBefore: now, expiresAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(kioskTryDelays).where(inArray(kioskTryDelays.key, names)).orderBy(kioskTryDelays.key).for('update');
    const byKey = new Map(rows.map((r) => [r.key, r]));
    let waitMs = 0;
    for (const key of names) {
      const row = byKey.get(key)!;
      if (row.expiresAt.getTime() > at) waitMs = Math.max(waitMs, row.notBefore.getTime() - at);
    }
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    for (const [key, curve] of keys) {
      const row = byKey.get(key)!;
      const tries = (row.expiresAt.getTime() > at ? row.tries : 0) + 1;
      await tx
        .update(kioskTryDelays)
        .set({ tries, notBefore: new Date(at + waitAfter(curve, tries) * 1000), expiresAt: new Date(at + QUIET_HOURS * HOUR_MS) })
        .where(eq(kioskTryDelays.key, key));
    }
    return null;
  });
}

/** A right password: its counts are forgotten. */
export async function clearTries(db: Db, keys: string[]): Promise<void> {
  await db.delete(kioskTryDelays).where(inArray(kioskTryDelays.key, keys));
}
