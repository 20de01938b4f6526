import { Hono, type Context } from 'hono';
import { desc, eq } from 'drizzle-orm';
import {
  type BillingDetails as BillingDetailsView,
  getBillingDetails,
  listInvoices,
  listPurchaseOrders,
  previewCharge,
  saveBillingDetails,
} from '../../../shared/api/billing';
import { formatAmount, planById, seatsOf, totalCents } from '../../../shared/domain/plans';
import { invoiceMessages } from '../../../shared/invoiceMessages';
import { messages, PRODUCT_NAME } from '../../../shared/messages';
import { TaxIdInvalid, type ChargePreview, type Payments } from '../../adapters/payments';
import type { AppEnv, UserRow } from '../../app-env';
import { purchaseOrders } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { assertMayBuy, assertPurchase, cardPaymentsOn, stripe } from './card-payments';

/**
 * What the teacher sees before and after paying (issue 26): Stripe's own preview of a charge,
 * the teacher's invoices and next renewal, the billing details kept on the Stripe customer, and
 * the purchase orders a printable quote and invoice are made from. Every call is about the
 * signed-in account only (the Stripe customer and subscription ids come from its row).
 */
export const invoiceRoutes = new Hono<AppEnv>();

/** A preview older than this is not confirmed: Stripe's proration date must be recent (and in the period). */
const PREVIEW_LIFETIME_S = 3600;

/** A card subscription that a change (not a new signup) applies to. */
const changeableSubscription = (me: UserRow) =>
  me.stripeSubscriptionID && me.paymentPlan !== 'cancelled' && me.paymentPlan !== 'expired' && me.paymentPlan !== 'trial'
    ? me.stripeSubscriptionID
    : null;

const view = (p: ChargePreview, kind: 'new' | 'change') => ({
  amountDueToday: p.amountDueToday,
  credit: p.credit,
  currency: p.currency,
  nextAmount: p.nextAmount,
  nextDate: p.nextDate.toISOString(),
  lines: p.lines,
  prorationDate: p.prorationDate,
  kind,
});

handle(invoiceRoutes, previewCharge, [teacherOrAdmin], async (c, { body }) => {
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  assertMayBuy(c, me);
  assertPurchase(me, body.paymentPlan, body.quantity);
  await c.var.deps.rateLimits.take([['couponChecksPerUser', me.id]]);
  const subscriptionID = changeableSubscription(me);
  if (subscriptionID) {
    const at = Math.floor(c.var.deps.now().getTime() / 1000);
    return view(
      await stripe(c, 'change preview', () => payments.previewChange(subscriptionID, body.paymentPlan, body.quantity, at)),
      'change',
    );
  }
  const coupon = body.stripeCoupon || null;
  if (coupon && !(await stripe(c, 'coupon check', () => payments.findCoupon(coupon)))) throw new HttpError(404, messages.couponNotFound);
  const preview = await stripe(c, 'preview', () =>
    payments.previewNew({
      customerID: me.stripeCustomerID,
      plan: body.paymentPlan,
      quantity: body.quantity,
      coupon,
    }),
  );
  return view(preview, 'new');
});

/**
 * The change a teacher confirms is the one they were shown: its proration date is recent, and
 * Stripe's amount for it (as of that date) is the amount on the screen; else nothing is charged.
 */
export async function checkPreview(
  c: Context<AppEnv>,
  payments: Payments,
  subscriptionID: string,
  body: {
    paymentPlan: string;
    quantity: number;
    prorationDate: number;
    amountDueToday: number;
  },
) {
  const nowS = Math.floor(c.var.deps.now().getTime() / 1000);
  if (body.prorationDate > nowS + 60 || nowS - body.prorationDate > PREVIEW_LIFETIME_S)
    throw new HttpError(400, invoiceMessages.previewFirst);
  const preview = await stripe(c, 'change preview', () =>
    payments.previewChange(subscriptionID, body.paymentPlan, body.quantity, body.prorationDate),
  );
  if (preview.amountDueToday !== body.amountDueToday)
    throw new HttpError(409, invoiceMessages.amountChanged(formatAmount(preview.amountDueToday)));
}

handle(invoiceRoutes, listInvoices, [teacherOrAdmin], async (c) => {
  const payments = c.var.deps.payments;
  const me = c.var.user;
  const customerID = me.stripeCustomerID;
  if (!payments || !customerID) return { invoices: [], renewal: null };
  const invoices = await stripe(c, 'invoice list', () => payments.invoicesOf(customerID));
  const subscriptionID = changeableSubscription(me);
  const renewal = subscriptionID && !me.isCancelling ? await stripe(c, 'renewal', () => payments.renewalOf(subscriptionID)) : null;
  return {
    invoices: invoices.map((i) => ({ ...i, created: i.created.toISOString() })),
    renewal: renewal
      ? {
          amount: renewal.amount,
          currency: renewal.currency,
          date: renewal.date.toISOString(),
        }
      : null,
  };
});

handle(invoiceRoutes, getBillingDetails, [teacherOrAdmin], async (c) => {
  const payments = c.var.deps.payments;
  const customerID = c.var.user.stripeCustomerID;
  if (!payments || !customerID) return { details: null };
  // Tax id types other than the form's (set at Stripe's dashboard) are shown as they are.
  return {
    details: (await stripe(c, 'billing details', () => payments.billingDetails(customerID))) as BillingDetailsView | null,
  };
});

handle(invoiceRoutes, saveBillingDetails, [teacherOrAdmin], async (c, { body }) => {
  const payments = cardPaymentsOn(c);
  const me = c.var.user;
  const customerID = me.stripeCustomerID;
  if (!customerID) throw new HttpError(409, invoiceMessages.noCustomer);
  try {
    const details = await payments.updateBillingDetails(customerID, body);
    c.var.deps.log(`[billing] ${me.id} updated the billing details of ${customerID}`);
    return { details: details as BillingDetailsView };
  } catch (err) {
    if (err instanceof TaxIdInvalid) throw new HttpError(400, invoiceMessages.taxIDInvalid);
    return stripe(c, 'billing details', () => Promise.reject(err));
  }
});

handle(invoiceRoutes, listPurchaseOrders, [teacherOrAdmin], async (c) => {
  const { db, config } = c.var.deps;
  const me = c.var.user;
  const rows = await db.select().from(purchaseOrders).where(eq(purchaseOrders.userID, me.id)).orderBy(desc(purchaseOrders.createdAt));
  const orders = rows.map((po) => {
    const plan = planById(po.plan);
    const unitAmount = plan?.price ?? 0;
    return {
      id: po.id,
      poNumber: po.poNumber,
      plan: po.plan,
      quantity: po.quantity,
      seats: po.seats ?? (plan ? seatsOf(plan, po.quantity) : 0),
      unitAmount,
      total: plan ? totalCents(plan, po.quantity) : 0,
      recordedAt: po.createdAt.toISOString(),
      expirationDate: po.expirationDate.toISOString(),
      billTo: { name: `${me.first} ${me.last}`.trim(), email: me.email },
    };
  });
  return {
    orders,
    supportEmail: config.SUPPORT_EMAIL,
    seller: config.OPERATOR_NAME ?? PRODUCT_NAME,
    sellerAddress: config.OPERATOR_ADDRESS ?? null,
  };
});
