import { Link } from '@tanstack/react-router';
import type { User } from '../../shared/api/auth';
import { RoleID } from '../../shared/domain/roles';

/** Seats a teacher can still fill: none while the account is inactive. */
export function freeSeats(user: User, used: number): number {
  return user.isActive ? Math.max(0, user.maxStudents - used) : 0;
}

/** Where more seats come from: the teacher's own plan, or the group's super-teacher. */
function MoreSeats({ user }: { user: User }) {
  if (user.isGroup && !user.isSuperTeacher) return <>Ask your group's super-teacher for more seats.</>;
  return <Link to="/payment">Add seats</Link>;
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
        Student seats: {used} students, no seats while your account has no active plan. <MoreSeats user={user} />
      </p>
    );
  }
  const free = freeSeats(user, used);
  return (
    <p className={`seat-line${free === 0 ? ' seat-line-full' : ''}`}>
      Student seats: <strong>{used}</strong> of {user.maxStudents} used · <strong>{free}</strong> free
      {free === 0 ? (
        <>
          {' '}
          — your seats are full: new students cannot join until you add seats. <MoreSeats user={user} />
        </>
      ) : null}
    </p>
  );
}
