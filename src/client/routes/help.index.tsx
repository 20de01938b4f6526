import { createFileRoute } from '@tanstack/react-router';
import { HelpIndex } from '../features/help/HelpIndex';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/')({
  beforeLoad: () => sessionReady(),
  component: HelpIndex,
});
