import { useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { failureMessage } from '../../lib/api';
import { useGoogleEnabled } from './googleSettings';
import { goToGoogle } from './roundTrip';
import { googleText as text } from './text';

/**
 * A teacher who registered by email links their Google account here (src/server/README.md "Google"): then
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
      <h2 id="google-link-heading">{text.googleAccount}</h2>
      {user.googleLinked ? (
        <p>{text.linked}</p>
      ) : (
        <>
          <p>{text.linkLead}</p>
          <Button variant="secondary" onClick={() => void link()} busy={leaving}>
            {text.linkGoogle}
          </Button>
        </>
      )}
    </section>
  );
}
