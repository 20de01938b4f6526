import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { updateShowTutorial } from '../../../shared/api/account';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { handle } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { userView } from '../auth/user-view';

/** The teacher tutorial's flag. */
export const tutorialRoutes = new Hono<AppEnv>();

// Students never get the tutorial, so they have no flag to set (403).
handle(tutorialRoutes, updateShowTutorial, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const [row] = await db
    .update(users)
    .set({ showTutorial: body.showTutorial, updatedAt: now() })
    .where(eq(users.id, c.var.user.id))
    .returning();
  return userView(db, row!, now(), { isImpersonate: c.var.session.impersonatorID !== null });
});
