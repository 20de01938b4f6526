import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built PWA from `dir` on the same port as the API, with history fallback:
 * any other GET that wants HTML gets index.html so client routes survive a reload.
 * Hashed assets are cached for a year; the service worker and index.html never.
 */
export function serveClient(app: Hono, dir: string) {
  const root = resolve(dir);
  const indexPath = resolve(root, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (path === '/sw.js' || path.endsWith('.html') || path === '/' || path.endsWith('.webmanifest')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  // Without a build (API tests, `npm run dev`) there is nothing to serve but the hint below.
  // The build writes .br and .gz beside each text file (build/precompress.ts): sent as they are,
  // with Content-Encoding and Vary: Accept-Encoding, to browsers that accept them.
  if (existsSync(root)) app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!existsSync(indexPath)) {
      return c.text('The app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
