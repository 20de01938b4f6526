import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { extraMessages } from '../../../shared/messages';
import type { Db } from '../../db/open';
import { checkoutClaims } from '../../db/schema';
import { HttpError } from '../../http';

/**
 * One card checkout at a time per teacher (issue 26, "two Pay presses at once charge twice").
 *
 * The first press inserts the teacher's row in checkout_claims (the key is the primary key, so
 * exactly one insert wins, whatever process or host it runs on), makes the Stripe calls, and
 * stores its answer on the row. A press that finds the row running polls it (no transaction is
 * held across Stripe's network calls: PGlite is one connection, and a lock held for seconds would
 * stop the whole server) and answers with the first press's answer once it is there.
 *
 * Times are the database's clock (clock_timestamp()), the one clock every host shares.
 * - A running claim older than STALE_SECONDS belongs to a request whose process died: the next
 *   press takes it over (the Stripe calls are made again with the same idempotency keys).
 * - A press that overlapped the first (it arrived before the first's answer was stored) is answered
 *   with that answer (its 200 body, or its refusal); a press after it is a new checkout.
 */
export const WAIT_MS = 45_000;
export const POLL_MS = 150;
export const STALE_SECONDS = 180;

export type ClaimKey = `user:${string}` | `email:${string}`;
export const userClaim = (userID: string): ClaimKey => `user:${userID}`;
export const emailClaim = (email: string): ClaimKey => `email:${email.trim().toLowerCase()}`;

/** The answer a claim holds: a 200 body, or a refusal to be answered again as it was. */
export type ClaimOutcome = { status: 200; response: unknown } | { status: number; response: { message: string; headers: Record<string, string> } };

type Taken = { won: true; release: (outcome: ClaimOutcome) => Promise<void> } | { won: false; outcome: ClaimOutcome };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes over the claim from `from` (a stale or finished holder): true when this request now holds it. */
async function takeOver(db: Db, key: ClaimKey, from: string, holder: string): Promise<boolean> {
  const taken = await db
    .update(checkoutClaims)
    .set({ holder, status: null, response: null, startedAt: sql`clock_timestamp()`, finishedAt: null })
    .where(and(eq(checkoutClaims.key, key), eq(checkoutClaims.holder, from)))
    .returning({ key: checkoutClaims.key });
  return taken.length > 0;
}

/** The database's clock now: when a press arrived, in the time every host shares. */
export async function arrivalTime(db: Db): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`clock_timestamp()` }).from(sql`(select 1) as one`);
  return new Date(row!.now);
}

/**
 * Takes the checkout claim `key`, or waits (up to WAIT_MS) for the answer of the request that
 * holds it. The winner must call `release` with its answer (see `runClaimed`).
 *
 * A press that overlapped the one holding the claim (it saw it running, or the answer was stored
 * after this press `arrived`) is answered with that press's answer, whatever it was. Otherwise
 * (an answer stored before this press came, a stale claim) it takes the claim over and is a new
 * checkout, which reads the account afresh.
 */
export async function takeClaim(db: Db, key: ClaimKey, arrived: Date): Promise<Taken> {
  const holder = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  let waitedFor: string | null = null;
  const won: Taken = {
    won: true,
    release: async (outcome) => {
      await db
        .update(checkoutClaims)
        .set({ status: outcome.status, response: outcome.response ?? null, finishedAt: sql`clock_timestamp()` })
        .where(and(eq(checkoutClaims.key, key), eq(checkoutClaims.holder, holder), isNull(checkoutClaims.status)));
    },
  };
  for (;;) {
    const inserted = await db
      .insert(checkoutClaims)
      .values({ key, holder, startedAt: sql`clock_timestamp()` })
      .onConflictDoNothing()
      .returning({ key: checkoutClaims.key });
    if (inserted.length) return won;
    const [row] = await db
      .select({
        holder: checkoutClaims.holder,
        status: checkoutClaims.status,
        response: checkoutClaims.response,
        stale: sql<boolean>`${checkoutClaims.startedAt} < clock_timestamp() - make_interval(secs => ${STALE_SECONDS})`,
        overlapped: sql<boolean>`${checkoutClaims.finishedAt} >= ${arrived.toISOString()}::timestamptz`,
      })
      .from(checkoutClaims)
      .where(eq(checkoutClaims.key, key));
    if (!row) continue;
    if (row.status === null) {
      waitedFor = row.holder;
      if (row.stale && (await takeOver(db, key, row.holder, holder))) return won;
      if (Date.now() > deadline) throw new HttpError(503, extraMessages.paymentUnavailable, { 'Retry-After': '30' });
      await sleep(POLL_MS);
      continue;
    }
    const outcome = { status: row.status, response: row.response } as ClaimOutcome;
    if (row.holder === waitedFor || row.overlapped) return { won: false, outcome };
    if (await takeOver(db, key, row.holder, holder)) return won;
  }
}

/** A refusal as a claim stores it. Anything else (a bug, a lost database) leaves the claim to go stale. */
export const refusalOutcome = (err: HttpError): ClaimOutcome => ({ status: err.status, response: { message: err.message, headers: { ...err.headers } } });

/** Answers a stored refusal again, as the first press got it. */
export function throwRefusal(outcome: ClaimOutcome): never {
  const { message, headers } = outcome.response as { message: string; headers?: Record<string, string> };
  throw new HttpError(outcome.status, message, headers ?? {});
}

/**
 * Runs `work` under the claim `key`: the one request holding it runs it and stores its answer
 * (its result, or its refusal); one that waited gets `replay(outcome)` instead. An unexpected
 * error (not an HttpError) is stored as 503, so the waiting press is not left to time out.
 */
export async function runClaimed<T>(
  db: Db,
  key: ClaimKey,
  work: () => Promise<{ answer: T; stored: unknown }>,
  replay: (outcome: ClaimOutcome) => Promise<T>,
  arrived: Date,
): Promise<T> {
  const claim = await takeClaim(db, key, arrived);
  if (!claim.won) return replay(claim.outcome);
  try {
    const { answer, stored } = await work();
    await claim.release({ status: 200, response: stored });
    return answer;
  } catch (err) {
    const refusal = err instanceof HttpError ? err : new HttpError(503, extraMessages.paymentUnavailable, { 'Retry-After': '60' });
    await claim.release(refusalOutcome(refusal)).catch(() => undefined);
    throw err;
  }
}
