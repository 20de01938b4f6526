import { createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { expireOnUnauthorized } from './features/auth/expireOnUnauthorized';
import { startLanguage } from './i18n/language';
import { afterFirstPaint, firstScreenResolved } from './lib/afterFirstPaint';
import { setSessionHooksLoader, startSession } from './lib/session';
import { routeTree } from './routeTree.gen';
import './ui/styles.css';
import { startTheme } from './ui/theme';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * The offline layer (outbox, Dexie) is not part of the landing page's JavaScript (issue 13): it
 * is loaded after first paint, or earlier when a sign-in or a stored session needs its hooks
 * (session.ts waits for them, so none is missed). Loaded once; a failed load is tried again.
 */
let offline: Promise<void> | null = null;
const startOfflineLayer = (): Promise<void> =>
  (offline ??= import('./offline/start').then(
    (m) => m.startOffline(),
    (error: unknown) => {
      offline = null;
      throw error;
    },
  ));
setSessionHooksLoader(startOfflineLayer);

// The code of the screen the address names is fetched at once, beside the stored session's read,
// not after the route's beforeLoad has waited for it.
for (const match of router.matchRoutes(router.state.location)) {
  void router.loadRouteChunk((router.routesById as unknown as Record<string, AnyRoute>)[match.routeId]!)?.catch(() => undefined);
}
const offResolved = router.subscribe('onResolved', () => {
  offResolved();
  firstScreenResolved();
});

startTheme();
// Before the stored session is read: a signed-in user's own language is applied as it loads.
const languageReady = startLanguage();
startSession();
expireOnUnauthorized(() => void router.navigate({ to: '/' }));
afterFirstPaint(() => {
  void startOfflineLayer().catch(() => undefined);
  void import('./lib/appUpgrade').then((m) => m.checkAppVersion(() => void router.navigate({ to: '/' }))).catch(() => undefined);
  void import('./lib/serviceWorker').then((m) => m.registerServiceWorker()).catch(() => undefined);
  // A tab open across an upgrade: a chunk of a build the server no longer has reloads the page once.
  void import('./lib/staleBuild').then((m) => m.watchForStaleBuild(router)).catch(() => undefined);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// English renders at once; Spanish once its catalogue (a chunk of its own) is there.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
