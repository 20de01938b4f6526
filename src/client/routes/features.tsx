import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '../features/help/FeaturesPage';
import { sessionReady } from '../lib/session';

// Public (issue 15): anyone may read it, signed in or not, online or offline.
export const Route = createFileRoute('/features')({
  beforeLoad: () => sessionReady(),
  component: FeaturesPage,
});
