import { describe, expect, it } from 'vitest';
import { isStudentActive, isTeacherActive, usableSeats, type AccountState } from '../../src/shared/domain/account';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';

const now = new Date('2025-09-15T12:00:00.000Z');
const future = new Date(now.getTime() + 10 * DAY_MS);
const past = new Date(now.getTime() - 1);

const teacher = (over: Partial<AccountState> = {}) => ({
  roleID: RoleID.Teacher,
  paymentPlan: 'trial',
  expirationDate: future,
  maxStudents: 5,
  ...over,
});

describe('isTeacherActive', () => {
  it('an admin always is, whatever the plan', () => {
    expect(isTeacherActive({ roleID: RoleID.SuperAdmin, paymentPlan: null, expirationDate: null }, now)).toBe(true);
    expect(isTeacherActive({ roleID: RoleID.SuperAdmin, paymentPlan: 'expired', expirationDate: past }, now)).toBe(true);
  });

  it('a trial is active until it expires', () => {
    expect(isTeacherActive(teacher(), now)).toBe(true);
    expect(isTeacherActive(teacher({ expirationDate: past }), now)).toBe(false);
    expect(isTeacherActive(teacher({ expirationDate: now }), now)).toBe(false);
  });

  it('a paid plan is active until its expiration date, given as Date or ISO string', () => {
    expect(isTeacherActive(teacher({ paymentPlan: 'masterAnnual_3', expirationDate: future.toISOString() }), now)).toBe(true);
    expect(isTeacherActive(teacher({ paymentPlan: 'masterAnnual_3', expirationDate: past.toISOString() }), now)).toBe(false);
  });

  it('expired and cancelled plans never are, even with a future date', () => {
    expect(isTeacherActive(teacher({ paymentPlan: 'expired' }), now)).toBe(false);
    expect(isTeacherActive(teacher({ paymentPlan: 'cancelled' }), now)).toBe(false);
  });

  it('no plan or no expiration date is inactive', () => {
    expect(isTeacherActive(teacher({ paymentPlan: null }), now)).toBe(false);
    expect(isTeacherActive(teacher({ expirationDate: null }), now)).toBe(false);
  });

  it('a purchase order counts while not expired', () => {
    expect(isTeacherActive(teacher({ paymentPlan: 'masterAnnual_3', isPurchaseOrder: true }), now)).toBe(true);
    expect(isTeacherActive(teacher({ paymentPlan: 'masterAnnual_3', isPurchaseOrder: true, expirationDate: past }), now)).toBe(false);
  });
});

describe('usableSeats', () => {
  it('is the plan seats while active', () => {
    expect(usableSeats(teacher({ maxStudents: 25 } as Partial<AccountState>), now)).toBe(25);
  });
  it('is 0 while inactive, whatever the plan says', () => {
    expect(usableSeats({ ...teacher(), expirationDate: past, maxStudents: 25 }, now)).toBe(0);
    expect(usableSeats({ ...teacher(), paymentPlan: 'cancelled', maxStudents: 25 }, now)).toBe(0);
  });
});

describe('isStudentActive', () => {
  it('a student without a class is inactive', () => {
    expect(isStudentActive(null, now)).toBe(false);
  });
  it('follows the class teacher', () => {
    expect(isStudentActive(teacher(), now)).toBe(true);
    expect(isStudentActive(teacher({ expirationDate: past }), now)).toBe(false);
    expect(isStudentActive({ ...teacher(), roleID: RoleID.SuperAdmin, paymentPlan: null }, now)).toBe(true);
  });
});
