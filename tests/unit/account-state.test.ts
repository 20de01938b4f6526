import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATES } from '../../src/shared/api/admin';
import { accountState, type AccountState } from '../../src/shared/domain/account';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';

const now = new Date('2025-09-15T12:00:00.000Z');
const future = new Date(now.getTime() + 10 * DAY_MS);
const past = new Date(now.getTime() - 1);

type Account = AccountState & { isCancelling?: boolean };
const teacher = (over: Partial<Account> = {}): Account => ({
  roleID: RoleID.Teacher,
  paymentPlan: 'masterAnnual_3',
  expirationDate: future,
  isPurchaseOrder: false,
  isCancelling: false,
  ...over,
});

describe('accountState', () => {
  it('names admins and students by role, whatever their plan fields say', () => {
    expect(accountState({ roleID: RoleID.SuperAdmin, paymentPlan: null, expirationDate: null }, now)).toBe('admin');
    expect(accountState({ roleID: RoleID.SuperAdmin, paymentPlan: 'expired', expirationDate: past }, now)).toBe('admin');
    expect(accountState({ roleID: RoleID.Student, paymentPlan: null, expirationDate: null }, now)).toBe('student');
    expect(accountState({ roleID: RoleID.Student, paymentPlan: 'trial', expirationDate: future }, now)).toBe('student');
  });

  it('a running trial is a trial; a trial past its end is expired', () => {
    expect(accountState(teacher({ paymentPlan: 'trial' }), now)).toBe('trial');
    expect(accountState(teacher({ paymentPlan: 'trial', expirationDate: past }), now)).toBe('expired');
    expect(accountState(teacher({ paymentPlan: 'trial', expirationDate: now }), now)).toBe('expired');
  });

  it('an active paid plan is paid', () => {
    expect(accountState(teacher(), now)).toBe('paid');
    expect(accountState(teacher({ expirationDate: future.toISOString() }), now)).toBe('paid');
  });

  it('a purchase order on file is shown as such while it runs', () => {
    expect(accountState(teacher({ isPurchaseOrder: true }), now)).toBe('purchase order');
    expect(accountState(teacher({ isPurchaseOrder: true, expirationDate: past }), now)).toBe('expired');
  });

  it('a subscription set to end is cancelling until it does', () => {
    expect(accountState(teacher({ isCancelling: true }), now)).toBe('cancelling');
    expect(accountState(teacher({ isCancelling: true, expirationDate: past }), now)).toBe('expired');
  });

  it('expired, cancelled, missing plans and missing dates are expired', () => {
    expect(accountState(teacher({ paymentPlan: 'expired' }), now)).toBe('expired');
    expect(accountState(teacher({ paymentPlan: 'cancelled' }), now)).toBe('expired');
    expect(accountState(teacher({ paymentPlan: null }), now)).toBe('expired');
    expect(accountState(teacher({ expirationDate: null }), now)).toBe('expired');
  });

  it('every state it can answer is one the admin contract accepts', () => {
    const seen = new Set([
      accountState(teacher({ paymentPlan: 'trial' }), now),
      accountState(teacher(), now),
      accountState(teacher({ isPurchaseOrder: true }), now),
      accountState(teacher({ isCancelling: true }), now),
      accountState(teacher({ expirationDate: past }), now),
      accountState({ roleID: RoleID.Student, paymentPlan: null, expirationDate: null }, now),
      accountState({ roleID: RoleID.SuperAdmin, paymentPlan: null, expirationDate: null }, now),
    ]);
    expect([...seen].sort()).toEqual([...ACCOUNT_STATES].sort());
  });
});
