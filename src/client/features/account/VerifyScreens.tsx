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

export type VerifyErrorReason = 'expired' | 'invalid';

const VERIFY_ERRORS: Record<VerifyErrorReason | 'verified', { heading: string; lead: string }> = {
  verified: {
    heading: 'Your email was already verified',
    lead: 'This verification link has already been used. Your profile shows whether your email address is verified.',
  },
  expired: {
    heading: 'This verification link has expired',
    lead: 'Links in verification emails work for 7 days. Open your Profile to send yourself a new link.',
  },
  invalid: {
    heading: 'This verification link does not work',
    lead: 'The link may be incomplete: copy the whole link from the email, or open your Profile to send yourself a new one.',
  },
};

/**
 * /verifyerror: a used link or an address verified before (the spec's "already verified"
 * screen, ACB §2 Routes), or an expired or broken link, which say so.
 */
export function VerifyErrorScreen({ reason }: { reason?: VerifyErrorReason }) {
  useFreshUser();
  const text = VERIFY_ERRORS[reason ?? 'verified'];
  return (
    <PublicLayout>
      <section className="card auth-card verify-card" aria-labelledby="verify-error-heading">
        <p className="verify-mark" aria-hidden="true">
          i
        </p>
        <h1 id="verify-error-heading">{text.heading}</h1>
        <p className="lead">{text.lead}</p>
        <Link to="/profile" className="button button-primary">
          Go to your Profile
        </Link>
      </section>
    </PublicLayout>
  );
}
