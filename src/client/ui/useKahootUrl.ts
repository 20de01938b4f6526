import { useEffect, useState } from 'react';
import { call } from '../lib/api';

/**
 * The Kahoot page the students' header links to (ACB §2 "a Kahoot link"; SHL-30): the operator's
 * KAHOOT_URL, answered by the public settings call. Unset, there is no link. The last answer is kept
 * on the device (the school's setting, nobody's data) so the link shows offline too, and the server
 * is asked once per page load, in the background.
 */
const STORAGE_KEY = 'sentence-lab:kahoot-url';

/** Only an http(s) address becomes a link, whatever the server or the device's storage held. */
const safe = (url: unknown): string | null => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null);

function stored(): string | null {
  try {
    return safe(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

let asked: Promise<string | null> | null = null;
function ask(): Promise<string | null> {
  // The billing contract is loaded for this one call, not with every signed-in page's header.
  asked ??= import('../../shared/api/billing')
    .then(({ getPaymentSettings }) => call(getPaymentSettings, undefined, { background: true }))
    .then(
    (s) => {
      const url = safe(s.kahootUrl);
      try {
        if (url) localStorage.setItem(STORAGE_KEY, url);
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage blocked: the answer still shows on this page.
      }
      return url;
    },
    // Offline or failed: keep the device's copy, ask again on the next page load.
    () => ((asked = null), stored()),
  );
  return asked;
}

/** The Kahoot URL, or null when the operator set none; `enabled` false asks nothing (teachers have no link). */
export function useKahootUrl(enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(() => (enabled ? stored() : null));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void ask().then((answer) => live && setUrl(answer));
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? url : null;
}
