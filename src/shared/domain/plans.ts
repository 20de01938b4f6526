/**
 * Payment plans and their rules (ACB §3 "Payment plan", §4, §9). Prices are in cents per
 * unit per period; a unit is `size` student seats; `quantity` is the fewest units one
 * purchase may have. The plan id is what a teacher's `paymentPlan` holds and, in Stripe,
 * the price's lookup key (src/server/README.md "Payments").
 */
export type PlanTime = 'Annual' | 'Monthly' | 'Homeschool';
export type RecurringTime = 'Annual' | 'Monthly';

export interface PaymentPlan {
  id: string;
  /** Student seats per unit. */
  size: number;
  /** The fewest units a purchase may have (the homeschool plan is always exactly this). */
  quantity: number;
  /** Cents per unit per period. */
  price: number;
  time: PlanTime;
  /** 1: expired/cancelled, 2: the seat-size sets and the 5-seat plans, 3: per-5-seat pricing. */
  tier: 1 | 2 | 3;
  /** Orders plans (§9: 95 for 5 seats, 100 for 25 monthly, 155 for 150 annual). */
  rank: number;
  /** Offered on /payment today; the others stay valid for teachers who bought them. */
  onSale: boolean;
  /** A plain name for summaries and the admin's purchase-order form. */
  name: string;
}

export const HOMESCHOOL_PLAN_ID = 'GF-Tier2-Annual-5';
export const DEFAULT_PLAN_ID = 'masterAnnual_3';
/** §9: an empty or non-numeric student count is 25. */
export const DEFAULT_STUDENT_COUNT = 25;
/** §9: the Pay button ignores a second press for 5 s. */
export const PAY_GUARD_MS = 5000;
/** No school buys more seats than this in one purchase; larger orders go through a purchase order. */
export const MAX_STUDENT_COUNT = 100_000;

const seatSets = {
  /** Tier2 first set: seats -> [annual, monthly] cents. */
  first: [
    [25, 4999, 499],
    [50, 6999, 690],
    [75, 8999, 899],
    [100, 9899, 989],
    [125, 12499, 1249],
    [150, 14999, 1499],
  ],
  /** The 2020 set. */
  '2020': [
    [25, 4999, 599],
    [50, 6999, 799],
    [75, 8999, 999],
    [100, 9999, 1099],
    [125, 12499, 1399],
    [150, 14999, 1599],
  ],
} as const;

/** §9 ranks: 25 monthly is 100, each step of seats adds 10, annual adds 5 (150 annual is 155). */
const seatRank = (seats: number, time: RecurringTime) => 100 + ((seats - 25) / 25) * 10 + (time === 'Annual' ? 5 : 0);

function seatSetPlans(): PaymentPlan[] {
  const plans: PaymentPlan[] = [];
  for (const [set, rows] of Object.entries(seatSets)) {
    const idPart = set === 'first' ? '2' : '2020';
    for (const [seats, annual, monthly] of rows) {
      for (const [time, price] of [['Annual', annual], ['Monthly', monthly]] as const) {
        plans.push({
          id: `master${time}_${idPart}_${seats}`,
          size: seats,
          quantity: 1,
          price,
          time,
          tier: 2,
          rank: seatRank(seats, time),
          onSale: false,
          name: `${seats} students, ${time.toLowerCase()} (${set === 'first' ? 'Tier 2' : '2020'} pricing)`,
        });
      }
    }
  }
  return plans;
}

export const PLANS: readonly PaymentPlan[] = [
  { id: 'masterAnnual_3', size: 5, quantity: 5, price: 1000, time: 'Annual', tier: 3, rank: 165, onSale: true, name: 'Per 5 students, annual' },
  { id: 'masterMonthly_3', size: 5, quantity: 1, price: 117, time: 'Monthly', tier: 3, rank: 160, onSale: true, name: 'Per 5 students, monthly' },
  { id: HOMESCHOOL_PLAN_ID, size: 5, quantity: 1, price: 3999, time: 'Homeschool', tier: 2, rank: 95, onSale: true, name: 'Homeschool, 5 students' },
  { id: 'GF-Tier2-Monthly-5', size: 5, quantity: 1, price: 3999, time: 'Monthly', tier: 2, rank: 95, onSale: false, name: '5 students, monthly' },
  ...seatSetPlans(),
  { id: 'expired', size: 0, quantity: 0, price: 0, time: 'Annual', tier: 1, rank: 0, onSale: false, name: 'Expired' },
  { id: 'cancelled', size: 0, quantity: 0, price: 0, time: 'Annual', tier: 1, rank: 0, onSale: false, name: 'Cancelled' },
];

const byId = new Map(PLANS.map((p) => [p.id, p]));

export const planById = (id: string | null | undefined): PaymentPlan | null => (id ? (byId.get(id) ?? null) : null);

/** Plans someone can pay for (tier 1 grants nothing). */
export const isPurchasablePlan = (plan: PaymentPlan | null): plan is PaymentPlan => plan !== null && plan.tier > 1;

/** The plan /payment offers for a choice of Annual/Monthly and the homeschool toggle. */
export function planOnOffer(time: RecurringTime, homeschool: boolean): PaymentPlan {
  if (homeschool) return byId.get(HOMESCHOOL_PLAN_ID)!;
  return byId.get(time === 'Annual' ? 'masterAnnual_3' : 'masterMonthly_3')!;
}

/** §5/§9: the student count field, where anything empty, non-numeric or below 1 means 25. */
export function studentCount(input: string | number | null | undefined): number {
  const n = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  if (input === '' || input === null || input === undefined || !Number.isFinite(n) || n < 1) return DEFAULT_STUDENT_COUNT;
  return Math.min(MAX_STUDENT_COUNT, Math.ceil(n));
}

/** §9: the larger of the plan's quantity and ceil(students / size); the homeschool plan is fixed. */
export function quantityFor(plan: PaymentPlan, students: number): number {
  if (plan.time === 'Homeschool' || plan.size === 0) return plan.quantity;
  return Math.max(plan.quantity, Math.ceil(students / plan.size));
}

/** Whether `quantity` is one a purchase of `plan` may have. */
export const isValidQuantity = (plan: PaymentPlan, quantity: number): boolean =>
  Number.isInteger(quantity) &&
  (plan.time === 'Homeschool' ? quantity === plan.quantity : quantity >= plan.quantity && quantity * plan.size <= MAX_STUDENT_COUNT);

/** Cents for one period: quantity x price. */
export const totalCents = (plan: PaymentPlan, quantity: number): number => quantity * plan.price;

/** Cents as dollars with two decimals ("50.00", "5.85"); integers only, so no float drift. */
export function formatAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole.toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/** The period word of a plan: a homeschool plan is paid yearly. */
export const periodOf = (plan: PaymentPlan): RecurringTime => (plan.time === 'Monthly' ? 'Monthly' : 'Annual');

/** §9: 'Pay ${amount}/{time}'. */
export const payButtonLabel = (plan: PaymentPlan, quantity: number): string =>
  `Pay $${formatAmount(totalCents(plan, quantity))}/${periodOf(plan)}`;

/** Student seats a purchase gives: size x quantity (0 for expired and cancelled). */
export const seatsOf = (plan: PaymentPlan | null, quantity: number): number => (plan ? plan.size * quantity : 0);

export type PlanChangeLabel = 'Sign Me Up' | 'Current Plan' | 'Upgrade' | 'Downgrade';

export interface PlanChoice {
  plan: string | null;
  quantity: number;
}

/**
 * §4 plan-change label. No current (paid) plan: 'Sign Me Up'. Same seats and same time:
 * 'Current Plan'. Same seats: from a plan that is not annual it is an upgrade, from an annual
 * one a downgrade. Fewer seats: a downgrade; more: an upgrade.
 */
export function planChangeLabel(current: PlanChoice | null, target: PlanChoice): PlanChangeLabel {
  const from = planById(current?.plan);
  const to = planById(target.plan);
  if (!current || !isPurchasablePlan(from) || !to) return 'Sign Me Up';
  const currentSeats = seatsOf(from, current.quantity);
  const targetSeats = seatsOf(to, target.quantity);
  if (currentSeats === targetSeats) {
    if (periodOf(from) === periodOf(to)) return 'Current Plan';
    return periodOf(from) === 'Annual' ? 'Downgrade' : 'Upgrade';
  }
  return targetSeats < currentSeats ? 'Downgrade' : 'Upgrade';
}

/** The plan fields of a user that decide what /payment shows. */
export interface PlanHolder {
  paymentPlan: string | null;
  isCancelling: boolean;
}

/** §4: a plan that is not null, not trial, cancelled or expired, and not cancelling. */
export function isSubscribed(user: PlanHolder): boolean {
  const plan = user.paymentPlan;
  if (plan === null || plan === 'trial' || plan === 'cancelled' || plan === 'expired') return false;
  return !user.isCancelling;
}

/** Teacher seats a super-teacher buys for their group: the 2020 set, annual; one unit is one teacher. */
export const GROUP_PLANS: readonly PaymentPlan[] = PLANS.filter((p) => p.id.startsWith('masterAnnual_2020_'));
/** No group buys seats for more teachers than this in one purchase. */
export const MAX_GROUP_TEACHERS = 1000;

/**
 * Whether a buyer may purchase `quantity` of `planID`: a super-teacher buys teacher seats
 * (GROUP_PLANS), anyone else a plan on sale in a quantity the plan allows. Null when fine.
 */
export function purchaseProblem(buyer: { isSuperTeacher: boolean }, planID: string, quantity: number): 'plan' | 'quantity' | null {
  const plan = planById(planID);
  if (buyer.isSuperTeacher) {
    if (!plan || !GROUP_PLANS.includes(plan)) return 'plan';
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_GROUP_TEACHERS ? null : 'quantity';
  }
  if (!plan || !plan.onSale) return 'plan';
  return isValidQuantity(plan, quantity) ? null : 'quantity';
}
