/** Letters that NFKD does not take apart into a base letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

const PART_MAX = 20;

/** A name as lowercase ASCII letters and digits only: "José-María" -> "josemaria", "Łukasz" -> "lukasz". */
export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPECIAL_LETTERS[ch] ?? '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PART_MAX);
}

/**
 * The username a student gets when the list gives none: first.last in lowercase ASCII
 * ("anna.smith"), the first name alone without a last name, and "student" when the name has
 * no Latin letters at all (the teacher can type a username for those rows).
 */
export function usernameBase(first: string, last: string): string {
  const parts = [asciiName(first), asciiName(last)].filter(Boolean);
  return parts.length ? parts.join('.') : 'student';
}

/** The base itself when free, else base2, base3 … (lowercase; `taken` holds lowercase names and gets the result). */
export function firstFree(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** A username the teacher typed: 3 to 50 characters, no spaces and no @ (an address goes in the email column). */
export const isUsername = (value: string): boolean => value.length >= 3 && value.length <= 50 && !/[\s@]/.test(value);
