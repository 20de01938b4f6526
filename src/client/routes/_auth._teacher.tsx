import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { getSession } from '../lib/session';

/** Teacher and admin screens; a student is sent to their dashboard (ACB §6). */
export const Route = createFileRoute('/_auth/_teacher')({
  beforeLoad: () => {
    if (getSession().user?.roleID === RoleID.Student) throw redirect({ to: '/courses' });
  },
  component: Outlet,
});
