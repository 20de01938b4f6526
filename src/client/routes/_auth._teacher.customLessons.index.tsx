import { createFileRoute } from '@tanstack/react-router';
import { CustomLessonsScreen } from '../features/customLessons/CustomLessonsScreen';

/** /customLessons (the side menu's link): the screen opens the first class and course. */
export const Route = createFileRoute('/_auth/_teacher/customLessons/')({
  component: () => <CustomLessonsScreen />,
});
