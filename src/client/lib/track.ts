import type { TrackingEvent } from '../../shared/api/tracking';
import { trackEvent } from '../../shared/api/tracking';
import { call } from './api';

/** Counts a product event (LA §7); in the background, and a failure (offline) is not the user's problem. */
export function track(event: TrackingEvent, classID?: string): void {
  void call(trackEvent, { body: { event, classID: classID ?? null } }, { background: true }).catch(() => undefined);
}
