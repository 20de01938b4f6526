import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { saveClass } from '../../src/shared/api/classes';
import {
  cancelSubscription,
  couponCheck,
  directSignup,
  getCard,
  getPaymentSettings,
  signup,
  updateCard,
  updateSubscription,
  previewCharge,
} from '../../src/shared/api/billing';
import { invoiceMessages } from '../../src/shared/invoiceMessages';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { billingEvents, users } from '../../src/server/db/schema';
import { billingServer, WEBHOOK_SECRET, type BillingServer } from './support/billing';
import { raw, request } from './support/client';
import { createStudentCall, freshCode, loginCall, registerStudent, registerTeacher, teacherPayload, teacherWithClass } from './support/fixtures';
import { updateUser } from './admin-fixtures';

/**
 * Card payments end to end on the server: the real Stripe adapter (official SDK) against the
 * local Stripe stand-in, webhooks signed by the SDK's helper and checked by its verifier.
 */
let srv: BillingServer;
beforeEach(async () => {
  srv = await billingServer();
  await srv.reset();
});

const ANNUAL_25 = { paymentPlan: 'masterAnnual_3', quantity: 5 };
let cardSeq = 0;
/** A fresh PaymentMethod id per press of Pay, as Stripe.js makes one each time. */
const visa = () => `pm_card_visa_${++cardSeq}`;
const pay = (key: string, over: Partial<{ paymentPlan: string; quantity: number; paymentToken: string; stripeCoupon: string | null }> = {}) =>
  request(srv.url, signup, { key, body: { ...ANNUAL_25, paymentToken: visa(), stripeCoupon: null, ...over } });
const session = async (key: string) => (await request(srv.url, checkSession, { key })).body;
/** A plan change as the page makes it (issue 26): Stripe's preview first, then the change with the preview's date and amount. */
async function changePlan(key: string, paymentPlan: string, quantity: number) {
  const preview = await request(srv.url, previewCharge, { key, body: { paymentPlan, quantity, stripeCoupon: null } });
  if (preview.status !== 200) return preview;
  const { prorationDate, amountDueToday } = preview.body;
  return request(srv.url, updateSubscription, { key, body: { paymentPlan, quantity, prorationDate: prorationDate!, amountDueToday } });
}
const rowOf = async (id: string) => (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A verified teacher on a trial, with a class. */
async function trialTeacher() {
  const { teacher, cls } = await teacherWithClass(srv);
  await updateUser(srv, teacher.user.id, { isVerified: true });
  return { ...teacher, cls };
}

/** A teacher who paid 25 students annual by card. */
async function paidTeacher() {
  const t = await trialTeacher();
  const res = await pay(t.key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await srv.stripe.settled();
  return { ...t, subscriptionID: res.body.stripeSubscriptionID as string };
}

describe('GET /payment/settings', () => {
  it('says card payment is on and gives the publishable key, to anyone', async () => {
    expect(await request(srv.url, getPaymentSettings, {})).toEqual({
      status: 200,
      body: { cardPayments: true, publishableKey: 'pk_test_api', supportEmail: 'support@sentencelab.example', helpDeskUrl: null },
    });
  });
});

describe('POST /payment/signup', () => {
  it('a trial teacher pays 25 students annual: active, seats replaced, 6 students can join (PAY-30, 32..34)', async () => {
    const t = await trialTeacher();
    for (let i = 0; i < 5; i++) await registerStudent(srv, t.cls.code);
    expect((await createStudentCall(srv, t.cls.code)).status).toBe(411);

    const res = await pay(t.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const yearOn = new Date(srv.clock.now);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    expect(res.body).toMatchObject({
      isActive: true,
      paymentPlan: 'masterAnnual_3',
      paymentQuantity: 5,
      maxStudents: 25,
      isCancelling: false,
      isPurchaseOrder: false,
      expirationDate: new Date(Math.floor(yearOn.getTime() / 1000) * 1000).toISOString(),
    });
    expect(res.body.stripeSubscriptionID).toMatch(/^sub_/);
    expect(await session(t.key)).toMatchObject({ maxStudents: 25, availableStudents: 20 });
    expect((await createStudentCall(srv, t.cls.code)).status).toBe(200);

    // At Stripe: one customer with the card, one subscription to the plan's price x 5, charged now.
    const sub = srv.stripe.subscriptions.get(res.body.stripeSubscriptionID)!;
    expect(sub).toMatchObject({ status: 'active', item: { quantity: 5 }, metadata: { userID: t.user.id, plan: 'masterAnnual_3' } });
    expect(srv.stripe.prices.get(sub.item.price)).toMatchObject({ lookup_key: 'masterAnnual_3', unit_amount: 1000 });
    expect([...srv.stripe.invoices.values()].filter((i) => i.customer === sub.customer)).toMatchObject([{ status: 'paid', amount_due: 5000 }]);
  });

  it('an unverified teacher is asked to verify first: 412 verifyRequired, nothing at Stripe (PAY-41)', async () => {
    const teacher = await registerTeacher(srv);
    const customersBefore = srv.stripe.customers.size;
    expect(await pay(teacher.key)).toEqual({ status: 412, body: { message: messages.verifyRequired } });
    expect(srv.stripe.customers.size).toBe(customersBefore);
  });

  it('a declined card is 433 with the card’s own message and the account stays as it was (PAY-40)', async () => {
    const t = await trialTeacher();
    expect(await pay(t.key, { paymentToken: 'pm_card_chargeDeclined' })).toEqual({ status: 433, body: { message: 'Your card was declined.' } });
    expect(await pay(t.key, { paymentToken: 'pm_card_chargeDeclinedInsufficientFunds' })).toEqual({
      status: 433,
      body: { message: 'Your card has insufficient funds.' },
    });
    expect(await session(t.key)).toMatchObject({ paymentPlan: 'trial', maxStudents: 5, stripeSubscriptionID: null });
    // The next try with a good card works, on the same Stripe customer.
    const ok = await pay(t.key);
    expect(ok.status).toBe(200);
    expect((await rowOf(t.user.id)).stripeCustomerID).toBe(srv.stripe.subscriptions.get(ok.body.stripeSubscriptionID)!.customer);
  });

  it('card testing: the 6th declined card in an hour is refused before it reaches Stripe (429)', async () => {
    const t = await trialTeacher();
    for (let i = 0; i < 5; i++) expect((await pay(t.key, { paymentToken: 'pm_card_chargeDeclined' })).status).toBe(433);
    const sixth = await raw(`${srv.url}/api/payment/signup`, { method: 'POST', key: t.key, body: { ...ANNUAL_25, paymentToken: visa(), stripeCoupon: null } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('a repeated press of the same Pay (same card token) makes one subscription; a second signup is refused (409)', async () => {
    const t = await trialTeacher();
    const token = visa();
    const [a, b] = await Promise.all([pay(t.key, { paymentToken: token }), pay(t.key, { paymentToken: token })]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    const subs = [...srv.stripe.subscriptions.values()].filter((s) => s.metadata.userID === t.user.id);
    expect(subs).toHaveLength(1);
    expect(await pay(t.key)).toEqual({ status: 409, body: { message: extraMessages.alreadySubscribed } });
  });

  it('refuses plans that are not on sale and quantities the plan does not allow (400), and sub-teachers (403)', async () => {
    const t = await trialTeacher();
    expect(await pay(t.key, { paymentPlan: 'masterAnnual_2_25', quantity: 1 })).toEqual({ status: 400, body: { message: extraMessages.planNotOnSale } });
    expect(await pay(t.key, { quantity: 4 })).toEqual({ status: 400, body: { message: extraMessages.quantityInvalid } });
    expect(await pay(t.key, { paymentPlan: 'GF-Tier2-Annual-5', quantity: 2 })).toEqual({ status: 400, body: { message: extraMessages.quantityInvalid } });
    const { key: subKey, user: sub } = await registerTeacher(srv);
    await updateUser(srv, sub.id, { isVerified: true, isGroup: true, superTeacherID: t.user.id });
    expect(await pay(subKey)).toEqual({ status: 403, body: { message: extraMessages.groupAccountNoPlans } });
  });

  it('homeschool: 5 students, $39.99 a year', async () => {
    const t = await trialTeacher();
    const res = await pay(t.key, { paymentPlan: 'GF-Tier2-Annual-5', quantity: 1 });
    expect(res.body).toMatchObject({ paymentPlan: 'GF-Tier2-Annual-5', paymentQuantity: 1, maxStudents: 5 });
    const sub = srv.stripe.subscriptions.get(res.body.stripeSubscriptionID)!;
    expect(srv.stripe.prices.get(sub.item.price)).toMatchObject({ unit_amount: 3999, recurring: { interval: 'year' } });
  });

  it('PAY-56: a super-teacher (a group account) is not sold a plan by card: 403, nothing at Stripe (seats come by purchase order)', async () => {
    const owner = await registerTeacher(srv);
    await updateUser(srv, owner.user.id, { isVerified: true, isSuperTeacher: true, isGroup: true });
    const customersBefore = srv.stripe.customers.size;
    const refused = { status: 403, body: { message: invoiceMessages.groupBuysByOrder } };
    expect(await pay(owner.key, { paymentPlan: 'masterAnnual_2020_50', quantity: 4 })).toEqual(refused);
    expect(await request(srv.url, previewCharge, { key: owner.key, body: { paymentPlan: 'masterAnnual_2020_50', quantity: 4, stripeCoupon: null } })).toEqual(refused);
    expect(srv.stripe.customers.size).toBe(customersBefore);
    expect(await session(owner.key)).toMatchObject({ stripeSubscriptionID: null });
  });
});

describe('POST /payment/couponcheck', () => {
  it('a known coupon is accepted and goes on the subscription; an unknown or used-up one is 404 with the catalogue text (PAY-42..44)', async () => {
    const t = await trialTeacher();
    const check = (code: string) => request(srv.url, couponCheck, { key: t.key, query: { code } });
    expect(await check('SCHOOL20')).toEqual({
      status: 200,
      body: { id: 'SCHOOL20', name: 'School 20%', percentOff: 20, amountOff: null, duration: 'forever', durationInMonths: null },
    });
    expect(await check('NOPE')).toEqual({ status: 404, body: { message: messages.couponNotFound } });
    expect(await check('OLD')).toEqual({ status: 404, body: { message: messages.couponNotFound } });
    expect(await pay(t.key, { stripeCoupon: 'NOPE' })).toEqual({ status: 404, body: { message: messages.couponNotFound } });

    const res = await pay(t.key, { stripeCoupon: 'SCHOOL20' });
    expect(res.status).toBe(200);
    const sub = srv.stripe.subscriptions.get(res.body.stripeSubscriptionID)!;
    expect(sub.discountCoupon).toBe('SCHOOL20');
    expect(srv.stripe.invoices.get(sub.latest_invoice!)).toMatchObject({ amount_due: 4000 });
  });
});

describe('changing, updating and cancelling', () => {
  it('updatesubscription changes seats and time (prorated at Stripe) (PAY-48)', async () => {
    const t = await paidTeacher();
    const change = (paymentPlan: string, quantity: number) => changePlan(t.key, paymentPlan, quantity);
    expect((await change('masterAnnual_3', 8)).body).toMatchObject({ paymentPlan: 'masterAnnual_3', paymentQuantity: 8, maxStudents: 40 });
    expect((await change('masterMonthly_3', 8)).body).toMatchObject({ paymentPlan: 'masterMonthly_3', maxStudents: 40 });
    const sub = srv.stripe.subscriptions.get(t.subscriptionID)!;
    expect(srv.stripe.prices.get(sub.item.price)).toMatchObject({ lookup_key: 'masterMonthly_3' });
    expect(await change('masterAnnual_3', 3)).toEqual({ status: 400, body: { message: extraMessages.quantityInvalid } });
  });

  it('updatecard replaces the card future payments use (PAY-45)', async () => {
    const t = await paidTeacher();
    expect((await request(srv.url, getCard, { key: t.key })).body).toEqual({ card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } });
    const res = await request(srv.url, updateCard, { key: t.key, body: { paymentToken: 'pm_card_mastercard' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await request(srv.url, getCard, { key: t.key })).body).toEqual({ card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 } });
    expect((await request(srv.url, updateCard, { key: t.key, body: { paymentToken: 'pm_nonsense' } })).status).toBe(433);
  });

  it('cancelsubscription (no body): isCancelling, active until expirationDate, then cancelled with 0 seats (PAY-46, 47, 54)', async () => {
    const t = await paidTeacher();
    const res = await raw(`${srv.url}/api/payment/cancelsubscription`, { method: 'POST', key: t.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isCancelling: true, isActive: true, paymentPlan: 'masterAnnual_3' });
    expect(srv.stripe.subscriptions.get(t.subscriptionID)!.cancel_at_period_end).toBe(true);
    expect((await request(srv.url, cancelSubscription, { key: t.key })).status).toBe(200);

    // The year ends: Stripe deletes the subscription and says so.
    srv.clock.now = new Date(srv.clock.now.getTime() + 366 * DAY_MS);
    await srv.stripe.renew(t.subscriptionID);
    await srv.stripe.settled();
    const row = await rowOf(t.user.id);
    expect(row).toMatchObject({ paymentPlan: 'cancelled', maxStudents: 0, isCancelling: false });
    expect((await createStudentCall(srv, t.cls.code)).status).toBe(411);
  });

  it('a cancelling teacher resumes by choosing a plan again', async () => {
    const t = await paidTeacher();
    await request(srv.url, cancelSubscription, { key: t.key });
    const res = await changePlan(t.key, ANNUAL_25.paymentPlan, ANNUAL_25.quantity);
    expect(res.body).toMatchObject({ isCancelling: false });
    expect(srv.stripe.subscriptions.get(t.subscriptionID)!.cancel_at_period_end).toBe(false);
  });

  it('without a card subscription these calls say so (409)', async () => {
    const t = await trialTeacher();
    const none = { status: 409, body: { message: extraMessages.noSubscription } };
    expect(await request(srv.url, cancelSubscription, { key: t.key })).toEqual(none);
    const previewed = { prorationDate: Math.floor(srv.clock.now.getTime() / 1000), amountDueToday: 0 };
    expect(await request(srv.url, updateSubscription, { key: t.key, body: { ...ANNUAL_25, ...previewed } })).toEqual(none);
    expect(await request(srv.url, updateCard, { key: t.key, body: { paymentToken: visa() } })).toEqual(none);
  });
});

describe('POST /payment/webhook', () => {
  it('renewal extends expirationDate by a period', async () => {
    const t = await paidTeacher();
    const before = (await rowOf(t.user.id)).expirationDate!;
    srv.clock.now = new Date(before.getTime() - DAY_MS);
    await srv.stripe.renew(t.subscriptionID);
    await srv.stripe.settled();
    const after = (await rowOf(t.user.id)).expirationDate!;
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(365 * DAY_MS);
    expect(srv.stripe.deliveries.filter((d) => d.type === 'invoice.paid').every((d) => d.status === 200)).toBe(true);
  });

  it('a failed renewal expires the account (412 on lessons); a new card pays it and opens it again', async () => {
    const t = await paidTeacher();
    await srv.stripe.failRenewal(t.subscriptionID);
    await srv.stripe.settled();
    expect(await session(t.key)).toMatchObject({ isActive: false, paymentPlan: 'expired', availableStudents: 0 });
    expect(await request(srv.url, saveClass, { key: t.key, body: { name: 'Late', code: freshCode() } })).toEqual({
      status: 412,
      body: { message: messages.subscriptionRequired },
    });

    const res = await request(srv.url, updateCard, { key: t.key, body: { paymentToken: 'pm_card_mastercard' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isActive: true, paymentPlan: 'masterAnnual_3' });
  });

  it('deletion cancels the plan', async () => {
    const t = await paidTeacher();
    await srv.stripe.deleteSubscription(t.subscriptionID);
    await srv.stripe.settled();
    expect(await session(t.key)).toMatchObject({ isActive: false, paymentPlan: 'cancelled', maxStudents: 0 });
  });

  it('a forged signature is refused (400) and changes nothing; a repeated event is applied once', async () => {
    const t = await paidTeacher();
    await srv.stripe.deleteSubscription(t.subscriptionID);
    await srv.stripe.settled();
    const deletion = srv.stripe.events.findLast((e) => e.type === 'customer.subscription.deleted')!;
    await srv.database.db.delete(billingEvents);
    await updateUser(srv, t.user.id, { paymentPlan: 'masterAnnual_3', maxStudents: 25 });

    expect(await srv.stripe.forge(deletion, 'whsec_not_the_secret')).toBe(400);
    const unsigned = await raw(`${srv.url}/api/payment/webhook`, { method: 'POST', rawBody: JSON.stringify(deletion) });
    expect(unsigned.status).toBe(400);
    expect(await rowOf(t.user.id)).toMatchObject({ paymentPlan: 'masterAnnual_3' });

    expect(await srv.stripe.forge(deletion, WEBHOOK_SECRET)).toBe(200);
    expect(await rowOf(t.user.id)).toMatchObject({ paymentPlan: 'cancelled' });
    await updateUser(srv, t.user.id, { paymentPlan: 'masterAnnual_3', maxStudents: 25 });
    expect(await srv.stripe.redeliver(deletion.id)).toBe(200);
    expect(await rowOf(t.user.id)).toMatchObject({ paymentPlan: 'masterAnnual_3' });
  });
});

describe('POST /user/direct', () => {
  it('registers and pays in one: a signed-in, paid teacher with an apiKey and a verification email (PAY-50)', async () => {
    const payload = teacherPayload({ UTMSource: 'newsletter', GCLID: 'g-123' });
    const res = await request(srv.url, directSignup, { body: { ...payload, ...ANNUAL_25, paymentToken: visa(), stripeCoupon: 'WELCOME5' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email: payload.email, isActive: true, paymentPlan: 'masterAnnual_3', maxStudents: 25, UTMSource: 'newsletter', GCLID: 'g-123' });
    expect(res.body.apiKey).toEqual(expect.any(String));
    expect(await session(res.body.apiKey)).toMatchObject({ id: res.body.id });
    expect((await srv.mail(payload.email)).length).toBe(1);
  });

  it('a declined card creates no account: the email is still free to register (433)', async () => {
    const payload = teacherPayload();
    const res = await request(srv.url, directSignup, { body: { ...payload, ...ANNUAL_25, paymentToken: 'pm_card_chargeDeclined', stripeCoupon: null } });
    expect(res).toEqual({ status: 433, body: { message: 'Your card was declined.' } });
    expect((await loginCall(srv, payload.email, payload.password)).status).toBe(401);
    const again = await request(srv.url, directSignup, { body: { ...payload, ...ANNUAL_25, paymentToken: visa(), stripeCoupon: null } });
    expect(again.status, srv.logs.join('\n')).toBe(200);
  });

  it('an email already registered is 409 before any charge', async () => {
    const existing = await registerTeacher(srv);
    const subsBefore = srv.stripe.subscriptions.size;
    const res = await request(srv.url, directSignup, {
      body: { ...teacherPayload({ email: existing.payload.email }), ...ANNUAL_25, paymentToken: visa(), stripeCoupon: null },
    });
    expect(res).toEqual({ status: 409, body: { message: messages.accountExists } });
    expect(srv.stripe.subscriptions.size).toBe(subsBefore);
  });
});

describe('group seat rows', () => {
  it('a super-teacher’s card subscription made before PAY-56 still follows Stripe: a renewal reaches the group’s teachers', async () => {
    const owner = await registerTeacher(srv);
    await updateUser(srv, owner.user.id, { isVerified: true });
    const first = await pay(owner.key, { paymentPlan: 'masterAnnual_3', quantity: 5 });
    expect(first.status).toBe(200);
    await srv.stripe.settled();
    // Made a group afterwards (as accounts that bought seats by card before the change are).
    await updateUser(srv, owner.user.id, { isSuperTeacher: true, isGroup: true });
    const sub = await registerTeacher(srv);
    await updateUser(srv, sub.user.id, { isGroup: true, superTeacherID: owner.user.id, superTeacherPlan: 'masterAnnual_3', paymentPlan: 'masterAnnual_3', maxStudents: 25 });
    // Its card is still theirs to change, but not its plan: that is a purchase order now.
    expect((await changePlan(owner.key, 'masterAnnual_3', 6)).status).toBe(403);
    expect((await request(srv.url, updateCard, { key: owner.key, body: { paymentToken: 'pm_card_mastercard' } })).status).toBe(200);
    srv.clock.now = new Date(srv.clock.now.getTime() + 366 * DAY_MS);
    await srv.stripe.renew(first.body.stripeSubscriptionID);
    await srv.stripe.settled();
    const renewed = await rowOf(owner.user.id);
    expect(renewed.expirationDate!.getTime()).toBeGreaterThan(srv.clock.now.getTime());
    expect((await rowOf(sub.user.id)).expirationDate!.toISOString()).toBe(renewed.expirationDate!.toISOString());
  });
});

