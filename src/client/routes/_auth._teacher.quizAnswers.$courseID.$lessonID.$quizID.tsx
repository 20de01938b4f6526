import { createFileRoute } from '@tanstack/react-router';
import { QuizAnswersScreen } from '../features/quizzes/QuizAnswersScreen';

/** /quizAnswers/{courseID}/{lessonID}/{quizID}: the teacher's answer key. */
export const Route = createFileRoute('/_auth/_teacher/quizAnswers/$courseID/$lessonID/$quizID')({
  component: QuizAnswersRoute,
});

function QuizAnswersRoute() {
  const params = Route.useParams();
  return <QuizAnswersScreen key={params.quizID} {...params} />;
}
