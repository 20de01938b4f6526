import { Hono, type Context } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { resetPasswordUpdate, startResetPassword, verifyResetPasswordCode } from '../../../shared/api/account';
import { isValidPassword } from '../../../shared/domain/credentials';
import { extraMessages, loginMismatchMessage, messages } from '../../../shared/messages';
import type { AppEnv, UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { tokens, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { inLanguage } from '../../i18n';
import { recipientLanguage } from '../../mail/language';
import { mailText } from '../../mail/text';
import { hashPassword } from '../auth/passwords';
import { createToken, findToken, isLive, spendToken } from '../auth/tokens';
import { revokeOtherSessions } from './sessions';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';

export const passwordResetRoutes = new Hono<AppEnv>();

/** A reset token is typed from the email, so it is short; it lives half an hour. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

async function userByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The token's email, in the account's language (else the request's: src/server/mail/language.ts). */
const resetMail = (user: UserRow, token: string) =>
  inLanguage(recipientLanguage(user), () => ({
    to: user.email!,
    subject: mailText.resetSubject,
    text: [
      mailText.greeting(user.first),
      '',
      mailText.resetAsked,
      '',
      mailText.resetToken(token),
      '',
      mailText.resetTypeIt,
      '',
      mailText.resetIgnore,
    ].join('\n'),
  }));

/** Wrong codes typed for an account before its code stops working (a new one must be asked for). */
export const RESET_CODE_MAX_FAILURES = 5;

/**
 * Step 1: an 8-character token by email. An unknown address is a 404, as the spec demands.
 * Each account has one live code: a new request replaces the last one.
 */
handle(passwordResetRoutes, startResetPassword, [], async (c, { body }) => {
  const { db, now, mailer, log, rateLimits } = c.var.deps;
  // Counted for unknown addresses too: each request may be an email in somebody's inbox.
  await rateLimits.take([
    ['resetEmailsPerAccount', body.email.toLowerCase()],
    ['resetEmailsPerAddress', requestAddress(c)],
  ]);
  const user = await userByEmail(db, body.email);
  if (!user?.email) throw new HttpError(404, messages.noAccountForEmail);
  // Google accounts cannot change a password in the product (ACB §5): a reset would give them one.
  if (user.socialType === 'google') throw new HttpError(409, extraMessages.googlePasswordLocked);
  const at = now();
  const token = await db.transaction(async (tx) => {
    await tx
      .update(tokens)
      .set({ usedAt: at })
      .where(and(eq(tokens.userID, user.id), eq(tokens.kind, 'reset'), isNull(tokens.usedAt)));
    return createToken(tx, { userID: user.id, kind: 'reset', now: at, ttlMs: RESET_TOKEN_TTL_MS, typeable: true });
  });
  // Not awaited: a slow mail server must not make a known address answer slower than an unknown one.
  mailer.send(resetMail(user, token)).catch((err: unknown) => log(`[mail] reset token to ${user.id} failed: ${String(err)}`));
  return { ok: true as const };
});

/**
 * A wrong code typed for a known account wears its live code out: after
 * RESET_CODE_MAX_FAILURES the code is spent, so guessing 40 bits gets a handful of tries.
 */
async function countWrongCode(db: Queryable, userID: string, at: Date) {
  await db
    .update(tokens)
    .set({
      failedAttempts: sql`${tokens.failedAttempts} + 1`,
      usedAt: sql`case when ${tokens.failedAttempts} + 1 >= ${RESET_CODE_MAX_FAILURES} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(tokens.userID, userID), eq(tokens.kind, 'reset'), isNull(tokens.usedAt)));
}

/**
 * The token and the account it was sent to. Both lookups always run, so a wrong address
 * and a wrong token cost the same; either answers 404, a spent or expired token 401.
 * Wrong codes count against the caller's address and against the account's live code.
 */
async function liveResetToken(c: Context<AppEnv>, raw: string, email: string) {
  const { db, now, rateLimits } = c.var.deps;
  const at = now();
  const counters: Counter[] = [['resetCodeFailuresPerAddress', requestAddress(c)]];
  await rateLimits.assertOpen(counters);
  const [user, token] = await Promise.all([userByEmail(db, email), findToken(db, 'reset', raw, true)]);
  if (!user || !token || token.userID !== user.id) {
    await rateLimits.fail(counters);
    if (user) await countWrongCode(db, user.id, at);
    throw new HttpError(404, messages.invalidResetCode);
  }
  if (!isLive(token, at)) throw new HttpError(401, loginMismatchMessage(c.var.deps.google !== null));
  return { user, token };
}

/** Step 2: the token is checked, not spent (step 3 spends it). */
handle(passwordResetRoutes, verifyResetPasswordCode, [], async (c, { body }) => {
  await liveResetToken(c, body.verificationToken, body.email);
  return { ok: true as const };
});

/** Step 3: the new password; the token is spent, the others die, every session ends. */
handle(passwordResetRoutes, resetPasswordUpdate, [], async (c, { body }) => {
  const { db, now } = c.var.deps;
  // The rule first: a refused password must not spend the token.
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  const { user, token } = await liveResetToken(c, body.verificationToken, body.email);
  const passwordHash = await hashPassword(body.password);
  const at = now();
  const heard = c.var.deps.sessionCache?.nextNotice(user.id);
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, token.id, at))) throw new HttpError(401, loginMismatchMessage(c.var.deps.google !== null));
    await tx
      .update(tokens)
      .set({ usedAt: at })
      .where(and(eq(tokens.userID, user.id), eq(tokens.kind, 'reset'), isNull(tokens.usedAt)));
    // Reading the emailed token proves the address, so the account counts as verified too.
    await tx.update(users).set({ passwordHash, mustUpdatePassword: false, isVerified: true, updatedAt: at }).where(eq(users.id, user.id));
    // Whoever knew the old password (or holds a stolen key) is signed out everywhere.
    await revokeOtherSessions(tx, user.id, at);
  });
  c.var.deps.sessionCache?.forgetUser(user.id);
  // As sign-out: answered once this process has heard the notice every process gets.
  await heard;
  return { ok: true as const };
});
