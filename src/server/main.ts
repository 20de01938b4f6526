import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_VERSION } from '../shared/messages';
import { createApp } from './app';
import { paymentsFromConfig } from './adapters/payments-config';
import { googleFromConfig } from './adapters/google';
import { startSessionCache } from './features/auth/session-cache';
import { startHttpServer } from './listen';
import { createMailer } from './adapters/mail';
import { readConfig } from './config';
import { configureSealing } from './features/sync/sealing';
import { startupWarnings } from './features/legal/routes';
import { openDatabase, withStartupLock } from './db/open';
import { releaseAbandonedClaims } from './idempotency';
import { startBillingReconciler } from './features/billing/reconciler';
import { seedDemo, type DemoAccount } from './seed';
import { loadShippedPack, SHIPPED_PACK_DIR } from './content/load';

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

async function main() {
  const config = readConfig();
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
  const app = createApp({ db: database.db, config, mailer, payments, google, sessionCache: sessions.cache });
  // Subscriptions Stripe charges a teacher for that the account does not hold: hourly, one process of all (issue 26).
  const stopReconciler = payments ? startBillingReconciler({ db: database.db, payments, log: (line) => console.log(line) }) : () => {};
  const server = startHttpServer(app.fetch, { port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`Sentence Lab is running: http://localhost:${info.port}`);
    if (mailer.folder) {
      console.log(
        config.DEV_MAIL_PAGE
          ? `Email is not sent (no SMTP_URL): it is printed here, kept in ${mailer.folder} and shown at http://localhost:${info.port}/dev/mail (to this machine only)`
          : `Email is not sent (no SMTP_URL): it is printed here and kept in ${mailer.folder}`,
      );
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close();
    stopReconciler();
    await sessions.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
