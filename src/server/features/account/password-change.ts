import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { updateUserPassword } from '../../../shared/api/account';
import { isValidPassword } from '../../../shared/domain/credentials';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { userView } from '../auth/user-view';
import { revokeOtherSessions } from './sessions';

export const passwordChangeRoutes = new Hono<AppEnv>();

/**
 * A signed-in user changes their password (profile), or sets their own in place of a
 * temporary one (the blocking 'Create a new password' dialog).
 */
handle(passwordChangeRoutes, updateUserPassword, [signedIn], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  // The blocking first-sign-in dialog needs no current password: the temporary one was just used.
  // A wrong current password is 400, not 401: the client treats every 401 as an expired session.
  if (!me.mustUpdatePassword) {
    if (!body.currentPassword || !(await verifyPassword(me.passwordHash, body.currentPassword))) {
      throw new HttpError(400, extraMessages.currentPasswordWrong);
    }
  }
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  const passwordHash = await hashPassword(body.password);
  const at = now();
  const cache = c.var.deps.sessionCache;
  const heard = cache?.nextNotice(me.id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustUpdatePassword: false, updatedAt: at })
      .where(eq(users.id, me.id))
      .returning();
    // Anyone still signed in elsewhere with the old password is signed out; this device stays.
    await revokeOtherSessions(tx, me.id, at, c.var.session.id);
    return updated;
  });
  // The database tells every process; this one forgets at once, and answers once it has heard
  // the notice too (as sign-out does), so no process still takes the other devices' keys.
  cache?.forgetUser(me.id);
  await heard;
  if (!row) throw new HttpError(404, messages.notFound);
  return userView(db, row, at, { isImpersonate: c.var.session.impersonatorID !== null });
});
