import { percent } from './scoring';

/**
 * Pure rules of the diagnostic (LA §4, §9): which topics are in a class's diagnostic, when the
 * page autosaves, where a student resumes, and scores per topic. The page and the server use
 * the same functions.
 */

/** Progress is saved on every fifth answer (except the last) and at the end. */
export const AUTOSAVE_EVERY = 5;

/** A suggested topic's name ends with an asterisk. */
export const isSuggestedTopic = (name: string) => name.trimEnd().endsWith('*');

/**
 * The active topics of a class, in topic order: a stored setting wins; a topic without one is
 * active when it is suggested (the default selection).
 */
export function selectActiveTopics<T extends { id: string; name: string }>(
  topics: readonly T[],
  settings: readonly { topicID: string; diagnosticEnabled: boolean }[],
): T[] {
  const stored = new Map(settings.map((s) => [s.topicID, s.diagnosticEnabled]));
  return topics.filter((t) => stored.get(t.id) ?? isSuggestedTopic(t.name));
}

/**
 * Whether the answer that brings the count to `answered` (of `total`) triggers a save:
 * every fifth answer, and the last one (its save is the final save, never a second autosave).
 */
export function saveAfterAnswer(answered: number, total: number): 'autosave' | 'final' | null {
  if (total > 0 && answered >= total) return 'final';
  if (answered > 0 && answered % AUTOSAVE_EVERY === 0) return 'autosave';
  return null;
}

/**
 * Where a student resumes: the first question without an answer; with every question
 * answered, the last question (LA §4). 0 for an empty diagnostic.
 */
export function resumeIndex(questionIDs: readonly string[], answeredIDs: Iterable<string>): number {
  const answered = new Set(answeredIDs);
  const first = questionIDs.findIndex((id) => !answered.has(id));
  if (first !== -1) return first;
  return Math.max(questionIDs.length - 1, 0);
}

/** The topic-change confirmation shows when the next question's topic differs from the one before it. */
export function topicChangesAt<Q extends { topicID: string }>(questions: readonly Q[], index: number): boolean {
  if (index <= 0 || index >= questions.length) return false;
  return questions[index]!.topicID !== questions[index - 1]!.topicID;
}

/**
 * Whole-percent score per topic (and over all topics) of one student's answers: a question
 * without an answer counts as wrong. `null` scores are never produced here: callers decide
 * when a score is shown (a completed diagnostic).
 */
export function scoreByTopic(
  questions: readonly { id: string; topicID: string }[],
  correct: ReadonlyMap<string, boolean>,
): { byTopic: Map<string, { correct: number; total: number; score: number }>; correct: number; total: number; score: number } {
  const byTopic = new Map<string, { correct: number; total: number; score: number }>();
  let right = 0;
  for (const q of questions) {
    const entry = byTopic.get(q.topicID) ?? { correct: 0, total: 0, score: 0 };
    entry.total++;
    if (correct.get(q.id)) {
      entry.correct++;
      right++;
    }
    byTopic.set(q.topicID, entry);
  }
  for (const entry of byTopic.values()) entry.score = percent(entry.correct, entry.total);
  return { byTopic, correct: right, total: questions.length, score: percent(right, questions.length) };
}
