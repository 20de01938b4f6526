import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/help/PricingPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/pricing')({
  beforeLoad: () => sessionReady(),
  component: PricingPage,
});
