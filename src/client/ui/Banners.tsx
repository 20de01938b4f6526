import { Link } from '@tanstack/react-router';
import type { User } from '../../shared/api/auth';
import { extraMessages } from '../../shared/messages';
import { RoleID } from '../../shared/domain/roles';
import { useRefreshWhileUnverified } from '../features/account/useRefreshWhileUnverified';

/** Account notices above every signed-in screen (ACB §2 "Banners and dialogs"). */
export function Banners({ user }: { user: User }) {
  const unverifiedTeacher = user.role === 'Teacher' && !user.isVerified && user.socialType !== 'google';
  // The session check on start refreshes the user; this also catches a link opened elsewhere.
  useRefreshWhileUnverified(unverifiedTeacher);
  return (
    <>
      {user.isActive === false ? (
        <div className="banner banner-warning" role="region" aria-label="Subscription">
          {user.roleID !== RoleID.Student ? (
            <>
              {user.paymentPlan === 'trial' ? extraMessages.trialEnded : extraMessages.subscriptionNeeded}{' '}
              {user.isGroup && !user.isSuperTeacher ? (
                "Your group's super-teacher renews the group's plan."
              ) : (
                <Link to="/payment">Choose a plan</Link>
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
        <div className="banner banner-info" role="region" aria-label="Email verification">
          Please check your email and click the link we sent to verify your account. No email?{' '}
          <Link to="/profile">Resend it from your profile</Link>.
        </div>
      ) : null}
    </>
  );
}
