import { Hono, type Context } from 'hono';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  getQuizResults,
  getQuizStarts,
  getStudentQuizResult,
  resetAllClassProgress,
  resetClassProgress,
  resetQuizStarts,
  resetStudentProgress,
  saveQuiz,
  startQuiz,
  type QuizAnswer,
  type QuizResult,
  type ResetType,
} from '../../../shared/api/quizzes';
import type { Question, Quiz } from '../../../shared/api/content';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { isAnswerCorrect, isQuizLocked, percent, QUIZ_OPENS_BEFORE_LOCK } from '../../../shared/domain/scoring';
import { substitutesOf } from '../../../shared/domain/quizVariant';
import { isTeacherActive } from '../../../shared/domain/account';
import { isPastTimeLimit, isTimedQuiz, quizEndsAt } from '../../../shared/domain/timedQuiz';
import { QUEUED_AT_HEADER } from '../../../shared/api/sync';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog } from '../../content/catalog';
import { quizResults, quizStarts } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn, signedInOrDelivering, teacherOrAdmin } from '../auth/guards';
import { classesOfTeacher, ownClass } from '../classes/queries';
import { studentOfTeacher } from '../students/queries';
import {
  classByID,
  countingResult,
  resetQuizzes,
  studentExists,
  startOf,
  startsOfStudent,
  studentIDsOfClass,
  toQuizResult,
  withoutMarks,
} from './queries';
import { placeOf, saveAttempt } from './save-batch';
import { openedAt, withinHour } from './timing';

/**
 * Taking quizzes (LA §4, §6, §7): opens and the three-open lock, saves scored by the server,
 * results, and teachers' resets. Students act only for themselves (the key decides); teachers
 * only for students of their classes (404 otherwise); admins for anyone.
 */
export const quizRoutes = new Hono<AppEnv>();

const isStudent = (c: Context<AppEnv>) => c.var.user.roleID === RoleID.Student;

async function quizOrNotFound(c: Context<AppEnv>, quizID: string): Promise<Quiz> {
  const quiz = (await getCatalog(c.var.deps.db)).quizByID.get(quizID);
  if (!quiz) throw new HttpError(404, messages.notFound);
  return quiz;
}

/** A post-evaluation opens only when the student's class has it enabled (never on a trial account). */
function assertPostEvalOpen(quiz: Quiz, place: { postEvalEnabled: boolean } | null) {
  if (quiz.type === 3 && !place?.postEvalEnabled) throw new HttpError(405, messages.postEvalNotEnabled);
}

/**
 * A student's copy of a result: a post-evaluation's answers come without their marks unless the
 * class enabled that lesson's post-evaluation answers (a quiz no longer in the content counts as
 * one). The score stays. Teachers and admins always get the marks.
 */
function asStudentSees(result: QuizResult, quiz: Quiz | undefined, place: { postEvalAnswersEnabled: boolean } | null): QuizResult {
  const postEval = !quiz || quiz.type === QUIZ_TYPE.postEval;
  return postEval && !place?.postEvalAnswersEnabled ? withoutMarks(result) : result;
}

/** The start and end of a timed quiz's attempt, as the contracts send them. */
const timing = (startedAt: Date) => ({ startedAt: startedAt.toISOString(), endsAt: quizEndsAt(startedAt).toISOString() });

/*
 * Replayable writes (`{ idempotent: true }`, ARCHITECTURE "Offline-first"): startquiz and savequiz here,
 * writingassignment/save in ../writing/routes.ts. POST /student/savesuperdiagnostic does not exist yet:
 * when it is added, register it with `{ idempotent: true }` too.
 */
handle(
  quizRoutes,
  startQuiz,
  [signedInOrDelivering],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    const quiz = await quizOrNotFound(c, body.quizID);
    // Teachers and admins preview quizzes: nothing is counted.
    if (!isStudent(c)) return { opens: 0, remaining: QUIZ_OPENS_BEFORE_LOCK };
    const me = c.var.user;
    const place = await placeOf(db, c.var.deps.sessionCache?.classes, me.id, quiz.lessonID, now());
    if (!place?.active) throw new HttpError(412, messages.subscriptionRequired);
    if (!place.lessonEnabled) throw new HttpError(404, messages.lessonGone);
    assertPostEvalOpen(quiz, place);
    if (await countingResult(db, me.id, quiz.id)) throw new HttpError(405, extraMessages.quizLocked);
    const at = now();
    // The server records the opening when the first open arrives (seen_at); an open queued offline
    // keeps the device's time for its countdown (quizzes/timing.ts has the whole rule).
    const queued = c.req.header(QUEUED_AT_HEADER);
    const opened = openedAt(queued, at);
    const timed = isTimedQuiz(quiz);
    const before = timed ? await startOf(db, me.id, quiz.id) : null;
    if (before && !withinHour(before, queued, at)) throw new HttpError(405, extraMessages.quizTimeUp);
    // One statement counts the open unless the quiz is already at the limit; a later open keeps the start.
    const [counted] = await db
      .insert(quizStarts)
      .values({ studentID: me.id, quizID: quiz.id, opens: 1, startedAt: opened, seenAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [quizStarts.studentID, quizStarts.quizID],
        set: { opens: sql`${quizStarts.opens} + 1`, updatedAt: at },
        setWhere: sql`${quizStarts.opens} < ${QUIZ_OPENS_BEFORE_LOCK}`,
      })
      .returning({ opens: quizStarts.opens, startedAt: quizStarts.startedAt });
    if (!counted) throw new HttpError(405, extraMessages.quizLocked);
    return { opens: counted.opens, remaining: QUIZ_OPENS_BEFORE_LOCK - counted.opens, ...(timed ? timing(counted.startedAt) : {}) };
  },
  { idempotent: true },
);

/**
 * The answers in the quiz's question order, each marked by the server; unknown or repeated
 * questions are refused. A pre-test or practice set taken again after a reset may answer the
 * lesson's bank items that stand in for its questions (shared/domain/quizVariant.ts), never more
 * answers than the quiz has questions.
 */
function markAnswers(quiz: Quiz, given: { questionID: string; answer: string }[], bank: readonly Question[]): QuizAnswer[] {
  const byQuestion = new Map<string, string>();
  const stand = quiz.type === QUIZ_TYPE.postEval ? [] : substitutesOf(quiz.questions, bank);
  const items = [...quiz.questions, ...stand];
  const known = new Set(items.map((q) => q.id));
  for (const a of given) {
    if (!known.has(a.questionID)) throw new HttpError(400, extraMessages.answersUnknownQuestion);
    if (byQuestion.has(a.questionID)) throw new HttpError(400, extraMessages.answersDuplicateQuestion);
    byQuestion.set(a.questionID, a.answer);
  }
  if (byQuestion.size > quiz.questions.length) throw new HttpError(400, extraMessages.answersUnknownQuestion);
  return items
    .filter((q) => byQuestion.has(q.id))
    .map((q) => {
      const answer = byQuestion.get(q.id)!;
      return { questionID: q.id, answer, isCorrect: isAnswerCorrect(q, answer) };
    });
}

/**
 * A student's attempt: scored here (the page's Score is ignored), stored with every answer,
 * the quiz's opens cleared, and any badge it earns awarded. An attempt started before the
 * third open still saves; a quiz that already has a result that counts is refused (405),
 * unless the save repeats that result's answers exactly (a replay: the stored result again).
 * An inactive student's save is kept (work done offline is not lost); starting is refused.
 */
handle(
  quizRoutes,
  saveQuiz,
  [signedInOrDelivering],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    if (!isStudent(c)) throw new HttpError(403, messages.onlyStudentsSaveScores);
    const me = c.var.user;
    const quiz = await quizOrNotFound(c, body.quizID);
    const answers = markAnswers(quiz, body.Answers, (await getCatalog(db)).bankOfLesson.get(quiz.lessonID) ?? []);
    // Out of the quiz's length, whichever items were answered (a retake answers bank items in their place).
    const total = quiz.questions.length;
    const answered = answers.length;
    const score = percent(answers.filter((a) => a.isCorrect).length, total);
    const at = now();
    if (isTimedQuiz(quiz)) {
      // Within the hour the server saw (quizzes/timing.ts): from the opening it recorded, the
      // device's X-Queued-At believed only between that opening and this arrival, and never for
      // more than a few minutes past the server's hour. No open on record: timed from this save.
      if (!withinHour(await startOf(db, me.id, quiz.id), c.req.header(QUEUED_AT_HEADER), at)) {
        throw new HttpError(405, extraMessages.quizSavedTooLate);
      }
    }
    // Where the server keeps the class cache, the student's place for the lesson comes from it.
    const classes = c.var.deps.sessionCache?.classes;
    const place = classes?.enabled ? await placeOf(db, classes, me.id, quiz.lessonID, at) : undefined;
    // Stored with the saves of the same moment, in one transaction (group commit: save-batch.ts).
    const saved = await saveAttempt(db, { studentID: me.id, quiz, answers, score, isComplete: answered === total, at, place });
    return {
      result: asStudentSees(toQuizResult(saved.row), quiz, saved.place),
      earnedBadge: saved.earned[0] ?? null,
      earnedBadges: saved.earned,
    };
  },
  { idempotent: true, maxBody: 'answers' },
);

handle(quizRoutes, getQuizResults, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const catalog = await getCatalog(db);
  if (!catalog.lessonByID.has(query.lessonID)) throw new HttpError(404, messages.lessonGone);
  const quizzes = catalog.quizzesOfLesson.get(query.lessonID) ?? [];
  if (!isStudent(c) || quizzes.length === 0) {
    return quizzes.map((q) => ({ quizID: q.id, result: null, opens: 0, isLocked: false, isComplete: false }));
  }
  const me = c.var.user;
  const ids = quizzes.map((q) => q.id);
  const [results, starts, place] = await Promise.all([
    db
      .select()
      .from(quizResults)
      .where(and(eq(quizResults.studentID, me.id), inArray(quizResults.quizID, ids)))
      .orderBy(desc(quizResults.createdAt)),
    db
      .select()
      .from(quizStarts)
      .where(and(eq(quizStarts.studentID, me.id), inArray(quizStarts.quizID, ids))),
    placeOf(db, c.var.deps.sessionCache?.classes, me.id, query.lessonID, c.var.deps.now()),
  ]);
  const at = c.var.deps.now();
  return quizzes.map((q) => {
    const result = results.find((r) => r.quizID === q.id && !r.overrideScore) ?? null;
    // Attempts a teacher reset: the next is a retake drawn from the bank (shared/domain/quizVariant.ts).
    const attempt = results.filter((r) => r.quizID === q.id && r.overrideScore).length;
    const start = starts.find((s) => s.quizID === q.id);
    const opens = start?.opens ?? 0;
    // A timed attempt still open says when its hour ends (the page's countdown, kept in the offline copy).
    const timed = start && !result && isTimedQuiz(q) ? start.startedAt : null;
    const timeUp = timed !== null && isPastTimeLimit(timed, at);
    return {
      quizID: q.id,
      result: result && asStudentSees(toQuizResult(result), q, place),
      opens,
      isLocked: isQuizLocked({ opens, hasResult: result !== null }) || timeUp,
      isComplete: result !== null,
      ...(attempt > 0 ? { attempt } : {}),
      ...(timed ? timing(timed) : {}),
      ...(timeUp ? { timeUp } : {}),
    };
  });
});

/** Whether the caller may see or reset this student's work: themselves, their teacher, or an admin. */
async function mayActFor(c: Context<AppEnv>, studentID: string, resultClassID?: string | null): Promise<boolean> {
  const { db } = c.var.deps;
  const me = c.var.user;
  if (me.id === studentID) return true;
  if (me.roleID === RoleID.SuperAdmin) return studentExists(db, studentID);
  if (me.roleID !== RoleID.Teacher) return false;
  if (await studentOfTeacher(db, me.id, studentID)) return true;
  // A result taken in one of the teacher's classes stays theirs to read after the student moves.
  return Boolean(resultClassID && (await ownClass(db, me.id, resultClassID)));
}

handle(quizRoutes, getStudentQuizResult, [signedIn], async (c, { query }) => {
  const [row] = await c.var.deps.db.select().from(quizResults).where(eq(quizResults.id, query.quizresultid)).limit(1);
  if (!row || !(await mayActFor(c, row.studentID, row.classID))) throw new HttpError(404, messages.notFound);
  if (!isStudent(c)) return toQuizResult(row);
  const { db, now } = c.var.deps;
  const quiz = (await getCatalog(db)).quizByID.get(row.quizID);
  return asStudentSees(toQuizResult(row), quiz, await placeOf(db, c.var.deps.sessionCache?.classes, c.var.user.id, row.lessonID, now()));
});

/** A teacher lets a student take a quiz again: opens back to 0, the current result overridden. */
handle(quizRoutes, resetQuizStarts, [teacherOrAdmin], async (c, { body }) => {
  const quiz = await quizOrNotFound(c, body.quizID);
  if (body.studentID === c.var.user.id || !(await mayActFor(c, body.studentID))) throw new HttpError(404, messages.notFound);
  await c.var.deps.db.transaction((tx) => resetQuizzes(tx, [body.studentID], [quiz.id]));
  return { ok: true as const };
});

/** The quizzes a student opened and has not finished, for their teacher (QUZ-32). */
handle(quizRoutes, getQuizStarts, [teacherOrAdmin], async (c, { query }) => {
  if (query.studentID === c.var.user.id || !(await mayActFor(c, query.studentID))) throw new HttpError(404, messages.notFound);
  const { db, now } = c.var.deps;
  const catalog = await getCatalog(db);
  const at = now();
  const rows = await startsOfStudent(db, query.studentID);
  return rows.flatMap((row) => {
    const quiz = catalog.quizByID.get(row.quizID);
    const lesson = quiz && catalog.lessonByID.get(quiz.lessonID);
    if (!quiz || !lesson) return [];
    const timed = isTimedQuiz(quiz);
    const locked =
      timed && isPastTimeLimit(row.startedAt, at) ? 'timeUp' : isQuizLocked({ opens: row.opens, hasResult: false }) ? 'opens' : null;
    return [
      {
        quizID: quiz.id,
        quizName: quiz.name,
        quizType: quiz.type,
        lessonID: lesson.id,
        lessonName: lesson.name,
        courseID: lesson.courseID,
        opens: row.opens,
        startedAt: row.startedAt.toISOString(),
        endsAt: timed ? quizEndsAt(row.startedAt).toISOString() : null,
        locked,
      } as const,
    ];
  });
});

const QUIZ_TYPE_OF_RESET: Record<ResetType, 1 | 3> = { diagnostic: 1, postEval: 3 };

async function quizIDsOfType(c: Context<AppEnv>, type: ResetType): Promise<string[]> {
  const catalog = await getCatalog(c.var.deps.db);
  return catalog.quizList.filter((q) => q.type === QUIZ_TYPE_OF_RESET[type]).map((q) => q.id);
}

/** Resets the pre-tests or post-evaluations of every student now in the class. */
handle(quizRoutes, resetClassProgress, [teacherOrAdmin], async (c, { body }) => {
  const { db } = c.var.deps;
  const me = c.var.user;
  const cls = me.roleID === RoleID.SuperAdmin ? await classByID(db, body.classID) : await ownClass(db, me.id, body.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const quizIDs = await quizIDsOfType(c, body.type);
  await db.transaction(async (tx) => resetQuizzes(tx, await studentIDsOfClass(tx, cls.id), quizIDs));
  return { ok: true as const };
});

/** Resets the pre-tests or post-evaluations of one student. */
handle(quizRoutes, resetStudentProgress, [teacherOrAdmin], async (c, { body }) => {
  if (body.studentID === c.var.user.id || !(await mayActFor(c, body.studentID))) throw new HttpError(404, messages.notFound);
  const quizIDs = await quizIDsOfType(c, body.type);
  await c.var.deps.db.transaction((tx) => resetQuizzes(tx, [body.studentID], quizIDs));
  return { ok: true as const };
});

/**
 * Resets the pre-tests or post-evaluations of every student of every class of the caller's own,
 * as resetclassprogress does for one. Like the other class actions of /classes (save, delete),
 * an inactive account may not (412).
 */
handle(quizRoutes, resetAllClassProgress, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  if (!isTeacherActive(me, now())) throw new HttpError(412, messages.subscriptionRequired);
  const quizIDs = await quizIDsOfType(c, body.type);
  await db.transaction(async (tx) => {
    const mine = await classesOfTeacher(tx, me.id);
    const studentIDs = new Set<string>();
    for (const cls of mine) for (const id of await studentIDsOfClass(tx, cls.id)) studentIDs.add(id);
    await resetQuizzes(tx, [...studentIDs], quizIDs);
  });
  return { ok: true as const };
});
