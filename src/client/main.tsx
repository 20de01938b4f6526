import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { expireOnUnauthorized } from './features/auth/expireOnUnauthorized';
import { recordAppVersion } from './lib/appVersion';
import { registerServiceWorker } from './lib/serviceWorker';
import { startSession } from './lib/session';
import { startOffline } from './offline/start';
import { routeTree } from './routeTree.gen';
import './ui/styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

startOffline();
startSession();
void recordAppVersion();
expireOnUnauthorized(() => void router.navigate({ to: '/' }));
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
