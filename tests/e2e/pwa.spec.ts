import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';

test('the app is installable: manifest, icons and a controlling service worker', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, baseURL).toString())).json();
  expect(manifest).toMatchObject({ name: 'Sentence Lab', display: 'standalone', start_url: '/', theme_color: '#3b3a98' });

  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await request.get(new URL(icon.src, baseURL).toString());
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
    // A PNG of the stated size: width and height are at bytes 16-23 of the IHDR chunk.
    const png = await res.body();
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${w}x${h}`).toBe(icon.sizes);
  }

  // The service worker takes control after the first online load (on the next navigation).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
});

test('unknown paths and deep links are served the app, the API 404s in JSON', async ({ page, request }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  const api = await request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toHaveProperty('message');
});

test('a new version waits for the user: the update prompt appears and Reload switches to it', async ({ page }) => {
  const swFile = join(process.env.STATIC_DIR ?? 'dist', 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  try {
    // A deploy: the worker's bytes change on the server.
    writeFileSync(swFile, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    // Nothing reloads by itself: the old worker still controls the page.
    const waitingExists = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
    expect(waitingExists).toBe(true);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeHidden();
    const waitingAfter = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
    expect(waitingAfter).toBe(false);
    // The new worker is the active one and controls the reloaded page.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active?.state)).toBe('activated');
  } finally {
    writeFileSync(swFile, original);
  }
});
