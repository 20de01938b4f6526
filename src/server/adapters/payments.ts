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
  // --- Reconciler (issue 26): the subscriptions Stripe holds, and refunds ---
  /** The customers with this email whose metadata names `userID`: a teacher's customers at Stripe, stored on the account or not. */
  customersOfUser(userID: string, email: string | null): Promise<string[]>;
  /** The subscriptions not canceled: one customer's, or (null) every one on the Stripe account. */
  liveSubscriptions(customerID: string | null): Promise<SubscriptionState[]>;
  /** Gives back in full what the subscription's paid invoices took (reason: duplicate). */
  refundSubscription(subscriptionID: string): Promise<{ refundIDs: string[]; amount: number }>;
  /** A webhook's event, once its signature is checked with the endpoint's secret. */
  verifyEvent(rawBody: string, signature: string | undefined): Stripe.Event;
  /** The plan ids that have a price (for the admin and the start-up log). */
  pricedPlans(): Promise<string[]>;
  // --- Charge previews, invoices and billing details (issue 26, what the teacher sees) ---
  /** Stripe's preview of a new subscription's first invoice (no customer yet: previewed with customer_details). */
  previewNew(input: { customerID: string | null; plan: string; quantity: number; coupon: string | null }): Promise<ChargePreview>;
  /** Stripe's preview of what a plan change charges at once (always_invoice) at `prorationDate` (Unix seconds). */
  previewChange(subscriptionID: string, plan: string, quantity: number, prorationDate: number): Promise<ChargePreview>;
  /** The change, prorated as of `prorationDate`: the same date the teacher's preview used, so the charge is the preview's. */
  changePlanAt(subscriptionID: string, plan: string, quantity: number, prorationDate: number): Promise<SubscriptionState>;
  /** The next renewal (Stripe's upcoming invoice), or null when nothing will renew (cancelling, ended). */
  renewalOf(subscriptionID: string): Promise<{ amount: number; currency: string; date: Date } | null>;
  /** The customer's invoices at Stripe, newest first. */
  invoicesOf(customerID: string): Promise<InvoiceSummary[]>;
  billingDetails(customerID: string): Promise<BillingDetails | null>;
  /** Sets name and address on the customer and replaces its tax id (null removes it). Throws TaxIdInvalid. */
  updateBillingDetails(customerID: string, details: BillingDetails): Promise<BillingDetails>;
}

/** Money in cents, dates as Dates: a Stripe preview invoice in the app's words. */
export interface ChargePreview {
  /** What the card is charged now (never below 0). */
  amountDueToday: number;
  /** The invoice total; below 0 when a change leaves a credit. */
  total: number;
  /** Credit left on the account for later payments (a downgrade's unused time), 0 if none. */
  credit: number;
  currency: string;
  /** The next regular payment and its date. */
  nextAmount: number;
  nextDate: Date;
  lines: { description: string; amount: number; proration: boolean }[];
  /** The proration date used (Unix seconds), for a change; null for a new subscription. */
  prorationDate: number | null;
}

export interface InvoiceSummary {
  id: string;
  number: string | null;
  created: Date;
  status: string;
  amountPaid: number;
  total: number;
  currency: string;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  billingReason: string | null;
}

export interface BillingDetails {
  name: string;
  address: { line1: string; line2: string | null; city: string; state: string | null; postalCode: string; country: string } | null;
  taxID: { type: string; value: string } | null;
}

/** Stripe refused a tax id's format (400 for the teacher). */
export class TaxIdInvalid extends Error {}

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

  // --- Preview helpers (issue 26) ---
  function previewOf(invoice: Stripe.Invoice, prorationDate: number | null, next: { amount: number; date: Date }): ChargePreview {
    return {
      amountDueToday: invoice.amount_due,
      total: invoice.total,
      credit: invoice.total < 0 ? -invoice.total : 0,
      currency: invoice.currency,
      nextAmount: next.amount,
      nextDate: next.date,
      lines: invoice.lines.data.map((line) => ({
        description: line.description ?? '',
        amount: line.amount,
        proration: line.parent?.subscription_item_details?.proration ?? false,
      })),
      prorationDate,
    };
  }

  async function couponOfSubscription(sub: Stripe.Subscription): Promise<string | null> {
    const d = sub.discounts[0];
    if (!d) return null;
    if (typeof d !== 'string') return typeof d.source?.coupon === 'string' ? d.source.coupon : (d.source?.coupon?.id ?? null);
    // An unexpanded discount id: the coupon is on the subscription's metadata-free discount object.
    const expanded = await stripe.subscriptions.retrieve(sub.id, { expand: ['discounts'] });
    const first = expanded.discounts[0];
    return first && typeof first !== 'string' ? (typeof first.source?.coupon === 'string' ? first.source.coupon : (first.source?.coupon?.id ?? null)) : null;
  }

  /**
   * The next regular payment after the previewed invoice: the price x quantity at Stripe, less a
   * coupon that lasts beyond the first payment, on the date the previewed period ends.
   */
  async function nextOf(priceID: string, quantity: number, coupon: string | null, invoice: Stripe.Invoice, periodEnd?: number) {
    const price = await stripe.prices.retrieve(priceID);
    const gross = (price.unit_amount ?? 0) * quantity;
    let amount = gross;
    if (coupon) {
      const c = await stripe.coupons.retrieve(coupon);
      if (c.valid !== false && c.duration !== 'once') amount = c.percent_off ? Math.round(gross * (1 - c.percent_off / 100)) : Math.max(0, gross - (c.amount_off ?? 0));
    }
    // A full-period line of the preview says when that period ends (a new subscription, or a change of interval).
    const full = invoice.lines.data.find((l) => !(l.parent?.subscription_item_details?.proration ?? false));
    const end = full?.period?.end ?? periodEnd ?? invoice.period_end;
    return { amount, date: new Date(end * 1000) };
  }

  const detailsOf = (customer: Stripe.Customer, taxID: Stripe.TaxId | null): BillingDetails => {
    const a = customer.address;
    return {
      name: customer.name ?? '',
      address: a?.line1 ? { line1: a.line1, line2: a.line2 || null, city: a.city ?? '', state: a.state || null, postalCode: a.postal_code ?? '', country: a.country ?? '' } : null,
      taxID: taxID ? { type: taxID.type, value: taxID.value } : null,
    };
  };

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

    // --- Reconciler (issue 26) ---
    async customersOfUser(userID, email) {
      if (!email) return [];
      try {
        const found: string[] = [];
        // List (not search): a list is consistent at once, search may lag a new customer by a minute.
        for await (const customer of stripe.customers.list({ email, limit: 100 })) {
          if (customer.metadata?.userID === userID) found.push(customer.id);
        }
        return found;
      } catch (err) {
        translate(err);
      }
    },

    async liveSubscriptions(customerID) {
      try {
        const found: SubscriptionState[] = [];
        for await (const sub of stripe.subscriptions.list({ ...(customerID ? { customer: customerID } : {}), limit: 100 })) found.push(stateOf(sub));
        return found;
      } catch (err) {
        translate(err);
      }
    },

    async refundSubscription(subscriptionID) {
      try {
        const refundIDs: string[] = [];
        let amount = 0;
        for await (const invoice of stripe.invoices.list({ subscription: subscriptionID, status: 'paid', limit: 100 })) {
          if (!invoice.id || !invoice.amount_paid) continue;
          for await (const paid of stripe.invoicePayments.list({ invoice: invoice.id, limit: 100 })) {
            if (paid.status !== 'paid') continue;
            const ref = paid.payment.payment_intent ?? paid.payment.charge;
            if (!ref) continue;
            const target = paid.payment.payment_intent ? { payment_intent: typeof ref === 'string' ? ref : ref.id } : { charge: typeof ref === 'string' ? ref : ref.id };
            try {
              // One refund per payment, ever: a second run (or another host) gets the same refund back.
              const refund = await stripe.refunds.create(
                { ...target, reason: 'duplicate', metadata: { subscriptionID, invoiceID: invoice.id } },
                { idempotencyKey: `refund-${paid.id}` },
              );
              refundIDs.push(refund.id);
              amount += refund.amount;
            } catch (err) {
              if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded') continue;
              throw err;
            }
          }
        }
        return { refundIDs, amount };
      } catch (err) {
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

    // --- Charge previews, invoices and billing details (issue 26) ---
    async previewNew({ customerID, plan, quantity, coupon }) {
      try {
        const price = await priceFor(plan);
        const invoice = await stripe.invoices.createPreview({
          ...(customerID ? { customer: customerID } : { customer_details: { tax_exempt: 'none' } }),
          subscription_details: { items: [{ price, quantity }] },
          discounts: coupon ? [{ coupon }] : undefined,
        });
        return previewOf(invoice, null, await nextOf(price, quantity, coupon, invoice));
      } catch (err) {
        translate(err);
      }
    },

    async previewChange(subscriptionID, plan, quantity, prorationDate) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionID);
        const item = current.items.data[0];
        const price = await priceFor(plan);
        const invoice = await stripe.invoices.createPreview({
          customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
          subscription: subscriptionID,
          subscription_details: {
            items: [{ id: item?.id, price, quantity }],
            proration_date: prorationDate,
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
          },
        });
        const coupon = current.discounts.length > 0 ? await couponOfSubscription(current) : null;
        return previewOf(invoice, prorationDate, await nextOf(price, quantity, coupon, invoice, item?.current_period_end));
      } catch (err) {
        translate(err);
      }
    },

    async changePlanAt(subscriptionID, plan, quantity, prorationDate) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionID);
        const item = current.items.data[0];
        const sub = await stripe.subscriptions.update(subscriptionID, {
          items: [{ id: item?.id, price: await priceFor(plan), quantity }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
          metadata: { ...current.metadata, plan },
        });
        return stateOf(sub);
      } catch (err) {
        translate(err);
      }
    },

    async renewalOf(subscriptionID) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionID);
        if (current.cancel_at_period_end || current.status === 'canceled') return null;
        const invoice = await stripe.invoices.createPreview({ subscription: subscriptionID });
        return { amount: invoice.amount_due, currency: invoice.currency, date: new Date((invoice.next_payment_attempt ?? invoice.period_end) * 1000) };
      } catch (err) {
        if (missing(err) || err instanceof Stripe.errors.StripeInvalidRequestError) return null;
        translate(err);
      }
    },

    async invoicesOf(customerID) {
      try {
        const list = await stripe.invoices.list({ customer: customerID, limit: 50 });
        return list.data
          .filter((inv) => inv.status !== 'draft')
          .map((inv) => ({
            id: inv.id ?? '',
            number: inv.number ?? null,
            created: new Date(inv.created * 1000),
            status: inv.status ?? 'open',
            amountPaid: inv.amount_paid,
            total: inv.total,
            currency: inv.currency,
            hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
            invoicePdf: inv.invoice_pdf ?? null,
            billingReason: inv.billing_reason ?? null,
          }))
          .sort((a, b) => b.created.getTime() - a.created.getTime());
      } catch (err) {
        if (missing(err)) return [];
        translate(err);
      }
    },

    async billingDetails(customerID) {
      try {
        const customer = await stripe.customers.retrieve(customerID);
        if (customer.deleted) return null;
        const taxIDs = await stripe.customers.listTaxIds(customerID, { limit: 1 });
        return detailsOf(customer, taxIDs.data[0] ?? null);
      } catch (err) {
        if (missing(err)) return null;
        translate(err);
      }
    },

    async updateBillingDetails(customerID, details) {
      try {
        const a = details.address;
        const customer = await stripe.customers.update(customerID, {
          name: details.name,
          address: a ? { line1: a.line1, line2: a.line2 ?? '', city: a.city, state: a.state ?? '', postal_code: a.postalCode, country: a.country } : '',
        });
        const existing = (await stripe.customers.listTaxIds(customerID, { limit: 10 })).data;
        const wanted = details.taxID;
        let kept = existing.find((t) => wanted && t.type === wanted.type && t.value === wanted.value) ?? null;
        for (const t of existing) if (t !== kept) await stripe.customers.deleteTaxId(customerID, t.id);
        if (wanted && !kept) {
          try {
            kept = await stripe.customers.createTaxId(customerID, { type: wanted.type as Stripe.CustomerCreateTaxIdParams.Type, value: wanted.value });
          } catch (err) {
            if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'tax_id_invalid' || err.param === 'value' || err.param === 'type')) {
              throw new TaxIdInvalid(err.message);
            }
            throw err;
          }
        }
        return detailsOf(customer, kept);
      } catch (err) {
        if (err instanceof TaxIdInvalid) throw err;
        translate(err);
      }
    },
  };
}
