import { createFileRoute, redirect } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { MyProgressScreen } from '../features/progress/MyProgressScreen';
import { getSession } from '../lib/session';

/** /progress: My Progress Report, a student's own (LA §2); teachers read their classes' progress instead. */
export const Route = createFileRoute('/_auth/progress')({
  beforeLoad: () => {
    const role = getSession().user?.roleID;
    if (role !== undefined && role !== RoleID.Student) throw redirect({ to: '/classprogress' });
  },
  component: MyProgressScreen,
});
