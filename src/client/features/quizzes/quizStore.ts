/**
 * In-progress answers and the last finished result of a quiz, per user and quiz, kept in this
 * tab's sessionStorage so a reload resumes where the student was (LA §3 "quiz view") and the
 * complete page can show the result. Saves themselves go through the outbox (src/client/offline).
 */

export interface QuizProgress {
  /** The question on screen (0-based). */
  index: number;
  /** Answers given so far, by questionID. */
  answers: Record<string, string>;
  /** The answer on screen has been checked (its feedback is showing). */
  checked: boolean;
}

export interface QuizCompletion {
  /** Null while a post-evaluation waits on this device: only the server can score it. */
  score: number | null;
  /** Null when there is no score, or the server sent the score without marks (see correctCount). */
  correct: number | null;
  total: number;
  /** Set when nothing was saved: the teacher's run, with the server's reason. */
  notSaved?: string;
  /** The outbox entry (Idempotency-Key) of a save still waiting on this device. */
  waitingKey?: string;
  /** The save waited on this device and was delivered later: the score is now the server's. */
  deliveredLater?: boolean;
  /** Issue 29: the timed quiz's hour ran out; the answers given by then were submitted. */
  timeUp?: boolean;
  /** How many questions had an answer when it was submitted. */
  answered?: number;
}

/**
 * How many answers the server marked right, or null when it sent no marks (a student's
 * post-evaluation whose answers the teacher has not enabled): then only the score is shown.
 */
export const correctCount = (answers: readonly { isCorrect: boolean | null }[]): number | null =>
  answers.some((a) => a.isCorrect === null) ? null : answers.filter((a) => a.isCorrect).length;

const progressKey = (userID: string, quizID: string) => `sentencelab.quiz.${userID}.${quizID}`;
const completionKey = (userID: string, quizID: string) => `sentencelab.quizComplete.${userID}.${quizID}`;

function read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the answers still live in memory until the page closes.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isProgress = (v: unknown): v is QuizProgress =>
  isRecord(v) &&
  typeof v.index === 'number' &&
  typeof v.checked === 'boolean' &&
  isRecord(v.answers) &&
  Object.values(v.answers).every((a) => typeof a === 'string');

const isNumberOrNull = (v: unknown) => typeof v === 'number' || v === null;

const isCompletion = (v: unknown): v is QuizCompletion =>
  isRecord(v) && isNumberOrNull(v.score) && isNumberOrNull(v.correct) && typeof v.total === 'number';

export const loadProgress = (userID: string, quizID: string) => read(progressKey(userID, quizID), isProgress);
export const saveProgress = (userID: string, quizID: string, progress: QuizProgress | null) => write(progressKey(userID, quizID), progress);

export const loadCompletion = (userID: string, quizID: string) => read(completionKey(userID, quizID), isCompletion);
export const saveCompletion = (userID: string, quizID: string, completion: QuizCompletion) => write(completionKey(userID, quizID), completion);
