import * as v from 'valibot';
import { extraMessages } from '../messages';
import { DELIVERY_SIGNATURE_HEADER } from './delivery';
import { endpoint } from './endpoint';
import { QUEUED_AT_HEADER } from './sync';

/**
 * Bulk delivery (issue 13): a device's outbox sends its backlog in rounds, one call per round,
 * each carrying the next queued request of up to BULK_MAX_REQUESTS students. The server runs
 * every request it carries through the app exactly as if it had come alone (its own key,
 * Idempotency-Key, X-Queued-At, signature, rate limits, checks and scoring), the requests of one
 * key one after another in the order given and those of different keys side by side, so the
 * saves of a round arrive together and the server's group commit stores them in one transaction.
 */

/**
 * The requests the outbox queues (paths under /api) and the method each is sent with: the only
 * ones a bulk delivery may carry. The outbox writes (OUTBOX_PATHS) and the queued sign-out.
 */
export const QUEUED_REQUEST_METHODS = {
  '/student/startquiz': 'POST',
  '/student/savequiz': 'POST',
  '/student/savesuperdiagnostic': 'POST',
  '/writingassignment/save': 'POST',
  '/user/logout': 'GET',
} as const;
export type QueuedPath = keyof typeof QUEUED_REQUEST_METHODS;
export const QUEUED_PATHS = Object.keys(QUEUED_REQUEST_METHODS) as QueuedPath[];

/** The request headers a carried request may have: what the outbox sends with one request alone. */
export const BULK_REQUEST_HEADERS = ['X-Api-Key', 'Idempotency-Key', QUEUED_AT_HEADER, DELIVERY_SIGNATURE_HEADER, 'Content-Type'] as const;
/** The answer headers passed back for each carried request. */
export const BULK_ANSWER_HEADERS = ['Content-Type', 'Idempotent-Replayed', 'Retry-After'] as const;

/** The bulk call's path under /api. */
export const BULK_DELIVERY_PATH = '/sync/deliver';
/** At most this many requests in one call (a round takes one entry of each of up to this many students). */
export const BULK_MAX_REQUESTS = 50;
/** The largest bulk call the server reads (the server's BODY_LIMITS.writing); the device keeps well under it. */
export const BULK_MAX_BODY_BYTES = 512 * 1024;
/** The longest header value a carried request may have (a key, a UUID, an ISO time, a signature: far less). */
const MAX_HEADER_CHARS = 1_000;

const HeaderValue = v.optional(
  v.pipe(
    v.string(extraMessages.bulkHeaderInvalid),
    v.maxLength(MAX_HEADER_CHARS, extraMessages.bulkHeaderInvalid),
    // What an HTTP header value may hold here: visible ASCII and spaces (a line break would split it).
    v.regex(/^[\x20-\x7e]*$/, extraMessages.bulkHeaderInvalid),
  ),
);

export const CarriedRequest = v.pipe(
  v.object({
    path: v.picklist(QUEUED_PATHS, extraMessages.bulkPathUnknown),
    method: v.picklist(['GET', 'POST'], extraMessages.bulkPathUnknown),
    headers: v.strictObject(
      Object.fromEntries(BULK_REQUEST_HEADERS.map((h) => [h, HeaderValue])) as Record<
        (typeof BULK_REQUEST_HEADERS)[number],
        typeof HeaderValue
      >,
      extraMessages.bulkHeaderUnknown,
    ),
    /** The body text exactly as the request alone would send it; none for a GET. */
    body: v.optional(v.nullable(v.string(extraMessages.bulkBodyInvalid))),
  }),
  v.check((r) => QUEUED_REQUEST_METHODS[r.path] === r.method, extraMessages.bulkPathUnknown),
  v.check((r) => r.method !== 'GET' || !r.body, extraMessages.bulkBodyInvalid),
);
export type CarriedRequest = v.InferOutput<typeof CarriedRequest>;

export const CarriedAnswer = v.object({
  status: v.number(),
  /** Only BULK_ANSWER_HEADERS, when the answer has them. */
  headers: v.record(v.string(), v.string()),
  /** The answer's body text, as it would have come alone. */
  body: v.string(),
});
export type CarriedAnswer = v.InferOutput<typeof CarriedAnswer>;

/**
 * POST /sync/deliver (our path): carries 1 to BULK_MAX_REQUESTS queued requests; answers 200
 * with each one's answer, in the same order. The call itself needs no key: each carried request
 * is signed in, checked and answered on its own. A call carrying a request the outbox never
 * sends (another path or method, another header) is refused whole: 400.
 */
export const deliverQueued = endpoint({
  method: 'POST',
  path: BULK_DELIVERY_PATH,
  body: v.object({
    requests: v.pipe(
      v.array(CarriedRequest, extraMessages.bulkRequestsList),
      v.minLength(1, extraMessages.bulkRequestsList),
      v.maxLength(BULK_MAX_REQUESTS, extraMessages.bulkRequestsList),
    ),
  }),
  response: v.object({ answers: v.array(CarriedAnswer) }),
});
