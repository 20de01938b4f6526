import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { ClassInfo } from '../../../shared/api/classes';
import type { Badge } from '../../../shared/api/content';
import type { User } from '../../../shared/api/auth';
import { usableSeats } from '../../../shared/domain/account';
import { isValidClassCode, normalizeClassCode } from '../../../shared/domain/classCode';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classStudents, users } from '../../db/schema';
import { HttpError, isUniqueViolation } from '../../http';
import { requestAddress } from '../../protection/client-address';
import { createSession } from '../auth/sessions';
import { userView } from '../auth/user-view';
import { awardBadges } from '../badges/award';
import { classOfStudent, findClassByCode, studentsOfTeacher } from '../classes/queries';

/**
 * A class code a new student typed (with a password or with Google): 410 when it is not a code;
 * counted per code and per address, so one leaked code cannot fill a class's seats in seconds.
 */
export async function checkJoinCode(c: Context<AppEnv>, typed: string): Promise<string> {
  const code = normalizeClassCode(typed);
  if (!isValidClassCode(code)) throw new HttpError(410, messages.invalidClassCode);
  await c.var.deps.rateLimits.take([
    ['studentRegistrationsPerClassCode', code],
    ['studentRegistrationsPerAddress', requestAddress(c)],
  ]);
  return code;
}

type NewStudent = Pick<
  typeof users.$inferInsert,
  'email' | 'username' | 'first' | 'last' | 'gender' | 'under13' | 'passwordHash' | 'socialType'
>;

/**
 * Creates the student in the class of `code` and signs them in (ACB §7 student registration):
 * 410 unknown code, 411 no free seat (checked with the teacher row locked, so two students cannot
 * take the last seat at once), 409 `exists` when the login was taken meanwhile. `linked` runs in
 * the same transaction (a Google registration links the Google account there).
 */
export async function enrolNewStudent(
  c: Context<AppEnv>,
  code: string,
  values: NewStudent,
  exists: string,
  linked?: (tx: Queryable, studentID: string) => Promise<void>,
): Promise<{ user: User; class: ClassInfo; signupBadge: Badge | null }> {
  const { db, now, config } = c.var.deps;
  const at = now();
  let studentID: string;
  let signupBadges: Badge[] = [];
  try {
    studentID = await db.transaction(async (tx) => {
      const cls = await findClassByCode(tx, code);
      if (!cls) throw new HttpError(410, messages.invalidClassCode);
      const [teacher] = await tx.select().from(users).where(eq(users.id, cls.teacherID)).for('update');
      if (!teacher) throw new HttpError(410, messages.invalidClassCode);
      if ((await studentsOfTeacher(tx, teacher.id)) >= usableSeats(teacher, at)) throw new HttpError(411, messages.classFull);
      const [row] = await tx
        .insert(users)
        .values({ ...values, roleID: RoleID.Student, showTutorial: false, createdAt: at, updatedAt: at })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      await tx.insert(classStudents).values({ studentID: row.id, classID: cls.id, joinedAt: at });
      if (linked) await linked(tx, row.id);
      signupBadges = await awardBadges(tx, row.id, at, { signup: true });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, exists);
    throw err;
  }

  const [row] = await db.select().from(users).where(eq(users.id, studentID));
  const joined = await classOfStudent(db, studentID);
  if (!row || !joined) throw new Error('student vanished after insert');
  const apiKey = await createSession(db, studentID, { now: at, days: config.SESSION_DAYS });
  return { user: await userView(db, row, at, { apiKey }), class: joined.info, signupBadge: signupBadges[0] ?? null };
}
