import type { User } from '../../../shared/api/auth';
import { readImpersonator } from './impersonator';
import './admin.css';

interface Props {
  user: User;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** Says plainly, on every screen, that an admin is acting as this user, with the way back. */
export function ImpersonationBanner({ user, onSignOut, signingOut = false }: Props) {
  if (!user.isImpersonate) return null;
  const hasAdmin = readImpersonator() !== null;
  return (
    <div className="impersonation-banner" role="region" aria-label="Impersonation">
      <p>
        You are signed in as{' '}
        <strong>
          {user.first} {user.last}
        </strong>{' '}
        (impersonation)
      </p>
      <button type="button" className="impersonation-exit" onClick={onSignOut} disabled={signingOut}>
        {hasAdmin ? 'Back to admin' : 'Sign out'}
      </button>
    </div>
  );
}
