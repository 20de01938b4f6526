import { createFileRoute } from '@tanstack/react-router';
import { QuizScreen } from '../features/quizzes/QuizScreen';

/** /quiz/{courseID}/{lessonID}/{quizID}: take a quiz. */
export const Route = createFileRoute('/_auth/quiz/$courseID/$lessonID/$quizID')({
  component: QuizRoute,
});

function QuizRoute() {
  const params = Route.useParams();
  return <QuizScreen key={params.quizID} {...params} />;
}
