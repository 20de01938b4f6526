import { useEffect } from 'react';
import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { getSession, replaceUser } from '../../lib/session';

/** Not more often than this, however often the window is focused. */
const MIN_GAP_MS = 10_000;

/**
 * While the check-email banner shows, coming back to the tab (after clicking the link in the
 * email, perhaps on another device) fetches the user again, so the banner goes once verified.
 */
export function useRefreshWhileUnverified(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      const key = getSession().apiKey;
      call(checkSession)
        .then((user) => (getSession().apiKey === key ? replaceUser(user) : undefined))
        .catch(() => undefined); // offline: try again next time; a 401 is handled globally
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [active]);
}
