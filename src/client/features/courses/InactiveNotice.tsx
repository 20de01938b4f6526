import { Link } from '@tanstack/react-router';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages } from '../../../shared/messages';
import { LockIcon } from '../../ui/learningIcons';
import { coursesText } from './text';
import './inactive.css';

/**
 * Shown instead of lessons to a user whose account is not active (LA §6): a student without a
 * class is sent to the class-code form of their Profile, a student whose teacher's plan ended
 * is told so, a teacher is told a subscription is needed and where to choose a plan.
 */
export function InactiveNotice({ user }: { user: User }) {
  const isStudent = user.roleID === RoleID.Student;
  return (
    <div className="notice inactive-notice" role="status">
      <h2 className="inactive-title">
        <LockIcon /> {extraMessages.inactiveNoLessons}
      </h2>
      {isStudent && user.classes.length === 0 ? (
        <p>
          {extraMessages.joinClassForLessons}{' '}
          <Link to="/profile" className="button button-primary inactive-action">
            {coursesText.goToProfile}
          </Link>
        </p>
      ) : isStudent ? (
        <p>{extraMessages.studentInactive}</p>
      ) : (
        <p>
          {extraMessages.teacherNeedsSubscription}{' '}
          <Link to="/payment" className="button button-primary inactive-action">
            {coursesText.choosePlan}
          </Link>
        </p>
      )}
    </div>
  );
}
