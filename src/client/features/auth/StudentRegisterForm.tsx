import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { createStudent } from '../../../shared/api/auth';
import { CLASS_CODE_LENGTH } from '../../../shared/domain/classCode';
import { RoleID } from '../../../shared/domain/roles';
import { trimInput } from '../../../shared/domain/credentials';
import { messages, withoutGoogle } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { signIn } from '../../lib/session';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { isEmailLogin, studentFormErrors, type StudentFormValues } from './studentFormErrors';
import { GoogleButton, OrDivider } from '../google/GoogleButton';
import { useGoogleEnabled } from '../google/googleSettings';
import { goToGoogle } from '../google/roundTrip';
import { authText } from './text';
import { registerText } from './registerText';
import { Under13Notice } from '../help/Under13Notice';

function registerFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return messages.studentAccountExists;
  if (error instanceof ApiError && error.status === 410) return messages.invalidClassCode;
  if (error instanceof ApiError && error.status === 411) return messages.classFull;
  return failureMessage('register', error);
}

/** The class-code message names a way back to the login page; make those words the link. */
function ClassCodeFormatMessage() {
  const [before, after] = messages.classCodeFormat.split(authText.clickHere);
  return (
    <>
      {before}
      <Link to="/">{authText.clickHere}</Link>
      {after}
    </>
  );
}

/** A student joins their class: the code first, then their details (ACB §2 Registration). */
export function StudentRegisterForm({ classCode }: { classCode?: string }) {
  const navigate = useNavigate();
  const form = useFormFields<StudentFormValues>(
    { classCode: classCode ?? '', first: '', last: '', under13: false, login: '', password: '', confirm: '' },
    studentFormErrors,
  );
  const [sending, setSending] = useState(false);
  const { values } = form;
  const code = values.classCode.trim();
  // The format message shows as soon as something is typed; "required" waits for a submit.
  const codeError = code && form.errors.classCode ? form.errors.classCode : form.shown('classCode');
  const google = useGoogleEnabled();
  const [leaving, setLeaving] = useState(false);
  const codeComplete = code.length === CLASS_CODE_LENGTH;

  async function registerWithGoogle() {
    setLeaving(true);
    try {
      await goToGoogle('register', { registrationType: 'student', classCode: code });
    } catch (err) {
      setLeaving(false);
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : messages.googleRegisterFailed);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return void toast.error(messages.checkForm);
    const login = trimInput(values.login);
    setSending(true);
    try {
      const result = await call(createStudent, {
        body: {
          // REG-49: the User the spec lists, every field present (the one sign-in field is the email or the username).
          User: {
            email: isEmailLogin(login) ? login : null,
            first: values.first.trim(),
            last: values.last.trim(),
            gender: null,
            password: trimInput(values.password),
            roleID: RoleID.Student,
            username: isEmailLogin(login) ? null : login,
            socialType: null,
            under13: values.under13,
          },
          Class: { code },
        },
      });
      await signIn(result.user);
      await navigate({ to: '/courses' });
    } catch (err) {
      toast.error(registerFailure(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="form">
      {/* Issue 26: read (with a grown-up) before either way of signing up. */}
      <Under13Notice />
      <Field
        label={registerText.classCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="input-code"
        hint={registerText.classCodeHint}
        {...form.bind('classCode')}
        error={codeError === messages.classCodeFormat ? google ? <ClassCodeFormatMessage /> : withoutGoogle.classCodeFormat : codeError}
      />
      {google ? (
        <>
          {/* Like Register, it waits for the whole 8-character code (REG-35, 36). */}
          <GoogleButton onClick={() => void registerWithGoogle()} busy={leaving} disabled={!codeComplete}>
            {registerText.registerWithGoogleStudent}
          </GoogleButton>
          <OrDivider />
        </>
      ) : null}
      <div className="field-row">
        <Field label={registerText.firstName} autoComplete="given-name" {...form.bind('first')} error={form.shown('first')} />
        <Field
          label={registerText.lastName}
          autoComplete="family-name"
          hint={values.under13 ? messages.under13Hint : undefined}
          {...form.bind('last')}
          error={form.shown('last')}
        />
      </div>
      <CheckboxField
        label={registerText.under13}
        name="under13"
        checked={values.under13}
        onChange={(e) => form.set('under13', e.target.checked)}
      />
      <Field
        label={values.under13 ? registerText.username : authText.emailOrUsername}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.bind('login')}
        error={form.shown('login')}
      />
      <NewPasswordFields form={form} label={authText.password} />
      <Button type="submit" busy={sending} disabled={!codeComplete} className="button-block">
        {registerText.register}
      </Button>
    </form>
  );
}
