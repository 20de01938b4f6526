import { Hono, type Context } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ClassID } from '../../../shared/api/classes';
import {
  canStudentTakeSuperDiagnostic,
  enableTopicLessons,
  enableStudentLessons,
  getAllTopics,
  getClassSuperDiagnostic,
  getCustomDiagnostics,
  getSuperDiagnostic,
  saveSuperDiagnostic,
  updateClassSuperDiagnostic,
  updateCustomDiagnostics,
} from '../../../shared/api/diagnostic';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { isAnswerCorrect } from '../../../shared/domain/scoring';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog } from '../../content/catalog';
import { classes, customDiagnostics, diagnosticAnswers, diagnosticResults } from '../../db/schema';
import { studentClassOf } from '../auth/user-view';
import { handle, HttpError } from '../../http';
import { openForStudent } from '../customLessons/student-lessons';
import { studentWithClass } from '../students/queries';
import { studentTopicName } from '../../../shared/content/schema';
import { signedIn, signedInOrDelivering, studentOnly, teacherOrAdmin } from '../auth/guards';
import { customLessonsOfClass, save as saveCustomLessons } from '../customLessons/routes';
import {
  activeTopics,
  buildableClass,
  deleteDiagnosticResults,
  diagnosticQuiz,
  placeQuestions,
  savedDiagnostic,
  topicSettings,
} from './queries';
import { registerReportRoutes } from './reports';

/**
 * The diagnostic (LA §2-§7): topics, building a class's diagnostic, taking it, and (in
 * reports.ts) the reports. Teachers build for their own classes (admins for any); another
 * teacher's class answers 404. A student takes it once, for their class.
 */
export const diagnosticRoutes = new Hono<AppEnv>();

const classParam = (c: Context<AppEnv>): string => {
  const id = v.safeParse(ClassID, c.req.param('classID'));
  if (!id.success) throw new HttpError(400, id.issues[0].message);
  return id.output;
};

async function classToBuild(c: Context<AppEnv>, classID: string) {
  const cls = await buildableClass(c.var.deps.db, c.var.user, classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  return cls;
}

function assertActiveAccount(c: Context<AppEnv>) {
  if (!isTeacherActive(c.var.user, c.var.deps.now())) throw new HttpError(412, messages.subscriptionRequired);
}

handle(diagnosticRoutes, getAllTopics, [signedIn], async (c) => {
  const catalog = await getCatalog(c.var.deps.db);
  return catalog.topics.map((t) => ({
    id: t.id,
    name: t.name,
    header: t.header,
    order: t.order,
    suggested: t.suggested,
    lessonIDs: t.lessonIDs,
    questionCount: t.questions.length,
  }));
});

handle(diagnosticRoutes, getCustomDiagnostics, [teacherOrAdmin], async (c) => {
  const cls = await classToBuild(c, classParam(c));
  return topicSettings(c.var.deps.db, await getCatalog(c.var.deps.db), cls.id);
});

/** Topic settings: locked while a class's diagnostic is enabled (LA §4); the last entry per topic wins. */
handle(
  diagnosticRoutes,
  updateCustomDiagnostics,
  [teacherOrAdmin],
  async (c, { body }) => {
    const { db } = c.var.deps;
    const catalog = await getCatalog(db);
    const classIDs = [...new Set(body.map((e) => e.classID))];
    const found = await Promise.all(classIDs.map((id) => buildableClass(db, c.var.user, id)));
    if (found.some((cls) => !cls)) throw new HttpError(404, messages.notFound);
    const known = new Set(catalog.topics.map((t) => t.id));
    if (body.some((e) => !known.has(e.topicID))) throw new HttpError(404, extraMessages.topicUnknown);
    assertActiveAccount(c);
    if (found.some((cls) => cls!.superDiagnosticEnabled)) throw new HttpError(405, extraMessages.diagnosticTopicsLocked);

    const wanted = new Map(body.map((e) => [`${e.classID}/${e.topicID}`, e]));
    const rows = await db
      .insert(customDiagnostics)
      .values([...wanted.values()].map((e) => ({ classID: e.classID, topicID: e.topicID, diagnosticEnabled: e.diagnosticEnabled })))
      .onConflictDoUpdate({
        target: [customDiagnostics.classID, customDiagnostics.topicID],
        set: { diagnosticEnabled: sql`excluded.diagnostic_enabled` },
      })
      .returning();
    return rows.map((r) => ({ id: r.id, classID: r.classID, topicID: r.topicID, diagnosticEnabled: r.diagnosticEnabled }));
  },
  { maxBody: 'answers' },
);

/**
 * The class's diagnostic switch (LA §4, §5). On needs at least one active topic; off deletes
 * the class's answers and results, after the typed class name (when sent) matches.
 */
handle(diagnosticRoutes, updateClassSuperDiagnostic, [teacherOrAdmin], async (c, { body }) => {
  const { db } = c.var.deps;
  const cls = await classToBuild(c, body.id);
  assertActiveAccount(c);
  if (body.superDiagnosticEnabled) {
    const topics = await activeTopics(db, await getCatalog(db), cls.id);
    if (topics.length === 0) throw new HttpError(400, messages.enableOneTopic);
    await db.update(classes).set({ superDiagnosticEnabled: true }).where(eq(classes.id, cls.id));
    return { id: cls.id, superDiagnosticEnabled: true, deletedResults: 0 };
  }
  if (body.className !== undefined && body.className.trim() !== cls.name.trim()) throw new HttpError(400, messages.incorrectClassName);
  const deletedResults = await db.transaction(async (tx) => {
    await tx.update(classes).set({ superDiagnosticEnabled: false }).where(eq(classes.id, cls.id));
    return deleteDiagnosticResults(tx, cls.id);
  });
  return { id: cls.id, superDiagnosticEnabled: false, deletedResults };
});

/** The student's class, or 404 with how to join one. */
async function studentClass(c: Context<AppEnv>) {
  const found = await studentClassOf(c.var.deps.db, c.var.deps.sessionCache?.classes, c.var.user.id);
  if (!found) throw new HttpError(404, extraMessages.noClassYet);
  return found.info;
}

handle(diagnosticRoutes, canStudentTakeSuperDiagnostic, [studentOnly], async (c) => {
  const { db } = c.var.deps;
  const found = await studentClassOf(db, c.var.deps.sessionCache?.classes, c.var.user.id);
  if (!found || !found.info.superDiagnosticEnabled) return { canTake: false, classID: found?.info.id ?? null };
  const [done] = await db
    .select({ isComplete: diagnosticResults.isComplete })
    .from(diagnosticResults)
    .where(and(eq(diagnosticResults.studentID, c.var.user.id), eq(diagnosticResults.classID, found.info.id)));
  return { canTake: !done?.isComplete, classID: found.info.id };
});

handle(diagnosticRoutes, getSuperDiagnostic, [studentOnly], async (c) => {
  const { db } = c.var.deps;
  const info = await studentClass(c);
  if (!info.superDiagnosticEnabled) throw new HttpError(405, extraMessages.diagnosticNotOpen);
  const [cls] = await db.select().from(classes).where(eq(classes.id, info.id));
  if (!cls) throw new HttpError(404, extraMessages.noClassYet);
  const topics = await activeTopics(db, await getCatalog(db), cls.id);
  const { result, answers } = await savedDiagnostic(db, c.var.user.id, cls.id, placeQuestions(topics));
  const quiz = diagnosticQuiz(cls, topics, answers, result?.isComplete ?? false);
  // Students never see the teacher's "suggested" mark (issue 15).
  return { ...quiz, topics: quiz.topics.map((t) => ({ ...t, name: studentTopicName(t.name) })) };
});

handle(diagnosticRoutes, getClassSuperDiagnostic, [teacherOrAdmin], async (c) => {
  const { db } = c.var.deps;
  const cls = await classToBuild(c, classParam(c));
  const topics = await activeTopics(db, await getCatalog(db), cls.id);
  return diagnosticQuiz(cls, topics, [], false);
});

/**
 * Autosave and final save. Answers are marked here and merged into those saved before (one row
 * per question, so a replayed save stores nothing twice); the save that leaves no question
 * unanswered completes the diagnostic. After completion only a repeat of saved answers is accepted.
 */
handle(
  diagnosticRoutes,
  saveSuperDiagnostic,
  [signedInOrDelivering],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    if (c.var.user.roleID !== RoleID.Student) throw new HttpError(403, messages.onlyStudentsSaveDiagnostic);
    const me = c.var.user;
    const info = await studentClass(c);
    if (info.id !== body.quizID) throw new HttpError(404, messages.notFound);
    if (!info.superDiagnosticEnabled) throw new HttpError(405, extraMessages.diagnosticNotOpen);
    const placed = placeQuestions(await activeTopics(db, await getCatalog(db), info.id));
    const byID = new Map(placed.map((p) => [p.question.id, p]));
    const given = new Map<string, string>();
    for (const a of body.Answers) {
      if (!byID.has(a.questionID)) throw new HttpError(400, extraMessages.answersNotInDiagnostic);
      if (given.has(a.questionID)) throw new HttpError(400, extraMessages.answersDuplicateQuestion);
      given.set(a.questionID, a.answer);
    }
    const marked = [...given].map(([questionID, answer]) => {
      const p = byID.get(questionID)!;
      return { questionID, topicID: p.topic.id, answer, isCorrect: isAnswerCorrect(p.question, answer) };
    });
    const at = now();

    return db.transaction(async (tx) => {
      await tx.insert(diagnosticResults).values({ studentID: me.id, classID: info.id, createdAt: at, updatedAt: at }).onConflictDoNothing();
      const [result] = await tx
        .select()
        .from(diagnosticResults)
        .where(and(eq(diagnosticResults.studentID, me.id), eq(diagnosticResults.classID, info.id)))
        .for('update');
      const mine = and(eq(diagnosticAnswers.studentID, me.id), eq(diagnosticAnswers.classID, info.id));
      if (result!.isComplete) {
        const stored = marked.length
          ? await tx
              .select()
              .from(diagnosticAnswers)
              .where(
                and(
                  mine,
                  inArray(
                    diagnosticAnswers.questionID,
                    marked.map((m) => m.questionID),
                  ),
                ),
              )
          : [];
        const same = new Map(stored.map((s) => [s.questionID, s.answer]));
        if (marked.some((m) => same.get(m.questionID) !== m.answer)) throw new HttpError(405, extraMessages.diagnosticAlreadyTaken);
        return { answered: placed.length, total: placed.length, isComplete: true, canTake: false };
      }
      if (marked.length) {
        await tx
          .insert(diagnosticAnswers)
          .values(marked.map((m) => ({ studentID: me.id, classID: info.id, ...m, createdAt: at })))
          .onConflictDoUpdate({
            target: [diagnosticAnswers.studentID, diagnosticAnswers.classID, diagnosticAnswers.questionID],
            set: { answer: sql`excluded.answer`, isCorrect: sql`excluded.is_correct`, topicID: sql`excluded.topic_id` },
          });
      }
      const saved = await tx.select({ questionID: diagnosticAnswers.questionID }).from(diagnosticAnswers).where(mine);
      const answered = saved.filter((s) => byID.has(s.questionID)).length;
      const isComplete = placed.length > 0 && answered === placed.length;
      await tx
        .update(diagnosticResults)
        .set({ updatedAt: at, isComplete, completedAt: isComplete ? at : null })
        .where(and(eq(diagnosticResults.studentID, me.id), eq(diagnosticResults.classID, info.id)));
      return { answered, total: placed.length, isComplete, canTake: !isComplete };
    });
  },
  { idempotent: true, maxBody: 'answers' },
);

/**
 * Beyond the spec: enables, for the class, every lesson that teaches the given topics (from a
 * student's weak topics), keeping each lesson's other switches. Customize Lessons' own save does
 * the work, so its rules (class ownership, inactive and trial accounts) apply unchanged.
 */
handle(diagnosticRoutes, enableTopicLessons, [teacherOrAdmin], async (c, { body }) => {
  const { db } = c.var.deps;
  const catalog = await getCatalog(db);
  const topics = body.topicIDs.map((id) => catalog.topics.find((t) => t.id === id));
  if (topics.some((t) => !t)) throw new HttpError(404, extraMessages.topicUnknown);
  const lessonIDs = new Set(topics.flatMap((t) => t!.lessonIDs));
  const current = (await customLessonsOfClass(db, body.classID)).filter((l) => lessonIDs.has(l.lessonID));
  if (current.length === 0) throw new HttpError(404, messages.lessonGone);
  return saveCustomLessons(
    c,
    current.map((l) => ({ ...l, lessonEnabled: true })),
  );
});

/**
 * Beyond the spec (issue 15): opens the lessons of the given topics for one student alone, in
 * their class, leaving the class's switches as they are. The class's teacher or an admin (404 for
 * anyone else's student); an inactive account changes nothing (412), as in Customize Lessons.
 */
handle(diagnosticRoutes, enableStudentLessons, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const found = await studentWithClass(db, body.studentID);
  if (!found?.classID || (me.roleID !== RoleID.SuperAdmin && found.teacherID !== me.id)) throw new HttpError(404, messages.notFound);
  assertActiveAccount(c);
  const catalog = await getCatalog(db);
  const topics = body.topicIDs.map((id) => catalog.topics.find((t) => t.id === id));
  if (topics.some((t) => !t)) throw new HttpError(404, extraMessages.topicUnknown);
  const lessonIDs = [...new Set(topics.flatMap((t) => t!.lessonIDs))].filter((id) => catalog.lessonByID.has(id));
  await openForStudent(db, body.studentID, found.classID, lessonIDs, me.id, now());
  return { lessonIDs };
});

registerReportRoutes(diagnosticRoutes);
