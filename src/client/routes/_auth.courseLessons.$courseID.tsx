import { createFileRoute } from '@tanstack/react-router';
import { CourseLessonsScreen } from '../features/courses/CourseLessonsScreen';

/** /courseLessons/{courseID}: the lessons of one course. */
export const Route = createFileRoute('/_auth/courseLessons/$courseID')({
  component: CourseLessonsRoute,
});

function CourseLessonsRoute() {
  const { courseID } = Route.useParams();
  return <CourseLessonsScreen key={courseID} courseID={courseID} />;
}
