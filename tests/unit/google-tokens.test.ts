import { describe, expect, it } from 'vitest';
import { hasClassroomScopes, CLASSROOM_SCOPES, tokenBox } from '../../src/server/adapters/google';
import { classCodeFormatMessage, loginMismatchMessage, messages, withoutGoogle } from '../../src/shared/messages';

describe('refresh tokens at rest (AES-256-GCM)', () => {
  const box = tokenBox('a-client-secret-of-some-length');

  it('seals to something else and opens back to the token', () => {
    const sealed = box.seal('1//refresh-token-from-google');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed)).toBe('1//refresh-token-from-google');
  });

  it('uses a new IV each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed ciphertext and another key', () => {
    const sealed = box.seal('1//refresh-token');
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => tokenBox('another-secret-entirely-here').open(sealed)).toThrow();
    expect(() => box.open('plain-text-token')).toThrow('not a sealed token');
  });
});

describe('Classroom scopes', () => {
  it('are all needed', () => {
    expect(hasClassroomScopes(['openid', ...CLASSROOM_SCOPES].join(' '))).toBe(true);
    expect(hasClassroomScopes(CLASSROOM_SCOPES.slice(1).join(' '))).toBe(false);
    expect(hasClassroomScopes(null)).toBe(false);
  });
});

describe('messages that name the Google button', () => {
  it('keep the catalogue words with Google on, and name no Google button without it', () => {
    expect(loginMismatchMessage(true)).toBe(messages.loginMismatch);
    expect(classCodeFormatMessage(true)).toBe(messages.classCodeFormat);
    for (const text of [loginMismatchMessage(false), classCodeFormatMessage(false)]) expect(text).not.toMatch(/Log ?in with Google/i);
    expect(loginMismatchMessage(false)).toBe(withoutGoogle.loginMismatch);
  });
});
