import { Hono } from 'hono';
import { adminListStudents, adminListTeachers, createImpersonationToken, impersonate } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-env';
import { handle } from '../../http';
import { adminOnly } from './guards';
import { issueImpersonationToken, startImpersonation } from './impersonation';
import { listStudents, listTeachers } from './queries';

/** Admin lists and impersonation (SuperAdmin only). */
export const adminRoutes = new Hono<AppEnv>();

handle(adminRoutes, adminListTeachers, [adminOnly], async (c, { query }) =>
  listTeachers(c.var.deps.db, query.search, c.var.deps.now()),
);

handle(adminRoutes, adminListStudents, [adminOnly], async (c, { query }) =>
  listStudents(c.var.deps.db, query.search, c.var.deps.now()),
);

handle(adminRoutes, createImpersonationToken, [adminOnly], async (c, { body }) =>
  issueImpersonationToken(c.var.deps.db, c.var.user, body.userID, c.var.deps.now()),
);

// Public: the link's single-use token is the credential (only an admin can make one).
handle(adminRoutes, impersonate, [], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  return startImpersonation(db, { username: body.username, accessToken: body.password, now: now(), log });
});
