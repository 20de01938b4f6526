import type { Context } from 'hono';
import { isTeacherActive } from '../../../shared/domain/account';
import { purchaseProblem } from '../../../shared/domain/plans';
import { invoiceMessages } from '../../../shared/invoiceMessages';
import { extraMessages } from '../../../shared/messages';
import { PaymentDeclined, PlanNotConfigured, type Payments } from '../../adapters/payments';
import type { AppEnv, UserRow } from '../../app-env';
import { HttpError } from '../../http';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';

/**
 * What the card routes (routes.ts) and the invoice and plan-change routes (invoices.ts) both
 * check before they reach Stripe, and how a Stripe call's failure is answered.
 */

/** The Stripe adapter, or 409 when card payments are off here. */
export function cardPaymentsOn(c: Context<AppEnv>): Payments {
  const { payments, config } = c.var.deps;
  if (!payments) throw new HttpError(409, extraMessages.cardPaymentsOff(config.SUPPORT_EMAIL));
  return payments;
}

/** The declined-card counters of this request: its address, and the account when signed in. */
export const declineCounters = (c: Context<AppEnv>): Counter[] => {
  const counters: Counter[] = [['declinedCardsPerAddress', requestAddress(c)]];
  const user = c.get('user') as UserRow | undefined;
  if (user) counters.push(['declinedCardsPerAccount', user.id]);
  return counters;
};

/** Runs a Stripe call, answering its failures in the catalogue's terms: 433 with the card's own message, else 503. */
export async function stripe<T>(c: Context<AppEnv>, what: string, run: () => Promise<T>): Promise<T> {
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

/**
 * Who may buy: no group account, not an account paid by purchase order.
 * PAY-56 (issue 26, decided): ACB §6 says "Group accounts do not see plan purchase", and ACB's role
 * list calls super-teachers group accounts, so neither a sub-teacher (whose seats are the group's)
 * nor a super-teacher buys a plan by card here. A group's teacher seats are a school's or
 * district's purchase for many teachers: they are bought by purchase order (an admin records it,
 * purchase-orders.ts), with a printable quote and invoice on /payment. A super-teacher's card
 * subscription made before this keeps running: its card can be updated, it can be cancelled, and
 * its invoices are listed; it is not changed or bought again here.
 */
export function assertMayBuy(c: Context<AppEnv>, user: UserRow) {
  if (user.isSuperTeacher) throw new HttpError(403, invoiceMessages.groupBuysByOrder);
  if (user.isGroup) throw new HttpError(403, extraMessages.groupAccountNoPlans);
  if (user.isPurchaseOrder && isTeacherActive(user, c.var.deps.now())) throw new HttpError(409, extraMessages.purchaseOrderAccount);
}

export function assertPurchase(user: { isSuperTeacher: boolean }, plan: string, quantity: number) {
  const problem = purchaseProblem(user, plan, quantity);
  if (problem === 'plan') throw new HttpError(400, extraMessages.planNotOnSale);
  if (problem === 'quantity') throw new HttpError(400, extraMessages.quantityInvalid);
}
