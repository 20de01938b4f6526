import { createFileRoute, redirect } from '@tanstack/react-router';

/** /quiz with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/quiz/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
