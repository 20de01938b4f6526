import { messages } from '../../../shared/messages';
import { ApiError, failureMessage } from '../../lib/api';

/** The toast for a failed class save (ACB §8 Class save); null when the 401 handler speaks. */
export function saveFailure(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.status === 401) return null;
    if (error.status === 409) return messages.classCodeInUse;
    // The server fills in the contact address of the over-the-limit message.
    if (error.status === 410) return error.message;
  }
  return failureMessage('save class', error);
}
