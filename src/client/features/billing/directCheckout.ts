import type * as v from 'valibot';
import type { registerTeacher } from '../../../shared/api/auth';

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
