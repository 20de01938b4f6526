import { createFileRoute } from '@tanstack/react-router';
import { StudentFaq } from '../features/help/StudentFaq';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/students')({
  beforeLoad: () => sessionReady(),
  component: StudentFaq,
});
