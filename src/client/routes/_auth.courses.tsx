import { createFileRoute } from '@tanstack/react-router';
import { CoursesScreen } from '../features/courses/CoursesScreen';

export const Route = createFileRoute('/_auth/courses')({
  component: CoursesScreen,
});
