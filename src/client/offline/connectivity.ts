import { isJsonAnswer } from '../lib/answers';

/**
 * Is the server reachable? (issue 5 "Connectivity state"). Learned from what actually happens —
 * calls that get no answer, answers served from the offline copy, outbox deliveries — and the
 * browser's online/offline events, never from `navigator.onLine` alone (a school's captive portal
 * says "online"). While offline, `/api/health` is probed with a short time-out; when it answers,
 * the app is online again and whoever listens (the outbox) is told.
 */

export const PROBE_EVERY_MS = 5_000;
export const PROBE_TIMEOUT_MS = 3_000;

let offline = false;
let probing: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

export const isOffline = () => offline;
export const subscribeConnectivity = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
/** Called when the server answers again after being unreachable. */
export const onBackOnline = (l: () => void) => (backListeners.add(l), () => void backListeners.delete(l));

function set(next: boolean) {
  if (offline === next) return;
  offline = next;
  listeners.forEach((l) => l());
  if (!next) backListeners.forEach((l) => l());
}

/** True when our own server answered the health check (a portal's page does not count). */
export async function probe(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok || !isJsonAnswer(response)) return false;
    const body = (await response.json()) as { ok?: unknown };
    return body.ok === true;
  } catch {
    return false;
  }
}

function scheduleProbe(delay: number) {
  if (probing) clearTimeout(probing);
  probing = setTimeout(() => {
    probing = null;
    void probe().then((up) => {
      if (up) set(false);
      else if (offline) scheduleProbe(PROBE_EVERY_MS);
    });
  }, delay);
}

/** A call got no answer (or an offline copy answered): offline until the probe says otherwise. */
export function reportOffline(): void {
  set(true);
  if (!probing) scheduleProbe(PROBE_EVERY_MS);
}

/** A live answer from the server: online. */
export function reportOnline(): void {
  if (probing) clearTimeout(probing);
  probing = null;
  set(false);
}

/** Browser events: a hint to check now, not a verdict. */
export function watchBrowserEvents(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => reportOffline());
  window.addEventListener('online', () => scheduleProbe(0));
}
