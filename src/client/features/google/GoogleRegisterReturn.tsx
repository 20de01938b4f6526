import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { googleRegistrationGet, registerTeacherGoogle, type SocialProfile } from '../../../shared/api/google';
import { HOW_DID_YOU_HEAR_OPTIONS, needsHearOther, TEACHER_TYPES } from '../../../shared/domain/registration';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { signIn } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { utmFields, type RegisterSearch } from '../auth/registerSearch';
import { returnBody, takeTrip } from './roundTrip';
import { Emphasis, strong } from '../../ui/Emphasis';
import { formText } from '../../ui/formText';
import { registerOptions, registerText } from '../auth/registerText';
import { googleText as text } from './text';

/** The toast of a failed Google registration (ACB §8): the catalogue's 409/410/411 words, else 'Unable to register with Google.' */
function registerFailure(error: unknown): string {
  if (error instanceof ApiError && [409, 410, 411, 429].includes(error.status)) return error.message;
  if (error instanceof ApiError && (error.isOffline || error.isTimeout)) return failureMessage('register with Google', error);
  return messages.googleRegisterFailed;
}

/**
 * /register?code=…: Google's answer to "Register with Google". A student is registered in the
 * class whose code they typed and goes to /courses; a teacher finishes in one step on the form
 * below (names and how they heard of us; no password: GGL-13, 14).
 */
export function GoogleRegisterReturn({ search }: { search: RegisterSearch }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [profile, setProfile] = useState<SocialProfile | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const trip = takeTrip(search);
    const type = trip?.registrationType ?? 'teacher';
    const back = () => navigate({ to: '/register', search: { type }, replace: true });
    void (async () => {
      if (search.error || !search.code) {
        toast.error(search.error === 'access_denied' ? messages.googleAccessDenied : messages.googleRegisterFailed);
        return void back();
      }
      if (!trip) {
        toast.error(extraMessages.googleStateUnknown);
        return void back();
      }
      try {
        const answer = await call(googleRegistrationGet, {
          query: { ...returnBody(search, trip), registrationType: type, socialType: 'google', classCode: trip.classCode ?? null },
        });
        if (answer.user) {
          await signIn(answer.user);
          await navigate({ to: '/courses', replace: true });
          return;
        }
        setProfile(answer);
      } catch (err) {
        toast.error(registerFailure(err));
        await back();
      }
    })();
  }, [navigate, search]);

  if (!profile) {
    return (
      <p role="status" className="lead">
        {text.finishingRegistration}
      </p>
    );
  }
  return <GoogleTeacherForm profile={profile} search={search} />;
}

/** Single-step Google teacher registration: first and last name are all that is checked (GGL-14). */
function GoogleTeacherForm({ profile, search }: { profile: SocialProfile; search: RegisterSearch }) {
  const navigate = useNavigate();
  const [first, setFirst] = useState(profile.first);
  const [last, setLast] = useState(profile.last);
  const [hear, setHear] = useState('');
  const [hearOther, setHearOther] = useState('');
  const [teacherType, setTeacherType] = useState('Teacher');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const firstError = first.trim() ? null : messages.firstNameRequired;
  const lastError = last.trim() ? null : messages.lastNameRequired;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (firstError || lastError) return void toast.error(messages.checkForm);
    const heard = HOW_DID_YOU_HEAR_OPTIONS.find((o) => o === hear) ?? null;
    setSending(true);
    try {
      const user = await call(registerTeacherGoogle, {
        body: {
          first: first.trim(),
          last: last.trim(),
          email: profile.email,
          howDidYouHearAboutUs: heard,
          hearOther: heard && needsHearOther(heard) ? hearOther.trim() || null : null,
          teacherType,
          socialType: 'google',
          newGoogle: true,
          googleRegistrationToken: profile.googleRegistrationToken ?? '',
          ...utmFields(search),
        },
      });
      await signIn(user);
      await navigate({ to: '/classes', replace: true });
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status === 400 && err.message === messages.hearOtherRequired ? err.message : registerFailure(err),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="form" aria-label={text.finishSigningUp}>
      <p className="lead">
        <Emphasis text={text.signedInAs(strong(profile.email ?? ''))} />
      </p>
      <div className="field-row">
        <Field
          label={registerText.firstName}
          autoComplete="given-name"
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={tried ? firstError : null}
        />
        <Field
          label={registerText.lastName}
          autoComplete="family-name"
          value={last}
          onChange={(e) => setLast(e.target.value)}
          error={tried ? lastError : null}
        />
      </div>
      <SelectField
        label={text.howHeardOptional}
        options={HOW_DID_YOU_HEAR_OPTIONS.map((value) => ({ value, label: registerOptions[value] }))}
        placeholder={formText.chooseOne}
        value={hear}
        onChange={(e) => setHear(e.target.value)}
      />
      {needsHearOther(hear) ? (
        <Field label={registerText.tellUsMore} value={hearOther} onChange={(e) => setHearOther(e.target.value)} />
      ) : null}
      <SelectField
        label={registerText.accountType}
        options={TEACHER_TYPES.map((value) => ({ value, label: registerOptions[value] }))}
        value={teacherType}
        onChange={(e) => setTeacherType(e.target.value)}
      />
      <Button type="submit" busy={sending} className="button-block">
        {text.startMyTrial}
      </Button>
    </form>
  );
}
