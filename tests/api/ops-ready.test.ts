import http from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/open';
import { Lifecycle, READY_DB_TIMEOUT_MS } from '../../src/server/ops/lifecycle';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from './support/postgres';
import { testServer } from './support/server';
import { opsApp } from './ops-support';

/**
 * GET /api/ready, the load balancer's readiness check (src/server/OPERATIONS.md): 200 only while
 * the process serves and its database answers; /api/health (liveness) stays 200 meanwhile.
 */

const PREFIX = `sentence_lab_ready_${process.pid}`;

const get = (url: string) =>
  new Promise<{ status: number; connection: string | undefined; body: any }>((done, fail) => {
    // A fresh connection each time: the answer's own Connection header is what is checked.
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => done({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text) }));
      })
      .on('error', fail);
  });

describe('GET /api/ready', () => {
  afterAll(async () => {
    if (TEST_DATABASE_URL) await dropDatabases(TEST_DATABASE_URL, PREFIX);
  });

  it('answers 200 when the database answers', async () => {
    const srv = await testServer();
    const res = await get(`${srv.url}/api/ready`);
    expect(res).toMatchObject({ status: 200, body: { ready: true, state: 'serving', database: 'ok' } });
  });

  it('answers 503 while the process starts and while it drains, when other requests are refused with Connection: close', async () => {
    const srv = await testServer();
    const lifecycle = new Lifecycle();
    const app = await opsApp(srv.database.db, { lifecycle });
    try {
      expect(await get(`${app.url}/api/ready`)).toMatchObject({ status: 503, body: { ready: false, state: 'starting' } });
      lifecycle.phase = 'serving';
      expect(await get(`${app.url}/api/ready`)).toMatchObject({ status: 200, body: { ready: true } });
      expect((await get(`${app.url}/api/lesson/getall`)).status).toBe(401);
      lifecycle.beginDrain();
      expect(await get(`${app.url}/api/ready`)).toMatchObject({ status: 503, body: { ready: false, state: 'draining' } });
      expect(await get(`${app.url}/api/health`)).toMatchObject({ status: 200, body: { ok: true } });
      expect(await get(`${app.url}/api/lesson/getall`)).toMatchObject({ status: 503, connection: 'close', body: { state: 'draining' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 "database unreachable" when the database is closed, while /api/health answers 200', async () => {
    const url = TEST_DATABASE_URL ? await createDatabase(TEST_DATABASE_URL, PREFIX) : undefined;
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    const app = await opsApp(database.db, {});
    try {
      expect((await get(`${app.url}/api/ready`)).status).toBe(200);
      await database.close();
      expect(await get(`${app.url}/api/ready`)).toMatchObject({ status: 503, body: { ready: false, database: 'unreachable' } });
      expect((await get(`${app.url}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  describe('a PostgreSQL server that takes the connection and never answers', () => {
    let silent: Server;
    let pool: pg.Pool;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      silent = createServer((socket) => void sockets.push(socket));
      await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
      pool = new pg.Pool({ connectionString: `postgres://nobody:x@127.0.0.1:${(silent.address() as { port: number }).port}/none` });
    });
    afterAll(async () => {
      // The pool's connection attempt fails once its socket closes; only then can the pool end.
      for (const socket of sockets) socket.destroy();
      silent.close();
      await pool.end().catch(() => {});
    });

    it(`is called unreachable after ${READY_DB_TIMEOUT_MS} ms`, async () => {
      const app = await opsApp(drizzle(pool) as unknown as Db, {});
      try {
        const started = Date.now();
        expect(await get(`${app.url}/api/ready`)).toMatchObject({ status: 503, body: { database: 'unreachable' } });
        expect(Date.now() - started).toBeGreaterThanOrEqual(READY_DB_TIMEOUT_MS - 50);
        expect(Date.now() - started).toBeLessThan(READY_DB_TIMEOUT_MS + 1_500);
      } finally {
        await app.close();
      }
    });
  });
});
