import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from '../api/support/postgres';
import { demoPassword, startProcess, waitReady, type ServerProcess } from '../support/server-process';

/**
 * Several processes and the start-up (src/server/OPERATIONS.md): WEB_CONCURRENCY=2 forks two
 * server processes on one port and one PostgreSQL database; both answer, a sign-out in one is
 * honoured by the other; the readiness check says "starting" while a process waits to migrate.
 */

const PREFIX = `sentence_lab_ops_cluster_${process.pid}`;
/** The start-up lock's key (src/server/db/open.ts STARTUP_LOCK). */
const STARTUP_LOCK = 5_393_721_840_417;

/** One request on a connection of its own (so the cluster may hand it to either process), with an id to find in the log. */
function call(url: string, path: string, id: string, opts: { method?: string; key?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: any }>((done, fail) => {
    const req = http.request(
      `${url}${path}`,
      {
        method: opts.method ?? 'GET',
        agent: false,
        headers: {
          'X-Request-Id': id,
          ...(opts.key ? { 'X-Api-Key': opts.key } : {}),
          ...(opts.body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => done({ status: res.statusCode!, body: JSON.parse(text || 'null') }));
      },
    );
    req.on('error', fail);
    req.end(opts.body ? JSON.stringify(opts.body) : undefined);
  });
}

describe('several server processes (WEB_CONCURRENCY) on PostgreSQL', () => {
  if (!TEST_DATABASE_URL) throw new Error('tests/pg need PostgreSQL: run them with `npm run test:api:pg` (it starts a private cluster).');
  const servers: ServerProcess[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(TEST_DATABASE_URL!, PREFIX);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await dropDatabases(TEST_DATABASE_URL!, PREFIX);
  });

  it('refuses several processes on the embedded PGlite, with a clear message', async () => {
    const server = await startProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: '' });
    servers.push(server);
    expect(await server.exit).toBe(1);
    expect(server.output.join('')).toContain('WEB_CONCURRENCY=2 runs several server processes, which needs PostgreSQL (set DATABASE_URL)');
  });

  it('answers /api/ready 503 "starting" while another process holds the start-up lock, then 200', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      const server = await startProcess({ DATABASE_URL: databaseUrl });
      servers.push(server);
      expect(await waitReady(server, 503)).toMatchObject({ status: 503, body: { ready: false, state: 'starting' } });
      // Still waiting a moment later: it is the lock it waits for.
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
      expect((await fetch(`${server.url}/api/lesson/getall`)).status).toBe(503);
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      expect(await waitReady(server, 200)).toMatchObject({ status: 200, body: { ready: true, database: 'ok' } });
      expect(await server.stop()).toBe(0);
    } finally {
      await holder.end();
    }
  });

  it('two processes share the port: both answer, a sign-out in one is refused by the other, one that dies is replaced; SIGTERM stops both, exit 0', async () => {
    // A database of its own: the demo accounts (and their passwords) are made on its first start.
    const server = await startProcess({
      DATABASE_URL: await createDatabase(TEST_DATABASE_URL!, PREFIX),
      WEB_CONCURRENCY: '2',
      LOG_FORMAT: 'json',
    });
    servers.push(server);
    await waitReady(server);
    // Ready means one process; wait until both said they are.
    for (let i = 0; i < 300 && !server.output.join('').includes('2 server processes ready'); i++)
      await new Promise((r) => setTimeout(r, 100));

    const password = demoPassword(server, 'teacher@sentencelab.example');
    expect(password).toBeTruthy();
    const login = await call(server.url, '/api/user/login', 'login-1', {
      method: 'POST',
      body: { username: 'teacher@sentencelab.example', password },
    });
    expect(login.status).toBe(200);
    const key = login.body.apiKey as string;

    const check = (id: string) => call(server.url, '/api/user/checksession', id, { method: 'POST', key });
    const before = await Promise.all(Array.from({ length: 12 }, (_, i) => check(`before-${i}`)));
    expect(before.map((r) => r.status)).toEqual(before.map(() => 200));
    expect((await call(server.url, '/api/user/logout', 'logout-1', { key })).status).toBe(200);
    // The other process hears of the sign-out through the database's notice: allow it a moment.
    await new Promise((r) => setTimeout(r, 500));
    const after = await Promise.all(Array.from({ length: 12 }, (_, i) => check(`after-${i}`)));
    expect(after.map((r) => r.status)).toEqual(after.map(() => 401));

    // Which process answered each request, from the JSON request log (one line per request).
    const entries = server.output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { id: string; worker: number; pid: number; route: string; status: number });
    const workersOf = (prefix: string) => new Set(entries.filter((e) => e.id.startsWith(prefix)).map((e) => e.worker));
    expect(workersOf('before-')).toEqual(new Set([1, 2]));
    expect(workersOf('after-')).toEqual(new Set([1, 2]));
    expect(entries.filter((e) => e.id.startsWith('after-')).every((e) => e.status === 401 && e.route === '/api/user/checksession')).toBe(
      true,
    );

    // A process that dies is replaced by a new one, which answers too.
    const victim = entries.find((e) => e.id === 'before-0')!;
    process.kill(victim.pid, 'SIGKILL');
    for (let i = 0; i < 300 && (server.output.join('').match(/Sentence Lab is running/g) ?? []).length < 3; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(server.output.join('')).toContain(`Server process ${victim.pid} ended (SIGKILL); starting another.`);
    expect(server.output.join('')).toContain('Sentence Lab is running: http://localhost:');
    expect(server.output.join('')).toMatch(/running: \S+ \(process 3\)/);
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => call(server.url, '/api/health', `again-${i}`)));
    expect(again.map((r) => r.status)).toEqual(again.map(() => 200));

    expect(await server.stop()).toBe(0);
    expect(server.output.join('').match(/Stopped: every open request was answered/g)).toHaveLength(2);
  });
});
