import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { resendVerification, VERIFY_EMAIL_PATH } from '../../../shared/api/account';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppDeps, AppEnv, UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { tokens, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { inLanguage } from '../../i18n';
import { recipientLanguage } from '../../mail/language';
import { mailText } from '../../mail/text';
import { teacherOrAdmin } from '../auth/guards';
import { createToken, findToken, isLive, spendToken } from '../auth/tokens';

export const verificationRoutes = new Hono<AppEnv>();

/** A verification link stays usable for a week. */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the account has an address still to verify (Google accounts come verified by Google). */
export const needsVerification = (user: Pick<UserRow, 'roleID' | 'isVerified' | 'socialType' | 'email'>) =>
  user.roleID === RoleID.Teacher && !user.isVerified && user.socialType !== 'google' && !!user.email;

/** Emails a fresh single-use verification link to the teacher's address. */
export async function sendVerificationEmail(deps: Required<AppDeps>, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = await createToken(deps.db, { userID: user.id, kind: 'verify', now: deps.now(), ttlMs: VERIFY_TOKEN_TTL_MS });
  const link = `${deps.config.PUBLIC_URL}/api${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  // In the teacher's language (else the request's: a new account has not chosen one yet).
  const mail = inLanguage(recipientLanguage(user), () => ({
    to: user.email!,
    subject: mailText.verifySubject,
    text: [
      mailText.greeting(user.first),
      '',
      mailText.verifyWelcome,
      '',
      link,
      '',
      mailText.verifyLinkRule,
      '',
      mailText.verifyIgnore,
    ].join('\n'),
  }));
  await deps.mailer.send(mail);
}

/** Old links die when the address they were sent to changes. */
export async function spendVerifyTokens(db: Queryable, userID: string, at: Date): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: at })
    .where(and(eq(tokens.userID, userID), eq(tokens.kind, 'verify'), isNull(tokens.usedAt)));
}

/**
 * The link in the email: a plain GET that ends on a page, so it answers redirects, not JSON.
 * Spent links and already verified accounts go to /verifyerror (the spec's "already verified"
 * screen); an expired or unknown link says so (`?reason=expired|invalid`), since telling a
 * teacher whose link ran out that they are verified would leave them stuck.
 */
verificationRoutes.get(VERIFY_EMAIL_PATH, async (c) => {
  const { db, now } = c.var.deps;
  const raw = c.req.query('token') ?? '';
  const fail = (reason?: 'expired' | 'invalid') => c.redirect(reason ? `/verifyerror?reason=${reason}` : '/verifyerror', 302);
  if (!raw || raw.length > 200) return fail('invalid');
  const at = now();
  const token = await findToken(db, 'verify', raw);
  if (!token) return fail('invalid');
  if (token.usedAt === null && !isLive(token, at)) {
    const [owner] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, token.userID));
    return fail(owner?.isVerified ? undefined : 'expired');
  }
  if (!isLive(token, at)) return fail();
  const verified = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, token.userID)).for('update');
    if (!user || user.isVerified) return false;
    if (!(await spendToken(tx, token.id, at))) return false;
    await tx.update(users).set({ isVerified: true, updatedAt: at }).where(eq(users.id, user.id));
    return true;
  });
  return verified ? c.redirect('/verify', 302) : fail();
});

/** Sends the link again: only for the caller's own, still unverified address. */
handle(verificationRoutes, resendVerification, [teacherOrAdmin], async (c, { body }) => {
  const me = c.var.user;
  // Another user's id, or an address that is not the account's, answers as missing.
  if (body.id !== me.id || body.email.toLowerCase() !== (me.email ?? '').toLowerCase()) {
    throw new HttpError(404, messages.notFound);
  }
  if (!needsVerification(me)) throw new HttpError(409, extraMessages.alreadyVerified);
  await c.var.deps.rateLimits.take([['verificationEmailsPerAccount', me.id]]);
  await sendVerificationEmail(c.var.deps, me);
  return { ok: true as const };
});
