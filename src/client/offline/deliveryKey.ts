import { createDeliveryKey } from '../../shared/api/delivery';
import { RoleID } from '../../shared/domain/roles';
import { call } from '../lib/api';
import { getSession, keepDeliveryKey, storedDeliveryKey } from '../lib/session';

/**
 * A signed-in student's device holds a delivery key before it is needed (README "Offline",
 * "Shared machines"): sign-out happens offline too, when none can be fetched. Keys last 7 days;
 * renewing one a day old keeps the one in hand days away from running out, at one call a day.
 */
export const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** The delivery key to hand this session's queued answers to, or null when there is none that still works. */
export async function usableDeliveryKey(apiKey: string): Promise<string | null> {
  const held = await storedDeliveryKey(apiKey);
  return held && Date.parse(held.expiresAt) > Date.now() ? held.key : null;
}

async function fetchIfDue(): Promise<void> {
  const { user, apiKey } = getSession();
  if (!user || !apiKey || user.roleID !== RoleID.Student) return;
  const held = await storedDeliveryKey(apiKey);
  if (held && Date.parse(held.expiresAt) > Date.now() && Date.now() - Date.parse(held.obtainedAt) < RENEW_AFTER_MS) return;
  const { deliveryKey, expiresAt } = await call(createDeliveryKey, undefined, { background: true });
  await keepDeliveryKey(apiKey, { key: deliveryKey, expiresAt, obtainedAt: new Date().toISOString() });
}

let fetching: Promise<void> | null = null;

/** Fetches a delivery key for a signed-in student who has none, or an old one; offline it waits for the next chance. */
export function ensureDeliveryKey(): Promise<void> {
  fetching ??= fetchIfDue()
    .catch(() => undefined)
    .finally(() => (fetching = null));
  return fetching;
}
