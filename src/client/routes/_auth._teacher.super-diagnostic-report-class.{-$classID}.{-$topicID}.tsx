import { createFileRoute } from '@tanstack/react-router';
import { ClassReportScreen } from '../features/diagnostic/ClassReportScreen';

/** /super-diagnostic-report-class/{classID}/{topicID}: the class diagnostic report (both parts optional). */
export const Route = createFileRoute('/_auth/_teacher/super-diagnostic-report-class/{-$classID}/{-$topicID}')({
  component: ClassReportRoute,
});

function ClassReportRoute() {
  const { classID, topicID } = Route.useParams();
  return <ClassReportScreen classID={classID} topicID={topicID} />;
}
