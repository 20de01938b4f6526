import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * Issue 13 "First load": what the landing page (/) and /login fetch as JavaScript before they
 * show the login form, as sent over the wire (brotli), in a fresh browser (no service worker, no
 * cache). Signed-in code (teacher screens, Stripe, the outbox and its database) is not part of it.
 */

/**
 * What the landing page may fetch: issue 13's target, 100 KB (reached: about 98.8 KB for / and
 * 99.2 KB for /login, so a change that makes it heavier soon fails here). `npm run bench` prints
 * the figure beside it; tests/bench/README.md says what the entry still carries.
 */
const BUDGET_BYTES = 100_000;

/** Chunks that only signed-in screens need. Their names come from their modules or routes. */
const SIGNED_IN_ONLY = [
  /\/_auth[.-]/, // every signed-in route (teacher, admin, student screens)
  /\/(billing|payment|direct-payment|plans)-/, // Stripe and plans
  /\/(ProgressCharts|TeacherProgressScreen|ClassProgressScreen|ClassReportScreen|AdminUsersScreen|StudentSeats|Layout)-/,
  /\/shell-/, // the signed-in shell and the student dashboard in one chunk (vite.config.ts, chunkPlan)
];
/** The offline layer (Dexie, the outbox): loaded after first paint, never before. */
const AFTER_FIRST_PAINT = [
  /\/(start|localDb|outbox-client|useOutbox|UpdatePrompt|Toasts|serviceWorker|appVersion)-/,
  // The chunk groups of vite.config.ts (chunkPlan): the offline layer's code with Dexie, and what
  // the dashboard shares with the landing page's later parts.
  /\/(offline|lazyShared)-/,
];

interface Fetched {
  url: string;
  startTime: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/**
 * Opens `path` and returns the JavaScript the page fetched up to the later of its load event and
 * the moment the login form appeared (a MutationObserver notes it), and all JavaScript it fetched
 * until the network was idle.
 */
async function firstLoad(page: Page, path: string) {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url())) encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __loginFormAt?: number };
    const seen = () => {
      if (w.__loginFormAt === undefined && document.querySelector('form input[type="password"]')) w.__loginFormAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { js, cutoff } = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const formAt = (window as unknown as { __loginFormAt?: number }).__loginFormAt ?? Infinity;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({
        url: new URL(e.name).pathname,
        startTime: e.startTime,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      }));
    return { js: entries, cutoff: Math.max(nav.loadEventEnd, formAt) };
  });
  const beforePaint = js.filter((e: Fetched) => e.startTime <= cutoff);
  const bytes = beforePaint.reduce((n, e) => n + e.encodedBodySize, 0);
  return { all: js as Fetched[], beforePaint, bytes, encodings };
}

for (const path of ['/', '/login']) {
  test(`${path} fetches at most ${BUDGET_BYTES / 1000} KB of JavaScript (brotli) before the login form shows, and no signed-in code`, async ({
    page,
  }) => {
    const { all, beforePaint, bytes, encodings } = await firstLoad(page, path);
    test.info().annotations.push({
      type: 'first-load',
      description: `${path}: ${beforePaint.length} scripts, ${(bytes / 1024).toFixed(1)} KiB as sent: ${beforePaint.map((e) => `${e.url} ${e.encodedBodySize}`).join(', ')}`,
    });

    expect(beforePaint.length).toBeGreaterThan(0);
    // Measured as sent: every script of any size came brotli-compressed.
    for (const e of beforePaint) {
      if (e.decodedBodySize >= 1024) expect(encodings.get(e.url), e.url).toBe('br');
      expect(e.encodedBodySize, `${e.url} was fetched, not served from a cache`).toBeGreaterThan(0);
    }
    expect(bytes, beforePaint.map((e) => `${e.url} ${e.encodedBodySize}`).join(', ')).toBeLessThanOrEqual(BUDGET_BYTES);

    // Nothing signed-in at all on this visit; the offline layer only after first paint.
    for (const e of all) for (const pattern of SIGNED_IN_ONLY) expect(e.url, 'signed-in code on the landing page').not.toMatch(pattern);
    for (const e of beforePaint) for (const pattern of AFTER_FIRST_PAINT) expect(e.url, 'loaded before first paint').not.toMatch(pattern);
    // The offline layer does start (the outbox must run before a student can queue anything).
    expect(all.some((e) => /\/start-/.test(e.url))).toBe(true);

    // What loads later leaves nothing on the form unstyled: Forgot Password sits at the right,
    // underlined, as after any later visit (its styles once came only with the dialog's chunk).
    const forgot = await page.getByRole('button', { name: 'Forgot Password' }).boundingBox();
    const submit = await page.getByRole('button', { name: 'Log Me in' }).boundingBox();
    expect(Math.abs(forgot!.x + forgot!.width - (submit!.x + submit!.width)), 'Forgot Password at the right').toBeLessThanOrEqual(16);
    await expect(page.getByRole('button', { name: 'Forgot Password' })).toHaveCSS('text-decoration-line', 'underline');
  });
}
