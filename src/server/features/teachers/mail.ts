import type { Language } from '../../../shared/api/preferences';
import type { MailMessage } from '../../adapters/mail';
import { inLanguage } from '../../i18n';
import { mailText } from '../../mail/text';

interface Person {
  first: string;
  last: string;
}

/**
 * The email a brand-new sub-teacher gets: where to sign in and the temporary password. In
 * `language`: the new account has none of its own, so the request's (the super-teacher's).
 */
export function newTeacherMail(opts: {
  to: string;
  teacher: Person;
  owner: Person;
  password: string;
  signInUrl: string;
  language: Language;
}): MailMessage {
  return inLanguage(opts.language, () => ({
    to: opts.to,
    subject: mailText.newTeacherSubject,
    text: [
      mailText.greeting(opts.teacher.first),
      '',
      mailText.newTeacherCreated(opts.owner.first, opts.owner.last),
      '',
      mailText.signInAt(opts.signInUrl),
      mailText.emailLine(opts.to),
      mailText.temporaryPassword(opts.password),
      '',
      mailText.choosePasswordFirst,
    ].join('\n'),
  }));
}

/** The notice an existing teacher gets when a super-teacher adds them to their group, in the teacher's language. */
export function joinedGroupMail(opts: {
  to: string;
  teacher: Person;
  owner: Person;
  seats: number;
  signInUrl: string;
  language: Language;
}): MailMessage {
  return inLanguage(opts.language, () => ({
    to: opts.to,
    subject: mailText.joinedSubject,
    text: [
      mailText.greeting(opts.teacher.first),
      '',
      mailText.joinedAdded(opts.owner.first, opts.owner.last, opts.seats),
      '',
      mailText.signInAsUsual(opts.signInUrl),
    ].join('\n'),
  }));
}
