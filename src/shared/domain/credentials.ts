import { coreMessages as messages } from '../coreMessages';

/** Registration password: 4-30 characters, at least one digit and at least one letter or listed symbol. */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 30;
export const LOGIN_PASSWORD_MIN = 3;
/** Symbols that count in place of a letter (the spec says "a listed symbol" without the list; this is ours). */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~';

export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const hasDigit = /\d/.test(password);
  const hasLetterOrSymbol = [...password].some((ch) => /\p{L}/u.test(ch) || PASSWORD_SYMBOLS.includes(ch));
  return hasDigit && hasLetterOrSymbol;
}

/** Email, password and username are trimmed before sending (ACB §5). */
export const trimInput = (value: string | undefined | null): string => (value ?? '').trim();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Returns the first message that applies to a login form, or null when it may be sent. */
export function loginFormError(usernameOrEmail: string, password: string): string | null {
  if (!trimInput(usernameOrEmail)) return messages.loginEmailRequired;
  const pw = trimInput(password);
  if (!pw) return messages.loginPasswordRequired;
  if (pw.length < LOGIN_PASSWORD_MIN) return messages.loginPasswordMin;
  return null;
}

/** Field-by-field check of a new password and its confirmation. */
export function newPasswordErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  const pw = trimInput(password);
  if (!pw) errors.password = messages.passwordRequired;
  else if (!isValidPassword(pw)) errors.password = messages.passwordRule;
  const c = trimInput(confirm);
  if (!c) errors.confirm = messages.confirmPasswordRequired;
  else if (pw && c !== pw) errors.confirm = messages.passwordsMustMatch;
  return errors;
}
