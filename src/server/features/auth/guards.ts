import type { Context } from 'hono';
import { messages } from '../../../shared/messages';
import { RoleID } from '../../../shared/domain/roles';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../http';
import { findSession } from './sessions';

export const API_KEY_HEADER = 'X-Api-Key';

/** Signed in: a live session for the `X-Api-Key` header, else 401 'Please Login'. */
export async function signedIn(c: Context<AppEnv>) {
  const key = c.req.header(API_KEY_HEADER);
  if (!key || key.length > 200) throw new HttpError(401, messages.pleaseLogin);
  const { db, now } = c.var.deps;
  const found = await findSession(db, key, now());
  if (!found) throw new HttpError(401, messages.pleaseLogin);
  c.set('user', found.user);
  c.set('session', found.session);
}

const roleGuard =
  (...roleIDs: number[]) =>
  async (c: Context<AppEnv>) => {
    await signedIn(c);
    if (!roleIDs.includes(c.var.user.roleID)) throw new HttpError(403, messages.forbidden);
  };

export const teacherOrAdmin = roleGuard(RoleID.Teacher, RoleID.SuperAdmin);
export const studentOnly = roleGuard(RoleID.Student);
