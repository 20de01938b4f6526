import type { Page } from '@playwright/test';

export type SentRequest = { method: string; path: string; body: string };

/**
 * Records the JSON body of every API call the page makes. Playwright reports no body for a
 * fetch of a Request object (how the app's client sends), so the page's own fetch is watched:
 * Request objects (ky) and URL + init (the outbox).
 */
export async function recordApiBodies(page: Page) {
  await page.addInitScript(() => {
    const sent: { method: string; path: string; body: string }[] = [];
    (window as unknown as { __sentBodies: typeof sent }).__sentBodies = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request && input.url.includes('/api/')) {
        void input
          .clone()
          .text()
          .then((body) => sent.push({ method: input.method, path: new URL(input.url).pathname, body }));
      } else if (!(input instanceof Request) && String(input).includes('/api/')) {
        // The outbox sends a URL and its init (src/client/offline/outbox.ts).
        const url = new URL(String(input), window.location.href);
        sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? init.body : '' });
      }
      return original(input, init);
    };
  });
}

/** The API requests the page sent since recordApiBodies, with their bodies as text. */
export const sentRequests = (page: Page): Promise<SentRequest[]> =>
  page.evaluate(() => (window as unknown as { __sentBodies: SentRequest[] }).__sentBodies);
