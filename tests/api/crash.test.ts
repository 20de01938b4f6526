import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/open';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from './support/postgres';

/**
 * No lost write after a 200 (issue 13): a real server process (`tsx src/server/main.ts`, as
 * `npm start` runs it: the embedded PGlite in a data folder, or PostgreSQL when the suite runs
 * on it) takes a burst of quiz saves that the group commit stores together, and is killed with
 * SIGKILL in the middle of it. Started again on the same data, it must hold every save it
 * answered 200; and the device's outbox sending every save again with the same
 * Idempotency-Keys must end with each quiz stored exactly once.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const PREFIX = `sentence_lab_crash_${process.pid}`;
const IN_FLIGHT = 24;
/** The kill comes once this many saves were answered 200 (the rest are in flight or not sent yet). */
const KILL_AFTER = 25;

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<unknown>;
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
  // node itself runs the server (tsx as a loader): a SIGKILL must reach the server, not a wrapper process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exit = new Promise((done) => child.on('exit', done));
  const url = `http://127.0.0.1:${port}/api`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, output, exit };
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
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

describe('kill -9 during a burst of saves', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-crash-'));
  let databaseUrl: string | null = null;
  const servers: Server[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exit));
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) await dropDatabases(TEST_DATABASE_URL, PREFIX);
  });

  it('every save answered 200 before the kill is there after a restart, and replaying the outbox stores each quiz once', async () => {
    if (TEST_DATABASE_URL) databaseUrl = await createDatabase(TEST_DATABASE_URL, PREFIX);
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) };
    const first = await startServer(env);
    servers.push(first);
    const password = first.output.join('').match(/demo\.student\s+(\S+)/)?.[1];
    expect(password, 'the demo student is printed on the first start').toBeTruthy();
    const signIn = async (url: string) =>
      (await call(url, '/user/login', { body: { username: 'demo.student', password } })).body.apiKey as string;
    const key = await signIn(first.url);

    // Every quiz the student may take (not the post-evaluations, which the class has not enabled).
    const lessons = (await call(first.url, '/lesson/getall', { key })).body as { id: string }[];
    const saves: { quizID: string; lessonID: string; idempotencyKey: string; body: unknown }[] = [];
    for (const lesson of lessons) {
      const quizzes = (await call(first.url, `/quiz/getall?lessonID=${lesson.id}`, { key })).body as {
        id: string;
        type: number;
        questions: { id: string }[];
      }[];
      for (const quiz of quizzes.filter((q) => q.type !== 3)) {
        saves.push({
          quizID: quiz.id,
          lessonID: lesson.id,
          idempotencyKey: `crash-${quiz.id}`,
          body: { quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: 'noun' })) },
        });
      }
    }
    expect(saves.length).toBeGreaterThan(60);

    const send = (url: string, save: (typeof saves)[number], apiKey = key) =>
      call(url, '/student/savequiz', {
        key: apiKey,
        body: save.body,
        headers: { 'Idempotency-Key': save.idempotencyKey, 'X-Queued-At': new Date().toISOString() },
      }).catch(() => ({ status: 0, body: null }));
    /**
     * As the outbox resends: a 503 means 'later'. On PostgreSQL a save cut off by the kill holds its
     * key for a minute (another process could still be answering it); PGlite frees them at start-up.
     */
    const resend = async (url: string, save: (typeof saves)[number], apiKey: string) => {
      for (;;) {
        const res = await send(url, save, apiKey);
        if (res.status !== 503) return res;
        await new Promise((r) => setTimeout(r, 2000));
      }
    };

    // The burst: IN_FLIGHT saves at a time; SIGKILL once KILL_AFTER were answered 200.
    const answered = new Map<string, string>(); // quizID -> result id answered 200
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < saves.length && !killed) {
          const save = saves[next++]!;
          const res = await send(first.url, save);
          if (res.status === 200 && !killed) answered.set(save.quizID, res.body.result.id);
          if (answered.size >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    await first.exit;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // Started again on the same data: every answered save is there, with the id it was answered with.
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
    for (const [quizID, id] of answered) expect(stored.get(quizID), `the save of ${quizID} answered 200 before the kill`).toBe(id);

    // The outbox sends everything again with the same keys: each quiz ends with exactly one result.
    const replays = await Promise.all(saves.map((save) => resend(second.url, save, key2)));
    expect(replays.map((r) => r.status)).toEqual(saves.map(() => 200));
    replays.forEach((r, i) => {
      const before = answered.get(saves[i]!.quizID);
      if (before) expect(r.body.result.id).toBe(before);
    });
    second.child.kill('SIGTERM');
    await second.exit;

    // In the database itself: one result per quiz, no more, no fewer.
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
