import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBuild, sourcesHash, STAMP } from '../../src/server/ensure-built';

/** `npm start` builds only when needed; `npm run serve` refuses without a build (src/server/ensure-built.ts). */

const root = mkdtempSync(join(tmpdir(), 'sentence-lab-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('when npm start builds the app', () => {
  it('builds when dist/ is missing, has no stamp, or was built from other sources; not otherwise', () => {
    mkdirSync(join(root, 'src/client'), { recursive: true });
    writeFileSync(join(root, 'src/client/main.tsx'), 'one');
    writeFileSync(join(root, 'index.html'), '<html>');
    expect(needsBuild(root)).toBe('no built app in dist/');

    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), '<html>built');
    expect(needsBuild(root)).toBe('dist/ does not say which sources it was built from');

    writeFileSync(join(root, 'dist', STAMP), `${sourcesHash(root)}\n`);
    expect(needsBuild(root)).toBeNull();

    writeFileSync(join(root, 'src/client/main.tsx'), 'two');
    expect(needsBuild(root)).toBe('the sources changed since dist/ was built');
    writeFileSync(join(root, 'src/client/main.tsx'), 'one');
    expect(needsBuild(root)).toBeNull();
    // A new file counts as a change too.
    writeFileSync(join(root, 'src/client/extra.ts'), '');
    expect(needsBuild(root)).not.toBeNull();
  });

  it('`ensure-built --check` (npm run serve) refuses with a clear message when there is no build', () => {
    const missing = join(root, 'elsewhere');
    const run = spawnSync(process.execPath, ['--import', 'tsx', resolve('src/server/ensure-built.ts'), '--check'], {
      encoding: 'utf8',
      env: { ...process.env, STATIC_DIR: missing },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('run `npm run build` first');
  });

  it('`npm run serve` passes SIGTERM on to the server, which drains and exits 0 (so does npm)', async () => {
    const built = join(root, 'built');
    mkdirSync(built, { recursive: true });
    writeFileSync(join(built, 'index.html'), '<html>');
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const npm = spawn('npm', ['run', 'serve'], {
      env: {
        ...process.env,
        STATIC_DIR: built,
        DATA_DIR: join(root, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: should the server outlive npm (the failure this test looks for), it is ended with the group.
      detached: true,
    });
    let output = '';
    npm.stdout!.on('data', (d) => (output += d));
    npm.stderr!.on('data', (d) => (output += d));
    const exit = new Promise<number | null>((done) => npm.on('exit', (code) => done(code)));
    for (let i = 0; i < 600 && !output.includes('Sentence Lab is running'); i++) await new Promise((r) => setTimeout(r, 100));
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status, output).toBe(200);
      npm.kill('SIGTERM');
      expect(await exit, output).toBe(0);
      expect(output).toContain('Stopped: every open request was answered');
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // The group has ended: nothing is left running.
      }
    }
  }, 90_000);
});
