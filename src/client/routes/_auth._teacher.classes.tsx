import { createFileRoute } from '@tanstack/react-router';
import { ClassesScreen } from '../features/classes/ClassesScreen';
import { TeacherTutorial } from '../features/tutorial/TeacherTutorial';

export const Route = createFileRoute('/_auth/_teacher/classes')({
  component: ClassesPage,
});

function ClassesPage() {
  return (
    <>
      <ClassesScreen />
      <TeacherTutorial />
    </>
  );
}
