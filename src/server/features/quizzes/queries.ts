import { and, desc, eq, inArray } from 'drizzle-orm';
import type { QuizAnswer, QuizResult } from '../../../shared/api/quizzes';
import { RoleID } from '../../../shared/domain/roles';
import type { Queryable } from '../../db/open';
import { classes, classStudents, quizResults, quizStarts, users } from '../../db/schema';

type ResultRow = typeof quizResults.$inferSelect;

/** A stored attempt in the contract's shape. The result that counts locks its quiz. */
export const toQuizResult = (row: ResultRow): QuizResult => ({
  id: row.id,
  studentID: row.studentID,
  quizID: row.quizID,
  lessonID: row.lessonID,
  answers: row.answers as QuizAnswer[],
  score: row.score,
  createDate: row.createdAt.toISOString(),
  isComplete: row.isComplete,
  isLocked: !row.overrideScore,
  overrideScore: row.overrideScore,
});

/**
 * A result as a student may see it: a post-evaluation's answers lose their right/wrong mark
 * unless the class enabled that lesson's post-evaluation answers (a right choice's mark would
 * reveal the key). The score stays.
 */
export const withoutMarks = (result: QuizResult): QuizResult => ({
  ...result,
  answers: result.answers.map((a) => ({ ...a, isCorrect: null })),
});

export { classLessonOf } from './save-batch';

/** The newest result of a quiz that counts (not overridden by a reset), or null. */
export async function countingResult(db: Queryable, studentID: string, quizID: string): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.studentID, studentID), eq(quizResults.quizID, quizID), eq(quizResults.overrideScore, false)))
    .orderBy(desc(quizResults.createdAt))
    .limit(1);
  return row ?? null;
}

/** Overrides the results that count and clears the opens of these quizzes for these students. */
export async function resetQuizzes(db: Queryable, studentIDs: string[], quizIDs: string[]) {
  if (studentIDs.length === 0 || quizIDs.length === 0) return;
  await db
    .update(quizResults)
    .set({ overrideScore: true })
    .where(and(inArray(quizResults.studentID, studentIDs), inArray(quizResults.quizID, quizIDs), eq(quizResults.overrideScore, false)));
  await db.delete(quizStarts).where(and(inArray(quizStarts.studentID, studentIDs), inArray(quizStarts.quizID, quizIDs)));
}

/** A student's open attempt of a quiz (its opens and first open), or null. */
export async function startOf(db: Queryable, studentID: string, quizID: string) {
  const [row] = await db
    .select()
    .from(quizStarts)
    .where(and(eq(quizStarts.studentID, studentID), eq(quizStarts.quizID, quizID)))
    .limit(1);
  return row ?? null;
}

/** Every open attempt of a student, newest first. */
export async function startsOfStudent(db: Queryable, studentID: string) {
  return db.select().from(quizStarts).where(eq(quizStarts.studentID, studentID)).orderBy(desc(quizStarts.startedAt));
}

/** Students of a class. */
export async function studentIDsOfClass(db: Queryable, classID: string): Promise<string[]> {
  const rows = await db.select({ id: classStudents.studentID }).from(classStudents).where(eq(classStudents.classID, classID));
  return rows.map((r) => r.id);
}

/** A student by id (never a teacher), or null. */
export async function studentExists(db: Queryable, studentID: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentID), eq(users.roleID, RoleID.Student)))
    .limit(1);
  return row !== undefined;
}

/** A class by id, whoever it belongs to (for admins), or null. */
export async function classByID(db: Queryable, classID: string) {
  const [row] = await db.select().from(classes).where(eq(classes.id, classID)).limit(1);
  return row ?? null;
}
