import { Link } from '@tanstack/react-router';
import { adminText } from './text';
import { billingAlertsText } from './billingAlertsText';

/** Switches between the admin lists and the billing alerts. */
export function AdminTabs() {
  return (
    <nav className="admin-tabs" aria-label={adminText.adminLists}>
      <Link to="/admin/teachers" className="admin-tab">
        {adminText.teachers}
      </Link>
      <Link to="/admin/students" className="admin-tab">
        {adminText.students}
      </Link>
      <Link to="/admin/billing" className="admin-tab">
        {billingAlertsText.tab}
      </Link>
    </nav>
  );
}
