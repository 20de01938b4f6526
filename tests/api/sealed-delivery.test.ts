import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyTextOf, createDeliveryKey, DELIVERY_SIGNATURE_HEADER, signQueuedRequest } from '../../src/shared/api/delivery';
import { getSealingKey } from '../../src/shared/api/sealed';
import { keyIdOf, seal, SEALED_FORMAT, toBase64Url, type SealedBatch, type SealedPayloadShape, type SealedRequestShape, type SealingKey } from '../../src/shared/api/sealedBox';
import { reportBacklog, QUEUED_AT_HEADER } from '../../src/shared/api/sync';
import { extraMessages } from '../../src/shared/messages';
import { deviceBacklogs, quizResults, sealedBatches, sessions, syncFailures } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { loginKey } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson } from './quizzes-fixtures';

/**
 * Sealed hand-over (issue 26, shared/api/sealed.ts): a signed-out student's queued answers leave
 * the device only as a batch sealed for the server; the server opens it, checks it is one
 * student's, runs it as the outbox would and applies it once. Over HTTP, on the real database.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DEVICE = 'sealed-device-1';

async function serverKey(): Promise<SealingKey> {
  const res = await request(srv.url, getSealingKey, {});
  expect(res.status).toBe(200);
  return res.body as SealingKey;
}

/** A queued request as the device seals it: signed with the session key's hash, carrying the delivery key. */
async function queued(
  sessionKey: string,
  deliveryKey: string,
  q: { path: string; method?: 'GET' | 'POST'; idem: string; body?: unknown; queuedAt?: string },
): Promise<SealedRequestShape> {
  const method = q.method ?? 'POST';
  const queuedAt = q.queuedAt ?? srv.clock.now.toISOString();
  const bodyText = bodyTextOf(method, q.body ?? null);
  const signature = await signQueuedRequest(sha256(sessionKey), { method, path: q.path, key: q.idem, queuedAt, bodyText });
  return {
    path: q.path,
    method,
    headers: {
      'X-Api-Key': deliveryKey,
      [DELIVERY_SIGNATURE_HEADER]: signature,
      'Idempotency-Key': q.idem,
      [QUEUED_AT_HEADER]: queuedAt,
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'GET' ? null : bodyText,
  };
}

async function sealed(key: SealingKey, userId: string, requests: SealedRequestShape[], batchId = crypto.randomUUID()): Promise<SealedBatch> {
  const payload: SealedPayloadShape = { v: SEALED_FORMAT, batchId, userId, deviceID: DEVICE, requests };
  return seal(key, batchId, JSON.stringify(payload));
}

const deliver = (batch: unknown, key?: string) => raw(`${srv.url}/api/sync/sealed`, { method: 'POST', body: batch, key });

/** A student who queued a practice-quiz save, then signed out with a delivery key: their sealed batch. */
async function signedOutStudent() {
  const room = await classroom(srv);
  const sessionKey = room.student.key;
  const minted = await request(srv.url, createDeliveryKey, { key: sessionKey });
  expect(minted.status).toBe(200);
  const deliveryKey: string = minted.body.deliveryKey;
  const { practice } = await firstLesson(srv, sessionKey);
  // The device told the teacher what waits there while the student was signed in.
  const told = await request(srv.url, reportBacklog, {
    key: sessionKey,
    body: { deviceID: DEVICE, counts: { quizzes: 1 }, oldestQueuedAt: srv.clock.now.toISOString() },
  });
  expect(told.status).toBe(200);
  const requests = [
    await queued(sessionKey, deliveryKey, { path: '/student/savequiz', idem: 'sealed-save-1', body: { quizID: practice.id, Answers: answers(practice), Score: 0 } }),
    await queued(sessionKey, deliveryKey, { path: '/user/logout', method: 'GET', idem: 'sealed-logout-1' }),
  ];
  const key = await serverKey();
  return { ...room, sessionKey, deliveryKey, practice, requests, key, batch: await sealed(key, room.student.user.id, requests) };
}

const resultsOf = (studentID: string) => srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));
const sessionRevoked = async (studentID: string) =>
  (await srv.database.db.select().from(sessions).where(eq(sessions.userID, studentID))).map((s) => s.revokedAt !== null);

describe('the server key for sealing', () => {
  it('is public, the same on every call, and a P-256 point named by its hash', async () => {
    const a = await serverKey();
    const b = await serverKey();
    expect(a).toEqual(b);
    expect(a.keyId).toBe(await keyIdOf(Uint8Array.from(Buffer.from(a.publicKey, 'base64url'))));
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
  });

  it('comes with every delivery key, so a device that can sign out offline can also seal', async () => {
    const { student } = await classroom(srv);
    const minted = await request(srv.url, createDeliveryKey, { key: student.key });
    expect(minted.status).toBe(200);
    expect(minted.body.sealingKey).toEqual(await serverKey());
  });
});

describe('delivering a sealed batch', () => {
  it('opens it, applies the save once and signs the student out; the same batch again applies nothing new', async () => {
    const { student, batch } = await signedOutStudent();
    const first = await deliver(batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ outcome: 'delivered', statuses: [200, 200] });
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect(await sessionRevoked(student.user.id)).toEqual([true]);
    // The device's "waiting" row for the teacher is cleared with it.
    expect(await srv.database.db.select().from(deviceBacklogs).where(eq(deviceBacklogs.studentID, student.user.id))).toEqual([]);

    const again = await deliver(batch);
    expect(again.body).toEqual({ outcome: 'replayed', statuses: [200, 200] });
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect(await srv.database.db.select().from(sealedBatches)).toHaveLength(1);
  });

  it('the same entries sealed again (new ciphertext) after delivery apply nothing: the delivery key ended with the sign-out', async () => {
    const { student, batch, requests, key } = await signedOutStudent();
    expect((await deliver(batch)).body.outcome).toBe('delivered');
    const resealed = await deliver(await sealed(key, student.user.id, requests));
    expect(resealed.status).toBe(200);
    expect(resealed.body.outcome).toBe('signIn');
    expect(await resultsOf(student.user.id)).toHaveLength(1);
  });

  it('delivered batches are remembered 90 days, then swept', async () => {
    const first = await signedOutStudent();
    expect((await deliver(first.batch)).body.outcome).toBe('delivered');
    srv.clock.now = new Date(srv.clock.now.getTime() + 91 * 24 * 60 * 60 * 1000);
    const second = await signedOutStudent();
    expect((await deliver(second.batch)).body.outcome).toBe('delivered');
    const kept = await srv.database.db.select().from(sealedBatches);
    expect(kept.map((k) => k.userID)).toEqual([second.student.user.id]);
  });

  it('two deliveries of one batch at once still save once', async () => {
    const { student, batch } = await signedOutStudent();
    const both = await Promise.all([deliver(batch), deliver(batch)]);
    for (const answer of both) expect(answer.status).toBe(200);
    expect(both.map((a) => a.body.outcome).sort()).toEqual(expect.arrayContaining(['delivered']));
    expect(await resultsOf(student.user.id)).toHaveLength(1);
  });

  it('a changed batch is refused with 400 and applies nothing (ciphertext, batch id, ephemeral key)', async () => {
    const { student, batch } = await signedOutStudent();
    const flip = (text: string) => (text[10] === 'A' ? 'B' : 'A');
    const tampered: SealedBatch[] = [
      { ...batch, ct: batch.ct.slice(0, 10) + flip(batch.ct) + batch.ct.slice(11) },
      { ...batch, batchId: crypto.randomUUID() },
      { ...batch, iv: toBase64Url(crypto.getRandomValues(new Uint8Array(12))) },
      { ...batch, epk: (await serverKey()).publicKey },
    ];
    for (const changed of tampered) {
      const res = await deliver(changed);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: extraMessages.sealedBatchUnreadable });
    }
    expect(await resultsOf(student.user.id)).toHaveLength(0);
    expect(await sessionRevoked(student.user.id)).toEqual([false]);
  });

  it('a batch sealed for another server key is refused with 400', async () => {
    const { student, requests } = await signedOutStudent();
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const other: SealingKey = { keyId: await keyIdOf(rawKey), publicKey: toBase64Url(rawKey) };
    const res = await deliver(await sealed(other, student.user.id, requests));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: extraMessages.sealedBatchOtherKey });
    // Sealed for another key but labelled with ours: it does not open.
    const relabelled = await sealed({ ...other, keyId: (await serverKey()).keyId }, student.user.id, requests);
    expect((await deliver(relabelled)).status).toBe(400);
    expect(await resultsOf(student.user.id)).toHaveLength(0);
  });

  it('a batch that unpacks to more than a device ever seals (a gzip bomb) is refused with 400', async () => {
    const { student, requests, key } = await signedOutStudent();
    const batchId = crypto.randomUUID();
    const huge = JSON.stringify({ v: SEALED_FORMAT, batchId, userId: student.user.id, deviceID: null, requests, pad: ' '.repeat(20 * 1024 * 1024) });
    const res = await deliver(await seal(key, batchId, huge));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: extraMessages.sealedBatchUnreadable });
    expect(await resultsOf(student.user.id)).toHaveLength(0);
  });

  it('bad envelopes are 400 with a message, never 500', async () => {
    const key = await serverKey();
    for (const body of [{}, { v: 2 }, { v: 1, keyId: key.keyId, batchId: 'x', epk: '', iv: '', ct: '' }, 'text', null]) {
      const res = await deliver(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it("a batch naming another student than its delivery key's is refused; one with signatures the device did not make saves nothing", async () => {
    const { student, requests, key, deliveryKey, practice } = await signedOutStudent();
    const other = await classroom(srv);
    expect((await deliver(await sealed(key, other.student.user.id, requests))).status).toBe(400);

    // Anyone can seal for the server: what decides is the signature made with the session key.
    const forged = await queued('not-the-session-key', deliveryKey, {
      path: '/student/savequiz',
      idem: 'forged-1',
      body: { quizID: practice.id, Answers: answers(practice), Score: 0 },
    });
    const res = await deliver(await sealed(key, student.user.id, [forged]));
    expect(res.body).toEqual({ outcome: 'signIn', statuses: [401] });
    expect(await resultsOf(student.user.id)).toHaveLength(0);
  });

  it('a refusal the teacher was not told of goes in the batch as its report and is kept', async () => {
    const { student, sessionKey, deliveryKey, key } = await signedOutStudent();
    const report = { key: 'refused-1', path: '/student/savequiz', body: { quizID: 'gone' }, label: 'Pre-Test', status: 404, message: 'Not found.', queuedAt: srv.clock.now.toISOString() };
    const signature = await signQueuedRequest(sha256(sessionKey), {
      method: 'POST',
      path: report.path,
      key: report.key,
      queuedAt: report.queuedAt,
      bodyText: bodyTextOf('POST', report.body),
    });
    const request: SealedRequestShape = {
      path: '/student/syncfailure',
      method: 'POST',
      headers: { 'X-Api-Key': deliveryKey, [DELIVERY_SIGNATURE_HEADER]: signature, 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    };
    const res = await deliver(await sealed(key, student.user.id, [request]));
    expect(res.body).toEqual({ outcome: 'delivered', statuses: [200] });
    const kept = await srv.database.db.select().from(syncFailures).where(eq(syncFailures.userID, student.user.id));
    expect(kept.map((k) => k.key)).toEqual(['refused-1']);
  });

  it('after the delivery key ended (sessions revoked) the batch waits; the student signed in again delivers it with their new key, once', async () => {
    const { student, batch } = await signedOutStudent();
    await srv.database.db.update(sessions).set({ revokedAt: srv.clock.now }).where(eq(sessions.userID, student.user.id));
    await srv.database.db.delete(deviceBacklogs);
    const waiting = await deliver(batch);
    expect(waiting.body).toEqual({ outcome: 'signIn', statuses: [401] });
    expect(await resultsOf(student.user.id)).toHaveLength(0);
    // The teacher sees what waits in it (counts only), as the device would have told.
    const backlog = await srv.database.db.select().from(deviceBacklogs).where(eq(deviceBacklogs.studentID, student.user.id));
    expect(backlog.map((b) => [b.deviceID, b.counts])).toEqual([[DEVICE, { quizzes: 1, writing: 0, diagnostic: 0 }]]);

    // Someone else's key does not stand in for it.
    const other = await classroom(srv);
    expect((await deliver(batch, other.student.key)).body.outcome).toBe('signIn');

    const newKey = await loginKey(srv, student.user.username!);
    const res = await deliver(batch, newKey);
    // The save goes with the new key; the old sign-out has nothing left to end (401), the new session stays.
    expect(res.body).toEqual({ outcome: 'delivered', statuses: [200, 401] });
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect((await deliver(batch, newKey)).body.outcome).toBe('replayed');
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect((await raw(`${srv.url}/api/user/checksession`, { method: 'POST', key: newKey })).status).toBe(200);
  });
});
