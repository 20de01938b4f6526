import { describe, expect, it } from 'vitest';
import { CLASS_CODE_LENGTH, generateClassCode, isValidClassCode, normalizeClassCode } from '../../src/shared/domain/classCode';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

describe('isValidClassCode', () => {
  it.each(['ABCD-123', 'abcd-123', '12345678', '--------', 'DEMO-123'])('accepts %j', (code) => {
    expect(isValidClassCode(code)).toBe(true);
  });
  it.each([
    ['ABCD_123', 'underscore'],
    ['ABCD-12', '7 characters'],
    ['1234567', 'a 7-digit Google Classroom code'],
    ['ABCD-1234', '9 characters'],
    ['ABCD 123', 'inner space'],
    ['ABCDÉ123', 'accented letter'],
    ['', 'empty'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidClassCode(code)).toBe(false);
  });
  it('ignores surrounding whitespace, as students paste codes', () => {
    expect(isValidClassCode('  ABCD-123 ')).toBe(true);
  });
});

describe('normalizeClassCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeClassCode(' abcd-12x ')).toBe('ABCD-12X');
  });
});

describe('generateClassCode', () => {
  it('always makes a valid 8-character code from the unambiguous alphabet', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateClassCode();
      expect(code).toHaveLength(CLASS_CODE_LENGTH);
      expect(isValidClassCode(code)).toBe(true);
      for (const ch of code) expect(ALPHABET).toContain(ch);
    }
  });

  it('never uses characters that are easy to confuse', () => {
    const seen = new Set(Array.from({ length: 300 }, () => generateClassCode()).join(''));
    for (const ch of '0O1IL') expect(seen.has(ch)).toBe(false);
  });

  it('is deterministic with an injected random source', () => {
    const counting = (bytes: Uint8Array) => bytes.map((_, i) => i);
    expect(generateClassCode(counting)).toBe('ABCDEFGH');
    expect(generateClassCode(counting)).toBe(generateClassCode(counting));
    expect(generateClassCode((b) => b.fill(0))).toBe('AAAAAAAA');
  });

  it('maps every byte value into the alphabet (wrapping at its length)', () => {
    expect(generateClassCode((b) => b.fill(ALPHABET.length))).toBe('AAAAAAAA');
    expect(generateClassCode((b) => b.fill(30))).toBe('99999999');
    expect(generateClassCode((b) => b.fill(255))).toBe(ALPHABET[255 % ALPHABET.length]!.repeat(8));
  });

  it('asks the random source for exactly 8 bytes', () => {
    const sizes: number[] = [];
    generateClassCode((b) => {
      sizes.push(b.length);
      return b;
    });
    expect(sizes).toEqual([CLASS_CODE_LENGTH]);
  });
});
