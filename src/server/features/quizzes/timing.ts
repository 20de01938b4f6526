import { QUIZ_TIME_GRACE_MS, QUIZ_TIME_LIMIT_MS } from '../../../shared/domain/timedQuiz';
import { queuedAtOf } from '../sync/deliveries';

/**
 * Time on the server for the timed quiz (LA §9 "Timed quiz: 1 hour", issue 26).
 *
 * The server believes what it saw. A device's `X-Queued-At` (the outbox's "the student did this
 * at…") is the device's word: a forged header or a device clock set back says anything. So:
 *
 * THE OPENING. An attempt's opening is recorded by the server when its first open arrives
 * (quiz_starts.seen_at, the server's clock). An open that arrives fresh (no X-Queued-At, or one
 * within the two-minute grace of the arrival, or in the future) was made online: the attempt
 * opened then (started_at = seen_at). An open queued offline and delivered later (X-Queued-At more
 * than the grace before it arrived) has no server opening: started_at keeps the device's word for
 * its countdown and its own stopwatch (never later than the arrival), and the server's hour runs
 * from the arrival, the first the server saw of the attempt.
 *
 * A SAVE of a timed quiz arriving at A counts in time only when both hold:
 *   1. the server's hour: A ≤ seen_at + 1 h + 2 min grace + 5 min of network trouble
 *      (QUEUED_TRUST_MS: a save the device stamped within the hour that a dropped Wi-Fi held
 *      back a few minutes at the bell). Past that, no X-Queued-At can make it count: a device the
 *      server saw open the quiz two hours ago cannot say it finished at minute 30 (the bypass of
 *      issue 26 is refused with 405 `quizSavedTooLate`);
 *   2. the device's own account: its X-Queued-At, believed only between the opening (started_at)
 *      and the arrival, is at most 1 h + 2 min after started_at (for an online open, where
 *      started_at is the server's clock, a save with no header counts at its arrival).
 * A save with no opening on record (never opened through the app, or reset by the teacher in
 * between) is timed from itself, the first the server saw of that attempt: it counts.
 *
 * So honest offline work counts: a quiz opened and finished offline counts whenever the device
 * reaches the server (its open and save arrive together, in order); an online attempt whose save
 * is held back by the network a few minutes counts. What the server cannot tell from a forgery,
 * an attempt it saw open whose save comes more than 7 minutes after the hour, is refused: the
 * refused save stays on the device, is reported with its answers to the teacher (the sync
 * details), and the teacher can reset the quiz. The server records the opening in the database
 * every process shares, so a signed opening token handed to the device would carry nothing the
 * server does not already hold, and no token can date answers given offline.
 */
export const QUEUED_TRUST_MS = 5 * 60 * 1000;

/** Opens whose X-Queued-At is at most this far before their arrival were made online. */
const FRESH_MS = QUIZ_TIME_GRACE_MS;

/** An attempt as quiz_starts holds it. */
export type Opening = { startedAt: Date; seenAt: Date | null };

/**
 * When an open arriving at `arrival` opened its attempt: the arrival for an open made online,
 * the device's time (never after the arrival) for one queued offline.
 */
export function openedAt(queuedHeader: string | undefined, arrival: Date): Date {
  const queued = queuedAtOf(queuedHeader);
  if (queued === null || queued === 'invalid') return arrival;
  return arrival.getTime() - queued.getTime() > FRESH_MS ? queued : arrival;
}

/** The server's own record of the opening (rows from before issue 26 have only started_at). */
const seenOf = (opening: Opening) => opening.seenAt ?? opening.startedAt;

/**
 * Whether something of this attempt arriving at `arrival` with this X-Queued-At is within its
 * hour (the rule above). No opening on record: the attempt is timed from this very arrival.
 */
export function withinHour(opening: Opening | null, queuedHeader: string | undefined, arrival: Date): boolean {
  if (!opening) return true;
  const limit = QUIZ_TIME_LIMIT_MS + QUIZ_TIME_GRACE_MS;
  if (arrival.getTime() > seenOf(opening).getTime() + limit + QUEUED_TRUST_MS) return false;
  const queued = queuedAtOf(queuedHeader);
  const said = queued === null || queued === 'invalid' ? arrival.getTime() : queued.getTime();
  const start = opening.startedAt.getTime();
  // Believed only between the opening and the arrival.
  const acted = Math.max(start, Math.min(said, arrival.getTime()));
  return acted <= start + limit;
}
