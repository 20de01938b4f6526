import { defineMessages } from '../../../shared/i18n/runtime';

/** An unverified teacher's reminder on the Profile. */
export const verifyNoticeText = defineMessages('verifyNotice', {
  title: 'Verify your email',
  /** The address is shown in bold. */
  sentTo: (email: string) =>
    `We sent a link to ${email}. Open it to verify your email address. Nothing arrived? Check your spam folder, or send a new link.`,
  resend: 'Resend Verification Email',
});
