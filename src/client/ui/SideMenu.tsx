import { Link } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { useSession } from '../lib/useSession';

/** Teacher and admin menu, in the spec's order (ACB §2 Header and side menu). */
export function SideMenu() {
  const { user } = useSession();
  const isAdmin = user?.roleID === RoleID.SuperAdmin;
  return (
    <nav className="side-menu" aria-label="Teacher menu">
      <ul>
        <li>
          <Link to="/classes" className="side-link">
            View Dashboard
          </Link>
        </li>
        <li>
          <Link to="/courses" className="side-link">
            View Lessons
          </Link>
        </li>
        <li>
          <Link to="/buildSuperDiagnostic/{-$classID}" params={{ classID: undefined }} className="side-link" activeOptions={{ exact: false }}>
            Build Diagnostic
          </Link>
        </li>
        <li>
          <Link
            to="/super-diagnostic-report-class/{-$classID}/{-$topicID}"
            params={{ classID: undefined, topicID: undefined }}
            className="side-link"
            activeOptions={{ exact: false }}
          >
            View Diagnostic Results
          </Link>
        </li>
        <li>
          <Link to="/customLessons" className="side-link" activeOptions={{ exact: false }}>
            Customize Lessons
          </Link>
        </li>
        <li>
          <Link to="/classprogress" className="side-link" activeOptions={{ exact: false }}>
            View Progress Reports
          </Link>
        </li>
        <li>
          <Link
            to="/gradingwritingassignment/{-$classID}"
            params={{ classID: undefined }}
            className="side-link"
            activeOptions={{ exact: false, includeSearch: false }}
          >
            View Writing Portals
          </Link>
        </li>
        <li>
          <Link to="/students/{-$classID}" params={{ classID: undefined }} className="side-link" activeOptions={{ exact: false }}>
            Manage Students
          </Link>
        </li>
        {user?.isSuperTeacher ? (
          <>
            <li>
              <Link to="/teachers" className="side-link">
                Manage Teachers
              </Link>
            </li>
            <li>
              <Link to="/teacherprogress" className="side-link" activeOptions={{ exact: false }}>
                Teacher Progress
              </Link>
            </li>
          </>
        ) : null}
        {isAdmin ? (
          <>
            <li>
              <Link to="/admin/teachers" className="side-link">
                Admin: Teachers
              </Link>
            </li>
            <li>
              <Link to="/admin/students" className="side-link">
                Admin: Students
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
