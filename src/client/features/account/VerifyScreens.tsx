import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { getSession, replaceUser } from '../../lib/session';
import { PublicLayout } from '../../ui/PublicLayout';
import { useLanguage } from '../../i18n/language';
import { accountText } from './text';
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
  useLanguage();
  useFreshUser();
  return (
    <PublicLayout>
      <section className="card auth-card verify-card" aria-labelledby="verify-heading">
        <p className="verify-mark verify-mark-ok" aria-hidden="true">
          ✓
        </p>
        <h1 id="verify-heading">{accountText.verifiedTitle}</h1>
        <p className="lead">{accountText.verifiedLead}</p>
        <Link to="/classes" className="button button-primary">
          {accountText.goToClasses}
        </Link>
      </section>
    </PublicLayout>
  );
}

export type VerifyErrorReason = 'expired' | 'invalid';

const VERIFY_ERRORS = {
  verified: { heading: 'alreadyVerifiedTitle', lead: 'alreadyVerifiedLead' },
  expired: { heading: 'expiredTitle', lead: 'expiredLead' },
  invalid: { heading: 'invalidTitle', lead: 'invalidLead' },
} as const satisfies Record<VerifyErrorReason | 'verified', { heading: keyof typeof accountText; lead: keyof typeof accountText }>;

/**
 * /verifyerror: a used link or an address verified before (the spec's "already verified"
 * screen, ACB §2 Routes), or an expired or broken link, which say so.
 */
export function VerifyErrorScreen({ reason }: { reason?: VerifyErrorReason }) {
  useLanguage();
  useFreshUser();
  const text = VERIFY_ERRORS[reason ?? 'verified'];
  return (
    <PublicLayout>
      <section className="card auth-card verify-card" aria-labelledby="verify-error-heading">
        <p className="verify-mark" aria-hidden="true">
          i
        </p>
        <h1 id="verify-error-heading">{accountText[text.heading]}</h1>
        <p className="lead">{accountText[text.lead]}</p>
        <Link to="/profile" className="button button-primary">
          {accountText.goToProfile}
        </Link>
      </section>
    </PublicLayout>
  );
}
