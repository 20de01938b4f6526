import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Coalescer, ok, perDatabase } from '../../db/coalesce';
import type { Db } from '../../db/open';
import { sessions, users } from '../../db/schema';
import type { SessionRow, UserRow } from '../../app-env';
import { hashKey } from './sessions';

type Found = { session: SessionRow; user: UserRow } | null;
type Lookup = { keyHash: string; at: Date };

/**
 * Session lookups that miss the session cache, gathered like the saves (db/coalesce.ts): when a
 * whole school's devices call at once after a restart or at the bell, their keys are looked up
 * in one statement per batch instead of one each (tests/bench/README.md). Same answer as
 * findSession: the live session of the key and its user, or null.
 */
const lookups = perDatabase(
  (db: Db) =>
    new Coalescer<Lookup, Found>(async (items) => {
      const hashes = [...new Set(items.map((i) => i.keyHash))];
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userID))
        .where(and(inArray(sessions.keyHash, hashes), isNull(sessions.revokedAt)));
      const byHash = new Map(rows.map((r) => [r.session.keyHash, r]));
      return items.map((item) => {
        const row = byHash.get(item.keyHash);
        // Each caller's own clock decides expiry, as findSession's `expires_at > now` does.
        return ok(
          row && row.session.expiresAt.getTime() > item.at.getTime() ? { session: { ...row.session }, user: { ...row.user } } : null,
        );
      });
    }, 500),
);

export function findSessionGathered(db: Db, key: string, at: Date): Promise<Found> {
  return lookups(db).add({ keyHash: hashKey(key), at });
}
