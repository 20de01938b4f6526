/**
 * The messages of src/shared/messages.ts that the landing page shows (issue 13, first load): a
 * failed call, the login form's checks and a failed sign-in. Parts of the same catalogues
 * (`messages`, `extraMessages`: the same ids, the same Spanish), so the landing page's script does
 * not carry the rest; messages.ts joins them with the rest and re-exports everything here. Word for
 * word as the spec's catalogue has them.
 */
import { defineMessagePart, defineMessages } from './i18n/runtime';

export const PRODUCT_NAME = 'Sentence Lab';
export const APP_VERSION = '1.8.25';

export const coreMessages = defineMessagePart('messages', {
  // General (ACB §8)
  failedTo: (action: string, serverMessage: string) => `Failed to ${action}. ${serverMessage}`.trimEnd(),
  failedNoResponse: (action: string, message: string) => `Failed to ${action}.  Please try again or contact support. ${message}`.trimEnd(),
  offline: 'Please connect to the internet.',
  timeout: `${PRODUCT_NAME} is having trouble connecting to the internet. Please refresh and try again.`,
  pleaseLogin: 'Please Login',
  // Status catalogue
  loginMismatch:
    'This email address/username and password do not match.  If you have registered your account via Google, please click the "Log in with Google" button',
  // Validation (ACB §5)
  passwordRule: 'Password must be a minimum of 4 characters and contain at least 1 letter and 1 number.',
  passwordsMustMatch: 'passwords have to match',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordRequired: 'Password is required',
  loginEmailRequired: 'email or username is required',
  loginPasswordRequired: 'password is required',
  loginPasswordMin: 'Password must be at least 3 characters',
} as const);

export const coreExtraMessages = defineMessagePart('extraMessages', {
  // A call that got no answer (SHL-64's {message}; our wording): a change may or may not have reached the server.
  noAnswer: 'The server did not answer.',
  noAnswerMaybeNotSaved: 'The server did not answer, so this may not have been saved.',
} as const);

/**
 * Where Google is off (no GOOGLE_CLIENT_ID), messages that point to a Google button say what to
 * do instead (src/server/README.md "Google"): no message may name a button that is not there.
 */
export const withoutGoogle = defineMessages('withoutGoogle', {
  loginMismatch: 'This email address/username and password do not match.  Please check them, or use Forgot Password.',
  classCodeFormat: `${PRODUCT_NAME} class codes must be 8 characters (letters and numbers only). A 7 character Google Classroom code is not a ${PRODUCT_NAME} code: ask your teacher for the ${PRODUCT_NAME} class code.`,
} as const);

/** The 401 mismatch message as this server words it: it names the Google button only where there is one. */
export const loginMismatchMessage = (googleOn: boolean) => (googleOn ? coreMessages.loginMismatch : withoutGoogle.loginMismatch);
