import { Hono } from 'hono';
import {
  adminDeleteStudent,
  adminListStudents,
  adminListTeachers,
  adminStudentData,
  createImpersonationToken,
  impersonate,
} from '../../../shared/api/admin';
import type { AppEnv } from '../../app-env';
import { handle } from '../../http';
import { adminOnly } from './guards';
import { issueImpersonationToken, startImpersonation } from './impersonation';
import { listStudents, listTeachers } from './queries';
import { deleteStudent, exportStudentData } from './student-data';

/** Admin lists and impersonation (SuperAdmin only). */
export const adminRoutes = new Hono<AppEnv>();

handle(adminRoutes, adminListTeachers, [adminOnly], async (c, { query }) => listTeachers(c.var.deps.db, query.search, c.var.deps.now()));

handle(adminRoutes, adminListStudents, [adminOnly], async (c, { query }) => listStudents(c.var.deps.db, query.search, c.var.deps.now()));

handle(adminRoutes, createImpersonationToken, [adminOnly], async (c, { body }) =>
  issueImpersonationToken(c.var.deps.db, c.var.user, body.userID, c.var.deps.now()),
);

// Public: the link's single-use token is the credential (only an admin can make one).
handle(adminRoutes, impersonate, [], async (c, { body }) => {
  const { db, now, log } = c.var.deps;
  return startImpersonation(db, { username: body.username, accessToken: body.password, now: now(), log });
});

// One student's data (issue 15): a download of everything stored about them, and a hard delete.
// Each call is counted per admin and written to the server log (who, whose, what).
handle(adminRoutes, adminStudentData, [adminOnly], async (c, { query }) => {
  const { db, now, log, rateLimits } = c.var.deps;
  const admin = c.var.user;
  await rateLimits.take([['studentDataCallsPerAdmin', admin.id]]);
  const data = await exportStudentData(db, query.userID, now());
  log(`[admin] ${admin.email ?? admin.id} exported the data of student ${query.userID}`);
  return data;
});

handle(adminRoutes, adminDeleteStudent, [adminOnly], async (c, { body }) => {
  const { db, log, rateLimits } = c.var.deps;
  const admin = c.var.user;
  await rateLimits.take([['studentDataCallsPerAdmin', admin.id]]);
  const { deleted } = await deleteStudent(db, body.userID, body.confirm);
  const rows = Object.entries(deleted)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  log(`[admin] ${admin.email ?? admin.id} deleted student ${body.userID} and their data (${rows})`);
  return { deleted };
});
