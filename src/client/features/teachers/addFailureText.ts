import { messages } from '../../../shared/messages';
import { ApiError } from '../../lib/api';

/**
 * The toast for a failed add (ACB §8 Add teacher): 409 taken (or our "already in your group"),
 * 406 no room, anything else the form's default. Offline and time-out keep their own words.
 */
export function addFailureText(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.status === 401) return null;
    if (error.status === 409) return error.message || messages.addTeacherTaken;
    if (error.status === 406) return messages.addTeacherNoRoom;
    if (error.isTimeout) return messages.timeout;
    if (error.isOffline && typeof navigator !== 'undefined' && navigator.onLine === false) return messages.offline;
    // A 412 (the group's plan has run out) says so in its own words.
    if (error.status === 412) return error.message;
  }
  return messages.addTeacherFailed;
}
