import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/open';

/**
 * A real server process (`src/server/main.ts`, node itself with tsx as a loader, so a signal
 * reaches the server and not a wrapper) on a free port and a data folder of its own unless `env`
 * names one: for the tests that start, stop, kill or restart the server (tests/api/crash,
 * ops-drain; tests/pg/ops-*).
 */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The API's root: `${url}/api`. */
  api: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
  stop(): Promise<number | null>;
}

export const ROOT = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-ops-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      SMTP_URL: '',
      LOG_FORMAT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exit = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      done(code);
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    api: `http://127.0.0.1:${port}/api`,
    child,
    output,
    exit,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}

/** Polls GET /api/ready until it answers `status`; fails when the process ends first. */
export async function waitReady(server: ServerProcess, status = 200, ms = 90_000): Promise<{ status: number; body: any }> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    const res = await fetch(`${server.url}/api/ready`).then(
      async (r) => ({ status: r.status, body: await r.json() }),
      () => null,
    );
    if (res?.status === status) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer /api/ready ${status} within ${ms} ms:\n${server.output.join('')}`);
}

/** The demo password printed on the first start for `login`. */
export const demoPassword = (server: ServerProcess, login: string) =>
  server.output.join('').match(new RegExp(`${login.replace(/\./g, '\\.')}\\s+(\\S+)`))?.[1];

/** Starts a server process and waits until `path` answers 2xx (`/api/health`: started; `/api/ready`: ready to serve). */
export async function startedProcess(env: Record<string, string>, path = '/api/ready', ms = 120_000): Promise<ServerProcess> {
  const server = await startProcess(env);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited:\n${server.output.join('')}`);
    const up = await fetch(`${server.url}${path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer ${path} within ${ms} ms:\n${server.output.join('')}`);
}

/** One API call of a test: its status, its Connection header and its JSON body (null when none). */
export async function callApi(api: string, path: string, opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${api}${path}`, {
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

export interface QuizSave {
  quizID: string;
  lessonID: string;
  idempotencyKey: string;
  body: unknown;
}

/**
 * The demo student of a first start (password read from its output) signed in, and a save of every
 * quiz the student may take (not the post-evaluations, which the class has not enabled), each with
 * its own Idempotency-Key (`<keyPrefix>-<quiz id>`): the burst of the crash and drain tests.
 */
export async function demoStudentSaves(server: { api: string; output: string[] }, keyPrefix: string) {
  const password = server.output.join('').match(/demo\.student\s+(\S+)/)?.[1];
  if (!password) throw new Error(`the demo student is printed on the first start:\n${server.output.join('')}`);
  const signIn = async (api: string) =>
    (await callApi(api, '/user/login', { body: { username: 'demo.student', password } })).body.apiKey as string;
  const key = await signIn(server.api);
  const lessons = (await callApi(server.api, '/lesson/getall', { key })).body as { id: string }[];
  const saves: QuizSave[] = [];
  for (const lesson of lessons) {
    const quizzes = (await callApi(server.api, `/quiz/getall?lessonID=${lesson.id}`, { key })).body as {
      id: string;
      type: number;
      questions: { id: string }[];
    }[];
    for (const quiz of quizzes.filter((q) => q.type !== 3)) {
      saves.push({
        quizID: quiz.id,
        lessonID: lesson.id,
        idempotencyKey: `${keyPrefix}-${quiz.id}`,
        body: { quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: 'noun' })) },
      });
    }
  }
  return { key, saves, signIn, lessons };
}

/** Every quiz result the student holds, by quiz id (the result's id), read through the API. */
export async function storedResults(api: string, key: string, lessons: { id: string }[]): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (const lesson of lessons) {
    const states = (await callApi(api, `/student/getquizresults?lessonID=${lesson.id}`, { key })).body as {
      quizID: string;
      result: { id: string } | null;
    }[];
    for (const s of states) if (s.result) stored.set(s.quizID, s.result.id);
  }
  return stored;
}

/** How many results the demo student holds per quiz, read in the database itself after the server stopped. */
export async function resultCountsInDatabase(database: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<{ quiz_id: string; n: number }[]> {
  const opened = await openDatabase(database);
  try {
    return (
      (await opened.db.execute(sql`
        select r.quiz_id, count(*)::int as n from quiz_results r join users u on u.id = r.student_id
        where u.username = 'demo.student' group by r.quiz_id
      `)) as unknown as { rows: { quiz_id: string; n: number }[] }
    ).rows;
  } finally {
    await opened.close();
  }
}
