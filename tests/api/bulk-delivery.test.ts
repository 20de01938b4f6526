import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverQueued, type CarriedRequest } from '../../src/shared/api/bulkDelivery';
import { BULK_MAX_BODY_BYTES, BULK_MAX_REQUESTS, LATE_DELIVERY_MS, QUEUED_AT_HEADER } from '../../src/shared/api/sync';
import { extraMessages, messages } from '../../src/shared/messages';
import { idempotencyKeys, quizResults, sessions, studentSync } from '../../src/server/db/schema';
import { saveBatchStats } from '../../src/server/features/quizzes/save-batch';
import { BODY_LIMITS } from '../../src/server/http';
import { raw, request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson, studentsIn } from './quizzes-fixtures';

/**
 * Bulk delivery (issue 13): POST /api/sync/deliver carries a device's queued requests, each run
 * through the app as if it had come alone. Over HTTP, on the real database.
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** A queued request as the outbox carries it. */
function carried(
  path: CarriedRequest['path'],
  key: string,
  idem: string,
  body?: unknown,
  extra: Record<string, string> = {},
): CarriedRequest {
  const get = path === '/user/logout';
  return {
    path,
    method: get ? 'GET' : 'POST',
    headers: {
      'X-Api-Key': key,
      'Idempotency-Key': idem,
      [QUEUED_AT_HEADER]: srv.clock.now.toISOString(),
      ...(get ? {} : { 'Content-Type': 'application/json' }),
      ...extra,
    },
    body: get ? null : JSON.stringify(body),
  };
}

/** The bulk call, untyped (bad input too). */
const deliver = (body: unknown, opts: { rawBody?: string } = {}) =>
  raw(`${srv.url}/api/sync/deliver`, { method: 'POST', ...(opts.rawBody === undefined ? { body } : { rawBody: opts.rawBody }) });

const parsed = (answer: { body: string }) => JSON.parse(answer.body);

async function classWithQuiz(students: number) {
  const room = await classroom(srv);
  const { quizzes, practice } = await firstLesson(srv, room.teacher.key);
  const more = await studentsIn(srv, room.cls.id, students, 'Bulk');
  return { ...room, quizzes, practice, students: more };
}

describe('bulk delivery of queued requests', () => {
  it("carries several students' saves in one call: each stored once, answered in order as it would be alone, saved together", async () => {
    const { practice, students } = await classWithQuiz(10);
    const before = { ...saveBatchStats(srv.database.db) };
    const requests = students.map((s, i) =>
      carried('/student/savequiz', s.key, `bulk-save-${i}`, { quizID: practice.id, Score: 0, Answers: answers(practice, i % 3) }),
    );
    const res = await request(srv.url, deliverQueued, { body: { requests } });

    expect(res.status).toBe(200);
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual(students.map(() => 200));
    res.body.answers.forEach((a: { headers: Record<string, string>; body: string }, i: number) => {
      expect(a.headers['Content-Type']).toMatch(/^application\/json/);
      expect(a.headers['Idempotent-Replayed']).toBeUndefined();
      const { result } = parsed(a);
      expect(result.studentID).toBe(students[i]!.id);
      expect(result.answers.filter((x: { isCorrect: boolean }) => x.isCorrect)).toHaveLength(i % 3);
    });
    const stored = await srv.database.db
      .select()
      .from(quizResults)
      .where(
        inArray(
          quizResults.studentID,
          students.map((s) => s.id),
        ),
      );
    expect(stored.map((r) => r.studentID).sort()).toEqual(students.map((s) => s.id).sort());
    const after = saveBatchStats(srv.database.db);
    expect(after.items - before.items).toBe(10);
    // Side by side: the saves reached the group commit together, not one batch each.
    expect(after.batches - before.batches).toBeLessThan(10);
  });

  it("runs one student's requests in the order given: the start before the save, the sign-out after them", async () => {
    const { quizzes, students } = await classWithQuiz(2);
    const [a, b] = students as [{ id: string; key: string }, { id: string; key: string }];
    const [quiz, other] = [quizzes[2]!, quizzes[3]!];
    const res = await request(srv.url, deliverQueued, {
      body: {
        requests: [
          carried('/student/startquiz', a.key, 'order-1', { quizID: quiz.id }),
          carried('/student/savequiz', b.key, 'order-2', { quizID: quiz.id, Score: 0, Answers: answers(quiz) }),
          carried('/student/savequiz', a.key, 'order-3', { quizID: quiz.id, Score: 0, Answers: answers(quiz) }),
          carried('/user/logout', a.key, 'order-4'),
          // After A's sign-out: A's key is dead by now, B's is not.
          carried('/student/savequiz', a.key, 'order-5', { quizID: other.id, Score: 0, Answers: answers(other) }),
          carried('/student/savequiz', b.key, 'order-6', { quizID: other.id, Score: 0, Answers: answers(other) }),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((x: { status: number }) => x.status)).toEqual([200, 200, 200, 200, 401, 200]);
    const results = await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, a.id));
    expect(results.map((r) => r.quizID)).toEqual([quiz.id]);
    expect(parsed(res.body.answers[2]).result.studentID).toBe(a.id);
    const revoked = async (id: string) =>
      (await srv.database.db.select().from(sessions).where(eq(sessions.userID, id))).map((r) => r.revokedAt !== null);
    expect(await revoked(a.id)).toEqual([true]);
    expect(await revoked(b.id)).toEqual([false]);
  });

  it('a request whose key was used before is answered from the idempotency store, with Idempotent-Replayed', async () => {
    const { practice, students } = await classWithQuiz(1);
    const [s] = students as [{ id: string; key: string }];
    const save = carried('/student/savequiz', s.key, 'replay-1', { quizID: practice.id, Score: 0, Answers: answers(practice) });
    const first = await request(srv.url, deliverQueued, { body: { requests: [save] } });
    const again = await request(srv.url, deliverQueued, { body: { requests: [save, save] } });
    expect(first.body.answers[0].status).toBe(200);
    expect(first.body.answers[0].headers['Idempotent-Replayed']).toBeUndefined();
    for (const answer of again.body.answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['Idempotent-Replayed']).toBe('true');
      expect(parsed(answer).result.id).toBe(parsed(first.body.answers[0]).result.id);
    }
    expect(await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, s.id))).toHaveLength(1);
    expect(await srv.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userID, s.id))).toHaveLength(1);
  });

  it("a bad key in one request: that answer is 401, the others are delivered; the call's own key gives nothing", async () => {
    const { practice, students, teacher } = await classWithQuiz(2);
    const body = { quizID: practice.id, Score: 0, Answers: answers(practice) };
    const res = await raw(`${srv.url}/api/sync/deliver`, {
      method: 'POST',
      key: students[0]!.key,
      body: {
        requests: [
          carried('/student/savequiz', students[0]!.key, 'auth-1', body),
          carried('/student/savequiz', 'not-a-key', 'auth-2', body),
          {
            ...carried('/student/savequiz', 'x', 'auth-3', body),
            headers: { 'Idempotency-Key': 'auth-3', 'Content-Type': 'application/json' },
          },
          carried('/student/savequiz', students[1]!.key, 'auth-4', body),
          carried('/student/savequiz', teacher.key, 'auth-5', body),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 401, 401, 200, 403]);
    expect(parsed(res.body.answers[1]).message).toBeTruthy();
    const stored = await srv.database.db.select().from(quizResults).where(eq(quizResults.quizID, practice.id));
    expect(stored.map((r) => r.studentID).sort()).toEqual([students[0]!.id, students[1]!.id].sort());
  });

  it("each request's X-Queued-At counts: a save delivered late is counted late", async () => {
    const { practice, students } = await classWithQuiz(2);
    const actedAt = new Date(srv.clock.now.getTime() - LATE_DELIVERY_MS - 60_000).toISOString();
    const body = { quizID: practice.id, Score: 0, Answers: answers(practice) };
    const late = carried('/student/savequiz', students[0]!.key, 'late-1', body, { [QUEUED_AT_HEADER]: actedAt });
    const onTime = carried('/student/savequiz', students[1]!.key, 'late-2', body);
    const res = await request(srv.url, deliverQueued, { body: { requests: [late, onTime] } });
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 200]);
    const row = async (id: string) => (await srv.database.db.select().from(studentSync).where(eq(studentSync.userID, id)))[0];
    expect(await row(students[0]!.id)).toMatchObject({ lateCount: 1, lastSyncAt: srv.clock.now });
    expect(await row(students[1]!.id)).toMatchObject({ lateCount: 0, lastSyncAt: srv.clock.now });
  });

  it('a refusal of a carried request is answered as alone: its status and message, nothing stored', async () => {
    const { practice, students } = await classWithQuiz(1);
    const res = await request(srv.url, deliverQueued, {
      body: {
        requests: [
          carried('/student/savequiz', students[0]!.key, 'bad-1', { quizID: practice.id, Score: 0, Answers: 'none' }),
          { ...carried('/student/savequiz', students[0]!.key, 'bad-2', {}), body: '{not json' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([400, 400]);
    expect(parsed(res.body.answers[1]).message).toBe(messages.badRequest);
    expect(await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, students[0]!.id))).toHaveLength(0);
  });
});

describe('bulk delivery refuses what the outbox never sends, whole', () => {
  const save = () => carried('/student/savequiz', 'some-key', 'limit-1', { quizID: 'q', Score: 0, Answers: [] });

  it(`more than ${BULK_MAX_REQUESTS} requests, or none: 400`, async () => {
    for (const requests of [Array.from({ length: BULK_MAX_REQUESTS + 1 }, save), [], 'all of them']) {
      const res = await deliver({ requests });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(extraMessages.bulkRequestsList);
    }
    expect((await deliver({})).status).toBe(400);
  });

  it('another path, or a path with another method: 400', async () => {
    for (const entry of [
      { ...save(), path: '/sync/deliver' },
      { ...save(), path: '/teacher/classsync' },
      { ...save(), path: '/student/savequiz?x=1' },
      { ...save(), method: 'GET', body: null },
      { ...carried('/user/logout', 'k', 'i'), method: 'POST' },
    ]) {
      const res = await deliver({ requests: [save(), entry] });
      expect(res.status, JSON.stringify(entry)).toBe(400);
      expect(res.body.message).toBe(extraMessages.bulkPathUnknown);
    }
  });

  it('a header not on the list, or a value that is no header: 400', async () => {
    const withHeaders = (headers: Record<string, unknown>) => ({ ...save(), headers: { ...save().headers, ...headers } });
    for (const [entry, message] of [
      [withHeaders({ Cookie: 'session=1' }), extraMessages.bulkHeaderUnknown],
      [withHeaders({ 'x-api-key': 'lower-case-twin' }), extraMessages.bulkHeaderUnknown],
      [withHeaders({ 'X-Api-Key': 'a\r\nX-Other: 1' }), extraMessages.bulkHeaderInvalid],
      [withHeaders({ 'X-Api-Key': 7 }), extraMessages.bulkHeaderInvalid],
      [withHeaders({ 'Idempotency-Key': 'k'.repeat(1001) }), extraMessages.bulkHeaderInvalid],
      [{ ...carried('/user/logout', 'k', 'i'), body: 'a body' }, extraMessages.bulkBodyInvalid],
      [{ ...save(), body: { quizID: 'q' } }, extraMessages.bulkBodyInvalid],
    ] as const) {
      const res = await deliver({ requests: [entry] });
      expect(res.status, JSON.stringify(entry).slice(0, 100)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('a call larger than the limit is refused before it is read (413, as every other call); bad JSON is 400', async () => {
    expect(BULK_MAX_BODY_BYTES).toBe(BODY_LIMITS.writing);
    const huge = { ...save(), body: JSON.stringify({ text: 'x'.repeat(BULK_MAX_BODY_BYTES) }) };
    const res = await deliver({ requests: [huge] });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(extraMessages.bodyTooLarge);
    expect((await deliver(undefined, { rawBody: '{"requests": [' })).status).toBe(400);
    expect(await srv.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
