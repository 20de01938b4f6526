import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { extraMessages, waitInWords } from '../../shared/messages';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit on a way in, in one table (README "Security" explains the numbers). `points`
 * per `duration` seconds; once used up, the key is refused for `block` seconds.
 *
 * A school is often one address to the outside world (NAT), so limits per address are sized
 * for a whole class at once, and the tight limits are per account or per class code.
 */
export const LIMITS = {
  /** Wrong passwords for one sign-in name from one address. */
  signInFailuresPerAccountAndAddress: { points: 10, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Wrong passwords for one sign-in name from anywhere (slows guessing from many addresses). */
  signInFailuresPerAccount: { points: 50, duration: HOUR, block: HOUR },
  /** Wrong passwords from one address, any account (a class of typos fits; a sweep does not). */
  signInFailuresPerAddress: { points: 100, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Reset emails for one address book entry: each one is an email in someone's inbox. */
  resetEmailsPerAccount: { points: 5, duration: HOUR, block: HOUR },
  resetEmailsPerAddress: { points: 20, duration: HOUR, block: HOUR },
  /** Wrong reset codes from one address (a wrong code for a known account also wears its token out). */
  resetCodeFailuresPerAddress: { points: 20, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Verification emails a signed-in teacher asks for again. */
  verificationEmailsPerAccount: { points: 5, duration: HOUR, block: HOUR },
  /** New students per class code: a class joins in a few minutes, then the code is quiet. */
  studentRegistrationsPerClassCode: { points: 40, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Well-formed class codes that match no class, typed by one signed-in student (joining from the profile). */
  unknownClassCodesPerAccount: { points: 20, duration: HOUR, block: HOUR },
  /** New students from one address (a school behind one address registers a class at a time). */
  studentRegistrationsPerAddress: { points: 60, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** A school's staff may register together in a training session, from one address. */
  teacherRegistrationsPerAddress: { points: 50, duration: HOUR, block: HOUR },
  /** Coupon codes one teacher tries (codes are guessable words). */
  /** Google round trips started from one address (a lab's shared address starts one per student sign-in). */
  googleAuthorizationsPerAddress: { points: 300, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Classroom syncs and shares per teacher: each one costs Google API quota. */
  googleClassroomCallsPerUser: { points: 120, duration: HOUR, block: HOUR },
  couponChecksPerUser: { points: 30, duration: HOUR, block: HOUR },
  /** Cards Stripe declined, per account and per address: a payment form is where stolen card numbers get tested. */
  declinedCardsPerAccount: { points: 5, duration: HOUR, block: HOUR },
  declinedCardsPerAddress: { points: 10, duration: HOUR, block: HOUR },
  /** Student accounts a teacher creates or resets in bulk: each call hashes up to 200 passwords. */
  rosterWritesPerUser: { points: 30, duration: HOUR, block: HOUR },
  /** Previews (dry runs) of a student list: reads only, so a teacher may fix and check a list many times. */
  rosterPreviewsPerUser: { points: 300, duration: HOUR, block: 10 * MINUTE },
  /**
   * Backlog heartbeats per student (all their devices): a device reports when its counts change
   * and every 5 minutes while work waits, so a busy hour is a few dozen; past this, a report
   * waits for the next heartbeat.
   */
  backlogReportsPerStudent: { points: 120, duration: HOUR, block: 5 * MINUTE },
  /**
   * Kiosk class sign-in (issue 14). Wrong passwords or pictures for one student on pinned devices
   * (a picture password has 729 choices: at 5 tries per 15 minutes, guessing one takes about 18 hours
   * of non-stop tries on average).
   */
  kioskFailuresPerStudent: { points: 5, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Wrong sign-ins on one pin, any student: a class of 30 typing on its Chromebooks fits; a sweep of the tiles does not. */
  kioskFailuresPerPin: { points: 60, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Every sign-in on one pin (each one hashes a password). */
  kioskSignInsPerPin: { points: 300, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Tile pages shown by one pin's devices (30 Chromebooks, after every sign-out). */
  kioskRosterReadsPerPin: { points: 600, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Kiosk keys that match no pin at all, from one address (a revoked pin's key is known and not counted). */
  kioskUnknownKeysPerAddress: { points: 30, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** An admin's exports and deletions of one student's data (each export reads every table about the student). */
  studentDataCallsPerAdmin: { points: 120, duration: HOUR, block: 10 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;
/** One counter: which limit, and whose (an account, an address, a class code). */
export type Counter = [LimitName, string];

/** A 429 with Retry-After; the message is the one the person is shown. */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
    this.headers['Retry-After'] = String(retryAfterSeconds);
  }
}

export interface RateLimits {
  /** Refuses (429) when any counter is used up; counts nothing. For limits on failures. */
  assertOpen(counters: Counter[], message?: (wait: string) => string): Promise<void>;
  /** Counts one failure on each counter; never refuses (the answer is the failure's own). */
  fail(counters: Counter[]): Promise<void>;
  /** Counts one action on each counter, refusing (429) the one too many. For limits on actions. */
  take(counters: Counter[], message?: (wait: string) => string): Promise<void>;
  /** Forgets the counters (a right password clears its failures). */
  clear(counters: Counter[]): Promise<void>;
}

/** The limits on rate-limiter-flexible's Drizzle store: one atomic upsert per counter. */
export function createRateLimits(db: Db): RateLimits {
  const limiters = new Map<LimitName, RateLimiterDrizzle>();
  let first = true;
  for (const [name, limit] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    limiters.set(
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: limit.points,
        duration: limit.duration,
        blockDuration: limit.block,
        // One limiter sweeps expired rows of the shared table for all of them.
        clearExpiredByTimeout: first,
      }),
    );
    first = false;
  }
  const limiter = (name: LimitName) => limiters.get(name)!;
  const refuse = (res: RateLimiterRes, message: (wait: string) => string) => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new TooManyRequests(seconds, message(waitInWords(seconds)));
  };

  return {
    async assertOpen(counters, message = extraMessages.tooManyTries) {
      for (const [name, who] of counters) {
        const res = await limiter(name).get(who);
        if (res && res.consumedPoints >= LIMITS[name].points) throw refuse(res, message);
      }
    },
    async fail(counters) {
      for (const [name, who] of counters) {
        await limiter(name)
          .consume(who)
          .catch((err: unknown) => {
            if (!(err instanceof RateLimiterRes)) throw err;
          });
      }
    },
    async take(counters, message = extraMessages.tooManyTries) {
      // Check all first, so a refused action does not use up the other counters.
      await this.assertOpen(counters, message);
      for (const [name, who] of counters) {
        try {
          await limiter(name).consume(who);
        } catch (err) {
          if (err instanceof RateLimiterRes) throw refuse(err, message);
          throw err;
        }
      }
    },
    async clear(counters) {
      for (const [name, who] of counters) await limiter(name).delete(who);
    },
  };
}
