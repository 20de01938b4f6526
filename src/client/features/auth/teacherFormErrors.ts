import { isEmail, newPasswordErrors } from '../../../shared/domain/credentials';
import { needsHearOther } from '../../../shared/domain/registration';
import { messages } from '../../../shared/messages';

export type TeacherFormValues = {
  email: string;
  first: string;
  last: string;
  password: string;
  confirm: string;
  hear: string;
  hearOther: string;
  teacherType: string;
};

/** Field messages of the teacher registration form (ACB §5). */
export function teacherFormErrors(v: TeacherFormValues): Partial<Record<keyof TeacherFormValues, string>> {
  const passwords = newPasswordErrors(v.password, v.confirm);
  return {
    email: isEmail(v.email) ? undefined : messages.teacherEmailInvalid,
    first: v.first.trim() ? undefined : messages.firstNameRequired,
    last: v.last.trim() ? undefined : messages.lastNameRequired,
    password: passwords.password,
    confirm: passwords.confirm,
    hear: v.hear ? undefined : messages.howDidYouHearRequired,
    hearOther: needsHearOther(v.hear) && !v.hearOther.trim() ? messages.hearOtherRequired : undefined,
  };
}
