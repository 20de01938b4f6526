import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
      // resolve: an absolute --outDir stays as it is.
      outDir = resolve(config.root, config.build.outDir);
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
 * Compiles the translations (src/locales/<language>/*.po, by src/locales/compile.ts) before every
 * build and dev server, so the compiled catalogues the app loads never lag behind the PO files. In
 * its own process: the compiler imports the app's English catalogues.
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

/**
 * The signed-in dashboard's code in few chunks (issue 13): automatic splitting cut what it needs
 * beyond the entry into some 45 small chunks, and the entry then adds a `<link rel=modulepreload>`
 * for each, one long task before the dashboard shows. From the module graph, once it is complete:
 * - `offline`: what the offline layer (offline/start.ts) needs beyond the entry: every page loads
 *   it after first paint, a signed-in one before its first screen.
 * - `lazyShared`: what the dashboard shares with what the landing page loads after first paint (the
 *   dialogs' and toasts' Radix parts, the menu, the footer): one chunk, never before first paint.
 * - `shell`: what the signed-in shell (the `_auth` route) and the student dashboard (`/courses`)
 *   need and no page open to everyone can load: neither the landing page, before or after first
 *   paint, nor any of its lazy parts (the Spanish catalogue, the dialogs), nor the other public
 *   pages. What they share with those pages (the signed-in help pages' Layout) stays in the chunks
 *   automatic splitting makes, so no public page loads the shell.
 */
function chunkPlan() {
  const offline = new Set<string>();
  const shell = new Set<string>();
  const lazyShared = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'sentence-lab-chunk-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const client = resolve(root, 'src/client');
      const routeSplit = (route: string) => `${client}/routes/${route}.tsx?tsr-split=component`;
      /** Static imports from `roots`, and the dynamic ones `follow` accepts. */
      const closure = (roots: string[], follow: (id: string) => boolean = () => false) => {
        const seen = new Set<string>();
        const todo = [...roots];
        while (todo.length) {
          const id = todo.pop()!;
          const info = seen.has(id) ? null : this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          todo.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(follow));
        }
        return seen;
      };
      // Everything a signed-out visitor of / or /login may load: the entry, those two screens, and
      // all they import lazily (the offline layer, the toasts, the dialogs), but no other screen.
      const landing = closure([join(client, 'main.tsx'), routeSplit('index'), routeSplit('login')], (id) => !id.includes('?tsr-split='));
      const firstPaint = closure([join(client, 'main.tsx'), routeSplit('index'), routeSplit('login')]);
      const start = join(client, 'offline/start.ts');
      for (const id of closure([start])) if (id !== start && !firstPaint.has(id)) offline.add(id);
      // The other pages open to everyone (help, register, pricing...), with what they load lazily.
      const routes = [...this.getModuleIds()].filter((id) => id.startsWith(`${client}/routes/`) && id.endsWith('?tsr-split=component'));
      const isPublic = (id: string) => !id.startsWith(`${client}/routes/_auth`);
      const publicPages = closure(routes.filter(isPublic), (id) => !id.includes('?tsr-split='));
      for (const id of closure([routeSplit('_auth'), routeSplit('_auth.courses')])) {
        if (!landing.has(id)) {
          if (!publicPages.has(id)) shell.add(id);
        } else if (!firstPaint.has(id)) lazyShared.add(id);
      }
    },
  };
  return {
    plugin,
    offline: (id: string) => offline.has(id),
    lazyShared: (id: string) => lazyShared.has(id),
    shell: (id: string) => shell.has(id),
  };
}
const plan = chunkPlan();

/**
 * The landing page's own screen is fetched with the entry, not after it (issue 13): index.html gets
 * a `<link rel=modulepreload>` for the chunks holding the `/` route's screen and the login form
 * (the `login` group), which the entry would otherwise ask for only once it has run, a round trip
 * later. A signed-in first screen needs the login chunk too (the shell imports from it).
 */
function preloadLanding(): Plugin {
  return {
    name: 'sentence-lab-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const wanted = [
          /[\\/]src[\\/]client[\\/]routes[\\/]index\.tsx\?tsr-split=component$/,
          /[\\/]src[\\/]client[\\/]features[\\/]auth[\\/]LoginScreen\.tsx$/,
        ];
        const files = Object.values(ctx.bundle)
          .filter((c) => c.type === 'chunk' && !c.isEntry && c.moduleIds.some((id) => wanted.some((w) => w.test(id))))
          .map((c) => c.fileName);
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
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
        // Chrome's richer install dialog (README's pictures; tests/e2e/support/readme-screenshots.ts makes them).
        screenshots: [
          { src: '/screenshots/teacher-progress.png', sizes: '1366x768', type: 'image/png', form_factor: 'wide', label: "A teacher's Class Progress" },
          { src: '/screenshots/student-practice.png', sizes: '360x740', type: 'image/png', form_factor: 'narrow', label: 'A student practising on a phone' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
        // Only the install dialog shows the screenshots: not precached, so a first visit does not fetch them.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
    plan.plugin,
    preloadLanding(),
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
            { name: 'initial', tags: ['$initial'], priority: 5 },
            // The login page's interface text goes with it, not into a small shared chunk (issue 14).
            { name: 'login', test: /src[\\/]client[\\/]features[\\/]auth[\\/](?:LoginScreen\.tsx|text\.ts)$/, priority: 4 },
            // The signed-in dashboard in few chunks (chunkPlan above).
            { name: 'offline', test: plan.offline, priority: 3 },
            { name: 'lazyShared', test: plan.lazyShared, priority: 2 },
            // Not with its dependencies: those the landing page also loads stay where they are (the
            // shell's own modules are never imported by them, so no chunk cycle can come of it).
            { name: 'shell', test: plan.shell, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
