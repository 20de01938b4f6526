import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * An upgrade with tabs open (issue 30): teacher screens open while the app is rebuilt under the
 * running server used to show "Something went wrong — Failed to fetch dynamically imported module".
 * Each test builds version A into a folder of its own, serves it with the real server on its own
 * port and data folder (never the shared dist/ or server), signs a teacher in, builds version B
 * into the same folder (VITE_BUILD_LABEL changes the entry, so the chunks' names change), and
 * opens screens whose chunks the tab had not loaded yet.
 */

/** Above the shared server's port, clear of the Stripe (12111) and Google (12121) stand-ins. */
const KEPT_PORT = E2E_PORT + 50;
const GONE_PORT = E2E_PORT + 51;
const BUILD_TIMEOUT_MS = 120_000;

interface Lab {
  site: string;
  data: string;
  teacher: { login: string; password: string };
  build(label: string): Promise<void>;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-3_000)}`));
    });
  });
}

/** A built app (label A) served by its own server process on `port`, with its own PGlite folder. */
async function openLab(name: string, port: number): Promise<Lab> {
  const root = join(tmpdir(), `sentence-lab-${name}-${port}`);
  rmSync(root, { recursive: true, force: true });
  const site = join(root, 'site');
  const data = join(root, 'data');
  mkdirSync(data, { recursive: true });
  const build = (label: string) =>
    run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'],
      { ...process.env, VITE_BUILD_LABEL: label },
      BUILD_TIMEOUT_MS,
    );
  await build('A');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    STATIC_DIR: site,
    SEED_DEMO: 'true',
  };
  for (const key of [
    'DATABASE_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
  ]) {
    delete env[key];
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(async () => (server.exitCode === null ? (await fetch(`${url}/api/health`).catch(() => null))?.status : `exited: ${log}`), {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  const line = readFileSync(join(data, 'demo-accounts.txt'), 'utf8').match(/^\s+Teacher\s+(\S+)\s+(\S+)/m);
  if (!line) throw new Error('no demo teacher in demo-accounts.txt');
  return { site, data, teacher: { login: line[1]!, password: line[2]! }, build, stop };
}

/** The chunk named `name` (before its hash) in the build in `site`. */
function chunkOf(site: string, name: string): string {
  const file = readdirSync(join(site, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk ${name} in ${site}`);
  return file;
}

/** Records, across reloads and in every tab, whether a page ever said "Something went wrong" or showed a module error. */
async function watchForErrors(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('__upgradeSaw', (text: string) => seen.push(text));
  await context.addInitScript(() => {
    const look = () => {
      const text = document.body?.textContent ?? '';
      for (const bad of ['Something went wrong', 'dynamically imported module', 'Importing a module script failed']) {
        if (text.includes(bad)) void (window as unknown as { __upgradeSaw: (t: string) => void }).__upgradeSaw(bad);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const teacherMenu = (page: Page) => page.getByRole('navigation', { name: 'Teacher menu' });
const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build ?? null);
/** A mark only this page's JavaScript holds: it is gone after any reload. */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { __sameTab?: boolean }).__sameTab = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab === true);

test.describe('the old build stays served', () => {
  test.use({ baseURL: `http://127.0.0.1:${KEPT_PORT}` });

  test('a tab open across an upgrade opens screens it had not loaded, from the old build, after another tab took the update', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const lab = await openLab('upgrade-kept', KEPT_PORT);
    try {
      const seen = await watchForErrors(page.context());
      await signIn(page, lab.teacher.login, lab.teacher.password);
      await expect(h1(page)).toHaveText('Dashboard');
      // The service worker of version A controls the tab, its precache full.
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => buildOf(page)).toBe('A');
      await mark(page);
      const oldLessons = chunkOf(lab.site, 'CustomLessonsScreen');
      const oldStudents = chunkOf(lab.site, '_auth._teacher.students._-_classID_');

      // The upgrade: version B is built into the folder the server serves, under it.
      await lab.build('B');
      expect(existsSync(join(lab.site, 'assets', oldLessons)), 'version B has other chunk names').toBe(false);

      // A second tab takes the update: B's worker activates and drops A's files from its precache.
      const other = await page.context().newPage();
      await other.goto('/classes');
      await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await expect(other.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 30_000 });
      await Promise.all([other.waitForEvent('load'), other.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => buildOf(other)).toBe('B');
      const precached = (file: string) =>
        page.evaluate(async (path) => {
          for (const key of await caches.keys()) if (await (await caches.open(key)).match(path, { ignoreSearch: true })) return true;
          return false;
        }, `/assets/${file}`);
      await expect.poll(() => precached(oldLessons), { message: 'the old chunk is no longer in any cache' }).toBe(false);

      // The browser's HTTP cache may still hold A's files (the worker's precache fetched them through it), but that is
      // not to be counted on (evicted, a first visit, another browser): emptied, so they can only come from the server.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();

      // The first tab still runs A and opens two screens it never loaded: their chunks come from the server's archive.
      await teacherMenu(page).getByRole('link', { name: 'Customize Lessons', exact: true }).click();
      await expect(page).toHaveURL(/\/customLessons/);
      await expect(h1(page)).toHaveText('Customize Lessons');
      await teacherMenu(page).getByRole('link', { name: 'Manage Students', exact: true }).click();
      await expect(h1(page)).toHaveText('Manage Students');
      expect(await marked(page), 'the tab was not reloaded').toBe(true);
      await expect.poll(() => buildOf(page)).toBe('A');

      // The old files as the server sends them: cached for good, like the new ones; a file no build has is a 404, not the page.
      const old = await page.request.get(`/assets/${oldStudents}`);
      expect(old.status()).toBe(200);
      expect(old.headers()['content-type']).toMatch(/javascript/);
      expect(old.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await page.request.get('/assets/no-such-chunk-0000.js');
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type'] ?? '').not.toMatch(/html/);
      expect(missing.headers()['cache-control']).toBe('no-store');

      // A page load after the upgrade is version B, whole.
      await page.reload();
      await expect(h1(page)).toHaveText('Manage Students');
      await expect.poll(() => buildOf(page)).toBe('B');
      expect(seen).toEqual([]);
    } finally {
      await lab.stop();
    }
  });
});

test.describe('the old build is gone', () => {
  // A tab no service worker controls (a first visit before it took over): every chunk comes from the server.
  test.use({ baseURL: `http://127.0.0.1:${GONE_PORT}`, serviceWorkers: 'block' });

  test('when the old chunks are gone, a tab reloads itself once into the new build and shows the screen or dialog asked for', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const lab = await openLab('upgrade-gone', GONE_PORT);
    try {
      const seen = await watchForErrors(page.context());
      await signIn(page, lab.teacher.login, lab.teacher.password);
      await expect(h1(page)).toHaveText('Dashboard');
      // A second tab on the same dashboard.
      const other = await page.context().newPage();
      await other.goto('/classes');
      await expect(h1(other)).toHaveText('Dashboard');
      for (const tab of [page, other]) {
        await expect.poll(() => buildOf(tab)).toBe('A');
        await mark(tab);
      }
      const oldLessons = chunkOf(lab.site, 'CustomLessonsScreen');
      const oldDialog = chunkOf(lab.site, 'PinDeviceDialog');

      await lab.build('B');
      // No archive: A's files are gone for good.
      rmSync(join(lab.data, 'assets-archive'), { recursive: true, force: true });
      for (const file of [oldLessons, oldDialog]) expect((await page.request.get(`/assets/${file}`)).status()).toBe(404);

      const loads = new Map<Page, number>([
        [page, 0],
        [other, 0],
      ]);
      for (const tab of [page, other]) tab.on('load', () => loads.set(tab, loads.get(tab)! + 1));

      // A screen whose code the tab never loaded.
      await teacherMenu(page).getByRole('link', { name: 'Customize Lessons', exact: true }).click();
      await expect(page).toHaveURL(/\/customLessons/);
      await expect(h1(page)).toHaveText('Customize Lessons');
      expect(await marked(page), 'the tab reloaded').toBe(false);
      await expect.poll(() => buildOf(page)).toBe('B');
      expect(loads.get(page)).toBe(1);
      // The new build's screens then open as usual, without another reload.
      await teacherMenu(page).getByRole('link', { name: 'Manage Students', exact: true }).click();
      await expect(h1(page)).toHaveText('Manage Students');
      expect(loads.get(page)).toBe(1);

      // A dialog of an open screen whose code the tab never loaded: the page reloads on the same screen, in B.
      const pin = other.getByRole('button', { name: /^Pin a device to / }).first();
      await pin.click();
      await expect.poll(() => marked(other).catch(() => null), { message: 'the tab reloaded' }).toBe(false);
      await expect(h1(other)).toHaveText('Dashboard');
      await expect.poll(() => buildOf(other)).toBe('B');
      expect(loads.get(other)).toBe(1);
      await other
        .getByRole('button', { name: /^Pin a device to / })
        .first()
        .click();
      await expect(other.getByRole('dialog', { name: 'Pin a device' })).toBeVisible();
      expect(loads.get(other)).toBe(1);
      expect(seen).toEqual([]);
    } finally {
      await lab.stop();
    }
  });
});
