import { createFileRoute, redirect } from '@tanstack/react-router';

/** /quizAnswers with a parameter missing (or extra) goes to /courses (LA §2 Guards). */
export const Route = createFileRoute('/_auth/_teacher/quizAnswers/$')({
  beforeLoad: () => {
    throw redirect({ to: '/courses' });
  },
});
