import { Link } from '@tanstack/react-router';

/**
 * Teacher and admin menu. Only the screens that exist so far are linked; the spec's other
 * entries (Build Diagnostic, Manage Students, ...) join as their routes are built.
 */
export function SideMenu() {
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
      </ul>
    </nav>
  );
}
