/**
 * `npm run bench`: throughput and latency of the API beside bare node:http on this machine.
 * Prints figures; never fails on a timing. Runs the real app on an in-memory PGlite.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import { createMailer } from '../../src/server/adapters/mail';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];

async function measure(name: string, opts: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts });
  rows.push({
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main() {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  const barePort = await listen(bare);
  await measure('bare node:http', { url: `http://127.0.0.1:${barePort}/` });
  bare.close();

  const database = await openDatabase({ dataDir: null });
  const app = createApp({
    db: database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
    mailer: createMailer({ folder: join(tmpdir(), `sentence-lab-bench-mail-${process.pid}`), from: 'bench@sentencelab.example' }),
    log: () => {},
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await measure('GET /api/health (Hono, no database)', { url: `${base}/api/health` });

  const reg = await fetch(`${base}/api/user/save/teacher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@school.example', first: 'B', last: 'T', password: 'bench123', howDidYouHearAboutUs: 'Email' }),
  });
  const { apiKey } = (await reg.json()) as { apiKey: string };
  await measure('POST /api/user/checksession (session lookup + user)', {
    url: `${base}/api/user/checksession`,
    method: 'POST',
    headers: { 'X-Api-Key': apiKey },
  });
  await measure('GET /api/class/getall (session lookup + classes)', {
    url: `${base}/api/class/getall`,
    headers: { 'X-Api-Key': apiKey },
  });
  // argon2id is meant to be slow: this shows how many sign-ins a second one process can take.
  await measure('POST /api/user/login (argon2id verify)', {
    url: `${base}/api/user/login`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench@school.example', password: 'bench123' }),
    connections: 10,
  });

  server.close();
  await database.close();

  console.log(`\n${DURATION_S}s per row, ${CONNECTIONS} connections (login: 10), 2-core machine\n`);
  console.log(['case'.padEnd(54), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8)].join(''));
  for (const r of rows) {
    console.log([r.name.padEnd(54), String(r.rps).padStart(8), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(8)].join(''));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
