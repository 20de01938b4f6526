import { createFileRoute } from '@tanstack/react-router';
import { StudentProgressScreen } from '../features/progress/StudentProgressScreen';

/** /studentprogress/{classID}/{studentID}: a teacher's student report (LA §2). */
export const Route = createFileRoute('/_auth/_teacher/studentprogress/$classID/$studentID')({
  component: StudentProgressRoute,
});

function StudentProgressRoute() {
  const { classID, studentID } = Route.useParams();
  return <StudentProgressScreen key={studentID} classID={classID} studentID={studentID} />;
}
