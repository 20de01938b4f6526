import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { Ok, requiredText, tooLong } from './common';
import { User } from './auth';
import { ClassInfo } from './classes';

const Email = v.pipe(requiredText(messages.emailInvalid), v.email(messages.emailInvalid), v.maxLength(254, tooLong('Email', 254)));
const NewPassword = v.pipe(v.string(messages.passwordRequired), v.trim(), v.maxLength(200, tooLong('Password', 200)));
const Token = v.pipe(requiredText('Please enter the token from the email.'), v.maxLength(200, tooLong('Token', 200)));

/** Forgot password, step 1: email a reset token. 404 noAccountForEmail. */
export const startResetPassword = endpoint({
  method: 'POST',
  path: '/user/startresetpassword',
  body: v.object({ email: Email }),
  response: Ok,
});

/** Step 2: check the emailed token. 404 invalidResetCode; 401 loginMismatch when it has expired or was used. */
export const verifyResetPasswordCode = endpoint({
  method: 'POST',
  path: '/user/verifyresetpasswordcode',
  body: v.object({ verificationToken: Token, email: Email }),
  response: Ok,
});

/** Step 3: set the new password with the token (spends it). 460 on the password rule. */
export const resetPasswordUpdate = endpoint({
  method: 'POST',
  path: '/user/resetpasswordupdate',
  body: v.object({ password: NewPassword, verificationToken: Token, email: Email }),
  response: Ok,
});

/**
 * A signed-in user sets a new password: from the profile (currentPassword required) or from
 * the blocking 'Create a new password' dialog while mustUpdatePassword is set (no current
 * password needed; the flag is cleared). 460 on the rule; 400 currentPasswordWrong (not 401:
 * the client signs out on every 401). The user's other sessions are revoked.
 */
export const updateUserPassword = endpoint({
  method: 'POST',
  path: '/user/updateuserpassword',
  body: v.object({ password: NewPassword, currentPassword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) }),
  response: User,
});

/** Sends the verification email again (unverified teachers). */
export const resendVerification = endpoint({
  method: 'POST',
  path: '/user/resendverification',
  body: v.object({ id: v.string(), email: Email }),
  response: Ok,
});

/**
 * The link in the verification email. Not JSON: answers a redirect to /verify (success)
 * or /verifyerror (already verified, used or unknown token).
 */
export const VERIFY_EMAIL_PATH = '/user/verifyemail';

export const updateShowTutorial = endpoint({
  method: 'POST',
  path: '/user/updateshowtutorial',
  body: v.object({ showTutorial: v.boolean() }),
  response: User,
});

/** Profile save: first, last, and the sign-in name (teachers: email; students: email or username). */
export const saveProfile = endpoint({
  method: 'POST',
  path: '/user/save',
  body: v.object({
    id: v.string(),
    first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
    last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
    email: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254, tooLong('Email', 254)))), null),
    username: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254, tooLong('Username', 254)))), null),
    gender: v.optional(v.nullable(v.string()), null),
  }),
  response: User,
});

/**
 * A student joins (or moves to) a class by code; a student has at most one class.
 * 403 onlyStudentsAddClass for others; 409 joinCodeNotFound; 410 joinCodeMissing(code) for a
 * malformed code; 411 classFull.
 */
export const joinClass = endpoint({
  method: 'POST',
  path: '/student/addclass',
  body: v.object({
    Class: v.object({ Code: requiredText(messages.classCodeRequired) }),
    UserID: v.optional(v.string()),
  }),
  response: v.object({ user: User, class: ClassInfo }),
});
