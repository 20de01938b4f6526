import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVE_FOLDER, ARCHIVE_RETAIN_MS, ARCHIVE_VERSIONS, archiveAssets, serveClient } from '../../src/server/static';

/** The archive of earlier builds' hashed files (src/server/static.ts), on real folders. */

const DAY = 24 * 60 * 60 * 1000;
const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

function place() {
  const root = mkdtempSync(join(tmpdir(), 'assets-archive-'));
  folders.push(root);
  return { site: join(root, 'site'), data: join(root, 'data'), archive: join(root, 'data', ARCHIVE_FOLDER) };
}

/** Writes a build: index.html naming its entry, and each asset (with a source map and a .br copy). */
function build(site: string, label: string, names: string[]) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><title>${label}</title><script type="module" src="/assets/${names[0]}"></script>`,
  );
  for (const name of names) {
    writeFileSync(join(site, 'assets', name), `export const build = '${label}'; // ${name}\n`);
    writeFileSync(join(site, 'assets', `${name}.map`), '{}');
    writeFileSync(join(site, 'assets', `${name}.br`), `br ${label}`);
  }
}

describe('archiveAssets', () => {
  it('keeps the previous build beside the current one, without source maps, and forgets builds replaced long ago', () => {
    const { site, archive } = place();
    const t0 = Date.UTC(2026, 0, 1);
    build(site, 'A', ['index-A.js', 'screen-A.js']);
    expect(archiveAssets(site, archive, t0)).toEqual({ copied: 4, removed: 0, versions: 1 });
    build(site, 'B', ['index-B.js', 'screen-B.js']);
    expect(archiveAssets(site, archive, t0 + DAY)).toEqual({ copied: 4, removed: 0, versions: 2 });
    expect(readFileSync(join(archive, 'screen-A.js'), 'utf8')).toContain("'A'");
    expect(existsSync(join(archive, 'screen-A.js.br'))).toBe(true);
    expect(existsSync(join(archive, 'screen-A.js.map'))).toBe(false);

    // A restart on the same build changes nothing.
    expect(archiveAssets(site, archive, t0 + 2 * DAY)).toEqual({ copied: 0, removed: 0, versions: 2 });

    // C replaces B: A (replaced on day 1) stays until it has been replaced for the retention time.
    build(site, 'C', ['index-C.js', 'screen-C.js']);
    expect(archiveAssets(site, archive, t0 + 3 * DAY).versions).toBe(3);
    const late = t0 + DAY + ARCHIVE_RETAIN_MS + 1;
    expect(archiveAssets(site, archive, late)).toEqual({ copied: 0, removed: 4, versions: 2 });
    expect(existsSync(join(archive, 'screen-A.js'))).toBe(false);
    // The build just before the current one stays however old.
    expect(archiveAssets(site, archive, late + 10 * ARCHIVE_RETAIN_MS)).toEqual({ copied: 0, removed: 0, versions: 2 });
    expect(existsSync(join(archive, 'screen-B.js'))).toBe(true);
  });

  it(`keeps at most ${ARCHIVE_VERSIONS} earlier builds`, () => {
    const { site, archive } = place();
    const t0 = Date.UTC(2026, 0, 1);
    for (let i = 0; i <= ARCHIVE_VERSIONS + 2; i++) {
      build(site, `v${i}`, [`index-v${i}.js`]);
      archiveAssets(site, archive, t0 + i * 1000);
    }
    const kept = (JSON.parse(readFileSync(join(archive, 'versions.json'), 'utf8')) as { versions: { files: string[] }[] }).versions;
    expect(kept).toHaveLength(ARCHIVE_VERSIONS + 1);
    expect(existsSync(join(archive, 'index-v0.js'))).toBe(false);
    expect(existsSync(join(archive, 'index-v2.js'))).toBe(true);
  });

  it('a build rolled back to is the current one again, and the one it replaced is kept', () => {
    const { site, archive } = place();
    build(site, 'A', ['index-A.js']);
    archiveAssets(site, archive, 1);
    build(site, 'B', ['index-B.js']);
    archiveAssets(site, archive, 2);
    build(site, 'A', ['index-A.js']);
    expect(archiveAssets(site, archive, 3)).toEqual({ copied: 0, removed: 0, versions: 2 });
    const versions = (JSON.parse(readFileSync(join(archive, 'versions.json'), 'utf8')) as { versions: { files: string[] }[] }).versions;
    expect(versions.map((v) => v.files[0])).toEqual(['index-B.js', 'index-A.js']);
  });
});

describe('serveClient with an archive', () => {
  it('serves the old build’s files after an upgrade, immutable; a file no build has is a 404, never the page', async () => {
    const { site, data } = place();
    build(site, 'A', ['index-A.js', 'screen-A.js']);
    const before = new Hono();
    serveClient(before, site, { dataDir: data });
    // The upgrade: B is built into the folder, and the server restarts on it.
    build(site, 'B', ['index-B.js', 'screen-B.js']);
    const app = new Hono();
    serveClient(app, site, { dataDir: data });

    const old = await app.request('/assets/screen-A.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toMatch(/javascript/);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await old.text()).toContain("'A'");
    const compressed = await app.request('/assets/screen-A.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect((await app.request('/assets/screen-B.js')).status).toBe(200);

    for (const path of ['/assets/screen-Z.js', '/assets/deep/none.css', '/other.js']) {
      const missing = await app.request(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type') ?? '', path).not.toMatch(/html/);
    }
    expect((await app.request('/assets/screen-Z.js')).headers.get('cache-control')).toBe('no-store');
    const page = await app.request('/classes');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('index-B.js');
  });

  it('without a data folder only the current build is served', async () => {
    const { site, data } = place();
    build(site, 'A', ['index-A.js']);
    serveClient(new Hono(), site, { dataDir: data });
    build(site, 'B', ['index-B.js']);
    const app = new Hono();
    serveClient(app, site);
    expect((await app.request('/assets/index-A.js')).status).toBe(404);
    expect((await app.request('/assets/index-B.js')).status).toBe(200);
  });
});
