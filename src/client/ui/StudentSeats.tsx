import { Link } from '@tanstack/react-router';
import type { User } from '../../shared/api/auth';
import { RoleID } from '../../shared/domain/roles';
import { Emphasis, strong } from './Emphasis';
import { teacherUiText } from './teacherText';

/** Seats a teacher can still fill: none while the account is inactive. */
export function freeSeats(user: User, used: number): number {
  return user.isActive ? Math.max(0, user.maxStudents - used) : 0;
}

/** Where more seats come from: the teacher's own plan, or the group's super-teacher. */
function MoreSeats({ user }: { user: User }) {
  if (user.isGroup && !user.isSuperTeacher) return <>{teacherUiText.askSuperTeacher}</>;
  return <Link to="/payment">{teacherUiText.addSeats}</Link>;
}

/**
 * "Student seats: 12 of 25 used · 13 free" on /classes and Manage Students, and what happens when
 * they are full: students who try to join are told their teacher needs more seats (411).
 */
export function StudentSeats({ user, used }: { user: User; used: number }) {
  if (user.roleID !== RoleID.Teacher) return null;
  if (!user.isActive) {
    return (
      <p className="seat-line seat-line-full">
        {teacherUiText.seatsInactive(used)} <MoreSeats user={user} />
      </p>
    );
  }
  const free = freeSeats(user, used);
  if (used > user.maxStudents) {
    // Issue 29: never "10 of 5 used"; say how many are over and where seats come from.
    return (
      <p className="seat-line seat-line-full">
        <Emphasis text={teacherUiText.seatsOver(strong(used), user.maxStudents, strong(used - user.maxStudents))} /> <MoreSeats user={user} />
      </p>
    );
  }
  return (
    <p className={`seat-line${free === 0 ? ' seat-line-full' : ''}`}>
      <Emphasis text={teacherUiText.seatsUsed(strong(used), user.maxStudents, strong(free))} />
      {free === 0 ? (
        <>
          {' '}
          {teacherUiText.seatsFull} <MoreSeats user={user} />
        </>
      ) : null}
    </p>
  );
}
