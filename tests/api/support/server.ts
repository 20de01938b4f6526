import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { createApp } from '../../../src/server/app';
import { startSessionCache } from '../../../src/server/features/auth/session-cache';
import type { AppDeps } from '../../../src/server/app-env';
import { answerClientErrorsAsJson } from '../../../src/server/protection/connection';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../../src/server/content/load';
import { openDatabase, type Database } from '../../../src/server/db/open';
import { createMailer, readMailFolder, type StoredMail } from '../../../src/server/adapters/mail';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, TEST_DATABASE_URL } from './postgres';

/**
 * The real app on a real database, listening on a free port of 127.0.0.1: an in-memory PGlite,
 * or with TEST_DATABASE_URL a new PostgreSQL database (dropped by global-setup.ts at the end).
 * One per test worker; `reset()` empties every table between tests.
 */
export interface TestServer {
  url: string;
  database: Database;
  /** The clock the app reads; tests move it to check trials and expiry. */
  clock: { now: Date };
  reset(): Promise<void>;
  /** Lines the app wrote to its log since the last reset, oldest first. */
  logs: string[];
  /** Mail the app wrote (the real folder mailer in a temp dir), newest first; optionally to one address. */
  mail(to?: string): Promise<StoredMail[]>;
}

/** Rows of a raw SQL query (the shared Db type leaves the driver's result shape unknown). */
export async function selectRows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The loaded content pack: kept by reset(), loaded once per worker. */
export const CONTENT_TABLES = ['courses', 'lessons', 'quizzes', 'writing_assignments', 'badges', 'content_version', 'diagnostic_topics'];

/**
 * Loads the shipped curriculum. A broken pack is reported here and left out, so that only the
 * tests that need content fail (tests/unit/content-pack.test.ts names the problems).
 */
async function loadShippedContent(database: Database) {
  try {
    await loadShippedPack(database.db, SHIPPED_PACK_DIR);
  } catch (err) {
    console.warn(`[test server] shipped content not loaded: ${(err as Error).message}`);
  }
}

/** The operator settings the test server runs with. */
export const TEST_CONFIG: AppDeps['config'] = {
  SESSION_DAYS: 30,
  SUPPORT_EMAIL: 'support@sentencelab.example',
  STATIC_DIR: './dist',
  PUBLIC_URL: 'http://localhost:8080',
};

const KEY = Symbol.for('sentence-lab.test-server');
type Holder = { [KEY]?: Promise<TestServer> };

async function start(): Promise<TestServer> {
  const database = TEST_DATABASE_URL
    ? await openDatabase({ databaseUrl: await createDatabase(TEST_DATABASE_URL, inject('pgDatabasePrefix')), dataDir: null })
    : await openDatabase({ dataDir: null });
  await loadShippedContent(database);
  const clock = { now: new Date() };
  const mailDir = mkdtempSync(join(tmpdir(), 'sentence-lab-mail-'));
  const logs: string[] = [];
  // On the embedded PGlite the app runs as `npm start` runs it: with the session and class caches,
  // whose notices arrive with each commit, so every test also checks nothing is answered stale.
  // (On PostgreSQL notices arrive a moment later; tests that change rows directly would race them.)
  const sessionCache = TEST_DATABASE_URL ? null : (await startSessionCache(database)).cache;
  const app = createApp({
    db: database.db,
    config: TEST_CONFIG,
    mailer: createMailer({ folder: mailDir, from: 'Sentence Lab <no-reply@sentencelab.example>' }),
    now: () => clock.now,
    log: (line) => void logs.push(line),
    sessionCache,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    answerClientErrorsAsJson(s);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    clock,
    logs,
    async mail(to) {
      const all = await readMailFolder(mailDir);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
    async reset() {
      clock.now = new Date();
      logs.length = 0;
      rmSync(mailDir, { recursive: true, force: true });
      const tables = await selectRows<{ tablename: string }>(
        database,
        sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
      );
      const names = tables
        .filter((r) => !CONTENT_TABLES.includes(r.tablename))
        .map((r) => `"${r.tablename}"`)
        .join(', ');
      if (!names) return;
      // On PostgreSQL the truncate can meet work a test left running in the background (the billing
      // reconciler after a signup, a group commit): PostgreSQL then ends one side as a deadlock (40P01).
      // The background side is the test's own leftover; the truncate is tried again.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.db.execute(sql.raw(`truncate ${names} cascade`));
          return;
        } catch (err) {
          const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
          if (code !== '40P01' || attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 50 * attempt));
        }
      }
    },
  };
}

export function testServer(): Promise<TestServer> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start();
  return holder[KEY];
}

/**
 * Another real app on the worker's database and clock (so `reset()` and `clock` work for both),
 * on a port of its own, with its own mail folder and log: for the adapters that are off in
 * testServer() (card payments, Google). Its address is known before `deps` are made, as a local
 * stand-in may need to call it back; `onReset` runs before the tables are emptied.
 */
export async function appBeside(
  base: TestServer,
  name: string,
  deps: (url: string) => Promise<{ deps: Partial<AppDeps>; onReset?: () => void }>,
): Promise<TestServer> {
  let fetchApp: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: (req) => fetchApp(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const made = await deps(url);
  const mailDir = mkdtempSync(join(tmpdir(), `sentence-lab-${name}-mail-`));
  const logs: string[] = [];
  fetchApp = createApp({
    db: base.database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: url },
    mailer: createMailer({ folder: mailDir, from: 'Sentence Lab <no-reply@sentencelab.example>' }),
    now: () => base.clock.now,
    log: (line) => void logs.push(line),
    ...made.deps,
  }).fetch;
  return {
    ...base,
    url,
    logs,
    async mail(to) {
      const all = await readMailFolder(mailDir);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
    async reset() {
      logs.length = 0;
      made.onReset?.();
      await base.reset();
    },
  };
}

/** Another app beside `base` run with an operator's own settings: `config` over TEST_CONFIG. */
export function appWithConfig(base: TestServer, name: string, config: Partial<AppDeps['config']>): Promise<TestServer> {
  return appBeside(base, name, async () => ({ deps: { config: { ...TEST_CONFIG, ...config } } }));
}
