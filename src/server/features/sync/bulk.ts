import { Hono, type Context } from 'hono';
import { eq, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { deliverQueued, type CarriedAnswer, type CarriedRequest } from '../../../shared/api/bulkDelivery';
import { DELIVERY_SIGNATURE_HEADER } from '../../../shared/api/delivery';
import { deliverSealed, getSealingKey, SealedPayload } from '../../../shared/api/sealed';
import { toBase64Url, unseal } from '../../../shared/api/sealedBox';
import { BACKLOG_KIND_OF_PATH, BULK_ANSWER_HEADERS, QUEUED_AT_HEADER, type BacklogCounts, type BacklogKind } from '../../../shared/api/sync';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { requestAddress } from '../../protection/client-address';
import type { Db } from '../../db/open';
import { deliveryKeys, sealedBatches, sessions } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { API_KEY_HEADER, signedIn } from '../auth/guards';
import { hashKey } from '../auth/sessions';
import { queuedAtOf } from './deliveries';
import { saveBacklog } from './queries';
import { sealingKeys } from './sealing';
import { describeFailure } from '../../protection/input';

/**
 * Bulk delivery (issue 13, src/shared/api/bulkDelivery.ts): a device's queued requests come in
 * one call, and each is run through the whole app (`app.fetch`, with this call's connection, so
 * the client address and its rate limits are the same) exactly as if it had come alone: signed in
 * with its own key, replayed by its Idempotency-Key, counted late by its X-Queued-At, checked and
 * scored. The requests of one key go one after another, in the order given (a save waits for its
 * start, a sign-out for everything before it); different keys go side by side, so their saves
 * reach the group commit (db/coalesce.ts) together.
 */

/** What the carried requests take from the call that carries them: the language asked for and, behind a proxy, the client address. */
const FROM_CALL = ['Accept-Language', 'X-Forwarded-For', 'User-Agent'] as const;

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** The routes; `app` is the whole app (API under /api), read when a call comes. */
export function bulkDeliveryRoutes(app: () => { fetch: Fetch }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  handle(
    routes,
    deliverQueued,
    [],
    async (c, { body }) => {
      const runOne = (carried: CarriedRequest) => runCarried(c, app, carried);

      // One lane per key, in the order given; the lanes side by side.
      const lanes = new Map<string, number[]>();
      body.requests.forEach((r, i) => {
        const key = r.headers['X-Api-Key'] ?? '';
        const lane = lanes.get(key);
        if (lane) lane.push(i);
        else lanes.set(key, [i]);
      });
      const answers: CarriedAnswer[] = new Array(body.requests.length);
      await Promise.all(
        [...lanes.values()].map(async (indexes) => {
          for (const i of indexes) answers[i] = await runOne(body.requests[i]!);
        }),
      );
      return { answers };
    },
    { maxBody: 'writing' },
  );

  sealedDeliveryRoutes(routes, app);
  return routes;
}

/** One carried request through the whole app, as if it had come alone, with what it takes from the call that carries it. */
async function runCarried(
  c: Context<AppEnv>,
  app: () => { fetch: Fetch },
  carried: { path: string; method: string; headers: Partial<Record<string, string>>; body?: string | null },
): Promise<CarriedAnswer> {
  const origin = new URL(c.req.url).origin;
  const headers = new Headers();
  for (const name of FROM_CALL) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(carried.headers)) if (value !== undefined) headers.set(name, value);
  try {
    const response = await app().fetch(
      new Request(`${origin}/api${carried.path}`, {
        method: carried.method,
        headers,
        body: carried.method === 'GET' ? undefined : (carried.body ?? undefined),
      }),
      c.env,
    );
    const answerHeaders: Record<string, string> = {};
    for (const name of BULK_ANSWER_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) answerHeaders[name] = value;
    }
    return { status: response.status, headers: answerHeaders, body: await response.text() };
  } catch (err) {
    // The app answers its own failures; this is only a request that could not even be made.
    c.var.deps.log(`[bulk] ${carried.method} ${carried.path} failed: ${describeFailure(err)}`);
    return { status: 500, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: messages.serverError }) };
  }
}

/* ---- Sealed hand-over (issue 26, shared/api/sealed.ts) ---- */

/** Answers that mean "not now": the batch is sent again later. */
const notNow = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Delivered batches are remembered this long: a device resends one only when it missed our
 * answer, within minutes (its back-off is at most 5 minutes), so 90 days is far beyond any device
 * left offline; older rows go, at most once an hour per process.
 */
export const SEALED_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const lastSealedSweep = new WeakMap<object, number>();
async function sweepSealed(db: Db, at: Date) {
  const last = lastSealedSweep.get(db);
  if (last !== undefined && Math.abs(at.getTime() - last) < 60 * 60 * 1000) return;
  lastSealedSweep.set(db, at.getTime());
  await db.delete(sealedBatches).where(lt(sealedBatches.deliveredAt, new Date(at.getTime() - SEALED_KEEP_MS)));
}

/** The student a delivery key was made for, live or not (a batch may come after its sign-out ran), or null when unknown. */
async function ownerOfDeliveryKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ userID: sessions.userID })
    .from(deliveryKeys)
    .innerJoin(sessions, eq(sessions.id, deliveryKeys.sessionID))
    .where(eq(deliveryKeys.keyHash, hashKey(key)))
    .limit(1);
  return row?.userID ?? null;
}

/**
 * GET /sync/sealingkey and POST /sync/sealed. A batch is opened with the private key its key id
 * names (400 when this server holds none, or when it was changed: AES-GCM checks every byte and
 * the routing fields), its requests are checked to be one student's (all under one delivery key
 * of that student), then run through the whole app in order, exactly as the outbox would send
 * them: each write is signed in by the delivery key and the signature the device made, saved
 * once by its Idempotency-Key (a batch sent again replays the answers), and the sign-out last
 * ends the delivery key. A batch that went through for good is noted (sealed_batches), so the
 * same batch again answers 'replayed' and runs nothing; the device's "waiting" row for that
 * student is cleared.
 */
function sealedDeliveryRoutes(routes: Hono<AppEnv>, app: () => { fetch: Fetch }) {
  handle(routes, getSealingKey, [], async (c) => (await sealingKeys(c.var.deps.db)).current);

  handle(
    routes,
    deliverSealed,
    [],
    async (c, { body }) => {
      const { db, now } = c.var.deps;
      await c.var.deps.rateLimits.take([['sealedBatchesPerAddress', requestAddress(c)]]);
      const privateKey = (await sealingKeys(db)).privateKeyOf(body.keyId);
      if (!privateKey) throw new HttpError(400, extraMessages.sealedBatchOtherKey);
      let payload: SealedPayload;
      try {
        payload = v.parse(SealedPayload, JSON.parse(await unseal(privateKey, body)));
      } catch {
        throw new HttpError(400, extraMessages.sealedBatchUnreadable);
      }
      if (payload.batchId !== body.batchId) throw new HttpError(400, extraMessages.sealedBatchUnreadable);
      const deliveryKey = payload.requests[0]!.headers['X-Api-Key'] ?? '';
      if (!deliveryKey || payload.requests.some((r) => r.headers['X-Api-Key'] !== deliveryKey)) {
        throw new HttpError(400, extraMessages.sealedBatchUnreadable);
      }
      const owner = deliveryKey.length <= 200 ? await ownerOfDeliveryKey(db, deliveryKey) : null;
      if (owner !== null && owner !== payload.userId) throw new HttpError(400, extraMessages.sealedBatchUnreadable);

      const id = toBase64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([body.v, body.keyId, body.batchId, body.epk, body.iv, body.ct]))));
      const [done] = await db.select().from(sealedBatches).where(eq(sealedBatches.id, id));
      if (done) return { outcome: 'replayed' as const, statuses: done.statuses };

      // The student themself, signed in again on this device, stands in for a delivery key that ended.
      let ownKey: string | null = null;
      if (c.req.header(API_KEY_HEADER)) {
        try {
          await signedIn(c);
          if (c.var.user.id === payload.userId) ownKey = c.req.header(API_KEY_HEADER)!;
        } catch {
          // Not signed in: the batch goes with its own key alone.
        }
      }

      // While the batch cannot go through, the teacher sees what waits in it (counts, never answers), as the device would tell.
      const stillWaiting = async (from: number) => {
        if (!payload.deviceID || (owner === null && !ownKey)) return;
        const counts: BacklogCounts = { quizzes: 0, writing: 0, diagnostic: 0 };
        let oldest: Date | null = null;
        for (const r of payload.requests.slice(from)) {
          const kind = (BACKLOG_KIND_OF_PATH as Record<string, BacklogKind | undefined>)[r.path];
          if (!kind) continue;
          counts[kind]++;
          const at = queuedAtOf(r.headers[QUEUED_AT_HEADER]);
          if (at instanceof Date && (!oldest || at < oldest)) oldest = at;
        }
        await saveBacklog(db, payload.userId, { deviceID: payload.deviceID, counts, oldestQueuedAt: oldest ?? now() }, now());
      };

      const statuses: number[] = [];
      for (const [i, request] of payload.requests.entries()) {
        let answer = await runCarried(c, app, request);
        const isSignOut = request.path === '/user/logout';
        if (answer.status === 401 && ownKey && !isSignOut) {
          const headers: Partial<Record<string, string>> = { ...request.headers, [API_KEY_HEADER]: ownKey };
          delete headers[DELIVERY_SIGNATURE_HEADER];
          answer = await runCarried(c, app, { ...request, headers });
        }
        statuses.push(answer.status);
        if (notNow(answer.status)) {
          await stillWaiting(i);
          return { outcome: 'retry' as const, statuses };
        }
        // A sign-out whose key already ended has nothing left to end; any other request waits for the student.
        if (answer.status === 401 && !isSignOut) {
          await stillWaiting(i);
          return { outcome: 'signIn' as const, statuses };
        }
      }
      // A key that is no delivery key of anyone's: whatever it ran, it ran as its own holder could
      // anyway; nothing is noted for the student the batch names.
      if (owner === null && !ownKey) return { outcome: 'delivered' as const, statuses };
      await db.insert(sealedBatches).values({ id, batchID: body.batchId, userID: payload.userId, statuses, deliveredAt: now() }).onConflictDoNothing();
      await sweepSealed(db, now());
      if (payload.deviceID) {
        await saveBacklog(db, payload.userId, { deviceID: payload.deviceID, counts: { quizzes: 0, writing: 0, diagnostic: 0 }, oldestQueuedAt: null }, now());
      }
      return { outcome: 'delivered' as const, statuses };
    },
    { maxBody: 'writing' },
  );
}
