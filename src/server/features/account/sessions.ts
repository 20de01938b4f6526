import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { sessions } from '../../db/schema';

/**
 * Ends a user's sessions after their password changed, so a key taken with the old password
 * stops working at once. `keep` is the session that made the change (it stays signed in).
 */
export async function revokeOtherSessions(db: Queryable, userID: string, now: Date, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userID, userID), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}
