import { test, expect } from './support/fixtures';

/**
 * The built files go out compressed at build time (vite.config.ts precompress; src/server/static.ts):
 * brotli or gzip as the browser accepts, with Vary, and hashed assets cached for a year.
 */
test('static files are sent precompressed with Content-Encoding and Vary; hashed assets are immutable', async ({ request }) => {
  const html = await (await request.get('/', { headers: { 'Accept-Encoding': 'identity' } })).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();

  const br = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(br.headers()['content-type']).toMatch(/javascript/);
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const gz = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(entry!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same file whichever way it travels (the client undoes the encoding).
  expect((await br.body()).equals(await plain.body())).toBe(true);
  expect((await gz.body()).equals(await plain.body())).toBe(true);
  // The compressed copy is much smaller than the file.
  expect(Number(br.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2);

  // The page itself and the service worker keep their names across releases: revalidated each
  // time and sent as they are (no compressed copy that could be older than a changed file).
  const sw = await request.get('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-encoding']).toBeUndefined();
});
