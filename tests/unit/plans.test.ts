import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN_ID,
  GROUP_PLANS,
  purchaseProblem,
  HOMESCHOOL_PLAN_ID,
  PLANS,
  formatAmount,
  isSubscribed,
  isValidQuantity,
  payButtonLabel,
  planById,
  planChangeLabel,
  planOnOffer,
  quantityFor,
  seatsOf,
  studentCount,
  totalCents,
} from '../../src/shared/domain/plans';

const plan = (id: string) => {
  const p = planById(id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};
const pay = (id: string, students: number) => payButtonLabel(plan(id), quantityFor(plan(id), students));

describe('plan table (ACB §9)', () => {
  it('Tier3: 1000 per 5 seats a year (at least 5 of them), 117 per 5 seats a month', () => {
    expect(plan('masterAnnual_3')).toMatchObject({ size: 5, quantity: 5, price: 1000, time: 'Annual', tier: 3 });
    expect(plan('masterMonthly_3')).toMatchObject({ size: 5, price: 117, time: 'Monthly', tier: 3 });
  });

  it('the default plan is the Tier3 annual plan, and it is on sale', () => {
    expect(DEFAULT_PLAN_ID).toBe('masterAnnual_3');
    expect(plan(DEFAULT_PLAN_ID).onSale).toBe(true);
    expect(planOnOffer('Annual', false).id).toBe('masterAnnual_3');
    expect(planOnOffer('Monthly', false).id).toBe('masterMonthly_3');
  });

  it('homeschool: 5 students, annual only, 3999 a year', () => {
    const h = plan(HOMESCHOOL_PLAN_ID);
    expect(h).toMatchObject({ size: 5, quantity: 1, price: 3999, time: 'Homeschool' });
    expect(planOnOffer('Monthly', true).id).toBe(HOMESCHOOL_PLAN_ID);
    expect(planOnOffer('Annual', true).id).toBe(HOMESCHOOL_PLAN_ID);
    expect(payButtonLabel(h, quantityFor(h, 400))).toBe('Pay $39.99/Annual');
  });

  it('a 5-seat plan costs 3999 both annual and monthly', () => {
    expect(plan('GF-Tier2-Annual-5').price).toBe(3999);
    expect(plan('GF-Tier2-Monthly-5').price).toBe(3999);
    expect(plan('GF-Tier2-Monthly-5').size).toBe(5);
  });

  const firstSet: [number, number, number][] = [
    [25, 4999, 499],
    [50, 6999, 690],
    [75, 8999, 899],
    [100, 9899, 989],
    [125, 12499, 1249],
    [150, 14999, 1499],
  ];
  const set2020: [number, number, number][] = [
    [25, 4999, 599],
    [50, 6999, 799],
    [75, 8999, 999],
    [100, 9999, 1099],
    [125, 12499, 1399],
    [150, 14999, 1599],
  ];
  it.each(firstSet)('Tier2 first set, %i seats: %i annual / %i monthly', (seats, annual, monthly) => {
    expect(plan(`masterAnnual_2_${seats}`)).toMatchObject({ size: seats, price: annual, quantity: 1, tier: 2 });
    expect(plan(`masterMonthly_2_${seats}`)).toMatchObject({ size: seats, price: monthly, quantity: 1, tier: 2 });
  });
  it.each(set2020)('2020 set, %i seats: %i annual / %i monthly', (seats, annual, monthly) => {
    expect(plan(`masterAnnual_2020_${seats}`)).toMatchObject({ size: seats, price: annual, tier: 2 });
    expect(plan(`masterMonthly_2020_${seats}`)).toMatchObject({ size: seats, price: monthly, tier: 2 });
  });
  it('shows the set prices in dollars', () => {
    expect(formatAmount(plan('masterMonthly_2_50').price)).toBe('6.90');
    expect(formatAmount(plan('masterAnnual_2_100').price)).toBe('98.99');
    expect(formatAmount(plan('masterMonthly_2020_150').price)).toBe('15.99');
  });

  it('expired and cancelled: 0 seats, tier 1', () => {
    for (const id of ['expired', 'cancelled']) {
      expect(plan(id)).toMatchObject({ size: 0, tier: 1 });
      expect(seatsOf(plan(id), 5)).toBe(0);
    }
  });

  it('rank values: 95 for 5 seats, 100 for 25 monthly, 155 for 150 annual, and they order seats', () => {
    expect(plan('GF-Tier2-Annual-5').rank).toBe(95);
    expect(plan('masterMonthly_2_25').rank).toBe(100);
    expect(plan('masterAnnual_2020_150').rank).toBe(155);
    expect(plan('masterMonthly_2_50').rank).toBeGreaterThan(plan('masterAnnual_2_25').rank);
    expect(plan('masterAnnual_2_25').rank).toBeGreaterThan(plan('masterMonthly_2_25').rank);
  });

  it('plan ids are unique', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
  });
});

describe('quantity and total rules (ACB §9; PAY-13..19)', () => {
  it('annual, 25 students: quantity 5, Pay $50.00/Annual', () => {
    expect(quantityFor(plan('masterAnnual_3'), 25)).toBe(5);
    expect(pay('masterAnnual_3', 25)).toBe('Pay $50.00/Annual');
  });
  it('annual, 10 students still pays the plan quantity 5', () => expect(pay('masterAnnual_3', 10)).toBe('Pay $50.00/Annual'));
  it('annual, 26 students: ceil(26/5) = 6', () => expect(pay('masterAnnual_3', 26)).toBe('Pay $60.00/Annual'));
  it('annual, 100 students: 20', () => expect(pay('masterAnnual_3', 100)).toBe('Pay $200.00/Annual'));
  it('monthly, 25 students: $5.85', () => expect(pay('masterMonthly_3', 25)).toBe('Pay $5.85/Monthly'));
  it('monthly, 30 students: quantity 6, $7.02', () => {
    expect(quantityFor(plan('masterMonthly_3'), 30)).toBe(6);
    expect(pay('masterMonthly_3', 30)).toBe('Pay $7.02/Monthly');
  });
  it('a set plan takes as many units as the students need', () => {
    expect(quantityFor(plan('masterAnnual_2_25'), 30)).toBe(2);
    expect(totalCents(plan('masterAnnual_2_25'), 2)).toBe(9998);
  });
  it('always two decimals, with no floating-point drift', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(117 * 7)).toBe('8.19');
    expect(formatAmount(1000 * 20_000)).toBe('200,000.00');
    for (let q = 1; q <= 300; q++) expect(formatAmount(q * 117)).toBe(((q * 117) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  });
  it('the homeschool quantity is fixed, and only it is valid', () => {
    const h = plan(HOMESCHOOL_PLAN_ID);
    expect(quantityFor(h, 40)).toBe(1);
    expect(isValidQuantity(h, 1)).toBe(true);
    expect(isValidQuantity(h, 2)).toBe(false);
  });
  it('a quantity below the plan quantity, or not whole, is not valid', () => {
    expect(isValidQuantity(plan('masterAnnual_3'), 4)).toBe(false);
    expect(isValidQuantity(plan('masterAnnual_3'), 5.5)).toBe(false);
    expect(isValidQuantity(plan('masterAnnual_3'), 6)).toBe(true);
    expect(isValidQuantity(plan('masterMonthly_3'), 1)).toBe(true);
  });
});

describe('student count (ACB §5, PAY-04, PAY-12)', () => {
  it.each([
    ['', 25],
    ['abc', 25],
    [null, 25],
    ['0', 25],
    ['-3', 25],
    ['  30 ', 30],
    ['12.2', 13],
    [40, 40],
  ] as const)('%j -> %i', (input, expected) => expect(studentCount(input)).toBe(expected));
});

describe('plan-change label (ACB §4; PAY-24..29)', () => {
  const annual = (q: number) => ({ plan: 'masterAnnual_3', quantity: q });
  const monthly = (q: number) => ({ plan: 'masterMonthly_3', quantity: q });
  it('no current plan: Sign Me Up', () => {
    expect(planChangeLabel(null, annual(5))).toBe('Sign Me Up');
    expect(planChangeLabel({ plan: 'trial', quantity: 0 }, annual(5))).toBe('Sign Me Up');
    expect(planChangeLabel({ plan: 'expired', quantity: 1 }, annual(5))).toBe('Sign Me Up');
    expect(planChangeLabel({ plan: 'cancelled', quantity: 1 }, annual(5))).toBe('Sign Me Up');
  });
  it('same seats and time: Current Plan', () => expect(planChangeLabel(annual(6), annual(6))).toBe('Current Plan'));
  it('same seats, monthly to annual: Upgrade', () => expect(planChangeLabel(monthly(6), annual(6))).toBe('Upgrade'));
  it('same seats, annual to monthly: Downgrade', () => expect(planChangeLabel(annual(6), monthly(6))).toBe('Downgrade'));
  it('fewer seats: Downgrade', () => {
    expect(planChangeLabel(annual(8), annual(6))).toBe('Downgrade');
    expect(planChangeLabel(monthly(8), annual(6))).toBe('Downgrade');
  });
  it('more seats: Upgrade', () => {
    expect(planChangeLabel(annual(6), annual(8))).toBe('Upgrade');
    expect(planChangeLabel(annual(6), monthly(8))).toBe('Upgrade');
  });
  it('compares seats across plan families (a 25-seat set plan against 5 Tier3 units)', () => {
    expect(planChangeLabel({ plan: 'masterAnnual_2_25', quantity: 1 }, annual(5))).toBe('Current Plan');
    expect(planChangeLabel({ plan: HOMESCHOOL_PLAN_ID, quantity: 1 }, annual(5))).toBe('Upgrade');
  });
});

describe('subscribed (ACB §4)', () => {
  it.each([
    [null, false, false],
    ['trial', false, false],
    ['cancelled', false, false],
    ['expired', false, false],
    ['masterAnnual_3', true, false],
    ['masterAnnual_3', false, true],
    [HOMESCHOOL_PLAN_ID, false, true],
  ] as const)('%s (cancelling %s) -> %s', (paymentPlan, isCancelling, expected) =>
    expect(isSubscribed({ paymentPlan, isCancelling })).toBe(expected),
  );
});

describe('what a buyer may purchase', () => {
  const teacher = { isSuperTeacher: false };
  const superTeacher = { isSuperTeacher: true };
  it('a teacher buys the plans on sale in a valid quantity', () => {
    expect(purchaseProblem(teacher, 'masterAnnual_3', 5)).toBeNull();
    expect(purchaseProblem(teacher, 'masterAnnual_3', 4)).toBe('quantity');
    expect(purchaseProblem(teacher, HOMESCHOOL_PLAN_ID, 1)).toBeNull();
    expect(purchaseProblem(teacher, 'masterAnnual_2_25', 1)).toBe('plan');
    expect(purchaseProblem(teacher, 'expired', 1)).toBe('plan');
    expect(purchaseProblem(teacher, 'nonsense', 1)).toBe('plan');
  });
  it('a super-teacher buys teacher seats of the 2020 annual set, one unit per teacher', () => {
    expect(GROUP_PLANS.map((p) => p.size)).toEqual([25, 50, 75, 100, 125, 150]);
    expect(GROUP_PLANS.every((p) => p.time === 'Annual')).toBe(true);
    expect(purchaseProblem(superTeacher, 'masterAnnual_2020_50', 3)).toBeNull();
    expect(purchaseProblem(superTeacher, 'masterAnnual_3', 5)).toBe('plan');
    expect(purchaseProblem(superTeacher, 'masterAnnual_2020_50', 0)).toBe('quantity');
  });
});
