import { createFileRoute, redirect } from '@tanstack/react-router';

/** /lesson with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/lesson/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
