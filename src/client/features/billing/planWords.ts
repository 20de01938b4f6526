import { formatAmount, periodOf, totalCents, type PaymentPlan, type PlanChangeLabel } from '../../../shared/domain/plans';
import { billingText } from './text';

/**
 * The plan table's words in the reader's language: in English exactly as src/shared/domain/plans.ts
 * writes them (the spec's 'Pay ${amount}/{time}' and plan-change labels, the plans' names).
 */
export function planName(plan: PaymentPlan): string {
  switch (plan.id) {
    case 'masterAnnual_3':
      return billingText.perFiveAnnual;
    case 'masterMonthly_3':
      return billingText.perFiveMonthly;
    case 'GF-Tier2-Annual-5':
      return billingText.homeschoolFive;
    case 'GF-Tier2-Monthly-5':
      return billingText.fiveMonthly;
    case 'expired':
      return billingText.expired;
    case 'cancelled':
      return billingText.cancelled;
  }
  const seatSet = /^master(Annual|Monthly)_(2|2020)_\d+$/.exec(plan.id);
  if (!seatSet) return plan.name;
  const pricing = seatSet[2] === '2' ? 'Tier 2' : '2020';
  return plan.time === 'Monthly' ? billingText.seatPlanMonthly(plan.size, pricing) : billingText.seatPlanAnnual(plan.size, pricing);
}

/** 'Pay $50.00/Annual'. */
export const payLabel = (plan: PaymentPlan, quantity: number): string =>
  billingText.pay(formatAmount(totalCents(plan, quantity)), periodOf(plan) === 'Annual' ? billingText.annual : billingText.monthly);

export function changeLabel(label: PlanChangeLabel): string {
  if (label === 'Sign Me Up') return billingText.signMeUp;
  if (label === 'Current Plan') return billingText.currentPlanLabel;
  return label === 'Upgrade' ? billingText.upgrade : billingText.downgrade;
}
