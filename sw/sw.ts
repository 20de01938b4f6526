/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell (HTML, JS, CSS, icons, manifest) is precached so the app starts with no
// network at all, on kiosk machines too.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route is the same single page: serve the precached index.html for
// navigations, but never for the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Updates wait for the page's "Reload" prompt: never take over in the middle of a quiz.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
