import { createFileRoute } from '@tanstack/react-router';
import { StudentsScreen } from '../features/students/StudentsScreen';

/** /students and /students/{classID}: Manage Students, optionally with one class chosen. */
export const Route = createFileRoute('/_auth/_teacher/students/{-$classID}')({
  component: StudentsRoute,
});

function StudentsRoute() {
  const { classID } = Route.useParams();
  // The screen sends an id that is not one of the teacher's classes back to /students.
  return <StudentsScreen key="students" classID={classID} />;
}
