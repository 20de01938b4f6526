import { RoleID } from './roles';

/** Plans that never grant access. */
export const INACTIVE_PLANS = ['expired', 'cancelled'] as const;

export interface AccountState {
  roleID: number;
  paymentPlan: string | null;
  expirationDate: Date | string | null;
  isPurchaseOrder?: boolean;
}

/**
 * Whether a teacher's account is active: an admin always is; a teacher while their plan
 * (trial or paid) has not expired, or while a purchase order is on file and not expired.
 */
export function isTeacherActive(account: AccountState, now: Date): boolean {
  if (account.roleID === RoleID.SuperAdmin) return true;
  if (!account.paymentPlan || (INACTIVE_PLANS as readonly string[]).includes(account.paymentPlan)) return false;
  if (!account.expirationDate) return false;
  return new Date(account.expirationDate).getTime() > now.getTime();
}

/** Seats a teacher can fill now: none while inactive, whatever the plan says. */
export function usableSeats(account: AccountState & { maxStudents: number }, now: Date): number {
  return isTeacherActive(account, now) ? account.maxStudents : 0;
}

/**
 * A student is active while they belong to a class whose teacher is active. A student with
 * no class is inactive: they must join a class by code before lessons open.
 */
export function isStudentActive(teacherOfClass: (AccountState & { maxStudents: number }) | null, now: Date): boolean {
  return teacherOfClass !== null && isTeacherActive(teacherOfClass, now);
}

/** What an admin list shows for an account (ACB §4 "Account states"), plus 'student' and 'admin'. */
export type AccountStateName = 'trial' | 'paid' | 'purchase order' | 'cancelling' | 'expired' | 'student' | 'admin';

/**
 * The state of an account at `now`. A teacher whose plan has run out is 'expired' whatever
 * else is on file; while active, a trial is 'trial', a purchase order 'purchase order', a
 * subscription set to end 'cancelling', anything else 'paid'.
 */
export function accountState(account: AccountState & { isCancelling?: boolean }, now: Date): AccountStateName {
  if (account.roleID === RoleID.SuperAdmin) return 'admin';
  if (account.roleID === RoleID.Student) return 'student';
  if (!isTeacherActive(account, now)) return 'expired';
  if (account.paymentPlan === 'trial') return 'trial';
  if (account.isPurchaseOrder) return 'purchase order';
  if (account.isCancelling) return 'cancelling';
  return 'paid';
}
