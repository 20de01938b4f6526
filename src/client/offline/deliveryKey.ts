import { createDeliveryKey } from '../../shared/api/delivery';
import { RoleID } from '../../shared/domain/roles';
import { getSealingKey } from '../../shared/api/sealed';
import type { SealingKey } from '../../shared/api/sealedBox';
import { call } from '../lib/api';
import { localDb } from '../lib/localDb';
import { getSession, keepDeliveryKey, storedDeliveryKey } from '../lib/session';

/**
 * A signed-in student's device holds a delivery key before it is needed (src/client/offline/README.md,
 * "Shared machines"): sign-out happens offline too, when none can be fetched. Keys last 7 days;
 * renewing one a day old keeps the one in hand days away from running out, at one call a day.
 */
export const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** The delivery key to hand this session's queued answers to, or null when there is none that still works. */
export async function usableDeliveryKey(apiKey: string): Promise<string | null> {
  const held = await storedDeliveryKey(apiKey);
  return held && Date.parse(held.expiresAt) > Date.now() ? held.key : null;
}

/**
 * The server's public sealing key (issue 26, shared/api/sealed.ts), kept for the whole device in
 * the meta table: a student who signs out offline has their queued answers sealed with it.
 * Public, so it may stay; fetched beside the delivery key, again once a day old.
 */
export const SEALING_KEY_ROW = 'sealingKey';
type HeldSealingKey = SealingKey & { obtainedAt: string };

/** The sealing key this device holds, or null. */
export async function storedSealingKey(): Promise<SealingKey | null> {
  const held = (await localDb.meta.get(SEALING_KEY_ROW).catch(() => undefined))?.value as HeldSealingKey | undefined;
  return held && typeof held.keyId === 'string' && typeof held.publicKey === 'string' ? { keyId: held.keyId, publicKey: held.publicKey } : null;
}

const keepSealingKey = (key: SealingKey) =>
  localDb.meta.put({ key: SEALING_KEY_ROW, value: { keyId: key.keyId, publicKey: key.publicKey, obtainedAt: new Date().toISOString() } satisfies HeldSealingKey });

/** Only when the delivery key did not bring it (an older session's key is still fresh): at most once a day. */
async function fetchSealingKeyIfDue(): Promise<void> {
  const held = (await localDb.meta.get(SEALING_KEY_ROW).catch(() => undefined))?.value as HeldSealingKey | undefined;
  if (held?.obtainedAt && Date.now() - Date.parse(held.obtainedAt) < RENEW_AFTER_MS) return;
  await keepSealingKey(await call(getSealingKey, undefined, { background: true }));
}

async function fetchIfDue(): Promise<void> {
  const { user, apiKey } = getSession();
  if (!user || !apiKey || user.roleID !== RoleID.Student) return;
  const held = await storedDeliveryKey(apiKey);
  if (held && Date.parse(held.expiresAt) > Date.now() && Date.now() - Date.parse(held.obtainedAt) < RENEW_AFTER_MS) {
    await fetchSealingKeyIfDue();
    return;
  }
  const { deliveryKey, expiresAt, sealingKey } = await call(createDeliveryKey, undefined, { background: true });
  await keepDeliveryKey(apiKey, { key: deliveryKey, expiresAt, obtainedAt: new Date().toISOString() });
  if (sealingKey) await keepSealingKey(sealingKey);
  else await fetchSealingKeyIfDue();
}

let fetching: Promise<void> | null = null;

/** Fetches a delivery key for a signed-in student who has none, or an old one; offline it waits for the next chance. */
export function ensureDeliveryKey(): Promise<void> {
  fetching ??= fetchIfDue()
    .catch(() => undefined)
    .finally(() => (fetching = null));
  return fetching;
}
