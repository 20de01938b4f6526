import { createFileRoute } from '@tanstack/react-router';
import { VerifyErrorScreen, type VerifyErrorReason } from '../features/account/VerifyScreens';

// Public, like /verify.
export const Route = createFileRoute('/verifyerror')({
  validateSearch: (search: Record<string, unknown>): { reason?: VerifyErrorReason } => ({
    reason: search.reason === 'expired' || search.reason === 'invalid' ? search.reason : undefined,
  }),
  component: function VerifyErrorRoute() {
    const { reason } = Route.useSearch();
    return <VerifyErrorScreen reason={reason} />;
  },
});
