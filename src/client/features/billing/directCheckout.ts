import type * as v from 'valibot';
import type { registerTeacher } from '../../../shared/api/auth';
import type { directSignup } from '../../../shared/api/billing';
import { RoleID } from '../../../shared/domain/roles';

/**
 * The registration form of a direct checkout, kept in this tab's memory between /register and
 * /direct-payment (never in storage: it holds the password). A reload loses it, and
 * /direct-payment sends the teacher back to the form.
 */
export type PendingRegistration = v.InferInput<NonNullable<(typeof registerTeacher)['body']>>;
let pending: PendingRegistration | null = null;

export const keepRegistration = (form: PendingRegistration) => void (pending = form);
export const pendingRegistration = () => pending;
export const forgetRegistration = () => void (pending = null);

export type DirectSignupBody = v.InferInput<NonNullable<(typeof directSignup)['body']>>;

/**
 * The body of POST /user/direct as ACB §7 lists it (PAY-50): plan, quantity, paymentToken,
 * stripeCoupon, email, first, last, password, roleID, username, gender, howDidYouHearAboutUs,
 * hearOther, the UTM fields and GCLID. The registration form has no username or gender: a
 * teacher's username is the email, the gender is not asked, and the role is a teacher's (the
 * server makes a teacher whatever it says). Every field is sent, null when empty, never left out.
 */
export function directSignupBody(
  form: PendingRegistration,
  purchase: { paymentPlan: string; quantity: number; paymentToken: string; stripeCoupon: string | null },
): DirectSignupBody {
  return {
    paymentPlan: purchase.paymentPlan,
    quantity: purchase.quantity,
    paymentToken: purchase.paymentToken,
    stripeCoupon: purchase.stripeCoupon,
    email: form.email,
    first: form.first,
    last: form.last,
    password: form.password,
    roleID: RoleID.Teacher,
    username: form.username || form.email,
    gender: form.gender ?? null,
    howDidYouHearAboutUs: form.howDidYouHearAboutUs,
    hearOther: form.hearOther ?? null,
    teacherType: form.teacherType ?? null,
    UTMSource: form.UTMSource ?? null,
    UTMMedium: form.UTMMedium ?? null,
    UTMCampaign: form.UTMCampaign ?? null,
    UTMContent: form.UTMContent ?? null,
    UTMTerm: form.UTMTerm ?? null,
    GCLID: form.GCLID ?? null,
  };
}

/** After a direct signup, /payment goes to /classes for the rest of this tab's visit (ACB §2). */
const DIRECT_DONE = 'sentencelab.directSignupDone';
export function markDirectSignup(userID: string) {
  try {
    sessionStorage.setItem(DIRECT_DONE, userID);
  } catch {
    // No storage: /payment simply opens.
  }
}
export function wasDirectSignup(userID: string): boolean {
  try {
    return sessionStorage.getItem(DIRECT_DONE) === userID;
  } catch {
    return false;
  }
}
