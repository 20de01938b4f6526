import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * Delivery keys (src/client/offline/README.md, "Shared machines"). A student's device keeps one beside the
 * session; at sign-out every answer the student left queued is handed to it and the session key
 * is forgotten. The next person at the machine can read the delivery key, so it is narrow twice
 * over: the server takes it only to deliver queued writes and to sign out, and each of those
 * must carry the signature the device made of that queued entry while it still held the session
 * key. So it can send what the student queued, and nothing the student did not.
 */

/** A delivery key for the caller's session (students, with the session's own key). Our path: the spec has none. */
export const createDeliveryKey = endpoint({
  method: 'POST',
  path: '/user/deliverykey',
  response: v.object({
    deliveryKey: v.string(),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
    /** Issue 26: the server's public sealing key (./sealed.ts), so sign-out can seal the queue offline; absent from an older server. */
    sealingKey: v.optional(v.object({ keyId: v.string(), publicKey: v.string() })),
  }),
  changesNoRead: true,
});

/** Header of a request made with a delivery key: the signature of the queued entry it delivers. */
export const DELIVERY_SIGNATURE_HEADER = 'X-Delivery-Signature';

/** What a signature covers: the queued request as it is sent (path under /api, Idempotency-Key, X-Queued-At, body text). */
export interface QueuedRequest {
  method: string;
  path: string;
  key: string;
  queuedAt: string;
  /** The body exactly as sent: '' for a GET. */
  bodyText: string;
}

/** The body text of a queued request, as the outbox sends it. */
export const bodyTextOf = (method: string, body: unknown): string => (method === 'GET' ? '' : JSON.stringify(body));

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string): Promise<string> => hex(await crypto.subtle.digest('SHA-256', utf8(text)));

/**
 * HMAC-SHA-256 of the queued request, keyed with the SHA-256 of the session key: the device
 * computes it from the key it holds until sign-out, the server from the hash it stores.
 */
export async function signQueuedRequest(sessionKeyHash: string, request: QueuedRequest): Promise<string> {
  const key = await crypto.subtle.importKey('raw', utf8(sessionKeyHash), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = JSON.stringify([request.method, request.path, request.key, request.queuedAt, await sha256Hex(request.bodyText)]);
  return hex(await crypto.subtle.sign('HMAC', key, utf8(message)));
}
