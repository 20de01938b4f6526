import type { KeylessQuestion, Question } from '../../../../shared/api/content';
import { answerText, parseEdits, parseGroups, parsePositions, rightAnswerText, type Feedback } from '../../../../shared/domain/items';
import { itemFeedbackText as f, itemText } from '../text';

/**
 * Whether a question has an answer to check or send: a word marked, every card in a group, a
 * change made, or some text typed or option chosen.
 */
export function isAnswered(question: KeylessQuestion, value: string): boolean {
  switch (question.type) {
    case 'find':
      return parsePositions(value).length > 0;
    case 'sort':
      return parseGroups(value, question.cards.length).every((g) => g !== null);
    case 'proofread':
      return parseEdits(value).size > 0;
    default:
      return value.trim() !== '';
  }
}

/** A text to show, with lang="en" when it is the content's English (not the interface's words). */
export interface Shown {
  text: string;
  english: boolean;
}

/**
 * Each group with its cards, the cards in quotes: a card's own commas ("December 25, 2024") then
 * cannot be mistaken for the list's. Groups without a card are left out.
 */
function sortedInWords(groups: readonly string[], cards: readonly { text: string }[], groupOf: (card: number) => number | null): string {
  return groups
    .map((g, gi) => {
      const inGroup = cards.flatMap((c, ci) => (groupOf(ci) === gi ? [`“${c.text}”`] : []));
      return inGroup.length ? `${g}: ${inGroup.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** The right answer in words (true/false in the reader's language). */
export function rightAnswerShown(question: Question): Shown {
  if (question.type === 'truefalse') return { text: question.answer ? itemText.true : itemText.false, english: false };
  if (question.type === 'sort') return { text: sortedInWords(question.groups, question.cards, (ci) => question.cards[ci]?.group ?? null), english: true };
  return { text: rightAnswerText(question), english: true };
}

/** A student's encoded answer in words (true/false in the reader's language). */
export function answerShown(question: KeylessQuestion, answer: string): Shown {
  if (question.type === 'truefalse') return { text: answer === 'true' ? itemText.true : answer === 'false' ? itemText.false : '', english: false };
  if (question.type === 'sort') {
    const placed = parseGroups(answer, question.cards.length);
    return { text: sortedInWords(question.groups, question.cards, (ci) => placed[ci] ?? null), english: true };
  }
  return { text: answerText(question, answer), english: true };
}

/**
 * Why an answer is not right yet, in the reader's language; an author's sentence (a near miss,
 * an option's feedback) as it is, in English. `type` tells marking words (find) from changing
 * them (proofread).
 */
export function feedbackShown(feedback: Feedback, type: Question['type']): Shown {
  switch (feedback.kind) {
    case 'author':
      return { text: feedback.text, english: true };
    case 'useWord':
      return { text: f.useWord(feedback.word), english: false };
    case 'notJoined':
      return { text: f.notJoined, english: false };
    case 'endMark':
      return { text: f.endMark, english: false };
    case 'capitalStart':
      return { text: f.capitalStart, english: false };
    case 'capitalWord':
      return { text: f.capitalWord(feedback.word), english: false };
    case 'missingComma':
      return { text: f.missingComma, english: false };
    case 'extraComma':
      return { text: f.extraComma, english: false };
    case 'leftOut':
      return { text: f.leftOut(feedback.word), english: false };
    case 'lookAt':
      return { text: f.lookAt(feedback.word), english: false };
    case 'unchanged':
      return { text: f.unchanged, english: false };
    case 'found': {
      const { right, of, extra } = feedback;
      const text =
        type === 'proofread'
          ? extra > 0
            ? f.fixedAndChanged(right, of, extra)
            : f.fixed(right, of)
          : extra > 0
            ? f.foundAndMarked(right, of, extra)
            : f.found(right, of);
      return { text, english: false };
    }
    case 'sorted':
      return { text: f.sorted(feedback.right, feedback.of), english: false };
  }
}
