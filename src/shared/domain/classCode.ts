/** Class codes are exactly 8 characters of letters, digits or hyphen (ACB §5, §9). */
export const CLASS_CODE_LENGTH = 8;
const CLASS_CODE_PATTERN = /^[A-Za-z0-9-]{8}$/;

export const isValidClassCode = (code: string): boolean => CLASS_CODE_PATTERN.test(code.trim());

/** Letters and digits a person cannot confuse when reading a code off a projector (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new random class code; `random` returns bytes (crypto.getRandomValues in browser and Node alike). */
export function generateClassCode(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(CLASS_CODE_LENGTH));
  // 256 % 31 leaves a tiny bias; acceptable for codes that are checked for uniqueness anyway.
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Codes are compared without regard to case: students type them in. */
export const normalizeClassCode = (code: string): string => code.trim().toUpperCase();
