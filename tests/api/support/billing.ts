import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../../src/server/app';
import { createMailer, readMailFolder, type StoredMail } from '../../../src/server/adapters/mail';
import { createPayments, stripeClient } from '../../../src/server/adapters/payments';
import { createMissingPrices } from '../../../src/server/adapters/stripe-prices';
import { startStripeStandin, type StripeStandin } from '../../support/stripe-standin';
import { testServer, type TestServer } from './server';

export const WEBHOOK_SECRET = 'whsec_api_tests';

/**
 * The real app with card payments on: the real Stripe adapter (the `stripe` SDK) pointed at the
 * local Stripe stand-in, whose webhook events come back to this app signed with the SDK's helper.
 * It shares the worker's database and clock with testServer(), so `srv.reset()` and
 * `srv.clock` work for both. The plan prices are made by `npm run stripe:prices`'s own code.
 */
export interface BillingServer extends TestServer {
  stripe: StripeStandin;
  logs: string[];
  mail(to?: string): Promise<StoredMail[]>;
}

const KEY = Symbol.for('sentence-lab.billing-server');
type Holder = { [KEY]?: Promise<BillingServer> };

async function start(): Promise<BillingServer> {
  const base = await testServer();
  let fetchApp: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: (req) => fetchApp(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = await startStripeStandin({ now: () => base.clock.now, webhook: { url: `${url}/api/payment/webhook`, secret: WEBHOOK_SECRET } });
  await createMissingPrices(stripeClient({ secretKey: stripe.secretKey, apiBase: stripe.url }), () => undefined);
  const mailDir = mkdtempSync(join(tmpdir(), 'sentence-lab-billing-mail-'));
  const logs: string[] = [];
  const app = createApp({
    db: base.database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
    mailer: createMailer({ folder: mailDir, from: 'Sentence Lab <no-reply@sentencelab.example>' }),
    now: () => base.clock.now,
    log: (line) => void logs.push(line),
    payments: createPayments({ secretKey: stripe.secretKey, publishableKey: 'pk_test_api', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url, prices: {} }),
  });
  fetchApp = app.fetch;
  return {
    ...base,
    url,
    stripe,
    logs,
    async mail(to) {
      const all = await readMailFolder(mailDir);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
    async reset() {
      logs.length = 0;
      await base.reset();
    },
  };
}

export function billingServer(): Promise<BillingServer> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start();
  return holder[KEY];
}
