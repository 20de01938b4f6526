import { createFileRoute, redirect } from '@tanstack/react-router';

/** /writingassignment with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/writingassignment/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
