import { Link } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { useSession } from '../lib/useSession';
import { useLanguage } from '../i18n/language';
import { teacherMenuText as text } from './teacherText';

/** Teacher and admin menu, in the spec's order (ACB §2 Header and side menu). */
export function SideMenu() {
  useLanguage();
  const { user } = useSession();
  const isAdmin = user?.roleID === RoleID.SuperAdmin;
  return (
    <nav className="side-menu" aria-label={text.teacherMenu}>
      <ul>
        <li>
          <Link to="/classes" className="side-link">
            {text.viewDashboard}
          </Link>
        </li>
        <li>
          <Link to="/courses" className="side-link">
            {text.viewLessons}
          </Link>
        </li>
        <li>
          <Link
            to="/buildSuperDiagnostic/{-$classID}"
            params={{ classID: undefined }}
            className="side-link"
            activeOptions={{ exact: false }}
          >
            {text.buildDiagnostic}
          </Link>
        </li>
        <li>
          <Link
            to="/super-diagnostic-report-class/{-$classID}/{-$topicID}"
            params={{ classID: undefined, topicID: undefined }}
            className="side-link"
            activeOptions={{ exact: false }}
          >
            {text.viewDiagnosticResults}
          </Link>
        </li>
        <li>
          <Link to="/customLessons" className="side-link" activeOptions={{ exact: false }}>
            {text.customizeLessons}
          </Link>
        </li>
        <li>
          <Link to="/classprogress" className="side-link" activeOptions={{ exact: false }}>
            {text.viewProgressReports}
          </Link>
        </li>
        <li>
          <Link to="/mastery/{-$classID}" params={{ classID: undefined }} className="side-link" activeOptions={{ exact: false }}>
            {text.viewMastery}
          </Link>
        </li>
        <li>
          <Link
            to="/gradingwritingassignment/{-$classID}"
            params={{ classID: undefined }}
            className="side-link"
            activeOptions={{ exact: false, includeSearch: false }}
          >
            {text.viewWritingPortals}
          </Link>
        </li>
        <li>
          <Link to="/students/{-$classID}" params={{ classID: undefined }} className="side-link" activeOptions={{ exact: false }}>
            {text.manageStudents}
          </Link>
        </li>
        {user?.isSuperTeacher ? (
          <>
            <li>
              <Link to="/teachers" className="side-link">
                {text.manageTeachers}
              </Link>
            </li>
            <li>
              <Link to="/teacherprogress" className="side-link" activeOptions={{ exact: false }}>
                {text.teacherProgress}
              </Link>
            </li>
          </>
        ) : null}
        {isAdmin ? (
          <>
            <li>
              <Link to="/admin/teachers" className="side-link">
                {text.adminTeachers}
              </Link>
            </li>
            <li>
              <Link to="/admin/students" className="side-link">
                {text.adminStudents}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
