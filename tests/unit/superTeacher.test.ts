import { describe, expect, it } from 'vitest';
import { RoleID } from '../../src/shared/domain/roles';
import {
  calculatedPlans,
  groupEligibility,
  hasActivePaidSubscription,
  planWithRoom,
  seatSummary,
  type GroupCandidate,
} from '../../src/shared/domain/superTeacher';
import { DAY_MS } from '../../src/shared/domain/trial';

const now = new Date('2025-09-15T12:00:00.000Z');
const future = new Date(now.getTime() + 30 * DAY_MS);
const past = new Date(now.getTime() - DAY_MS);

const plans = [
  { plan: 'masterAnnual_3', size: 25, quantity: 3 },
  { plan: 'masterAnnual_5', size: 50, quantity: 2 },
];

describe('calculatedPlans', () => {
  it('is each quantity minus the sub-teachers on that plan', () => {
    expect(calculatedPlans(plans, ['masterAnnual_3', 'masterAnnual_5', 'masterAnnual_3'])).toEqual([
      { plan: 'masterAnnual_3', size: 25, quantity: 3, remaining: 1 },
      { plan: 'masterAnnual_5', size: 50, quantity: 2, remaining: 1 },
    ]);
  });

  it('falls by one for each added sub-teacher', () => {
    const on: string[] = [];
    const remaining = [calculatedPlans(plans, on)[0]!.remaining];
    for (let i = 0; i < 3; i++) {
      on.push('masterAnnual_3');
      remaining.push(calculatedPlans(plans, on)[0]!.remaining);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
  });

  it('ignores sub-teachers without a plan or on a plan the group no longer has, and never goes below zero', () => {
    expect(calculatedPlans([{ plan: 'p', size: 5, quantity: 1 }], ['p', 'p', null, 'gone'])).toEqual([
      { plan: 'p', size: 5, quantity: 1, remaining: 0 },
    ]);
  });

  it('no plans, nothing to calculate', () => {
    expect(calculatedPlans([], ['p'])).toEqual([]);
  });
});

describe('seatSummary', () => {
  it('total is the sum of quantities, filled the sub-teachers, available the rest', () => {
    expect(seatSummary(plans, 2)).toEqual({ total: 5, filled: 2, available: 3 });
  });

  it('available never goes below zero', () => {
    expect(seatSummary([{ plan: 'p', size: 5, quantity: 1 }], 3)).toEqual({ total: 1, filled: 3, available: 0 });
    expect(seatSummary([], 0)).toEqual({ total: 0, filled: 0, available: 0 });
  });
});

describe('planWithRoom', () => {
  it('is the first plan with a remaining seat', () => {
    expect(planWithRoom(plans, [])?.plan).toBe('masterAnnual_3');
    expect(planWithRoom(plans, ['masterAnnual_3', 'masterAnnual_3', 'masterAnnual_3'])?.plan).toBe('masterAnnual_5');
  });

  it('is null when every plan is full or there are none', () => {
    expect(planWithRoom(plans, ['masterAnnual_3', 'masterAnnual_3', 'masterAnnual_3', 'masterAnnual_5', 'masterAnnual_5'])).toBeNull();
    expect(planWithRoom([], [])).toBeNull();
  });
});

describe('hasActivePaidSubscription', () => {
  const teacher = { roleID: RoleID.Teacher, expirationDate: future };
  it('a live paid plan or purchase order counts', () => {
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: 'masterAnnual_3' }, now)).toBe(true);
  });
  it('a trial, an expired or cancelled plan, or a lapsed paid plan does not', () => {
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: 'trial' }, now)).toBe(false);
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: 'expired' }, now)).toBe(false);
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: 'cancelled' }, now)).toBe(false);
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: 'masterAnnual_3', expirationDate: past }, now)).toBe(false);
    expect(hasActivePaidSubscription({ ...teacher, paymentPlan: null }, now)).toBe(false);
  });
});

describe('groupEligibility', () => {
  const superID = 'super-1';
  const candidate = (over: Partial<GroupCandidate> = {}): GroupCandidate => ({
    id: 't-1',
    roleID: RoleID.Teacher,
    paymentPlan: 'trial',
    expirationDate: future,
    isSuperTeacher: false,
    isGroup: false,
    superTeacherID: null,
    ...over,
  });

  it('a trial, expired or cancelled teacher without a group may join', () => {
    expect(groupEligibility(candidate(), superID, now)).toBe('ok');
    expect(groupEligibility(candidate({ paymentPlan: 'expired', expirationDate: past }), superID, now)).toBe('ok');
    expect(groupEligibility(candidate({ paymentPlan: 'cancelled' }), superID, now)).toBe('ok');
    expect(groupEligibility(candidate({ paymentPlan: 'masterAnnual_3', expirationDate: past }), superID, now)).toBe('ok');
  });

  it('a teacher with an active paid subscription may not', () => {
    expect(groupEligibility(candidate({ paymentPlan: 'masterAnnual_3' }), superID, now)).toBe('taken');
  });

  it('a member of another group, or a super-teacher, may not', () => {
    expect(groupEligibility(candidate({ isGroup: true, superTeacherID: 'other' }), superID, now)).toBe('taken');
    expect(groupEligibility(candidate({ isGroup: true, isSuperTeacher: true }), superID, now)).toBe('taken');
    expect(groupEligibility(candidate({ isGroup: true }), superID, now)).toBe('taken');
  });

  it('students and admins are never teachers of a group', () => {
    expect(groupEligibility(candidate({ roleID: RoleID.Student, paymentPlan: null }), superID, now)).toBe('taken');
    expect(groupEligibility(candidate({ roleID: RoleID.SuperAdmin, paymentPlan: null }), superID, now)).toBe('taken');
  });

  it('a teacher already in this group is told apart', () => {
    expect(groupEligibility(candidate({ isGroup: true, superTeacherID: superID }), superID, now)).toBe('own-group');
  });
});
