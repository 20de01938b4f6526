import { createFileRoute } from '@tanstack/react-router';
import { ClassProgressScreen } from '../features/progress/ClassProgressScreen';

/** /classprogress/{classID} (a class card's link, ACB §2): the screen opens that class's first lesson. */
export const Route = createFileRoute('/_auth/_teacher/classprogress/$classID/')({
  component: ClassProgressClassRoute,
});

function ClassProgressClassRoute() {
  const { classID } = Route.useParams();
  return <ClassProgressScreen classID={classID} />;
}
