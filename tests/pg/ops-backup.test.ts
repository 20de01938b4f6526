import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabases, TEST_DATABASE_URL } from '../api/support/postgres';
import { demoPassword, ROOT, startProcess, waitReady, type ServerProcess } from '../support/server-process';

/**
 * Backup and restore on PostgreSQL, exactly as src/server/OPERATIONS.md "Backups and restore"
 * writes them: the test runs the commands of that page's marked block, line by line, then starts
 * the app on the restored database and reads back through the API what was written before.
 */

const PREFIX = `sentence_lab_ops_backup_${process.pid}`;
const RESTORED = 'sentence_lab_restored';
/** Debian's PostgreSQL 15 programs, the version of the test cluster. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The commands between <!-- backup-steps --> and <!-- /backup-steps --> in OPERATIONS.md. */
function documentedSteps(): string[] {
  const page = readFileSync(join(ROOT, 'src/server/OPERATIONS.md'), 'utf8');
  const block = page.match(/<!-- backup-steps -->\s*```sh\n([\s\S]*?)```\s*<!-- \/backup-steps -->/)?.[1];
  if (!block) throw new Error('OPERATIONS.md has no marked backup-steps block');
  return block.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
}

async function call(url: string, path: string, opts: { key?: string; body?: unknown } = {}) {
  const res = await fetch(`${url}/api${path}`, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: { ...(opts.key ? { 'X-Api-Key': opts.key } : {}), ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('backup with pg_dump and restore with pg_restore', () => {
  if (!TEST_DATABASE_URL) throw new Error('tests/pg need PostgreSQL: run them with `npm run test:api:pg` (it starts a private cluster).');
  const admin = TEST_DATABASE_URL;
  const work = mkdtempSync(join(tmpdir(), 'sentence-lab-backup-'));
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await dropDatabases(admin, PREFIX);
    await dropDatabases(admin, RESTORED);
    rmSync(work, { recursive: true, force: true });
  });

  it('the documented steps restore a database the app starts on, with the saved quiz results and accounts', async () => {
    await dropDatabases(admin, RESTORED);
    const source = await createDatabase(admin, PREFIX);
    const first = await startProcess({ DATABASE_URL: source });
    servers.push(first);
    await waitReady(first);
    const password = demoPassword(first, 'demo.student');
    expect(password).toBeTruthy();

    // Written through the API: a student's quiz results.
    const key = (await call(first.url, '/user/login', { body: { username: 'demo.student', password } })).body.apiKey as string;
    const lesson = ((await call(first.url, '/lesson/getall', { key })).body as { id: string }[])[0]!;
    const quizzes = (
      (await call(first.url, `/quiz/getall?lessonID=${lesson.id}`, { key })).body as {
        id: string;
        type: number;
        questions: { id: string }[];
      }[]
    )
      .filter((q) => q.type !== 3)
      .slice(0, 3);
    const saved = new Map<string, string>();
    for (const quiz of quizzes) {
      const res = await call(first.url, '/student/savequiz', {
        key,
        body: { quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: 'noun' })) },
      });
      expect(res.status).toBe(200);
      saved.set(quiz.id, res.body.result.id);
    }
    expect(saved.size).toBe(3);

    // The documented steps, with the settings they name.
    const restoredUrl = new URL(admin);
    restoredUrl.pathname = `/${RESTORED}`;
    const steps = documentedSteps();
    expect(steps.map((s) => s.split(' ')[0])).toEqual(['pg_dump', 'psql', 'pg_restore']);
    for (const step of steps) {
      const run = spawnSync('bash', ['-euc', step], {
        cwd: work,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${BIN}:${process.env.PATH}`,
          DATABASE_URL: source,
          ADMIN_URL: admin,
          RESTORED_URL: restoredUrl.toString(),
        },
      });
      expect(run.status, `${step}\n${run.stdout}${run.stderr}`).toBe(0);
    }

    // The app on the restored database: nothing to migrate or load, the same accounts and results.
    const second = await startProcess({ DATABASE_URL: restoredUrl.toString() });
    servers.push(second);
    await waitReady(second);
    expect(second.output.join('')).toContain('Content: up to date');
    expect(second.output.join('')).not.toContain('Demo accounts (created on this first start');
    const key2 = (await call(second.url, '/user/login', { body: { username: 'demo.student', password } })).body.apiKey as string;
    expect(key2).toBeTruthy();
    const results = (await call(second.url, `/student/getquizresults?lessonID=${lesson.id}`, { key: key2 })).body as {
      quizID: string;
      result: { id: string } | null;
    }[];
    const restored = new Map(results.filter((r) => r.result).map((r) => [r.quizID, r.result!.id]));
    expect(restored).toEqual(saved);
    // The session signed in before the backup was restored with it.
    expect((await fetch(`${second.url}/api/user/checksession`, { method: 'POST', headers: { 'X-Api-Key': key } })).status).toBe(200);
  });
});
