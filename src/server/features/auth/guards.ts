import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { DELIVERY_SIGNATURE_HEADER, signQueuedRequest, type QueuedRequest } from '../../../shared/api/delivery';
import { QUEUED_AT_HEADER } from '../../../shared/api/sync';
import { messages } from '../../../shared/messages';
import { RoleID } from '../../../shared/domain/roles';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../http';
import { IDEMPOTENCY_KEY_HEADER } from '../../idempotency';
import { findDeliveryKey, hashKey } from './sessions';
import { findSessionGathered } from './session-lookup';

export const API_KEY_HEADER = 'X-Api-Key';

function apiKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header(API_KEY_HEADER);
  if (!key || key.length > 200) throw new HttpError(401, messages.pleaseLogin);
  return key;
}

/**
 * The live session of a key and its user: from the session cache when the server keeps one (a
 * copy, so no handler can change the cached rows), else from the database (then cached).
 */
async function liveSession(c: Context<AppEnv>, key: string) {
  const { db, now, sessionCache } = c.var.deps;
  const at = now();
  if (!sessionCache) return findSessionGathered(db, key, at);
  const keyHash = hashKey(key);
  const hit = sessionCache.get(keyHash, at);
  if (hit) return { session: { ...hit.session }, user: { ...hit.user } };
  const generation = sessionCache.generation;
  const found = await findSessionGathered(db, key, at);
  if (found) sessionCache.store(keyHash, { session: { ...found.session }, user: { ...found.user } }, generation);
  return found;
}

/** Signed in: a live session for the `X-Api-Key` header, else 401 'Please Login'. */
export async function signedIn(c: Context<AppEnv>) {
  const key = apiKeyOf(c);
  const found = await liveSession(c, key);
  if (!found) throw new HttpError(401, messages.pleaseLogin);
  c.set('user', found.user);
  c.set('session', found.session);
}

/** The queued request a call made with a delivery key stands for, or null when it names none. */
export type QueuedRequestOf = (c: Context<AppEnv>) => Promise<QueuedRequest | null>;

/** A queued write or sign-out being delivered: the call itself, as the outbox sends it. */
const thisCall: QueuedRequestOf = async (c) => ({
  method: c.req.method,
  path: c.req.path.replace(/^\/api(?=\/)/, ''),
  key: c.req.header(IDEMPOTENCY_KEY_HEADER) ?? '',
  queuedAt: c.req.header(QUEUED_AT_HEADER) ?? '',
  bodyText: c.req.method === 'GET' ? '' : await c.req.text(),
});

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Signed in, or holding a delivery key of a live session together with the signature the
 * student's device made of the queued request (shared/api/delivery.ts). Only for what a
 * signed-out student's queue needs: the outbox's writes, the failure report and sign-out; every
 * other call knows no delivery keys (401). A bad or missing signature is 401 too, so the outbox
 * keeps the entry aside rather than dropping it.
 */
export const signedInOrDeliveringFor =
  (queuedRequestOf: QueuedRequestOf) =>
  async (c: Context<AppEnv>): Promise<void> => {
    const key = apiKeyOf(c);
    const { db, now } = c.var.deps;
    const session = await liveSession(c, key);
    if (session) {
      c.set('user', session.user);
      c.set('session', session.session);
      return;
    }
    const delivery = await findDeliveryKey(db, key, now());
    const signature = c.req.header(DELIVERY_SIGNATURE_HEADER);
    const queued = delivery && signature ? await queuedRequestOf(c) : null;
    if (!delivery || !signature || !queued || !sameText(signature, await signQueuedRequest(delivery.session.keyHash, queued))) {
      throw new HttpError(401, messages.pleaseLogin);
    }
    c.set('user', delivery.user);
    c.set('session', delivery.session);
    c.set('deliveryKeyID', delivery.deliveryKey.id);
  };

/** Signed in, or delivering this very call from a signed-out student's outbox. */
export const signedInOrDelivering = signedInOrDeliveringFor(thisCall);

const roleGuard =
  (...roleIDs: number[]) =>
  async (c: Context<AppEnv>) => {
    await signedIn(c);
    if (!roleIDs.includes(c.var.user.roleID)) throw new HttpError(403, messages.forbidden);
  };

export const teacherOrAdmin = roleGuard(RoleID.Teacher, RoleID.SuperAdmin);
export const studentOnly = roleGuard(RoleID.Student);
