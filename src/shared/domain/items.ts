import { tokensOf } from '../content/items';

/**
 * Scoring and feedback of every item type (issue 27). Pure: the page runs it for instant
 * feedback (practice keys travel to the device) and the server runs it for the stored result,
 * which is the one that counts. Answers are strings encoded as src/shared/content/items.ts says.
 */

type Near = { answer: string; feedback: string };
/** The parts of an item scoring needs (pack items and the contract's questions both fit). */
export type ScorableItem =
  | { type: 'choice'; options: readonly { option: string; isAnswer: boolean; feedback?: string }[] }
  | { type: 'blank'; correctAnswer: string; accept?: readonly string[] }
  | { type: 'truefalse'; answer: boolean }
  | { type: 'find'; sentence: string; wrong: readonly number[] }
  | { type: 'fix'; sentence: string; accept: readonly string[]; nearMisses?: readonly Near[] }
  | { type: 'combine'; sentences: readonly string[]; accept: readonly string[]; require?: readonly string[]; nearMisses?: readonly Near[] }
  | { type: 'sort'; groups: readonly string[]; cards: readonly { text: string; group: number }[] }
  | { type: 'proofread'; passage: string; errors: readonly { index: number; fix: readonly string[] }[] };

/**
 * Why an answer is not right yet, for the page to put in words (English or Spanish). Never the
 * answer itself: a near-miss's or an option's feedback is the author's sentence, the rest name
 * what to look at.
 */
export type Feedback =
  | { kind: 'author'; text: string }
  | { kind: 'useWord'; word: string }
  | { kind: 'notJoined' }
  | { kind: 'endMark' }
  | { kind: 'capitalStart' }
  | { kind: 'capitalWord'; word: string }
  | { kind: 'missingComma' }
  | { kind: 'extraComma' }
  | { kind: 'leftOut'; word: string }
  | { kind: 'lookAt'; word: string }
  | { kind: 'unchanged' }
  | { kind: 'found'; right: number; of: number; extra: number }
  | { kind: 'sorted'; right: number; of: number };

export interface ItemResult {
  correct: boolean;
  /** Targeted feedback after a wrong answer (null when right, or when nothing more precise can be said). */
  feedback: Feedback | null;
}

/** Lower-cased, trimmed; curly quotes and apostrophes as straight ones (tablet keyboards). */
export const normalizeWord = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"');

/**
 * A typed sentence as it is compared: spaces collapsed, curly quotes straight, "…" as "...", and
 * a dash typed as "--", "–" or "—" (with or without spaces) as "—". Capitals and punctuation stay:
 * they are what is taught.
 */
export const normalizeSentence = (text: string) =>
  text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\s*(?:\u2014|\u2013|--)\s*/g, '\u2014')
    .replace(/\s+/g, ' ')
    .trim();

const bareWord = (token: string) => token.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '');
const wordsOf = (text: string) => normalizeSentence(text).split(' ').map(bareWord).filter(Boolean);
const count = (text: string, mark: string) => text.split(mark).length - 1;

/** Find positions answer: "2,5". Invalid parts make an empty list (a wrong answer, never an error). */
export function parsePositions(answer: string): number[] {
  if (answer.trim() === '') return [];
  const out = answer.split(',').map((p) => Number(p.trim()));
  return out.every((n) => Number.isInteger(n) && n >= 0) ? [...new Set(out)].sort((a, b) => a - b) : [];
}
export const encodePositions = (positions: readonly number[]) => [...new Set(positions)].sort((a, b) => a - b).join(',');

/** Sort answer: each card's group in card order, "" for a card not placed: "0,1,,0". */
export const parseGroups = (answer: string, cards: number): (number | null)[] => {
  const parts = answer.split(',');
  return Array.from({ length: cards }, (_, i) => {
    const n = Number(parts[i]);
    return parts[i] !== undefined && parts[i].trim() !== '' && Number.isInteger(n) ? n : null;
  });
};
export const encodeGroups = (groups: readonly (number | null)[]) => groups.map((g) => (g == null ? '' : String(g))).join(',');

/** Proofread answer: "position=replacement" lines. */
export function parseEdits(answer: string): Map<number, string> {
  const edits = new Map<number, string>();
  for (const line of answer.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const index = Number(line.slice(0, at));
    if (Number.isInteger(index) && index >= 0) edits.set(index, line.slice(at + 1));
  }
  return edits;
}
export const encodeEdits = (edits: ReadonlyMap<number, string>) =>
  [...edits.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, t]) => `${i}=${t}`)
    .join('\n');

/** Scores one answer and says what to look at when it is wrong. */
export function scoreItem(item: ScorableItem, answer: string | null | undefined): ItemResult {
  if (answer == null) return { correct: false, feedback: null };
  switch (item.type) {
    case 'choice': {
      const chosen = item.options.find((o) => o.option === answer);
      const correct = chosen?.isAnswer === true;
      return { correct, feedback: !correct && chosen?.feedback ? { kind: 'author', text: chosen.feedback } : null };
    }
    case 'blank': {
      const given = normalizeWord(answer);
      const correct = given !== '' && [item.correctAnswer, ...(item.accept ?? [])].some((a) => normalizeWord(a) === given);
      return { correct, feedback: null };
    }
    case 'truefalse':
      return { correct: answer === String(item.answer), feedback: null };
    case 'find': {
      const chosen = parsePositions(answer);
      const wrong = new Set(item.wrong);
      const right = chosen.filter((p) => wrong.has(p)).length;
      const correct = right === wrong.size && chosen.length === wrong.size;
      return { correct, feedback: correct ? null : { kind: 'found', right, of: wrong.size, extra: chosen.length - right } };
    }
    case 'sort': {
      const groups = parseGroups(answer, item.cards.length);
      const right = item.cards.filter((c, i) => groups[i] === c.group).length;
      const correct = right === item.cards.length;
      return { correct, feedback: correct ? null : { kind: 'sorted', right, of: item.cards.length } };
    }
    case 'proofread':
      return scoreProofread(item, answer);
    case 'fix':
    case 'combine':
      return scoreSentence(item, answer);
  }
}

function scoreProofread(item: Extract<ScorableItem, { type: 'proofread' }>, answer: string): ItemResult {
  const tokens = tokensOf(item.passage);
  const edits = parseEdits(answer);
  const errorAt = new Map(item.errors.map((e) => [e.index, e.fix]));
  let right = 0;
  let extra = 0;
  for (const [index, text] of edits) {
    const fixes = errorAt.get(index);
    const typed = normalizeSentence(text);
    if (fixes) {
      if (fixes.some((f) => normalizeSentence(f) === typed)) right++;
    } else if (typed !== normalizeSentence(tokens[index] ?? '')) {
      extra++;
    }
  }
  const correct = right === item.errors.length && extra === 0;
  return { correct, feedback: correct ? null : { kind: 'found', right, of: item.errors.length, extra } };
}

function scoreSentence(item: Extract<ScorableItem, { type: 'fix' | 'combine' }>, answer: string): ItemResult {
  const given = normalizeSentence(answer);
  if (given === '') return { correct: false, feedback: null };
  if (item.accept.some((a) => normalizeSentence(a) === given)) return { correct: true, feedback: null };
  return { correct: false, feedback: sentenceFeedback(item, given) };
}

/**
 * Rule-based feedback for a written sentence, as Quill Connect gives it: the author's near-miss
 * first, then the first rule the answer breaks, measured against the accepted answer it is
 * closest to.
 */
function sentenceFeedback(item: Extract<ScorableItem, { type: 'fix' | 'combine' }>, given: string): Feedback | null {
  const near = item.nearMisses?.find((n) => normalizeSentence(n.answer) === given);
  if (near) return { kind: 'author', text: near.feedback };
  const target = closest(item.accept.map(normalizeSentence), given);
  const givenWords = wordsOf(given);
  const lowerGiven = new Set(givenWords.map((w) => w.toLowerCase()));
  if (item.type === 'fix' && given === normalizeSentence(item.sentence)) return { kind: 'unchanged' };
  if (item.type === 'combine') {
    const missing = (item.require ?? []).find((w) => !new RegExp(`(^|[^\\p{L}])${escape(w.toLowerCase())}([^\\p{L}]|$)`, 'u').test(given.toLowerCase()));
    if (missing) return { kind: 'useWord', word: missing };
    // Two sentences left: an end mark followed by a capital inside the answer.
    if (/[.!?] +["']?\p{Lu}/u.test(given) && !/[.!?] +["']?\p{Lu}/u.test(target)) return { kind: 'notJoined' };
  }
  if (/[.!?]["')]?$/.test(target) && !/[.!?]["')]?$/.test(given)) return { kind: 'endMark' };
  if (/^["']?\p{Lu}/u.test(target) && /^["']?\p{Ll}/u.test(given)) return { kind: 'capitalStart' };
  const targetWords = wordsOf(target);
  const leftOut = targetWords.find((w) => !lowerGiven.has(w.toLowerCase()));
  if (leftOut && item.type === 'combine') return { kind: 'leftOut', word: leftOut };
  const caseOnly = targetWords.find((w) => !givenWords.includes(w) && lowerGiven.has(w.toLowerCase()));
  if (caseOnly) return { kind: 'capitalWord', word: givenWords.find((g) => g.toLowerCase() === caseOnly.toLowerCase()) ?? caseOnly };
  if (count(given, ',') < count(target, ',')) return { kind: 'missingComma' };
  if (count(given, ',') > count(target, ',')) return { kind: 'extraComma' };
  const lowerTarget = new Set(targetWords.map((w) => w.toLowerCase()));
  const odd = givenWords.find((w) => !lowerTarget.has(w.toLowerCase()));
  if (odd) return { kind: 'lookAt', word: odd };
  return null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accepted answer with the fewest differing words (ties: the first). */
function closest(candidates: string[], given: string): string {
  const words = wordsOf(given);
  let best = candidates[0] ?? '';
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = wordDistance(wordsOf(c), words);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best;
}

function wordDistance(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase();
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (same ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The right answer in words, for answer screens and reports ("Show answers", the teacher's view). */
export const rightAnswerText = (item: ScorableItem): string => answerText(item, rightAnswer(item));

type Shown =
  | { type: 'choice' | 'blank' | 'truefalse' | 'fix' | 'combine' }
  | { type: 'find'; sentence: string }
  | { type: 'sort'; groups: readonly string[]; cards: readonly { text: string }[] }
  | { type: 'proofread'; passage: string };

/** A student's encoded answer in words (what they chose, placed or wrote). */
export function answerText(item: Shown, answer: string): string {
  switch (item.type) {
    case 'truefalse':
      return answer === 'true' ? 'True' : answer === 'false' ? 'False' : '';
    case 'find': {
      const tokens = tokensOf(item.sentence);
      return parsePositions(answer)
        .map((i) => bareWord(tokens[i] ?? ''))
        .filter(Boolean)
        .join(', ');
    }
    case 'sort': {
      const groups = parseGroups(answer, item.cards.length);
      return item.groups
        .map((g, gi) => `${g}: ${item.cards.filter((_, ci) => groups[ci] === gi).map((c) => c.text).join(', ')}`)
        .join('; ');
    }
    case 'proofread': {
      const tokens = tokensOf(item.passage);
      for (const [i, t] of parseEdits(answer)) if (i < tokens.length) tokens[i] = t;
      return tokens.join(' ');
    }
    default:
      return answer;
  }
}

/** The right answer as a student's answer is encoded (what a save of a right answer sends). */
export function rightAnswer(item: ScorableItem): string {
  switch (item.type) {
    case 'choice':
      return item.options.find((o) => o.isAnswer)?.option ?? '';
    case 'blank':
      return item.correctAnswer;
    case 'truefalse':
      return String(item.answer);
    case 'find':
      return encodePositions(item.wrong);
    case 'fix':
    case 'combine':
      return item.accept[0] ?? '';
    case 'sort':
      return encodeGroups(item.cards.map((c) => c.group));
    case 'proofread':
      return encodeEdits(new Map(item.errors.map((e) => [e.index, e.fix[0] ?? ''])));
  }
}
