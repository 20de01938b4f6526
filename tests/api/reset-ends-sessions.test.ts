import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { bodyTextOf, createDeliveryKey, DELIVERY_SIGNATURE_HEADER, signQueuedRequest } from '../../src/shared/api/delivery';
import { QUEUED_AT_HEADER } from '../../src/shared/api/sync';
import { bulkResetPasswords } from '../../src/shared/api/roster';
import { updateStudentPassword } from '../../src/shared/api/students';
import { messages } from '../../src/shared/messages';
import { raw, request } from './support/client';
import { firstLesson } from './quizzes-fixtures';
import { loginCall, loginKey, PASSWORD, registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { session, twoAppsOnOneDatabase } from './support/two-apps';

/**
 * Issue 26: a teacher's password reset, of one student (Set Password) or many (Reset Passwords),
 * ends every session of those students, on every device and in every server process (two app
 * instances on one database, each with its own session cache and LISTEN, as two processes are),
 * and the delivery keys of those sessions with them. Nobody else is signed out.
 */
let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
const { A, B } = twoAppsOnOneDatabase('reset');
const PLEASE_LOGIN = { status: 401, body: { message: messages.pleaseLogin } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A queued startquiz as the outbox delivers it for a signed-out student: the delivery key and the entry signed with the session key. */
async function deliverOpen(url: string, sessionKey: string, deliveryKey: string, quizID: string) {
  const idem = crypto.randomUUID();
  const queuedAt = srv.clock.now.toISOString();
  const bodyText = bodyTextOf('POST', { quizID });
  const signature = await signQueuedRequest(sha256(sessionKey), { method: 'POST', path: '/student/startquiz', key: idem, queuedAt, bodyText });
  return raw(`${url}/api/student/startquiz`, {
    method: 'POST',
    key: deliveryKey,
    headers: { 'Idempotency-Key': idem, [QUEUED_AT_HEADER]: queuedAt, [DELIVERY_SIGNATURE_HEADER]: signature },
    rawBody: bodyText,
  });
}

/** A class of two students, each signed in on two devices, and every key already kept by both processes. */
async function classOfTwo() {
  const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 4' });
  const ana = await registerStudent(srv, cls.code, { first: 'Ana', last: 'Ruiz' });
  const ben = await registerStudent(srv, cls.code, { first: 'Ben', last: 'Cole' });
  const anaTablet = await loginKey(srv, ana.user.username!);
  const benTablet = await loginKey(srv, ben.user.username!);
  const anaDelivery = await request(A().url, createDeliveryKey, { key: ana.key });
  expect(anaDelivery.status).toBe(200);
  for (const key of [ana.key, anaTablet, ben.key, benTablet, teacher.key]) {
    for (const app of [A(), B()]) expect((await session(app.url, key)).status).toBe(200);
  }
  return { teacher, cls, ana, ben, anaKeys: [ana.key, anaTablet], benKeys: [ben.key, benTablet], anaDelivery: anaDelivery.body.deliveryKey as string };
}

describe("a teacher's password reset ends the student's sessions everywhere (issue 26)", () => {
  it('Set Password for one student: every session of theirs ends in both processes, their delivery key too; nobody else is signed out', async () => {
    const { teacher, ana, anaKeys, benKeys, anaDelivery } = await classOfTwo();
    const practiceID = (await firstLesson(srv, ana.key)).practice.id;
    // Before the reset, the delivery key delivers the queued open it was given (what a signed-out student's device sends).
    expect((await deliverOpen(B().url, ana.key, anaDelivery, practiceID)).status).toBe(200);
    const res = await request(A().url, updateStudentPassword, { key: teacher.key, body: { id: ana.user.id, password: 'pencil99' } });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    for (const key of anaKeys) {
      // The process that reset refuses the keys at once; the other one held them in its cache and
      // refuses them as soon as it hears the database's notice (milliseconds; as sign-out does, session-cache.test).
      expect(await session(A().url, key)).toEqual(PLEASE_LOGIN);
      await expect.poll(async () => session(B().url, key), { timeout: 1000, interval: 5 }).toEqual(PLEASE_LOGIN);
    }
    // A delivery key ends with its session: a queued open the device signed is no longer taken.
    expect(await deliverOpen(B().url, ana.key, anaDelivery, practiceID)).toEqual(PLEASE_LOGIN);
    for (const key of [...benKeys, teacher.key]) expect((await session(B().url, key)).status).toBe(200);
    // The new password signs in; the old one does not.
    expect((await loginCall(srv, ana.user.username!, 'pencil99')).status).toBe(200);
    expect((await loginCall(srv, ana.user.username!, PASSWORD)).status).toBe(401);
  });

  it('Reset Passwords for several students: each one’s sessions end in both processes; a student not reset stays signed in', async () => {
    const { teacher, cls, ana, ben, anaKeys, benKeys } = await classOfTwo();
    const carl = await registerStudent(srv, cls.code, { first: 'Carl', last: 'Diaz' });
    expect((await session(B().url, carl.key)).status).toBe(200);
    const res = await request(B().url, bulkResetPasswords, { key: teacher.key, body: { classID: cls.id, studentIDs: [ana.user.id, ben.user.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const key of [...anaKeys, ...benKeys]) {
      await expect.poll(async () => session(A().url, key), { timeout: 1000, interval: 5 }).toEqual(PLEASE_LOGIN);
      expect(await session(B().url, key)).toEqual(PLEASE_LOGIN);
    }
    expect((await session(A().url, carl.key)).status).toBe(200);
    expect((await session(A().url, teacher.key)).status).toBe(200);
    const logins = res.body.students as { studentID: string; login: string; password: string }[];
    for (const l of logins) expect((await loginCall(srv, l.login, l.password)).status).toBe(200);
  });

  it('a refused reset (another teacher, or a password against the rule) signs nobody out', async () => {
    const { teacher, ana, anaKeys } = await classOfTwo();
    const other = await teacherWithClass(srv, { name: 'Room 5' });
    expect((await request(A().url, updateStudentPassword, { key: other.teacher.key, body: { id: ana.user.id, password: 'pencil99' } })).status).toBe(404);
    expect((await request(A().url, updateStudentPassword, { key: teacher.key, body: { id: ana.user.id, password: 'abc' } })).status).toBe(460);
    for (const key of anaKeys) expect((await session(B().url, key)).status).toBe(200);
  });
});
