import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { readPreferences, savePreferences } from '../../../shared/api/preferences';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { handle } from '../../http';
import { signedIn } from '../auth/guards';
import { userView } from '../auth/user-view';

/** A user's own settings (issue 14): language and read-aloud, any role. */
export const preferencesRoutes = new Hono<AppEnv>();

handle(preferencesRoutes, savePreferences, [signedIn], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const merged = { ...readPreferences(c.var.user.preferences), ...body };
  const [row] = await db.update(users).set({ preferences: merged, updatedAt: now() }).where(eq(users.id, c.var.user.id)).returning();
  c.var.deps.sessionCache?.forgetUser(c.var.user.id);
  return userView(db, row!, now(), { isImpersonate: c.var.session.impersonatorID !== null });
});
