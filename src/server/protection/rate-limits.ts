import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { extraMessages, waitInWords } from '../../shared/messages';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit on a way in, in one table (src/server/README.md "Security" explains the numbers). `points`
 * per `duration` seconds; once used up, the key is refused for `block` seconds.
 *
 * A school is often one address to the outside world (NAT), so limits per address are sized
 * for a whole class at once, and the tight limits are per account or per class code.
 */
export const LIMITS = {
  /*
   * Sign-in (issue 26). Each try takes its point BEFORE the password is checked (an atomic upsert)
   * and gets it back if the password was right, so parallel tries cannot slip past a limit.
   * A browser holding a device cookie for the account (protection/device-cookie.ts: it signed in
   * as that account before) is judged only by that cookie's own counter; the three counters
   * after it are for browsers without one, so someone else's wrong tries never lock the owner
   * out of a device they used before.
   */
  /** Wrong passwords typed on one device that signed in to the account before (its device cookie). */
  signInFailuresPerDevice: { points: 10, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Wrong passwords for one sign-in name from one address, on devices without a device cookie. */
  signInFailuresPerAccountAndAddress: { points: 10, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Wrong passwords for one sign-in name from anywhere, without a device cookie (slows guessing from many addresses). */
  signInFailuresPerAccount: { points: 50, duration: HOUR, block: HOUR },
  /**
   * Wrong passwords from one address, any account, without a device cookie: a whole school's
   * typos on a Monday morning fit (1,500 students behind one address); a sweep of thousands does not.
   */
  signInFailuresPerAddress: { points: 1000, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Reset emails for one address book entry: each one is an email in someone's inbox. */
  resetEmailsPerAccount: { points: 5, duration: HOUR, block: HOUR },
  /** Reset emails from one address: a school's forgotten passwords, class after class, fit; a mail bomb does not. */
  resetEmailsPerAddress: { points: 500, duration: HOUR, block: HOUR },
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
   * Kiosk class sign-in (issues 14, 26). Wrong tries for one student do not lock that student out:
   * they slow the device down (features/kiosk/delays.ts, a curve rather than a counter here).
   * Per student and device: 3 tries, then waits of 5, 10, 20, 40, 80 s, then 120 s each; per student
   * on all devices together: 10 tries, then the same waits; a right password clears both, so the
   * owner waits 2 minutes at most, only while someone is guessing their name.
   * The sum, for a classmate guessing non-stop through a school day (8 h = 28,800 s): 246 guesses
   * on one device, 253 on all devices at once (the per-student curve binds), against 20 × 19 × 18 × 17
   * = 116,280 picture passwords: 253 / 116,280 = 0.22% a day (the 3-of-9 ones at 5 per 15 min:
   * about 17%). An old 3-of-9 password (729) is on a slower curve (waits up to 10 minutes): 63 guesses
   * a day, 8.6%, until the teacher sets a new one (the dialog says so).
   */
  /** Wrong sign-ins on one pin, any student: a class of 30 typing on its Chromebooks fits; a sweep of the tiles does not. */
  kioskFailuresPerPin: { points: 60, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Every sign-in on one pin (each one hashes a password). */
  kioskSignInsPerPin: { points: 300, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Tile pages shown by one pin's devices (30 Chromebooks, after every sign-out). */
  kioskRosterReadsPerPin: { points: 600, duration: 10 * MINUTE, block: 10 * MINUTE },
  /** Kiosk keys that match no pin at all, from one address (a revoked pin's key is known and not counted). */
  kioskUnknownKeysPerAddress: { points: 30, duration: 15 * MINUTE, block: 15 * MINUTE },
  /**
   * Sealed batches posted from one address (issue 26): devices of a whole school hand over what they
   * queued when the Wi-Fi returns (a batch holds up to 256 KB of a student's answers), so this only
   * stops a flood of anonymous posts, each of which is opened with the server's private key.
   */
  sealedBatchesPerAddress: { points: 3000, duration: 10 * MINUTE, block: 10 * MINUTE },
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
  /**
   * Counts one action (or one try, before it is judged) on each counter, refusing (429) the one
   * too many. Each count is one atomic upsert, so parallel calls cannot pass a limit together;
   * a refused call gives back what it took from the other counters.
   */
  take(counters: Counter[], message?: (wait: string) => string): Promise<void>;
  /** Gives one point back to each counter (a try taken before it was judged, then judged right). */
  refund(counters: Counter[]): Promise<void>;
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
      const taken: Counter[] = [];
      for (const [name, who] of counters) {
        try {
          await limiter(name).consume(who);
          taken.push([name, who]);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          // A refused action does not use up the other counters.
          await this.refund(taken);
          throw refuse(err, message);
        }
      }
    },
    async refund(counters) {
      for (const [name, who] of counters) await limiter(name).reward(who);
    },
    async clear(counters) {
      for (const [name, who] of counters) await limiter(name).delete(who);
    },
  };
}
