import { PRODUCT_NAME } from '../../shared/coreMessages';
import { defineMessages } from '../../shared/i18n/runtime';

/**
 * The emails the server sends (issue 14), each read in the recipient's language
 * (src/server/mail/language.ts). The English is word for word the mails of before; one message
 * per paragraph, joined with blank lines by the mail that uses them.
 */
export const mailText = defineMessages('mail', {
  greeting: (first: string) => `Hello ${first},`,

  // The Forgot Password token (src/server/features/account/password-reset.ts).
  resetSubject: `Your ${PRODUCT_NAME} password reset token`,
  resetAsked: `Someone (we hope it was you) asked to reset the password of your ${PRODUCT_NAME} account.`,
  resetToken: (token: string) => `Your token: ${token}`,
  resetTypeIt: "Type it into the 'Forgot Password' window within 30 minutes. It works only once.",
  resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',

  // The teacher's address to verify (src/server/features/account/verification.ts).
  verifySubject: `Please verify your ${PRODUCT_NAME} email address`,
  verifyWelcome: `Welcome to ${PRODUCT_NAME}! Please confirm that this is your email address by opening this link:`,
  verifyLinkRule: 'The link works once and for 7 days. You can ask for a new one on your Profile page.',
  verifyIgnore: `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,

  // A super-teacher adds a teacher to their group (src/server/features/teachers/mail.ts).
  newTeacherSubject: `Your ${PRODUCT_NAME} teacher account`,
  newTeacherCreated: (ownerFirst: string, ownerLast: string) =>
    `${ownerFirst} ${ownerLast} has created a ${PRODUCT_NAME} teacher account for you in their group.`,
  signInAt: (url: string) => `Sign in at ${url}`,
  emailLine: (email: string) => `Email: ${email}`,
  temporaryPassword: (password: string) => `Temporary password: ${password}`,
  choosePasswordFirst: 'When you first sign in you will be asked to create a new password of your own.',
  joinedSubject: `You have joined a ${PRODUCT_NAME} group`,
  joinedAdded: (ownerFirst: string, ownerLast: string, seats: number) =>
    `${ownerFirst} ${ownerLast} has added you to their ${PRODUCT_NAME} group. Your account now uses a seat of their plan, for up to ${seats} students.`,
  signInAsUsual: (url: string) => `Sign in as usual at ${url}`,
});
