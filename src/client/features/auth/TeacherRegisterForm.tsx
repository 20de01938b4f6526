import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { registerTeacher } from '../../../shared/api/auth';
import { trimInput } from '../../../shared/domain/credentials';
import { HOW_DID_YOU_HEAR_OPTIONS, needsHearOther, TEACHER_TYPES } from '../../../shared/domain/registration';
import { messages } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { signIn } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SelectField } from '../../ui/SelectField';
import { formText } from '../../ui/formText';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { utmFields, type RegisterSearch } from './registerSearch';
import { keepRegistration } from '../billing/directCheckout';
import { teacherFormErrors, type TeacherFormValues } from './teacherFormErrors';
import { GoogleButton, OrDivider } from '../google/GoogleButton';
import { useGoogleEnabled } from '../google/googleSettings';
import { goToGoogle } from '../google/roundTrip';
import { authText } from './text';
import { registerOptions, registerText } from './registerText';

const EMPTY: TeacherFormValues = {
  email: '',
  first: '',
  last: '',
  password: '',
  confirm: '',
  hear: '',
  hearOther: '',
  teacherType: 'Teacher',
};

function registerFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return messages.accountExists;
  if (error instanceof ApiError && error.status === 460) return messages.passwordRuleServer;
  return failureMessage('register', error);
}

/** Teacher, parent or homeschool registration with a 30-day trial (ACB §2 Registration). */
export function TeacherRegisterForm({ search }: { search: RegisterSearch }) {
  const navigate = useNavigate();
  const form = useFormFields(EMPTY, teacherFormErrors);
  const [sending, setSending] = useState(false);
  const { values } = form;
  const google = useGoogleEnabled();
  const [leaving, setLeaving] = useState(false);

  async function registerWithGoogle() {
    setLeaving(true);
    try {
      await goToGoogle('register', { registrationType: 'teacher' });
    } catch (err) {
      setLeaving(false);
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : messages.googleRegisterFailed);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const hear = HOW_DID_YOU_HEAR_OPTIONS.find((option) => option === values.hear);
    if (!form.check() || !hear) return void toast.error(messages.checkForm);
    const body = {
      email: trimInput(values.email),
      first: values.first.trim(),
      last: values.last.trim(),
      password: trimInput(values.password),
      howDidYouHearAboutUs: hear,
      hearOther: needsHearOther(hear) ? values.hearOther.trim() : null,
      teacherType: values.teacherType,
      ...utmFields(search),
    };
    if (search.direct) {
      // Direct checkout: the account is made with the first payment, on /direct-payment.
      keepRegistration(body);
      return void navigate({ to: '/direct-payment' });
    }
    setSending(true);
    try {
      const user = await call(registerTeacher, { body });
      await signIn(user);
      await navigate({ to: '/classes' });
    } catch (err) {
      toast.error(registerFailure(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {/* Direct checkout makes the account with its first payment, which needs a password account. */}
      {google && !search.direct ? (
        <>
          <GoogleButton onClick={() => void registerWithGoogle()} busy={leaving}>
            {registerText.registerWithGoogle}
          </GoogleButton>
          <OrDivider />
        </>
      ) : null}
      <form onSubmit={submit} noValidate className="form">
        <Field label={registerText.email} type="email" autoComplete="email" {...form.bind('email')} error={form.shown('email')} />
        <div className="field-row">
          <Field label={registerText.firstName} autoComplete="given-name" {...form.bind('first')} error={form.shown('first')} />
          <Field label={registerText.lastName} autoComplete="family-name" {...form.bind('last')} error={form.shown('last')} />
        </div>
        <NewPasswordFields form={form} label={authText.password} />
        <SelectField
          label={registerText.howHeard}
          options={HOW_DID_YOU_HEAR_OPTIONS.map((value) => ({ value, label: registerOptions[value] }))}
          placeholder={formText.chooseOne}
          {...form.bind('hear')}
          error={form.shown('hear')}
        />
        {needsHearOther(values.hear) ? (
          <Field label={registerText.tellUsMore} {...form.bind('hearOther')} error={form.shown('hearOther')} />
        ) : null}
        <SelectField
          label={registerText.accountType}
          options={TEACHER_TYPES.map((value) => ({ value, label: registerOptions[value] }))}
          {...form.bind('teacherType')}
        />
        <Button type="submit" busy={sending} className="button-block">
          {search.direct ? registerText.continueToPayment : registerText.register}
        </Button>
      </form>
    </>
  );
}
