import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { classes, classStudents, users } from '../../db/schema';
import type { ClassInfo } from '../../../shared/api/classes';

type ClassRow = typeof classes.$inferSelect;

export const toClassInfo = (row: ClassRow, classSize: number): ClassInfo => ({
  id: row.id,
  name: row.name,
  code: row.code,
  classSize,
  createDate: row.createdAt.toISOString(),
  superDiagnosticEnabled: row.superDiagnosticEnabled,
  googleCourseID: row.googleCourseID,
  section: row.section,
});

const classSize = sql<number>`(select count(*)::int from ${classStudents} where ${classStudents.classID} = ${classes.id})`;

/** A teacher's classes, oldest first, each with its number of students. */
export async function classesOfTeacher(db: Queryable, teacherID: string): Promise<ClassInfo[]> {
  return (await classesOfTeachers(db, [teacherID])).get(teacherID) ?? [];
}

/**
 * The classes of each teacher, oldest first, with their sizes, in one statement (a teacher with
 * none is not in the map): user-view.ts gathers the class lists many requests ask for at once.
 */
export async function classesOfTeachers(db: Queryable, teacherIDs: readonly string[]): Promise<Map<string, ClassInfo[]>> {
  const found = new Map<string, ClassInfo[]>();
  if (teacherIDs.length === 0) return found;
  const rows = await db
    .select({ ...getTableColumns(classes), classSize })
    .from(classes)
    .where(teacherIDs.length === 1 ? eq(classes.teacherID, teacherIDs[0]!) : inArray(classes.teacherID, [...teacherIDs]))
    .orderBy(classes.createdAt, classes.id);
  for (const { classSize: size, ...row } of rows) {
    const list = found.get(row.teacherID) ?? [];
    list.push(toClassInfo(row, Number(size)));
    found.set(row.teacherID, list);
  }
  return found;
}

/** The one class a student belongs to, with its teacher, or null. */
export async function classOfStudent(db: Queryable, studentID: string) {
  return (await classesOfStudents(db, [studentID])).get(studentID) ?? null;
}

/**
 * The class of each student, with its teacher, in one statement (a student in no class is not in
 * the map): what a school's bell asks for hundreds of students at once (user-view.ts gathers them).
 */
export async function classesOfStudents(db: Queryable, studentIDs: readonly string[]) {
  const found = new Map<string, { info: ClassInfo; teacher: typeof users.$inferSelect }>();
  if (studentIDs.length === 0) return found;
  const rows = await db
    .selectDistinctOn([classStudents.studentID], {
      studentID: classStudents.studentID,
      cls: { ...getTableColumns(classes), classSize },
      teacher: users,
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .innerJoin(users, eq(users.id, classes.teacherID))
    .where(studentIDs.length === 1 ? eq(classStudents.studentID, studentIDs[0]!) : inArray(classStudents.studentID, [...studentIDs]));
  for (const row of rows) {
    const { classSize: size, ...cls } = row.cls;
    found.set(row.studentID, { info: toClassInfo(cls, Number(size)), teacher: row.teacher });
  }
  return found;
}

/** Students across all of a teacher's classes: the seats they fill. */
export async function studentsOfTeacher(db: Queryable, teacherID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .where(eq(classes.teacherID, teacherID));
  return Number(row?.n ?? 0);
}

export async function findClassByCode(db: Queryable, code: string): Promise<ClassRow | null> {
  const [row] = await db.select().from(classes).where(eq(classes.code, code)).limit(1);
  return row ?? null;
}

/** A class only when it belongs to the teacher; someone else's class looks the same as a missing one. */
export async function ownClass(db: Queryable, teacherID: string, classID: string): Promise<ClassRow | null> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classID), eq(classes.teacherID, teacherID)))
    .limit(1);
  return row ?? null;
}
