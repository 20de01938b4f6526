import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/help/TermsPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/terms')({
  beforeLoad: () => sessionReady(),
  component: TermsPage,
});
