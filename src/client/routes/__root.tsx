import { createRootRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/afterFirstPaint';
import { retrying } from '../lib/retrying';
import { useStaleBuildReload } from '../lib/useStaleBuildReload';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { subscribeToasts } from '../ui/toast';
import { publicText } from '../ui/publicText';
import { useScreenTitle } from '../ui/useScreenTitle';

// Not part of the landing page's JavaScript (issue 13): the update bar reads the outbox (Dexie),
// the toasts bring Radix. Both load after first paint, the toasts at once when one is shown.
// A chunk that could not be fetched (the Wi-Fi dropped on a first visit, before the service worker
// kept it) is asked for again every 5 s rather than breaking the whole page; meanwhile nothing shows.
const UpdatePrompt = lazy(() => retrying(() => import('../ui/UpdatePrompt')).then((m) => ({ default: m.UpdatePrompt })));
const Toasts = lazy(() => retrying(() => import('../ui/Toasts')).then((m) => ({ default: m.Toasts })));

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    afterFirstPaint(() => live && setReady(true));
    const off = subscribeToasts(() => setReady(true));
    return () => {
      live = false;
      off();
    };
  }, []);
  return ready;
}

function Root() {
  const ready = useAfterFirstPaint();
  // Each screen's name in the tab, the history and for a screen reader (issue 29).
  useScreenTitle();
  return (
    <>
      {/* Above the page, in its flow: the update bar pushes the page down and covers nothing. */}
      {ready && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <Outlet />
      <LoadingOverlay />
      {ready && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}

/** Last resort for a screen that crashed: say so plainly and offer a way out. */
function RootError({ error }: ErrorComponentProps) {
  // A screen of a build the server no longer has (a tab open across an upgrade): the page reloads itself instead.
  if (useStaleBuildReload(error)) return null;
  return (
    <main id="main" className="main main-public">
      <section className="card auth-card" role="alert">
        <h1>{publicText.somethingWentWrong}</h1>
        <p>{error instanceof Error ? error.message : publicText.pageNotShown}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {publicText.reloadPage}
        </button>
      </section>
    </main>
  );
}

export const Route = createRootRoute({ component: Root, errorComponent: RootError });
