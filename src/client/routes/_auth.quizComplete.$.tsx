import { createFileRoute, redirect } from '@tanstack/react-router';

/** /quizComplete with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/quizComplete/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
