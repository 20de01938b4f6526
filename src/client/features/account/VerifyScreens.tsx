import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { getSession, replaceUser } from '../../lib/session';
import { PublicLayout } from '../../ui/PublicLayout';
import './account.css';

/** After the link in the email: if this device is signed in, its copy of the user learns the news. */
function useFreshUser() {
  useEffect(() => {
    const key = getSession().apiKey;
    if (!key) return;
    call(checkSession)
      .then((user) => (getSession().apiKey === key ? replaceUser(user) : undefined))
      .catch(() => undefined);
  }, []);
}

/** /verify: the verification link worked (ACB §2 Routes). */
export function VerifyScreen() {
  useFreshUser();
  return (
    <PublicLayout>
      <section className="card auth-card verify-card" aria-labelledby="verify-heading">
        <p className="verify-mark verify-mark-ok" aria-hidden="true">
          ✓
        </p>
        <h1 id="verify-heading">Your email is verified.</h1>
        <p className="lead">Thank you! Your account is ready.</p>
        <Link to="/classes" className="button button-primary">
          Go to My Classes
        </Link>
      </section>
    </PublicLayout>
  );
}

/** /verifyerror: a used, expired or unknown link, or an address verified before (ACB §2 Routes). */
export function VerifyErrorScreen() {
  useFreshUser();
  return (
    <PublicLayout>
      <section className="card auth-card verify-card" aria-labelledby="verify-error-heading">
        <p className="verify-mark" aria-hidden="true">
          i
        </p>
        <h1 id="verify-error-heading">Your email was already verified</h1>
        <p className="lead">
          This verification link has already been used, or it has expired. Your profile shows whether your email address is
          verified, and can send you a new link if it is not.
        </p>
        <Link to="/profile" className="button button-primary">
          Go to your Profile
        </Link>
      </section>
    </PublicLayout>
  );
}
