import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { studentLessons } from '../../db/schema';

/**
 * Lessons a teacher opened for one student in one class (issue 15): on top of the class's own
 * switches, never instead of them. A student who leaves the class leaves these behind.
 */
export async function studentLessonIDs(db: Queryable, studentID: string, classID: string): Promise<Set<string>> {
  const rows = await db
    .select({ lessonID: studentLessons.lessonID })
    .from(studentLessons)
    .where(and(eq(studentLessons.studentID, studentID), eq(studentLessons.classID, classID)));
  return new Set(rows.map((r) => r.lessonID));
}

/** Opens these lessons for the student in the class; returns the ones that were not open for them yet. */
export async function openForStudent(db: Queryable, studentID: string, classID: string, lessonIDs: string[], by: string, now: Date) {
  if (lessonIDs.length === 0) return [];
  const added = await db
    .insert(studentLessons)
    .values(lessonIDs.map((lessonID) => ({ studentID, classID, lessonID, enabledBy: by, createdAt: now })))
    .onConflictDoNothing()
    .returning({ lessonID: studentLessons.lessonID });
  return added.map((a) => a.lessonID);
}
