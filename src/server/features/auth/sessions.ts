import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sessions, users } from '../../db/schema';
import { DAY_MS } from '../../../shared/domain/trial';

/** Session keys are 256 random bits; only their SHA-256 is stored, so a database leak reveals no key. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createSession(
  db: Db,
  userID: string,
  opts: { now: Date; days: number; impersonatorID?: string },
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userID,
    keyHash: hashKey(key),
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.days * DAY_MS),
    impersonatorID: opts.impersonatorID ?? null,
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
