import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkSession, logout } from '../../src/shared/api/auth';
import { getAllClasses } from '../../src/shared/api/classes';
import { getQuizzesOfLesson } from '../../src/shared/api/content';
import { bodyTextOf, createDeliveryKey, DELIVERY_SIGNATURE_HEADER, signQueuedRequest } from '../../src/shared/api/delivery';
import { saveProfile, updateUserPassword } from '../../src/shared/api/account';
import { getStudentProgressReport } from '../../src/shared/api/progress';
import { getQuizResults } from '../../src/shared/api/quizzes';
import { OUTBOX_PATHS, QUEUED_AT_HEADER, reportSyncFailure } from '../../src/shared/api/sync';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { quizResults, studentSync, syncFailures, users } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { loginKey, registerStudent } from './support/fixtures';
import { selectRows, testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson } from './quizzes-fixtures';

/**
 * Delivery keys (src/client/offline/README.md, "Shared machines"): what a signed-out student's device keeps
 * so their queued answers still go out, and what it must not be able to do.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const advance = (ms: number) => void (srv.clock.now = new Date(srv.clock.now.getTime() + ms));
const PLEASE_LOGIN = { status: 401, body: { message: messages.pleaseLogin } };

async function mint(sessionKey: string) {
  const res = await request(srv.url, createDeliveryKey, { key: sessionKey });
  expect(res.status).toBe(200);
  return res.body as { deliveryKey: string; expiresAt: string };
}

interface Queued {
  method?: 'POST' | 'GET';
  path: string;
  body?: unknown;
  idem: string;
  queuedAt: string;
}

/** What the device does at sign-out: signs the queued request with the hash of the session key it still holds. */
const sign = (sessionKey: string, q: Queued) =>
  signQueuedRequest(sha256(sessionKey), {
    method: q.method ?? 'POST',
    path: q.path,
    key: q.idem,
    queuedAt: q.queuedAt,
    bodyText: bodyTextOf(q.method ?? 'POST', q.body ?? null),
  });

/** An outbox delivery as the outbox sends it, with the key it carries and, when given, the entry's signature. */
function deliver(key: string, q: Queued, signature?: string) {
  const method = q.method ?? 'POST';
  const headers: Record<string, string> = { 'Idempotency-Key': q.idem, [QUEUED_AT_HEADER]: q.queuedAt };
  if (signature) headers[DELIVERY_SIGNATURE_HEADER] = signature;
  return raw(`${srv.url}/api${q.path}`, {
    method,
    key,
    headers,
    rawBody: method === 'GET' ? undefined : bodyTextOf(method, q.body ?? null),
  });
}

/** A student with a delivery key and a practice-quiz save queued (and signed) before they signed out. */
async function signedOutStudent() {
  const room = await classroom(srv);
  const sessionKey = room.student.key;
  const { deliveryKey, expiresAt } = await mint(sessionKey);
  const { practice, lesson } = await firstLesson(srv, sessionKey);
  const save: Queued = {
    path: '/student/savequiz',
    body: { quizID: practice.id, Answers: answers(practice), Score: 0 },
    idem: 'entry-save-1',
    queuedAt: new Date(srv.clock.now.getTime() - 60_000).toISOString(),
  };
  const signOut: Queued = { method: 'GET', path: '/user/logout', idem: 'entry-logout-1', queuedAt: srv.clock.now.toISOString() };
  return {
    ...room,
    sessionKey,
    deliveryKey,
    expiresAt,
    practice,
    lesson,
    save,
    saveSignature: await sign(sessionKey, save),
    signOut,
    signOutSignature: await sign(sessionKey, signOut),
  };
}

const resultsOf = (studentID: string) => srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));

describe('getting a delivery key', () => {
  it('a student gets one for their session; only its SHA-256 is stored; it lasts 7 days', async () => {
    const { student } = await classroom(srv);
    const { deliveryKey, expiresAt } = await mint(student.key);
    expect(deliveryKey.length).toBeGreaterThanOrEqual(32);
    expect(deliveryKey).not.toBe(student.key);
    expect(expiresAt).toBe(new Date(srv.clock.now.getTime() + 7 * DAY_MS).toISOString());

    const rows = await selectRows<Record<string, unknown>>(srv.database, sql`select * from delivery_keys`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(sha256(deliveryKey));
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain(deliveryKey);
  });

  it('never outlives its session', async () => {
    const { student } = await classroom(srv);
    advance(27 * DAY_MS); // the session (30 days) has 3 left
    const { expiresAt } = await mint(student.key);
    expect(expiresAt).toBe(new Date(srv.clock.now.getTime() + 3 * DAY_MS).toISOString());
  });

  it('only students get one (teachers 403), and only with a session key: a delivery key cannot mint another', async () => {
    const { teacher, student } = await classroom(srv);
    expect((await request(srv.url, createDeliveryKey, { key: teacher.key })).status).toBe(403);
    const { deliveryKey } = await mint(student.key);
    expect(await request(srv.url, createDeliveryKey, { key: deliveryKey })).toEqual(PLEASE_LOGIN);
    expect(await request(srv.url, createDeliveryKey, {})).toEqual(PLEASE_LOGIN);
  });
});

describe('delivering with a delivery key', () => {
  it('saves a queued quiz exactly once under the student: a replay gets the stored answer', async () => {
    const s = await signedOutStudent();
    const first = await deliver(s.deliveryKey, s.save, s.saveSignature);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ quizID: s.practice.id, score: 100 });

    const again = await deliver(s.deliveryKey, s.save, s.saveSignature);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await resultsOf(s.student.user.id)).toHaveLength(1);

    // The teacher's sync view counts the delivery as the student's.
    const [sync] = await srv.database.db.select().from(studentSync).where(eq(studentSync.userID, s.student.user.id));
    expect(sync).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 0 });
  });

  it('a save first sent with the session key and replayed with the delivery key is still saved once', async () => {
    const s = await signedOutStudent();
    const online = await deliver(s.sessionKey, s.save);
    expect(online.status).toBe(200);
    const replay = await deliver(s.deliveryKey, s.save, s.saveSignature);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(online.body);
    expect(await resultsOf(s.student.user.id)).toHaveLength(1);
  });

  it('cannot send anything the student did not queue: no signature, another body or another session\'s signature is 401', async () => {
    const s = await signedOutStudent();
    expect(await deliver(s.deliveryKey, s.save)).toMatchObject(PLEASE_LOGIN);
    const wrongAnswers = { ...s.save, body: { quizID: s.practice.id, Answers: answers(s.practice, 0), Score: 0 } };
    expect(await deliver(s.deliveryKey, wrongAnswers, s.saveSignature)).toMatchObject(PLEASE_LOGIN);
    expect(await deliver(s.deliveryKey, { ...s.save, idem: 'entry-save-2' }, s.saveSignature)).toMatchObject(PLEASE_LOGIN);
    const otherSession = await loginKey(srv, s.student.user.username!);
    expect(await deliver(s.deliveryKey, s.save, await sign(otherSession, s.save))).toMatchObject(PLEASE_LOGIN);
    expect(await resultsOf(s.student.user.id)).toHaveLength(0);

    // The genuine entry still goes through afterwards.
    expect((await deliver(s.deliveryKey, s.save, s.saveSignature)).status).toBe(200);
  });

  it('is taken by every write the outbox queues', async () => {
    const s = await signedOutStudent();
    for (const path of OUTBOX_PATHS) {
      const q: Queued = { path, body: {}, idem: `entry-${path.replace(/\W/g, '')}`, queuedAt: s.save.queuedAt };
      // Past the key, an empty body is refused by the call's own checks: what matters is that it is not 401.
      const res = await deliver(s.deliveryKey, q, await sign(s.sessionKey, q));
      expect(res.status, path).not.toBe(401);
      expect(await deliver(s.deliveryKey, q), path).toMatchObject(PLEASE_LOGIN);
    }
  });

  it('reports a refused queued entry for the teacher, but only one the student queued', async () => {
    const s = await signedOutStudent();
    const report = {
      key: s.save.idem,
      path: s.save.path as (typeof OUTBOX_PATHS)[number],
      body: s.save.body,
      label: 'Practice Set 1',
      status: 404,
      message: 'Not found.',
      queuedAt: s.save.queuedAt,
    };
    const send = (body: typeof report, signature?: string) =>
      raw(`${srv.url}/api${reportSyncFailure.path}`, {
        method: 'POST',
        key: s.deliveryKey,
        body,
        headers: signature ? { [DELIVERY_SIGNATURE_HEADER]: signature } : {},
      });
    expect(await send({ ...report, key: 'made-up' }, s.saveSignature)).toMatchObject(PLEASE_LOGIN);
    expect(await send(report)).toMatchObject(PLEASE_LOGIN);
    expect((await send(report, s.saveSignature)).status).toBe(200);
    const stored = await srv.database.db.select().from(syncFailures).where(eq(syncFailures.userID, s.student.user.id));
    expect(stored.map((f) => f.key)).toEqual([s.save.idem]);
  });
});

describe('what a delivery key cannot do', () => {
  it('cannot read anything: session, quizzes, quiz states, classes, progress answer 401 even with a signature', async () => {
    const s = await signedOutStudent();
    const reads = [
      request(srv.url, checkSession, { key: s.deliveryKey }),
      request(srv.url, getQuizzesOfLesson, { key: s.deliveryKey, query: { lessonID: s.lesson.id } }),
      request(srv.url, getQuizResults, { key: s.deliveryKey, query: { lessonID: s.lesson.id } }),
      request(srv.url, getAllClasses, { key: s.deliveryKey }),
      request(srv.url, getStudentProgressReport, { key: s.deliveryKey, query: { lessonFilter: 'all' } }),
    ];
    for (const res of await Promise.all(reads)) expect(res).toEqual(PLEASE_LOGIN);
    // A signature does not open other doors.
    const asRead: Queued = { path: '/user/checksession', idem: 'x', queuedAt: s.save.queuedAt };
    expect(await deliver(s.deliveryKey, asRead, await sign(s.sessionKey, asRead))).toMatchObject(PLEASE_LOGIN);
    // The control: the session key reads the same things.
    expect((await request(srv.url, checkSession, { key: s.sessionKey })).status).toBe(200);
  });

  it('cannot change the profile or the password', async () => {
    const s = await signedOutStudent();
    const profile = await request(srv.url, saveProfile, {
      key: s.deliveryKey,
      body: { id: s.student.user.id, first: 'Hacked', last: 'Name', username: s.student.user.username },
    });
    expect(profile).toEqual(PLEASE_LOGIN);
    const password = await request(srv.url, updateUserPassword, { key: s.deliveryKey, body: { password: 'taken99' } });
    expect(password).toEqual(PLEASE_LOGIN);
    const [row] = await srv.database.db.select().from(users).where(eq(users.id, s.student.user.id));
    expect(row!.first).toBe(s.student.user.first);
    expect((await loginKey(srv, s.student.user.username!)).length).toBeGreaterThan(0);
  });

  it('expires after 7 days', async () => {
    const s = await signedOutStudent();
    advance(7 * DAY_MS - 1000);
    const q = { ...s.save, idem: 'entry-late' };
    const signature = await sign(s.sessionKey, q);
    advance(1000);
    expect(await deliver(s.deliveryKey, q, signature)).toMatchObject(PLEASE_LOGIN);
    expect(await deliver(s.deliveryKey, s.signOut, s.signOutSignature)).toMatchObject(PLEASE_LOGIN);
    // The control: a day earlier it delivered.
    advance(-DAY_MS);
    expect((await deliver(s.deliveryKey, q, signature)).status).toBe(200);
  });
});

describe('signing out', () => {
  it('with the delivery key revokes the session key and the delivery key', async () => {
    const s = await signedOutStudent();
    expect((await deliver(s.deliveryKey, s.save, s.saveSignature)).status).toBe(200);
    const out = await deliver(s.deliveryKey, s.signOut, s.signOutSignature);
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(await request(srv.url, checkSession, { key: s.sessionKey })).toEqual(PLEASE_LOGIN);
    expect(await deliver(s.deliveryKey, s.save, s.saveSignature)).toMatchObject(PLEASE_LOGIN);
    expect(await deliver(s.deliveryKey, s.signOut, s.signOutSignature)).toMatchObject(PLEASE_LOGIN);
  });

  it('with the session key ends its delivery keys too', async () => {
    const s = await signedOutStudent();
    expect((await request(srv.url, logout, { key: s.sessionKey })).status).toBe(200);
    expect(await deliver(s.deliveryKey, s.save, s.saveSignature)).toMatchObject(PLEASE_LOGIN);
  });

  it('another student\'s delivery key cannot sign this one out', async () => {
    const s = await signedOutStudent();
    const other = await registerStudent(srv, s.cls.code);
    const { deliveryKey } = await mint(other.key);
    expect(await deliver(deliveryKey, s.signOut, s.signOutSignature)).toMatchObject(PLEASE_LOGIN);
    expect((await request(srv.url, checkSession, { key: s.sessionKey })).status).toBe(200);
  });
});
