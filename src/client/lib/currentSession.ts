import type { User } from '../../shared/api/auth';
import { setKeySource } from './api';

/**
 * The session this tab holds in memory, and who hears when it changes. session.ts starts and ends
 * sessions and is what screens import; this small part is apart so that the data load and the
 * shared reads (dataLoad.ts, useLoaded.ts), which session.ts starts, can read it too.
 */

/** The signed-in user and the key of their session; both null when signed out. */
export interface Session {
  apiKey: string | null;
  user: User | null;
}

export const SIGNED_OUT: Session = { apiKey: null, user: null };
let current: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

export const getSession = (): Session => current;
export const subscribeSession = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** Replaces the session and tells every listener (session.ts alone calls it). */
export function publishSession(next: Session): void {
  current = next;
  listeners.forEach((l) => l());
}

setKeySource(() => current.apiKey);
