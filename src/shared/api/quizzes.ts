import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Ok } from './common';
import { ClassID } from './classes';
import { UserID } from './students';
import { Badge, LessonID, QuizID } from './content';

/**
 * Taking quizzes (LA §4, §7): opens, saves, results, resets and earned badges. The server
 * scores every save itself (src/shared/domain/scoring.ts, the same rules the page uses
 * offline) and ignores the Score the page sends. The saving student is the key's user:
 * no body carries a studentID to save for.
 */

/**
 * `isCorrect` is null in a student's copy of a post-evaluation result until the class's
 * teacher enables that lesson's post-evaluation answers (the mark of a right choice would give
 * the key away); the stored answer keeps it, and teachers and admins always get it.
 */
export const QuizAnswer = v.object({ questionID: v.string(), answer: v.string(), isCorrect: v.nullable(v.boolean()) });
export type QuizAnswer = v.InferOutput<typeof QuizAnswer>;

export const QuizResult = v.object({
  id: v.string(),
  studentID: v.string(),
  quizID: v.string(),
  lessonID: v.string(),
  answers: v.array(QuizAnswer),
  /** Whole percent, 0-100, as the server scored it. */
  score: v.number(),
  createDate: v.string(),
  /** Every question of the quiz was answered. */
  isComplete: v.boolean(),
  /** The quiz cannot be taken again until a teacher resets it. */
  isLocked: v.boolean(),
  /** A teacher reset the quiz: this attempt no longer counts (shown as "--"). */
  overrideScore: v.boolean(),
});
export type QuizResult = v.InferOutput<typeof QuizResult>;

/**
 * Counts one open of the quiz. 405 with the message to show when the quiz is complete or was
 * opened three times without a save, or is a post-evaluation the class has not enabled, or is a
 * timed quiz whose hour has ended (`quizTimeUp`). Teachers and admins get `{opens: 0, remaining: 3}`
 * and nothing is stored. The first open of an attempt starts its hour: the server records when it
 * arrived; an open queued offline (the outbox's `X-Queued-At` more than two minutes before it
 * arrives) keeps the device's time for the countdown (server/features/quizzes/timing.ts).
 */
export const startQuiz = endpoint({
  method: 'POST',
  path: '/student/startquiz',
  body: v.object({ quizID: QuizID }),
  response: v.object({
    opens: v.number(),
    remaining: v.number(),
    /**
     * A student's timed quiz (the post-evaluation, src/shared/domain/timedQuiz.ts) only: when this
     * attempt was first opened and when its hour ends (ISO). A second open or a reload keeps them.
     */
    startedAt: v.optional(v.string()),
    endsAt: v.optional(v.string()),
  }),
});

const answerText = v.pipe(v.string('Each answer must be text.'), v.maxLength(500, 'An answer can be at most 500 characters.'));

/**
 * Saves a student's attempt (students only; teachers 403 'Only students can save score
 * results.'). `Score` is accepted for the spec's shape and ignored. `earnedBadge` is the first
 * badge this save earned (for the toast that stays open), `earnedBadges` all of them.
 * 405 when the quiz already has a result that counts, except for a replay with exactly that
 * result's answers, which answers 200 with the stored result and no badges (outbox replays).
 * A timed quiz's save is refused with 405 `quizSavedTooLate` unless it is within the hour the
 * server saw (issue 26, server/features/quizzes/timing.ts): it arrives at most the hour, a
 * two-minute grace and five minutes of network trouble after the opening the server recorded,
 * and its `X-Queued-At` (believed only between the opening and the arrival) is within the hour and
 * grace of the attempt's start. A quiz opened and finished offline counts whenever it arrives; a
 * save with no open on record is timed from itself (it counts).
 */
export const saveQuiz = endpoint({
  method: 'POST',
  path: '/student/savequiz',
  body: v.object({
    Answers: v.pipe(
      v.array(v.object({ questionID: v.string('Each answer needs a questionID.'), answer: answerText }), 'Answers must be a list.'),
      v.maxLength(200, 'Too many answers.'),
    ),
    quizID: QuizID,
    Score: v.optional(v.nullable(v.number())),
  }),
  response: v.object({ result: QuizResult, earnedBadge: v.nullable(Badge), earnedBadges: v.array(Badge) }),
});

export const QuizStatus = v.object({
  quizID: v.string(),
  /** The result that counts (newest not overridden), or null. */
  result: v.nullable(QuizResult),
  /** Opens since the last save or reset. */
  opens: v.number(),
  /** Completed, opened three times without a save, or a timed quiz whose hour has ended. */
  isLocked: v.boolean(),
  isComplete: v.boolean(),
  /** A timed quiz with an attempt open: when it was first opened and when its hour ends (ISO). */
  startedAt: v.optional(v.string()),
  endsAt: v.optional(v.string()),
  /** Set when the quiz is locked because the hour of its attempt ended. */
  timeUp: v.optional(v.boolean()),
  /**
   * How many of the student's attempts a teacher reset (absent for none): a pre-test or practice
   * set taken again is retake `attempt`, drawn from the lesson's bank (shared/domain/quizVariant.ts).
   */
  attempt: v.optional(v.number()),
});
export type QuizStatus = v.InferOutput<typeof QuizStatus>;

/**
 * The caller's own status for each quiz of a lesson, in quiz order. For teachers and admins
 * every quiz is open (no result, no opens).
 */
export const getQuizResults = endpoint({
  method: 'GET',
  path: '/student/getquizresults',
  query: v.object({ lessonID: LessonID }),
  response: v.array(QuizStatus),
});

/** One result: the caller's own, or one of a student in the caller's classes (404 otherwise). */
export const getStudentQuizResult = endpoint({
  method: 'GET',
  path: '/progress/getstudentquizresult',
  query: v.object({ quizresultid: v.pipe(v.string(), v.uuid('That result does not exist.')) }),
  response: QuizResult,
});

/**
 * A teacher (of that student) or admin lets a student take a quiz again: opens back to 0 and
 * the current result overridden. Anyone else: 404.
 */
export const resetQuizStarts = endpoint({
  method: 'POST',
  path: '/student/resetquizstarts',
  body: v.object({ quizID: QuizID, studentID: UserID }),
  response: Ok,
});

export const QuizStart = v.object({
  quizID: v.string(),
  quizName: v.string(),
  /** 1 pre-test, 2 practice, 3 post-evaluation. */
  quizType: v.number(),
  lessonID: v.string(),
  lessonName: v.string(),
  courseID: v.string(),
  /** Opens since the last save or reset (1 to 3). */
  opens: v.number(),
  /** The first open of this attempt (ISO). */
  startedAt: v.string(),
  /** A timed quiz: when its hour ends (ISO); null for the others. */
  endsAt: v.nullable(v.string()),
  /** 'opens': opened three times without a save; 'timeUp': its hour ended; null: still open to the student. */
  locked: v.nullable(v.picklist(['opens', 'timeUp'])),
});
export type QuizStart = v.InferOutput<typeof QuizStart>;

/**
 * The quizzes a student has opened and not finished (QUZ-32: what a teacher may reset with
 * resetquizstarts), newest first, each with whether it is locked and why. The student's teacher or
 * an admin; anyone else 404.
 */
export const getQuizStarts = endpoint({
  method: 'GET',
  path: '/student/getquizstarts',
  query: v.object({ studentID: UserID }),
  response: v.array(QuizStart),
});

/** 'diagnostic' = the pre-tests (type 1), 'postEval' = the post-evaluations (type 3). */
export const ResetType = v.picklist(['diagnostic', 'postEval'], 'Type must be diagnostic or postEval.');
export type ResetType = v.InferOutput<typeof ResetType>;

/** Resets the pre-tests or post-evaluations of every student of a class of the caller's. */
export const resetClassProgress = endpoint({
  method: 'POST',
  path: '/progress/resetclassprogress',
  body: v.object({ classID: ClassID, type: ResetType }),
  response: Ok,
});

/** Resets the pre-tests or post-evaluations of one student of the caller's classes. */
export const resetStudentProgress = endpoint({
  method: 'POST',
  path: '/progress/resetStudentprogress',
  body: v.object({ studentID: UserID, type: ResetType }),
  response: Ok,
});

export const EarnedBadge = v.object({ badge: Badge, createDate: v.string() });
export type EarnedBadge = v.InferOutput<typeof EarnedBadge>;

/** The caller's own earned badges, oldest first (empty for teachers). */
export const getEarnedBadges = endpoint({ method: 'GET', path: '/student/getearnedbadges', response: v.array(EarnedBadge) });

/**
 * Resets the pre-tests or post-evaluations of every student of every class of the caller's own
 * (ACB §7 "POST reset all classes": the spec gives no path, this one is ours). Other teachers'
 * classes, including a super-teacher's sub-teachers' classes, are left alone.
 */
export const resetAllClassProgress = endpoint({
  method: 'POST',
  path: '/progress/resetallclassprogress',
  body: v.object({ type: ResetType }),
  response: Ok,
});
