import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersScreen } from '../features/admin/AdminUsersScreen';

export const Route = createFileRoute('/_auth/_admin/admin/students')({
  component: () => <AdminUsersScreen key="students" kind="students" />,
});
