import { messages } from '../messages';
import { scoreItem, type ScorableItem } from './items';

/**
 * Scoring, bands and locking of quizzes (LA §4, §5, §9). Pure: the page scores with these
 * offline and the server scores every save with the same functions.
 */

/** The parts of a question scoring needs (the contract's Question and the pack's item fit). */
export type ScorableQuestion = ScorableItem & { id: string };

export interface GivenAnswer {
  questionID: string;
  answer: string;
}

/** Whether an answer is right, by the item's type (src/shared/domain/items.ts scores every type). */
export function isAnswerCorrect(question: ScorableItem, answer: string | null | undefined): boolean {
  return scoreItem(question, answer).correct;
}

/** Whole percent of right answers, rounded; 0 for a quiz without questions. */
export const percent = (correct: number, total: number) => (total > 0 ? Math.round((100 * correct) / total) : 0);

/**
 * Scores answers against a quiz's questions: each question counts once (its first answer);
 * an unanswered question is wrong; answers to questions not in the quiz are ignored.
 */
export function scoreQuiz(
  questions: readonly ScorableQuestion[],
  answers: readonly GivenAnswer[],
): { correct: number; total: number; score: number; answered: number } {
  const given = new Map<string, string>();
  for (const a of answers) if (!given.has(a.questionID)) given.set(a.questionID, a.answer);
  let correct = 0;
  let answered = 0;
  for (const q of questions) {
    if (!given.has(q.id)) continue;
    answered++;
    if (isAnswerCorrect(q, given.get(q.id))) correct++;
  }
  return { correct, total: questions.length, score: percent(correct, questions.length), answered };
}

export type GradeBand = 'a' | 'b' | 'c';

/** 80-100 "a", 60-79 "b", 0-59 "c". */
export function gradeBand(score: number): GradeBand {
  if (score >= 80) return 'a';
  if (score >= 60) return 'b';
  return 'c';
}

/** The quiz-complete screen's message for a score. */
export function gradeMessage(score: number): string {
  return { a: messages.gradeA, b: messages.gradeB, c: messages.gradeC }[gradeBand(score)];
}

export type ColourBand = 'green' | 'yellow' | 'red';

/** Result colours: 80-100 green, 51-79 yellow, 0-50 red. */
export function colourBand(score: number): ColourBand {
  if (score >= 80) return 'green';
  if (score >= 51) return 'yellow';
  return 'red';
}

/** Opening a quiz this many times without saving locks it. */
export const QUIZ_OPENS_BEFORE_LOCK = 3;

/** A quiz is locked once it has a result that counts, or after three opens without a save. */
export function isQuizLocked(state: { opens: number; hasResult: boolean }): boolean {
  return state.hasResult || state.opens >= QUIZ_OPENS_BEFORE_LOCK;
}

/** Opens left before the lock (0 when locked). */
export function opensRemaining(state: { opens: number; hasResult: boolean }): number {
  return isQuizLocked(state) ? 0 : QUIZ_OPENS_BEFORE_LOCK - state.opens;
}
