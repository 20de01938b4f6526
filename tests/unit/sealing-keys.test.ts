import { afterEach, describe, expect, it } from 'vitest';
import { configureSealing, newSealingPrivateKey, sealingKeys } from '../../src/server/features/sync/sealing';
import { seal, unseal } from '../../src/shared/api/sealedBox';

/**
 * The server's sealing keys from configuration (issue 26, README "Configuration"): the operator's
 * key is the one devices get; previous keys still open what was sealed before; a key that cannot
 * be read stops the start with a clear message.
 */

const noDb = {} as never;
afterEach(() => configureSealing(undefined, undefined));

describe('sealing keys from configuration', () => {
  it("SEALING_PRIVATE_KEY (base64 or PEM) is the key devices seal for; SEALING_PREVIOUS_KEYS still open older batches", async () => {
    const old = await newSealingPrivateKey();
    await configureSealing(old, undefined);
    const oldRing = await sealingKeys(noDb);
    const sealedBefore = await seal(oldRing.current, crypto.randomUUID(), 'sealed before the change');

    const current = await newSealingPrivateKey();
    const pem = `-----BEGIN PRIVATE KEY-----\n${current.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`;
    await configureSealing(pem, ` ${old} `);
    const ring = await sealingKeys(noDb);
    expect(ring.current.keyId).not.toBe(oldRing.current.keyId);
    const sealedAfter = await seal(ring.current, crypto.randomUUID(), 'sealed after');
    expect(await unseal(ring.privateKeyOf(sealedAfter.keyId)!, sealedAfter)).toBe('sealed after');
    expect(await unseal(ring.privateKeyOf(sealedBefore.keyId)!, sealedBefore)).toBe('sealed before the change');

    // Without the previous key, the old batch has no key here.
    await configureSealing(current, undefined);
    expect((await sealingKeys(noDb)).privateKeyOf(sealedBefore.keyId)).toBeNull();
  });

  it('a key that is not a P-256 private key stops the start with a clear message', async () => {
    await expect(configureSealing('A'.repeat(200), undefined)).rejects.toThrow(/SEALING_PRIVATE_KEY and SEALING_PREVIOUS_KEYS must be P-256 private keys/);
    await expect(configureSealing(await newSealingPrivateKey(), 'not-a-key')).rejects.toThrow(/SEALING_PRIVATE_KEY/);
  });
});
