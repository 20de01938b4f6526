import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSession, type User } from '../../src/shared/api/auth';
import { RoleID } from '../../src/shared/domain/roles';
import { notifyUnauthorized } from '../../src/client/lib/api';
import { getSession, setSessionHooks, signIn, signOut } from '../../src/client/lib/session';
import { expireOnUnauthorized, LOGOUT_AFTER_401_MS } from '../../src/client/features/auth/expireOnUnauthorized';

/**
 * ACB §9 (a 401 signs out after 0.5 s) and what it must not do: a refusal of a key that is no
 * longer this session's (a student's call still in flight when an admin leaves the impersonation,
 * or when the student signs out) must not sign out whoever is signed in now.
 */

const teacher = { id: 't1', first: 'Maya', last: 'Rivera', roleID: RoleID.Teacher, isActive: true, classes: [] } as unknown as User;
const student = { id: 's1', first: 'Jordan', last: 'Lee', roleID: RoleID.Student, isActive: true, classes: [] } as unknown as User;

/** The offline layer's part of a sign-out (handing answers over, dropping copies), made slow at will. */
let slowSignOut = false;
setSessionHooks({
  signedIn: async () => undefined,
  signingOut: async () => {
    if (slowSignOut) await new Promise((r) => setTimeout(r, 1500));
    return { delivering: Promise.resolve() };
  },
});

let goToLogin: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(async () => {
  slowSignOut = false;
  goToLogin = vi.fn<() => void>();
  stop = expireOnUnauthorized(goToLogin);
  await signIn({ ...teacher, apiKey: 'teacher-key' });
});

afterEach(async () => {
  stop();
  await signOut({ revoke: false });
});

const waitPastLogout = () => new Promise((r) => setTimeout(r, LOGOUT_AFTER_401_MS + 200));

describe('a 401 and the session', () => {
  it('signs out the session whose key was refused, and goes to the login screen', async () => {
    notifyUnauthorized(checkSession, 'teacher-key');
    expect(getSession().apiKey).toBe('teacher-key'); // not at once: the message is read first
    await waitPastLogout();
    expect(getSession().apiKey).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the refused call carried an older key', async () => {
    notifyUnauthorized(checkSession, 'student-key-signed-out-a-moment-ago');
    await waitPastLogout();
    expect(getSession().apiKey).toBe('teacher-key');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('leaves a sign-out that already began to finish by itself (no second sign-out, no trip to the login screen)', async () => {
    // This sign-out takes a second and a half, longer than the 0.5 s after a 401.
    slowSignOut = true;
    await signIn({ ...student, apiKey: 'student-key' });
    const leaving = signOut();
    notifyUnauthorized(checkSession, 'student-key');
    await leaving;
    await signIn({ ...teacher, apiKey: 'teacher-key' });
    await waitPastLogout();
    expect(getSession().apiKey).toBe('teacher-key');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
