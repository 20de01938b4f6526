import { createFileRoute } from '@tanstack/react-router';
import { LessonScreen } from '../features/lessons/LessonScreen';

/** /lesson/{courseID}/{lessonID}: resources, quizzes and writing of one lesson. */
export const Route = createFileRoute('/_auth/lesson/$courseID/$lessonID')({
  component: LessonRoute,
});

function LessonRoute() {
  const { courseID, lessonID } = Route.useParams();
  return <LessonScreen key={lessonID} courseID={courseID} lessonID={lessonID} />;
}
