/**
 * A tab open across an upgrade (src/server/OPERATIONS.md): it still runs the build it was loaded
 * with, and asks for that build's chunks as it opens screens it has not loaded yet. The server keeps
 * earlier builds' files (src/server/static.ts), so this rarely fails; when a chunk is gone anyway
 * (an archive cleared, a host without it), the page loads itself again, once, in the new build,
 * instead of showing "Something went wrong". A chunk that failed because the network did (the
 * Wi-Fi dropped) is not a new build: that keeps today's handling (retrying.ts, the error screen).
 * Loaded after first paint (main.tsx), not with the landing page; the error screen asks it
 * through useStaleBuildReload.ts.
 */

/** What browsers say when a module script could not be loaded (Chromium, Firefox, Safari; Vite's CSS preload). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

export const RELOAD_KEY = 'sentence-lab:stale-build-reload';
/** One automatic reload per this time: a build that still fails after it shows the error screen, never a loop. */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * The label given to this build (VITE_BUILD_LABEL at build time, e.g. the release or commit), on
 * `<html data-build>`, so support can tell which build a tab runs.
 */
export const BUILD_LABEL: string | undefined = import.meta.env.VITE_BUILD_LABEL;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

export const isChunkLoadError = (error: unknown): boolean => CHUNK_FAILURE.test(messageOf(error));

/** The chunk's address, when the browser names it in the message (Chromium and Firefox do; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  const url = /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(messageOf(error))?.[0];
  return url ? url.replace(/[.,;:)]+$/, '') : null;
}

type Probe = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'ok' | 'headers'>>;

/**
 * Whether a chunk that failed to load belongs to a build the server no longer has: the server
 * answers 404 (or 410, or a page of HTML, as some hosts do for a missing file). When the browser
 * does not name the chunk, the page's own entry script is asked about instead. No answer at all
 * (offline) is not a new build.
 */
export async function isStaleChunk(
  error: unknown,
  probe: Probe = (url, init) => fetch(url, init),
  entry = entryScriptUrl(),
): Promise<boolean> {
  const url = chunkUrlOf(error) ?? entry;
  if (!url) return false;
  try {
    // HEAD is never answered by the service worker's precache: this asks the server itself.
    const res = await probe(url, { method: 'HEAD', cache: 'no-store' });
    if (res.status === 404 || res.status === 410) return true;
    return res.ok && (res.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

function entryScriptUrl(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether the page may reload itself now, and if so notes it: once per RELOAD_WINDOW_MS per tab
 * (sessionStorage survives the reload). Without storage nothing guards against a loop: no reload.
 */
export function mayReload(storage: Store | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now >= last && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const sessionStore = (): Store | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Set once the page is loading itself again: the error screen stays hidden until it has. */
let leaving = false;

/** Loads `href` (default: this address) afresh, if the guard allows. True when the page is on its way. */
function loadAfresh(href?: string): boolean {
  if (leaving) return true;
  if (!mayReload(sessionStore(), Date.now())) return false;
  leaving = true;
  if (href === undefined) window.location.reload();
  // The router has put the new address in the history already: replace, not a second entry.
  else window.location.replace(href);
  return true;
}

/** A screen failed with `error`: when it is a chunk of a build the server no longer has, reload once. True when reloading. */
export async function reloadIfStale(error: unknown): Promise<boolean> {
  if (leaving) return true;
  if (!isChunkLoadError(error) || !(await isStaleChunk(error))) return false;
  return loadAfresh();
}

interface NavigatingRouter {
  subscribe(event: 'onBeforeNavigate', listener: (event: { toLocation: { href: string }; pathChanged: boolean }) => void): () => void;
}

/**
 * Started once by main.tsx, after first paint. A piece loaded in the background (a dialog, the toasts, a screen
 * preloaded as the pointer rests on its link) that turns out to be of a build the server no
 * longer has makes the next navigation a full page load of where the user is going, in the new
 * build: nothing on the screen is interrupted, and leaving it would replace it anyway.
 */
export function watchForStaleBuild(router: NavigatingRouter): void {
  if (BUILD_LABEL) document.documentElement.dataset.build = BUILD_LABEL;
  let stale = false;
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!stale && isChunkLoadError(error)) void isStaleChunk(error).then((s) => (stale ||= s));
  });
  // Another screen, not a filter or a tab of this one (its search), which needs no new code.
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (stale && pathChanged) loadAfresh(toLocation.href);
  });
}
