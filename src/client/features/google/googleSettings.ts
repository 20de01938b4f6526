import { useSyncExternalStore } from 'react';
import { call } from '../../lib/api';
import { afterFirstPaint } from '../../lib/afterFirstPaint';

/**
 * Whether this server has Google set up (GOOGLE_CLIENT_ID). Without it no Google button shows
 * and no message points to one. Remembered on the device, so the login page offline (or before
 * the answer) shows what it showed last time; asked once per page load.
 */
const STORAGE_KEY = 'sentence-lab.google-enabled';

function stored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

let enabled = stored();
let asked = false;
const listeners = new Set<() => void>();

function ask() {
  if (asked) return;
  asked = true;
  // After first paint: the login page shows at once with what the device knew, and the HTTP
  // client loads with this question, not before the form (issue 13, first load).
  afterFirstPaint(() => void askNow());
}

function askNow() {
  // The contract (valibot's schemas) loads with the question, after first paint.
  return import('../../../shared/api/googleAuth')
    .then(({ googleSettings }) => call(googleSettings, {}, { background: true }))
    .then(({ enabled: on }) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(on));
      } catch {
        // Private mode: asked again next time.
      }
      if (on !== enabled) {
        enabled = on;
        listeners.forEach((l) => l());
      }
    })
    .catch(() => {
      // Offline: keep what the device knew.
      asked = false;
    });
}

/** For code outside React (message choice): the last known answer. */
export const googleEnabledNow = () => enabled;

export function useGoogleEnabled(): boolean {
  ask();
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => enabled,
    () => false,
  );
}
