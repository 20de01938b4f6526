import { Hono } from 'hono';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getBillingAlerts, runBillingReconcile, type BillingAlert } from '../../../shared/api/billing';
import { extraMessages } from '../../../shared/messages';
import type { Payments, SubscriptionState } from '../../adapters/payments';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/open';
import { billingAlerts, checkoutClaims, heldSubscriptions, jobLeases, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { describeFailure } from '../../protection/input';
import { adminOnly } from '../admin/guards';
import { STALE_SECONDS, userClaim } from './checkout-claim';

/**
 * The billing reconciler (issue 26): finds subscriptions Stripe holds for a teacher (on the
 * customer stored on the account, on customers whose metadata names the teacher, or whose own
 * metadata names the teacher) that the account does not hold (not users.stripeSubscriptionID)
 * and that still charge (active, trialing, past_due). Each is cancelled now, what its invoices
 * took is refunded (unless the account held it once: held_subscriptions), and an admin is told: a billing_alerts row (GET /admin/billing-alerts) and a
 * log line starting "[billing] ALERT".
 *
 * It runs after every card signup for that teacher (scoped, inside the checkout claim), every
 * hour over the whole Stripe account (one process of all, by a lease in job_leases), and when an
 * admin asks (POST /admin/billing/reconcile). A teacher whose checkout is running right now is
 * left alone: its new subscription is made but not stored on the account yet.
 */

export interface ReconcileDeps {
  db: Db;
  payments: Payments;
  log: (line: string) => void;
}

export interface ReconcileReport {
  /** Subscriptions looked at. */
  checked: number;
  /** The alerts this run recorded. */
  alerts: BillingAlert[];
}

const CHARGING = new Set<SubscriptionState['status']>(['active', 'trialing', 'past_due']);
export const ALERT_EXTRA_SUBSCRIPTION = 'extra-subscription';
/** A subscription the account held before and no longer does, still charging: ended, not refunded. */
export const ALERT_ENDED_SUBSCRIPTION = 'ended-subscription';
/** The whole-account run: once an hour, by whichever process takes the lease first. */
export const RECONCILE_EVERY_MS = 60 * 60 * 1000;
const LEASE = 'billing-reconcile';

/** A checkout of this teacher is under way (a claim running, not stale). */
async function checkoutRunning(db: Db, userID: string): Promise<boolean> {
  const [row] = await db
    .select({ key: checkoutClaims.key })
    .from(checkoutClaims)
    .where(
      and(
        eq(checkoutClaims.key, userClaim(userID)),
        isNull(checkoutClaims.status),
        sql`${checkoutClaims.startedAt} > clock_timestamp() - make_interval(secs => ${STALE_SECONDS})`,
      ),
    );
  return row !== undefined;
}

type AlertRow = typeof billingAlerts.$inferSelect;
const alertView = (row: AlertRow, user: { email: string | null; first: string; last: string } | null): BillingAlert => ({
  id: row.id,
  kind: row.kind,
  userID: row.userID,
  email: user?.email ?? null,
  name: user ? `${user.first} ${user.last}`.trim() : null,
  customerID: row.customerID,
  subscriptionID: row.subscriptionID,
  amountRefunded: row.amountRefunded,
  refundIDs: row.refundIDs,
  problem: row.problem,
  createdAt: row.createdAt.toISOString(),
});

/** Cancels a subscription now and refunds what it took. A refund Stripe refuses is reported, not thrown: the cancellation stands. */
export async function cancelAndRefund(payments: Payments, subscriptionID: string): Promise<{ refundIDs: string[]; amount: number; problem: string | null }> {
  await payments.cancelNow(subscriptionID);
  try {
    return { ...(await payments.refundSubscription(subscriptionID)), problem: null };
  } catch (err) {
    return { refundIDs: [], amount: 0, problem: `refund failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** One subscription: left alone when the account holds it (or its checkout runs), else cancelled, refunded and reported. */
async function settle(deps: ReconcileDeps, sub: SubscriptionState, userID: string, holdsClaim: boolean): Promise<BillingAlert | null> {
  const { db, payments, log } = deps;
  if (!CHARGING.has(sub.status)) return null;
  // The account as it is now: it may have taken this very subscription since the list was read.
  const [user] = await db.select().from(users).where(eq(users.id, userID));
  // No account (a direct checkout not finished, or deleted): nothing to compare with.
  if (!user || user.stripeSubscriptionID === sub.subscriptionID) return null;
  // Another account holds it (its customer moved): that account's business, not a stray charge.
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.stripeSubscriptionID, sub.subscriptionID)).limit(1);
  if (holder) return null;
  if (!holdsClaim && (await checkoutRunning(db, user.id))) return null;

  // One the account held before (a card plan replaced by a purchase order, say) was paid for and
  // used: it is ended so it charges no more, never refunded. One it never held is a second charge.
  const [held] = await db.select({ id: heldSubscriptions.subscriptionID }).from(heldSubscriptions).where(eq(heldSubscriptions.subscriptionID, sub.subscriptionID));
  const done = held
    ? await payments.cancelNow(sub.subscriptionID).then(() => ({ refundIDs: [] as string[], amount: 0, problem: null }))
    : await cancelAndRefund(payments, sub.subscriptionID);
  const [row] = await db
    .insert(billingAlerts)
    .values({
      kind: held ? ALERT_ENDED_SUBSCRIPTION : ALERT_EXTRA_SUBSCRIPTION,
      userID: user.id,
      customerID: sub.customerID,
      subscriptionID: sub.subscriptionID,
      amountRefunded: done.amount,
      refundIDs: done.refundIDs,
      problem: done.problem,
    })
    .onConflictDoNothing()
    .returning();
  log(
    held
      ? `[billing] ALERT reconciler: ${sub.subscriptionID} (customer ${sub.customerID}, ${sub.status}) was teacher ${user.id}'s before and still charged, the account holds ${user.stripeSubscriptionID ?? 'none'}: cancelled, not refunded`
      : `[billing] ALERT reconciler: ${sub.subscriptionID} (customer ${sub.customerID}, ${sub.status}) charged teacher ${user.id} but the account holds ${user.stripeSubscriptionID ?? 'none'}: cancelled, refunded ${(done.amount / 100).toFixed(2)} (${done.refundIDs.join(', ') || 'no payment'})${done.problem ? `; ${done.problem}` : ''}`,
  );
  return row ? alertView(row, user) : null;
}

async function settleAll(deps: ReconcileDeps, found: { sub: SubscriptionState; userID: string }[], holdsClaim: boolean): Promise<ReconcileReport> {
  const alerts: BillingAlert[] = [];
  for (const { sub, userID } of found) {
    try {
      const alert = await settle(deps, sub, userID, holdsClaim);
      if (alert) alerts.push(alert);
    } catch (err) {
      deps.log(`[billing] reconciler: ${sub.subscriptionID} of ${userID} not settled: ${describeFailure(err)}`);
    }
  }
  return { checked: found.length, alerts };
}

/**
 * One teacher: the customer on the account and the customers with the teacher's email whose
 * metadata names the teacher. `holdsClaim`: called from inside this teacher's checkout claim.
 */
export async function reconcileTeacher(deps: ReconcileDeps, userID: string, opts: { holdsClaim?: boolean } = {}): Promise<ReconcileReport> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userID));
  if (!user) return { checked: 0, alerts: [] };
  const customers = new Set<string>(await deps.payments.customersOfUser(user.id, user.email));
  if (user.stripeCustomerID) customers.add(user.stripeCustomerID);
  const found: { sub: SubscriptionState; userID: string }[] = [];
  for (const customerID of customers) {
    for (const sub of await deps.payments.liveSubscriptions(customerID)) {
      // A subscription on the teacher's customer naming another user is that user's business.
      if (!sub.userID || sub.userID === user.id) found.push({ sub, userID: user.id });
    }
  }
  return settleAll(deps, found, opts.holdsClaim ?? false);
}

/** Every subscription at Stripe not canceled, each judged against its teacher (by metadata, else by the stored customer). */
export async function reconcileAll(deps: ReconcileDeps): Promise<ReconcileReport> {
  const subs = await deps.payments.liveSubscriptions(null);
  const customerIDs = [...new Set(subs.filter((s) => !s.userID).map((s) => s.customerID))];
  const owners = new Map<string, string>();
  for (let i = 0; i < customerIDs.length; i += 500) {
    const rows = await deps.db
      .select({ id: users.id, customerID: users.stripeCustomerID })
      .from(users)
      .where(inArray(users.stripeCustomerID, customerIDs.slice(i, i + 500)));
    for (const r of rows) if (r.customerID) owners.set(r.customerID, r.id);
  }
  const found: { sub: SubscriptionState; userID: string }[] = [];
  for (const sub of subs) {
    const userID = sub.userID ?? owners.get(sub.customerID);
    if (userID && /^[0-9a-f-]{36}$/i.test(userID)) found.push({ sub, userID });
  }
  return settleAll(deps, found, false);
}

/** Takes the hourly lease: true for exactly one caller per period, whatever process or host. */
export async function takeLease(db: Db, name: string, periodMs: number): Promise<boolean> {
  // A little under the period, so a timer that fires a moment early still runs.
  const seconds = Math.floor((periodMs * 0.9) / 1000);
  const rows = await db
    .insert(jobLeases)
    .values({ name, startedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { startedAt: sql`excluded.started_at` },
      setWhere: sql`${jobLeases.startedAt} < clock_timestamp() - make_interval(secs => ${seconds})`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/**
 * The hourly whole-account run (main.ts): the first a few minutes after start, then every
 * `everyMs`; skipped by every process but the one that takes the lease. Returns stop().
 */
export function startBillingReconciler(deps: ReconcileDeps, everyMs = RECONCILE_EVERY_MS, firstAfterMs = 5 * 60 * 1000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await takeLease(deps.db, LEASE, everyMs))) return;
      const report = await reconcileAll(deps);
      deps.log(`[billing] reconciler: ${report.checked} subscription(s) checked, ${report.alerts.length} cancelled and refunded`);
    } catch (err) {
      deps.log(`[billing] reconciler failed: ${describeFailure(err)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstAfterMs);
  const every = setInterval(() => void tick(), everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** The admin's side: the alerts, and a run now. */
export const reconcilerRoutes = new Hono<AppEnv>();

handle(reconcilerRoutes, getBillingAlerts, [adminOnly], async (c) => {
  const rows = await c.var.deps.db
    .select({ alert: billingAlerts, email: users.email, first: users.first, last: users.last })
    .from(billingAlerts)
    .leftJoin(users, eq(users.id, billingAlerts.userID))
    .orderBy(desc(billingAlerts.createdAt), desc(billingAlerts.id))
    .limit(200);
  return { alerts: rows.map((r) => alertView(r.alert, r.first === null ? null : { email: r.email, first: r.first, last: r.last ?? '' })) };
});

handle(reconcilerRoutes, runBillingReconcile, [adminOnly], async (c) => {
  const { payments, db, log, config } = c.var.deps;
  if (!payments) throw new HttpError(409, extraMessages.cardPaymentsOff(config.SUPPORT_EMAIL));
  try {
    const report = await reconcileAll({ db, payments, log });
    log(`[billing] reconciler run by admin ${c.var.user.id}: ${report.checked} checked, ${report.alerts.length} cancelled and refunded`);
    return report;
  } catch (err) {
    log(`[billing] reconciler failed: ${describeFailure(err)}`);
    throw new HttpError(503, extraMessages.paymentUnavailable, { 'Retry-After': '60' });
  }
});
