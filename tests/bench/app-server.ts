/**
 * The real server (`src/server/main.ts`) on a free port, PGlite in a temp folder, demo accounts
 * seeded, serving the built `dist/`: for the benches that drive a browser (Lighthouse, practice).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  base: string;
  /** The demo student's sign-in, when the server printed one. */
  student: { login: string; password: string } | null;
  stop(): Promise<void>;
}

export async function startAppServer(name: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `sentence-lab-${name}-`));
  const server = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 300 && !(await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)); i++) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const found = /Student\s+(\S+)\s+(\S+)/.exec(readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8'));
    return { base, student: found ? { login: found[1]!, password: found[2]! } : null, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
