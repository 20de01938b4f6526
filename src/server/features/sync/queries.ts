import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BACKLOG_KINDS, type BacklogCounts, type DeviceBacklog, type StudentSyncState, type SyncFailure } from '../../../shared/api/sync';
import type { Queryable } from '../../db/open';
import { classStudents, deviceBacklogs, studentSync, syncFailures, users } from '../../db/schema';

/** At most this many failures per student are listed (newest first); `failureCount` tells the total. */
export const FAILURES_LISTED = 50;

/** Stores a refused submission the device reported; false when this (student, key) was reported before. */
export async function saveSyncFailure(
  db: Queryable,
  userID: string,
  failure: { key: string; path: string; body: unknown; label: string; status: number; message: string; queuedAt: Date },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(syncFailures)
    .values({ userID, ...failure, body: failure.body ?? null, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: syncFailures.key });
  return rows.length > 0;
}

/**
 * A student keeps backlog rows for at most this many devices: a report from one more device
 * drops the row reported longest ago (a device id is whatever the caller sends, so rows must
 * not pile up without end).
 */
export const MAX_BACKLOG_DEVICES = 10;

/**
 * Replaces what one device says waits for the student; all counts 0 deletes the row. The oldest
 * waiting time is the device's clock: one ahead of ours is taken as now.
 */
export async function saveBacklog(
  db: Queryable,
  studentID: string,
  report: { deviceID: string; counts: BacklogCounts; oldestQueuedAt: Date | null },
  at: Date,
): Promise<'saved' | 'deleted'> {
  const counts = Object.fromEntries(BACKLOG_KINDS.map((k) => [k, report.counts[k]])) as BacklogCounts;
  const own = and(eq(deviceBacklogs.studentID, studentID), eq(deviceBacklogs.deviceID, report.deviceID));
  if (BACKLOG_KINDS.every((k) => counts[k] === 0) || !report.oldestQueuedAt) {
    await db.delete(deviceBacklogs).where(own);
    return 'deleted';
  }
  const oldestQueuedAt = report.oldestQueuedAt > at ? at : report.oldestQueuedAt;
  await db
    .insert(deviceBacklogs)
    .values({ studentID, deviceID: report.deviceID, counts, oldestQueuedAt, reportedAt: at })
    .onConflictDoUpdate({
      target: [deviceBacklogs.studentID, deviceBacklogs.deviceID],
      set: { counts, oldestQueuedAt, reportedAt: at },
    });
  await db.execute(sql`
    delete from device_backlogs
    where student_id = ${studentID}
      and device_id in (
        select device_id from device_backlogs where student_id = ${studentID}
        order by reported_at desc, device_id offset ${MAX_BACKLOG_DEVICES}
      )
  `);
  return 'saved';
}

/** The rows of these students, oldest waiting work first. */
async function backlogsOf(db: Queryable, studentIDs: string[]): Promise<Map<string, DeviceBacklog[]>> {
  const rows = await db
    .select()
    .from(deviceBacklogs)
    .where(inArray(deviceBacklogs.studentID, studentIDs))
    .orderBy(asc(deviceBacklogs.oldestQueuedAt), asc(deviceBacklogs.deviceID));
  const out = new Map<string, DeviceBacklog[]>();
  for (const r of rows) {
    const counts = Object.fromEntries(BACKLOG_KINDS.map((k) => [k, Number(r.counts[k] ?? 0)])) as BacklogCounts;
    const list = out.get(r.studentID) ?? [];
    list.push({ counts, oldestQueuedAt: r.oldestQueuedAt.toISOString(), reportedAt: r.reportedAt.toISOString() });
    out.set(r.studentID, list);
  }
  return out;
}

const toSyncFailure = (row: {
  key: string;
  label: string;
  path: string;
  status: number;
  message: string;
  queuedAt: Date;
  reportedAt: Date;
}): SyncFailure => ({
  key: row.key,
  label: row.label,
  path: row.path,
  status: row.status,
  message: row.message,
  queuedAt: row.queuedAt.toISOString(),
  reportedAt: row.reportedAt.toISOString(),
});

/**
 * The sync state of every student now in the class, by last then first name (as Manage Students
 * lists them); a student whose device never delivered has lastSyncAt null. With the work their
 * devices say is waiting (backlogs), which may be there before any delivery.
 */
export async function syncStateOfClass(db: Queryable, classID: string): Promise<StudentSyncState[]> {
  const students = await db
    .select({ id: users.id, sync: studentSync })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .leftJoin(studentSync, eq(studentSync.userID, users.id))
    .where(eq(classStudents.classID, classID))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id));
  if (students.length === 0) return [];

  const ids = students.map((s) => s.id);
  // The newest FAILURES_LISTED of each student, and each student's total.
  const ranked = db
    .select({
      userID: syncFailures.userID,
      key: syncFailures.key,
      label: syncFailures.label,
      path: syncFailures.path,
      status: syncFailures.status,
      message: syncFailures.message,
      queuedAt: syncFailures.queuedAt,
      reportedAt: syncFailures.createdAt,
      rank: sql<number>`row_number() over (
        partition by ${syncFailures.userID}
        order by ${syncFailures.queuedAt} desc, ${syncFailures.createdAt} desc, ${syncFailures.key}
      )`.as('rank'),
      total: sql<number>`count(*) over (partition by ${syncFailures.userID})`.as('total'),
    })
    .from(syncFailures)
    .where(inArray(syncFailures.userID, ids))
    .as('ranked');
  const failures = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FAILURES_LISTED}`)
    .orderBy(asc(ranked.rank));
  const backlogs = await backlogsOf(db, ids);

  return students.map(({ id, sync }) => {
    const own = failures.filter((f) => f.userID === id);
    return {
      studentID: id,
      lastSyncAt: sync?.lastSyncAt.toISOString() ?? null,
      lateCount: sync?.lateCount ?? 0,
      lastLateAt: sync?.lastLateAt?.toISOString() ?? null,
      failures: own.map(toSyncFailure),
      failureCount: Number(own[0]?.total ?? 0),
      backlogs: backlogs.get(id) ?? [],
    };
  });
}
