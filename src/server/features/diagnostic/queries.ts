import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomDiagnostic, DiagnosticAnswer, DiagnosticQuestion, DiagnosticQuiz } from '../../../shared/api/diagnostic';
import { selectActiveTopics } from '../../../shared/domain/diagnostic';
import { RoleID } from '../../../shared/domain/roles';
import type { Queryable } from '../../db/open';
import { classes, classStudents, customDiagnostics, diagnosticAnswers, diagnosticResults, users } from '../../db/schema';
import type { Catalog, CatalogTopic } from '../../content/catalog';
import type { UserRow } from '../../app-env';

type ClassRow = typeof classes.$inferSelect;
export type PackQuestion = CatalogTopic['questions'][number];

/** A diagnostic question with its topic and 1-based position in the class's diagnostic. */
export interface PlacedQuestion {
  question: PackQuestion;
  topic: CatalogTopic;
  order: number;
}

/**
 * The class's setting for every topic, in topic order; where nothing is stored, the default:
 * suggested topics on (LA §9 "Suggested diagnostic: ten key topics"), the others off.
 */
export async function topicSettings(db: Queryable, catalog: Catalog, classID: string): Promise<CustomDiagnostic[]> {
  const rows = await db.select().from(customDiagnostics).where(eq(customDiagnostics.classID, classID));
  const stored = new Map(rows.map((r) => [r.topicID, r]));
  return catalog.topics.map((t) => {
    const row = stored.get(t.id);
    return row
      ? { id: row.id, classID, topicID: t.id, diagnosticEnabled: row.diagnosticEnabled }
      : { id: null, classID, topicID: t.id, diagnosticEnabled: t.suggested };
  });
}

/** The class's active topics in topic order (group, then order). */
export async function activeTopics(db: Queryable, catalog: Catalog, classID: string): Promise<CatalogTopic[]> {
  const rows = await db.select().from(customDiagnostics).where(eq(customDiagnostics.classID, classID));
  return selectActiveTopics(catalog.topics, rows);
}

/** Every question of the given topics, in order: the class's diagnostic. */
export function placeQuestions(topics: CatalogTopic[]): PlacedQuestion[] {
  return topics.flatMap((topic) => topic.questions.map((question) => ({ question, topic }))).map((p, i) => ({ ...p, order: i + 1 }));
}

/** A question as a student sees it: the choices without the answer. */
export const toStudentQuestion = ({ question, topic, order }: PlacedQuestion): DiagnosticQuestion => ({
  id: question.id,
  topicID: topic.id,
  type: question.type,
  text: question.text,
  options: question.type === 'choice' ? question.options.map((o) => o.option) : [],
  order,
});

export const rightAnswerOf = (q: PackQuestion): string => (q.type === 'choice' ? q.options.find((o) => o.isAnswer)?.option ?? '' : q.correctAnswer);

export function diagnosticQuiz(cls: ClassRow, topics: CatalogTopic[], answers: DiagnosticAnswer[], isComplete: boolean): DiagnosticQuiz {
  return {
    id: cls.id,
    name: 'Diagnostic',
    classID: cls.id,
    className: cls.name,
    topics: topics.map((t) => ({ id: t.id, name: t.name, header: t.header })),
    questions: placeQuestions(topics).map(toStudentQuestion),
    answers,
    isComplete,
  };
}

/** A student's saved answers for a class, in the diagnostic's question order, and whether it is complete. */
export async function savedDiagnostic(db: Queryable, studentID: string, classID: string, placed: PlacedQuestion[]) {
  const [result] = await db
    .select()
    .from(diagnosticResults)
    .where(and(eq(diagnosticResults.studentID, studentID), eq(diagnosticResults.classID, classID)));
  if (!result) return { result: null, answers: [] as DiagnosticAnswer[] };
  const rows = await db
    .select()
    .from(diagnosticAnswers)
    .where(and(eq(diagnosticAnswers.studentID, studentID), eq(diagnosticAnswers.classID, classID)));
  const byQuestion = new Map(rows.map((r) => [r.questionID, r]));
  const answers = placed
    .filter((p) => byQuestion.has(p.question.id))
    .map((p) => {
      const row = byQuestion.get(p.question.id)!;
      return { questionID: row.questionID, answer: row.answer, isCorrect: row.isCorrect };
    });
  return { result, answers };
}

/**
 * Deletes diagnostic results (and, by cascade, answers) of a class, or of one student in it:
 * the diagnostic is disabled, or the student is removed from the class (LA §9).
 */
export async function deleteDiagnosticResults(db: Queryable, classID: string, studentID?: string): Promise<number> {
  const where = studentID
    ? and(eq(diagnosticResults.classID, classID), eq(diagnosticResults.studentID, studentID))
    : eq(diagnosticResults.classID, classID);
  const deleted = await db.delete(diagnosticResults).where(where).returning({ studentID: diagnosticResults.studentID });
  return deleted.length;
}

/** A class the caller builds a diagnostic for: their own, or any class for an admin. Others look missing. */
export async function buildableClass(db: Queryable, user: UserRow, classID: string): Promise<ClassRow | null> {
  const mine = user.roleID === RoleID.SuperAdmin ? undefined : eq(classes.teacherID, user.id);
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classID), mine))
    .limit(1);
  return row ?? null;
}

/**
 * A class whose diagnostic reports the caller may read: their own, a class of one of their
 * sub-teachers (super-teacher), or any class for an admin. Others look missing (404).
 */
export async function reportableClass(db: Queryable, user: UserRow, classID: string): Promise<ClassRow | null> {
  if (user.roleID === RoleID.SuperAdmin) return buildableClass(db, user, classID);
  const [row] = await db
    .select({ cls: classes })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherID))
    .where(and(eq(classes.id, classID), sql`(${classes.teacherID} = ${user.id} or ${users.superTeacherID} = ${user.id})`))
    .limit(1);
  return row?.cls ?? null;
}

/** The class's students in report order (last, first name), with their display names. */
export async function studentsOfClass(db: Queryable, classID: string) {
  const rows = await db
    .select({ id: users.id, first: users.first, last: users.last })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(eq(classStudents.classID, classID))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id));
  return rows.map((r) => ({ ...r, name: `${r.first} ${r.last}`.trim() }));
}

/** Results and answers of the given students in a class, for the reports. */
export async function classDiagnosticData(db: Queryable, classID: string, studentIDs: string[]) {
  if (studentIDs.length === 0) return { results: [], answers: [] };
  const [results, answers] = await Promise.all([
    db
      .select()
      .from(diagnosticResults)
      .where(and(eq(diagnosticResults.classID, classID), inArray(diagnosticResults.studentID, studentIDs))),
    db
      .select({
        studentID: diagnosticAnswers.studentID,
        questionID: diagnosticAnswers.questionID,
        answer: diagnosticAnswers.answer,
        isCorrect: diagnosticAnswers.isCorrect,
      })
      .from(diagnosticAnswers)
      .where(and(eq(diagnosticAnswers.classID, classID), inArray(diagnosticAnswers.studentID, studentIDs))),
  ]);
  return { results, answers };
}
