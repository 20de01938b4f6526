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

export const accountRoutes = new Hono<AppEnv>();

handle(accountRoutes, updateUserPassword, [signedIn], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  // The blocking first-sign-in dialog needs no current password: the temporary one was just used.
  if (!me.mustUpdatePassword) {
    if (!body.currentPassword || !(await verifyPassword(me.passwordHash, body.currentPassword))) {
      throw new HttpError(401, extraMessages.currentPasswordWrong);
    }
  }
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), mustUpdatePassword: false, updatedAt: now() })
    .where(eq(users.id, me.id))
    .returning();
  return userView(db, row!, now(), { isImpersonate: c.var.session.impersonatorID !== null });
});
