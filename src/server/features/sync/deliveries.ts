import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LATE_DELIVERY_MS, OUTBOX_PATHS, QUEUED_AT_HEADER } from '../../../shared/api/sync';
import { RoleID } from '../../../shared/domain/roles';
import type { AppEnv } from '../../app-env';
import { Coalescer, ok, perDatabase } from '../../db/coalesce';
import type { Db } from '../../db/open';
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

/**
 * When the student did what this request carries: the outbox's `X-Queued-At` (an act queued
 * offline and delivered later), never after the request arrived (a device clock running ahead)
 * and never before `notBefore` (for a quiz save: its attempt's first open). Without the header: now.
 */
export function actedAt(header: string | undefined, now: Date, notBefore?: Date): Date {
  const queued = queuedAtOf(header);
  if (queued === null || queued === 'invalid') return now;
  const at = Math.min(queued.getTime(), now.getTime());
  return new Date(notBefore ? Math.max(at, notBefore.getTime()) : at);
}

export const isLateDelivery = (queuedAt: Date, now: Date) => now.getTime() - queuedAt.getTime() > LATE_DELIVERY_MS;

export type Delivery = { userID: string; at: Date; late: boolean };

/**
 * Several deliveries of one student folded into one student_sync row (an upsert may touch a row
 * once): the latest sync, the number of late ones, the latest late one. As JSON for
 * `syncUpsert`.
 */
function syncRowsOf(items: Delivery[]): string {
  const byUser = new Map<string, { user_id: string; last_sync_at: string; late_count: number; last_late_at: string | null }>();
  for (const d of items) {
    const row = byUser.get(d.userID) ?? { user_id: d.userID, last_sync_at: d.at.toISOString(), late_count: 0, last_late_at: null };
    if (d.at.toISOString() > row.last_sync_at) row.last_sync_at = d.at.toISOString();
    if (d.late) {
      row.late_count++;
      if (!row.last_late_at || d.at.toISOString() > row.last_late_at) row.last_late_at = d.at.toISOString();
    }
    byUser.set(d.userID, row);
  }
  return JSON.stringify([...byUser.values()]);
}

/**
 * The statement that notes deliveries in student_sync: alone, or as a data-modifying `with` part
 * of a bigger statement (the Idempotency-Key's stored answers: idempotency.ts).
 */
export const syncUpsert = (items: Delivery[]) => sql`
  insert into student_sync (user_id, last_sync_at, late_count, last_late_at)
  select user_id, last_sync_at, late_count, last_late_at
  from jsonb_to_recordset(${syncRowsOf(items)}::jsonb)
    as v(user_id uuid, last_sync_at timestamptz, late_count int, last_late_at timestamptz)
  on conflict (user_id) do update set
    last_sync_at = greatest(student_sync.last_sync_at, excluded.last_sync_at),
    late_count = student_sync.late_count + excluded.late_count,
    -- greatest() skips nulls: an on-time delivery keeps the last late one.
    last_late_at = greatest(student_sync.last_late_at, excluded.last_late_at)
`;

/** The deliveries of the moment go into student_sync with one statement (group commit, db/coalesce.ts). */
const deliveries = perDatabase(
  (db: Db) =>
    new Coalescer<Delivery, void>(async (items) => {
      await db.execute(syncUpsert(items));
      return items.map(() => ok(undefined));
    }),
);

/** The request path includes the app's mount point (/api). */
const isOutboxPath = (path: string) => OUTBOX_PATHS.some((p) => path.endsWith(p));

/**
 * The outbox delivery a request is (a request to one of OUTBOX_PATHS with `X-Queued-At`), to note
 * in `student_sync`: the student's last sync is now, and a late save (not a quiz opening) adds one
 * to the late count when `mayCountLate` (the first answer for its Idempotency-Key, never a replay
 * of it). Null when there is nothing to note: not a student, not an outbox path, no header.
 */
export function deliveryOf(c: Context<AppEnv>, opts: { mayCountLate: boolean }): Delivery | null {
  const user = c.var.user;
  if (!user || user.roleID !== RoleID.Student || !isOutboxPath(c.req.path)) return null;
  const at = c.var.deps.now();
  const queuedAt = queuedAtOf(c.req.header(QUEUED_AT_HEADER));
  if (queuedAt === null) return null;
  // Only saves count as late (a finished quiz, writing, diagnostic answers), not the opening of a quiz.
  const late = opts.mayCountLate && !c.req.path.endsWith('/student/startquiz') && queuedAt !== 'invalid' && isLateDelivery(queuedAt, at);
  return { userID: user.id, at, late };
}

/** Notes an answered outbox delivery (see deliveryOf). Never fails the request it belongs to: a database error is logged. */
export async function recordDelivery(c: Context<AppEnv>, opts: { mayCountLate: boolean }): Promise<void> {
  const delivery = deliveryOf(c, opts);
  if (!delivery) return;
  const { db, log } = c.var.deps;
  try {
    await deliveries(db).add(delivery);
  } catch (err) {
    log(`[sync] could not record a delivery of ${delivery.userID}: ${describeFailure(err)}`);
  }
}
