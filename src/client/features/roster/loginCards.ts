import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../lib/session';

/** One login card: who, what they type, and their password as the server made it. */
export interface LoginCard {
  first: string;
  last: string;
  login: string;
  password: string;
}

export interface LoginCardSet {
  classID: string;
  className: string;
  classCode: string;
  signInUrl: string;
  cards: LoginCard[];
  /** The teacher who made them: nobody else signed in on this browser sees them. */
  ownerID: string;
}

/*
 * The passwords the teacher was just shown, for the print view. Kept in this page's memory only:
 * never in localStorage, IndexedDB or the service worker's caches, so they are gone on reload,
 * on sign-out, or when the tab closes (a shared lab machine keeps nothing).
 */
let current: LoginCardSet | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function keepLoginCards(set: LoginCardSet): void {
  current = set;
  notify();
}

export function forgetLoginCards(): void {
  current = null;
  notify();
}

subscribeSession(() => {
  if (current && getSession().user?.id !== current.ownerID) forgetLoginCards();
});

const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** The cards of that class made in this page, if they are still here. */
export function useLoginCards(classID: string): LoginCardSet | null {
  const set = useSyncExternalStore(subscribe, () => current);
  return set && set.classID === classID && set.ownerID === getSession().user?.id ? set : null;
}
