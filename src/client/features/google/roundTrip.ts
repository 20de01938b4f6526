import type { GooglePurpose } from '../../../shared/api/googleAuth';
import { call, loadContract } from '../../lib/api';

/**
 * The page's half of the round trip to Google (ACB §4 Google): before leaving, the return path
 * and what the trip is for are kept in session storage (this tab only); on the way back the
 * `state` Google returns must be the one this tab sent, so a link made elsewhere cannot sign
 * someone in here.
 */
const TRIP_KEY = 'sentence-lab.google-trip';
/** Read by pathAfterLogin (returnTo.ts): the stored return_to wins over the query's (LOG-18). */
const RETURN_TO_KEY = 'return_to';

export interface GoogleTrip {
  purpose: GooglePurpose;
  state: string;
  registrationType?: 'teacher' | 'student';
  classCode?: string | null;
}

export interface GoogleReturnSearch {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
}

/** Where Google sends the browser back: /register for a registration, else /login. */
const redirectFor = (purpose: GooglePurpose) => `${window.location.origin}/${purpose === 'register' ? 'register' : 'login'}`;

/** Leaves for Google's authorisation page. */
export async function goToGoogle(
  purpose: GooglePurpose,
  opts: { returnTo?: string | null; registrationType?: 'teacher' | 'student'; classCode?: string | null } = {},
): Promise<void> {
  // The contract loads when the button is pressed, not with the login page (issue 13, first load).
  const { googleAuthorize } = await loadContract(() => import('../../../shared/api/googleAuth'));
  const { url, state } = await call(googleAuthorize, {
    body: { purpose, redirect: redirectFor(purpose), registrationType: opts.registrationType, classCode: opts.classCode ?? null },
  });
  const trip: GoogleTrip = { purpose, state, registrationType: opts.registrationType, classCode: opts.classCode ?? null };
  sessionStorage.setItem(TRIP_KEY, JSON.stringify(trip));
  if (opts.returnTo) sessionStorage.setItem(RETURN_TO_KEY, opts.returnTo);
  window.location.assign(url);
}

/** Re-authorisation after a 424 (ACB §8): straight to Google, back to this page, no message. */
export const reauthorizeWithGoogle = () => goToGoogle('reauthorize', { returnTo: `${window.location.pathname}${window.location.search}` });

/** The trip this tab started, if Google's `state` is its own; used once. */
export function takeTrip(search: GoogleReturnSearch): GoogleTrip | null {
  let trip: GoogleTrip | null = null;
  try {
    trip = JSON.parse(sessionStorage.getItem(TRIP_KEY) ?? 'null') as GoogleTrip | null;
    sessionStorage.removeItem(TRIP_KEY);
  } catch {
    return null;
  }
  return trip && search.state && trip.state === search.state ? trip : null;
}

/** What the server needs of Google's answer. */
export const returnBody = (search: GoogleReturnSearch, trip: GoogleTrip) => ({
  code: search.code ?? '',
  state: trip.state,
  iss: search.iss ?? null,
  redirect: redirectFor(trip.purpose),
});
