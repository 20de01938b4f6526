import type { Config } from '../config';
import { createPayments, parsePriceMap, type Payments } from './payments';

/** The Stripe adapter when the three keys are set (config.ts checks they come together), else null: card payment off. */
export function paymentsFromConfig(config: Config): Payments | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  return createPayments({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
    prices: parsePriceMap(config.STRIPE_PRICES),
  });
}
