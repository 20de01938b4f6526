import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  cancelSubscription,
  couponCheck,
  directSignup,
  getCard,
  getPaymentSettings,
  signup,
  updateCard,
  updateSubscription,
} from '../../../shared/api/billing';
import { planById, purchaseProblem } from '../../../shared/domain/plans';
import { isTeacherActive } from '../../../shared/domain/account';
import { extraMessages, messages } from '../../../shared/messages';
import { PaymentDeclined, PlanNotConfigured, type Payments, type SubscriptionState } from '../../adapters/payments';
import type { AppEnv, UserRow } from '../../app-env';
import type { Db, Queryable } from '../../db/open';
import { users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';
import { teacherOrAdmin } from '../auth/guards';
import { checkTeacherRegistration, insertTeacher, welcomeTeacher } from '../auth/teacher-account';
import { userView } from '../auth/user-view';
import { applySubscription } from './payment-state';

/** Payment and Plans (ACB §7 Payment): card subscriptions through the Stripe adapter. */
export const billingRoutes = new Hono<AppEnv>();

handle(billingRoutes, getPaymentSettings, [], async (c) => {
  const { payments, config } = c.var.deps;
  return {
    cardPayments: payments !== null,
    publishableKey: payments?.publishableKey ?? null,
    supportEmail: config.SUPPORT_EMAIL,
    helpDeskUrl: config.HELP_DESK_URL ?? null,
  };
});

function cardPaymentsOn(c: Context<AppEnv>): Payments {
  const { payments, config } = c.var.deps;
  if (!payments) throw new HttpError(409, extraMessages.cardPaymentsOff(config.SUPPORT_EMAIL));
  return payments;
}

/** The declined-card counters of this request: its address, and the account when signed in. */
const declineCounters = (c: Context<AppEnv>): Counter[] => {
  const counters: Counter[] = [['declinedCardsPerAddress', requestAddress(c)]];
  const user = c.get('user') as UserRow | undefined;
  if (user) counters.push(['declinedCardsPerAccount', user.id]);
  return counters;
};

/** Runs a Stripe call, answering its failures in the catalogue's terms: 433 with the card's own message, else 503. */
async function stripe<T>(c: Context<AppEnv>, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PaymentDeclined) {
      await c.var.deps.rateLimits.fail(declineCounters(c));
      throw new HttpError(433, err.message);
    }
    c.var.deps.log(`[billing] ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    if (err instanceof PlanNotConfigured) throw new HttpError(503, extraMessages.planNotConfigured, { 'Retry-After': '3600' });
    throw new HttpError(503, extraMessages.paymentUnavailable, { 'Retry-After': '60' });
  }
}

/** Who may buy: not a group's teacher (their seats are the group's), not an account paid by purchase order. */
function assertMayBuy(c: Context<AppEnv>, user: UserRow) {
  if (user.isGroup && !user.isSuperTeacher) throw new HttpError(403, extraMessages.groupAccountNoPlans);
  if (user.isPurchaseOrder && isTeacherActive(user, c.var.deps.now())) throw new HttpError(409, extraMessages.purchaseOrderAccount);
}

function assertPurchase(user: { isSuperTeacher: boolean }, plan: string, quantity: number) {
  const problem = purchaseProblem(user, plan, quantity);
  if (problem === 'plan') throw new HttpError(400, extraMessages.planNotOnSale);
  if (problem === 'quantity') throw new HttpError(400, extraMessages.quantityInvalid);
}

async function assertCoupon(c: Context<AppEnv>, payments: Payments, code: string | null) {
  if (!code) return;
  const coupon = await stripe(c, 'coupon check', () => payments.findCoupon(code));
  if (!coupon) throw new HttpError(404, messages.couponNotFound);
}

/** Applies Stripe's state to the account under a row lock, so a webhook arriving meanwhile cannot interleave. */
export async function applyLocked(db: Db, userID: string, sub: SubscriptionState, now: Date, log: (line: string) => void): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userID)).for('update');
    return row ? applySubscription(tx, row, sub, now, log) : null;
  });
}

async function saveCustomer(db: Queryable, userID: string, customerID: string) {
  await db.update(users).set({ stripeCustomerID: customerID }).where(eq(users.id, userID));
}

const fullName = (u: { first: string; last: string }) => `${u.first} ${u.last}`.trim();

handle(billingRoutes, signup, [teacherOrAdmin], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  assertMayBuy(c, me);
  if (!me.isVerified && me.socialType !== 'google') throw new HttpError(412, messages.verifyRequired);
  // A subscription still running (set to cancel or not) is changed or resumed, never doubled.
  if (me.stripeSubscriptionID && me.paymentPlan !== 'trial' && isTeacherActive(me, now())) throw new HttpError(409, extraMessages.alreadySubscribed);
  assertPurchase(me, body.paymentPlan, body.quantity);
  await c.var.deps.rateLimits.assertOpen(declineCounters(c));
  await assertCoupon(c, payments, body.stripeCoupon);

  // The PaymentMethod is new for every press of Pay: a repeat of one press is one customer and one subscription at Stripe.
  const attempt = `${me.id}-${body.paymentToken}`;
  let customerID = me.stripeCustomerID;
  if (customerID) {
    const existing = customerID;
    await stripe(c, 'card change', () => payments.replaceCard(existing, null, body.paymentToken));
  } else {
    customerID = await stripe(c, 'customer', () =>
      payments.createCustomer({ email: me.email, name: fullName(me), userID: me.id, paymentToken: body.paymentToken, idempotencyKey: attempt }),
    );
    await saveCustomer(db, me.id, customerID);
  }
  // An unpaid subscription left from before would keep retrying the old card: it ends before the new one starts.
  const stale = me.stripeSubscriptionID;
  if (stale) {
    const old = await stripe(c, 'old subscription', () => payments.subscription(stale));
    if (old && old.status !== 'canceled') await stripe(c, 'old subscription', () => payments.cancelNow(stale));
  }
  const forCustomer = customerID;
  const sub = await stripe(c, 'subscription', () =>
    payments.subscribe({ customerID: forCustomer, plan: body.paymentPlan, quantity: body.quantity, coupon: body.stripeCoupon, userID: me.id, idempotencyKey: attempt }),
  );
  const row = await applyLocked(db, me.id, sub, now(), log);
  if (!row) throw new HttpError(401, messages.pleaseLogin);
  log(`[billing] ${me.id} subscribed to ${body.paymentPlan} x ${body.quantity} (${sub.subscriptionID})`);
  return userView(db, row, now());
});

/** The card subscription of the signed-in teacher, or 409 noSubscription. */
function subscriptionOf(me: UserRow): string {
  if (!me.stripeSubscriptionID || me.paymentPlan === 'cancelled') throw new HttpError(409, extraMessages.noSubscription);
  return me.stripeSubscriptionID;
}

handle(billingRoutes, updateSubscription, [teacherOrAdmin], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  assertMayBuy(c, me);
  const subscriptionID = subscriptionOf(me);
  assertPurchase(me, body.paymentPlan, body.quantity);
  const sub = await stripe(c, 'plan change', () => payments.changePlan(subscriptionID, body.paymentPlan, body.quantity));
  const row = await applyLocked(db, me.id, sub, now(), log);
  if (!row) throw new HttpError(401, messages.pleaseLogin);
  return userView(db, row, now());
});

handle(billingRoutes, updateCard, [teacherOrAdmin], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  const customerID = me.stripeCustomerID;
  if (!customerID) throw new HttpError(409, extraMessages.noSubscription);
  await c.var.deps.rateLimits.assertOpen(declineCounters(c));
  await stripe(c, 'card update', () => payments.replaceCard(customerID, me.stripeSubscriptionID, body.paymentToken));
  // An unpaid renewal paid with the new card opens the account again at once, before the webhook says so.
  const subscriptionID = me.stripeSubscriptionID;
  const sub = subscriptionID ? await stripe(c, 'subscription read', () => payments.subscription(subscriptionID)) : null;
  const row = sub ? await applyLocked(db, me.id, sub, now(), log) : me;
  return userView(db, row ?? me, now());
});

handle(billingRoutes, cancelSubscription, [teacherOrAdmin], async (c) => {
  const { db, now, log } = c.var.deps;
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  const subscriptionID = subscriptionOf(me);
  const sub = await stripe(c, 'cancellation', () => payments.setCancelAtPeriodEnd(subscriptionID, true));
  const row = await applyLocked(db, me.id, sub, now(), log);
  log(`[billing] ${me.id} cancelled ${subscriptionID} at period end`);
  return userView(db, row ?? me, now());
});

handle(billingRoutes, couponCheck, [teacherOrAdmin], async (c, { query }) => {
  const payments = cardPaymentsOn(c);
  await c.var.deps.rateLimits.take([['couponChecksPerUser', c.var.user.id]]);
  const coupon = await stripe(c, 'coupon check', () => payments.findCoupon(query.code));
  if (!coupon) throw new HttpError(404, messages.couponNotFound);
  return coupon;
});

handle(billingRoutes, getCard, [teacherOrAdmin], async (c) => {
  const payments = c.var.deps.payments;
  const customerID = c.var.user.stripeCustomerID;
  if (!payments || !customerID) return { card: null };
  return { card: await stripe(c, 'card read', () => payments.cardOf(customerID)) };
});

/**
 * Direct checkout (ACB §2 /direct-payment): the account is made only once Stripe took the first
 * payment, so a declined card leaves nothing behind but the form to try again. The account is
 * new, so it is not verified yet; the card holder paid, and the verification email goes out as usual.
 */
handle(billingRoutes, directSignup, [], async (c, { body }) => {
  const { now, log } = c.var.deps;
  const payments = cardPaymentsOn(c);
  await checkTeacherRegistration(c, body);
  assertPurchase({ isSuperTeacher: false }, body.paymentPlan, body.quantity);
  await c.var.deps.rateLimits.assertOpen(declineCounters(c));
  await assertCoupon(c, payments, body.stripeCoupon);
  const userID = crypto.randomUUID();
  const attempt = `direct-${body.paymentToken}`;
  const customerID = await stripe(c, 'customer', () =>
    payments.createCustomer({ email: body.email, name: fullName(body), userID, paymentToken: body.paymentToken, idempotencyKey: attempt }),
  );
  const sub = await stripe(c, 'subscription', () =>
    payments.subscribe({ customerID, plan: body.paymentPlan, quantity: body.quantity, coupon: body.stripeCoupon, userID, idempotencyKey: attempt }),
  );
  const plan = planById(sub.plan);
  const at = now();
  let row: UserRow;
  try {
    row = await insertTeacher(
      c,
      body,
      {
        id: userID,
        paymentPlan: plan?.id ?? body.paymentPlan,
        paymentQuantity: sub.quantity,
        maxStudents: (plan?.size ?? 0) * sub.quantity,
        expirationDate: sub.periodEnd,
        stripeSubscriptionID: sub.subscriptionID,
        stripeCustomerID: customerID,
      },
      at,
    );
  } catch (err) {
    // Someone registered this email between the check and now: nobody may pay for an account they do not get.
    await payments.cancelNow(sub.subscriptionID).catch((e: unknown) => log(`[billing] could not cancel orphan ${sub.subscriptionID}: ${String(e)}`));
    throw err;
  }
  log(`[billing] ${row.id} registered and subscribed to ${body.paymentPlan} x ${body.quantity} (${sub.subscriptionID})`);
  return welcomeTeacher(c, row, at);
});
