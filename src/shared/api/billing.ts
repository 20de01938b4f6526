import * as v from 'valibot';
import { extraMessages, messages } from '../messages';
import { MAX_STUDENT_COUNT } from '../domain/plans';
import { endpoint } from './endpoint';
import { requiredText, tooLong } from './common';
import { User, registerTeacher } from './auth';
import { AdminUserRow } from './admin';
import { UserID } from './students';
import { invoiceMessages } from '../invoiceMessages';

/**
 * Payment and Plans (ACB §2, §7 Payment). Card payments go through Stripe: the card field is
 * Stripe's own (Elements), and the page sends only the PaymentMethod id Stripe gave it, which
 * the spec calls the payment token. Without Stripe keys on the server, card payment is off
 * and schools pay by purchase order, which an admin records.
 */

/**
 * What /payment and /direct-payment need before they draw anything, and the help centre's contact
 * details (the SUPPORT_EMAIL and HELP_DESK_URL settings) and the students' Kahoot link (KAHOOT_URL).
 * Public: no card data, no user data.
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
    /** The Kahoot page the students' header links to (KAHOOT_URL, SHL-30); absent when unset. */
    kahootUrl: v.optional(v.string()),
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

/**
 * Changes the plan or seats of the current card subscription (prorated); also resumes one set to
 * cancel. Only after its preview (POST /payment/preview, issue 26): the body carries the preview's
 * prorationDate (charged as of that moment, so the charge is the preview's) and the amount shown.
 * 409 when Stripe's amount now differs; 400 when the preview is missing or more than an hour old.
 */
const PreviewFigure = v.pipe(v.number(invoiceMessages.previewFirst), v.integer(invoiceMessages.previewFirst), v.minValue(0, invoiceMessages.previewFirst));
export const updateSubscription = endpoint({
  method: 'POST',
  path: '/payment/updatesubscription',
  body: v.object({ paymentPlan: PlanID, quantity: Quantity, prorationDate: PreviewFigure, amountDueToday: PreviewFigure }),
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

// --- Billing reconciler (issue 26): what Stripe charged that no account holds ---

/** A subscription the reconciler cancelled (and refunded, unless the account held it before): Stripe charged a teacher for it, the account did not hold it. */
export const BillingAlert = v.object({
  id: v.string(),
  /** 'extra-subscription' (never held by the account: cancelled and refunded) or 'ended-subscription' (held before: cancelled, not refunded). */
  kind: v.string(),
  /** The teacher (null once the account is deleted), with the email and name it had then. */
  userID: v.nullable(v.string()),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
  customerID: v.string(),
  subscriptionID: v.string(),
  /** Cents given back, and Stripe's refund ids. */
  amountRefunded: v.number(),
  refundIDs: v.array(v.string()),
  /** What Stripe refused on the way (a refund to do by hand in its dashboard), or null. */
  problem: v.nullable(v.string()),
  createdAt: v.string(),
});
export type BillingAlert = v.InferOutput<typeof BillingAlert>;

/** SuperAdmin only: the reconciler's alerts, newest first (the last 200). */
export const getBillingAlerts = endpoint({ method: 'GET', path: '/admin/billing-alerts', response: v.object({ alerts: v.array(BillingAlert) }) });

/** SuperAdmin only: runs the reconciler over every subscription at Stripe now; answers what it found and did. 409 without card payments. */
export const runBillingReconcile = endpoint({
  method: 'POST',
  path: '/admin/billing/reconcile',
  response: v.object({ checked: v.number(), alerts: v.array(BillingAlert) }),
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
    /**
     * Issue 29: an order giving fewer seats than the account has in use is refused (409,
     * purchaseOrderBelowUse) unless the admin confirmed it after reading the warning.
     */
    confirmBelowUse: v.optional(v.boolean(), false),
  }),
  response: AdminUserRow,
});

// ---------------------------------------------------------------------------------------------
// Charge previews, invoices, billing details and purchase-order documents (issue 26: what the
// teacher sees before and after paying). Every amount is in cents, as Stripe gives it.
// ---------------------------------------------------------------------------------------------

const PreviewLine = v.object({ description: v.string(), amount: v.number(), proration: v.boolean() });

/** Stripe's own preview of an invoice, in the app's words. */
export const ChargePreview = v.object({
  /** What the card is charged now (never below 0). */
  amountDueToday: v.number(),
  /** Credit a change leaves for later payments (a downgrade's unused time), 0 if none. */
  credit: v.number(),
  currency: v.string(),
  /** The next regular payment and its date (ISO). */
  nextAmount: v.number(),
  nextDate: v.string(),
  /** The invoice's lines; for a change, the prorations. */
  lines: v.array(PreviewLine),
  /** A change's proration date (Unix seconds): send it back with the change so the charge is this preview's. */
  prorationDate: v.nullable(v.number()),
  /** 'new' for a first subscription, 'change' for a change of the current one. */
  kind: v.picklist(['new', 'change']),
});
export type ChargePreview = v.InferOutput<typeof ChargePreview>;

/**
 * What paying (or changing to) this plan and quantity would charge, computed by Stripe (an
 * upcoming-invoice preview). A teacher with a card subscription gets the change's prorations as of
 * now; anyone else the first invoice of a new subscription, with the coupon applied.
 */
export const previewCharge = endpoint({
  method: 'POST',
  path: '/payment/preview',
  body: v.object({ paymentPlan: PlanID, quantity: Quantity, stripeCoupon: CouponCode }),
  response: ChargePreview,
});

export const InvoiceRow = v.object({
  id: v.string(),
  number: v.nullable(v.string()),
  /** ISO date the invoice was made. */
  created: v.string(),
  status: v.string(),
  amountPaid: v.number(),
  total: v.number(),
  currency: v.string(),
  /** Stripe's hosted invoice page (receipt, payment) and PDF. */
  hostedInvoiceUrl: v.nullable(v.string()),
  invoicePdf: v.nullable(v.string()),
  billingReason: v.nullable(v.string()),
});
export type InvoiceRow = v.InferOutput<typeof InvoiceRow>;

/** The signed-in teacher's own invoices at Stripe (newest first) and the next renewal, if one is due. */
export const listInvoices = endpoint({
  method: 'GET',
  path: '/payment/invoices',
  response: v.object({
    invoices: v.array(InvoiceRow),
    renewal: v.nullable(v.object({ amount: v.number(), currency: v.string(), date: v.string() })),
  }),
});

const TAX_ID_TYPES = ['us_ein', 'eu_vat', 'gb_vat', 'es_cif', 'ca_bn', 'mx_rfc', 'au_abn'] as const;
export const taxIDTypes = TAX_ID_TYPES;

export const BillingDetails = v.object({
  name: v.pipe(requiredText(invoiceMessages.nameRequired), v.maxLength(200, tooLong('Name', 200))),
  address: v.nullable(
    v.object({
      line1: v.pipe(requiredText(invoiceMessages.addressIncomplete), v.maxLength(200, tooLong('Address', 200))),
      line2: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, tooLong('Address', 200)))), null),
      city: v.pipe(requiredText(invoiceMessages.addressIncomplete), v.maxLength(100, tooLong('City', 100))),
      state: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong('State', 100)))), null),
      postalCode: v.pipe(requiredText(invoiceMessages.addressIncomplete), v.maxLength(20, tooLong('Postal code', 20))),
      country: v.pipe(v.string(invoiceMessages.countryInvalid), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, invoiceMessages.countryInvalid)),
    }),
  ),
  taxID: v.nullable(
    v.object({
      type: v.picklist(TAX_ID_TYPES, invoiceMessages.taxIDTypeInvalid),
      value: v.pipe(requiredText(invoiceMessages.taxIDInvalid), v.maxLength(40, invoiceMessages.taxIDInvalid)),
    }),
  ),
});
export type BillingDetails = v.InferOutput<typeof BillingDetails>;

/** The billing name, address and tax id kept on the teacher's Stripe customer (shown on Stripe's invoices); null before the first card payment. */
export const getBillingDetails = endpoint({ method: 'GET', path: '/payment/billingdetails', response: v.object({ details: v.nullable(BillingDetails) }) });

/** Saves them on the Stripe customer: 409 before the first card payment, 400 for a tax id Stripe refuses. */
export const saveBillingDetails = endpoint({ method: 'POST', path: '/payment/billingdetails', body: BillingDetails, response: v.object({ details: BillingDetails }) });

export const PurchaseOrderDocument = v.object({
  id: v.string(),
  poNumber: v.nullable(v.string()),
  plan: v.string(),
  quantity: v.number(),
  seats: v.number(),
  /** Cents: the plan's price x quantity. */
  unitAmount: v.number(),
  total: v.number(),
  /** ISO: when the order was recorded, and the last day it pays for. */
  recordedAt: v.string(),
  expirationDate: v.string(),
  /** The account billed. */
  billTo: v.object({ name: v.string(), email: v.nullable(v.string()) }),
});
export type PurchaseOrderDocument = v.InferOutput<typeof PurchaseOrderDocument>;

/** The purchase orders recorded for the signed-in teacher, newest first: the printable quote and invoice are built from them. */
export const listPurchaseOrders = endpoint({
  method: 'GET',
  path: '/payment/purchaseorders',
  response: v.object({ orders: v.array(PurchaseOrderDocument), supportEmail: v.string(), seller: v.string(), sellerAddress: v.nullable(v.string()) }),
});
