/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { localDb } from '../src/client/lib/localDb';
import { cacheKeyOf, dropExpired, handleContentRequest } from '../src/client/offline/contentCache';
import { createOutbox, webLock, type Outcome } from '../src/client/offline/outbox';
import { createBacklogReporter } from '../src/client/offline/backlog';
import { OUTBOX_CHANNEL, SYNC_TAG, type OutboxMessage } from '../src/client/offline/messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  serviceWorker?: ServiceWorker;
};

// The app shell (HTML, JS, CSS, icons, manifest) is precached so the app starts with no
// network at all, on kiosk machines too.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route is the same single page: serve the precached index.html for
// navigations, but never for the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Course, lesson and quiz content: network first, a copy (per user, one hour) when offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && cacheKeyOf(url) !== null,
  ({ request }) => handleContentRequest(request, { db: localDb, fetch: (input, init) => fetch(input, init) }),
);

// The outbox: the page queues, and the worker delivers too — at every start, on Background
// Sync and when a page asks — so answers leave even when no page stays open.
const channel = new BroadcastChannel(OUTBOX_CHANNEL);
// Counts of the work still waiting go to the server after each drain (backlog.ts), so a teacher
// sees them even when no page stays open.
const backlog = createBacklogReporter({ db: localDb, fetch: (input, init) => fetch(input, init), baseUrl: `${self.location.origin}/api` });
const outbox = createOutbox({
  db: localDb,
  fetch: (input, init) => fetch(input, init),
  baseUrl: `${self.location.origin}/api`,
  withLock: webLock(navigator.locks),
  onOutcome: (outcome: Outcome) => channel.postMessage({ type: 'OUTCOME', outcome } satisfies OutboxMessage),
  beforeSignOut: backlog.beforeSignOut,
});

const drain = (force = false) =>
  outbox
    .drain({ force })
    .catch(() => [])
    .finally(() => backlog.report());

/**
 * A worker that is only installed (a new version waiting for the user's "Reload") must not open
 * the database: its schema may be newer than the open pages'. Only the active worker drains.
 */
function isActiveWorker(): boolean {
  if (self.serviceWorker) return self.serviceWorker.state === 'activated' || self.serviceWorker.state === 'activating';
  return !self.registration.installing && !self.registration.waiting;
}

if (isActiveWorker()) void drain().then(() => dropExpired(localDb, Date.now()).catch(() => 0));

self.addEventListener('activate', (event) => {
  // A first install takes the open page at once: otherwise the calls of that first visit (the
  // sign-in prefetch included) bypass the worker and nothing is kept for offline use. An update
  // only activates after the page's "Reload" (SKIP_WAITING), which reloads anyway.
  event.waitUntil(Promise.all([self.clients.claim(), drain().then(() => dropExpired(localDb, Date.now()).catch(() => 0))]));
});

self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === SYNC_TAG) e.waitUntil(drain(true));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // Updates wait for the page's "Reload" prompt: never take over in the middle of a quiz.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'DRAIN') event.waitUntil(drain(true));
});
