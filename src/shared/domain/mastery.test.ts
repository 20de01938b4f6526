import { describe, expect, it } from 'vitest';
import { masteryOf, nextPracticeItem, RETURN_AFTER, type PracticeAnswer, type PoolItem } from './mastery';

const answer = (itemID: string, skill: string, correct: boolean): PracticeAnswer => ({ itemID, skill, correct });
/** A fixed sequence instead of Math.random, so a choice among equals is the same every run. */
const seeded = (seed = 1) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('masteryOf', () => {
  it('is reached with 8 of the last 10 right and every skill right once, and then stays', () => {
    const skills = ['spot', 'form'];
    const history = [
      ...Array.from({ length: 7 }, (_, i) => answer(`s${i}`, 'spot', true)),
      answer('x', 'spot', false),
      answer('y', 'spot', false),
    ];
    expect(masteryOf(history, skills).mastered).toBe(false);
    const withForm = [...history, answer('f1', 'form', true)];
    // 8 of the last 10 right and both skills right.
    expect(masteryOf(withForm, skills)).toMatchObject({ mastered: true, recentRight: 8, recentCount: 10, progress: 100 });
    // Later misses do not take it away.
    const slipped = [...withForm, answer('a', 'spot', false), answer('b', 'form', false), answer('c', 'form', false)];
    expect(masteryOf(slipped, skills).mastered).toBe(true);
  });

  it('is not reached while a skill has never been right, however many are right', () => {
    const history = Array.from({ length: 12 }, (_, i) => answer(`s${i}`, 'spot', true));
    const m = masteryOf(history, ['spot', 'form']);
    expect(m.mastered).toBe(false);
    expect(m.progress).toBe(75);
    expect(m.skillsRight).toEqual(['spot']);
  });

  it('starts at 0 and moves with each right answer', () => {
    expect(masteryOf([], ['a', 'b']).progress).toBe(0);
    expect(masteryOf([answer('1', 'a', true)], ['a', 'b']).progress).toBeGreaterThan(0);
  });
});

describe('nextPracticeItem', () => {
  const pool: PoolItem[] = [
    { id: 'a1', skill: 'a' },
    { id: 'a2', skill: 'a' },
    { id: 'a3', skill: 'a' },
    { id: 'b1', skill: 'b' },
    { id: 'b2', skill: 'b' },
    { id: 'b3', skill: 'b' },
  ];

  it('tries a skill not yet tried before a stronger one', () => {
    const history = [answer('a1', 'a', true), answer('a2', 'a', true)];
    expect(pool.find((p) => p.id === nextPracticeItem(pool, history, seeded()))!.skill).toBe('b');
  });

  it('gives more items of the skill that was missed', () => {
    const history = [answer('a1', 'a', true), answer('b1', 'b', false), answer('a2', 'a', true)];
    const next = nextPracticeItem(pool, history, seeded());
    expect(next).toMatch(/^b/);
    expect(next).not.toBe('b1');
  });

  it('brings a missed item back once others came between, never straight away', () => {
    const missed = [answer('b1', 'b', false)];
    const soon = [...missed, answer('a1', 'a', true)];
    expect(nextPracticeItem(pool, soon, seeded())).not.toBe('b1');
    const later = [...missed, ...['a1', 'a2', 'a3'].slice(0, RETURN_AFTER).map((id) => answer(id, 'a', true))];
    expect(nextPracticeItem(pool, later, seeded())).toBe('b1');
  });

  it('never repeats one of the last two items, and prefers items never seen', () => {
    const history = [answer('a1', 'a', true), answer('b1', 'b', true)];
    for (let seed = 1; seed < 40; seed++) {
      const next = nextPracticeItem(pool, history, seeded(seed));
      expect(['a1', 'b1']).not.toContain(next);
    }
  });

  it('goes on after every item was seen, oldest first', () => {
    const history = pool.map((p) => answer(p.id, p.skill, true));
    const next = nextPracticeItem(pool, history, seeded());
    expect(['a1', 'b1']).toContain(next);
  });
});
