import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from './support/postgres';

/**
 * SIGTERM during a burst of quiz saves (src/server/OPERATIONS.md "Stopping"): the real server
 * process (`src/server/main.ts`, the embedded PGlite in a data folder, or PostgreSQL when the
 * suite runs on it) is told to stop while saves are in flight. It must finish the saves it had
 * taken (their group commits included), refuse new ones with 503 and Connection: close, never
 * answer 500, and exit 0; started again on the same data, it holds every save it answered 200.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const PREFIX = `sentence_lab_drain_${process.pid}`;
const IN_FLIGHT = 24;
/** SIGTERM once this many saves were answered 200. */
const STOP_AFTER = 20;

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // node itself runs the server (tsx as a loader): the SIGTERM must reach the server, not a wrapper process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', SMTP_URL: '', LOG_FORMAT: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}/api`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    const ready = await fetch(`${url}/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, child, output, exit };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output.join('')}`);
}

async function call(url: string, path: string, opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${url}${path}`, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(opts.key ? { 'X-Api-Key': opts.key } : {}),
      ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, connection: res.headers.get('connection'), body: (await res.json().catch(() => null)) as any };
}

interface Answer {
  status: number;
  connection: string | null;
  body: any;
  /** Sent on a connection kept alive from an earlier answer: one the server had taken. */
  reused: boolean;
  error?: string;
}

/** The burst's client: a device's kept-alive connections (node:http, which says whether a request went on one). */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function post(url: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done) => {
    const request = http.request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { ...headers, 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          done({
            status: res.statusCode!,
            connection: res.headers.connection ?? null,
            body: JSON.parse(text || 'null'),
            reused: request.reusedSocket,
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) =>
          done({ status: 0, connection: null, body: null, reused: request.reusedSocket, error: err.code ?? err.message }),
        );
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({ status: 0, connection: null, body: null, reused: request.reusedSocket, error: err.code ?? err.message }),
    );
    request.end(JSON.stringify(body));
  });
}

describe('SIGTERM during a burst of saves', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-drain-'));
  let databaseUrl: string | null = null;
  const servers: Server[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exit));
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) await dropDatabases(TEST_DATABASE_URL, PREFIX);
    agent.destroy();
  });

  it('finishes the saves in flight, refuses new ones with 503 and Connection: close, exits 0, and loses no save it answered 200', async () => {
    if (TEST_DATABASE_URL) databaseUrl = await createDatabase(TEST_DATABASE_URL, PREFIX);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
    const first = await startServer(env);
    servers.push(first);
    const password = first.output.join('').match(/demo\.student\s+(\S+)/)?.[1];
    expect(password, 'the demo student is printed on the first start').toBeTruthy();
    const signIn = async (url: string) =>
      (await call(url, '/user/login', { body: { username: 'demo.student', password } })).body.apiKey as string;
    const key = await signIn(first.url);

    // Every quiz the student may take (not the post-evaluations, which the class has not enabled).
    const lessons = (await call(first.url, '/lesson/getall', { key })).body as { id: string }[];
    const saves: { quizID: string; idempotencyKey: string; body: unknown }[] = [];
    for (const lesson of lessons) {
      const quizzes = (await call(first.url, `/quiz/getall?lessonID=${lesson.id}`, { key })).body as {
        id: string;
        type: number;
        questions: { id: string }[];
      }[];
      for (const quiz of quizzes.filter((q) => q.type !== 3)) {
        saves.push({
          quizID: quiz.id,
          idempotencyKey: `drain-${quiz.id}`,
          body: { quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: 'noun' })) },
        });
      }
    }
    expect(saves.length).toBeGreaterThan(60);

    const send = (url: string, save: (typeof saves)[number], apiKey = key) =>
      post(url, '/student/savequiz', save.body, {
        'X-Api-Key': apiKey,
        'Idempotency-Key': save.idempotencyKey,
        'X-Queued-At': new Date().toISOString(),
      });

    // The burst: IN_FLIGHT saves at a time on kept-alive connections; SIGTERM once STOP_AFTER were answered 200.
    const answered = new Map<string, string>(); // quizID -> result id answered 200
    const outcomes: (Omit<Answer, 'body'> & { sentBeforeStop: boolean; endedAfterStop: boolean })[] = [];
    let next = 0;
    let stopped = false;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < saves.length) {
          const save = saves[next++]!;
          const sentBeforeStop = !stopped;
          const res = await send(first.url, save);
          outcomes.push({
            status: res.status,
            connection: res.connection,
            reused: res.reused,
            error: res.error,
            sentBeforeStop,
            endedAfterStop: stopped,
          });
          if (res.status === 200) answered.set(save.quizID, res.body.result.id);
          if (answered.size >= STOP_AFTER && !stopped) {
            stopped = true;
            first.child.kill('SIGTERM');
          }
        }
      }),
    );
    const code = await first.exit;
    const log = first.output.join('');
    expect(code, log).toBe(0);
    expect(log).toContain('Stopped: every open request was answered');

    // Saves already in the server when SIGTERM came were finished: answered 200 after the signal.
    expect(outcomes.filter((o) => o.sentBeforeStop && o.endedAfterStop && o.status === 200).length).toBeGreaterThan(0);
    // Never a failure: 200, or 503 "not now" with the connection closed. A request on a connection
    // the server had taken is never cut off unanswered; a new connection may find the port closed
    // (refused, or reset while it waited in the kernel's queue of connections not yet taken).
    expect(outcomes.filter((o) => ![0, 200, 503].includes(o.status))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 0 && o.reused)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 0 && !['ECONNREFUSED', 'ECONNRESET'].includes(o.error!))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503 && o.connection !== 'close')).toEqual([]);

    // Started again on the same data: every save answered 200 is there, with the id it was answered with.
    const second = await startServer(env);
    servers.push(second);
    const key2 = await signIn(second.url);
    const stored = new Map<string, string>();
    for (const lesson of lessons) {
      const states = (await call(second.url, `/student/getquizresults?lessonID=${lesson.id}`, { key: key2 })).body as {
        quizID: string;
        result: { id: string } | null;
      }[];
      for (const s of states) if (s.result) stored.set(s.quizID, s.result.id);
    }
    const lost = [...answered].filter(([quizID, id]) => stored.get(quizID) !== id).map(([quizID]) => quizID);
    expect(lost, 'saves answered 200 but not stored').toEqual([]);

    // The outbox sends everything again with the same keys: each quiz ends with exactly one result.
    const replays = await Promise.all(saves.map((save) => send(second.url, save, key2)));
    expect(replays.map((r) => r.status)).toEqual(saves.map(() => 200));
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);

    const database = await openDatabase({ databaseUrl: databaseUrl ?? undefined, dataDir });
    try {
      const rows = (
        (await database.db.execute(sql`
          select r.quiz_id, count(*)::int as n from quiz_results r join users u on u.id = r.student_id
          where u.username = 'demo.student' group by r.quiz_id
        `)) as unknown as { rows: { quiz_id: string; n: number }[] }
      ).rows;
      expect(rows.length).toBe(saves.length);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
