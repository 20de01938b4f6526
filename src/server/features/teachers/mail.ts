import { PRODUCT_NAME } from '../../../shared/messages';
import type { MailMessage } from '../../adapters/mail';

interface Person {
  first: string;
  last: string;
}

/** The email a brand-new sub-teacher gets: where to sign in and the temporary password. */
export function newTeacherMail(opts: { to: string; teacher: Person; owner: Person; password: string; signInUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${PRODUCT_NAME} teacher account`,
    text: [
      `Hello ${opts.teacher.first},`,
      '',
      `${opts.owner.first} ${opts.owner.last} has created a ${PRODUCT_NAME} teacher account for you in their group.`,
      '',
      `Sign in at ${opts.signInUrl}`,
      `Email: ${opts.to}`,
      `Temporary password: ${opts.password}`,
      '',
      'When you first sign in you will be asked to create a new password of your own.',
    ].join('\n'),
  };
}

/** The notice an existing teacher gets when a super-teacher adds them to their group. */
export function joinedGroupMail(opts: { to: string; teacher: Person; owner: Person; seats: number; signInUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: `You have joined a ${PRODUCT_NAME} group`,
    text: [
      `Hello ${opts.teacher.first},`,
      '',
      `${opts.owner.first} ${opts.owner.last} has added you to their ${PRODUCT_NAME} group. Your account now uses a seat of their plan, for up to ${opts.seats} students.`,
      '',
      `Sign in as usual at ${opts.signInUrl}`,
    ].join('\n'),
  };
}
