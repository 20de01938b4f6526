import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';

/** Where the admin goes back to when an impersonation ends (ACB §4). */
export type AdminList = '/admin/teachers' | '/admin/students';

/** The admin's own session, kept while they act as someone else. */
export interface Impersonator {
  apiKey: string;
  user: User;
  returnTo: AdminList;
}

/**
 * Kept in sessionStorage: it belongs to this tab only, and closing the tab forgets it, so a
 * shared machine never hands the admin's key to whoever opens the browser next.
 */
const KEY = 'impersonator';

export const adminListFor = (roleID: number): AdminList => (roleID === RoleID.Student ? '/admin/students' : '/admin/teachers');

export function readImpersonator(): Impersonator | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Impersonator>;
    if (typeof value.apiKey !== 'string' || !value.user || value.user.roleID !== RoleID.SuperAdmin) return null;
    return { apiKey: value.apiKey, user: value.user, returnTo: value.returnTo === '/admin/students' ? '/admin/students' : '/admin/teachers' };
  } catch {
    return null;
  }
}

export function saveImpersonator(value: Impersonator): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, quota): ending the impersonation will sign out fully instead.
  }
}

export function clearImpersonator(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
