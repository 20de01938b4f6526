/**
 * The sealing of sealed batches (issue 26; the contract: ./sealed.ts). WebCrypto only, no
 * schemas: the outbox (page and service worker) takes it without valibot.
 */

export const SEALED_FORMAT = 1;
/** The AES-GCM additional data and HKDF info say what a batch is, so no other ciphertext passes for one. */
const HKDF_INFO = 'sentence-lab sealed outbox v1';
/** A device keeps each sealed batch's plain JSON at most this big (before gzip): several batches when more waits. */
export const SEALED_BATCH_BUDGET_BYTES = 256 * 1024;
/** At most this many requests in one sealed batch. */
export const SEALED_MAX_REQUESTS = 200;

/** The path of the server's public key, and of delivering a sealed batch (under /api; our paths). */
export const SEALING_KEY_PATH = '/sync/sealingkey';
export const SEALED_DELIVERY_PATH = '/sync/sealed';

const utf8 = new TextEncoder();

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The server's public sealing key, as the device keeps it. */
export interface SealingKey {
  /** base64url of the SHA-256 of the raw public key, first 16 bytes: which server key sealed a batch. */
  keyId: string;
  /** base64url of the raw (uncompressed) P-256 public point, 65 bytes. */
  publicKey: string;
}

/** What the device keeps and sends: routing fields and ciphertext only. */
export interface SealedBatch {
  v: typeof SEALED_FORMAT;
  keyId: string;
  batchId: string;
  /** The batch's ephemeral public key (raw P-256 point). */
  epk: string;
  iv: string;
  ct: string;
}

export const keyIdOf = async (rawPublicKey: Uint8Array<ArrayBuffer>): Promise<string> =>
  toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', rawPublicKey)).subarray(0, 16));

const additionalData = (b: Pick<SealedBatch, 'v' | 'keyId' | 'batchId'>) => utf8.encode(JSON.stringify([HKDF_INFO, b.v, b.keyId, b.batchId]));

async function aesKeyOf(secret: ArrayBuffer, epk: Uint8Array<ArrayBuffer>, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epk, info: utf8.encode(HKDF_INFO) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** At most this much comes out of a batch's gzip (its plain JSON is kept under SEALED_BATCH_BUDGET_BYTES): no bomb. */
export const SEALED_MAX_PLAIN_BYTES = 4 * SEALED_BATCH_BUDGET_BYTES + 1024 * 1024;

async function pipeThrough(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
  maxBytes = Infinity,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      throw new Error('too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Seals `plaintext` for the holder of the private half of `key`. Nothing that could open it is kept. */
export async function seal(key: SealingKey, batchId: string, plaintext: string): Promise<SealedBatch> {
  const serverKey = await crypto.subtle.importKey('raw', fromBase64Url(key.publicKey), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair;
  const epk = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, pair.privateKey, 256);
  const aes = await aesKeyOf(secret, epk, 'encrypt');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const routing = { v: SEALED_FORMAT, keyId: key.keyId, batchId } as const;
  const packed = await pipeThrough(utf8.encode(plaintext), new CompressionStream('gzip'));
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(routing) }, aes, packed);
  return { ...routing, epk: toBase64Url(epk), iv: toBase64Url(iv), ct: toBase64Url(ct) };
}

/** Opens a sealed batch with the server's private key; throws when it was changed or sealed for another key. */
export async function unseal(privateKey: CryptoKey, batch: SealedBatch): Promise<string> {
  const epkBytes = fromBase64Url(batch.epk);
  const epk = await crypto.subtle.importKey('raw', epkBytes, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: epk }, privateKey, 256);
  const aes = await aesKeyOf(secret, epkBytes, 'decrypt');
  const packed = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(batch.iv), additionalData: additionalData(batch) }, aes, fromBase64Url(batch.ct));
  return new TextDecoder().decode(await pipeThrough(new Uint8Array(packed), new DecompressionStream('gzip'), SEALED_MAX_PLAIN_BYTES));
}

/** The refused-entry report is carried too: a refusal the teacher was not told of goes with the batch. */
export const SEALED_REPORT_PATH = '/student/syncfailure';

/** One request inside a sealed batch, as the outbox writes it (the server checks it against ./sealed.ts SealedRequest). */
export interface SealedRequestShape {
  path: string;
  method: 'GET' | 'POST';
  headers: Partial<Record<string, string>>;
  body: string | null;
}

/** What a sealed batch holds once opened (the server checks it against ./sealed.ts SealedPayload). */
export interface SealedPayloadShape {
  v: typeof SEALED_FORMAT;
  batchId: string;
  userId: string;
  deviceID: string | null;
  requests: SealedRequestShape[];
}

/** The server's answer to a sealed batch (./sealed.ts SealedOutcome). */
export interface SealedOutcomeShape {
  outcome: 'delivered' | 'replayed' | 'retry' | 'signIn';
  statuses: number[];
}
