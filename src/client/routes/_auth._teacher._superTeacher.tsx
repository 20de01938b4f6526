import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';

/**
 * Super-teacher screens (the spec's "admin-type guard" for /teacherprogress): anyone who is not a
 * super-teacher goes to /courses (LA §2 Guards).
 */
export const Route = createFileRoute('/_auth/_teacher/_superTeacher')({
  beforeLoad: () => {
    if (!getSession().user?.isSuperTeacher) throw redirect({ to: '/courses' });
  },
  component: Outlet,
});
