import { Hono } from 'hono';
import { checkSession, login, logout, registerTeacher } from '../../../shared/api/auth';
import { createDeliveryKey } from '../../../shared/api/delivery';
import { TRIAL_SEATS, trialExpiration } from '../../../shared/domain/trial';
import { extraMessages, loginMismatchMessage } from '../../../shared/messages';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';
import { deviceNotes, rememberDevice } from '../../protection/device-cookie';
import type { AppEnv } from '../../app-env';
import { handle, HttpError } from '../../http';
import { signedIn, signedInOrDelivering, studentOnly } from './guards';
import { findByLogin } from './logins';
import { verifyPassword } from './passwords';
import { createSession, mintDeliveryKey, revokeDeliveryKey, revokeSession } from './sessions';
import { userView } from './user-view';
import { checkTeacherRegistration, insertTeacher, welcomeTeacher } from './teacher-account';
import { sealingKeys } from '../sync/sealing';

export const authRoutes = new Hono<AppEnv>();

/**
 * The counters of wrong passwords a sign-in attempt is checked against (protection/rate-limits.ts)
 * on a browser without a device cookie for the account. The first is this person's own typos
 * here, cleared by the right password.
 */
const signInCounters = (name: string, address: string): Counter[] => [
  ['signInFailuresPerAccountAndAddress', `${name.toLowerCase()}|${address}`],
  ['signInFailuresPerAccount', name.toLowerCase()],
  ['signInFailuresPerAddress', address],
];

/**
 * Sign-in, with OWASP's device cookies (protection/device-cookie.ts). A browser that signed in to
 * this account before shows a signed note naming it, and is judged only by that note's own
 * counter: a classmate's wrong tries from the same school address cannot lock the owner out of
 * their device. Any other browser is judged by the account's and the address's counters.
 * Each try takes its point before the password is checked (one atomic upsert per counter), so
 * tries sent in parallel cannot pass a limit together; the right password gives it back.
 */
handle(authRoutes, login, [], async (c, { body }) => {
  const { db, now, config, rateLimits } = c.var.deps;
  const [user, notes] = await Promise.all([findByLogin(db, body.username), deviceNotes(c)]);
  const note = user ? notes.find((n) => n.userID === user.id) : undefined;
  const counters: Counter[] = note ? [['signInFailuresPerDevice', note.nonce]] : signInCounters(body.username, requestAddress(c));
  // Refused before the password is checked: once a counter is used up, the right one is refused too.
  await rateLimits.take(counters, extraMessages.tooManySignIns);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    // Without Google on this server, the message does not send anyone to a Google button.
    throw new HttpError(401, loginMismatchMessage(c.var.deps.google !== null));
  }
  // A person who got in is not held back by their own earlier typos on this device; the account's
  // and the address's counters get this try's point back.
  await rateLimits.clear(counters.slice(0, 1));
  await rateLimits.refund(counters.slice(1));
  await rememberDevice(c, notes, user.id);
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
  // Issue 26: the server's public sealing key comes along, so sign-out can seal the queue offline.
  const sealingKey = (await sealingKeys(c.var.deps.db)).current;
  return { deliveryKey, expiresAt: expiresAt.toISOString(), sealingKey };
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
