import { createFileRoute } from '@tanstack/react-router';
import { VerifyErrorScreen } from '../features/account/VerifyScreens';

// Public, like /verify.
export const Route = createFileRoute('/verifyerror')({
  component: VerifyErrorScreen,
});
