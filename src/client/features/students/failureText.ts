import { ApiError, failureMessage } from '../../lib/api';

/** The toast for a failed call; null for a 401, where the session's own handler speaks. */
export function failureText(action: string, error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return failureMessage(action, error);
}
