import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { StudentDataExport } from '../../../shared/api/admin';
import { RoleID } from '../../../shared/domain/roles';
import { messages, studentDataMessages } from '../../../shared/messages';
import type { UserRow } from '../../app-env';
import type { Db, Queryable } from '../../db/open';
import {
  classes,
  classStudents,
  deliveryKeys,
  deviceBacklogs,
  diagnosticAnswers,
  diagnosticResults,
  earnedBadges,
  googleAccounts,
  googleAuthRequests,
  idempotencyKeys,
  impersonations,
  quizResults,
  quizStarts,
  rateLimits,
  sessions,
  studentLessons,
  studentSync,
  syncFailures,
  tokens,
  users,
  writingResults,
} from '../../db/schema';
import { HttpError } from '../../http';

/**
 * One student's data for an admin (issue 15): everything stored about them as one document,
 * and a hard delete of all of it. Secrets (password and picture-password hashes, session and
 * delivery key hashes, emailed tokens, a Google refresh token) are never exported.
 */

/** Columns of the user row that are credentials or a payment account, not the student's data. */
const SECRET_USER_COLUMNS = ['passwordHash', 'picturePasswordHash', 'stripeSubscriptionID', 'stripeCustomerID'] as const;

type Row = Record<string, unknown>;

/** A row with some columns left out, and dates as ISO strings (the document is JSON). */
function plain(row: object, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The student, or 404 for an unknown id or an account that is not a student's (teachers' data is not this tool's). */
async function findStudent(db: Queryable, userID: string, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.roleID !== RoleID.Student) throw new HttpError(404, messages.notFound);
  return row;
}

/** The name a student signs in with: what the admin types to confirm a delete. */
export const signInName = (row: UserRow) => row.username ?? row.email ?? '';

export async function exportStudentData(db: Db, userID: string, now: Date): Promise<StudentDataExport> {
  const student = await findStudent(db, userID);
  const id = student.id;
  const [membership] = await db
    .select({ member: classStudents, cls: classes, teacher: users })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .innerJoin(users, eq(users.id, classes.teacherID))
    .where(eq(classStudents.studentID, id))
    .limit(1);

  const [
    starts,
    results,
    writing,
    diagResults,
    diagAnswers,
    badges,
    lessons,
    backlogs,
    lastSync,
    failures,
    sessionRows,
    google,
    replays,
    visits,
  ] = await Promise.all([
    db.select().from(quizStarts).where(eq(quizStarts.studentID, id)).orderBy(asc(quizStarts.quizID)),
    db.select().from(quizResults).where(eq(quizResults.studentID, id)).orderBy(asc(quizResults.createdAt), asc(quizResults.id)),
    db.select().from(writingResults).where(eq(writingResults.studentID, id)).orderBy(asc(writingResults.createdAt)),
    db.select().from(diagnosticResults).where(eq(diagnosticResults.studentID, id)).orderBy(asc(diagnosticResults.createdAt)),
    db
      .select()
      .from(diagnosticAnswers)
      .where(eq(diagnosticAnswers.studentID, id))
      .orderBy(asc(diagnosticAnswers.classID), asc(diagnosticAnswers.topicID), asc(diagnosticAnswers.questionID)),
    db.select().from(earnedBadges).where(eq(earnedBadges.studentID, id)).orderBy(asc(earnedBadges.createdAt)),
    db.select().from(studentLessons).where(eq(studentLessons.studentID, id)).orderBy(asc(studentLessons.createdAt)),
    db.select().from(deviceBacklogs).where(eq(deviceBacklogs.studentID, id)).orderBy(asc(deviceBacklogs.reportedAt)),
    db.select().from(studentSync).where(eq(studentSync.userID, id)).limit(1),
    db.select().from(syncFailures).where(eq(syncFailures.userID, id)).orderBy(asc(syncFailures.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        impersonatorID: sessions.impersonatorID,
        kioskDeviceID: sessions.kioskDeviceID,
      })
      .from(sessions)
      .where(eq(sessions.userID, id))
      .orderBy(asc(sessions.createdAt)),
    db.select().from(googleAccounts).where(eq(googleAccounts.userID, id)).limit(1),
    db
      .select({
        method: idempotencyKeys.method,
        path: idempotencyKeys.path,
        status: idempotencyKeys.status,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userID, id))
      .orderBy(asc(idempotencyKeys.createdAt)),
    db
      .select({ adminID: impersonations.adminID, createdAt: impersonations.createdAt })
      .from(impersonations)
      .where(eq(impersonations.targetID, id))
      .orderBy(asc(impersonations.createdAt)),
  ]);

  return {
    format: 'sentence-lab-student-data/1',
    exportedAt: now.toISOString(),
    account: plain(student, SECRET_USER_COLUMNS),
    classMembership: membership
      ? {
          classID: membership.cls.id,
          className: membership.cls.name,
          classCode: membership.cls.code,
          teacher: {
            id: membership.teacher.id,
            first: membership.teacher.first,
            last: membership.teacher.last,
            email: membership.teacher.email,
          },
          joinedAt: membership.member.joinedAt.toISOString(),
        }
      : null,
    quizStarts: starts.map((r) => plain(r)),
    quizResults: results.map((r) => plain(r)),
    writing: writing.map((r) => plain(r)),
    diagnosticResults: diagResults.map((r) => plain(r)),
    diagnosticAnswers: diagAnswers.map((r) => plain(r)),
    badges: badges.map((r) => plain(r)),
    studentLessons: lessons.map((r) => plain(r)),
    deviceBacklogs: backlogs.map((r) => plain(r)),
    syncRecords: { lastSync: lastSync[0] ? plain(lastSync[0]) : null, failures: failures.map((r) => plain(r)) },
    sessions: sessionRows.map((r) => plain(r)),
    google: google[0] ? plain(google[0], ['refreshToken']) : null,
    replayRecords: replays.map((r) => plain(r)),
    adminVisits: visits.map((r) => plain(r)),
  };
}

/**
 * Deletes the student and every row about them in one transaction (the user row locked first,
 * so a save arriving meanwhile waits and then finds no student). Each table is named on its own,
 * so the answer counts what went; the user row's foreign keys cascade to anything added later.
 * Rate-limit counters kept under the student's id or sign-in name go too.
 */
export async function deleteStudent(
  db: Db,
  userID: string,
  confirm: string,
): Promise<{ student: UserRow; deleted: Record<string, number> }> {
  return db.transaction(async (tx) => {
    const student = await findStudent(tx, userID, true);
    const login = signInName(student);
    if (!login || confirm.trim().toLowerCase() !== login.toLowerCase()) throw new HttpError(400, studentDataMessages.confirmMismatch);
    const id = student.id;
    const deleted: Record<string, number> = {};
    const count = async (table: string, rows: Promise<unknown[]>) => {
      const n = (await rows).length;
      if (n > 0) deleted[table] = n;
    };
    const one = { one: sql<number>`1` };
    const sessionIDs = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userID, id));
    await count('diagnostic_answers', tx.delete(diagnosticAnswers).where(eq(diagnosticAnswers.studentID, id)).returning(one));
    await count('diagnostic_results', tx.delete(diagnosticResults).where(eq(diagnosticResults.studentID, id)).returning(one));
    await count('quiz_starts', tx.delete(quizStarts).where(eq(quizStarts.studentID, id)).returning(one));
    await count('quiz_results', tx.delete(quizResults).where(eq(quizResults.studentID, id)).returning(one));
    await count('writing_results', tx.delete(writingResults).where(eq(writingResults.studentID, id)).returning(one));
    await count('earned_badges', tx.delete(earnedBadges).where(eq(earnedBadges.studentID, id)).returning(one));
    await count('student_lessons', tx.delete(studentLessons).where(eq(studentLessons.studentID, id)).returning(one));
    await count('device_backlogs', tx.delete(deviceBacklogs).where(eq(deviceBacklogs.studentID, id)).returning(one));
    await count('student_sync', tx.delete(studentSync).where(eq(studentSync.userID, id)).returning(one));
    await count('sync_failures', tx.delete(syncFailures).where(eq(syncFailures.userID, id)).returning(one));
    await count('idempotency_keys', tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userID, id)).returning(one));
    await count('delivery_keys', tx.delete(deliveryKeys).where(inArray(deliveryKeys.sessionID, sessionIDs)).returning(one));
    await count('sessions', tx.delete(sessions).where(eq(sessions.userID, id)).returning(one));
    await count('tokens', tx.delete(tokens).where(eq(tokens.userID, id)).returning(one));
    await count('impersonations', tx.delete(impersonations).where(eq(impersonations.targetID, id)).returning(one));
    await count('google_accounts', tx.delete(googleAccounts).where(eq(googleAccounts.userID, id)).returning(one));
    await count('google_auth_requests', tx.delete(googleAuthRequests).where(eq(googleAuthRequests.userID, id)).returning(one));
    await count('class_students', tx.delete(classStudents).where(eq(classStudents.studentID, id)).returning(one));
    // Counters keyed `<limit>:<who>`: by id, or by the sign-in name (signInFailuresPerAccountAndAddress adds `|address`).
    const names = [student.username, student.email].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
    const keyed = [
      like(rateLimits.key, `%:${id}`),
      ...names.flatMap((n) => [like(rateLimits.key, `%:${escapeLike(n)}`), like(rateLimits.key, `%:${escapeLike(n)}|%`)]),
    ];
    await count(
      'rate_limits',
      tx
        .delete(rateLimits)
        .where(or(...keyed))
        .returning(one),
    );
    await count(
      'users',
      tx
        .delete(users)
        .where(and(eq(users.id, id), eq(users.roleID, RoleID.Student)))
        .returning(one),
    );
    return { student, deleted };
  });
}

/** `%`, `_` and `\` in a name are matched as themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
