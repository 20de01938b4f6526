import { Link } from '@tanstack/react-router';
import type { User } from '../../shared/api/auth';
import { extraMessages } from '../../shared/messages';
import { RoleID } from '../../shared/domain/roles';
import { useRefreshWhileUnverified } from '../features/account/useRefreshWhileUnverified';
import { shellText } from './shellText';

/** Account notices above every signed-in screen (ACB §2 "Banners and dialogs"). */
export function Banners({ user }: { user: User }) {
  const unverifiedTeacher = user.role === 'Teacher' && !user.isVerified && user.socialType !== 'google';
  // The session check on start refreshes the user; this also catches a link opened elsewhere.
  useRefreshWhileUnverified(unverifiedTeacher);
  return (
    <>
      {user.isActive === false ? (
        <div className="banner banner-warning" role="region" aria-label={shellText.subscriptionRegion}>
          {user.roleID !== RoleID.Student ? (
            <>
              {user.paymentPlan === 'trial' ? extraMessages.trialEnded : extraMessages.subscriptionNeeded}{' '}
              {user.isGroup && !user.isSuperTeacher ? (
                shellText.groupRenews
              ) : (
                <Link to="/payment">{shellText.choosePlan}</Link>
              )}
            </>
          ) : user.classes.length === 0 ? (
            extraMessages.noClassYet
          ) : (
            extraMessages.studentInactive
          )}
        </div>
      ) : null}
      {unverifiedTeacher ? (
        <div className="banner banner-info" role="region" aria-label={shellText.verifyRegion}>
          {shellText.verifyEmail} <Link to="/profile">{shellText.resendFromProfile}</Link>.
        </div>
      ) : null}
    </>
  );
}
