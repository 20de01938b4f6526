import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from '../api/support/postgres';
import { freePort } from '../support/server-process';

/**
 * Two real server processes (`tsx src/server/main.ts`) started together on one empty PostgreSQL
 * database, as two replicas of a deployment would be: neither may die in the migrations, the
 * content load or the demo seed, and each of those must happen once.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const DEMO_LOGINS = [
  'admin@sentencelab.example',
  'teacher@sentencelab.example',
  'trial@sentencelab.example',
  'ended@sentencelab.example',
  'super@sentencelab.example',
  'sub@sentencelab.example',
];
const MIGRATIONS = (JSON.parse(readFileSync(join(ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] })
  .entries.length;
const PREFIX = `sentence_lab_startup_${process.pid}`;

interface Server {
  port: number;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
  dataDir: string;
}

function startServer(databaseUrl: string, port: number): Server {
  const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-startup-'));
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { port, child, output, exit, dataDir };
}

/** Polls /api/health until it answers 200; fails early when the process has ended. */
async function healthy(server: Server, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.child.exitCode !== null)
      throw new Error(`server on :${server.port} exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on :${server.port} did not answer /api/health within ${ms} ms:\n${server.output.join('')}`);
}

async function stop(server: Server) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exit;
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe('two servers started together on an empty PostgreSQL database', () => {
  if (!TEST_DATABASE_URL) throw new Error('tests/pg need PostgreSQL: run them with `npm run test:api:pg` (it starts a private cluster).');
  const adminUrl = TEST_DATABASE_URL;
  let databaseUrl: string;
  let servers: Server[] = [];

  beforeAll(async () => {
    databaseUrl = await createDatabase(adminUrl, PREFIX);
  });

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    await dropDatabases(adminUrl, PREFIX);
  });

  it('both start, and migrations, content and demo accounts are applied once', async () => {
    const [a, b] = await Promise.all([freePort(), freePort()]);
    servers = [startServer(databaseUrl, a), startServer(databaseUrl, b)];
    await Promise.all(servers.map((s) => healthy(s)));
    // Both still running once both answered: neither died after its port opened.
    expect(servers.map((s) => s.child.exitCode)).toEqual([null, null]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const one = async (query: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(query, params)).rows[0]!.n);
      expect(await one('select count(*) as n from drizzle.__drizzle_migrations')).toBe(MIGRATIONS);
      for (const login of DEMO_LOGINS) expect(await one('select count(*) as n from users where email = $1', [login]), login).toBe(1);
      expect(await one(`select count(*) as n from users where username = 'demo.student'`)).toBe(1);
      // The demo teacher's class and the day-31 teacher's class (src/server/seed.ts), each once.
      expect(await one('select count(*) as n from classes')).toBe(2);
      expect(await one('select count(*) as n from lessons')).toBeGreaterThan(0);
    } finally {
      await client.end();
    }

    // The second process found everything done: one of the two printed the demo accounts and loaded content.
    const said = (text: string) => servers.filter((s) => s.output.join('').includes(text)).length;
    expect(said('Demo accounts (created on this first start')).toBe(1);
    expect(said('Content: loaded the shipped curriculum')).toBe(1);
    expect(said('Content: up to date')).toBe(1);
  });

  it('a sign-out in one process is refused by the other at once, though the other had the key cached (tests/bench/README.md)', async () => {
    const [a, b] = servers.map((s) => `http://127.0.0.1:${s.port}/api`);
    const demo = servers
      .map((s) => s.output.join(''))
      .join('')
      .match(/teacher@sentencelab\.example\s+(\S+)/)?.[1];
    expect(demo).toBeTruthy();
    const signedIn = await (
      await fetch(`${a}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'teacher@sentencelab.example', password: demo }),
      })
    ).json();
    const check = (base: string) => fetch(`${base}/user/checksession`, { method: 'POST', headers: { 'X-Api-Key': signedIn.apiKey } });
    for (let i = 0; i < 3; i++) expect((await check(b!)).status).toBe(200);
    expect((await fetch(`${a}/user/logout`, { headers: { 'X-Api-Key': signedIn.apiKey } })).status).toBe(200);
    expect((await check(b!)).status).toBe(401);
    expect((await check(a!)).status).toBe(401);
  });
});
