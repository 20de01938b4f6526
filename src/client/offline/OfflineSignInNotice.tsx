import { useEffect, useSyncExternalStore } from 'react';
import { coreMessages as messages } from '../../shared/coreMessages';
import { isOffline, probe, reportOffline, reportOnline, subscribeConnectivity } from './connectivity';

/**
 * On the sign-in form while the server cannot be reached (issue 15): as wide and as large as the
 * form itself, in the offline banner's colours, not a small grey line. A browser that says it is
 * offline when the page opens is checked against the server once (its word alone is not trusted).
 */
export function OfflineSignInNotice() {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);
  useEffect(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) void probe().then((up) => (up ? reportOnline() : reportOffline()));
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-signin" role="status" data-testid="offline-signin">
      <p className="offline-signin-title">{messages.offline}</p>
      <p>
        Signing in needs a connection to the server. Anything already saved on this device stays here and is sent when you are back online.
      </p>
    </div>
  );
}
