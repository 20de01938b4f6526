import { createFileRoute, redirect } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { TeachersScreen } from '../features/teachers/TeachersScreen';
import { getSession } from '../lib/session';

/** Manage Teachers is for super-teachers (and admins); any other teacher goes to their dashboard. */
export const Route = createFileRoute('/_auth/_teacher/teachers')({
  beforeLoad: () => {
    const user = getSession().user;
    if (user && !user.isSuperTeacher && user.roleID !== RoleID.SuperAdmin) throw redirect({ to: '/classes' });
  },
  component: TeachersScreen,
});
