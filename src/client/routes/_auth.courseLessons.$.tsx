import { createFileRoute, redirect } from '@tanstack/react-router';

/** /courseLessons with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/courseLessons/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
