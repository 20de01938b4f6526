import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { WritingAssignment, WritingResult } from '../../../shared/api/writing';
import { sanitizeHtml } from '../../../shared/domain/sanitizeHtml';
import type { Queryable } from '../../db/open';
import { classes, classStudents, contentVersion, courses, lessons, users, writingAssignments, writingResults } from '../../db/schema';

type AssignmentRow = typeof writingAssignments.$inferSelect;
type ResultRow = typeof writingResults.$inferSelect;
type Person = { id: string; first: string; last: string };

export const toAssignment = (row: AssignmentRow, isComplete: boolean, loadedAt: Date | null): WritingAssignment => ({
  id: row.id,
  lessonID: row.lessonID,
  name: row.name,
  description: row.description,
  imagePath: null,
  isComplete,
  createDate: loadedAt ? loadedAt.toISOString() : null,
});

/** The answer for a stored result. The text is sanitized again on the way out, whatever is stored. */
export const toResult = (row: ResultRow, student?: Person): WritingResult => ({
  id: row.id,
  studentID: row.studentID,
  writingAssignmentID: row.writingAssignmentID,
  studentText: sanitizeHtml(row.studentText),
  teacherText: row.teacherText,
  isCorrect: row.isCorrect,
  createDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
  ...(student ? { student: { id: student.id, first: student.first, last: student.last } } : {}),
});

/** When the content was loaded (the assignments' createDate). */
export async function contentLoadedAt(db: Queryable): Promise<Date | null> {
  const [row] = await db.select({ loadedAt: contentVersion.loadedAt }).from(contentVersion).limit(1);
  return row?.loadedAt ?? null;
}

/** Writing assignments (of one lesson, or all), in course, lesson and assignment order. */
export async function listAssignments(db: Queryable, lessonID?: string): Promise<AssignmentRow[]> {
  const rows = await db
    .select(getTableColumns(writingAssignments))
    .from(writingAssignments)
    .innerJoin(lessons, eq(lessons.id, writingAssignments.lessonID))
    .innerJoin(courses, eq(courses.id, lessons.courseID))
    .where(lessonID ? eq(writingAssignments.lessonID, lessonID) : undefined)
    .orderBy(asc(courses.order), asc(lessons.order), asc(writingAssignments.order), asc(writingAssignments.id));
  return rows;
}

export async function findAssignment(db: Queryable, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(writingAssignments).where(eq(writingAssignments.id, id)).limit(1);
  return row ?? null;
}

/** Which of these assignments the student has saved a text for. */
export async function savedAssignmentIDs(db: Queryable, studentID: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: writingResults.writingAssignmentID })
    .from(writingResults)
    .where(and(eq(writingResults.studentID, studentID), inArray(writingResults.writingAssignmentID, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function findResult(db: Queryable, studentID: string, writingAssignmentID: string): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(writingResults)
    .where(and(eq(writingResults.studentID, studentID), eq(writingResults.writingAssignmentID, writingAssignmentID)))
    .limit(1);
  return row ?? null;
}


/** Whether the student is in one of this teacher's classes now. */
export async function teachesStudent(db: Queryable, teacherID: string, studentID: string): Promise<boolean> {
  const [row] = await db
    .select({ id: classStudents.studentID })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .where(and(eq(classStudents.studentID, studentID), eq(classes.teacherID, teacherID)))
    .limit(1);
  return !!row;
}

/** A result by id, with its student, when the student is in one of this teacher's classes now. */
export async function resultForTeacher(db: Queryable, teacherID: string, resultID: string) {
  const [row] = await db
    .select({ result: writingResults, student: { id: users.id, first: users.first, last: users.last } })
    .from(writingResults)
    .innerJoin(users, eq(users.id, writingResults.studentID))
    .innerJoin(classStudents, eq(classStudents.studentID, writingResults.studentID))
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .where(and(eq(writingResults.id, resultID), eq(classes.teacherID, teacherID)))
    .limit(1);
  return row ?? null;
}

/** The results of the class's students (those in it now) for one assignment, by student name. */
export async function classResults(db: Queryable, classID: string, writingAssignmentID: string): Promise<WritingResult[]> {
  const rows = await db
    .select({ result: writingResults, student: { id: users.id, first: users.first, last: users.last } })
    .from(writingResults)
    .innerJoin(classStudents, eq(classStudents.studentID, writingResults.studentID))
    .innerJoin(users, eq(users.id, writingResults.studentID))
    .where(and(eq(classStudents.classID, classID), eq(writingResults.writingAssignmentID, writingAssignmentID)))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id));
  return rows.map((r) => toResult(r.result, r.student));
}

/** Per assignment: how many of the class's students saved a text, and how many of those are graded. */
export async function classCounts(db: Queryable, classID: string): Promise<Map<string, { submitted: number; graded: number }>> {
  const rows = await db
    .select({
      id: writingResults.writingAssignmentID,
      submitted: sql<number>`count(*)::int`,
      graded: sql<number>`count(${writingResults.isCorrect})::int`,
    })
    .from(writingResults)
    .innerJoin(classStudents, eq(classStudents.studentID, writingResults.studentID))
    .where(eq(classStudents.classID, classID))
    .groupBy(writingResults.writingAssignmentID);
  return new Map(rows.map((r) => [r.id, { submitted: Number(r.submitted), graded: Number(r.graded) }]));
}

/** Lesson name and course of each lesson (for the portal's list). */
export async function lessonNames(db: Queryable): Promise<Map<string, { name: string; courseID: string }>> {
  const rows = await db.select({ id: lessons.id, name: lessons.name, courseID: lessons.courseID }).from(lessons);
  return new Map(rows.map((r) => [r.id, { name: r.name, courseID: r.courseID }]));
}
