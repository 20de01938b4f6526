import { useState } from 'react';
import type { Coupon } from '../../../shared/api/billing';
import { billingText } from './text';
import { payLabel } from './planWords';
import {
  GROUP_PLANS,
  HOMESCHOOL_PLAN_ID,
  formatAmount,
  periodOf,
  planById,
  planOnOffer,
  quantityFor,
  seatsOf,
  studentCount,
  totalCents,
  type PaymentPlan,
  type RecurringTime,
} from '../../../shared/domain/plans';

/** What the teacher chose on /payment or /direct-payment, and what it costs (ACB §4, §9). */
export interface PlanChoiceState {
  time: RecurringTime;
  homeschool: boolean;
  /** The student count as typed (empty or not a number counts as 25). */
  studentsText: string;
  /** Super-teachers: students per teacher, and the number of teachers. */
  groupSize: number;
  teachersText: string;
  coupon: Coupon | null;
}

export function usePlanChoice(initial: Partial<PlanChoiceState> = {}) {
  return useState<PlanChoiceState>({
    time: 'Annual',
    homeschool: false,
    studentsText: '25',
    groupSize: GROUP_PLANS[0]!.size,
    teachersText: '3',
    coupon: null,
    ...initial,
  });
}

export interface PricedChoice {
  plan: PaymentPlan;
  quantity: number;
  /** Student seats it gives (per teacher, for a group). */
  seats: number;
  cents: number;
  payLabel: string;
  /** The first payment with the coupon, when one is applied. */
  discountedCents: number | null;
}

/** Prices a choice: the plan on offer, its quantity by the §9 rule, and the 'Pay $x/time' label. */
export function priceChoice(choice: PlanChoiceState, group: boolean): PricedChoice {
  let plan: PaymentPlan;
  let quantity: number;
  if (group) {
    plan = planById(`masterAnnual_2020_${choice.groupSize}`) ?? GROUP_PLANS[0]!;
    const teachers = Number(choice.teachersText);
    quantity = Number.isInteger(teachers) && teachers >= 1 ? Math.min(teachers, 1000) : 1;
  } else {
    plan = planOnOffer(choice.time, choice.homeschool);
    quantity = quantityFor(plan, choice.homeschool ? plan.size : studentCount(choice.studentsText));
  }
  const cents = totalCents(plan, quantity);
  const coupon = choice.coupon;
  const discountedCents = coupon
    ? coupon.percentOff !== null
      ? Math.round(cents * (1 - coupon.percentOff / 100))
      : Math.max(0, cents - (coupon.amountOff ?? 0))
    : null;
  return {
    plan,
    quantity,
    seats: group ? plan.size : seatsOf(plan, quantity),
    cents,
    payLabel: payLabel(plan, quantity),
    discountedCents,
  };
}

export const isHomeschoolPlan = (id: string | null) => id === HOMESCHOOL_PLAN_ID;

/** "20% off, every payment" / "$5.00 off the first payment". */
export function couponDescription(coupon: Coupon): string {
  const off =
    coupon.percentOff !== null ? billingText.percentOff(coupon.percentOff) : billingText.amountOff(formatAmount(coupon.amountOff ?? 0));
  if (coupon.duration === 'forever') return billingText.everyPayment(off);
  if (coupon.duration === 'once') return billingText.firstPayment(off);
  return coupon.durationInMonths === null ? billingText.forSomeMonths(off) : billingText.forMonths(off, coupon.durationInMonths);
}

/** "$50.00 a year" / "$5.85 a month". */
export const pricePerPeriod = (plan: PaymentPlan, cents: number) =>
  periodOf(plan) === 'Annual' ? billingText.pricePerYear(formatAmount(cents)) : billingText.pricePerMonth(formatAmount(cents));
