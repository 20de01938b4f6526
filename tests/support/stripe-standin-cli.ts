import { startStripeStandin } from './stripe-standin';
import { PLANS, periodOf } from '../../src/shared/domain/plans';
import Stripe from 'stripe';

/**
 * The Stripe stand-in as a process, for the browser tests (playwright.config.ts starts it):
 * STRIPE_STANDIN_PORT (12111), STRIPE_WEBHOOK_URL (the app's /api/payment/webhook) and
 * STRIPE_WEBHOOK_SECRET. It creates the plan prices itself, as `npm run stripe:prices` does on a
 * new Stripe account. Test controls: POST /_standin/renew/:id, /_standin/fail-renewal/:id, /_standin/delete/:id.
 */
const port = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e_standin';
const standin = await startStripeStandin({ port, webhook: webhookUrl ? { url: webhookUrl, secret } : undefined });
const { createMissingPrices } = await import('../../src/server/adapters/stripe-prices');
const stripe = new Stripe(standin.secretKey, { host: '127.0.0.1', port, protocol: 'http' });
await createMissingPrices(stripe, () => undefined);
console.log(`Stripe stand-in on ${standin.url} with ${PLANS.filter((p) => p.tier > 1).length} prices (${periodOf(PLANS[0]!)} and Monthly)`);
