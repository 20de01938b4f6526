import { createFileRoute } from '@tanstack/react-router';
import { MasteryGridScreen } from '../features/practice/MasteryGridScreen';

/** /mastery and /mastery/{classID}: a class's mastery grid (issue 27). */
export const Route = createFileRoute('/_auth/_teacher/mastery/{-$classID}')({
  component: MasteryRoute,
});

function MasteryRoute() {
  const { classID } = Route.useParams();
  return <MasteryGridScreen key="mastery" classID={classID} />;
}
