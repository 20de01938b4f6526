import { coreMessages as messages } from '../../../shared/coreMessages';
import { onUnauthorized } from '../../lib/api';
import { getSession, signOut, signOutBegun } from '../../lib/session';
import { toast } from '../../ui/toast';

/** ACB §9: the user is signed out 0.5 s after a 401. */
export const LOGOUT_AFTER_401_MS = 500;

/**
 * A 401 from any call while signed in means the key is no longer valid: say 'Please Login'
 * and sign out. A failed login is a wrong password, not an expired session.
 */
export function expireOnUnauthorized(goToLogin: () => void): () => void {
  let expiring = false;
  const off = onUnauthorized((endpoint, sentKey) => {
    const key = getSession().apiKey;
    // A refusal of a key that is no longer this session's (a call that was in flight when a
    // student signed out, or an admin left an impersonation) says nothing about the session now.
    if (sentKey !== null && sentKey !== key) return;
    // Refused because its sign-out already began (the revoke went out first): that sign-out goes on.
    if (key && signOutBegun(key)) return;
    // A pinned kiosk device's calls (getKioskRoster, kioskSignIn in shared/api/kiosk.ts) carry its
    // pin key: their 401 says nothing about the session. Login and logout (shared/api/auth.ts) are
    // told by their paths too: the contracts are not imported here, this module is on the landing page.
    const kioskCall = endpoint.path === '/kiosk/roster' || endpoint.path === '/kiosk/signin';
    const authCall = endpoint.path === '/user/login' || endpoint.path === '/user/logout';
    if (authCall || kioskCall || !key || expiring) return;
    expiring = true;
    toast.error(messages.pleaseLogin);
    setTimeout(() => {
      // Someone may have signed in again meanwhile; only the session that failed ends.
      if (getSession().apiKey !== key || signOutBegun(key)) return void (expiring = false);
      void signOut({ revoke: false })
        .then(goToLogin)
        .finally(() => (expiring = false));
    }, LOGOUT_AFTER_401_MS);
  });
  return () => void off();
}
