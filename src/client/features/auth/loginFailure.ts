import { coreMessages as messages, loginMismatchMessage } from '../../../shared/coreMessages';
import { googleEnabledNow } from '../google/googleSettings';
import { ApiError, failureMessage } from '../../lib/api';

/** The toast for a failed login (ACB §8): mismatch on 401, offline when nothing answered. */
export function loginFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return loginMismatchMessage(googleEnabledNow());
    if (error.isOffline) return messages.offline;
    if (error.isTimeout) return messages.timeout;
  }
  return failureMessage('log in', error);
}
