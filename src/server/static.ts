import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the build keeps its content-hashed files (Vite's `build.assetsDir`). */
const ASSETS = 'assets';
/** The archive of earlier builds' hashed files, in DATA_DIR. */
export const ARCHIVE_FOLDER = 'assets-archive';
/** A file name's ending that asks for code or a stylesheet: never answered with index.html. */
const CODE_FILE = /\.(?:m?js|css|map)$/i;

export interface ClientOptions {
  /**
   * DATA_DIR: the hashed files of earlier builds are kept in its `assets-archive` folder, so a tab
   * still running an earlier build can open the screens it has not loaded yet after an upgrade.
   * Absent: only the current build is served.
   */
  dataDir?: string;
  now?: () => number;
}

/**
 * Serves the built PWA from `dir` on the same port as the API, with history fallback:
 * any other GET that wants HTML gets index.html so client routes survive a reload.
 * Hashed assets are cached for a year; the service worker and index.html never.
 * A missing /assets/ file (or any missing .js/.css) is a 404, never index.html: a page asking for
 * a chunk must learn that it is gone (src/client/lib/staleBuild.ts reloads into the new build).
 * With `dataDir`, /assets/ falls back to the files kept from earlier builds (archiveAssets).
 */
export function serveClient(app: Hono, dir: string, options: ClientOptions = {}) {
  const root = resolve(dir);
  const indexPath = resolve(root, 'index.html');
  const now = options.now ?? Date.now;
  const archive = options.dataDir ? resolve(options.dataDir, ARCHIVE_FOLDER) : null;
  const keeper = archive ? archiveKeeper(root, archive, now) : null;
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith(`/${ASSETS}/`)) {
      // Only a file found is immutable: a 404 kept for a year would outlive the next deploy.
      c.header('Cache-Control', c.res.status < 300 || c.res.status === 304 ? IMMUTABLE : 'no-store');
    } else if (path === '/sw.js' || path.endsWith('.html') || path === '/' || path.endsWith('.webmanifest')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  // Without a build (API tests, `npm run dev`) there is nothing to serve but the hint below.
  // The build writes .br and .gz beside each text file (build/precompress.ts): sent as they are,
  // with Content-Encoding and Vary: Accept-Encoding, to browsers that accept them.
  if (existsSync(root)) app.use('*', serveStatic({ root, precompressed: true }));
  if (archive && keeper) {
    app.use(`/${ASSETS}/*`, async (_c, next) => {
      // A build written under the running server: its files join the archive once it is complete.
      keeper.check();
      await next();
    });
    app.use(`/${ASSETS}/*`, serveStatic({ root: archive, precompressed: true, rewriteRequestPath: (p) => p.slice(ASSETS.length + 1) }));
  }
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith(`/${ASSETS}/`) || CODE_FILE.test(path)) return c.notFound();
    keeper?.check();
    if (!existsSync(indexPath)) {
      return c.text('The app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}

// --- The archive of earlier builds' hashed files ---

/** Earlier builds kept: at most this many, and each only while it was replaced less than RETAIN_MS ago (the last one always). */
export const ARCHIVE_VERSIONS = 10;
export const ARCHIVE_RETAIN_MS = 30 * 24 * 60 * 60 * 1000;
/** A build whose newest file is younger than this may still be being written: it joins the archive later. */
const QUIET_MS = 10_000;
/** How often a running server looks whether the build under it changed. */
const CHECK_EVERY_MS = 10_000;
const INDEX_FILE = 'versions.json';

interface ArchivedVersion {
  /** The build's asset names, sorted: content-hashed, so they name the build. */
  files: string[];
  firstSeen: number;
  /** When a newer build replaced it. */
  retired?: number;
}

export interface ArchiveResult {
  copied: number;
  removed: number;
  /** Builds kept, the current one included. */
  versions: number;
}

/** The files of `dir`, as paths relative to it with forward slashes. */
function listFiles(dir: string, under = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, under);
    return entry.isFile() ? [relative(under, path).split(sep).join('/')] : [];
  });
}

function readVersions(archiveDir: string): ArchivedVersion[] {
  try {
    const parsed = JSON.parse(readFileSync(join(archiveDir, INDEX_FILE), 'utf8')) as { versions?: ArchivedVersion[] };
    return Array.isArray(parsed.versions) ? parsed.versions.filter((v) => Array.isArray(v.files)) : [];
  } catch {
    return [];
  }
}

/** Written whole or not at all: several processes of one host may start together (node:cluster). */
function writeAtomically(path: string, write: (tmp: string) => void) {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    write(tmp);
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Copies the current build's hashed files (`staticDir/assets`, source maps left out) into
 * `archiveDir` and forgets old builds: the archive keeps the current build and up to
 * ARCHIVE_VERSIONS earlier ones, each until it has been replaced for ARCHIVE_RETAIN_MS (the one
 * just before the current build stays however old). Runs at start; safe with several processes at once.
 */
export function archiveAssets(staticDir: string, archiveDir: string, now = Date.now()): ArchiveResult {
  const assetsDir = join(staticDir, ASSETS);
  const files = listFiles(assetsDir)
    .filter((f) => !f.endsWith('.map'))
    .sort();
  if (files.length === 0) return { copied: 0, removed: 0, versions: readVersions(archiveDir).length };
  mkdirSync(archiveDir, { recursive: true });
  let copied = 0;
  for (const file of files) {
    const from = join(assetsDir, file);
    const to = join(archiveDir, file);
    const size = statSync(from).size;
    if (existsSync(to) && statSync(to).size === size) continue;
    mkdirSync(join(to, '..'), { recursive: true });
    writeAtomically(to, (tmp) => copyFileSync(from, tmp));
    copied++;
  }

  const id = files.join('\n');
  const earlier = readVersions(archiveDir).filter((v) => v.files.join('\n') !== id);
  const again = readVersions(archiveDir).find((v) => v.files.join('\n') === id);
  const previous = earlier.at(-1);
  if (previous && previous.retired === undefined) previous.retired = now;
  for (const v of earlier) v.retired ??= now;
  const kept = earlier.filter(
    (v, i) => v === previous || (i >= earlier.length - ARCHIVE_VERSIONS && now - (v.retired ?? now) < ARCHIVE_RETAIN_MS),
  );
  const versions = [...kept, { files, firstSeen: again?.firstSeen ?? now }];
  writeAtomically(join(archiveDir, INDEX_FILE), (tmp) => writeFileSync(tmp, `${JSON.stringify({ versions }, null, 1)}\n`));

  const wanted = new Set(versions.flatMap((v) => v.files));
  let removed = 0;
  for (const file of listFiles(archiveDir)) {
    if (file === INDEX_FILE || file.endsWith('.tmp') || wanted.has(file)) continue;
    rmSync(join(archiveDir, file), { force: true });
    removed++;
  }
  return { copied, removed, versions: versions.length };
}

/**
 * Archives the build at start, and again when a new build is written under the running server
 * (`npm run build` while it serves): looked at on requests, at most every CHECK_EVERY_MS, and
 * taken only once its files have been quiet for QUIET_MS (never half written).
 */
function archiveKeeper(staticDir: string, archiveDir: string, now: () => number) {
  const stamp = () => {
    const files = listFiles(join(staticDir, ASSETS)).map((f) => join(staticDir, ASSETS, f));
    if (files.length === 0 || !existsSync(join(staticDir, 'index.html'))) return null;
    const times = [join(staticDir, 'index.html'), ...files].map((f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? Infinity);
    return { newest: Math.max(...times), key: `${files.length}:${Math.max(...times)}` };
  };
  let archived: string | null = null;
  let lastCheck = 0;
  const run = (quiet: boolean) => {
    try {
      const s = stamp();
      if (!s || s.key === archived) return;
      // File times are the real clock's.
      if (quiet && Date.now() - s.newest < QUIET_MS) return;
      const result = archiveAssets(staticDir, archiveDir, now());
      archived = s.key;
      if (result.copied || result.removed) {
        console.log(
          `Assets archive: ${result.copied} file(s) added, ${result.removed} removed; ${result.versions} build(s) kept in ${archiveDir}`,
        );
      }
    } catch (err) {
      // The archive only helps tabs open across an upgrade: never a reason not to serve.
      console.warn(`Assets archive: not updated (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  try {
    // Served from even before a build is there (the folder must exist for serveStatic).
    mkdirSync(archiveDir, { recursive: true });
  } catch (err) {
    console.warn(`Assets archive: cannot create ${archiveDir} (${err instanceof Error ? err.message : String(err)})`);
  }
  run(false);
  return {
    check() {
      const t = now();
      if (t - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = t;
      run(true);
    },
  };
}
