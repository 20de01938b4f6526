import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isValidPassword,
  loginFormError,
  newPasswordErrors,
  PASSWORD_SYMBOLS,
  trimInput,
} from '../../src/shared/domain/credentials';
import { messages } from '../../src/shared/messages';

describe('isValidPassword (4-30 characters, a digit, and a letter or listed symbol)', () => {
  it.each([
    ['ab1', 'three characters is too short'],
    ['abcd', 'letters without a digit'],
    ['1234', 'digits without a letter or symbol'],
    ['', 'empty'],
    [`${'a'.repeat(30)}1`, '31 characters is too long'],
    ['12 4', 'a space is neither a letter nor a listed symbol'],
  ])('refuses %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it.each([
    ['abc1', 'shortest valid'],
    [`${'a'.repeat(29)}1`, '30 characters is the maximum'],
    ['1!!!', 'a listed symbol counts in place of a letter'],
    ['9ß99', 'any Unicode letter counts'],
    ['Chalk42', 'ordinary password'],
  ])('accepts %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it('counts every listed symbol as a letter', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(isValidPassword(`${symbol}123`), symbol).toBe(true);
  });
});

describe('trimInput', () => {
  it('trims surrounding whitespace', () => {
    expect(trimInput('  maya@school.example \t\n')).toBe('maya@school.example');
  });
  it('turns null and undefined into an empty string', () => {
    expect(trimInput(null)).toBe('');
    expect(trimInput(undefined)).toBe('');
  });
  it('keeps inner spaces', () => {
    expect(trimInput(' a b ')).toBe('a b');
  });
});

describe('isEmail', () => {
  it('accepts an address, ignoring surrounding spaces', () => {
    expect(isEmail('ms.rivera@school.example')).toBe(true);
    expect(isEmail('  ms.rivera@school.example ')).toBe(true);
  });
  it.each(['ms.rivera', 'ms.rivera@school', '@school.example', 'ms rivera@school.example', ''])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('loginFormError', () => {
  it('asks for the email or username first, even when the password is missing too', () => {
    expect(loginFormError('', '')).toBe(messages.loginEmailRequired);
    expect(loginFormError('   ', 'abc1')).toBe(messages.loginEmailRequired);
  });
  it('then asks for the password', () => {
    expect(loginFormError('maya', '')).toBe(messages.loginPasswordRequired);
    expect(loginFormError('maya', '   ')).toBe(messages.loginPasswordRequired);
  });
  it('then wants at least 3 characters after trimming', () => {
    expect(loginFormError('maya', 'ab')).toBe(messages.loginPasswordMin);
    expect(loginFormError('maya', ' ab ')).toBe(messages.loginPasswordMin);
  });
  it('lets a 3-character password through (the login minimum is below the registration rule)', () => {
    expect(loginFormError('maya', 'abc')).toBeNull();
    expect(loginFormError(' maya ', 'chalk42')).toBeNull();
  });
  it('uses the catalogue wording', () => {
    expect(messages.loginEmailRequired).toBe('email or username is required');
    expect(messages.loginPasswordRequired).toBe('password is required');
    expect(messages.loginPasswordMin).toBe('Password must be at least 3 characters');
  });
});

describe('newPasswordErrors', () => {
  it('requires both fields', () => {
    expect(newPasswordErrors('', '')).toEqual({
      password: messages.passwordRequired,
      confirm: messages.confirmPasswordRequired,
    });
    expect(newPasswordErrors('  ', ' ')).toEqual({
      password: messages.passwordRequired,
      confirm: messages.confirmPasswordRequired,
    });
  });
  it('applies the password rule', () => {
    expect(newPasswordErrors('abcd', 'abcd')).toEqual({ password: messages.passwordRule });
  });
  it('wants the confirmation to match', () => {
    expect(newPasswordErrors('abc1', 'abc2')).toEqual({ confirm: messages.passwordsMustMatch });
  });
  it('reports a bad password and a mismatch together', () => {
    expect(newPasswordErrors('ab1', 'xyz')).toEqual({ password: messages.passwordRule, confirm: messages.passwordsMustMatch });
  });
  it('does not report a mismatch while the password is empty', () => {
    expect(newPasswordErrors('', 'abc1')).toEqual({ password: messages.passwordRequired });
  });
  it('accepts a valid matching pair, compared after trimming', () => {
    expect(newPasswordErrors('abc1', 'abc1')).toEqual({});
    expect(newPasswordErrors(' abc1 ', 'abc1')).toEqual({});
  });
  it('uses the spec wording', () => {
    expect(messages.passwordRule).toBe('Password must be a minimum of 4 characters and contain at least 1 letter and 1 number.');
    expect(messages.passwordsMustMatch).toBe('passwords have to match');
    expect(messages.confirmPasswordRequired).toBe('Confirm Password is required');
    expect(messages.passwordRequired).toBe('Password is required');
  });
});
