import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_EVERY,
  isSuggestedTopic,
  resumeIndex,
  saveAfterAnswer,
  scoreByTopic,
  selectActiveTopics,
  topicChangesAt,
} from '../../src/shared/domain/diagnostic';

const topics = [
  { id: 'nouns', name: 'Nouns *' },
  { id: 'plurals', name: 'Plural Nouns' },
  { id: 'verbs', name: 'Verbs *' },
  { id: 'commas', name: 'Commas' },
];

describe('topic selection', () => {
  it('marks names ending with an asterisk as suggested', () => {
    expect(isSuggestedTopic('Nouns *')).toBe(true);
    expect(isSuggestedTopic('Nouns*')).toBe(true);
    expect(isSuggestedTopic('Nouns')).toBe(false);
    expect(isSuggestedTopic('Star * Nouns')).toBe(false);
  });

  it('a class with no stored setting gets the suggested topics, in topic order', () => {
    expect(selectActiveTopics(topics, []).map((t) => t.id)).toEqual(['nouns', 'verbs']);
  });

  it('a stored setting wins over the default, both ways', () => {
    const settings = [
      { topicID: 'verbs', diagnosticEnabled: false },
      { topicID: 'commas', diagnosticEnabled: true },
    ];
    expect(selectActiveTopics(topics, settings).map((t) => t.id)).toEqual(['nouns', 'commas']);
  });

  it('settings for topics the content no longer has are ignored', () => {
    expect(selectActiveTopics(topics, [{ topicID: 'gone', diagnosticEnabled: true }]).map((t) => t.id)).toEqual(['nouns', 'verbs']);
  });

  it('can select nothing', () => {
    const off = topics.map((t) => ({ topicID: t.id, diagnosticEnabled: false }));
    expect(selectActiveTopics(topics, off)).toEqual([]);
  });
});

describe('autosave cadence', () => {
  it('saves after every fifth answer and at the end, nowhere else', () => {
    const total = 12;
    const saves = Array.from({ length: total }, (_, i) => saveAfterAnswer(i + 1, total));
    expect(AUTOSAVE_EVERY).toBe(5);
    expect(saves).toEqual([null, null, null, null, 'autosave', null, null, null, null, 'autosave', null, 'final']);
  });

  it('the last answer is the final save only, even when the total is a multiple of five', () => {
    expect(saveAfterAnswer(10, 10)).toBe('final');
    expect(saveAfterAnswer(5, 10)).toBe('autosave');
    expect(Array.from({ length: 10 }, (_, i) => saveAfterAnswer(i + 1, 10)).filter(Boolean)).toEqual(['autosave', 'final']);
  });

  it('no save before any answer', () => {
    expect(saveAfterAnswer(0, 10)).toBeNull();
  });
});

describe('resume index', () => {
  const ids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];

  it('starts at the first question when nothing is answered', () => {
    expect(resumeIndex(ids, [])).toBe(0);
  });

  it('resumes at the first unanswered question (question 6 after an autosave of five)', () => {
    expect(resumeIndex(ids, ['q1', 'q2', 'q3', 'q4', 'q5'])).toBe(5);
  });

  it('takes the first gap, not the count of answers', () => {
    expect(resumeIndex(ids, ['q1', 'q2', 'q4', 'q5'])).toBe(2);
  });

  it('shows the last question when every question is answered', () => {
    expect(resumeIndex(ids, ids)).toBe(6);
  });

  it('ignores answers to questions the diagnostic no longer has', () => {
    expect(resumeIndex(ids, ['gone', 'q1'])).toBe(1);
    expect(resumeIndex([], ['q1'])).toBe(0);
  });
});

describe('topic change', () => {
  const questions = [{ topicID: 'a' }, { topicID: 'a' }, { topicID: 'b' }, { topicID: 'b' }];
  it('is announced only where the topic differs from the question before', () => {
    expect(questions.map((_, i) => topicChangesAt(questions, i))).toEqual([false, false, true, false]);
  });
});

describe('scores per topic', () => {
  const questions = [
    { id: 'a1', topicID: 'a' },
    { id: 'a2', topicID: 'a' },
    { id: 'a3', topicID: 'a' },
    { id: 'b1', topicID: 'b' },
  ];
  it('counts an unanswered question as wrong and rounds to whole percents', () => {
    const result = scoreByTopic(questions, new Map([['a1', true], ['a2', false], ['b1', true]]));
    expect(result.byTopic.get('a')).toEqual({ correct: 1, total: 3, score: 33 });
    expect(result.byTopic.get('b')).toEqual({ correct: 1, total: 1, score: 100 });
    expect(result).toMatchObject({ correct: 2, total: 4, score: 50 });
  });
});
