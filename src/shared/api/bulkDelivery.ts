import * as v from 'valibot';
import { extraMessages } from '../messages';
import { endpoint } from './endpoint';
import { BULK_DELIVERY_PATH, BULK_MAX_REQUESTS, BULK_REQUEST_HEADERS, QUEUED_PATHS, QUEUED_REQUEST_METHODS } from './sync';

/**
 * Bulk delivery (issue 13): a device's outbox sends its backlog in rounds, one call per round,
 * each carrying the next queued request of up to BULK_MAX_REQUESTS students. The server runs
 * every request it carries through the app exactly as if it had come alone (its own key,
 * Idempotency-Key, X-Queued-At, signature, rate limits, checks and scoring), the requests of one
 * key one after another in the order given and those of different keys side by side, so the
 * saves of a round arrive together and the server's group commit stores them in one transaction.
 * Its limits and lists are in ./sync.ts, where the outbox (page and worker) takes them without
 * these schemas.
 */

/** The longest header value a carried request may have (a key, a UUID, an ISO time, a signature: far less). */
const MAX_HEADER_CHARS = 1_000;

export const HeaderValue = v.optional(
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
