import type { StoredMail } from '../../../src/server/adapters/mail';
import { createPayments, stripeClient } from '../../../src/server/adapters/payments';
import { createMissingPrices } from '../../../src/server/adapters/stripe-prices';
import { startStripeStandin, type StripeStandin } from '../../support/stripe-standin';
import { appBeside, testServer, type TestServer } from './server';

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
  let stripe!: StripeStandin;
  const srv = await appBeside(base, 'billing', async (url) => {
    stripe = await startStripeStandin({
      now: () => base.clock.now,
      webhook: { url: `${url}/api/payment/webhook`, secret: WEBHOOK_SECRET },
    });
    await createMissingPrices(stripeClient({ secretKey: stripe.secretKey, apiBase: stripe.url }), () => undefined);
    return {
      deps: {
        payments: createPayments({
          secretKey: stripe.secretKey,
          publishableKey: 'pk_test_api',
          webhookSecret: WEBHOOK_SECRET,
          apiBase: stripe.url,
          prices: {},
        }),
      },
    };
  });
  return { ...srv, stripe };
}

export function billingServer(): Promise<BillingServer> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start();
  return holder[KEY];
}
