import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { recordPurchaseOrder } from '../../../shared/api/billing';
import { isTeacherActive } from '../../../shared/domain/account';
import { isPurchasablePlan, isSubscribed, isValidQuantity, planById, purchaseProblem, seatsOf } from '../../../shared/domain/plans';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { purchaseOrders, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { adminOnly } from '../admin/guards';
import { teacherRow } from '../admin/queries';
import { grantPlan } from './payment-state';

/**
 * Purchase orders (README "Payments"): a school that pays by invoice gets its plan from an admin,
 * with or without Stripe. The order is kept (purchase_orders) and the account is active at once
 * until the end of the order's last day (UTC).
 */
export const purchaseOrderRoutes = new Hono<AppEnv>();

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
