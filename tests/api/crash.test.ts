import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from './support/postgres';
import { callApi, demoStudentSaves, resultCountsInDatabase, startedProcess, storedResults } from '../support/server-process';

/**
 * No lost write after a 200 (issue 13): a real server process (`tsx src/server/main.ts`, as
 * `npm start` runs it: the embedded PGlite in a data folder, or PostgreSQL when the suite runs
 * on it) takes a burst of quiz saves that the group commit stores together, and is killed with
 * SIGKILL in the middle of it. Started again on the same data, it must hold every save it
 * answered 200; and the device's outbox sending every save again with the same
 * Idempotency-Keys must end with each quiz stored exactly once.
 */

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

/** The server as `npm start` runs it, with the API's root as its url. */
const startServer = async (env: Record<string, string>): Promise<Server> => {
  const server = await startedProcess({ LOG_FORMAT: 'off', ...env }, '/api/health');
  return { url: server.api, child: server.child, output: server.output, exit: server.exit };
};

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
    const { key, saves, signIn, lessons } = await demoStudentSaves({ api: first.url, output: first.output }, 'crash');
    expect(saves.length).toBeGreaterThan(60);

    const send = (url: string, save: (typeof saves)[number], apiKey = key) =>
      callApi(url, '/student/savequiz', {
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
    const stored = await storedResults(second.url, key2, lessons);
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
    const rows = await resultCountsInDatabase({ databaseUrl: databaseUrl ?? undefined, dataDir });
    expect(rows.length).toBe(saves.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 300_000);
});
