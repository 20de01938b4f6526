import { createFileRoute, redirect } from '@tanstack/react-router';

/** /studentprogress with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/_teacher/studentprogress/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
