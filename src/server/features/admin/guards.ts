import type { Context } from 'hono';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../http';
import { signedIn } from '../auth/guards';

/** SuperAdmin only: 401 without a live key, 403 for teachers and students. */
export async function adminOnly(c: Context<AppEnv>) {
  await signedIn(c);
  if (c.var.user.roleID !== RoleID.SuperAdmin) throw new HttpError(403, extraMessages.onlyAdmins);
}
