import * as v from 'valibot';
import { extraMessages, messages } from '../messages';
import { MAX_STUDENT_COUNT } from '../domain/plans';
import { endpoint } from './endpoint';
import { requiredText, tooLong } from './common';
import { User, registerTeacher } from './auth';
import { AdminUserRow } from './admin';
import { UserID } from './students';

/**
 * Payment and Plans (ACB §2, §7 Payment). Card payments go through Stripe: the card field is
 * Stripe's own (Elements), and the page sends only the PaymentMethod id Stripe gave it, which
 * the spec calls the payment token. Without Stripe keys on the server, card payment is off
 * and schools pay by purchase order, which an admin records.
 */

/**
 * What /payment and /direct-payment need before they draw anything, and the help centre's contact
 * details (the SUPPORT_EMAIL and HELP_DESK_URL settings). Public: no card data, no user data.
 */
export const getPaymentSettings = endpoint({
  method: 'GET',
  path: '/payment/settings',
  response: v.object({
    cardPayments: v.boolean(),
    /** Stripe's publishable key (pk_...), null when card payment is off. */
    publishableKey: v.nullable(v.string()),
    supportEmail: v.string(),
    /** An external help desk the operator set (HELP_DESK_URL), or null. */
    helpDeskUrl: v.nullable(v.string()),
  }),
});

const PlanID = v.pipe(requiredText(extraMessages.planNotOnSale), v.maxLength(60, extraMessages.planNotOnSale));
const Quantity = v.pipe(
  v.number(extraMessages.quantityInvalid),
  v.integer(extraMessages.quantityInvalid),
  v.minValue(1, extraMessages.quantityInvalid),
  v.maxValue(MAX_STUDENT_COUNT, extraMessages.quantityInvalid),
);
/** Stripe's PaymentMethod id (pm_...). */
const PaymentToken = v.pipe(requiredText(messages.missingCard), v.maxLength(255, messages.missingCard));
const CouponCode = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong('Coupon', 100)))), null);

const purchase = {
  paymentPlan: PlanID,
  quantity: Quantity,
  paymentToken: PaymentToken,
  stripeCoupon: CouponCode,
};

/**
 * Starts a subscription for the signed-in teacher (a super-teacher: teacher seats for the group).
 * Answers the user with the payment state replaced (ACB §4). 412 verifyRequired for an unverified
 * teacher; 433 with the card's own message when Stripe refuses it; 409 when already subscribed.
 */
export const signup = endpoint({ method: 'POST', path: '/payment/signup', body: v.object(purchase), response: User });

/** Registration and first payment in one (direct checkout from /register?direct=1); answers the signed-in user with its apiKey. */
export const directSignup = endpoint({
  method: 'POST',
  path: '/user/direct',
  body: v.object({ ...registerTeacher.body.entries, ...purchase }),
  response: User,
});

/** Changes the plan or seats of the current card subscription (prorated); also resumes one set to cancel. */
export const updateSubscription = endpoint({
  method: 'POST',
  path: '/payment/updatesubscription',
  body: v.object({ paymentPlan: PlanID, quantity: Quantity }),
  response: User,
});

/** Replaces the card future payments are taken from (an unpaid renewal is tried again on it). */
export const updateCard = endpoint({ method: 'POST', path: '/payment/updatecard', body: v.object({ paymentToken: PaymentToken }), response: User });

/** Cancels at the end of the paid period: the account stays active until expirationDate (isCancelling). */
export const cancelSubscription = endpoint({ method: 'POST', path: '/payment/cancelsubscription', response: User });

export const Coupon = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  percentOff: v.nullable(v.number()),
  /** Cents. */
  amountOff: v.nullable(v.number()),
  duration: v.picklist(['forever', 'once', 'repeating']),
  durationInMonths: v.nullable(v.number()),
});
export type Coupon = v.InferOutput<typeof Coupon>;

/** A coupon code before paying: 404 couponNotFound for an unknown or used-up one. */
export const couponCheck = endpoint({
  method: 'POST',
  path: '/payment/couponcheck',
  query: v.object({ code: v.pipe(requiredText(messages.couponNotFound), v.maxLength(100, messages.couponNotFound)) }),
  response: Coupon,
});

/** The card future payments use, for the "Update card" line; null without a card subscription. */
export const getCard = endpoint({
  method: 'GET',
  path: '/payment/card',
  response: v.object({ card: v.nullable(v.object({ brand: v.string(), last4: v.string(), expMonth: v.number(), expYear: v.number() })) }),
});

/**
 * SuperAdmin only: records a purchase order for a teacher (or a super-teacher's teacher seats):
 * the plan, its quantity and the date the school's order runs to. The account is active at once.
 */
export const recordPurchaseOrder = endpoint({
  method: 'POST',
  path: '/admin/purchaseorder',
  body: v.object({
    userID: UserID,
    paymentPlan: PlanID,
    quantity: Quantity,
    /** The last day the order pays for (YYYY-MM-DD); the account is active to the end of that day, UTC. */
    expirationDate: v.pipe(requiredText(extraMessages.expiryInPast), v.isoDate(extraMessages.expiryInPast)),
    poNumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong('PO number', 100)))), null),
  }),
  response: AdminUserRow,
});
