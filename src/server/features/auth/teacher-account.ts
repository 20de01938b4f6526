import type { Context } from 'hono';
import type * as v from 'valibot';
import type { registerTeacher } from '../../../shared/api/auth';
import type { User } from '../../../shared/api/auth';
import { isValidPassword } from '../../../shared/domain/credentials';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { requestAddress } from '../../protection/client-address';
import type { AppEnv, UserRow } from '../../app-env';
import { users } from '../../db/schema';
import type { Queryable } from '../../db/open';
import { HttpError, isUniqueViolation } from '../../http';
import { sendVerificationEmail } from '../account/verification';
import { loginTaken } from './logins';
import { hashPassword } from './passwords';
import { createSession } from './sessions';
import { userView } from './user-view';

/** What a teacher registers with: the body of /user/save/teacher (also inside /user/direct). */
export type TeacherRegistration = v.InferOutput<NonNullable<(typeof registerTeacher)['body']>>;

/** The checks before a teacher account is made: 460, 400 ('Other' needs its text), rate limit, 409. */
export async function checkTeacherRegistration(c: Context<AppEnv>, body: TeacherRegistration): Promise<void> {
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  if (body.howDidYouHearAboutUs === 'Other' && !body.hearOther) throw new HttpError(400, messages.hearOtherRequired);
  await c.var.deps.rateLimits.take([['teacherRegistrationsPerAddress', requestAddress(c)]]);
  // The email is the sign-in name of a teacher; a chosen username is ignored so it cannot collide.
  if (await loginTaken(c.var.deps.db, body.email)) throw new HttpError(409, messages.accountExists);
}

type PaymentFields = Pick<
  typeof users.$inferInsert,
  'id' | 'paymentPlan' | 'paymentQuantity' | 'maxStudents' | 'expirationDate' | 'stripeSubscriptionID' | 'stripeCustomerID'
>;

/** A registration without a password: a Google teacher (the email is Google's, already verified). */
type Registration = Omit<TeacherRegistration, 'password' | 'howDidYouHearAboutUs'> & {
  password: string | null;
  howDidYouHearAboutUs: TeacherRegistration['howDidYouHearAboutUs'] | null;
};

/**
 * Inserts the teacher with the given plan fields (a trial, or a plan paid at registration), and
 * `extra` fields (a Google teacher's socialType and verified email); `linked` runs in the same
 * transaction. 409 if the email was taken meanwhile.
 */
export async function insertTeacher(
  c: Context<AppEnv>,
  body: Registration,
  plan: PaymentFields,
  at: Date,
  extra: Pick<typeof users.$inferInsert, 'socialType' | 'isVerified'> = {},
  linked?: (tx: Queryable, userID: string) => Promise<void>,
): Promise<UserRow> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...plan,
          ...extra,
          // Registration always makes a teacher: a roleID in the payload is never trusted.
          roleID: RoleID.Teacher,
          email: body.email,
          first: body.first,
          last: body.last,
          gender: body.gender,
          passwordHash,
          teacherType: body.teacherType ?? 'Teacher',
          howDidYouHearAboutUs: body.howDidYouHearAboutUs,
          hearOther: body.howDidYouHearAboutUs === 'Other' ? body.hearOther : null,
          UTMSource: body.UTMSource,
          UTMMedium: body.UTMMedium,
          UTMCampaign: body.UTMCampaign,
          UTMContent: body.UTMContent,
          UTMTerm: body.UTMTerm,
          GCLID: body.GCLID,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (linked) await linked(tx, row.id);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.accountExists);
    throw err;
  }
}

/** Signs the new teacher in and sends the verification email; answers the user with its apiKey. */
export async function welcomeTeacher(c: Context<AppEnv>, row: UserRow, at: Date): Promise<User> {
  const { db, config } = c.var.deps;
  const apiKey = await createSession(db, row.id, { now: at, days: config.SESSION_DAYS });
  // The account exists either way; a mail failure is logged and the teacher can resend from the profile.
  // A Google teacher's email is verified by Google: no email to send.
  if (!row.isVerified)
    await sendVerificationEmail(c.var.deps, row).catch((err: unknown) =>
      c.var.deps.log(`[mail] verification to ${row.id} failed: ${String(err)}`),
    );
  return userView(db, row, at, { apiKey });
}
