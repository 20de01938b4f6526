import { createFileRoute } from '@tanstack/react-router';
import { TourPage } from '../features/help/TourPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/help/tour')({
  beforeLoad: () => sessionReady(),
  component: TourPage,
});
