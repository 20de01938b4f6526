import { defineMessages } from '../../../shared/i18n/runtime';

/** Forgot Password and the email verification pages. */
export const accountText = defineMessages('account', {
  forgotTitle: 'Forgot Password',
  stepEmail: 'Step 1 of 3: enter the email address of your account and we will email you a token.',
  stepToken: 'Step 2 of 3: enter the 8-character token from the email.',
  stepPassword: 'Step 3 of 3: create a new password.',
  emailTheToken: 'Email the token',
  email: 'Email',
  sendToken: 'Send Token',
  checkTheToken: 'Check the token',
  token: 'Token',
  tokenHint: (email: string) => `We sent it to ${email}. It works for 30 minutes.`,
  sendNewToken: 'Send a new token',
  verifyToken: 'Verify Token',
  createNewPassword: 'Create a new password',
  savePassword: 'Save Password',
  verifiedTitle: 'Your email is verified.',
  verifiedLead: 'Thank you! Your account is ready.',
  goToClasses: 'Go to your Dashboard',
  alreadyVerifiedTitle: 'Your email was already verified',
  alreadyVerifiedLead: 'This verification link has already been used. Your profile shows whether your email address is verified.',
  expiredTitle: 'This verification link has expired',
  expiredLead: 'Links in verification emails work for 7 days. Open your Profile to send yourself a new link.',
  invalidTitle: 'This verification link does not work',
  invalidLead: 'The link may be incomplete: copy the whole link from the email, or open your Profile to send yourself a new one.',
  goToProfile: 'Go to your Profile',
});
