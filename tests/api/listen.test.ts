import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, LISTEN_BACKLOG } from '../../src/server/listen';

/** More devices than Node's default queue of 511 holds: what a bell brings. */
const DEVICES = 1200;

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

function startFixture(): Promise<number> {
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/listen-fixture.ts'], {
    env: { ...process.env, BLOCK_MS: '3000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /port (\d+)/.exec(out);
      if (port) resolve(Number(port[1]));
    });
    child!.once('exit', (code) => reject(new Error(`listen fixture exited with ${code}`)));
  });
}

const get = (port: number, path: string, agent: http.Agent | false = false) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      })
      .on('error', reject);
  });

describe('the HTTP server a bell meets (src/server/listen.ts)', () => {
  it(`queues ${DEVICES} connections opened while its thread is busy, with none dropped, then answers each`, async () => {
    expect(LISTEN_BACKLOG).toBeGreaterThanOrEqual(DEVICES);
    const port = await startFixture();
    const blocked = get(port, '/block');
    // The fixture is busy for 3 s from about now: it accepts no connection meanwhile.
    await new Promise((r) => setTimeout(r, 300));
    let connected = 0;
    const sockets = Array.from({ length: DEVICES }, () => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => connected++);
      socket.on('error', () => {});
      return socket;
    });
    // Well before the fixture is free again: the kernel completes a handshake only for a
    // connection it has room to queue; beyond the queue the device tries again a second later.
    await new Promise((r) => setTimeout(r, 1200));
    const whileBusy = connected;
    await blocked;
    const answers = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (d) => (text += d.toString()));
            socket.once('end', () => resolve(text));
            socket.once('close', () => resolve(text));
            socket.write('GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
          }),
      ),
    );
    expect(whileBusy, 'connections the kernel queued while the server was busy').toBe(DEVICES);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 200')).length).toBe(DEVICES);
  }, 30_000);

  it("keeps an idle connection open between a device's requests for KEEP_ALIVE_MS", async () => {
    const port = await startFixture();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, '/ok', agent);
    expect(first.statusCode).toBe(200);
    expect(first.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    agent.destroy();
  });
});
