import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Coalescer, ok, perDatabase } from './db/coalesce';
import { extraMessages } from '../shared/messages';
import type { AppEnv } from './app-env';
import type { Db } from './db/open';
import { idempotencyKeys } from './db/schema';
import { deliveryOf, recordDelivery, syncUpsert, type Delivery } from './features/sync/deliveries';
import { describeFailure } from './protection/input';
import { jsonValueOf } from './json-answer';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_FORMAT = /^[A-Za-z0-9_-]{1,200}$/;
/** How long a stored answer is kept (and replayed). */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Old rows are deleted at most this often (per process and database). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A duplicate waits this long for the first request's answer, polling every POLL_MS. */
const WAIT_MS = 10_000;
const POLL_MS = 200;
/** A placeholder this old belongs to a request that died with its process: it is taken over. */
const STALE_MS = 60_000;

/** Answers worth keeping: successes and refusals for good. 5xx, 401 (no session) and 408/429 (try later) are not. */
const isStored = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429);

const lastSweep = new WeakMap<object, number>();

async function sweep(db: Db, now: Date, log: (line: string) => void) {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  try {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
  } catch (err) {
    log(`[idempotency] sweep failed: ${describeFailure(err)}`);
  }
}

type Claim = typeof idempotencyKeys.$inferInsert & { createdAt: Date };

/**
 * Claims take a key with one multi-row insert for all the requests of the moment (group commit,
 * db/coalesce.ts): a request learns whether its row went in. Two requests of one batch with the
 * same user and key: the first claims it, the second waits for its answer like any duplicate.
 */
const claimers = perDatabase(
  (db: Db) =>
    new Coalescer<Claim, boolean>(async (items) => {
      const firsts = new Map<string, Claim>();
      for (const item of items) if (!firsts.has(`${item.userID} ${item.key}`)) firsts.set(`${item.userID} ${item.key}`, item);
      const claimed = await db
        .insert(idempotencyKeys)
        .values([...firsts.values()])
        .onConflictDoNothing()
        .returning({ userID: idempotencyKeys.userID, key: idempotencyKeys.key });
      const won = new Set(claimed.map((c) => `${c.userID} ${c.key}`));
      return items.map((item) => ok(won.has(`${item.userID} ${item.key}`) && firsts.get(`${item.userID} ${item.key}`) === item));
    }),
);
const claim = (db: Db, item: Claim) => claimers(db).add(item);

type Answer = { userID: string; key: string; status: number; response: unknown; delivery: Delivery | null };

/**
 * The answers of the moment go into their placeholders with one statement, which also notes the
 * outbox deliveries they answer (features/sync/deliveries.ts): an answer and its delivery are on
 * record together or not at all, in one trip to the database.
 */
const answerers = perDatabase(
  (db: Db) =>
    new Coalescer<Answer, void>(async (items) => {
      const rows = JSON.stringify(items.map((a) => ({ user_id: a.userID, key: a.key, status: a.status, response: a.response })));
      const answered = sql`
        update idempotency_keys k set status = v.status, response = v.response
        from jsonb_to_recordset(${rows}::jsonb) as v(user_id uuid, key text, status int, response jsonb)
        where k.user_id = v.user_id and k.key = v.key
      `;
      const delivered = items.flatMap((a) => (a.delivery ? [a.delivery] : []));
      await db.execute(delivered.length ? sql`with answered as (${answered}), synced as (${syncUpsert(delivered)}) select 1` : answered);
      return items.map(() => ok(undefined));
    }),
);
const storeAnswer = (db: Db, answer: Answer) => answerers(db).add(answer);

/**
 * Frees the keys of requests that were running when the server stopped (a crash, a power cut):
 * their placeholders would make the device's replay wait STALE_MS. Only for the embedded
 * database, where the folder lock proves no other process is running; on PostgreSQL another
 * process may be answering them, and the STALE_MS rule takes them over. Returns how many.
 */
export async function releaseAbandonedClaims(db: Db): Promise<number> {
  const freed = await db.delete(idempotencyKeys).where(isNull(idempotencyKeys.status)).returning({ key: idempotencyKeys.key });
  return freed.length;
}

/** Keys this process is answering now, per database: a duplicate waits on the promise. */
const holders = perDatabase((_db: Db) => new Map<string, Promise<void>>());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(c: Context<AppEnv>, status: number, response: unknown): Response {
  c.header(REPLAYED_HEADER, 'true');
  return c.json(response as object, status as 200);
}

/**
 * Makes a write replayable (ARCHITECTURE "Data"): when the request carries an `Idempotency-Key`
 * header, the first answer per (signed-in user, key) is stored and a repeat of the same request
 * gets it again, with `Idempotent-Replayed: true`, without running the handler. The same key with
 * another method, path or body is refused (422); a malformed key is 400. Without the header the
 * request runs as before.
 *
 * Must run after the guard that sets `c.var.user`. Concurrent duplicates: the first request
 * inserts a placeholder row (the primary key decides the winner); the others poll it until the
 * winner's answer is stored (or 503 with Retry-After after ~10 s: the outbox treats it as 'try again later', never as a refusal). A handler that throws, or answers 5xx/401,
 * stores nothing and frees the key for a retry.
 *
 * Every answered outbox delivery (a stored answer or its replay) is noted for the teacher's sync
 * view (features/sync/deliveries.ts); only the first answer per key may count as late.
 */
export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) {
      await next();
      // Without a key a repeat cannot be told from a new write: it counts as a sync, never as late.
      if (isStored(c.res.status)) await recordDelivery(c, { mayCountLate: false });
      return;
    }
    if (!KEY_FORMAT.test(key)) return c.json({ message: extraMessages.idempotencyKeyInvalid }, 400);

    const { db, now, log } = c.var.deps;
    const userID = c.var.user.id;
    const method = c.req.method;
    const path = c.req.path;
    const requestHash = createHash('sha256')
      .update(await c.req.text())
      .digest('hex');
    await sweep(db, now(), log);

    const mine = and(eq(idempotencyKeys.userID, userID), eq(idempotencyKeys.key, key));
    const slot = `${userID} ${key}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(db, { userID, key, method, path, requestHash, createdAt: now() })) break;

      // Someone holds the key: wait for its answer (or for it to give the key up).
      let released = false;
      while (!released) {
        const [row] = await db.select().from(idempotencyKeys).where(mine);
        if (!row) {
          released = true;
          break;
        }
        if (row.method !== method || row.path !== path || row.requestHash !== requestHash) {
          return c.json({ message: extraMessages.idempotencyKeyReused }, 422);
        }
        if (row.status !== null) {
          await recordDelivery(c, { mayCountLate: false });
          return replay(c, row.status, row.response);
        }
        if (now().getTime() - row.createdAt.getTime() > STALE_MS) {
          await db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.status), eq(idempotencyKeys.createdAt, row.createdAt)));
          released = true;
          break;
        }
        if (Date.now() >= deadline) {
          c.header('Retry-After', '2');
          return c.json({ message: extraMessages.idempotencyKeyBusy }, 503);
        }
        // Held by a request of this process: wait for it to end, not poll (a bell burst of
        // resends would otherwise query the database every few milliseconds each). Held by
        // another process: look again a little later.
        const local = holders(db).get(slot);
        await (local ? Promise.race([local, sleep(deadline - Date.now())]) : sleep(POLL_MS));
      }
    }

    const answerOnce = async () => {
      const release = () =>
        db
          .delete(idempotencyKeys)
          .where(and(mine, isNull(idempotencyKeys.status)))
          .catch((err: Error) => log(`[idempotency] could not release ${key}: ${describeFailure(err)}`));

      try {
        await next();
      } catch (err) {
        await release();
        throw err;
      }
      const res = c.res;
      const isJson = (res.headers.get('Content-Type') ?? '').includes('application/json');
      if (!isStored(res.status) || !isJson) {
        await release();
        return;
      }
      try {
        // The handler's value when the answer was made by answerJson (every contract call); else its body, read from a copy.
        const known = jsonValueOf(res);
        const text = known === undefined ? await res.clone().text() : null;
        const response: unknown = known !== undefined ? known : text ? JSON.parse(text) : null;
        // The first answer for the key: its delivery may count as late (deliveries.ts).
        await storeAnswer(db, { userID, key, status: res.status, response, delivery: deliveryOf(c, { mayCountLate: true }) });
      } catch (err) {
        log(`[idempotency] could not store the answer for ${key}: ${describeFailure(err)}`);
        await release();
        await recordDelivery(c, { mayCountLate: false });
      }
    };
    let settled!: () => void;
    holders(db).set(slot, new Promise<void>((resolve) => (settled = resolve)));
    try {
      await answerOnce();
    } finally {
      holders(db).delete(slot);
      settled();
    }
  };
}
