import type Stripe from 'stripe';
import { PLANS, periodOf, type PaymentPlan } from '../../shared/domain/plans';
import { stripeClient } from './payments';

/**
 * Creates, in a Stripe account, one recurring USD price per purchasable plan of the plan table,
 * with the plan id as its lookup key (how the server finds it), under one product "Sentence Lab".
 * Plans that already have an active price are left alone, so running it twice changes nothing.
 */
export async function createMissingPrices(stripe: Stripe, log: (line: string) => void = console.log): Promise<{ created: string[]; existing: string[] }> {
  const purchasable = PLANS.filter((p) => p.tier > 1);
  const existing = new Set<string>();
  for await (const price of stripe.prices.list({ active: true, limit: 100 })) if (price.lookup_key) existing.add(price.lookup_key);

  let product: Stripe.Product | undefined;
  for await (const p of stripe.products.list({ active: true, limit: 100 })) if (p.metadata?.app === 'sentence-lab') product = p;
  const created: string[] = [];
  for (const plan of purchasable) {
    if (existing.has(plan.id)) continue;
    product ??= await stripe.products.create({ name: 'Sentence Lab', metadata: { app: 'sentence-lab' } });
    await stripe.prices.create(priceOf(plan, product.id));
    created.push(plan.id);
    log(`created ${plan.id}: ${plan.price} cents per ${plan.size} students, ${periodOf(plan).toLowerCase()}`);
  }
  return { created, existing: purchasable.map((p) => p.id).filter((id) => existing.has(id)) };
}

const priceOf = (plan: PaymentPlan, product: string): Stripe.PriceCreateParams => ({
  product,
  currency: 'usd',
  unit_amount: plan.price,
  recurring: { interval: periodOf(plan) === 'Monthly' ? 'month' : 'year' },
  lookup_key: plan.id,
  nickname: plan.name,
  metadata: { plan: plan.id, size: String(plan.size), minimumQuantity: String(plan.quantity) },
});

// `npm run stripe:prices` with STRIPE_SECRET_KEY (and STRIPE_API_BASE for a stand-in) set.
if (import.meta.url === `file://${process.argv[1]}`) {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  if (!secretKey) {
    console.error('Set STRIPE_SECRET_KEY (sk_test_... first, to try it on a test account).');
    process.exit(2);
  }
  const stripe = stripeClient({ secretKey, apiBase: process.env.STRIPE_API_BASE ?? 'https://api.stripe.com' });
  createMissingPrices(stripe).then(
    ({ created, existing }) => console.log(`Done: ${created.length} prices created, ${existing.length} already there.`),
    (err: unknown) => {
      console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
