import type { User } from '../../../shared/api/auth';
import { readImpersonator } from './impersonator';
import { Emphasis, strong } from '../../ui/Emphasis';
import { adminText } from './text';
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
    <div className="impersonation-banner" role="region" aria-label={adminText.impersonationRegion}>
      <p>
        <Emphasis text={adminText.signedInAs(strong(`${user.first} ${user.last}`))} />
      </p>
      <button type="button" className="impersonation-exit" onClick={onSignOut} disabled={signingOut}>
        {hasAdmin ? adminText.backToAdmin : adminText.signOut}
      </button>
    </div>
  );
}
