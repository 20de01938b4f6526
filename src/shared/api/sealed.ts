import * as v from 'valibot';
import { extraMessages } from '../messages';
import { HeaderValue } from './bulkDelivery';
import { endpoint } from './endpoint';
import { BULK_REQUEST_HEADERS, QUEUED_PATHS, QUEUED_REQUEST_METHODS } from './sync';
import { SEALED_DELIVERY_PATH, SEALED_FORMAT, SEALED_MAX_REQUESTS, SEALED_REPORT_PATH, SEALING_KEY_PATH, type SealedBatch as SealedBatchShape, type SealingKey as SealingKeyShape } from './sealedBox';

/**
 * Sealed hand-over (issue 26, src/client/offline/README.md → "Shared machines"): when a student signs out of a
 * shared device with answers still queued, the device seals them for the server and keeps only the
 * sealed batch. ECIES with WebCrypto on both sides: a fresh ECDH P-256 key pair per batch, its
 * secret with the server's public key through HKDF-SHA-256 gives an AES-256-GCM key; the batch is
 * gzip-compressed, encrypted, and its routing fields (format, server key id, batch id) are the
 * AES-GCM additional data, so none of them can be changed either. The device throws the batch's
 * private half away at once: from then on only the server's private key opens the batch. Inside
 * it: the queued requests exactly as the outbox would send them with the student's delivery key
 * and signatures (./delivery.ts), in order, ending with the sign-out; the delivery key itself
 * thus leaves the device with the student.
 */

/** The server's public sealing key, as the device keeps it. */
export const SealingKey: v.GenericSchema<SealingKeyShape, SealingKeyShape> = v.object({
  /** base64url of the SHA-256 of the raw public key, first 16 bytes: which server key sealed a batch. */
  keyId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/)),
  /** base64url of the raw (uncompressed) P-256 public point, 65 bytes. */
  publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/)),
});

const b64 = (max: number) => v.pipe(v.string(extraMessages.sealedBatchUnreadable), v.maxLength(max, extraMessages.sealedBatchUnreadable), v.regex(/^[A-Za-z0-9_-]+$/, extraMessages.sealedBatchUnreadable));

/** What the device keeps and sends: routing fields and ciphertext only. */
export const SealedBatch: v.GenericSchema<SealedBatchShape, SealedBatchShape> = v.object({
  v: v.literal(SEALED_FORMAT, extraMessages.sealedBatchUnreadable),
  keyId: b64(22),
  batchId: v.pipe(v.string(extraMessages.sealedBatchUnreadable), v.uuid(extraMessages.sealedBatchUnreadable)),
  /** The batch's ephemeral public key (raw P-256 point). */
  epk: b64(87),
  iv: b64(16),
  ct: b64(700_000),
});


/** One request inside a sealed batch: a queued request (as a bulk call carries it) or a refusal report. */
export const SealedRequest = v.pipe(
  v.object({
    path: v.picklist([...QUEUED_PATHS, SEALED_REPORT_PATH]),
    method: v.picklist(['GET', 'POST']),
    headers: v.strictObject(
      Object.fromEntries(BULK_REQUEST_HEADERS.map((h) => [h, HeaderValue])) as Record<(typeof BULK_REQUEST_HEADERS)[number], typeof HeaderValue>,
    ),
    body: v.optional(v.nullable(v.string())),
  }),
  v.check((r) => (r.path === SEALED_REPORT_PATH ? r.method === 'POST' : QUEUED_REQUEST_METHODS[r.path] === r.method)),
  v.check((r) => r.method !== 'GET' || !r.body),
);
export type SealedRequest = v.InferOutput<typeof SealedRequest>;

/** What a sealed batch holds once opened. */
export const SealedPayload = v.object({
  v: v.literal(SEALED_FORMAT),
  /** The same batch id as outside (a batch cannot be re-labelled). */
  batchId: v.string(),
  userId: v.pipe(v.string(), v.uuid()),
  /** This device's backlog id (./sync.ts reportBacklog), so the server clears the "waiting on a device" row on delivery. */
  deviceID: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/))),
  requests: v.pipe(v.array(SealedRequest), v.minLength(1), v.maxLength(SEALED_MAX_REQUESTS)),
});
export type SealedPayload = v.InferOutput<typeof SealedPayload>;

/** GET /sync/sealingkey: the server's public key for sealed batches (anyone; it is public). */
export const getSealingKey = endpoint({
  method: 'GET',
  path: SEALING_KEY_PATH,
  response: SealingKey,
});

/**
 * What came of a sealed batch: 'delivered' (every request answered for good, now or before:
 * 'replayed'); 'retry' (the server was busy for one of them: send the batch again later, what
 * went through is replayed by its Idempotency-Key); 'signIn' (the delivery key ended before the
 * batch came: it waits for that student to sign in on this device again and is sent with their
 * new key). `statuses`: each request's answer status, as far as it ran.
 */
export const SealedOutcome = v.object({
  outcome: v.picklist(['delivered', 'replayed', 'retry', 'signIn']),
  statuses: v.array(v.number()),
});
export type SealedOutcome = v.InferOutput<typeof SealedOutcome>;

/**
 * POST /sync/sealed: delivers a sealed batch. Needs no key (the batch carries its own); a signed-in
 * student may send their own batch with their session key (X-Api-Key), which then stands in for a
 * delivery key that ended. A batch changed on the way, or sealed for a key this server does not
 * hold: 400.
 */
export const deliverSealed = endpoint({
  method: 'POST',
  path: SEALED_DELIVERY_PATH,
  body: SealedBatch,
  response: SealedOutcome,
});
