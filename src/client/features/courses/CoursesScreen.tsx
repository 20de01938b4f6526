import { Link } from '@tanstack/react-router';
import { RoleID } from '../../../shared/domain/roles';
import { useSession } from '../auth/useSession';
import { useJoinedClass } from './useJoinedClass';

function StudentCourses() {
  const { user } = useSession();
  const joined = useJoinedClass(user);
  return (
    <>
      {joined ? (
        <p className="lead">
          Your class: <strong>{joined.name}</strong>
        </p>
      ) : (
        <p className="lead">You have not joined a class yet. Ask your teacher for the class code.</p>
      )}
      {/* The lessons list arrives with the lessons issue (LA §2). */}
      <div className="notice empty-state">
        <p>Your lessons will appear here.</p>
      </div>
    </>
  );
}

function TeacherCourses() {
  return (
    <>
      <p className="lead">The lessons your students work through will be listed here.</p>
      <p>
        To give students access, share a class code from <Link to="/classes">My Classes</Link>.
      </p>
    </>
  );
}

/** /courses: the student dashboard, and the lesson overview for teachers. */
export function CoursesScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <h1>Welcome, {user.first}!</h1>
      {user.roleID === RoleID.Student ? <StudentCourses /> : <TeacherCourses />}
    </>
  );
}
