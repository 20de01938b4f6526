import { createFileRoute } from '@tanstack/react-router';
import { TeacherProgressScreen } from '../features/progress/TeacherProgressScreen';

/** /teacherprogress: the screen opens the first lesson. */
export const Route = createFileRoute('/_auth/_teacher/_superTeacher/teacherprogress/')({
  component: () => <TeacherProgressScreen />,
});
