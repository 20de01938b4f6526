import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/help/AboutPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/about')({
  beforeLoad: () => sessionReady(),
  component: AboutPage,
});
