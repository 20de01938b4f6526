import { isTeacherActive, type AccountState } from './account';
import { RoleID } from './roles';

/** A seat plan a super-teacher bought: `quantity` teachers of `size` students each. */
export interface SeatPlan {
  plan: string;
  /** Students each teacher on this plan may have. */
  size: number;
  /** Teachers this plan pays for. */
  quantity: number;
}

export interface RemainingPlan extends SeatPlan {
  /** Teachers this plan still has room for. */
  remaining: number;
}

export interface SeatSummary {
  /** Teachers paid for across all plans. */
  total: number;
  /** Sub-teachers in the group. */
  filled: number;
  /** Seats still free (never negative). */
  available: number;
}

const countBy = (values: readonly (string | null)[]) => {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

/**
 * Calculated super-teacher plans (ACB §3): each plan's quantity minus the sub-teachers on
 * that plan. `subTeacherPlans` holds the plan of every sub-teacher. Never below zero, even
 * when a plan was shrunk after its seats were given out.
 */
export function calculatedPlans(plans: readonly SeatPlan[], subTeacherPlans: readonly (string | null)[]): RemainingPlan[] {
  const used = countBy(subTeacherPlans);
  return plans.map((p) => ({ ...p, remaining: Math.max(0, p.quantity - (used.get(p.plan) ?? 0)) }));
}

/** Total purchased, filled and available teacher seats of a group. */
export function seatSummary(plans: readonly SeatPlan[], subTeacherCount: number): SeatSummary {
  const total = plans.reduce((sum, p) => sum + p.quantity, 0);
  return { total, filled: subTeacherCount, available: Math.max(0, total - subTeacherCount) };
}

/** The plan a newly added teacher sits on: the first (in purchase order) with room, or null when full. */
export function planWithRoom(plans: readonly SeatPlan[], subTeacherPlans: readonly (string | null)[]): RemainingPlan | null {
  return calculatedPlans(plans, subTeacherPlans).find((p) => p.remaining > 0) ?? null;
}

/** A teacher pays for their own seats: an active plan that is not the free trial. */
export const hasActivePaidSubscription = (account: AccountState, now: Date): boolean =>
  account.paymentPlan !== 'trial' && isTeacherActive(account, now);

export interface GroupCandidate extends AccountState {
  id: string;
  isSuperTeacher: boolean;
  isGroup: boolean;
  superTeacherID: string | null;
}

/**
 * Whether an existing account may join a super-teacher's group:
 * - 'ok': a teacher with no active paid subscription and no group;
 * - 'own-group': already a teacher of this group;
 * - 'taken': anyone else (paid teacher, member or owner of a group, student, admin).
 */
export function groupEligibility(candidate: GroupCandidate, superTeacherID: string, now: Date): 'ok' | 'own-group' | 'taken' {
  if (candidate.roleID !== RoleID.Teacher) return 'taken';
  if (candidate.superTeacherID === superTeacherID) return 'own-group';
  if (candidate.isSuperTeacher || candidate.isGroup || candidate.superTeacherID !== null) return 'taken';
  if (hasActivePaidSubscription(candidate, now)) return 'taken';
  return 'ok';
}
