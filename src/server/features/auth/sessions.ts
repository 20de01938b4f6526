import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/open';
import { deliveryKeys, sessions, users } from '../../db/schema';
import { DAY_MS } from '../../../shared/domain/trial';
import { KEEP_MS } from '../../idempotency';
import type { SessionCache } from './session-cache';

/** Session keys are 256 random bits; only their SHA-256 is stored, so a database leak reveals no key. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createSession(
  db: Db,
  userID: string,
  opts: { now: Date; days: number; impersonatorID?: string; kioskDeviceID?: string },
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userID,
    keyHash: hashKey(key),
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.days * DAY_MS),
    impersonatorID: opts.impersonatorID ?? null,
    kioskDeviceID: opts.kioskDeviceID ?? null,
  });
  return key;
}

/** The live session and its user for a key, or null when the key is unknown, revoked or expired. */
export async function findSession(db: Db, key: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userID))
    .where(and(eq(sessions.keyHash, hashKey(key)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionID: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionID));
}

/**
 * A delivery key lasts as long as the server keeps the answers it delivered (idempotency.ts), so
 * a queued entry sent again under it is answered from the store, never saved twice; never
 * beyond its session.
 */
export const DELIVERY_KEY_MS = KEEP_MS;

/**
 * A delivery key for one session (src/client/offline/README.md, "Shared machines"). A session may hold
 * several (two tabs may ask at once, and a device renews its key before it runs out): each one
 * stays valid until it expires or the session ends, so a key a device already handed its queued
 * answers to is never pulled from under them.
 */
export async function mintDeliveryKey(db: Db, session: { id: string; expiresAt: Date }, now: Date) {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Math.min(now.getTime() + DELIVERY_KEY_MS, session.expiresAt.getTime()));
  // Dead keys of this session are of no use to anyone: they go as new ones come.
  await db
    .delete(deliveryKeys)
    .where(and(eq(deliveryKeys.sessionID, session.id), or(lte(deliveryKeys.expiresAt, now), isNotNull(deliveryKeys.revokedAt))));
  await db.insert(deliveryKeys).values({ sessionID: session.id, keyHash: hashKey(key), createdAt: now, expiresAt });
  return { deliveryKey: key, expiresAt };
}

/** The live delivery key, its session and user, or null when the key or its session is unknown, revoked or expired. */
export async function findDeliveryKey(db: Db, key: string, now: Date) {
  const rows = await db
    .select({ deliveryKey: deliveryKeys, session: sessions, user: users })
    .from(deliveryKeys)
    .innerJoin(sessions, eq(sessions.id, deliveryKeys.sessionID))
    .innerJoin(users, eq(users.id, sessions.userID))
    .where(
      and(
        eq(deliveryKeys.keyHash, hashKey(key)),
        isNull(deliveryKeys.revokedAt),
        gt(deliveryKeys.expiresAt, now),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeDeliveryKey(db: Db, deliveryKeyID: string, now: Date) {
  await db.update(deliveryKeys).set({ revokedAt: now }).where(eq(deliveryKeys.id, deliveryKeyID));
}

/**
 * A teacher's (or admin's) password reset for students, one or many (issue 26): every session of
 * each student ends, on every device, pinned kiosk devices included, and the delivery keys end
 * with them (findDeliveryKey needs a live session). Whoever learnt the old password, or holds a
 * key taken with it, is out at once; a student at a kiosk signs in again with their picture
 * password, which the reset does not change, and answers still queued on a device wait for that
 * student's next sign-in there (a 401 keeps them: nothing is dropped). Run it in the transaction
 * that changes the passwords. The sessions' rows are kept, marked revoked (the admin's view of a
 * student's data lists them); the database's notice on every session change (migration 0010)
 * makes every process drop them from its session cache: see `endSessionsEverywhere`.
 */
export async function revokeAllSessionsOf(db: Queryable, userIDs: readonly string[], now: Date): Promise<void> {
  if (userIDs.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.userID, [...userIDs]), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of these students (revokeAllSessionsOf, inside `change`'s transaction) and
 * answers once every process has dropped them: this process forgets them at once, then waits for
 * the database's notice that every listening process is sent too (as sign-out and a password
 * change do), so no process still takes an old key when the teacher's call returns.
 */
export async function endSessionsEverywhere<T>(
  deps: { db: Db; sessionCache?: SessionCache | null },
  userIDs: readonly string[],
  now: Date,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const cache = deps.sessionCache;
  const heard = Promise.all(userIDs.map((id) => cache?.nextNotice(id)));
  const result = await deps.db.transaction(async (tx) => {
    const done = await change(tx);
    await revokeAllSessionsOf(tx, userIDs, now);
    return done;
  });
  for (const id of userIDs) cache?.forgetUser(id);
  await heard;
  return result;
}
