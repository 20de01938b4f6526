import { describe, expect, it } from 'vitest';
import {
  colourBand,
  gradeBand,
  gradeMessage,
  isAnswerCorrect,
  isQuizLocked,
  opensRemaining,
  percent,
  QUIZ_OPENS_BEFORE_LOCK,
  scoreQuiz,
  type ScorableQuestion,
} from '../../src/shared/domain/scoring';
import { messages } from '../../src/shared/messages';

const choice: ScorableQuestion = {
  id: 'q1',
  type: 'choice',
  options: [
    { option: 'Hooray! we won.', isAnswer: false },
    { option: 'Hooray! We won.', isAnswer: true },
  ],
};
const blank: ScorableQuestion = { id: 'q2', type: 'blank', correctAnswer: 'dog' };
const blank2: ScorableQuestion = { id: 'q3', type: 'blank', correctAnswer: ' Quickly ' };

describe('isAnswerCorrect', () => {
  it('a choice is right only when it is the text of the option marked as the answer', () => {
    expect(isAnswerCorrect(choice, 'Hooray! We won.')).toBe(true);
    expect(isAnswerCorrect(choice, 'Hooray! we won.')).toBe(false);
    expect(isAnswerCorrect(choice, 'something else')).toBe(false);
    expect(isAnswerCorrect(choice, '')).toBe(false);
  });

  it('a blank is compared trimmed and lower-cased (QUZ-14, QUZ-15)', () => {
    expect(isAnswerCorrect(blank, ' DOG ')).toBe(true);
    expect(isAnswerCorrect(blank, 'Dog')).toBe(true);
    expect(isAnswerCorrect(blank, 'dogs')).toBe(false);
    expect(isAnswerCorrect(blank2, 'quickly')).toBe(true);
  });

  it('a curly apostrophe from a tablet keyboard counts as a straight one', () => {
    const contraction = { id: 'c', type: 'blank' as const, correctAnswer: "don't" };
    expect(isAnswerCorrect(contraction, 'don\u2019t')).toBe(true);
    expect(isAnswerCorrect(contraction, "don't")).toBe(true);
    expect(isAnswerCorrect(contraction, 'dont')).toBe(false);
  });

  it('no answer is wrong', () => {
    expect(isAnswerCorrect(blank, null)).toBe(false);
    expect(isAnswerCorrect(blank, undefined)).toBe(false);
    expect(isAnswerCorrect(blank, '   ')).toBe(false);
  });
});

describe('scoreQuiz', () => {
  it('is the rounded whole percent of right answers: 2 of 3 is 67 (QUZ-16)', () => {
    const result = scoreQuiz([choice, blank, blank2], [
      { questionID: 'q1', answer: 'Hooray! We won.' },
      { questionID: 'q2', answer: ' DOG ' },
      { questionID: 'q3', answer: 'slowly' },
    ]);
    expect(result).toEqual({ correct: 2, total: 3, score: 67, answered: 3 });
  });

  it('counts unanswered questions as wrong and ignores answers to other questions', () => {
    const result = scoreQuiz([choice, blank], [
      { questionID: 'q2', answer: 'dog' },
      { questionID: 'elsewhere', answer: 'dog' },
    ]);
    expect(result).toEqual({ correct: 1, total: 2, score: 50, answered: 1 });
  });

  it('counts only the first answer to a question', () => {
    expect(scoreQuiz([blank], [{ questionID: 'q2', answer: 'cat' }, { questionID: 'q2', answer: 'dog' }]).score).toBe(0);
  });

  it('rounds halves up and scores an empty quiz 0', () => {
    expect(percent(1, 8)).toBe(13); // 12.5
    expect(percent(5, 8)).toBe(63); // 62.5
    expect(percent(0, 0)).toBe(0);
    expect(percent(8, 8)).toBe(100);
  });
});

describe('grade bands (LA §4)', () => {
  it.each([
    [100, 'a'],
    [80, 'a'],
    [79, 'b'],
    [60, 'b'],
    [59, 'c'],
    [40, 'c'],
    [0, 'c'],
  ] as const)('%i is band %s', (score, band) => {
    expect(gradeBand(score)).toBe(band);
  });

  it('each band has the spec message, word for word (QUZ-20 to QUZ-23)', () => {
    expect(gradeMessage(80)).toBe('Nice job!  It looks like you have a solid understanding of the material.');
    expect(gradeMessage(100)).toBe(messages.gradeA);
    expect(gradeMessage(60)).toBe('Hmmm.  It looks like you missed a few.');
    expect(gradeMessage(40)).toBe("It looks like you're still learning the material - don't give up!");
  });
});

describe('colour bands (LA §4)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [51, 'yellow'],
    [50, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, colour) => {
    expect(colourBand(score)).toBe(colour);
  });
});

describe('locking', () => {
  it('locks after three opens without a save', () => {
    expect(QUIZ_OPENS_BEFORE_LOCK).toBe(3);
    expect(isQuizLocked({ opens: 0, hasResult: false })).toBe(false);
    expect(isQuizLocked({ opens: 2, hasResult: false })).toBe(false);
    expect(isQuizLocked({ opens: 3, hasResult: false })).toBe(true);
    expect(opensRemaining({ opens: 1, hasResult: false })).toBe(2);
    expect(opensRemaining({ opens: 3, hasResult: false })).toBe(0);
  });

  it('locks once the quiz has a result that counts', () => {
    expect(isQuizLocked({ opens: 0, hasResult: true })).toBe(true);
    expect(opensRemaining({ opens: 0, hasResult: true })).toBe(0);
  });
});
