import { Link } from '@tanstack/react-router';
import { adminText } from './text';

/** Switches between the two admin lists. */
export function AdminTabs() {
  return (
    <nav className="admin-tabs" aria-label={adminText.adminLists}>
      <Link to="/admin/teachers" className="admin-tab">
        {adminText.teachers}
      </Link>
      <Link to="/admin/students" className="admin-tab">
        {adminText.students}
      </Link>
    </nav>
  );
}
