import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small, stateful stand-in of the parts of Stripe's API that src/server/adapters/payments.ts
 * uses, for tests (there is no internet here). The real `stripe` SDK talks to it through its
 * host/port/protocol options, so the adapter's own code runs unchanged: form-encoded requests,
 * Stripe's error shapes (a declined card is a 402 card_error the SDK raises as StripeCardError),
 * idempotency keys, and webhook events signed with the SDK's own test-header helper.
 *
 * Test cards are Stripe's test PaymentMethod ids: pm_card_visa (and pm_card_visa_<anything>, so
 * each press of Pay in a browser test can make its own), pm_card_mastercard, pm_card_chargeDeclined,
 * pm_card_chargeDeclinedInsufficientFunds. Test controls move a subscription on: renew (a period
 * passes and the card is charged), failRenewal, deleteSubscription.
 */

type Obj = Record<string, unknown>;
interface Card {
  brand: string;
  last4: string;
  decline: string | null;
}
interface StoredSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  discountCoupon: string | null;
  latest_invoice: string | null;
  created: number;
  item: { id: string; price: string; quantity: number; current_period_start: number; current_period_end: number };
}

export interface StandinOptions {
  port?: number;
  /** The clock subscriptions' periods follow (tests move the app's clock). */
  now?: () => Date;
  webhook?: { url: string; secret: string };
  coupons?: Obj[];
}

const CARDS: Record<string, Card> = {
  pm_card_visa: { brand: 'visa', last4: '4242', decline: null },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', decline: null },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'Your card has insufficient funds.' },
};
const cardOf = (id: string): Card | null => CARDS[id] ?? (id.startsWith('pm_card_visa_') ? CARDS.pm_card_visa! : null);

export const DEFAULT_COUPONS: Obj[] = [
  { id: 'SCHOOL20', name: 'School 20%', percent_off: 20, amount_off: null, duration: 'forever', duration_in_months: null, valid: true },
  { id: 'WELCOME5', name: 'Welcome $5', percent_off: null, amount_off: 500, currency: 'usd', duration: 'once', duration_in_months: null, valid: true },
  { id: 'OLD', name: 'Expired offer', percent_off: 10, amount_off: null, duration: 'once', duration_in_months: null, valid: false },
];

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Obj,
  ) {
    super(String(error.message));
  }
}
const missing = (what: string, id: string, param?: string) =>
  new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });
const declined = (message: string) =>
  new StripeFailure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message });

/** Stripe's bracket notation (a[b][0]=c) into nested objects; objects keyed 0..n become arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Obj;
    const keys = Object.keys(o);
    const fixed = Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
    return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => fixed[k]) : fixed;
  };
  return arrays(root) as Obj;
}

export async function startStripeStandin(options: StandinOptions = {}) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  let seq = 0;
  const id = (prefix: string) => `${prefix}_standin${++seq}`;
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const customers = new Map<string, { id: string; email: unknown; name: unknown; metadata: Obj; default_pm: string | null; pms: string[] }>();
  const subscriptions = new Map<string, StoredSubscription>();
  const invoices = new Map<string, Obj>();
  // Reconciler (issue 26): what paid an invoice, and what was given back.
  const paymentIntents = new Map<string, { id: string; amount: number; refunded: number; customer: string }>();
  const invoicePayments = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const coupons = new Map<string, Obj>((options.coupons ?? DEFAULT_COUPONS).map((c) => [String(c.id), { object: 'coupon', ...c }]));
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: Stripe.Event[] = [];
  const deliveries: { eventID: string; type: string; status: number }[] = [];
  let delivering = Promise.resolve();
  const sdk = new Stripe('sk_test_standin');

  const periodEnd = (from: number, priceID: string) => {
    const d = new Date(from * 1000);
    const interval = ((prices.get(priceID)?.recurring as Obj | undefined)?.interval as string) ?? 'month';
    if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  };

  const subscriptionObject = (s: StoredSubscription): Obj => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    metadata: s.metadata,
    created: s.created,
    billing_cycle_anchor: s.created,
    latest_invoice: s.latest_invoice,
    discounts: s.discountCoupon ? [`di_${s.discountCoupon}`] : [],
    items: { object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${s.id}`, data: [{ object: 'subscription_item', ...s.item, price: prices.get(s.item.price) }] },
  });

  async function emit(type: string, object: Obj) {
    const event = { id: id('evt'), object: 'event', type, api_version: '2026-10-28.endive', created: now(), livemode: false, data: { object } } as unknown as Stripe.Event;
    events.push(event);
    if (options.webhook) {
      delivering = delivering.then(() => deliver(event)).then(
        () => undefined,
        (err: unknown) => void deliveries.push({ eventID: event.id, type: `${event.type} (not delivered: ${String(err)})`, status: 0 }),
      );
      await delivering;
    }
  }

  /** POSTs an event to the webhook as Stripe would, signed with `secret` (the webhook's own unless forging). */
  async function deliver(event: Stripe.Event, secret = options.webhook?.secret ?? '') {
    if (!options.webhook) return 0;
    const payload = JSON.stringify(event);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(options.webhook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
    await res.text();
    deliveries.push({ eventID: event.id, type: event.type, status: res.status });
    return res.status;
  }

  function chargeCustomer(customerID: string): void {
    const customer = customers.get(customerID);
    const card = customer?.default_pm ? cardOf(customer.default_pm) : null;
    if (!card) throw new StripeFailure(402, { type: 'invalid_request_error', code: 'resource_missing', message: 'This customer has no attached payment source or default payment method.' });
    if (card.decline) throw declined(card.decline);
  }

  function invoice(s: StoredSubscription, reason: string, status: 'paid' | 'open', amount: number, lines?: Obj[]): Obj {
    const inv: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: s.customer,
      status,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
      lines: { object: 'list', data: lines ?? [], has_more: false },
    };
    invoiceFields(inv, s, amount);
    invoices.set(String(inv.id), inv);
    s.latest_invoice = String(inv.id);
    if (status === 'paid') recordPayment(inv);
    return inv;
  }

  /** A paid invoice's payment, as Stripe keeps it: a PaymentIntent, listed by /v1/invoice_payments. Nothing for $0. */
  function recordPayment(inv: Obj) {
    const amount = Number(inv.amount_paid ?? 0);
    if (amount <= 0) return;
    const pi = { id: id('pi'), amount, refunded: 0, customer: String(inv.customer) };
    paymentIntents.set(pi.id, pi);
    const at = now();
    const payment = {
      id: id('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: at,
      currency: 'usd',
      invoice: inv.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: at },
    };
    invoicePayments.set(payment.id, payment);
  }

  const amountOf = (s: StoredSubscription) => {
    const gross = Number(prices.get(s.item.price)?.unit_amount ?? 0) * s.item.quantity;
    const coupon = s.discountCoupon ? coupons.get(s.discountCoupon) : undefined;
    if (!coupon) return gross;
    if (coupon.percent_off) return Math.round(gross * (1 - Number(coupon.percent_off) / 100));
    return Math.max(0, gross - Number(coupon.amount_off ?? 0));
  };

  /** A period passes: the card is charged for the next one (or the renewal fails). */
  async function renew(subscriptionID: string, opts: { fail?: boolean } = {}) {
    const s = subscriptions.get(subscriptionID);
    if (!s) throw new Error(`no subscription ${subscriptionID}`);
    let ok = !opts.fail;
    if (ok) {
      try {
        chargeCustomer(s.customer);
      } catch {
        ok = false;
      }
    }
    if (s.cancel_at_period_end) {
      s.status = 'canceled';
      await emit('customer.subscription.deleted', subscriptionObject(s));
      return;
    }
    s.item.current_period_start = s.item.current_period_end;
    s.item.current_period_end = periodEnd(s.item.current_period_start, s.item.price);
    if (ok) {
      const inv = invoice(s, 'subscription_cycle', 'paid', amountOf(s));
      s.status = 'active';
      await emit('invoice.paid', inv);
    } else {
      const inv = invoice(s, 'subscription_cycle', 'open', amountOf(s));
      s.status = 'past_due';
      await emit('invoice.payment_failed', inv);
    }
    await emit('customer.subscription.updated', subscriptionObject(s));
  }

  async function deleteSubscription(subscriptionID: string) {
    const s = subscriptions.get(subscriptionID);
    if (!s) throw missing('subscription', subscriptionID);
    s.status = 'canceled';
    await emit('customer.subscription.deleted', subscriptionObject(s));
  }

  const list = (data: Obj[]) => ({ object: 'list', data, has_more: false, url: '/v1/list' });

  async function route(method: string, path: string, params: Obj): Promise<unknown> {
    const answered = billingRoute(method, path, params);
    if (answered !== undefined) return answered;
    const [, , resource, rid, action] = path.split('/');
    const meta = (params.metadata as Record<string, string> | undefined) ?? {};
    if (resource === 'products' && method === 'POST' && !rid) {
      const p = { id: id('prod'), object: 'product', active: true, name: params.name, metadata: meta };
      products.set(p.id, p);
      return p;
    }
    if (resource === 'products' && method === 'GET') return list([...products.values()]);
    if (resource === 'prices' && method === 'POST' && !rid) {
      const recurring = params.recurring as Obj;
      const p = { id: id('price'), object: 'price', active: true, currency: params.currency, unit_amount: Number(params.unit_amount), product: params.product, lookup_key: params.lookup_key ?? null, nickname: params.nickname ?? null, recurring: { interval: recurring?.interval }, metadata: meta };
      prices.set(p.id, p);
      return p;
    }
    if (resource === 'prices' && method === 'GET') {
      const keys = params.lookup_keys as string[] | undefined;
      return list([...prices.values()].filter((p) => p.active && (!keys || keys.includes(String(p.lookup_key)))));
    }
    if (resource === 'customers' && method === 'POST' && !rid) {
      const pm = params.payment_method as string | undefined;
      if (pm && !cardOf(pm)) throw missing('PaymentMethod', pm, 'payment_method');
      const c = { id: id('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: meta, default_pm: pm ?? null, pms: pm ? [pm] : [] };
      customers.set(c.id, c);
      return customerObject(c.id, []);
    }
    if (resource === 'customers' && rid) {
      const c = customers.get(rid);
      if (!c) throw missing('customer', rid);
      if (method === 'POST') {
        const pm = (params.invoice_settings as Obj | undefined)?.default_payment_method as string | undefined;
        if (pm) {
          if (!c.pms.includes(pm)) throw new StripeFailure(400, { type: 'invalid_request_error', message: `The payment method ${pm} is not attached to customer ${rid}.`, param: 'invoice_settings[default_payment_method]' });
          c.default_pm = pm;
        }
      }
      return customerObject(rid, (params.expand as string[] | undefined) ?? []);
    }
    if (resource === 'payment_methods' && rid && action === 'attach') {
      if (!cardOf(rid)) throw missing('PaymentMethod', rid, 'payment_method');
      const c = customers.get(String(params.customer));
      if (!c) throw missing('customer', String(params.customer));
      if (!c.pms.includes(rid)) c.pms.push(rid);
      return pmObject(rid, c.id);
    }
    if (resource === 'coupons' && rid) {
      const coupon = coupons.get(rid);
      if (!coupon) throw missing('coupon', rid, 'id');
      return coupon;
    }
    if (resource === 'subscriptions' && method === 'POST' && !rid) {
      const items = params.items as Obj[];
      const priceID = String(items[0]?.price);
      if (!prices.has(priceID)) throw missing('price', priceID, 'items[0][price]');
      const coupon = ((params.discounts as Obj[] | undefined)?.[0]?.coupon as string | undefined) ?? null;
      if (coupon && !coupons.get(coupon)?.valid) throw missing('coupon', coupon, 'discounts');
      const start = now();
      const s: StoredSubscription = {
        id: id('sub'),
        customer: String(params.customer),
        status: 'active',
        cancel_at_period_end: false,
        metadata: meta,
        discountCoupon: coupon,
        latest_invoice: null,
        created: start,
        item: { id: id('si'), price: priceID, quantity: Number(items[0]?.quantity ?? 1), current_period_start: start, current_period_end: periodEnd(start, priceID) },
      };
      // error_if_incomplete: the first invoice is paid now or nothing is made.
      chargeCustomer(s.customer);
      subscriptions.set(s.id, s);
      const inv = invoice(s, 'subscription_create', 'paid', amountOf(s));
      void emit('invoice.paid', inv);
      return subscriptionObject(s);
    }
    if (resource === 'subscriptions' && rid) {
      const s = subscriptions.get(rid);
      if (!s) throw missing('subscription', rid);
      if (method === 'DELETE') {
        if (s.status === 'canceled') throw new StripeFailure(400, { type: 'invalid_request_error', message: 'This subscription has already been canceled.' });
        s.status = 'canceled';
        void emit('customer.subscription.deleted', subscriptionObject(s));
        return subscriptionObject(s);
      }
      if (method === 'POST') {
        const item = (params.items as Obj[] | undefined)?.[0];
        if (item) {
          const priceID = String(item.price ?? s.item.price);
          if (!prices.has(priceID)) throw missing('price', priceID, 'items[0][price]');
          if (params.proration_behavior === 'always_invoice') chargeCustomer(s.customer);
          const change = prorate(s, priceID, Number(item.quantity ?? s.item.quantity), params.proration_date === undefined ? now() : Number(params.proration_date));
          s.item.price = priceID;
          s.item.quantity = Number(item.quantity ?? s.item.quantity);
          if (change.resetCycle) s.item.current_period_start = change.start;
          if (change.resetCycle) s.item.current_period_end = change.end;
          if (params.proration_behavior === 'always_invoice') invoice(s, 'subscription_update', 'paid', change.total, change.lines);
        }
        if (params.cancel_at_period_end !== undefined) s.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (params.metadata) s.metadata = { ...s.metadata, ...meta };
        void emit('customer.subscription.updated', subscriptionObject(s));
      }
      return subscriptionObject(s);
    }
    // --- Reconciler (issue 26): lists of subscriptions and customers, invoice payments, refunds ---
    if (resource === 'subscriptions' && method === 'GET' && !rid) {
      // Stripe: without `status` every subscription but the canceled ones; `status=all` includes those.
      const wanted = params.status as string | undefined;
      return list(
        [...subscriptions.values()]
          .filter((s) => !params.customer || s.customer === params.customer)
          .filter((s) => (wanted === 'all' ? true : wanted ? s.status === wanted : s.status !== 'canceled'))
          .sort((a, b) => b.created - a.created)
          .map(subscriptionObject),
      );
    }
    if (resource === 'customers' && method === 'GET' && !rid) {
      return list([...customers.values()].filter((c) => !params.email || c.email === params.email).map((c) => customerObject(c.id, [])));
    }
    if (resource === 'invoice_payments' && method === 'GET' && !rid) {
      return list([...invoicePayments.values()].filter((p) => (!params.invoice || p.invoice === params.invoice) && (!params.status || p.status === params.status)));
    }
    if (resource === 'refunds' && method === 'POST' && !rid) {
      const piID = params.payment_intent as string | undefined;
      if (!piID) throw new StripeFailure(400, { type: 'invalid_request_error', message: 'One of `charge` or `payment_intent` is required.' });
      const pi = paymentIntents.get(piID);
      if (!pi) throw missing('payment_intent', piID, 'payment_intent');
      const left = pi.amount - pi.refunded;
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (left <= 0) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${piID} has already been refunded.` });
      if (amount > left) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, param: 'amount' });
      pi.refunded += amount;
      const refund = { id: id('re'), object: 'refund', amount, currency: 'usd', payment_intent: piID, reason: params.reason ?? null, status: 'succeeded', metadata: meta, created: now() };
      refunds.set(refund.id, refund);
      return refund;
    }
    if (resource === 'invoices' && method === 'GET' && !rid) {
      return list([...invoices.values()].filter((inv) => {
        const sub = ((inv.parent as Obj).subscription_details as Obj).subscription;
        return (!params.subscription || sub === params.subscription) && (!params.status || inv.status === params.status);
      }));
    }
    if (resource === 'invoices' && rid && action === 'pay') {
      const inv = invoices.get(rid);
      if (!inv) throw missing('invoice', rid);
      const pm = String(params.payment_method ?? '');
      const card = cardOf(pm);
      if (!card) throw missing('PaymentMethod', pm, 'payment_method');
      if (card.decline) throw declined(card.decline);
      inv.status = 'paid';
      inv.amount_paid = inv.amount_due;
      recordPayment(inv);
      const s = subscriptions.get(String(((inv.parent as Obj).subscription_details as Obj).subscription));
      if (s && s.status === 'past_due') s.status = 'active';
      void emit('invoice.paid', inv).then(() => (s ? emit('customer.subscription.updated', subscriptionObject(s)) : undefined));
      return inv;
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  // --- Invoice previews, invoice lists, billing details and tax ids (issue 26), as Stripe answers them ---
  const customerExtras = new Map<string, { address: Obj | null; balance: number; taxIDs: Obj[]; invoiceCount: number }>();
  const extrasOf = (cid: string) => {
    let e = customerExtras.get(cid);
    if (!e) customerExtras.set(cid, (e = { address: null, balance: 0, taxIDs: [], invoiceCount: 0 }));
    return e;
  };
  const prefixOf = (cid: string) => cid.replace(/[^a-z0-9]/gi, '').slice(-8).toUpperCase().padStart(8, 'X');
  const productName = (priceID: string) => String(products.get(String(prices.get(priceID)?.product))?.name ?? 'Sentence Lab');
  const intervalOf = (priceID: string) => String(((prices.get(priceID)?.recurring as Obj | undefined)?.interval as string) ?? 'month');
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const day = (t: number) => new Date(t * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const fullLine = (s: { id: string; item: { id: string } } | null, priceID: string, quantity: number, amount: number, period: { start: number; end: number }) =>
    line(s, priceID, quantity, amount, period, false, `${quantity} × ${productName(priceID)} (at ${money(Number(prices.get(priceID)?.unit_amount ?? 0))} / ${intervalOf(priceID)})`);

  /** The subscription's coupon when it still applies after the first invoice (forever or repeating). */
  const lastingCoupon = (s: StoredSubscription) => {
    const c = s.discountCoupon ? coupons.get(s.discountCoupon) : undefined;
    return c && c.duration !== 'once' ? c : undefined;
  };
  const discounted = (amount: number, coupon: Obj | undefined) => {
    if (!coupon) return amount;
    if (coupon.percent_off) return Math.round(amount * (1 - Number(coupon.percent_off) / 100));
    return amount > 0 ? Math.max(0, amount - Number(coupon.amount_off ?? 0)) : amount;
  };

  function line(s: { id: string; item: { id: string } } | null, priceID: string, quantity: number, amount: number, period: { start: number; end: number }, proration: boolean, description: string): Obj {
    return {
      id: id('il'),
      object: 'line_item',
      amount,
      subtotal: amount,
      currency: String(prices.get(priceID)?.currency ?? 'usd'),
      description,
      discountable: true,
      discounts: [],
      discount_amounts: [],
      livemode: false,
      metadata: {},
      period,
      quantity,
      pricing: { type: 'price_details', price_details: { price: priceID, product: String(prices.get(priceID)?.product ?? '') }, unit_amount_decimal: String(prices.get(priceID)?.unit_amount ?? 0) },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { proration, subscription: s?.id ?? null, subscription_item: s?.item.id ?? null, invoice_item: null, proration_details: { credited_items: null } },
      },
    };
  }

  /**
   * What Stripe's proration of a change at `at` comes to: a credit for the unused time of the old
   * item and a charge for the remaining time of the new one, to the second; a change of interval
   * starts a new cycle at `at` (the new item's full period is charged, the old one's unused time
   * credited). A lasting coupon of the subscription discounts the lines.
   */
  function prorate(s: StoredSubscription, priceID: string, quantity: number, at: number) {
    const { current_period_start: start, current_period_end: end } = s.item;
    if (at < start || at > end) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'proration_date', message: 'The proration_date must be within the current period of the subscription.' });
    }
    const unit = (p: string) => Number(prices.get(p)?.unit_amount ?? 0);
    const share = (end - at) / (end - start);
    const coupon = lastingCoupon(s);
    const lines: Obj[] = [];
    const oldAmount = -Math.round(unit(s.item.price) * s.item.quantity * share);
    if (oldAmount !== 0) {
      lines.push(line(s, s.item.price, s.item.quantity, discounted(oldAmount, coupon), { start: at, end }, true, `Unused time on ${s.item.quantity} × ${productName(s.item.price)} after ${day(at)}`));
    }
    const resetCycle = intervalOf(priceID) !== intervalOf(s.item.price);
    let newEnd = end;
    if (resetCycle) {
      newEnd = periodEnd(at, priceID);
      const l = fullLine(s, priceID, quantity, discounted(unit(priceID) * quantity, coupon), { start: at, end: newEnd });
      lines.push(l);
    } else {
      const newAmount = Math.round(unit(priceID) * quantity * share);
      if (newAmount !== 0) {
        lines.push(line(s, priceID, quantity, discounted(newAmount, coupon), { start: at, end }, true, `Remaining time on ${quantity} × ${productName(priceID)} after ${day(at)}`));
      }
    }
    const total = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    return { lines, total, resetCycle, start: at, end: newEnd };
  }

  /** Stripe's invoice fields the app reads: number, dates, totals, the customer as billed, hosted page and PDF. */
  function invoiceFields(inv: Obj, s: StoredSubscription, total: number) {
    const e = extrasOf(s.customer);
    const c = customers.get(s.customer);
    // A negative total (a downgrade's unused time) goes to the customer's credit balance; a credit pays later invoices first.
    const fromBalance = total > 0 ? Math.min(total, Math.max(0, -e.balance)) : 0;
    e.balance += total < 0 ? total : fromBalance;
    const due = Math.max(0, total) - fromBalance;
    e.invoiceCount += 1;
    Object.assign(inv, {
      number: `${prefixOf(s.customer)}-${String(e.invoiceCount).padStart(4, '0')}`,
      created: now(),
      currency: String(prices.get(s.item.price)?.currency ?? 'usd'),
      subtotal: total,
      total,
      amount_due: due,
      amount_paid: inv.status === 'paid' ? due : 0,
      starting_balance: -fromBalance,
      period_start: s.item.current_period_start,
      period_end: s.item.current_period_end,
      customer_name: c?.name ?? null,
      customer_email: c?.email ?? null,
      customer_address: e.address,
      customer_tax_ids: e.taxIDs.map((t) => ({ type: t.type, value: t.value })),
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/test_${String(inv.id)}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_standin/test_${String(inv.id)}/pdf`,
    });
    const lines = (inv.lines as { data: Obj[] }).data;
    if (lines.length === 0) {
      lines.push(fullLine(s, s.item.price, s.item.quantity, Number(prices.get(s.item.price)?.unit_amount ?? 0) * s.item.quantity, { start: s.item.current_period_start, end: s.item.current_period_end }));
    }
  }

  function previewInvoice(customer: string | null, lines: Obj[], discount: Obj | undefined, period: { start: number; end: number }, nextAttempt: number | null, subscription: string | null): Obj {
    const subtotal = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    let total = subtotal;
    if (discount?.percent_off) total = lines.reduce((sum, l) => sum + discounted(Number(l.amount), discount), 0);
    else if (discount?.amount_off && subtotal > 0) total = Math.max(0, subtotal - Number(discount.amount_off));
    const balance = customer ? (customerExtras.get(customer)?.balance ?? 0) : 0;
    const fromBalance = total > 0 ? Math.min(total, Math.max(0, -balance)) : 0;
    return {
      id: `upcoming_${id('in')}`,
      object: 'invoice',
      status: 'draft',
      customer,
      currency: String(lines[0]?.currency ?? 'usd'),
      created: now(),
      subtotal,
      total,
      total_discount_amounts: subtotal !== total && discount ? [{ amount: subtotal - total, discount: `di_${String(discount.id)}` }] : [],
      discounts: discount ? [`di_${String(discount.id)}`] : [],
      starting_balance: balance,
      amount_due: Math.max(0, total) - fromBalance,
      amount_paid: 0,
      amount_remaining: Math.max(0, total) - fromBalance,
      period_start: period.start,
      period_end: period.end,
      next_payment_attempt: nextAttempt,
      hosted_invoice_url: null,
      invoice_pdf: null,
      number: null,
      parent: subscription ? { type: 'subscription_details', subscription_details: { subscription } } : null,
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/upcoming/lines' },
    };
  }

  /** POST /v1/invoices/create_preview: a new subscription's first invoice, a change's prorations, or the next renewal. */
  function createPreview(params: Obj): Obj {
    const details = (params.subscription_details as Obj | undefined) ?? {};
    const items = details.items as Obj[] | undefined;
    const subID = params.subscription as string | undefined;
    if (subID) {
      const s = subscriptions.get(subID);
      if (!s) throw missing('subscription', subID, 'subscription');
      if (!items) {
        if (s.status === 'canceled' || s.cancel_at_period_end) {
          throw new StripeFailure(400, { type: 'invalid_request_error', code: 'invoice_upcoming_none', message: 'No upcoming invoices for customer' });
        }
        const start = s.item.current_period_end;
        const end = periodEnd(start, s.item.price);
        const lines = [fullLine(s, s.item.price, s.item.quantity, Number(prices.get(s.item.price)?.unit_amount ?? 0) * s.item.quantity, { start, end })];
        return previewInvoice(s.customer, lines, lastingCoupon(s), { start, end }, start, s.id);
      }
      const item = items[0]!;
      const priceID = String(item.price ?? s.item.price);
      if (!prices.has(priceID)) throw missing('price', priceID, 'subscription_details[items][0][price]');
      const at = details.proration_date === undefined ? now() : Number(details.proration_date);
      const change = prorate(s, priceID, Number(item.quantity ?? s.item.quantity), at);
      // The lines carry the subscription's coupon already (prorate applies it).
      return previewInvoice(s.customer, change.lines, undefined, { start: at, end: change.end }, null, s.id);
    }
    const customer = params.customer as string | undefined;
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    if (!customer && !params.customer_details) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'customer', message: 'Missing required param: customer.' });
    }
    if (!items?.[0]) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'subscription_details[items]', message: 'Missing required param: subscription_details[items].' });
    }
    const priceID = String(items[0].price);
    if (!prices.has(priceID)) throw missing('price', priceID, 'subscription_details[items][0][price]');
    const quantity = Number(items[0].quantity ?? 1);
    const couponID = ((params.discounts as Obj[] | undefined)?.[0]?.coupon as string | undefined) ?? null;
    const coupon = couponID ? coupons.get(couponID) : undefined;
    if (couponID && !coupon?.valid) throw missing('coupon', couponID, 'discounts[0][coupon]');
    const start = now();
    const end = periodEnd(start, priceID);
    const lines = [fullLine(null, priceID, quantity, Number(prices.get(priceID)?.unit_amount ?? 0) * quantity, { start, end })];
    return previewInvoice(customer ?? null, lines, coupon, { start, end }, null, null);
  }

  const TAX_ID_FORMATS: Record<string, RegExp> = {
    us_ein: /^\d{2}-?\d{7}$/,
    eu_vat: /^[A-Z]{2}[0-9A-Z+*]{2,13}$/,
    gb_vat: /^GB\d{9}(\d{3})?$/,
    es_cif: /^[A-Z]\d{7}[0-9A-Z]$/,
    ca_bn: /^\d{9}$/,
    mx_rfc: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/,
    au_abn: /^\d{11}$/,
  };
  const TAX_COUNTRY: Record<string, string> = { us_ein: 'US', gb_vat: 'GB', es_cif: 'ES', ca_bn: 'CA', mx_rfc: 'MX', au_abn: 'AU' };

  /** The requests of this block, or undefined for every other request (answered by `route`). */
  function billingRoute(method: string, path: string, params: Obj): unknown {
    const [, , resource, rid, action, sub] = path.split('/');
    if (resource === 'invoices' && rid === 'create_preview' && method === 'POST') return createPreview(params);
    if (resource === 'subscriptions' && rid && method === 'GET' && (params.expand as string[] | undefined)?.includes('discounts')) {
      const s = subscriptions.get(rid);
      if (!s) throw missing('subscription', rid);
      const discounts = s.discountCoupon ? [{ id: `di_${s.discountCoupon}`, object: 'discount', subscription: s.id, source: { type: 'coupon', coupon: s.discountCoupon } }] : [];
      return { ...subscriptionObject(s), discounts };
    }
    if (resource === 'prices' && rid && method === 'GET') {
      const price = prices.get(rid);
      if (!price) throw missing('price', rid);
      return price;
    }
    if (resource === 'invoices' && method === 'GET' && !rid && params.customer) {
      const mine = [...invoices.values()]
        .filter((inv) => inv.customer === params.customer && (!params.status || inv.status === params.status))
        .sort((a, b) => Number(b.created) - Number(a.created) || String(b.number).localeCompare(String(a.number)));
      return list(mine.slice(0, Number(params.limit ?? 10)));
    }
    if (resource !== 'customers' || !rid) return undefined;
    const c = customers.get(rid);
    if (!c) throw missing('customer', rid);
    const e = extrasOf(rid);
    if (!action && method === 'POST') {
      // Name and address here; the rest of the update (the default card) and the answer are `route`'s.
      if (typeof params.name === 'string') c.name = params.name;
      if (params.address === '') e.address = null;
      else if (params.address && typeof params.address === 'object') {
        const a = params.address as Obj;
        e.address = { line1: a.line1 ?? null, line2: a.line2 || null, city: a.city ?? null, state: a.state || null, postal_code: a.postal_code ?? null, country: a.country ?? null };
      }
      return undefined;
    }
    if (action !== 'tax_ids') return undefined;
    if (method === 'GET' && !sub) return list(e.taxIDs);
    if (method === 'DELETE' && sub) {
      const at = e.taxIDs.findIndex((t) => t.id === sub);
      if (at < 0) throw missing('tax_id', sub);
      e.taxIDs.splice(at, 1);
      return { id: sub, object: 'tax_id', deleted: true };
    }
    if (method === 'POST' && !sub) {
      const type = String(params.type ?? '');
      const value = String(params.value ?? '');
      const format = TAX_ID_FORMATS[type];
      if (!format) throw new StripeFailure(400, { type: 'invalid_request_error', param: 'type', message: `Invalid type: must be one of ${Object.keys(TAX_ID_FORMATS).join(', ')}` });
      if (!format.test(value)) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'tax_id_invalid', param: 'value', message: `Invalid value for ${type}.` });
      const t: Obj = {
        id: id('txi'),
        object: 'tax_id',
        type,
        value,
        country: TAX_COUNTRY[type] ?? value.slice(0, 2),
        customer: rid,
        created: now(),
        livemode: false,
        verification: { status: 'unavailable', verified_address: null, verified_name: null },
      };
      e.taxIDs.push(t);
      return t;
    }
    return undefined;
  }

  function pmObject(pm: string, customer: string | null): Obj {
    const card = cardOf(pm)!;
    return { id: pm, object: 'payment_method', type: 'card', customer, card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 } };
  }

  function customerObject(cid: string, expand: string[]): Obj {
    const c = customers.get(cid)!;
    const pm = c.default_pm;
    return {
      id: c.id,
      object: 'customer',
      email: c.email,
      name: c.name,
      metadata: c.metadata,
      address: customerExtras.get(cid)?.address ?? null,
      balance: customerExtras.get(cid)?.balance ?? 0,
      invoice_prefix: prefixOf(cid),
      invoice_settings: { default_payment_method: pm && expand.includes('invoice_settings.default_payment_method') ? pmObject(pm, c.id) : pm },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(body));
    };
    const control = url.pathname.match(/^\/_standin\/(renew|fail-renewal|delete)\/(.+)$/);
    if (url.pathname === '/_standin/health') return send(200, { ok: true });
    if (url.pathname === '/_standin/state') return send(200, { subscriptions: [...subscriptions.values()], customers: [...customers.values()], events: events.map((e) => e.type) });
    if (control && req.method === 'POST') {
      const [, what, sid] = control;
      if (what === 'delete') await deleteSubscription(sid!);
      else await renew(sid!, { fail: what === 'fail-renewal' });
      return send(200, { ok: true });
    }
    if (!/^Bearer (sk|rk)_test_/.test(req.headers.authorization ?? '')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const params = { ...parseForm(url.search.slice(1)), ...parseForm(Buffer.concat(chunks).toString()) };
    const key = req.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    let status = 200;
    let body: unknown;
    try {
      body = await route(req.method ?? 'GET', url.pathname, params);
    } catch (err) {
      if (!(err instanceof StripeFailure)) throw err;
      status = err.status;
      body = { error: err.error };
    }
    if (typeof key === 'string' && req.method === 'POST') idempotent.set(key, { status, body });
    send(status, body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey: 'sk_test_standin',
    customers,
    subscriptions,
    invoices,
    prices,
    paymentIntents,
    refunds,
    events,
    deliveries,
    /** Waits until every event so far has been delivered. */
    settled: () => delivering,
    renew: (subscriptionID: string) => renew(subscriptionID),
    failRenewal: (subscriptionID: string) => renew(subscriptionID, { fail: true }),
    deleteSubscription,
    /** Delivers an event again (Stripe delivers at least once). */
    redeliver: (eventID: string) => deliver(events.find((e) => e.id === eventID)!),
    /** Delivers an event signed with another secret: a forgery. */
    forge: (event: Stripe.Event, secret: string) => deliver(event, secret),
    setWebhook: (webhook: { url: string; secret: string }) => void (options.webhook = webhook),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandin = Awaited<ReturnType<typeof startStripeStandin>>;
