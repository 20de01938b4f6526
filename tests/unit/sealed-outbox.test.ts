import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from '../../src/client/lib/localDb';
import { createOutbox, type Outcome, type SealedRow } from '../../src/client/offline/outbox';
import { keyIdOf, toBase64Url, unseal, type SealedBatch, type SealedPayloadShape, type SealingKey } from '../../src/shared/api/sealedBox';

/**
 * Sealed hand-over on the device (issue 26): after a student signs out with answers queued, the
 * local database holds nothing readable of theirs (no answer, name, session or delivery key), and
 * the sealed batches are delivered, retried and dropped as the server answers.
 */

const ANSWER_A = 'The cat sat on the mat quietly';
const ANSWER_B = 'Whom did you see at the library';
const USERNAME = 'jordan.lee.sealed';
const SESSION_KEY = 'session-key-of-jordan-0123456789';
const DELIVERY_KEY = 'delivery-key-of-jordan-9876543210';

let db: LocalDb;
let dbName = 0;
let clock: { now: number };
let outcomes: Outcome[];
let server: { key: SealingKey; privateKey: CryptoKey };
/** What the fake server got: each call's opened payload and X-Api-Key. */
let received: Array<{ payload: SealedPayloadShape; apiKey: string | undefined }>;
let answer: () => Response | 'network-error';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function serverKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { key: { keyId: await keyIdOf(raw), publicKey: toBase64Url(raw) }, privateKey: pair.privateKey };
}

const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input)).pathname.replace(/^\/api/, '');
  if (path !== '/sync/sealed') throw new Error(`unexpected ${path}`);
  const batch = JSON.parse(String(init!.body)) as SealedBatch;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  received.push({ payload: JSON.parse(await unseal(server.privateKey, batch)), apiKey: headers['X-Api-Key'] });
  const a = answer();
  if (a === 'network-error') throw new TypeError('Failed to fetch');
  return a;
}) as typeof fetch;

const make = () =>
  createOutbox({ db, fetch: fetchFake, baseUrl: 'http://sentence-lab.test/api', now: () => clock.now, random: () => 0.5, onOutcome: (o) => outcomes.push(o) });

const save = (userId: string, apiKey: string, quizID: string, text: string) => ({
  userId,
  apiKey,
  path: '/student/savequiz',
  body: { quizID, Answers: [{ questionID: 'q1', answer: text }] },
  label: `Pre-Test — ${quizID}`,
});

/** Everything in every store of the local database, as text. */
async function everything(): Promise<string> {
  const all = await Promise.all(db.tables.map(async (t) => JSON.stringify(await t.toArray())));
  return all.join('\n');
}

/** A signed-in student on the device, as session.ts keeps them, with two answers queued (one refused before, not yet told). */
async function signedInWithQueue() {
  await db.session.put({
    id: 'current',
    apiKey: SESSION_KEY,
    user: { id: 'user-a', username: USERNAME, first: 'Jordan', last: 'Lee' } as never,
    savedAt: new Date(clock.now).toISOString(),
    deliveryKey: { key: DELIVERY_KEY, expiresAt: new Date(clock.now + 86_400_000).toISOString(), obtainedAt: new Date(clock.now).toISOString() },
  });
  const outbox = make();
  const refused = await outbox.enqueue(save('user-a', SESSION_KEY, 'quiz-gone', ANSWER_B));
  await db.outbox.update(refused.seq!, { status: 'failed', failure: { status: 404, message: 'Not found.' }, reported: false });
  const queued = await outbox.enqueue(save('user-a', SESSION_KEY, 'quiz-1', ANSWER_A));
  // Another student's entry on the same device stays as it is.
  await outbox.enqueue(save('user-b', 'key-b', 'quiz-9', 'B answer'));
  return { outbox, refused, queued };
}

/** What session.ts does right after the sign-out hook: forgets the session row. */
const forgetSession = () => db.session.delete('current');

beforeEach(async () => {
  db = createLocalDb(`sealed-outbox-test-${++dbName}`);
  await db.open();
  clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  outcomes = [];
  received = [];
  server = await serverKeys();
  answer = () => json(200, { outcome: 'delivered', statuses: [200, 200, 200] });
});

afterEach(() => db.close());

describe('sealed hand-over at sign-out', () => {
  it('leaves no answer text, username, session key or delivery key anywhere in the local database', async () => {
    const { outbox } = await signedInWithQueue();
    expect(await everything()).toContain(ANSWER_A); // the check can fail: before, it is all there
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: 'device-1' });
    await forgetSession();

    const text = await everything();
    for (const secret of [ANSWER_A, ANSWER_B, USERNAME, 'Jordan', SESSION_KEY, DELIVERY_KEY, 'quiz-1', 'quiz-gone', 'Pre-Test — quiz-1']) expect(text).not.toContain(secret);
    // What stays: one sealed batch (routing fields and ciphertext), and the other student's entry untouched.
    const rows = (await outbox.sealedRows()) as SealedRow[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.batch).sort()).toEqual(['batchId', 'ct', 'epk', 'iv', 'keyId', 'v']);
    expect(rows[0]!.batch.keyId).toBe(server.key.keyId);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual(['user-b']);
  });

  it('the sealed batch holds the queue as the outbox would send it: the refusal report, the save, then the sign-out, all under the delivery key', async () => {
    const { outbox, refused, queued } = await signedInWithQueue();
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: 'device-1' });
    await forgetSession();
    await outbox.drain();

    const sealedCalls = received.filter((r) => r.payload.userId === 'user-a');
    expect(sealedCalls).toHaveLength(1);
    const { payload, apiKey } = sealedCalls[0]!;
    expect(apiKey).toBeUndefined();
    expect(payload.deviceID).toBe('device-1');
    expect(payload.requests.map((r) => [r.path, r.method, r.headers['X-Api-Key'], typeof r.headers['X-Delivery-Signature']])).toEqual([
      ['/student/syncfailure', 'POST', DELIVERY_KEY, 'string'],
      ['/student/savequiz', 'POST', DELIVERY_KEY, 'string'],
      ['/user/logout', 'GET', DELIVERY_KEY, 'string'],
    ]);
    expect(JSON.parse(payload.requests[0]!.body!)).toMatchObject({ key: refused.key, status: 404, message: 'Not found.' });
    expect(payload.requests[1]!.headers['Idempotency-Key']).toBe(queued.key);
    expect(payload.requests[1]!.body).toContain(ANSWER_A);
    expect(JSON.stringify(payload)).not.toContain(SESSION_KEY);
    // Delivered: the batch is gone; only the other student's entry was sent otherwise (not sealed).
    expect(await outbox.sealedRows()).toEqual([]);
    expect(outcomes.filter((o) => o.userId === 'user-a').map((o) => o.kind)).toEqual(['sent']);
  });

  it('a refusal already told to the teacher is simply dropped; with nothing queued the sign-out alone is sealed', async () => {
    const outbox = make();
    const told = await outbox.enqueue(save('user-a', SESSION_KEY, 'quiz-told', ANSWER_B));
    await db.outbox.update(told.seq!, { status: 'failed', failure: { status: 409, message: 'Taken.' }, reported: true });
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: null });
    expect(await everything()).not.toContain(ANSWER_B);
    await outbox.drain();
    expect(received.map((r) => r.payload.requests.map((q) => q.path))).toEqual([['/user/logout']]);
  });

  it('a busy server or no network keeps the batch and backs off; a delivery after that removes it', async () => {
    const { outbox } = await signedInWithQueue();
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: null });
    await db.outbox.where('userId').equals('user-b').delete();

    answer = () => 'network-error';
    await outbox.drain();
    let [row] = await outbox.sealedRows();
    expect([row!.status, row!.attempts, row!.nextAttemptAt > clock.now]).toEqual(['pending', 1, true]);
    expect(await outbox.nextDue()).toBe(row!.nextAttemptAt);

    answer = () => json(503, { message: 'Busy.' });
    await outbox.drain({ force: true });
    [row] = await outbox.sealedRows();
    expect(row!.attempts).toBe(2);

    answer = () => json(200, { outcome: 'retry', statuses: [200, 503] });
    await outbox.drain({ force: true });
    expect((await outbox.sealedRows())[0]!.attempts).toBe(3);

    // Not due yet: nothing is sent without force.
    const before = received.length;
    await outbox.drain();
    expect(received.length).toBe(before);

    answer = () => json(200, { outcome: 'replayed', statuses: [200, 200] });
    clock.now += 10 * 60_000;
    await outbox.drain();
    expect(await outbox.sealedRows()).toEqual([]);
    expect(await outbox.nextDue()).toBeNull();
  });

  it('a batch the server cannot read (400) is dropped: no one ever could', async () => {
    const { outbox } = await signedInWithQueue();
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: null });
    answer = () => json(400, { message: 'This sealed batch of answers was sealed for another server key.' });
    await outbox.drain();
    expect(await outbox.sealedRows()).toEqual([]);
    expect(outcomes.find((o) => o.userId === 'user-a')).toMatchObject({ kind: 'failed', status: 400 });
  });

  it("a batch whose delivery key ended waits for that student to sign in here again, then goes with their new key", async () => {
    const { outbox } = await signedInWithQueue();
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: null });
    await forgetSession();
    await db.outbox.where('userId').equals('user-b').delete();
    answer = () => json(200, { outcome: 'signIn', statuses: [401] });
    await outbox.drain();
    expect((await outbox.sealedRows())[0]!.status).toBe('signIn');

    // Another student signs in: the batch stays, and is not sent with their key.
    await db.session.put({ id: 'current', apiKey: 'key-of-b', user: { id: 'user-b' } as never, savedAt: new Date(clock.now).toISOString() });
    await outbox.drain({ force: true });
    expect(received).toHaveLength(1);

    // The student themself signs in again.
    await db.session.put({ id: 'current', apiKey: 'new-key-a', user: { id: 'user-a' } as never, savedAt: new Date(clock.now).toISOString() });
    await outbox.reauthorize('user-a', 'new-key-a');
    answer = () => json(200, { outcome: 'delivered', statuses: [200, 200, 401] });
    await outbox.drain();
    expect(received.at(-1)!.apiKey).toBe('new-key-a');
    expect(await outbox.sealedRows()).toEqual([]);
  });

  it('a long queue is sealed in several batches under the size budget, delivered in order', async () => {
    const outbox = make();
    const big = 'x'.repeat(60_000);
    for (let n = 0; n < 10; n++) await outbox.enqueue(save('user-a', SESSION_KEY, `quiz-${n}`, `${big}-${n}`));
    await outbox.sealHandOver('user-a', SESSION_KEY, DELIVERY_KEY, server.key, { signOut: true, deviceID: null });
    const rows = await outbox.sealedRows();
    expect(rows.length).toBeGreaterThan(1);
    expect(await everything()).not.toContain(big.slice(0, 1000));
    await outbox.drain();
    const sent = received.flatMap((r) => r.payload.requests.map((q) => (q.body ? JSON.parse(q.body).quizID : q.path)));
    expect(sent).toEqual([...Array.from({ length: 10 }, (_, n) => `quiz-${n}`), '/user/logout']);
  });
});
