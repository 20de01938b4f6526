import { Hono } from 'hono';
import { eq, or, sql } from 'drizzle-orm';
import { checkSession, login, logout, registerTeacher } from '../../../shared/api/auth';
import { createDeliveryKey } from '../../../shared/api/delivery';
import { TRIAL_SEATS, trialExpiration } from '../../../shared/domain/trial';
import { extraMessages, loginMismatchMessage } from '../../../shared/messages';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn, signedInOrDelivering, studentOnly } from './guards';
import { verifyPassword } from './passwords';
import { createSession, mintDeliveryKey, revokeDeliveryKey, revokeSession } from './sessions';
import { userView } from './user-view';
import type { Db } from '../../db/open';
import { checkTeacherRegistration, insertTeacher, welcomeTeacher } from './teacher-account';

export const authRoutes = new Hono<AppEnv>();

/** Sign-in takes an email or a username, compared without regard to case. */
export async function findByLogin(db: Db, login: string) {
  const needle = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, needle), eq(sql`lower(${users.username})`, needle)))
    .limit(1);
  return row ?? null;
}

/** Whether an email or username is already taken as either, by anyone. */
export async function loginTaken(db: Db, ...logins: (string | null | undefined)[]): Promise<boolean> {
  for (const l of logins) if (l && (await findByLogin(db, l))) return true;
  return false;
}

/** The counters of wrong passwords a sign-in attempt is checked against (protection/rate-limits.ts). */
const signInCounters = (name: string, address: string): Counter[] => [
  ['signInFailuresPerAccountAndAddress', `${name.toLowerCase()}|${address}`],
  ['signInFailuresPerAccount', name.toLowerCase()],
  ['signInFailuresPerAddress', address],
];

handle(authRoutes, login, [], async (c, { body }) => {
  const { db, now, config, rateLimits } = c.var.deps;
  const counters = signInCounters(body.username, requestAddress(c));
  // Checked before the password, so the right one is refused too once the limit is reached.
  await rateLimits.assertOpen(counters, extraMessages.tooManySignIns);
  const user = await findByLogin(db, body.username);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await rateLimits.fail(counters);
    // Without Google on this server, the message does not send anyone to a Google button.
    throw new HttpError(401, loginMismatchMessage(c.var.deps.google !== null));
  }
  // A person who got in is not held back by their own earlier typos on this device.
  await rateLimits.clear(counters.slice(0, 1));
  const apiKey = await createSession(db, user.id, { now: now(), days: config.SESSION_DAYS });
  return userView(db, user, now(), { apiKey });
});

handle(authRoutes, logout, [signedInOrDelivering], async (c) => {
  const cache = c.var.deps.sessionCache;
  const heard = cache?.nextNotice(c.var.user.id);
  await revokeSession(c.var.deps.db, c.var.session.id, c.var.deps.now());
  // Every process hears of it from the database: answer once this one has, so a key signed out
  // here is refused by every process before the browser can try it again.
  cache?.forgetUser(c.var.user.id);
  await heard;
  const deliveryKeyID = c.var.deliveryKeyID;
  if (deliveryKeyID) await revokeDeliveryKey(c.var.deps.db, deliveryKeyID, c.var.deps.now());
  return { ok: true as const };
});

handle(authRoutes, createDeliveryKey, [studentOnly], async (c) => {
  const { deliveryKey, expiresAt } = await mintDeliveryKey(c.var.deps.db, c.var.session, c.var.deps.now());
  return { deliveryKey, expiresAt: expiresAt.toISOString() };
});

handle(authRoutes, checkSession, [signedIn], async (c) => {
  const { db, now } = c.var.deps;
  return userView(db, c.var.user, now(), {
    isImpersonate: c.var.session.impersonatorID !== null,
    classes: c.var.deps.sessionCache?.classes,
  });
});

handle(authRoutes, registerTeacher, [], async (c, { body }) => {
  await checkTeacherRegistration(c, body);
  const at = c.var.deps.now();
  const row = await insertTeacher(
    c,
    body,
    { paymentPlan: 'trial', paymentQuantity: 0, maxStudents: TRIAL_SEATS, expirationDate: trialExpiration(at) },
    at,
  );
  return welcomeTeacher(c, row, at);
});
