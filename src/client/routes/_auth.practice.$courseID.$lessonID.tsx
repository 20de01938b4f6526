import { createFileRoute } from '@tanstack/react-router';
import { PracticeScreen } from '../features/practice/PracticeScreen';

/** /practice/{courseID}/{lessonID}: keep practising a lesson until mastery (issue 27). */
export const Route = createFileRoute('/_auth/practice/$courseID/$lessonID')({
  component: PracticeRoute,
});

function PracticeRoute() {
  const params = Route.useParams();
  return <PracticeScreen key={params.lessonID} {...params} />;
}
