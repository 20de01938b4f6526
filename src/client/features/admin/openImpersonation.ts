import { impersonate } from '../../../shared/api/admin';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { call } from '../../lib/api';
import { getSession, sessionReady, signIn, signOut } from '../../lib/session';
import { adminListFor, clearImpersonator, readImpersonator, saveImpersonator, type Impersonator } from './impersonator';

export class ImpersonationFailed extends Error {
  constructor(
    readonly cause: unknown,
    /** The admin, signed in again here, or null when nobody is signed in any more. */
    readonly admin: Impersonator | null,
  ) {
    super('impersonation failed');
  }
}

/**
 * The /impersonate link (ACB §2): logs out, logs in with the link's username and access
 * token. A signed-in admin is only signed out on this device (their key stays valid) and
 * kept for this tab, so ending the impersonation brings them back to their list.
 */
export async function openImpersonation(username: string, accessToken: string): Promise<User> {
  await sessionReady();
  const { apiKey, user } = getSession();
  let admin: Impersonator | null = null;
  if (apiKey && user?.roleID === RoleID.SuperAdmin && !user.isImpersonate) {
    admin = { apiKey, user, returnTo: '/admin/teachers' };
    await signOut({ revoke: false });
  } else if (apiKey) {
    // Switching from one impersonation to the next keeps the admin behind it; anyone else is
    // simply logged out.
    if (user?.isImpersonate) admin = readImpersonator();
    await signOut();
  }
  clearImpersonator();

  try {
    const target = await call(impersonate, { body: { username: username.trim(), password: accessToken.trim() } });
    await signIn(target);
    if (admin) saveImpersonator({ ...admin, returnTo: adminListFor(target.roleID) });
    return target;
  } catch (err) {
    if (admin) await signIn({ ...admin.user, apiKey: admin.apiKey });
    throw new ImpersonationFailed(err, admin);
  }
}
