import { useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { failureMessage } from '../../lib/api';
import { useGoogleEnabled } from './googleSettings';
import { goToGoogle } from './roundTrip';

/**
 * A teacher who registered by email links their Google account here (README "Google"): then
 * "Log in with Google" works for them, their password keeps working, and Sync With Classroom
 * and sharing appear. A Google account links to one Sentence Lab account only.
 */
export function GoogleLinkCard({ user }: { user: User }) {
  const google = useGoogleEnabled();
  const [leaving, setLeaving] = useState(false);
  if (!google || user.roleID === RoleID.Student || user.socialType === 'google') return null;

  async function link() {
    setLeaving(true);
    try {
      await goToGoogle('link', { returnTo: '/profile' });
    } catch (err) {
      setLeaving(false);
      toast.error(failureMessage('link your Google account', err));
    }
  }

  return (
    <section className="card" aria-labelledby="google-link-heading">
      <h2 id="google-link-heading">Google account</h2>
      {user.googleLinked ? (
        <p>Your Google account is linked: you can log in with Google and sync your classes with Google Classroom.</p>
      ) : (
        <>
          <p>Link your school Google account to log in with Google and bring your Google Classroom classes into Sentence Lab.</p>
          <Button variant="secondary" onClick={() => void link()} busy={leaving}>
            Link Google account
          </Button>
        </>
      )}
    </section>
  );
}
