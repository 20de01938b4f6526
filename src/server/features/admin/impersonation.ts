import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { UserRow } from '../../app-env';
import type { Db } from '../../db/open';
import { impersonations, users } from '../../db/schema';
import { HttpError } from '../../http';
import { findByLogin } from '../auth/logins';
import { createSession, findSession } from '../auth/sessions';
import { createToken, findToken, isLive, spendToken } from '../auth/tokens';
import { userView } from '../auth/user-view';

/** An impersonation link works once, within five minutes of the admin asking for it. */
export const IMPERSONATION_TOKEN_MS = 5 * 60 * 1000;
/** A support visit, not a second account: the session ends after a working day. */
export const IMPERSONATION_SESSION_DAYS = 8 / 24;

/** The sign-in name the link carries: a username where the user has one, else the email. */
const signInName = (row: UserRow) => row.username ?? row.email;

/** A single-use access token for the impersonation link of `targetID`; never for another admin. */
export async function issueImpersonationToken(db: Db, admin: UserRow, targetID: string, now: Date) {
  const [target] = await db.select().from(users).where(eq(users.id, targetID)).limit(1);
  const username = target ? signInName(target) : null;
  if (!target || !username) throw new HttpError(404, messages.notFound);
  if (target.roleID === RoleID.SuperAdmin) throw new HttpError(403, messages.forbidden);
  const accessToken = await createToken(db, {
    userID: target.id,
    kind: 'impersonate',
    now,
    ttlMs: IMPERSONATION_TOKEN_MS,
    createdBy: admin.id,
  });
  return { username, accessToken };
}

/**
 * Spends the token of an impersonation link and opens a session as its user on behalf of
 * the admin who asked for it; the visit is recorded. Every kind of failure answers the same
 * 401, so a link cannot be used to probe which accounts or tokens exist.
 */
export async function startImpersonation(
  db: Db,
  opts: { username: string; accessToken: string; now: Date; log: (line: string) => void },
): Promise<User> {
  const invalid = () => new HttpError(401, extraMessages.impersonationLinkInvalid);
  const { now } = opts;
  const target = await findByLogin(db, opts.username);
  if (!target || target.roleID === RoleID.SuperAdmin) throw invalid();
  const token = await findToken(db, 'impersonate', opts.accessToken);
  if (!token || token.userID !== target.id || !token.createdBy || !isLive(token, now)) throw invalid();
  const [admin] = await db.select().from(users).where(eq(users.id, token.createdBy)).limit(1);
  // An admin who has lost the role since asking for the link cannot use it.
  if (!admin || admin.roleID !== RoleID.SuperAdmin) throw invalid();
  if (!(await spendToken(db, token.id, now))) throw invalid();

  const apiKey = await createSession(db, target.id, { now, days: IMPERSONATION_SESSION_DAYS, impersonatorID: admin.id });
  const session = await findSession(db, apiKey, now);
  await db.insert(impersonations).values({ adminID: admin.id, targetID: target.id, sessionID: session?.session.id ?? null, createdAt: now });
  opts.log(
    `[admin] ${admin.email ?? admin.id} is impersonating ${signInName(target) ?? target.id} (user ${target.id}, session ${session?.session.id ?? '?'})`,
  );
  return userView(db, target, now, { apiKey, isImpersonate: true });
}
