import { Workbox } from 'workbox-window';

/** How often an open app asks for a new version; otherwise updates are noticed only on navigation. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

export const isUpdateWaiting = () => updateWaiting;
export const subscribeUpdate = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/**
 * Registers the service worker in production builds. A new version waits until the user
 * chooses to reload, so a quiz in progress is never interrupted.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((l) => l());
  });
  void wb
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}

/** The user chose to reload: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
