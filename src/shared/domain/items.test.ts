import { describe, expect, it } from 'vitest';
import { answerText, encodeEdits, encodeGroups, rightAnswer, rightAnswerText, scoreItem, type ScorableItem } from './items';

const choice: ScorableItem = {
  type: 'choice',
  options: [
    { option: 'ran', isAnswer: false, feedback: 'Ran is a verb: it names an action.' },
    { option: 'happiness', isAnswer: true, feedback: 'Yes: happiness names a feeling.' },
    { option: 'quickly', isAnswer: false, feedback: 'Quickly tells how, so it is an adverb.' },
    { option: 'blue', isAnswer: false },
  ],
};
const find: ScorableItem = { type: 'find', sentence: 'Me and Ana goes to the park.', wrong: [0, 3] };
const fix: ScorableItem = {
  type: 'fix',
  sentence: 'me and ana went to the park',
  accept: ['Ana and I went to the park.'],
  nearMisses: [{ answer: 'Ana and me went to the park.', feedback: 'Me is not a subject pronoun.' }],
};
const combine: ScorableItem = {
  type: 'combine',
  sentences: ['The game stopped.', 'It started to rain.'],
  accept: ['The game stopped because it started to rain.', 'Because it started to rain, the game stopped.'],
  require: ['because'],
};
const sort: ScorableItem = {
  type: 'sort',
  groups: ['Noun', 'Verb'],
  cards: [
    { text: 'river', group: 0 },
    { text: 'jump', group: 1 },
    { text: 'sing', group: 1 },
  ],
};
const proofread: ScorableItem = {
  type: 'proofread',
  passage: 'Their are three cats. they sleep all day.',
  errors: [
    { index: 0, fix: ['There'] },
    { index: 4, fix: ['They'] },
  ],
};

describe('scoreItem', () => {
  it('choice: the answer option is right; a wrong option brings its own feedback', () => {
    expect(scoreItem(choice, 'happiness')).toEqual({ correct: true, feedback: null });
    expect(scoreItem(choice, 'ran')).toEqual({ correct: false, feedback: { kind: 'author', text: 'Ran is a verb: it names an action.' } });
    expect(scoreItem(choice, 'blue').feedback).toBeNull();
    expect(scoreItem(choice, 'not an option').correct).toBe(false);
  });

  it('blank: trimmed, any case, the other accepted answers too, never empty', () => {
    const blank: ScorableItem = { type: 'blank', correctAnswer: 'children', accept: ['kids'] };
    expect(scoreItem(blank, '  Children ').correct).toBe(true);
    expect(scoreItem(blank, 'kids').correct).toBe(true);
    expect(scoreItem(blank, 'childs').correct).toBe(false);
    expect(scoreItem({ type: 'blank', correctAnswer: ' ' }, '').correct).toBe(false);
  });

  it('true or false', () => {
    expect(scoreItem({ type: 'truefalse', answer: false }, 'false').correct).toBe(true);
    expect(scoreItem({ type: 'truefalse', answer: false }, 'true').correct).toBe(false);
  });

  it('find: exactly the wrong words, in any order; says how many were found', () => {
    expect(scoreItem(find, '3,0').correct).toBe(true);
    expect(scoreItem(find, '0')).toEqual({ correct: false, feedback: { kind: 'found', right: 1, of: 2, extra: 0 } });
    expect(scoreItem(find, '0,3,5')).toEqual({ correct: false, feedback: { kind: 'found', right: 2, of: 2, extra: 1 } });
    expect(scoreItem(find, 'x,y').correct).toBe(false);
  });

  it('fix: exact after spaces and quotes; near-miss and rule feedback', () => {
    expect(scoreItem(fix, '  Ana and I  went to the park. ').correct).toBe(true);
    expect(scoreItem(fix, 'Ana and me went to the park.').feedback).toEqual({ kind: 'author', text: 'Me is not a subject pronoun.' });
    expect(scoreItem(fix, 'Ana and I went to the park').feedback).toEqual({ kind: 'endMark' });
    expect(scoreItem(fix, 'ana and I went to the park.').feedback).toEqual({ kind: 'capitalStart' });
    expect(scoreItem(fix, 'Ana and i went to the park.').feedback).toEqual({ kind: 'capitalWord', word: 'i' });
    expect(scoreItem(fix, 'me and ana went to the park').feedback).toEqual({ kind: 'unchanged' });
    expect(scoreItem(fix, 'Ana and I walked to the park.').feedback).toEqual({ kind: 'lookAt', word: 'walked' });
  });

  it('fix: commas and dashes as students type them', () => {
    const comma: ScorableItem = { type: 'fix', sentence: 'Yes I can come.', accept: ['Yes, I can come.'] };
    expect(scoreItem(comma, 'Yes I can come!').feedback).toEqual({ kind: 'missingComma' });
    expect(scoreItem(comma, 'Yes, I, can come.').feedback).toEqual({ kind: 'extraComma' });
    const dash: ScorableItem = { type: 'fix', sentence: 'My aunt a pilot flew home.', accept: ['My aunt\u2014a pilot\u2014flew home.'] };
    expect(scoreItem(dash, 'My aunt -- a pilot -- flew home.').correct).toBe(true);
  });

  it('combine: accepted versions; a missing joining word, two sentences left, an idea left out', () => {
    expect(scoreItem(combine, 'Because it started to rain, the game stopped.').correct).toBe(true);
    expect(scoreItem(combine, 'The game stopped and it started to rain.').feedback).toEqual({ kind: 'useWord', word: 'because' });
    expect(scoreItem(combine, 'The game stopped. Because it started to rain.').feedback).toEqual({ kind: 'notJoined' });
    expect(scoreItem(combine, 'The game stopped because it rained.').feedback).toEqual({ kind: 'leftOut', word: 'started' });
  });

  it('sort: every card in its group', () => {
    expect(scoreItem(sort, '0,1,1').correct).toBe(true);
    expect(scoreItem(sort, '0,0,1')).toEqual({ correct: false, feedback: { kind: 'sorted', right: 2, of: 3 } });
    expect(scoreItem(sort, '0,1').correct).toBe(false);
  });

  it('proofread: every error fixed and nothing else changed', () => {
    expect(scoreItem(proofread, encodeEdits(new Map([[0, 'There'], [4, 'They']]))).correct).toBe(true);
    expect(scoreItem(proofread, '0=There').feedback).toEqual({ kind: 'found', right: 1, of: 2, extra: 0 });
    expect(scoreItem(proofread, '0=There\n4=They\n2=four').feedback).toEqual({ kind: 'found', right: 2, of: 2, extra: 1 });
    // "Changing" a word to itself is no change.
    expect(scoreItem(proofread, '0=There\n4=They\n2=three').correct).toBe(true);
  });

  it('the encoded right answer of every type scores right, and reads back in words', () => {
    for (const item of [choice, find, fix, combine, sort, proofread, { type: 'truefalse', answer: true } as const]) {
      expect(scoreItem(item, rightAnswer(item)).correct).toBe(true);
    }
    expect(rightAnswerText(find)).toBe('Me, goes');
    expect(rightAnswerText(sort)).toBe('Noun: river; Verb: jump, sing');
    expect(rightAnswerText(proofread)).toBe('There are three cats. They sleep all day.');
    expect(answerText(sort, encodeGroups([1, null, 1]))).toBe('Noun: ; Verb: river, sing');
    expect(answerText(find, '0')).toBe('Me');
  });
});
