/**
 * The API in WORKERS processes behind one port (node:cluster), all on one PostgreSQL database
 * (DATABASE_URL), as tests/bench/README.md describes scaling out. Each worker keeps its own
 * session cache, kept right across processes by LISTEN/NOTIFY. Used by tests/bench/cluster.ts.
 */
import cluster from 'node:cluster';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpServer } from '../../src/server/listen';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import { openDatabase } from '../../src/server/db/open';
import { startSessionCache } from '../../src/server/features/auth/session-cache';
import type { RateLimits } from '../../src/server/protection/rate-limits';

const WORKERS = Number(process.env.WORKERS ?? 2);
const PORT = Number(process.env.PORT);
const NO_LIMITS: RateLimits = { assertOpen: async () => {}, fail: async () => {}, take: async () => {}, refund: async () => {}, clear: async () => {} };

if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < WORKERS; i++) {
    cluster.fork().on('message', (m) => {
      if (m === 'ready' && ++ready === WORKERS) console.log(`ready: ${WORKERS} worker(s) on :${PORT}`);
    });
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: null });
  const sessions = await startSessionCache(database);
  const app = createApp({
    db: database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
    mailer: createMailer({ folder: join(tmpdir(), `sentence-lab-bench-mail-${process.pid}`), from: 'bench@sentencelab.example' }),
    log: () => {},
    sessionCache: sessions.cache,
    rateLimits: NO_LIMITS,
  });
  startHttpServer(app.fetch, { port: PORT, hostname: '127.0.0.1' }, () => process.send?.('ready'));
}
