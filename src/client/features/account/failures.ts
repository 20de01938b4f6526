import { ApiError, failureMessage } from '../../lib/api';

/**
 * The toast for a failed account call: the catalogue's own message for the statuses it names
 * (`'server'` keeps the server's words, e.g. the 410 that repeats the typed class code), the
 * general 'Failed to {action}. …' form for anything else.
 */
export function accountFailure(error: unknown, action: string, byStatus: Partial<Record<number, string | 'server'>>): string {
  if (error instanceof ApiError) {
    const known = byStatus[error.status];
    if (known === 'server') return error.message || failureMessage(action, error);
    if (known) return known;
  }
  return failureMessage(action, error);
}
