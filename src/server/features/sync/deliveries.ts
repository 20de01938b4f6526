import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LATE_DELIVERY_MS, OUTBOX_PATHS, QUEUED_AT_HEADER } from '../../../shared/api/sync';
import { RoleID } from '../../../shared/domain/roles';
import type { AppEnv } from '../../app-env';
import { studentSync } from '../../db/schema';
import { describeFailure } from '../../protection/input';

const IsoTime = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp());

/**
 * When the student acted, from the `X-Queued-At` header: null when the header is missing,
 * 'invalid' when it is not an ISO time. (A time in the future, from a device clock that runs
 * ahead, is simply never late.)
 */
export function queuedAtOf(header: string | undefined): Date | 'invalid' | null {
  if (header === undefined) return null;
  if (!v.is(IsoTime, header)) return 'invalid';
  const at = new Date(header);
  if (Number.isNaN(at.getTime())) return 'invalid';
  return at;
}

export const isLateDelivery = (queuedAt: Date, now: Date) => now.getTime() - queuedAt.getTime() > LATE_DELIVERY_MS;

/** The request path includes the app's mount point (/api). */
const isOutboxPath = (path: string) => OUTBOX_PATHS.some((p) => path.endsWith(p));

/**
 * Notes an answered outbox delivery (a request to one of OUTBOX_PATHS with `X-Queued-At`) in
 * `student_sync`: the student's last sync is now, and a late delivery adds one to the late count
 * when `mayCountLate` (the first answer for its Idempotency-Key, never a replay of it).
 * Students only. Never fails the request it belongs to: a database error is logged.
 */
export async function recordDelivery(c: Context<AppEnv>, opts: { mayCountLate: boolean }): Promise<void> {
  const user = c.var.user;
  if (!user || user.roleID !== RoleID.Student || !isOutboxPath(c.req.path)) return;
  const { db, now, log } = c.var.deps;
  const at = now();
  const queuedAt = queuedAtOf(c.req.header(QUEUED_AT_HEADER));
  if (queuedAt === null) return;
  const late = opts.mayCountLate && queuedAt !== 'invalid' && isLateDelivery(queuedAt, at);
  try {
    await db
      .insert(studentSync)
      .values({ userID: user.id, lastSyncAt: at, lateCount: late ? 1 : 0, lastLateAt: late ? at : null })
      .onConflictDoUpdate({
        target: studentSync.userID,
        set: {
          lastSyncAt: sql`greatest(${studentSync.lastSyncAt}, excluded.last_sync_at)`,
          lateCount: sql`${studentSync.lateCount} + excluded.late_count`,
          // greatest() skips nulls: an on-time delivery keeps the last late one.
          lastLateAt: sql`greatest(${studentSync.lastLateAt}, excluded.last_late_at)`,
        },
      });
  } catch (err) {
    log(`[sync] could not record a delivery of ${user.id}: ${describeFailure(err)}`);
  }
}
