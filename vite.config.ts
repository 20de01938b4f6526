import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build's `assets/`, once, at build
 * time, so the server sends compressed bytes without compressing per request
 * (src/server/static.ts serves them with Content-Encoding and Vary: Accept-Encoding). Only
 * content-hashed files: a file that keeps its name across releases (index.html, sw.js) is sent as
 * it is, so a compressed copy can never be older than the file it stands for.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sentence-lab-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(join(outDir, 'assets'))) {
          if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
          const bytes = readFileSync(path);
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Compiles the translations (src/locales/compile.ts) before every build and dev server, so the
 * compiled catalogues the app loads never lag behind their sources. In its own process: the
 * compiler imports the TypeScript catalogues.
 */
function compileCatalogues(): Plugin {
  return {
    name: 'sentence-lab-compile-catalogues',
    buildStart() {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/locales/compile.ts', '--write'], { encoding: 'utf8' });
      if (run.status !== 0) this.warn(`src/locales/compile.ts: ${run.stderr || run.stdout || `exit ${run.status}`}`);
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    compileCatalogues(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      manifest: {
        id: '/',
        name: 'Sentence Lab',
        short_name: 'Sentence Lab',
        description: 'Grammar and writing lessons for school classes. Works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f7f7fb',
        theme_color: '#3b3a98',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // The first load in few files (issue 13; tests/e2e/first-load.spec.ts): one brotli stream
        // compresses better than a dozen small ones (about 12 KiB less on the landing page).
        // `initial`: everything the entry imports statically, in the entry chunk, instead of the
        // small shared chunks automatic splitting cut it into. `login`: the login screen with what
        // it needs beyond that, one chunk for / and /login (other screens that share its parts
        // import them from it). The rest (signed-in screens, Stripe, Dexie) stays split by route.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The login page's interface text goes with it, not into a small shared chunk (issue 14).
            { name: 'login', test: /src[\\/]client[\\/]features[\\/]auth[\\/](?:LoginScreen\.tsx|text\.ts)$/, priority: 1 },
          ],
        },
      },
    },
  },
});
