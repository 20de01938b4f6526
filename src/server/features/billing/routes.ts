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
import { planById } from '../../../shared/domain/plans';
import { isTeacherActive } from '../../../shared/domain/account';
import { extraMessages, messages } from '../../../shared/messages';
import type { Payments, SubscriptionState } from '../../adapters/payments';
import type { AppEnv, UserRow } from '../../app-env';
import type { Db, Queryable } from '../../db/open';
import { users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { checkTeacherRegistration, insertTeacher, welcomeTeacher } from '../auth/teacher-account';
import { userView } from '../auth/user-view';
import { assertMayBuy, assertPurchase, cardPaymentsOn, declineCounters, stripe } from './card-payments';
import { applySubscription, noteHeld } from './payment-state';
import { checkPreview } from './invoices';
import { arrivalTime, emailClaim, runClaimed, throwRefusal, userClaim } from './checkout-claim';
import { cancelAndRefund, reconcileTeacher } from './reconciler';
import { loginTaken } from '../auth/logins';
import { verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';

/** Payment and Plans (ACB §7 Payment): card subscriptions through the Stripe adapter. */
export const billingRoutes = new Hono<AppEnv>();

handle(billingRoutes, getPaymentSettings, [], async (c) => {
  const { payments, config } = c.var.deps;
  return {
    cardPayments: payments !== null,
    publishableKey: payments?.publishableKey ?? null,
    supportEmail: config.SUPPORT_EMAIL,
    helpDeskUrl: config.HELP_DESK_URL ?? null,
    ...(config.KAHOOT_URL ? { kahootUrl: config.KAHOOT_URL } : {}),
  };
});

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
  const { db, now } = c.var.deps;
  const arrived = await arrivalTime(db);
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  assertMayBuy(c, me);
  if (!me.isVerified && me.socialType !== 'google') throw new HttpError(412, messages.verifyRequired);
  assertPurchase(me, body.paymentPlan, body.quantity);
  await c.var.deps.rateLimits.assertOpen(declineCounters(c));
  await assertCoupon(c, payments, body.stripeCoupon);

  // One checkout per teacher at a time (checkout-claim.ts): a second press (another tab, another
  // card, another server) waits for this one and is answered with its answer.
  return runClaimed(
    db,
    userClaim(me.id),
    async () => {
      // The account as it is now, not as this request found it: a press that finished meanwhile may have subscribed it.
      const [fresh] = await db.select().from(users).where(eq(users.id, me.id));
      if (!fresh) throw new HttpError(401, messages.pleaseLogin);
      assertMayBuy(c, fresh);
      assertNotSubscribed(fresh, now());
      const view = await checkout(c, payments, fresh, body);
      return { answer: view, stored: view };
    },
    async (outcome) => {
      if (outcome.status !== 200) throwRefusal(outcome);
      return outcome.response as Awaited<ReturnType<typeof userView>>;
    },
    arrived,
  );
});

/** A subscription still running (set to cancel or not) is changed or resumed, never doubled. */
function assertNotSubscribed(user: UserRow, at: Date) {
  if (user.stripeSubscriptionID && user.paymentPlan !== 'trial' && isTeacherActive(user, at)) throw new HttpError(409, extraMessages.alreadySubscribed);
}

/** The Stripe calls of a signup, made by the press holding the teacher's checkout claim. */
async function checkout(c: Context<AppEnv>, payments: Payments, me: UserRow, body: { paymentPlan: string; quantity: number; paymentToken: string; stripeCoupon: string | null }) {
  const { db, now, log } = c.var.deps;
  // The PaymentMethod is new for every press of Pay: a repeat of one press is one customer and one subscription at Stripe.
  const attempt = `${me.id}-${body.paymentToken}`;
  // The customer Stripe already holds for this teacher is used again, never a second one.
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
  // Anything else Stripe charges this teacher for (made before this lock existed, or by hand) is ended and refunded now.
  await reconcileTeacher({ db, payments, log }, me.id, { holdsClaim: true }).catch((err: unknown) =>
    log(`[billing] reconciler after the signup of ${me.id} failed: ${err instanceof Error ? err.message : String(err)}`),
  );
  return userView(db, row, now());
}

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
  // Only what the teacher was shown (issue 26): Stripe prorates as of the preview's moment, and a
  // different amount now (the plan's price changed, the preview was for other seats) is refused.
  await checkPreview(c, payments, subscriptionID, body);
  const sub = await stripe(c, 'plan change', () => payments.changePlanAt(subscriptionID, body.paymentPlan, body.quantity, body.prorationDate));
  const row = await applyLocked(db, me.id, sub, now(), log);
  if (!row) throw new HttpError(401, messages.pleaseLogin);
  log(`[billing] ${me.id} changed to ${body.paymentPlan} x ${body.quantity}, $${(body.amountDueToday / 100).toFixed(2)} as previewed (${subscriptionID})`);
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
  const { db, now, config } = c.var.deps;
  const arrived = await arrivalTime(db);
  const payments = cardPaymentsOn(c);
  await checkTeacherRegistration(c, body);
  assertPurchase({ isSuperTeacher: false }, body.paymentPlan, body.quantity);
  await c.var.deps.rateLimits.assertOpen(declineCounters(c));
  await assertCoupon(c, payments, body.stripeCoupon);
  // One checkout per email at a time: two presses make one account and one charge.
  return runClaimed(
    db,
    emailClaim(body.email),
    async () => {
      // A press that finished meanwhile made this account.
      if (await loginTaken(db, body.email)) throw new HttpError(409, messages.accountExists);
      const row = await directCheckout(c, payments, body);
      return { answer: await welcomeTeacher(c, row, now()), stored: { userID: row.id } };
    },
    async (outcome) => {
      if (outcome.status !== 200) throwRefusal(outcome);
      // The other press made the account. Its key is never given to someone else: only the same
      // password (the same person, in another tab) is signed in to it, with a session of its own.
      const [row] = await db.select().from(users).where(eq(users.id, (outcome.response as { userID: string }).userID));
      if (!row || !(await verifyPassword(row.passwordHash, body.password))) throw new HttpError(409, messages.accountExists);
      const at = now();
      const apiKey = await createSession(db, row.id, { now: at, days: config.SESSION_DAYS });
      return userView(db, row, at, { apiKey });
    },
    arrived,
  );
});

async function directCheckout(c: Context<AppEnv>, payments: Payments, body: Parameters<typeof checkTeacherRegistration>[1] & { paymentPlan: string; quantity: number; paymentToken: string; stripeCoupon: string | null }): Promise<UserRow> {
  const { now, log } = c.var.deps;
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
    await cancelAndRefund(payments, sub.subscriptionID).then(
      (done) => log(`[billing] ALERT direct checkout for an email taken meanwhile: ${sub.subscriptionID} cancelled, refunded ${(done.amount / 100).toFixed(2)}${done.problem ? `; ${done.problem}` : ''}`),
      (e: unknown) => log(`[billing] ALERT could not cancel orphan ${sub.subscriptionID}: ${String(e)}`),
    );
    throw err;
  }
  await noteHeld(c.var.deps.db, row.id, sub.subscriptionID);
  log(`[billing] ${row.id} registered and subscribed to ${body.paymentPlan} x ${body.quantity} (${sub.subscriptionID})`);
  return row;
}
