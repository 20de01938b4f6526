import { describe, expect, it } from 'vitest';
import { CLASS_TITLE_LIMIT, truncate } from '../../src/shared/domain/truncate';

describe('truncate', () => {
  it('uses a 45-character limit for class titles', () => {
    expect(CLASS_TITLE_LIMIT).toBe(45);
  });

  it('keeps a title of exactly 45 characters', () => {
    const title = 'x'.repeat(45);
    expect(truncate(title, CLASS_TITLE_LIMIT)).toBe(title);
  });

  it('cuts a 46-character title to 42 characters plus an ellipsis', () => {
    const title = `${'a'.repeat(42)}bcde`;
    const cut = truncate(title, CLASS_TITLE_LIMIT);
    expect(cut).toBe(`${'a'.repeat(42)}...`);
    expect(cut).toHaveLength(45);
  });

  it('keeps short and empty text', () => {
    expect(truncate('Room 12', CLASS_TITLE_LIMIT)).toBe('Room 12');
    expect(truncate('', CLASS_TITLE_LIMIT)).toBe('');
  });

  it('works for the other limits (55 -> 52, 95 -> 92)', () => {
    expect(truncate('c'.repeat(56), 55)).toBe(`${'c'.repeat(52)}...`);
    expect(truncate('d'.repeat(96), 95)).toBe(`${'d'.repeat(92)}...`);
  });
});
