import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/help/PrivacyPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/privacy')({
  beforeLoad: () => sessionReady(),
  component: PrivacyPage,
});
