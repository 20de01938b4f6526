import { createFileRoute } from '@tanstack/react-router';
import { OfflineHelp } from '../features/help/OfflineHelp';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/offline')({
  beforeLoad: () => sessionReady(),
  component: OfflineHelp,
});
