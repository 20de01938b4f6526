import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { homePathFor, RoleID } from '../../shared/domain/roles';
import { getSession } from '../lib/session';

/** Admin screens: SuperAdmin only; anyone else goes to their own home (/classes or /courses). */
export const Route = createFileRoute('/_auth/_admin')({
  beforeLoad: () => {
    const { user } = getSession();
    if (user && user.roleID !== RoleID.SuperAdmin) throw redirect({ to: homePathFor(user.roleID) });
  },
  component: Outlet,
});
