import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { homePathFor } from '../../../shared/domain/roles';
import { useLanguage } from '../../i18n/language';
import { registerText } from './registerText';
import { getSession } from '../../lib/session';
import { PublicLayout } from '../../ui/PublicLayout';
import { RegisterChoice } from './RegisterChoice';
import type { RegisterSearch } from './registerSearch';
import { StudentRegisterForm } from './StudentRegisterForm';
import { TeacherRegisterForm } from './TeacherRegisterForm';
import { GoogleRegisterReturn } from '../google/GoogleRegisterReturn';
import { LegalNotice } from '../help/LegalNotice';

/** ACB §9: a signed-in user is sent home 300 ms after opening /register. */
const SIGNED_IN_REDIRECT_MS = 300;

const HEADINGS = {
  none: 'titleChoice',
  teacher: 'titleTeacher',
  student: 'titleStudent',
} as const;

export function RegisterScreen({ search }: { search: RegisterSearch }) {
  useLanguage();
  const navigate = useNavigate();
  // Who was signed in on arrival; a sign-in made by these forms navigates by itself.
  const [arrivedAs] = useState(() => getSession().user);

  useEffect(() => {
    if (!arrivedAs) return;
    const timer = setTimeout(() => void navigate({ to: homePathFor(arrivedAs.roleID) }), SIGNED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [arrivedAs, navigate]);

  const type = search.type;
  return (
    <PublicLayout>
      <section className={type ? 'card auth-card' : 'auth-wide'} aria-labelledby="register-heading">
        <h1 id="register-heading">
          {type === 'teacher' && search.direct ? registerText.titleDirect : registerText[HEADINGS[type ?? 'none']]}
        </h1>
        {search.code || search.error ? (
          <GoogleRegisterReturn search={search} />
        ) : arrivedAs ? (
          <p role="status">{registerText.alreadySignedIn}</p>
        ) : type === 'teacher' ? (
          <TeacherRegisterForm search={search} />
        ) : type === 'student' ? (
          <StudentRegisterForm classCode={search.classcode ?? search.state} />
        ) : (
          <RegisterChoice />
        )}
        {arrivedAs ? null : <LegalNotice type={type} />}
        <p className="auth-switch">
          {type ? (
            <>
              <Link to="/register" search={(prev) => ({ ...prev, type: undefined })}>
                {registerText.backToTypes}
              </Link>
              {' · '}
            </>
          ) : null}
          {registerText.haveAccount} <Link to="/">{registerText.logIn}</Link>
        </p>
      </section>
    </PublicLayout>
  );
}
