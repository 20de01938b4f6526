import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { getEarnedBadges } from '../../../shared/api/quizzes';
import type { AppEnv } from '../../app-env';
import { badges, earnedBadges } from '../../db/schema';
import { handle } from '../../http';
import { signedIn } from '../auth/guards';
import { toBadge } from './award';

export const badgeRoutes = new Hono<AppEnv>();

/** The caller's own badges, oldest first; a teacher or admin has none. */
handle(badgeRoutes, getEarnedBadges, [signedIn], async (c) => {
  const rows = await c.var.deps.db
    .select({ badge: badges, createdAt: earnedBadges.createdAt })
    .from(earnedBadges)
    .innerJoin(badges, eq(badges.id, earnedBadges.badgeID))
    .where(eq(earnedBadges.studentID, c.var.user.id))
    .orderBy(asc(earnedBadges.createdAt), asc(badges.order));
  return rows.map((r) => ({ badge: toBadge(r.badge), createDate: r.createdAt.toISOString() }));
});
