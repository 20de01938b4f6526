import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { directSignup, getBillingAlerts, recordPurchaseOrder, runBillingReconcile, signup, type BillingAlert } from '../../src/shared/api/billing';
import { RoleID } from '../../src/shared/domain/roles';
import { extraMessages, messages } from '../../src/shared/messages';
import { stripeClient } from '../../src/server/adapters/payments';
import { checkoutClaims, users } from '../../src/server/db/schema';
import { takeLease } from '../../src/server/features/billing/reconciler';
import { billingServer, type BillingServer } from './support/billing';
import { request } from './support/client';
import { teacherPayload, teacherWithClass } from './support/fixtures';
import { createAdmin, updateUser } from './admin-fixtures';

/**
 * Money, issue 26: one checkout per teacher at a time (checkout_claims), and the reconciler that
 * cancels and refunds what Stripe charges a teacher for that the account does not hold. The real
 * Stripe adapter (official SDK) against the local Stripe stand-in, over HTTP, on PGlite.
 */
let srv: BillingServer;
beforeEach(async () => {
  srv = await billingServer();
  await srv.reset();
});

const ANNUAL_25 = { paymentPlan: 'masterAnnual_3', quantity: 5 };
let cardSeq = 0;
const visa = () => `pm_card_visa_checkout${++cardSeq}`;
const pay = (key: string, over: Partial<{ paymentToken: string; stripeCoupon: string | null; paymentPlan: string; quantity: number }> = {}) =>
  request(srv.url, signup, { key, body: { ...ANNUAL_25, paymentToken: visa(), stripeCoupon: null, ...over } });
const rowOf = async (id: string) => (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the stand-in holds for a teacher: customers and subscriptions naming them, and the charges on those customers. */
function atStripe(userID: string) {
  const customers = [...srv.stripe.customers.values()].filter((c) => c.metadata.userID === userID);
  const ids = new Set(customers.map((c) => c.id));
  const subscriptions = [...srv.stripe.subscriptions.values()].filter((s) => s.metadata.userID === userID || ids.has(s.customer));
  const charges = [...srv.stripe.invoices.values()].filter((i) => ids.has(String(i.customer)) && i.status === 'paid' && Number(i.amount_paid) > 0);
  return { customers, subscriptions, live: subscriptions.filter((s) => s.status !== 'canceled'), charges };
}

async function trialTeacher() {
  const { teacher, cls } = await teacherWithClass(srv);
  await updateUser(srv, teacher.user.id, { isVerified: true });
  return { ...teacher, cls };
}

describe('one checkout per teacher at a time', () => {
  it('two signups at once (two tabs, two cards): one customer, one subscription, one charge, and the second answered with the first’s result', async () => {
    const t = await trialTeacher();
    const [a, b] = await Promise.all([pay(t.key, { paymentToken: visa() }), pay(t.key, { paymentToken: 'pm_card_mastercard' })]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body).toEqual(a.body);
    await srv.stripe.settled();
    const held = atStripe(t.user.id);
    expect(held.customers).toHaveLength(1);
    expect(held.subscriptions).toHaveLength(1);
    expect(held.charges).toHaveLength(1);
    expect(held.charges[0]).toMatchObject({ amount_paid: 5000 });
    expect(await rowOf(t.user.id)).toMatchObject({ stripeSubscriptionID: held.subscriptions[0]!.id, stripeCustomerID: held.customers[0]!.id, maxStudents: 25 });
    // Nothing was left for the reconciler to cancel.
    expect(srv.logs.filter((l) => l.includes('ALERT'))).toEqual([]);
  });

  it('two signups at once with the same card token, and five at once: still one of each', async () => {
    const t = await trialTeacher();
    const token = visa();
    const same = await Promise.all([pay(t.key, { paymentToken: token }), pay(t.key, { paymentToken: token })]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    const u = await trialTeacher();
    const five = await Promise.all(Array.from({ length: 5 }, () => pay(u.key)));
    // Each press is answered with the first's answer, or (one that reached the server after that answer) told it is subscribed.
    const first = five.find((r) => r.status === 200)!;
    for (const r of five) expect([first, { status: 409, body: { message: extraMessages.alreadySubscribed } }]).toContainEqual(r);
    await srv.stripe.settled();
    for (const id of [t.user.id, u.user.id]) {
      const held = atStripe(id);
      expect([held.customers.length, held.subscriptions.length, held.charges.length]).toEqual([1, 1, 1]);
    }
  });

  it('a press while another server’s checkout for the teacher runs waits for it, then answers with its result (and charges nothing)', async () => {
    const t = await trialTeacher();
    const db = srv.database.db;
    const key = `user:${t.user.id}`;
    await db.insert(checkoutClaims).values({ key, holder: 'another-host', startedAt: sql`clock_timestamp()` });
    const customersBefore = srv.stripe.customers.size;

    let answered = false;
    const second = pay(t.key).then((r) => ((answered = true), r));
    await sleep(800);
    expect(answered).toBe(false);
    const firstAnswer = { ...(await request(srv.url, checkSession, { key: t.key })).body, paymentPlan: 'masterAnnual_3', maxStudents: 25 };
    await db.update(checkoutClaims).set({ status: 200, response: firstAnswer, finishedAt: sql`clock_timestamp()` }).where(eq(checkoutClaims.key, key));
    expect(await second).toEqual({ status: 200, body: firstAnswer });
    expect(srv.stripe.customers.size).toBe(customersBefore);

    // The same for a refusal: the waiting press gets the first press's error, status and message.
    await db.update(checkoutClaims).set({ status: null, response: null, finishedAt: null, startedAt: sql`clock_timestamp()` }).where(eq(checkoutClaims.key, key));
    const third = pay(t.key);
    await sleep(400);
    await db
      .update(checkoutClaims)
      .set({ status: 433, response: { message: 'Your card was declined.', headers: {} }, finishedAt: sql`clock_timestamp()` })
      .where(eq(checkoutClaims.key, key));
    expect(await third).toEqual({ status: 433, body: { message: 'Your card was declined.' } });
    // A refusal is not replayed to the next press: that one is a new checkout, and it pays.
    const next = await pay(t.key);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(srv.stripe.customers.size).toBe(customersBefore + 1);
  });

  it('a claim left by a process that died is taken over once stale; a running one is not', async () => {
    const t = await trialTeacher();
    const key = `user:${t.user.id}`;
    await srv.database.db.insert(checkoutClaims).values({ key, holder: 'dead-process', startedAt: sql`clock_timestamp() - interval '10 minutes'` });
    const res = await pay(t.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [claim] = await srv.database.db.select().from(checkoutClaims).where(eq(checkoutClaims.key, key));
    expect(claim).toMatchObject({ status: 200 });
    expect(claim!.holder).not.toBe('dead-process');
    // A press after that answer sees the account as it is now: already subscribed, nothing charged.
    expect(await pay(t.key)).toEqual({ status: 409, body: { message: extraMessages.alreadySubscribed } });
    await srv.stripe.settled();
    expect(atStripe(t.user.id).charges).toHaveLength(1);
  });

  it('a customer Stripe already holds for the teacher is used again', async () => {
    const t = await trialTeacher();
    expect((await pay(t.key, { paymentToken: 'pm_card_chargeDeclined' })).status).toBe(433);
    const customer = (await rowOf(t.user.id)).stripeCustomerID;
    expect(customer).toMatch(/^cus_/);
    expect((await pay(t.key)).status).toBe(200);
    expect(atStripe(t.user.id).customers.map((c) => c.id)).toEqual([customer]);
  });
});

describe('POST /user/direct (PAY-50)', () => {
  /** The body /direct-payment sends, field for field as ACB §7 lists it. */
  const specBody = (over: Record<string, unknown> = {}) => {
    const payload = teacherPayload({ hearOther: null });
    return {
      paymentPlan: 'masterAnnual_3',
      quantity: 5,
      paymentToken: visa(),
      stripeCoupon: null,
      email: payload.email,
      first: payload.first,
      last: payload.last,
      password: payload.password,
      roleID: RoleID.Teacher,
      username: payload.email,
      gender: null,
      howDidYouHearAboutUs: 'Other' as const,
      hearOther: 'A colleague',
      UTMSource: 'newsletter',
      UTMMedium: 'email',
      UTMCampaign: 'spring',
      UTMContent: 'button',
      UTMTerm: 'grammar',
      GCLID: 'g-123',
      ...over,
    };
  };

  it('the spec’s body makes a paid teacher signed in with an apiKey, every field kept; a roleID in it is never trusted', async () => {
    const body = specBody({ roleID: RoleID.SuperAdmin });
    const res = await request(srv.url, directSignup, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.apiKey).toEqual(expect.any(String));
    expect((await request(srv.url, checkSession, { key: res.body.apiKey! })).body).toMatchObject({ id: res.body.id, isActive: true, maxStudents: 25 });
    expect(await rowOf(res.body.id)).toMatchObject({
      roleID: RoleID.Teacher,
      email: body.email,
      first: body.first,
      last: body.last,
      howDidYouHearAboutUs: 'Other',
      hearOther: 'A colleague',
      UTMSource: 'newsletter',
      UTMMedium: 'email',
      UTMCampaign: 'spring',
      UTMContent: 'button',
      UTMTerm: 'grammar',
      GCLID: 'g-123',
      paymentPlan: 'masterAnnual_3',
    });
  });

  it('two direct signups at once for one email: one account and one charge; the same person’s second tab is signed in to it, anyone else gets 409', async () => {
    const body = specBody();
    const [a, b] = await Promise.all([
      request(srv.url, directSignup, { body }),
      request(srv.url, directSignup, { body: { ...body, paymentToken: 'pm_card_mastercard' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.id).toBe(a.body.id);
    expect(b.body.apiKey).not.toBe(a.body.apiKey);
    await srv.stripe.settled();
    const held = atStripe(a.body.id);
    expect([held.customers.length, held.subscriptions.length, held.charges.length]).toEqual([1, 1, 1]);

    const other = specBody();
    const [c, d] = await Promise.all([
      request(srv.url, directSignup, { body: other }),
      request(srv.url, directSignup, { body: { ...other, password: 'not-the-same-9' } }),
    ]);
    // Whichever press wins makes the account (on PostgreSQL either may); the other, with another password, is refused.
    const [won, lost] = c.status === 200 ? [c, d] : [d, c];
    expect(won.status).toBe(200);
    expect(lost).toEqual({ status: 409, body: { message: messages.accountExists } });
    expect(JSON.stringify(lost.body)).not.toContain(won.body.apiKey!);
  });
});

describe('the billing reconciler', () => {
  const sdk = () => stripeClient({ secretKey: srv.stripe.secretKey, apiBase: srv.stripe.url });
  const priceOf = (plan: string) => [...srv.stripe.prices.values()].find((p) => p.lookup_key === plan)!.id as string;

  /** A paid teacher, and subscriptions Stripe charges them for that the account does not hold (as the old double press left them). */
  async function doubleCharged() {
    const t = await trialTeacher();
    const res = await pay(t.key);
    expect(res.status).toBe(200);
    const own = res.body.stripeSubscriptionID as string;
    const customer = (await rowOf(t.user.id)).stripeCustomerID!;
    // One on the account's own customer, one on a second customer Stripe holds for the teacher.
    const stripe = sdk();
    const onSame = await stripe.subscriptions.create({ customer, items: [{ price: priceOf('masterAnnual_3'), quantity: 5 }], metadata: { userID: t.user.id, plan: 'masterAnnual_3' } });
    const second = await stripe.customers.create({ email: t.user.email!, name: 'Maya Rivera', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' }, metadata: { userID: t.user.id } });
    const onOther = await stripe.subscriptions.create({ customer: second.id, items: [{ price: priceOf('masterAnnual_3'), quantity: 3 }], metadata: { userID: t.user.id, plan: 'masterAnnual_3' } });
    await srv.stripe.settled();
    return { ...t, own, extra: [onSame.id, onOther.id] };
  }

  it('POST /admin/billing/reconcile cancels and refunds the subscriptions the account does not hold, records an alert, and leaves the account’s own alone', async () => {
    const t = await doubleCharged();
    const admin = await createAdmin(srv);
    const run = await request(srv.url, runBillingReconcile, { key: admin.key });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    await srv.stripe.settled();

    expect(run.body.alerts.map((a: BillingAlert) => a.subscriptionID).sort()).toEqual([...t.extra].sort());
    for (const id of t.extra) expect(srv.stripe.subscriptions.get(id)!.status).toBe('canceled');
    expect(srv.stripe.subscriptions.get(t.own)!.status).toBe('active');
    // Each extra subscription's charge is refunded in full ($50 and $30); the account's own charge is not.
    const refunds = [...srv.stripe.refunds.values()];
    expect(refunds.map((r) => r.amount).sort()).toEqual([3000, 5000]);
    expect(refunds.every((r) => r.reason === 'duplicate')).toBe(true);
    expect(Object.fromEntries(run.body.alerts.map((a: BillingAlert) => [a.subscriptionID, a.amountRefunded]))).toEqual({ [t.extra[0]!]: 5000, [t.extra[1]!]: 3000 });
    // The account keeps its plan, also after Stripe's deletion events came in.
    expect(await rowOf(t.user.id)).toMatchObject({ stripeSubscriptionID: t.own, paymentPlan: 'masterAnnual_3', maxStudents: 25 });
    expect(srv.logs.filter((l) => l.startsWith('[billing] ALERT reconciler'))).toHaveLength(2);

    const alerts = await request(srv.url, getBillingAlerts, { key: admin.key });
    expect(alerts.status).toBe(200);
    expect(alerts.body.alerts).toHaveLength(2);
    expect(alerts.body.alerts[0]).toMatchObject({ kind: 'extra-subscription', userID: t.user.id, email: t.user.email, name: 'Maya Rivera', problem: null });

    // Run again: nothing left to do, nothing refunded twice.
    const again = await request(srv.url, runBillingReconcile, { key: admin.key });
    expect(again.body.alerts).toEqual([]);
    expect(srv.stripe.refunds.size).toBe(refunds.length);
  });

  it('runs after a signup for that teacher: a leftover subscription is cancelled and refunded as the new one starts', async () => {
    const t = await doubleCharged();
    // The teacher's plan ends (say, deleted at Stripe); a subscription from the old double press still charges.
    await srv.stripe.deleteSubscription(t.own);
    await srv.stripe.settled();
    await updateUser(srv, t.user.id, { paymentPlan: 'cancelled' });
    const res = await pay(t.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await srv.stripe.settled();
    for (const id of t.extra) expect(srv.stripe.subscriptions.get(id)!.status, srv.logs.join('\n')).toBe('canceled');
    expect(srv.stripe.subscriptions.get(res.body.stripeSubscriptionID)!.status).toBe('active');
    expect(await rowOf(t.user.id)).toMatchObject({ stripeSubscriptionID: res.body.stripeSubscriptionID, maxStudents: 25 });
    const admin = await createAdmin(srv);
    expect((await request(srv.url, getBillingAlerts, { key: admin.key })).body.alerts.map((a: BillingAlert) => a.subscriptionID).sort()).toEqual([...t.extra].sort());
  });

  it('a subscription the account held before (a card plan replaced by a purchase order) is ended but not refunded', async () => {
    const t = await trialTeacher();
    const paid = await pay(t.key);
    const old = paid.body.stripeSubscriptionID as string;
    // The renewal fails (the account expires, the subscription retries the card), and the school pays by purchase order instead.
    await srv.stripe.failRenewal(old);
    await srv.stripe.settled();
    const admin = await createAdmin(srv);
    const order = await request(srv.url, recordPurchaseOrder, {
      key: admin.key,
      body: { userID: t.user.id, paymentPlan: 'masterAnnual_3', quantity: 5, expirationDate: '2099-06-30', poNumber: null },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(srv.stripe.subscriptions.get(old)!.status).toBe('past_due');

    const run = await request(srv.url, runBillingReconcile, { key: admin.key });
    await srv.stripe.settled();
    expect(run.body.alerts).toMatchObject([{ subscriptionID: old, kind: 'ended-subscription', amountRefunded: 0, refundIDs: [] }]);
    expect(srv.stripe.subscriptions.get(old)!.status).toBe('canceled');
    const refunded = [...srv.stripe.refunds.values()].filter((r) => [...srv.stripe.paymentIntents.values()].some((p) => p.id === r.payment_intent && p.customer === srv.stripe.subscriptions.get(old)!.customer));
    expect(refunded).toEqual([]);
    // The purchase order stands, also after Stripe's deletion event.
    expect(await rowOf(t.user.id)).toMatchObject({ isPurchaseOrder: true, paymentPlan: 'masterAnnual_3', stripeSubscriptionID: null });
  });

  it('leaves a teacher alone while their checkout runs (the new subscription is not on the account yet)', async () => {
    const t = await doubleCharged();
    // A new press of this teacher is making its Stripe calls right now.
    await srv.database.db
      .update(checkoutClaims)
      .set({ holder: 'a-press', status: null, response: null, finishedAt: null, startedAt: sql`clock_timestamp()` })
      .where(eq(checkoutClaims.key, `user:${t.user.id}`));
    const admin = await createAdmin(srv);
    expect((await request(srv.url, runBillingReconcile, { key: admin.key })).body.alerts).toEqual([]);
    for (const id of t.extra) expect(srv.stripe.subscriptions.get(id)!.status).toBe('active');
  });

  it('only admins read the alerts and run it; the hourly run is taken by one process per period', async () => {
    const t = await trialTeacher();
    expect((await request(srv.url, getBillingAlerts, { key: t.key })).status).toBe(403);
    expect((await request(srv.url, runBillingReconcile, { key: t.key })).status).toBe(403);
    expect((await request(srv.url, getBillingAlerts, {})).status).toBe(401);
    const hour = 60 * 60 * 1000;
    // Two processes at once: exactly one takes the lease (on PostgreSQL either may win).
    const taken = await Promise.all([takeLease(srv.database.db, 'test-lease', hour), takeLease(srv.database.db, 'test-lease', hour)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(srv.database.db, 'test-lease', hour)).toBe(false);
    expect(await takeLease(srv.database.db, 'test-lease', 0)).toBe(true);
  });
});
