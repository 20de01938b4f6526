import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads in an email (no i/l/o, no 0/1). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A temporary password for a new sub-teacher, e.g. `kq4m-t8rz-b7np`: three groups of three
 * letters and a digit (~56 random bits), so it always meets the password rule and is easy to
 * type from the email. The teacher must replace it at first sign-in.
 */
export function temporaryPassword(): string {
  const group = () => {
    const chars = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]!);
    chars.splice(randomInt(4), 0, DIGITS[randomInt(DIGITS.length)]!);
    return chars.join('');
  };
  return [group(), group(), group()].join('-');
}
