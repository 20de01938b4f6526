import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './currentSession';

/** The current session; re-renders on sign-in, sign-out and when the user is refreshed. */
export const useSession = (): Session => useSyncExternalStore(subscribeSession, getSession);
