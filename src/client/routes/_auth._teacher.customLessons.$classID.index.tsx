import { createFileRoute } from '@tanstack/react-router';
import { CustomLessonsScreen } from '../features/customLessons/CustomLessonsScreen';

/** /customLessons/{classID}: the screen opens that class's first course. */
export const Route = createFileRoute('/_auth/_teacher/customLessons/$classID/')({
  component: CustomLessonsClassRoute,
});

function CustomLessonsClassRoute() {
  const { classID } = Route.useParams();
  return <CustomLessonsScreen classID={classID} />;
}
