import { describe, expect, it } from 'vitest';
import { retakeQuestions, substitutesOf } from './quizVariant';

const q = (id: string, type: string, skill: string) => ({ id, type, skill });
const quiz = [q('q1', 'choice', 'spot'), q('q2', 'fix', 'form'), q('q3', 'choice', 'spot'), q('q4', 'sort', 'name')];
const bank = [q('b1', 'choice', 'spot'), q('b2', 'choice', 'spot'), q('b3', 'fix', 'form'), q('b4', 'choice', 'form'), q('b5', 'choice', 'spot')];

describe('retakeQuestions', () => {
  it('the first attempt is the quiz itself', () => {
    expect(retakeQuestions(quiz, bank, 0)).toEqual(quiz);
  });

  it('a retake swaps each question for a bank item of the same type and skill, each used once, else keeps it', () => {
    const retake = retakeQuestions(quiz, bank, 1);
    expect(retake.map((x) => x.id)).not.toEqual(quiz.map((x) => x.id));
    retake.forEach((item, i) => {
      expect(item.type).toBe(quiz[i]!.type);
      expect(item.skill).toBe(quiz[i]!.skill);
    });
    expect(new Set(retake.map((x) => x.id)).size).toBe(retake.length);
    // No sort item of skill "name" in the bank: the question stays.
    expect(retake[3]!.id).toBe('q4');
  });

  it('is the same on every device, and the next retake differs again', () => {
    expect(retakeQuestions(quiz, bank, 1)).toEqual(retakeQuestions(quiz, bank, 1));
    expect(retakeQuestions(quiz, bank, 2).map((x) => x.id)).not.toEqual(retakeQuestions(quiz, bank, 1).map((x) => x.id));
  });
});

describe('substitutesOf', () => {
  it('only bank items of a type and skill the quiz has', () => {
    expect(substitutesOf(quiz, bank).map((x) => x.id)).toEqual(['b1', 'b2', 'b3', 'b5']);
  });
});
