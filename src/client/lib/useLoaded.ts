import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, Endpoint } from '../../shared/api/endpoint';
import { call, changesSent } from './api';
import { getSession } from './currentSession';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when the screen opens and whenever `key` changes; the answer of an older run
 * never overwrites a newer one. `reload` runs it again (the Try again button).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(() => {
    const request = ++latest.current;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRef
      .current()
      .then((data) => request === latest.current && setState({ status: 'ready', data }))
      .catch((error: unknown) => request === latest.current && setState({ status: 'failed', error }));
  }, []);

  useEffect(() => {
    // A new key shows the loading state rather than the previous page's data.
    setState({ status: 'loading' });
    run();
  }, [key, run]);

  return { ...state, reload: run };
}

/** Shipped content changes only when an operator loads a pack: keep answers for an hour (LA §9). */
const CONTENT_TTL_MS = 60 * 60 * 1000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * A content GET (courses, lessons, quizzes, badges), shared by every screen for an hour. Kept
 * per user, as the worker's copies are: a student never gets the teacher's quizzes with their keys.
 */
export function contentCall<E extends Endpoint>(
  endpoint: E,
  input?: CallInput<E>,
  options?: { background?: boolean },
): Promise<CallOutput<E>> {
  const key = `${getSession().user?.id ?? ''} ${endpoint.method} ${endpoint.path} ${JSON.stringify(input ?? {})}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CONTENT_TTL_MS) return hit.value as Promise<CallOutput<E>>;
  const value = call(endpoint, input, options);
  cache.set(key, { at: Date.now(), value });
  // A failed call is not remembered: the next screen asks again.
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  return value;
}

/** Forgets every content answer held in memory (sign-out: the next person starts clean). */
export const clearContentCache = () => cache.clear();

/** How long a shared read's answer serves the same read once it has come. */
const SHARED_READ_MS = 2000;
interface SharedRead {
  /** changesSent when it was asked. */
  changes: number;
  /** null while the answer has not come. */
  answeredAt: number | null;
  value: Promise<unknown>;
}
const recentReads = new Map<string, SharedRead>();

/**
 * A read that shares the answer of the same read asked by someone else (the data load after
 * sign-in and the first screen ask for the same things at once): one request. Shared while it is
 * under way, however late its answer comes, and for 2 s after the answer; never across a change
 * this page sent in between.
 */
export function sharedCall<E extends Endpoint>(
  endpoint: E,
  input?: CallInput<E>,
  options?: { background?: boolean },
): Promise<CallOutput<E>> {
  const key = `${getSession().user?.id ?? ''} ${endpoint.path} ${JSON.stringify(input ?? {})}`;
  const hit = recentReads.get(key);
  if (hit && hit.changes === changesSent && (hit.answeredAt === null || Date.now() - hit.answeredAt < SHARED_READ_MS))
    return hit.value as Promise<CallOutput<E>>;
  const read: SharedRead = { changes: changesSent, answeredAt: null, value: call(endpoint, input, options) };
  recentReads.set(key, read);
  read.value.then(
    () => void (read.answeredAt = Date.now()),
    () => recentReads.get(key) === read && recentReads.delete(key),
  );
  return read.value as Promise<CallOutput<E>>;
}
