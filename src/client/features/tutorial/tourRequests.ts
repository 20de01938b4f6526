/**
 * 'Take the tour' in the header asks for the tour; the tutorial on /classes answers. The
 * request waits here when the dashboard is not open yet (the header navigates there).
 */
let pending = false;
const listeners = new Set<() => void>();

export function requestTour(): void {
  pending = true;
  listeners.forEach((l) => l());
}

/** True once per request: the caller opens the tour. */
export function takeTourRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

export function onTourRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
