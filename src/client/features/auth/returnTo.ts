import type { User } from '../../../shared/api/auth';
import { homePathFor } from '../../../shared/domain/roles';
import { safeLocalPath } from '../../lib/searchParams';

/** Where a flow that left the app (Google sign-in) asked to come back to; read once. */
const STORED_RETURN_TO = 'return_to';

export function takeStoredReturnTo(): string | undefined {
  try {
    const stored = sessionStorage.getItem(STORED_RETURN_TO);
    sessionStorage.removeItem(STORED_RETURN_TO);
    return safeLocalPath(stored);
  } catch {
    return undefined;
  }
}

/** ACB §2 Login: the stored return_to, else the query's, else the role's home. */
export function pathAfterLogin(user: User, queryReturnTo: string | undefined): string {
  return takeStoredReturnTo() ?? safeLocalPath(queryReturnTo) ?? homePathFor(user.roleID);
}
