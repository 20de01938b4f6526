import { createFileRoute } from '@tanstack/react-router';
import { TeacherProgressScreen } from '../features/progress/TeacherProgressScreen';

/** /teacherprogress/{lessonID}: super-teacher / sub-teacher progress for one lesson (LA §2). */
export const Route = createFileRoute('/_auth/_teacher/_superTeacher/teacherprogress/$lessonID')({
  component: TeacherProgressRoute,
});

function TeacherProgressRoute() {
  const { lessonID } = Route.useParams();
  return <TeacherProgressScreen lessonID={lessonID} />;
}
