import Stripe from 'stripe';

/**
 * Card payments through Stripe's official SDK. The rest of the server sees only this interface,
 * in the app's words (plan ids, seats, dates); tests run this very code against a local stand-in
 * of Stripe's API (tests/support/stripe-standin.ts) through the SDK's host/port/protocol options.
 *
 * Plans map to Stripe prices by lookup key: the price of plan `masterAnnual_3` has the lookup key
 * `masterAnnual_3` (`npm run stripe:prices` creates them for a new Stripe account), unless
 * STRIPE_PRICES names a price id for it.
 */

/** Stripe refused the card: its message is for the teacher (433, ACB §8). */
export class PaymentDeclined extends Error {}
/** Stripe could not be reached or failed: try again later (503). */
export class PaymentUnavailable extends Error {}
/** No Stripe price for this plan: the server's Stripe set-up is incomplete. */
export class PlanNotConfigured extends Error {}
/** A webhook whose signature does not verify. */
export class WebhookSignatureInvalid extends Error {}

export interface SubscriptionState {
  subscriptionID: string;
  customerID: string;
  /** Our plan id (from the subscription's metadata, else the price's lookup key). */
  plan: string | null;
  quantity: number;
  /** The end of the paid period. */
  periodEnd: Date;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  /** Our user id, kept in the subscription's metadata. */
  userID: string | null;
}

export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CouponInfo {
  id: string;
  name: string | null;
  percentOff: number | null;
  amountOff: number | null;
  duration: 'forever' | 'once' | 'repeating';
  durationInMonths: number | null;
}

export interface Payments {
  publishableKey: string;
  /** A customer whose default card is `paymentToken` (a PaymentMethod id made by Stripe.js). */
  createCustomer(input: { email: string | null; name: string; userID: string | null; paymentToken: string; idempotencyKey: string }): Promise<string>;
  /** Subscribes the customer to `plan` x `quantity`, charging the first period now (or throwing PaymentDeclined). */
  subscribe(input: { customerID: string; plan: string; quantity: number; coupon: string | null; userID: string; idempotencyKey: string }): Promise<SubscriptionState>;
  /** A new plan or quantity, prorated; also clears a pending cancellation. */
  changePlan(subscriptionID: string, plan: string, quantity: number): Promise<SubscriptionState>;
  setCancelAtPeriodEnd(subscriptionID: string, cancel: boolean): Promise<SubscriptionState>;
  /** Ends a subscription at once (one that was made for an account that could not be saved). */
  cancelNow(subscriptionID: string): Promise<void>;
  /** Makes `paymentToken` the customer's card, and pays an open invoice of the subscription with it. */
  replaceCard(customerID: string, subscriptionID: string | null, paymentToken: string): Promise<void>;
  cardOf(customerID: string): Promise<CardOnFile | null>;
  /** A usable coupon by code, or null for an unknown or used-up one. */
  findCoupon(code: string): Promise<CouponInfo | null>;
  /** The subscription as Stripe has it now, or null when it does not exist. */
  subscription(subscriptionID: string): Promise<SubscriptionState | null>;
  /** A webhook's event, once its signature is checked with the endpoint's secret. */
  verifyEvent(rawBody: string, signature: string | undefined): Stripe.Event;
  /** The plan ids that have a price (for the admin and the start-up log). */
  pricedPlans(): Promise<string[]>;
}

export interface PaymentsConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API root, https://api.stripe.com unless a stand-in is used. */
  apiBase: string;
  /** plan id -> price id overrides ("masterAnnual_3=price_123,..."). */
  prices: Record<string, string>;
}

/** "planA=price_1,planB=price_2" -> { planA: 'price_1', ... }. */
export function parsePriceMap(text: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [plan, price] = pair.split('=').map((s) => s.trim());
    if (plan && price) map[plan] = price;
  }
  return map;
}

export const stripeClient = (config: Pick<PaymentsConfig, 'secretKey' | 'apiBase'>): Stripe => {
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Sentence Lab' },
  });
};

/** Translates the SDK's failures into the three that mean something to a teacher. */
function translate(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(err.message);
  if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'payment_method_invalid' || err.param === 'payment_method')) {
    throw new PaymentDeclined(err.message);
  }
  if (err instanceof PlanNotConfigured || err instanceof PaymentDeclined) throw err;
  throw new PaymentUnavailable(err instanceof Error ? err.message : String(err));
}

const missing = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';

export function createPayments(config: PaymentsConfig): Payments {
  const stripe = stripeClient(config);
  const priceIDs = new Map(Object.entries(config.prices));
  const planOfPrice = new Map<string, string>([...priceIDs].map(([plan, price]) => [price, plan]));

  async function priceFor(plan: string): Promise<string> {
    const known = priceIDs.get(plan);
    if (known) return known;
    const found = await stripe.prices.list({ lookup_keys: [plan], active: true, limit: 1 });
    const price = found.data[0];
    if (!price) throw new PlanNotConfigured(`No active Stripe price with lookup key ${plan}`);
    priceIDs.set(plan, price.id);
    planOfPrice.set(price.id, plan);
    return price.id;
  }

  function stateOf(sub: Stripe.Subscription): SubscriptionState {
    const item = sub.items.data[0];
    const price = item?.price;
    const plan = sub.metadata?.plan || price?.lookup_key || (price ? (planOfPrice.get(price.id) ?? null) : null);
    return {
      subscriptionID: sub.id,
      customerID: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      plan,
      quantity: item?.quantity ?? 0,
      periodEnd: new Date((item?.current_period_end ?? sub.billing_cycle_anchor) * 1000),
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      userID: sub.metadata?.userID || null,
    };
  }

  return {
    publishableKey: config.publishableKey,

    async createCustomer({ email, name, userID, paymentToken, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create(
          {
            email: email ?? undefined,
            name,
            payment_method: paymentToken,
            invoice_settings: { default_payment_method: paymentToken },
            metadata: userID ? { userID } : {},
          },
          { idempotencyKey: `customer-${idempotencyKey}` },
        );
        return customer.id;
      } catch (err) {
        translate(err);
      }
    },

    async subscribe({ customerID, plan, quantity, coupon, userID, idempotencyKey }) {
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: customerID,
            items: [{ price: await priceFor(plan), quantity }],
            discounts: coupon ? [{ coupon }] : undefined,
            // The first period is paid now or not at all: a declined card is an error here, not a half-made subscription.
            payment_behavior: 'error_if_incomplete',
            proration_behavior: 'create_prorations',
            metadata: { userID, plan },
          },
          { idempotencyKey: `subscription-${idempotencyKey}` },
        );
        return stateOf(sub);
      } catch (err) {
        translate(err);
      }
    },

    async changePlan(subscriptionID, plan, quantity) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionID);
        const item = current.items.data[0];
        const sub = await stripe.subscriptions.update(subscriptionID, {
          items: [{ id: item?.id, price: await priceFor(plan), quantity }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
          metadata: { ...current.metadata, plan },
        });
        return stateOf(sub);
      } catch (err) {
        translate(err);
      }
    },

    async setCancelAtPeriodEnd(subscriptionID, cancel) {
      try {
        return stateOf(await stripe.subscriptions.update(subscriptionID, { cancel_at_period_end: cancel }));
      } catch (err) {
        translate(err);
      }
    },

    async cancelNow(subscriptionID) {
      try {
        await stripe.subscriptions.cancel(subscriptionID);
      } catch (err) {
        // Gone already (Stripe deleted it after its retries): nothing left to end.
        if (missing(err)) return;
        translate(err);
      }
    },

    async replaceCard(customerID, subscriptionID, paymentToken) {
      try {
        await stripe.paymentMethods.attach(paymentToken, { customer: customerID });
        await stripe.customers.update(customerID, { invoice_settings: { default_payment_method: paymentToken } });
        if (!subscriptionID) return;
        // A renewal that failed on the old card is paid with the new one now.
        const open = await stripe.invoices.list({ subscription: subscriptionID, status: 'open', limit: 3 });
        for (const invoice of open.data) if (invoice.id) await stripe.invoices.pay(invoice.id, { payment_method: paymentToken });
      } catch (err) {
        translate(err);
      }
    },

    async cardOf(customerID) {
      try {
        const customer = await stripe.customers.retrieve(customerID, { expand: ['invoice_settings.default_payment_method'] });
        if (customer.deleted) return null;
        const pm = customer.invoice_settings?.default_payment_method;
        if (!pm || typeof pm === 'string' || !pm.card) return null;
        return { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
      } catch (err) {
        if (missing(err)) return null;
        translate(err);
      }
    },

    async findCoupon(code) {
      try {
        const coupon = await stripe.coupons.retrieve(code);
        if (!coupon.valid) return null;
        return {
          id: coupon.id,
          name: coupon.name ?? null,
          percentOff: coupon.percent_off ?? null,
          amountOff: coupon.amount_off ?? null,
          duration: coupon.duration === 'once' ? 'once' : coupon.duration === 'repeating' ? 'repeating' : 'forever',
          durationInMonths: coupon.duration_in_months ?? null,
        };
      } catch (err) {
        if (missing(err)) return null;
        translate(err);
      }
    },

    async subscription(subscriptionID) {
      try {
        return stateOf(await stripe.subscriptions.retrieve(subscriptionID));
      } catch (err) {
        if (missing(err)) return null;
        translate(err);
      }
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureInvalid('No Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureInvalid(err instanceof Error ? err.message : String(err));
      }
    },

    async pricedPlans() {
      const plans: string[] = [...priceIDs.keys()];
      for await (const price of stripe.prices.list({ active: true, limit: 100 })) {
        if (price.lookup_key && !plans.includes(price.lookup_key)) plans.push(price.lookup_key);
      }
      return plans;
    },
  };
}
