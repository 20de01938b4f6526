import { QUIZ_TIME_LIMIT_MS, isTimedQuiz } from '../../../shared/domain/timedQuiz';

/**
 * The start of a timed quiz's attempt on this device (issue 15, QUZ-39), so that the countdown
 * survives a reload, a closed tab and a start made offline: the server's time when the open
 * reached it (startquiz, getquizresults and so the offline copy carry it), else the moment the
 * student opened it with no network (the outbox sends that moment as the open's X-Queued-At, which
 * the server takes as the start). Kept in localStorage per user and quiz; forgotten when the quiz
 * is submitted.
 */

const keyOf = (userID: string, quizID: string) => `sentencelab.quizStart.${userID}.${quizID}`;

export function storedStart(userID: string, quizID: string): number | null {
  try {
    const raw = localStorage.getItem(keyOf(userID, quizID));
    const at = raw === null ? NaN : Date.parse(raw);
    return Number.isNaN(at) ? null : at;
  } catch {
    return null;
  }
}

/** The server's word for the start (it wins over this device's). */
export function rememberStart(userID: string, quizID: string, startedAt: string | number): void {
  try {
    localStorage.setItem(keyOf(userID, quizID), new Date(startedAt).toISOString());
  } catch {
    // Storage unavailable: the server's copy still has it.
  }
}

/** An open queued offline: the attempt starts now, unless this device already knows an earlier start. */
export function rememberOfflineStart(userID: string, quizID: string, now = Date.now()): void {
  if (storedStart(userID, quizID) === null) rememberStart(userID, quizID, now);
}

export function forgetStart(userID: string, quizID: string): void {
  try {
    localStorage.removeItem(keyOf(userID, quizID));
  } catch {
    // nothing kept
  }
}

/** When the attempt ends (epoch ms), or null when the quiz is not timed or no start is known. */
export function attemptEnd(userID: string, quiz: { id: string; type: number }): number | null {
  if (!isTimedQuiz(quiz)) return null;
  const start = storedStart(userID, quiz.id);
  return start === null ? null : start + QUIZ_TIME_LIMIT_MS;
}

/**
 * When a save of this quiz was submitted, for the outbox's X-Queued-At: now, or the end of the
 * hour when the quiz's clock ran out first (the answers were all given before it; a tab asleep
 * past the end submits them when it wakes). Undefined for an untimed quiz (the outbox's now).
 */
export function submittedAt(userID: string, quiz: { id: string; type: number }, now = Date.now()): number | undefined {
  const end = attemptEnd(userID, quiz);
  return end === null ? undefined : Math.min(now, end);
}

/** After an open of the quiz: the server's start when it answered, else (queued offline) now. */
export function noteOpened(
  userID: string,
  quiz: { id: string; type: number },
  sent: { status: 'sent'; response: { startedAt?: string } } | { status: 'queued' },
): void {
  if (!isTimedQuiz(quiz)) return;
  if (sent.status === 'sent') {
    if (sent.response.startedAt) rememberStart(userID, quiz.id, sent.response.startedAt);
  } else rememberOfflineStart(userID, quiz.id);
}
