import { and, eq, sql } from 'drizzle-orm';
import { usableSeats } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages } from '../../../shared/messages';
import type { Classroom, ClassroomStudent } from '../../adapters/google';
import type { AppDeps, UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classStudents, googleAccounts, googleSyncJobs, users } from '../../db/schema';
import { awardBadges } from '../badges/award';
import { studentsOfTeacher } from '../classes/queries';
import { deleteDiagnosticResults } from '../diagnostic/queries';
import { studentWithClass } from '../students/queries';
import { classroomFailure } from './classroom-failure';

/** A running job whose counts have not moved for this long died with its server process. */
export const SYNC_STALE_MS = 2 * 60_000;
/** Progress is written at most this often (the page polls once a second). */
const PROGRESS_MS = 400;

type Outcome = 'added' | 'moved' | 'kept' | 'removed' | 'notAdded';
export type SyncTarget = { classID: string; courseID: string; name: string };

const nameOf = (s: { first: string; last: string }) => `${s.first} ${s.last}`.trim();

/**
 * Puts one Google student in the class: the account linked to their Google id, else the student
 * with their email (who keeps every score, progress and badge), else a new Google student. A
 * student coming from another teacher, or new, needs a free seat (counted with the teacher row
 * locked, as in registration).
 */
async function placeStudent(
  db: Queryable,
  teacherID: string,
  classID: string,
  g: ClassroomStudent,
  at: Date,
): Promise<{ id: string | null; outcome: Outcome; why?: string }> {
  return db.transaction(async (tx) => {
    const [teacher] = await tx.select().from(users).where(eq(users.id, teacherID)).for('update');
    if (!teacher) throw new Error('teacher vanished during sync');
    const seatFree = async () => (await studentsOfTeacher(tx, teacherID)) < usableSeats(teacher, at);

    const [linked] = await tx
      .select({ user: users })
      .from(googleAccounts)
      .innerJoin(users, eq(users.id, googleAccounts.userID))
      .where(eq(googleAccounts.sub, g.userId))
      .limit(1);
    let user = linked?.user ?? null;
    if (!user && g.email) {
      [user = null] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, g.email.toLowerCase()))
        .limit(1);
    }
    if (user && user.roleID !== RoleID.Student) return { id: null, outcome: 'notAdded', why: extraMessages.googleTeacherNotStudent };

    if (!user) {
      if (!(await seatFree())) return { id: null, outcome: 'notAdded', why: extraMessages.googleNoSeat };
      const [row] = await tx
        .insert(users)
        .values({
          roleID: RoleID.Student,
          email: g.email,
          first: g.first,
          last: g.last,
          socialType: 'google',
          showTutorial: false,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      user = row!;
      await tx.insert(googleAccounts).values({ userID: user.id, sub: g.userId, email: g.email, linkedAt: at, updatedAt: at });
      await tx.insert(classStudents).values({ studentID: user.id, classID, joinedAt: at });
      await awardBadges(tx, user.id, at, { signup: true });
      return { id: user.id, outcome: 'added' };
    }

    if (!linked) {
      // Matched by email: from now on their Google account signs them in too.
      await tx
        .insert(googleAccounts)
        .values({ userID: user.id, sub: g.userId, email: g.email, linkedAt: at, updatedAt: at })
        .onConflictDoNothing();
    }
    // A Google student's name is Google's (STU-26); an email student keeps the name they chose.
    if (user.socialType === 'google' && (user.first !== g.first || user.last !== g.last)) {
      await tx.update(users).set({ first: g.first, last: g.last, updatedAt: at }).where(eq(users.id, user.id));
    }
    const current = await studentWithClass(tx, user.id);
    if (current?.classID === classID) return { id: user.id, outcome: 'kept' };
    if (current?.teacherID !== teacherID && !(await seatFree()))
      return { id: user.id, outcome: 'notAdded', why: extraMessages.googleNoSeat };
    await tx
      .insert(classStudents)
      .values({ studentID: user.id, classID, joinedAt: at })
      .onConflictDoUpdate({ target: classStudents.studentID, set: { classID, joinedAt: at } });
    // Leaving a class deletes the diagnostic results taken in it (ACB §4); everything else stays.
    if (current?.classID) await deleteDiagnosticResults(tx, current.classID, user.id);
    return { id: user.id, outcome: current?.classID ? 'moved' : 'added' };
  });
}

/**
 * The roster sync (ACB §4 Google sync), run as a job: every roster is read first (so a Google
 * failure removes nobody), then each student is placed, then the students Google no longer lists
 * leave the class (their diagnostic results go; accounts, scores, progress and badges stay).
 * Counts are written as it goes, so the page shows real progress and survives a reload.
 */
export async function runSync(
  deps: Required<AppDeps>,
  teacher: UserRow,
  jobID: string,
  targets: SyncTarget[],
  api: Classroom,
): Promise<void> {
  const { db, now } = deps;
  const report: Record<Outcome, string[]> = { added: [], moved: [], kept: [], removed: [], notAdded: [] };
  const counts = { classesDone: 0, studentsTotal: 0, studentsDone: 0 };
  let written = 0;
  const progress = async (force = false) => {
    if (!force && Date.now() - written < PROGRESS_MS) return;
    written = Date.now();
    await db
      .update(googleSyncJobs)
      .set({ ...counts, updatedAt: now() })
      .where(eq(googleSyncJobs.id, jobID));
  };
  try {
    const rosters: { target: SyncTarget; students: ClassroomStudent[] }[] = [];
    for (const target of targets) {
      rosters.push({ target, students: await api.students(target.courseID) });
      counts.classesDone++;
      counts.studentsTotal = rosters.reduce((n, r) => n + r.students.length, 0);
      await progress();
    }
    await progress(true);
    for (const { target, students } of rosters) {
      const placed = new Set<string>();
      for (const g of students) {
        const result = await placeStudent(db, teacher.id, target.classID, g, now());
        if (result.id) placed.add(result.id);
        report[result.outcome].push(`${nameOf(g)} (${target.name})${result.why ? `: ${result.why}` : ''}`);
        counts.studentsDone++;
        await progress();
      }
      const inClass = await db
        .select({ id: users.id, first: users.first, last: users.last })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.studentID))
        .where(eq(classStudents.classID, target.classID));
      for (const s of inClass.filter((s) => !placed.has(s.id))) {
        await db.transaction(async (tx) => {
          await tx.delete(classStudents).where(and(eq(classStudents.studentID, s.id), eq(classStudents.classID, target.classID)));
          await deleteDiagnosticResults(tx, target.classID, s.id);
        });
        report.removed.push(`${nameOf(s)} (${target.name})`);
      }
    }
    await db
      .update(googleSyncJobs)
      .set({ ...counts, status: 'done', report, updatedAt: now(), finishedAt: now() })
      .where(eq(googleSyncJobs.id, jobID));
  } catch (err) {
    const failure = classroomFailure(err);
    deps.log(`[google] sync ${jobID} failed: ${failure.message}`);
    await db
      .update(googleSyncJobs)
      .set({ ...counts, status: 'failed', report, error: failure.message, updatedAt: now(), finishedAt: now() })
      .where(eq(googleSyncJobs.id, jobID))
      .catch((e: unknown) => deps.log(`[google] could not record the failure of sync ${jobID}: ${String(e)}`));
  }
}
