/**
 * A reset quiz is not the same quiz again (issue 28): the n-th retake of a pre-test or practice
 * set after a teacher's reset swaps each question for an item of the lesson's bank that checks the
 * same skill with the same type (the same kind of question, fresh wording), where the bank has one
 * left; otherwise the question stays. The first attempt (n = 0) is the fixed quiz of the spec.
 * Post-evaluations keep their fixed questions: the bank's keys travel to the device for practice,
 * so a post-evaluation drawn from it could be answered from them.
 *
 * Pure and deterministic: the page builds the retake from its offline copy, and the server accepts
 * its answers because every substitute is one of the lesson's bank items (substitutesOf).
 */
interface Item {
  id: string;
  type: string;
  skill?: string | undefined;
}

/** A small stable hash of a text, for choosing among equals the same way on every device. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The questions of retake `attempt` (0: the quiz itself). Each bank item is used at most once per retake. */
export function retakeQuestions<Q extends Item>(questions: readonly Q[], bank: readonly Q[], attempt: number): Q[] {
  if (attempt <= 0 || bank.length === 0) return [...questions];
  const used = new Set<string>();
  return questions.map((q) => {
    const candidates = bank.filter((b) => b.type === q.type && b.skill === q.skill && !used.has(b.id));
    if (candidates.length === 0) return q;
    const pick = candidates[(hashOf(q.id) + attempt - 1) % candidates.length]!;
    used.add(pick.id);
    return pick;
  });
}

/**
 * The bank items that may stand in for a quiz's questions in a retake: of a type and skill one of
 * its questions has. The server accepts an answer to one of these as an answer to the quiz.
 */
export function substitutesOf<Q extends Item>(questions: readonly Q[], bank: readonly Q[]): Q[] {
  const kinds = new Set(questions.map((q) => `${q.type} ${q.skill ?? ''}`));
  return bank.filter((b) => kinds.has(`${b.type} ${b.skill ?? ''}`));
}
