import { Hono } from 'hono';
import { ownClass } from '../classes/queries';
import { eq, sql } from 'drizzle-orm';
import {
  evaluateWriting,
  getClassAssignments,
  getClassWritingResults,
  getWritingAssignment,
  getWritingAssignments,
  getWritingResult,
  saveWriting,
} from '../../../shared/api/writing';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { isBlankHtml, sanitizeHtml } from '../../../shared/domain/sanitizeHtml';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { writingResults } from '../../db/schema';
import { studentClassOf } from '../auth/user-view';
import { handle, HttpError } from '../../http';
import { signedIn, signedInOrDelivering, teacherOrAdmin } from '../auth/guards';
import { awardWritingBadges } from './badges';
import {
  classCounts,
  classResults,
  contentLoadedAt,
  findAssignment,
  findResult,
  lessonNames,
  listAssignments,
  resultForTeacher,
  savedAssignmentIDs,
  teachesStudent,
  toAssignment,
  toResult,
} from './queries';

export const writingRoutes = new Hono<AppEnv>();

const isStudent = (roleID: number) => roleID === RoleID.Student;

handle(writingRoutes, getWritingAssignments, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  const rows = await listAssignments(db, query.lessonID);
  const saved = isStudent(user.roleID)
    ? await savedAssignmentIDs(
        db,
        user.id,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  const loadedAt = await contentLoadedAt(db);
  return rows.map((row) => toAssignment(row, saved.has(row.id), loadedAt));
});

handle(writingRoutes, getWritingAssignment, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  const row = await findAssignment(db, query.id);
  if (!row) throw new HttpError(404, extraMessages.writingAssignmentMissing);
  const saved = isStudent(user.roleID) ? await savedAssignmentIDs(db, user.id, [row.id]) : new Set<string>();
  return toAssignment(row, saved.has(row.id), await contentLoadedAt(db));
});

/** A student reads their own result; a teacher a result of a student in one of their classes. */
handle(writingRoutes, getWritingResult, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  let studentID: string;
  if (isStudent(user.roleID)) {
    if (query.studentID && query.studentID !== user.id) throw new HttpError(404, messages.notFound);
    studentID = user.id;
  } else {
    // A teacher opening the student's page has no result of their own.
    if (!query.studentID) return null;
    if (!(await teachesStudent(db, user.id, query.studentID))) throw new HttpError(404, messages.notFound);
    studentID = query.studentID;
  }
  const row = await findResult(db, studentID, query.writingAssignmentID);
  return row ? toResult(row) : null;
});

/**
 * A student saves their writing. One result per student and assignment (the unique index
 * makes two racing first saves one row); a changed text is ungraded again, the same text
 * keeps its grade. The text is sanitized before it is stored.
 */
handle(
  writingRoutes,
  saveWriting,
  [signedInOrDelivering],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    const user = c.var.user;
    if (!isStudent(user.roleID)) throw new HttpError(403, messages.onlyStudentsSaveWriting);
    if (body.studentID && body.studentID !== user.id) throw new HttpError(403, extraMessages.writingStudentMismatch);
    const assignment = await findAssignment(db, body.writingAssignmentID);
    if (!assignment) throw new HttpError(404, extraMessages.writingAssignmentMissing);
    const found = await studentClassOf(db, c.var.deps.sessionCache?.classes, user.id);
    // Inactive students cannot work in lessons (LA §6): no class, or a class whose teacher's account lapsed.
    if (!found || !isTeacherActive(found.teacher, now())) throw new HttpError(412, extraMessages.studentInactive);
    const text = sanitizeHtml(body.studentText);
    if (isBlankHtml(text)) throw new HttpError(400, extraMessages.writingEmpty);

    const at = now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(writingResults)
        .values({
          studentID: user.id,
          writingAssignmentID: assignment.id,
          classID: found.info.id,
          studentText: text,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [writingResults.studentID, writingResults.writingAssignmentID],
          set: {
            studentText: text,
            classID: found.info.id,
            updatedAt: at,
            isCorrect: sql`case when ${writingResults.studentText} = ${text} then ${writingResults.isCorrect} else null end`,
          },
        })
        .returning();
      if (!row) throw new Error('writing upsert returned no row');
      const earnedBadges = await awardWritingBadges(tx, user.id, at);
      return { result: toResult(row), earnedBadges };
    });
  },
  { idempotent: true, maxBody: 'writing' },
);

handle(writingRoutes, getClassAssignments, [teacherOrAdmin], async (c, { query }) => {
  const { db } = c.var.deps;
  const cls = await ownClass(db, c.var.user.id, query.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const [rows, counts, names, loadedAt] = await Promise.all([
    listAssignments(db),
    classCounts(db, cls.id),
    lessonNames(db),
    contentLoadedAt(db),
  ]);
  return rows.map((row) => {
    const lesson = names.get(row.lessonID);
    const count = counts.get(row.id) ?? { submitted: 0, graded: 0 };
    return {
      assignment: toAssignment(row, false, loadedAt),
      lessonName: lesson?.name ?? '',
      courseID: lesson?.courseID ?? '',
      submitted: count.submitted,
      graded: count.graded,
    };
  });
});

handle(writingRoutes, getClassWritingResults, [teacherOrAdmin], async (c, { query }) => {
  const { db } = c.var.deps;
  const cls = await ownClass(db, c.var.user.id, query.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  if (!(await findAssignment(db, query.writingAssignmentID))) throw new HttpError(404, extraMessages.writingAssignmentMissing);
  return classResults(db, cls.id, query.writingAssignmentID);
});

/** The teacher of the student's class comments and grades; a pass may earn the student a badge. */
handle(
  writingRoutes,
  evaluateWriting,
  [teacherOrAdmin],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    const teacher = c.var.user;
    const found = await resultForTeacher(db, teacher.id, body.id);
    if (!found) throw new HttpError(404, messages.notFound);
    if (
      (body.StudentID && body.StudentID !== found.result.studentID) ||
      (body.WritingAssignmentID && body.WritingAssignmentID !== found.result.writingAssignmentID)
    ) {
      throw new HttpError(404, messages.notFound);
    }
    // Grading is a class action, which an inactive account does not have (ACB §2 /classes).
    if (!isTeacherActive(teacher, now())) throw new HttpError(412, messages.subscriptionRequired);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(writingResults)
        .set({ teacherText: body.TeacherText, isCorrect: body.IsCorrect })
        .where(eq(writingResults.id, found.result.id))
        .returning();
      if (!row) throw new HttpError(404, messages.notFound);
      if (body.IsCorrect) await awardWritingBadges(tx, row.studentID, now());
      return toResult(row, found.student);
    });
  },
  { maxBody: 'answers' },
);
