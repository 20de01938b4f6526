import { Hono } from 'hono';
import { and, count, eq, ne } from 'drizzle-orm';
import { recordPurchaseOrder } from '../../../shared/api/billing';
import { isTeacherActive } from '../../../shared/domain/account';
import { isPurchasablePlan, isSubscribed, isValidQuantity, planById, purchaseProblem, seatsOf } from '../../../shared/domain/plans';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classes, classStudents, purchaseOrders, superTeacherPlans, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { adminOnly } from '../admin/guards';
import { teacherRow } from '../admin/queries';
import { grantPlan } from './payment-state';

/**
 * Purchase orders (src/server/README.md "Payments"): a school that pays by invoice gets its plan from an admin,
 * with or without Stripe. The order is kept (purchase_orders) and the account is active at once
 * until the end of the order's last day (UTC).
 */
export const purchaseOrderRoutes = new Hono<AppEnv>();

/**
 * Issue 29: the seats an order would leave short of what is in use now, or null. A teacher's
 * students across their classes against the order's student seats; a super-teacher's own students
 * against one teacher's seats, and the group's teachers against the teacher seats after the order
 * (the order's plan replaces the group's current one, as grantPlan does).
 *
 * Decided: a 409 the admin can override (confirmBelowUse), not a flat refusal: a school may
 * really buy fewer seats (students leave in June), and nobody is removed by it; but it is never
 * recorded silently, because the teacher would then read "10 of 5 used" and no one could join.
 */
async function belowUse(
  tx: Queryable,
  user: typeof users.$inferSelect,
  planID: string,
  studentSeats: number,
  quantity: number,
): Promise<{ inUse: number; seats: number } | null> {
  const [own] = await tx
    .select({ n: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .where(eq(classes.teacherID, user.id));
  const students = Number(own?.n ?? 0);
  if (students > studentSeats) return { inUse: students, seats: studentSeats };
  if (!user.isSuperTeacher) return null;
  const replaced = user.paymentPlan && user.paymentPlan !== planID ? user.paymentPlan : planID;
  const others = await tx
    .select({ plan: superTeacherPlans.plan, quantity: superTeacherPlans.quantity })
    .from(superTeacherPlans)
    .where(and(eq(superTeacherPlans.superTeacherID, user.id), ne(superTeacherPlans.plan, replaced), ne(superTeacherPlans.plan, planID)));
  const teacherSeats = quantity + others.reduce((sum, p) => sum + p.quantity, 0);
  const [subs] = await tx.select({ n: count() }).from(users).where(and(eq(users.superTeacherID, user.id), ne(users.id, user.id)));
  const teachers = Number(subs?.n ?? 0);
  return teachers > teacherSeats ? { inUse: teachers, seats: teacherSeats } : null;
}

const endOfDayUTC = (isoDate: string) => new Date(`${isoDate}T23:59:59.999Z`);

handle(purchaseOrderRoutes, recordPurchaseOrder, [adminOnly], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  const at = now();
  const expirationDate = endOfDayUTC(body.expirationDate);
  if (!(expirationDate > at)) throw new HttpError(400, extraMessages.expiryInPast);
  const plan = planById(body.paymentPlan);
  if (!isPurchasablePlan(plan)) throw new HttpError(400, extraMessages.planNotOnSale);

  const row = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, body.userID)).for('update');
    if (!user) throw new HttpError(404, messages.notFound);
    if (user.roleID !== RoleID.Teacher) throw new HttpError(400, extraMessages.purchaseOrderNotTeacher);
    if (user.isGroup && !user.isSuperTeacher) throw new HttpError(409, extraMessages.purchaseOrderSubTeacher);
    // A super-teacher's order is teacher seats; a teacher's may be any plan, old prices included (a school's deal stays its deal).
    const fits = user.isSuperTeacher ? purchaseProblem(user, plan.id, body.quantity) === null : isValidQuantity(plan, body.quantity);
    if (!fits) throw new HttpError(400, user.isSuperTeacher ? extraMessages.planNotOnSale : extraMessages.quantityInvalid);
    if (user.stripeSubscriptionID && isSubscribed(user) && !user.isPurchaseOrder && isTeacherActive(user, at)) {
      throw new HttpError(409, extraMessages.purchaseOrderPaysByCard(user.expirationDate!.toISOString().slice(0, 10)));
    }
    if (!body.confirmBelowUse) {
      const short = await belowUse(tx, user, plan.id, user.isSuperTeacher ? plan.size : seatsOf(plan, body.quantity), body.quantity);
      if (short) {
        throw new HttpError(409, `${extraMessages.purchaseOrderBelowUse} ${extraMessages.purchaseOrderBelowUseCounts(short.inUse, short.seats, short.inUse - short.seats)}`);
      }
    }
    await tx.insert(purchaseOrders).values({
      userID: user.id,
      plan: plan.id,
      quantity: body.quantity,
      seats: user.isSuperTeacher ? plan.size * body.quantity : seatsOf(plan, body.quantity),
      expirationDate,
      poNumber: body.poNumber,
      recordedBy: c.var.user.id,
      createdAt: at,
    });
    // The card subscription (if one is still winding down) no longer speaks for this account.
    return grantPlan(tx, user, { plan, quantity: body.quantity, expirationDate, isCancelling: false, isPurchaseOrder: true, stripeSubscriptionID: null }, at);
  });
  log(`[billing] admin ${c.var.user.id} recorded a purchase order for ${row.id}: ${plan.id} x ${body.quantity} to ${body.expirationDate}`);
  return teacherRow(db, row, at);
});
