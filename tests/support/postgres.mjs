// `npm run test:api:pg`: the API tests (and tests/pg, which need PostgreSQL) on a private
// PostgreSQL 15 cluster that this script creates in a temp folder, listening on 127.0.0.1 and a
// socket in that folder only, and always stops and deletes again (also on failure or Ctrl-C).
// Installs Debian's postgresql with apt-get when it is missing and we are root; otherwise stops
// with a clear message. Extra arguments go to vitest (e.g. a file filter).
// `--run <command...>` runs that command instead of vitest, with durable settings (fsync on), and
// TEST_DATABASE_URL set: `npm run bench:pg` measures on PostgreSQL this way.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

ensureDebianPackage({
  what: 'PostgreSQL 15',
  pkg: 'postgresql',
  path: join(BIN, 'initdb'),
  neededFor: 'The API tests also run on PostgreSQL.',
  override: 'PG_BIN (the bin folder of another PostgreSQL 15)',
});

// PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
const owner = isRoot ? systemUser('postgres') : null;
// One folder holds the cluster (data, socket, log) and the tests' own temp files, so that one
// removal at the end leaves nothing behind even when the tests were interrupted.
const root = mkdtempSync(join(tmpdir(), 'sentence-lab-pg-'));
const dir = join(root, 'cluster');
const testTmp = join(root, 'tmp');
const dataDir = join(dir, 'data');
const logFile = join(dir, 'server.log');
const password = randomBytes(18).toString('base64url');
let started = false;
let vitest = null;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { quiet: true });
  rmSync(root, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // vitest gets the terminal's Ctrl-C itself; wait for it to end, then clean up on exit.
    if (vitest && vitest.exitCode === null) vitest.kill(signal);
    else process.exit(130);
  });
}

try {
  mkdirSync(dir, { mode: 0o700 });
  mkdirSync(testTmp);
  if (owner) {
    // The cluster's owner must reach its folder inside ours.
    chmodSync(root, 0o711);
    chownSync(dir, owner.uid, owner.gid);
  }
  // A password even on a private cluster: other users of this machine can reach 127.0.0.1.
  const pwFile = join(dir, 'pw');
  writeFileSync(pwFile, password, { mode: 0o600 });
  if (owner) chownSync(pwFile, owner.uid, owner.gid);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C', '--no-sync'], { quiet: true });
  rmSync(pwFile);

  const port = await freePort();
  // Durability settings off: this cluster lives for one test run.
  const runIndex = process.argv.indexOf('--run');
  const command = runIndex >= 0 ? process.argv.slice(runIndex + 1) : null;
  // A benchmark measures PostgreSQL as a school would run it: durable commits.
  const durability = command ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${durability}`;
  const startedAt = Date.now();
  run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start'], { quiet: true });
  started = true;
  const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  const where = `PostgreSQL ${version} (private cluster on 127.0.0.1:${port}, started in ${Date.now() - startedAt} ms)`;
  console.log(`${command ? command.join(" ") : "API tests"} on ${where}`);

  const testsAt = Date.now();
  const args = command ?? ['npx', 'vitest', 'run', '--project', 'api', '--project', 'pg', ...process.argv.slice(2)];
  vitest = spawn(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: testTmp, TEST_DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` },
  });
  const code = await new Promise((resolve) => vitest.on('exit', (c, signal) => resolve(c ?? (signal ? 130 : 1))));
  console.log(`${command ? "Done" : "API tests"} on ${where}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - testsAt) / 1000).toFixed(1)} s`);
  process.exitCode = code;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  if (started || existsSync(logFile)) console.error(tail(logFile));
  process.exitCode = 1;
} finally {
  cleanup();
}

/** Runs a PostgreSQL program, as the cluster's owner when we are root; throws with its output on failure. */
function run(program, args, { quiet }) {
  const result = spawnSync(join(BIN, program), args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    ...(owner ? { uid: owner.uid, gid: owner.gid, env: { ...process.env, HOME: dir, USER: 'postgres', LOGNAME: 'postgres' } } : {}),
  });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

function systemUser(name) {
  const line = spawnSync('getent', ['passwd', name], { encoding: 'utf8' }).stdout.trim();
  const [, , uid, gid] = line.split(':');
  if (!uid) {
    console.error(`There is no '${name}' user to run PostgreSQL as (root cannot). Reinstall the postgresql package, or run the tests as another user.`);
    process.exit(1);
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function tail(file) {
  try {
    return `PostgreSQL's log (${file}):\n${readFileSync(file, 'utf8').split('\n').slice(-20).join('\n')}`;
  } catch {
    return '';
  }
}
