import { createFileRoute } from '@tanstack/react-router';
import { StudentReportScreen } from '../features/diagnostic/StudentReportScreen';

/** /super-diagnostic-report-student/{classID}/{studentID}: one student's diagnostic report. */
export const Route = createFileRoute('/_auth/_teacher/super-diagnostic-report-student/$classID/$studentID')({
  component: StudentReportRoute,
});

function StudentReportRoute() {
  const { classID, studentID } = Route.useParams();
  return <StudentReportScreen key={studentID} classID={classID} studentID={studentID} />;
}
