import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from './support/postgres';
import { demoStudentSaves, resultCountsInDatabase, startedProcess, storedResults } from '../support/server-process';

/**
 * SIGTERM during a burst of quiz saves (src/server/OPERATIONS.md "Stopping"): the real server
 * process (`src/server/main.ts`, the embedded PGlite in a data folder, or PostgreSQL when the
 * suite runs on it) is told to stop while saves are in flight. It must finish the saves it had
 * taken (their group commits included), refuse new ones with 503 and Connection: close, never
 * answer 500, and exit 0; started again on the same data, it holds every save it answered 200.
 */

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

/** The server as `npm start` runs it, with the API's root as its url. */
const startServer = async (env: Record<string, string>): Promise<Server> => {
  const server = await startedProcess({ LOG_FORMAT: 'off', ...env }, '/api/ready');
  return { url: server.api, child: server.child, output: server.output, exit: server.exit };
};

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
    const { key, saves, signIn, lessons } = await demoStudentSaves({ api: first.url, output: first.output }, 'drain');
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
    const stored = await storedResults(second.url, key2, lessons);
    const lost = [...answered].filter(([quizID, id]) => stored.get(quizID) !== id).map(([quizID]) => quizID);
    expect(lost, 'saves answered 200 but not stored').toEqual([]);

    // The outbox sends everything again with the same keys: each quiz ends with exactly one result.
    const replays = await Promise.all(saves.map((save) => send(second.url, save, key2)));
    expect(replays.map((r) => r.status)).toEqual(saves.map(() => 200));
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);

    const rows = await resultCountsInDatabase({ databaseUrl: databaseUrl ?? undefined, dataDir });
    expect(rows.length).toBe(saves.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 300_000);
});
