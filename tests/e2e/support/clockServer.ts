import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/app-env';
import { test as base } from '@playwright/test';
import { createMailer, readMailFolder, type StoredMail } from '../../../src/server/adapters/mail';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../../src/server/content/load';
import { openDatabase, type Database } from '../../../src/server/db/open';
import { answerClientErrorsAsJson } from '../../../src/server/protection/connection';
import { startNetwork, type Network } from './network';

/**
 * The app (the built PWA in dist/ and the API on one port) on an in-memory database, in the test's
 * own process, reading a clock the test moves: for what happens an hour later on the server (the
 * timed quiz) without waiting an hour. The shared e2e server (playwright.config.ts) has no such
 * clock. Start one per spec file (about 5 s) and close it at the end.
 */
export interface ClockServer {
  url: string;
  port: number;
  database: Database;
  clock: { now: Date };
  /** Mail the app wrote, newest first; optionally to one address. */
  mail(to?: string): Promise<StoredMail[]>;
  /** Every API call the server received (method, path under /api with its query, body text), oldest first. */
  calls: Array<{ method: string; path: string; body: string }>;
  /** Moves the server's clock on. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startClockServer(
  start = new Date(),
  {
    packDir = SHIPPED_PACK_DIR,
    config: extraConfig = {},
  }: { packDir?: string; /** Settings beside the defaults below (e.g. KAHOOT_URL). */ config?: Partial<AppDeps['config']> } = {},
): Promise<ClockServer> {
  const database = await openDatabase({ dataDir: null });
  await loadShippedPack(database.db, packDir);
  const clock = { now: start };
  const mailDir = mkdtempSync(join(tmpdir(), 'sentence-lab-clock-mail-'));
  let url = '';
  let fetchApp: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const calls: ClockServer['calls'] = [];
  const record = async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/api/')) {
      calls.push({
        method: req.method,
        path: url.pathname.slice(4) + url.search,
        body: req.method === 'GET' ? '' : await req.clone().text(),
      });
    }
    return fetchApp(req);
  };
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: record, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    answerClientErrorsAsJson(s);
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  fetchApp = createApp({
    db: database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: process.env.STATIC_DIR ?? './dist', PUBLIC_URL: url, ...extraConfig },
    mailer: createMailer({ folder: mailDir, from: 'Sentence Lab <no-reply@sentencelab.example>' }),
    now: () => clock.now,
    log: () => {},
  }).fetch;
  return {
    url,
    port,
    database,
    clock,
    calls,
    async mail(to) {
      const all = await readMailFolder(mailDir);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    async close() {
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

let current: ClockServer | null = null;
/** The worker's clock server (started by the `clockServer` fixture of `clockTest`). */
export function clockServer(): ClockServer {
  if (!current) throw new Error('No clock server: use clockTest');
  return current;
}

/**
 * Tests against the clock server: one per worker, each test on its own cuttable network
 * (support/network.ts) and so its own origin and service worker.
 */
export const clockTest = base.extend<{ network: Network }, { clockServer: ClockServer }>({
  clockServer: [
    async ({}, use) => {
      current = await startClockServer();
      await use(current);
      await current.close();
      current = null;
    },
    { scope: 'worker' },
  ],
  network: async ({ clockServer }, use) => {
    const network = await startNetwork(clockServer.port);
    await use(network);
    await network.close();
  },
  baseURL: async ({ network }, use) => use(network.url),
});
