import { isValidClassCode } from '../../../shared/domain/classCode';
import { isEmail, newPasswordErrors } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';

export type StudentFormValues = {
  classCode: string;
  first: string;
  last: string;
  under13: boolean;
  login: string;
  password: string;
  confirm: string;
};

/** A login containing '@' is an email address; anything else is a username. */
export const isEmailLogin = (login: string) => login.includes('@');

/** Field messages of the student registration form (ACB §5). */
export function studentFormErrors(v: StudentFormValues): Partial<Record<keyof StudentFormValues, string>> {
  const passwords = newPasswordErrors(v.password, v.confirm);
  const code = v.classCode.trim();
  const login = v.login.trim();
  return {
    classCode: !code ? messages.classCodeRequired : isValidClassCode(code) ? undefined : messages.classCodeFormat,
    first: v.first.trim() ? undefined : messages.firstNameRequired,
    last: v.last.trim() ? undefined : messages.lastNameRequired,
    login: !login ? messages.emailOrUsernameRequired : isEmailLogin(login) && !isEmail(login) ? messages.emailInvalid : undefined,
    password: passwords.password,
    confirm: passwords.confirm,
  };
}
