import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RoleID } from '../../../shared/domain/roles';
import type { UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classes, classStudents, users } from '../../db/schema';
import { ownClass } from '../classes/queries';
import { classByID } from '../quizzes/queries';

/**
 * Who may read whose progress (LA §6): a class's own teacher, the super-teacher of that
 * teacher (a sub-teacher's data is theirs to see, nobody else's), and admins. Anything else
 * looks missing (404), so ids cannot be probed.
 */

type ClassRow = typeof classes.$inferSelect;
const classTeacher = alias(users, 'class_teacher');

/** A class the viewer may read, or null. */
export async function classForViewer(db: Queryable, viewer: UserRow, classID: string): Promise<ClassRow | null> {
  if (viewer.roleID === RoleID.SuperAdmin) return classByID(db, classID);
  if (viewer.roleID !== RoleID.Teacher) return null;
  const own = await ownClass(db, viewer.id, classID);
  if (own || !viewer.isSuperTeacher) return own;
  const [row] = await db
    .select({ cls: classes })
    .from(classes)
    .innerJoin(classTeacher, eq(classTeacher.id, classes.teacherID))
    .where(and(eq(classes.id, classID), eq(classTeacher.superTeacherID, viewer.id)))
    .limit(1);
  return row?.cls ?? null;
}

export interface ViewedStudent {
  student: { id: string; first: string; last: string };
  /** The class the student is in now, or null. */
  class: { id: string; name: string; teacherID: string; superTeacherID: string | null } | null;
}

/** A student (never another role) with their current class and its teacher's super-teacher. */
async function studentWithClass(db: Queryable, studentID: string): Promise<ViewedStudent | null> {
  const [row] = await db
    .select({
      id: users.id,
      first: users.first,
      last: users.last,
      classID: classes.id,
      className: classes.name,
      teacherID: classes.teacherID,
      superTeacherID: classTeacher.superTeacherID,
    })
    .from(users)
    .leftJoin(classStudents, eq(classStudents.studentID, users.id))
    .leftJoin(classes, eq(classes.id, classStudents.classID))
    .leftJoin(classTeacher, eq(classTeacher.id, classes.teacherID))
    .where(and(eq(users.id, studentID), eq(users.roleID, RoleID.Student)))
    .limit(1);
  if (!row) return null;
  return {
    student: { id: row.id, first: row.first, last: row.last },
    class:
      row.classID && row.className && row.teacherID
        ? { id: row.classID, name: row.className, teacherID: row.teacherID, superTeacherID: row.superTeacherID }
        : null,
  };
}

/**
 * A student whose report the viewer may read, or null: the student themself, an admin, the
 * teacher of the student's class now, or that teacher's super-teacher.
 */
export async function studentForViewer(db: Queryable, viewer: UserRow, studentID: string): Promise<ViewedStudent | null> {
  if (viewer.roleID === RoleID.Student && viewer.id !== studentID) return null;
  const found = await studentWithClass(db, studentID);
  if (!found) return null;
  if (viewer.id === studentID || viewer.roleID === RoleID.SuperAdmin) return found;
  if (viewer.roleID !== RoleID.Teacher || !found.class) return null;
  if (found.class.teacherID === viewer.id) return found;
  if (viewer.isSuperTeacher && found.class.superTeacherID === viewer.id) return found;
  return null;
}

/** Students now in a class, for a report. */
export async function studentsOfClass(db: Queryable, classID: string) {
  return db
    .select({ id: users.id, first: users.first, last: users.last })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(eq(classStudents.classID, classID));
}

/** Every class of a super-teacher's sub-teachers with its students, by teacher then class name. */
export async function subTeacherClasses(db: Queryable, superTeacherID: string) {
  const classRows = await db
    .select({ classID: classes.id, className: classes.name, teacherID: users.id, first: users.first, last: users.last })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherID))
    .where(eq(users.superTeacherID, superTeacherID))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id), asc(sql`lower(${classes.name})`), asc(classes.id));
  const ids = classRows.map((c) => c.classID);
  const members = ids.length
    ? await db
        .select({ classID: classStudents.classID, id: users.id, first: users.first, last: users.last })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.studentID))
        .where(inArray(classStudents.classID, ids))
    : [];
  const byClass = new Map<string, typeof members>();
  for (const m of members) byClass.set(m.classID, [...(byClass.get(m.classID) ?? []), m]);
  return classRows.map((c) => ({ ...c, students: byClass.get(c.classID) ?? [] }));
}
