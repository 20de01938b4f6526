import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { checkSession } from '../../../src/shared/api/auth';
import { createApp } from '../../../src/server/app';
import { createMailer } from '../../../src/server/adapters/mail';
import { startSessionCache, type SessionCache } from '../../../src/server/features/auth/session-cache';
import { request } from './client';
import { TEST_CONFIG, testServer } from './server';

export interface CachedApp {
  url: string;
  cache: SessionCache;
  stop: () => Promise<void>;
  server: ServerType;
}

/**
 * Two app instances on the worker's database, each with its own session cache and its own LISTEN
 * (on PostgreSQL, its own connection): as two server processes are. Registers the suite's hooks:
 * starts both before all tests (mail in temp folders named after `mailLabel`), stops them after,
 * and empties the tables before each test. A() and B() are the two apps.
 */
export function twoAppsOnOneDatabase(mailLabel: string) {
  const apps: CachedApp[] = [];
  beforeAll(async () => {
    const srv = await testServer();
    for (let i = 0; i < 2; i++) {
      const { cache, stop } = await startSessionCache(srv.database);
      const app = createApp({
        db: srv.database.db,
        config: TEST_CONFIG,
        mailer: createMailer({
          folder: mkdtempSync(join(tmpdir(), `sentence-lab-${mailLabel}-mail-`)),
          from: 'Sentence Lab <no-reply@sentencelab.example>',
        }),
        sessionCache: cache,
        log: () => undefined,
      });
      const server: ServerType = await new Promise((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      apps.push({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, stop, server });
    }
  });
  afterAll(async () => {
    for (const a of apps) {
      await a.stop();
      a.server.close();
    }
  });
  beforeEach(async () => {
    await (await testServer()).reset();
  });
  return { A: () => apps[0]!, B: () => apps[1]! };
}

/** GET /user/checksession with `key` on the app at `url`. */
export const session = (url: string, key: string) => request(url, checkSession, { key });
