import { createFileRoute } from '@tanstack/react-router';
import { CustomLessonsScreen } from '../features/customLessons/CustomLessonsScreen';

/** /customLessons/{classID}/{courseID}: Customize Lessons for one class and course (LA §2). */
export const Route = createFileRoute('/_auth/_teacher/customLessons/$classID/$courseID')({
  component: CustomLessonsRoute,
});

function CustomLessonsRoute() {
  const { classID, courseID } = Route.useParams();
  return <CustomLessonsScreen classID={classID} courseID={courseID} />;
}
