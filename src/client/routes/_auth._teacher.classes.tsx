import { createFileRoute } from '@tanstack/react-router';
import { ClassesScreen } from '../features/classes/ClassesScreen';

export const Route = createFileRoute('/_auth/_teacher/classes')({
  component: ClassesScreen,
});
