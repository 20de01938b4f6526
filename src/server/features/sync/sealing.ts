import { eq } from 'drizzle-orm';
import { keyIdOf, toBase64Url, fromBase64Url, type SealingKey } from '../../../shared/api/sealedBox';
import type { Db } from '../../db/open';
import { serverSecrets } from '../../db/schema';

/**
 * The server's key pair for sealed batches (issue 26, shared/api/sealed.ts): ECDH P-256. Devices
 * get the public half (GET /api/sync/sealingkey) and seal a signed-out student's queued answers
 * with it; only the private half opens them. Every process that may receive a batch must hold the
 * same private key:
 * - SEALING_PRIVATE_KEY (base64 PKCS#8, or PEM) when set: the operator's key, kept outside the
 *   database (production: a secret store), the same for every process;
 * - else one made at random on first use and kept in the database (server_secrets
 *   'sealing-key'), so every process on that database and every restart reads the same one.
 * SEALING_PREVIOUS_KEYS (comma-separated, same format) keeps old keys able to open batches that
 * devices sealed before a change of key; devices take the new public key at their next sign-in.
 */

export interface SealingKeyRing {
  current: SealingKey;
  /** The private key of a key id this server holds, or null. */
  privateKeyOf(keyId: string): CryptoKey | null;
}

const SECRET_NAME = 'sealing-key';

/** PKCS#8 DER from base64 or PEM text. */
function pkcs8Of(text: string): Uint8Array<ArrayBuffer> {
  const body = text.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, '').replace(/\s+/g, '');
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** A private key and its public half from PKCS#8 (the public point is read from its JWK form). */
export async function sealingPairOf(pkcs8: Uint8Array<ArrayBuffer>): Promise<{ key: SealingKey; privateKey: CryptoKey }> {
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const extractable = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, true, ['deriveBits']);
  const jwk = await crypto.subtle.exportKey('jwk', extractable);
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  const raw = new Uint8Array([4, ...fromBase64Url(jwk.x), ...fromBase64Url(jwk.y)]);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['deriveBits']);
  return { key: { keyId: await keyIdOf(raw), publicKey: toBase64Url(raw) }, privateKey };
}

/** A new private key, base64 PKCS#8 (what SEALING_PRIVATE_KEY holds). */
export async function newSealingPrivateKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
}

async function ringOf(current: string, previous: string[]): Promise<SealingKeyRing> {
  const main = await sealingPairOf(pkcs8Of(current));
  const all = new Map<string, CryptoKey>([[main.key.keyId, main.privateKey]]);
  for (const text of previous) {
    const old = await sealingPairOf(pkcs8Of(text));
    if (!all.has(old.key.keyId)) all.set(old.key.keyId, old.privateKey);
  }
  return { current: main.key, privateKeyOf: (keyId) => all.get(keyId) ?? null };
}

let configured: Promise<SealingKeyRing> | null = null;

/**
 * The operator's keys (main.ts, from SEALING_PRIVATE_KEY and SEALING_PREVIOUS_KEYS); checked at
 * once, so a key that cannot be read stops the start with a clear message.
 */
export async function configureSealing(privateKey: string | undefined, previous: string | undefined): Promise<void> {
  if (!privateKey) {
    configured = null;
    return;
  }
  const olds = (previous ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const ring = ringOf(privateKey, olds);
  try {
    await ring;
  } catch {
    throw new Error('Invalid configuration:\n  SEALING_PRIVATE_KEY and SEALING_PREVIOUS_KEYS must be P-256 private keys, PKCS#8 in base64 or PEM (see README "Configuration")');
  }
  configured = ring;
}

const stored = new WeakMap<Db, Promise<SealingKeyRing>>();

/** The key ring: the configured one, else the one kept in the database (made on first use). */
export function sealingKeys(db: Db): Promise<SealingKeyRing> {
  if (configured) return configured;
  let ring = stored.get(db);
  if (!ring) {
    ring = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: await newSealingPrivateKey() })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      return ringOf(row!.value, []);
    })();
    // A failed read is tried again next time rather than remembered.
    ring.catch(() => stored.delete(db));
    stored.set(db, ring);
  }
  return ring;
}
