import { createFileRoute } from '@tanstack/react-router';
import { VerifyScreen } from '../features/account/VerifyScreens';

// Public: the link in the email may be opened on a device where nobody is signed in.
export const Route = createFileRoute('/verify')({
  component: VerifyScreen,
});
