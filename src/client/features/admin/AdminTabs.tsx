import { Link } from '@tanstack/react-router';

/** Switches between the two admin lists. */
export function AdminTabs() {
  return (
    <nav className="admin-tabs" aria-label="Admin lists">
      <Link to="/admin/teachers" className="admin-tab">
        Teachers
      </Link>
      <Link to="/admin/students" className="admin-tab">
        Students
      </Link>
    </nav>
  );
}
