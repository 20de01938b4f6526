import { ApiError, failureMessage } from '../../lib/api';
import { toast } from '../../ui/toast';
import { reauthorizeWithGoogle } from './roundTrip';

/** ACB §8 424: Google's refresh failed; the user is sent to authorise again, without a message. */
export const needsReauthorization = (error: unknown) =>
  error instanceof ApiError && error.status === 424 && /refresh error|invalid_grant/.test(error.message);

/** A failed Google call: re-authorise on 424, else the generic 'Failed to {action}.' toast. */
export function googleFailure(action: string, error: unknown): void {
  if (needsReauthorization(error)) {
    void reauthorizeWithGoogle().catch((err: unknown) => toast.error(failureMessage(action, err)));
    return;
  }
  toast.error(failureMessage(action, error));
}
