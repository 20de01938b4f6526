import { createFileRoute } from '@tanstack/react-router';
import { QuizCompleteScreen } from '../features/quizzes/QuizCompleteScreen';

/** /quizComplete/{courseID}/{lessonID}/{quizID}: the result; back to the quiz without one. */
export const Route = createFileRoute('/_auth/quizComplete/$courseID/$lessonID/$quizID')({
  component: QuizCompleteRoute,
});

function QuizCompleteRoute() {
  const params = Route.useParams();
  return <QuizCompleteScreen key={params.quizID} {...params} />;
}
