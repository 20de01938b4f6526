import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/help/ContactPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/contact')({
  beforeLoad: () => sessionReady(),
  component: ContactPage,
});
