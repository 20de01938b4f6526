import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StudentSyncState, SyncFailure } from '../../../shared/api/sync';
import type { Queryable } from '../../db/open';
import { classStudents, studentSync, syncFailures, users } from '../../db/schema';

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
 * lists them); a student whose device never delivered has lastSyncAt null.
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

  return students.map(({ id, sync }) => {
    const own = failures.filter((f) => f.userID === id);
    return {
      studentID: id,
      lastSyncAt: sync?.lastSyncAt.toISOString() ?? null,
      lateCount: sync?.lateCount ?? 0,
      lastLateAt: sync?.lastLateAt?.toISOString() ?? null,
      failures: own.map(toSyncFailure),
      failureCount: Number(own[0]?.total ?? 0),
    };
  });
}
