import { createFileRoute } from '@tanstack/react-router';
import { TeacherFaq } from '../features/help/TeacherFaq';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/teachers')({
  beforeLoad: () => sessionReady(),
  component: TeacherFaq,
});
