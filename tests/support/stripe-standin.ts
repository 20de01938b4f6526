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

  function invoice(s: StoredSubscription, reason: string, status: 'paid' | 'open', amount: number): Obj {
    const inv: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: s.customer,
      status,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
      lines: { object: 'list', data: [], has_more: false },
    };
    invoices.set(String(inv.id), inv);
    s.latest_invoice = String(inv.id);
    return inv;
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
          s.item.price = priceID;
          s.item.quantity = Number(item.quantity ?? s.item.quantity);
          if (params.proration_behavior === 'always_invoice') invoice(s, 'subscription_update', 'paid', 0);
        }
        if (params.cancel_at_period_end !== undefined) s.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (params.metadata) s.metadata = { ...s.metadata, ...meta };
        void emit('customer.subscription.updated', subscriptionObject(s));
      }
      return subscriptionObject(s);
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
      const s = subscriptions.get(String(((inv.parent as Obj).subscription_details as Obj).subscription));
      if (s && s.status === 'past_due') s.status = 'active';
      void emit('invoice.paid', inv).then(() => (s ? emit('customer.subscription.updated', subscriptionObject(s)) : undefined));
      return inv;
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
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
