import { and, eq, ne } from 'drizzle-orm';
import { isPurchasablePlan, planById, seatsOf, type PaymentPlan } from '../../../shared/domain/plans';
import type { Queryable } from '../../db/open';
import { heldSubscriptions, superTeacherPlans, users } from '../../db/schema';
import type { UserRow } from '../../app-env';
import type { SubscriptionState } from '../../adapters/payments';

/**
 * How a plan lands on an account (ACB §4 "Payment state after payment"): expirationDate,
 * paymentPlan, paymentQuantity, isCancelling, isPurchaseOrder, maxStudents and the Stripe ids are
 * replaced together. A super-teacher's plan is teacher seats (`quantity` teachers of `size`
 * students each) shared with their sub-teachers, whose accounts follow its dates.
 */
export interface PlanGrant {
  plan: PaymentPlan;
  quantity: number;
  expirationDate: Date;
  isCancelling: boolean;
  isPurchaseOrder: boolean;
  stripeSubscriptionID: string | null;
  stripeCustomerID?: string | null;
}

/** A super-teacher's plan is per teacher: their own classes get one teacher's seats. */
const ownSeats = (user: UserRow, plan: PaymentPlan, quantity: number) => (user.isSuperTeacher ? plan.size : seatsOf(plan, quantity));

export async function grantPlan(tx: Queryable, user: UserRow, grant: PlanGrant, now: Date): Promise<UserRow> {
  const { plan, quantity, expirationDate } = grant;
  const [row] = await tx
    .update(users)
    .set({
      paymentPlan: plan.id,
      paymentQuantity: quantity,
      maxStudents: ownSeats(user, plan, quantity),
      expirationDate,
      isCancelling: grant.isCancelling,
      isPurchaseOrder: grant.isPurchaseOrder,
      stripeSubscriptionID: grant.stripeSubscriptionID,
      ...(grant.stripeCustomerID !== undefined ? { stripeCustomerID: grant.stripeCustomerID } : {}),
      ...(user.isSuperTeacher ? { superTeacherExpiration: expirationDate } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (user.isSuperTeacher) await grantTeacherSeats(tx, user, plan, quantity, expirationDate, now);
  if (grant.stripeSubscriptionID) await noteHeld(tx, user.id, grant.stripeSubscriptionID);
  return row!;
}

/** Notes that the account holds this Stripe subscription (reconciler.ts: one it held is never refunded, only ended). */
export async function noteHeld(tx: Queryable, userID: string, subscriptionID: string): Promise<void> {
  await tx.insert(heldSubscriptions).values({ subscriptionID, userID }).onConflictDoNothing();
}

/**
 * The group's seat plan bought by card or purchase order: one row per plan id. When the plan
 * changes (say 25 to 50 students per teacher), the old row becomes the new one and the teachers
 * on it move along, so nobody loses a seat by an upgrade.
 */
async function grantTeacherSeats(tx: Queryable, owner: UserRow, plan: PaymentPlan, quantity: number, expirationDate: Date, now: Date) {
  const previous = owner.paymentPlan && owner.paymentPlan !== plan.id ? owner.paymentPlan : null;
  if (previous) {
    await tx.delete(superTeacherPlans).where(and(eq(superTeacherPlans.superTeacherID, owner.id), eq(superTeacherPlans.plan, previous)));
    await tx
      .update(users)
      .set({ superTeacherPlan: plan.id, paymentPlan: plan.id, maxStudents: plan.size, updatedAt: now })
      .where(and(eq(users.superTeacherID, owner.id), eq(users.superTeacherPlan, previous)));
  }
  await tx
    .insert(superTeacherPlans)
    .values({ superTeacherID: owner.id, plan: plan.id, size: plan.size, quantity, createdAt: now })
    .onConflictDoUpdate({ target: [superTeacherPlans.superTeacherID, superTeacherPlans.plan], set: { size: plan.size, quantity } });
  // The group's teachers are active exactly as long as the group's plan.
  await tx.update(users).set({ expirationDate, updatedAt: now }).where(eq(users.superTeacherID, owner.id));
}

/**
 * The account runs out now: an unpaid renewal ('expired') or a subscription ended for good
 * ('cancelled'). Classes, students and results stay; seats go to 0 until a plan is bought.
 */
export async function endPlan(tx: Queryable, user: UserRow, as: 'expired' | 'cancelled', now: Date): Promise<UserRow> {
  const expirationDate = user.expirationDate && user.expirationDate < now ? user.expirationDate : now;
  const [row] = await tx
    .update(users)
    .set({ paymentPlan: as, maxStudents: 0, isCancelling: false, isPurchaseOrder: false, expirationDate, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (user.isSuperTeacher) {
    await tx
      .update(users)
      .set({ expirationDate, updatedAt: now })
      .where(and(eq(users.superTeacherID, user.id), ne(users.id, user.id)));
  }
  return row!;
}

/** Applies a Stripe subscription as Stripe has it now to its account. */
export async function applySubscription(tx: Queryable, user: UserRow, sub: SubscriptionState, now: Date, log: (line: string) => void): Promise<UserRow> {
  if (sub.status === 'canceled') return endPlan(tx, user, 'cancelled', now);
  if (sub.status !== 'active' && sub.status !== 'trialing') return endPlan(tx, user, 'expired', now);
  const plan = planById(sub.plan);
  if (!isPurchasablePlan(plan)) {
    log(`[billing] subscription ${sub.subscriptionID} has no known plan (${sub.plan ?? 'none'}); account ${user.id} left as it was`);
    return user;
  }
  return grantPlan(
    tx,
    user,
    {
      plan,
      quantity: sub.quantity,
      expirationDate: sub.periodEnd,
      isCancelling: sub.cancelAtPeriodEnd,
      isPurchaseOrder: false,
      stripeSubscriptionID: sub.subscriptionID,
      stripeCustomerID: sub.customerID,
    },
    now,
  );
}
