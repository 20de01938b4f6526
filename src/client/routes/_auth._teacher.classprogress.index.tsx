import { createFileRoute } from '@tanstack/react-router';
import { ClassProgressScreen } from '../features/progress/ClassProgressScreen';

/** /classprogress (the side menu's link): the screen opens the first class and lesson. */
export const Route = createFileRoute('/_auth/_teacher/classprogress/')({
  component: () => <ClassProgressScreen />,
});
