import cluster from 'node:cluster';
import { mkdirSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { APP_VERSION } from '../shared/messages';
import { createApp } from './app';
import { paymentsFromConfig } from './adapters/payments-config';
import { googleFromConfig } from './adapters/google';
import { startSessionCache } from './features/auth/session-cache';
import { startHttpServer } from './listen';
import { createMailer } from './adapters/mail';
import { readConfig, type Config } from './config';
import { configureSealing } from './features/sync/sealing';
import { startupWarnings } from './features/legal/routes';
import { openDatabase, withStartupLock } from './db/open';
import { releaseAbandonedClaims } from './idempotency';
import { startBillingReconciler } from './features/billing/reconciler';
import { seedDemo, type DemoAccount } from './seed';
import { loadShippedPack, SHIPPED_PACK_DIR } from './content/load';
import { Lifecycle, notNow } from './ops/lifecycle';
import { defaultLogFormat, formatEntry, formatLine } from './ops/request-log';
import { runPrimary } from './ops/cluster';

function printAccounts(accounts: DemoAccount[], file: string | null) {
  const lines = [
    'Demo accounts (created on this first start; passwords are random and shown only here):',
    ...accounts.map((a) => `  ${a.role.padEnd(14)} ${a.login.padEnd(30)} ${a.password.padEnd(16)} ${a.note}`),
  ];
  console.log(lines.join('\n'));
  if (file) {
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(`  (also written to ${file})`);
  }
}

/** How long a stopping process waits for open requests and pending group commits (under Kubernetes' default 30 s grace). */
const DRAIN_TIMEOUT_MS = 25_000;

/** One server process: listens at once (the probes say "starting"), starts up, serves, and drains on SIGTERM. */
async function serve(config: Config) {
  const format = defaultLogFormat(config.LOG_FORMAT);
  const lifecycle = new Lifecycle();
  // Until the app is built every request is answered 503 "starting": a load balancer sees a process
  // that is not ready yet (migrations can take a while) instead of a refused connection.
  let handle = (request: Request, _env: unknown): Response | Promise<Response> =>
    new URL(request.url).pathname === '/api/ready'
      ? Response.json(
          { ready: false, state: lifecycle.phase, version: APP_VERSION },
          { status: 503, headers: { 'Cache-Control': 'no-store' } },
        )
      : notNow(lifecycle.phase);
  const server = startHttpServer((request, env) => handle(request, env), { port: config.PORT, hostname: config.HOST });
  lifecycle.track(server);
  // A port in use (or not allowed) stops the start here, before any database work.
  const address = await new Promise<AddressInfo>((done, fail) => {
    server.once('error', fail);
    server.once('listening', () => {
      server.off('error', fail);
      done(server.address() as AddressInfo);
    });
  });

  let stopping = false;
  let drain: (signal: string) => Promise<void> = async (signal) => {
    console.log(`${signal}: stopping during start-up`);
    process.exit(0);
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void drain(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // The key that opens sealed batches of queued answers (issue 26): the operator's, else the one kept in the database.
  await configureSealing(config.SEALING_PRIVATE_KEY, config.SEALING_PREVIOUS_KEYS);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  console.log(
    `Sentence Lab ${APP_VERSION}: database ${database.kind === 'pglite' ? `PGlite in ${resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
  );

  // One process at a time on a shared PostgreSQL database (migrations ran under the same lock).
  await withStartupLock(database, async () => {
    // The shipped curriculum loads when it changed since the last start (an operator's own pack,
    // loaded with `npm run content:load`, stays until then). A broken pack stops the start.
    const content = await loadShippedPack(database.db, SHIPPED_PACK_DIR);
    console.log(content.loaded ? `Content: loaded the shipped curriculum (${content.hash.slice(0, 12)})` : 'Content: up to date');

    if (database.kind === 'pglite') {
      const freed = await releaseAbandonedClaims(database.db);
      if (freed) console.log(`Outbox: ${freed} request(s) cut off by the last stop will be taken again when devices resend them`);
    }

    if (config.SEED_DEMO) {
      const accounts = await seedDemo(database.db, new Date());
      if (accounts) {
        mkdirSync(config.DATA_DIR, { recursive: true });
        printAccounts(accounts, join(config.DATA_DIR, 'demo-accounts.txt'));
      }
    }
  });

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    folder: join(config.DATA_DIR, 'mail'),
    from: config.MAIL_FROM,
    console: (text) => console.log(text),
  });
  const payments = paymentsFromConfig(config);
  console.log(
    payments
      ? `Card payments: on (Stripe at ${config.STRIPE_API_BASE})`
      : 'Card payments: off (no Stripe keys); admins record purchase orders',
  );
  // The legal pages' operator settings and Google's return address (issue 26).
  for (const warning of startupWarnings(config)) console.warn(warning);
  const google = googleFromConfig(config);
  console.log(
    google ? `Google sign-in and Classroom: on (${config.GOOGLE_ISSUER})` : 'Google sign-in and Classroom: off (no GOOGLE_CLIENT_ID)',
  );
  // Signed-in users cached in this process, kept right by the database's change notifications.
  const sessions = await startSessionCache(database);
  const app = createApp(
    {
      db: database.db,
      config,
      mailer,
      payments,
      google,
      sessionCache: sessions.cache,
      log: (line) => console.log(formatLine(line, format, /fail/i.test(line) ? 'error' : 'info')),
    },
    { lifecycle, requestLog: format === 'off' ? undefined : (entry) => console.log(formatEntry(entry, format)) },
  );
  // Subscriptions Stripe charges a teacher for that the account does not hold: hourly, one process of all (issue 26).
  const stopReconciler = payments
    ? startBillingReconciler({ db: database.db, payments, log: (line) => console.log(formatLine(line, format)) })
    : () => {};

  drain = async (signal) => {
    const open = lifecycle.open;
    console.log(`${signal}: stopping; finishing ${open} open request(s) and pending saves, refusing new ones`);
    lifecycle.beginDrain();
    // No new connections. Not http's close(), which would also drop the idle kept-alive connections
    // at once, racing a device that sends on one just then: a request on one is answered 503 with
    // Connection: close, as every answer from now on is.
    net.Server.prototype.close.call(server);
    const drained = await lifecycle.drained(DRAIN_TIMEOUT_MS);
    stopReconciler();
    await sessions.stop();
    await database.close();
    server.closeAllConnections();
    console.log(
      drained
        ? 'Stopped: every open request was answered'
        : `Stopped after ${DRAIN_TIMEOUT_MS / 1000} s with ${lifecycle.open} request(s) still open`,
    );
    process.exit(0);
  };
  handle = app.fetch;
  lifecycle.phase = 'serving';

  console.log(`Sentence Lab is running: http://localhost:${address.port}${cluster.isWorker ? ` (process ${cluster.worker!.id})` : ''}`);
  if (mailer.folder) {
    console.log(
      config.DEV_MAIL_PAGE
        ? `Email is not sent (no SMTP_URL): it is printed here, kept in ${mailer.folder} and shown at http://localhost:${address.port}/dev/mail (to this machine only)`
        : `Email is not sent (no SMTP_URL): it is printed here and kept in ${mailer.folder}`,
    );
  }
  process.send?.({ ready: true });
}

async function main() {
  const config = readConfig();
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} runs several server processes, which needs PostgreSQL (set DATABASE_URL): ` +
        'the embedded PGlite database can be opened by one process only. Unset WEB_CONCURRENCY to run one process on PGlite.',
    );
  }
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config.WEB_CONCURRENCY);
  await serve(config);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
