import { defineMessages } from '../../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../../shared/coreMessages';

/** The login screen and what the other signed-out screens share with it. */
export const authText = defineMessages('auth', {
  loginTitle: `Log in to ${PRODUCT_NAME}`,
  invitedTitle: 'You have been invited',
  invitedIntro: 'Log in with the email address and the temporary password from your invitation.',
  logInWithGoogle: 'Log in with Google',
  or: 'or',
  emailOrUsername: 'Email or Username',
  password: 'Password',
  forgotPassword: 'Forgot Password',
  logMeIn: 'Log Me in',
  newHere: `New to ${PRODUCT_NAME}?`,
  createAccount: 'Create an account',
  /** The words of messages.classCodeFormat that link back to the login page. */
  clickHere: 'click here',
});
