import { QUIZ_TYPE } from '../content/schema';

/**
 * The timed quiz (LA §9 "Timed quiz: 1 hour"). The spec does not say which quiz is timed: the
 * post-evaluation is (the lesson's assessment, the quiz a school grades); the pre-test and the
 * practice sets are not. The hour runs from the first open of an attempt (quiz_starts.started_at)
 * and does not restart on a reload or a second open; a teacher's reset starts a new attempt.
 */
export const QUIZ_TIME_LIMIT_MS = 60 * 60 * 1000;

/**
 * A save whose submission time is at most this long past the hour still counts: the moment of
 * pressing Finish and the moment the outbox stamps the save are not the same instant, and
 * device clocks are a little off.
 */
export const QUIZ_TIME_GRACE_MS = 2 * 60 * 1000;

/** The post-evaluation is the timed quiz. */
export const isTimedQuiz = (quiz: { type: number }): boolean => quiz.type === QUIZ_TYPE.postEval;

/** When an attempt begun at `startedAt` ends (the grace is the server's, not shown). */
export const quizEndsAt = (startedAt: Date): Date => new Date(startedAt.getTime() + QUIZ_TIME_LIMIT_MS);

/** True when something done at `at` is past the hour of an attempt begun at `startedAt`, grace included. */
export const isPastTimeLimit = (startedAt: Date, at: Date): boolean =>
  at.getTime() > startedAt.getTime() + QUIZ_TIME_LIMIT_MS + QUIZ_TIME_GRACE_MS;
