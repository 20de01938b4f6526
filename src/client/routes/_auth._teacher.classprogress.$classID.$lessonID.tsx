import { createFileRoute } from '@tanstack/react-router';
import { ClassProgressScreen } from '../features/progress/ClassProgressScreen';

/** /classprogress/{classID}/{lessonID}: one lesson of one class (LA §2). */
export const Route = createFileRoute('/_auth/_teacher/classprogress/$classID/$lessonID')({
  component: ClassProgressRoute,
});

function ClassProgressRoute() {
  const { classID, lessonID } = Route.useParams();
  return <ClassProgressScreen classID={classID} lessonID={lessonID} />;
}
