import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch, type LoginSearch } from '../features/auth/loginSearch';
import { redirectIfSignedIn } from '../features/auth/redirectIfSignedIn';
import { optionalText } from '../lib/searchParams';
import { sessionReady } from '../lib/session';
import type { GoogleReturnSearch } from '../features/google/roundTrip';

type Search = LoginSearch & GoogleReturnSearch;

/** Only on the way back from Google: not part of the login page's first load (issue 13's budget). */
const GoogleLoginReturn = lazy(() => import('../features/google/GoogleLoginReturn').then((m) => ({ default: m.GoogleLoginReturn })));

/** /login: the login screen, and where Google sends the browser back (`code` and `state`, or `error`). */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const out: Search = validateLoginSearch(search);
    for (const key of ['code', 'state', 'iss', 'error'] as const) {
      const value = optionalText(search[key]);
      if (value) out[key] = value;
    }
    return out;
  },
  // A signed-in user coming back from linking Google or re-authorising stays on this page until it
  // is done; the stored session must be loaded first, as that call is made with its key.
  beforeLoad: ({ search }) => (search.code || search.error ? sessionReady() : redirectIfSignedIn()),
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  if (search.code || search.error) {
    return (
      <Suspense fallback={null}>
        <GoogleLoginReturn search={search} returnTo={search.return_to} />
      </Suspense>
    );
  }
  return <LoginScreen returnTo={search.return_to} />;
}
