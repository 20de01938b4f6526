/**
 * Work that is not needed to show the first screen (the offline layer, the service worker, the
 * update bar, the toasts): it waits until the first screen is resolved (main.tsx calls
 * `firstScreenResolved` when the router has its first screen ready) and the page has loaded, then
 * for an idle moment, so it never competes with the first screen's own code.
 */
let resolved: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (resolved = resolve));
const loaded = new Promise<void>((resolve) => {
  // No document (the unit tests' Node): nothing to wait for.
  if (typeof document === 'undefined' || document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
/** Should the first screen never resolve (a hung session read), the work starts anyway. */
const FIRST_SCREEN_WAIT_MS = 10_000;
void loaded.then(() => setTimeout(() => resolved(), FIRST_SCREEN_WAIT_MS));

export const firstScreenResolved = (): void => resolved();

/** Runs `task` after first paint, in an idle moment (at most `timeoutMs` later). */
export function afterFirstPaint(task: () => void, timeoutMs = 2000): void {
  void Promise.all([firstScreen, loaded]).then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 1);
  });
}
