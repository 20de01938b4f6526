import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A real server process (`src/server/main.ts`, node with tsx as a loader) for tests/pg/ops-*.test.ts. */
export interface ServerProcess {
  url: string;
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
