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
import { HttpError, isUniqueViolation } from '../../http';
import { sendVerificationEmail } from '../account/verification';
import { hashPassword } from './passwords';
import { createSession } from './sessions';
import { userView } from './user-view';
import { loginTaken } from './routes';

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

/** Inserts the teacher with the given plan fields (a trial, or a plan paid at registration). 409 if the email was taken meanwhile. */
export async function insertTeacher(c: Context<AppEnv>, body: TeacherRegistration, plan: PaymentFields, at: Date): Promise<UserRow> {
  try {
    const [row] = await c.var.deps.db
      .insert(users)
      .values({
        ...plan,
        // Registration always makes a teacher: a roleID in the payload is never trusted.
        roleID: RoleID.Teacher,
        email: body.email,
        first: body.first,
        last: body.last,
        gender: body.gender,
        passwordHash: await hashPassword(body.password),
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
    return row;
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
  await sendVerificationEmail(c.var.deps, row).catch((err: unknown) => c.var.deps.log(`[mail] verification to ${row.id} failed: ${String(err)}`));
  return userView(db, row, at, { apiKey });
}
