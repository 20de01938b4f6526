import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StudentRecord } from '../../../shared/api/students';
import { RoleID } from '../../../shared/domain/roles';
import type { Queryable } from '../../db/open';
import { classes, classStudents, users } from '../../db/schema';

const recordColumns = {
  student: users,
  classID: classes.id,
  className: classes.name,
  googleCourseID: classes.googleCourseID,
  teacherID: classes.teacherID,
};

type RecordRow = {
  student: typeof users.$inferSelect;
  classID: string;
  className: string;
  googleCourseID: string | null;
  teacherID: string;
};

/** The spec's Student record: the student id doubles as the record id (a student has one class). */
export const toStudentRecord = (row: RecordRow): StudentRecord => ({
  id: row.student.id,
  userID: row.student.id,
  classID: row.classID,
  class: { id: row.classID, name: row.className },
  student: {
    id: row.student.id,
    first: row.student.first,
    last: row.student.last,
    username: row.student.username,
    email: row.student.email,
    under13: row.student.under13,
    socialType: row.student.socialType,
  },
});

/** `%` and `_` typed by a teacher are searched for literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Students in a teacher's classes, by last then first name; optionally one class, one
 * student, or those whose name, email or username contains `search` (any case).
 */
export async function studentsInClassesOf(
  db: Queryable,
  teacherID: string,
  filter: { classID?: string; studentID?: string; search?: string } = {},
): Promise<RecordRow[]> {
  const conditions: (SQL | undefined)[] = [eq(classes.teacherID, teacherID)];
  if (filter.classID) conditions.push(eq(classes.id, filter.classID));
  if (filter.studentID) conditions.push(eq(users.id, filter.studentID));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(users.first, pattern), ilike(users.last, pattern), ilike(users.email, pattern), ilike(users.username, pattern)),
    );
  }
  return db
    .select(recordColumns)
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id));
}

/** One student of a teacher's classes with their class, or null (also for other teachers' students). */
export async function studentOfTeacher(db: Queryable, teacherID: string, studentID: string): Promise<RecordRow | null> {
  const [row] = await studentsInClassesOf(db, teacherID, { studentID });
  return row ?? null;
}

/** A student (never a teacher or admin) by email or username, without regard to case. */
export async function findStudentByLogin(db: Queryable, login: string) {
  const needle = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.roleID, RoleID.Student), or(eq(sql`lower(${users.email})`, needle), eq(sql`lower(${users.username})`, needle))))
    .limit(1);
  return row ?? null;
}

/** A student by id together with the class they are in (and its teacher), or null. */
export async function studentWithClass(db: Queryable, studentID: string) {
  const [row] = await db
    .select({ student: users, classID: classStudents.classID, teacherID: classes.teacherID, googleCourseID: classes.googleCourseID })
    .from(users)
    .leftJoin(classStudents, eq(classStudents.studentID, users.id))
    .leftJoin(classes, eq(classes.id, classStudents.classID))
    .where(and(eq(users.id, studentID), eq(users.roleID, RoleID.Student)))
    .limit(1);
  return row ?? null;
}
