import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extraMessages, messages } from '../../src/shared/messages';
import { idempotencyKeys, quizResults, quizStarts, writingResults } from '../../src/server/db/schema';
import { raw } from './support/client';
import { registerStudent } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson } from './quizzes-fixtures';
import { loadContent, unloadContent } from './writing-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const REPLAYED = 'Idempotent-Replayed';

/** A POST with an optional Idempotency-Key, as the service worker's outbox sends it. */
const post = (path: string, key: string | null, body: unknown, idem?: string) =>
  raw(`${srv.url}/api${path}`, { method: 'POST', key, body, headers: idem === undefined ? {} : { 'Idempotency-Key': idem } });

const resultsOf = (studentID: string) => srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));
const keysOf = (userID: string) => srv.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userID, userID));
const opensOf = async (studentID: string, quizID: string) => {
  const [row] = await srv.database.db
    .select()
    .from(quizStarts)
    .where(and(eq(quizStarts.studentID, studentID), eq(quizStarts.quizID, quizID)));
  return row?.opens ?? 0;
};

describe('Idempotency-Key on POST /student/savequiz', () => {
  it('the same key sent twice in a row stores one result and answers the same body again, marked replayed', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id, Answers: answers(practice, 1), Score: 0 };

    const first = await post('/student/savequiz', student.key, body, 'save-1');
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED)).toBeNull();
    const second = await post('/student/savequiz', student.key, body, 'save-1');
    expect(second.status).toBe(200);
    expect(second.headers.get(REPLAYED)).toBe('true');
    expect(second.body).toEqual(first.body);

    expect(await resultsOf(student.user.id)).toHaveLength(1);
    const rows = await keysOf(student.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'save-1', method: 'POST', path: '/api/student/savequiz', status: 200 });
    expect(rows[0]!.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('five concurrent sends of one key store one result; the others get the first answer replayed', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id, Answers: answers(practice), Score: 0 };

    const all = await Promise.all(Array.from({ length: 5 }, () => post('/student/savequiz', student.key, body, 'burst')));
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of all) expect(a.body).toEqual(all[0]!.body);
    expect(all.filter((a) => a.headers.get(REPLAYED) === 'true')).toHaveLength(4);
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect(await keysOf(student.user.id)).toHaveLength(1);
  });

  it('the same key with a different body is refused with 422 and nothing more is stored', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    expect((await post('/student/savequiz', student.key, { quizID: practice.id, Answers: answers(practice, 1), Score: 0 }, 'k')).status).toBe(200);
    const other = await post('/student/savequiz', student.key, { quizID: practice.id, Answers: answers(practice, 0), Score: 0 }, 'k');
    expect(other).toEqual({ status: 422, body: { message: extraMessages.idempotencyKeyReused } });
    // Another endpoint with the same key is a different request too.
    const elsewhere = await post('/student/startquiz', student.key, { quizID: practice.id, Answers: answers(practice, 1), Score: 0 }, 'k');
    expect(elsewhere.status).toBe(422);
    expect(await resultsOf(student.user.id)).toHaveLength(1);
  });

  it("another user's same key is independent of the first user's", async () => {
    const { student, cls } = await classroom(srv);
    const classmate = await registerStudent(srv, cls.code);
    const { practice } = await firstLesson(srv, student.key);
    const mine = await post('/student/savequiz', student.key, { quizID: practice.id, Answers: answers(practice), Score: 0 }, 'shared');
    const theirs = await post('/student/savequiz', classmate.key, { quizID: practice.id, Answers: answers(practice, 0), Score: 0 }, 'shared');
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get(REPLAYED)).toBeNull();
    expect(theirs.body.result.score).not.toBe(mine.body.result.score);
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect(await resultsOf(classmate.user.id)).toHaveLength(1);
  });

  it('without the header nothing is stored and the save behaves as before', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id, Answers: answers(practice), Score: 0 };
    const first = await post('/student/savequiz', student.key, body);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED)).toBeNull();
    // The handler's own replay rule (same answers: the stored result again) still holds.
    const again = await post('/student/savequiz', student.key, body);
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED)).toBeNull();
    expect(await resultsOf(student.user.id)).toHaveLength(1);
    expect(await keysOf(student.user.id)).toHaveLength(0);
  });

  it('a malformed key is 400 with a clear message and runs nothing', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id, Answers: answers(practice), Score: 0 };
    for (const bad of ['', 'has space', 'a'.repeat(201), 'semi;colon', 'ünïcode']) {
      const res = await post('/student/savequiz', student.key, body, bad);
      expect(res, JSON.stringify(bad)).toEqual({ status: 400, body: { message: extraMessages.idempotencyKeyInvalid } });
    }
    expect(await resultsOf(student.user.id)).toHaveLength(0);
    expect((await post('/student/savequiz', student.key, body, `${'a'.repeat(199)}_`)).status).toBe(200);
  });

  it('a refusal (4xx) is stored and replayed; a signed-out request (401) is not stored', async () => {
    const { student } = await classroom(srv);
    const unknown = { quizID: 'no-such-quiz', Answers: [], Score: 0 };
    const first = await post('/student/savequiz', student.key, unknown, 'refused');
    expect(first).toEqual({ status: 404, body: { message: messages.notFound } });
    const again = await post('/student/savequiz', student.key, unknown, 'refused');
    expect(again).toEqual(first);
    expect(again.headers.get(REPLAYED)).toBe('true');

    const noSession = await post('/student/savequiz', null, unknown, 'refused');
    expect(noSession).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await keysOf(student.user.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key on POST /student/startquiz', () => {
  it('a replayed start does not raise the open count, in a row or concurrently', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const first = await post('/student/startquiz', student.key, { quizID: practice.id }, 'open-1');
    expect(first).toEqual({ status: 200, body: { opens: 1, remaining: 2 } });
    const replayed = await post('/student/startquiz', student.key, { quizID: practice.id }, 'open-1');
    expect(replayed).toEqual(first);
    expect(replayed.headers.get(REPLAYED)).toBe('true');
    expect(await opensOf(student.user.id, practice.id)).toBe(1);

    const burst = await Promise.all(Array.from({ length: 5 }, () => post('/student/startquiz', student.key, { quizID: practice.id }, 'open-2')));
    for (const b of burst) expect(b).toEqual({ status: 200, body: { opens: 2, remaining: 1 } });
    expect(await opensOf(student.user.id, practice.id)).toBe(2);

    // A new key is a new open.
    expect((await post('/student/startquiz', student.key, { quizID: practice.id }, 'open-3')).body).toEqual({ opens: 3, remaining: 0 });
  });
});

describe('Idempotency-Key on POST /writingassignment/save', () => {
  beforeEach(async () => {
    await loadContent(srv);
  });
  afterEach(async () => {
    await unloadContent(srv);
  });

  it('a replayed save stores one writing result and answers the first save again', async () => {
    const { student } = await classroom(srv);
    const body = { writingAssignmentID: 'wt-nouns-writing', studentText: '<p>My favourite place is the sea.</p>' };
    const first = await post('/writingassignment/save', student.key, body, 'write-1');
    expect(first.status).toBe(200);
    srv.clock.now = new Date(srv.clock.now.getTime() + 60_000);
    const again = await post('/writingassignment/save', student.key, body, 'write-1');
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED)).toBe('true');
    // The handler did not run again: the answer (and the row's updatedAt) is the first save's.
    expect(again.body).toEqual(first.body);
    const rows = await srv.database.db.select().from(writingResults).where(eq(writingResults.studentID, student.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.toISOString()).toBe(first.body.result.updatedDate);
  });
});

describe('Idempotency-Key bookkeeping', () => {
  it('a request waits for an answer another process is still producing, then gets it', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id };
    // First make the request once so the stored hash is the real one, then turn the row back into a placeholder.
    await post('/student/startquiz', student.key, body, 'pending');
    const mine = and(eq(idempotencyKeys.userID, student.user.id), eq(idempotencyKeys.key, 'pending'));
    await srv.database.db.update(idempotencyKeys).set({ status: null, response: null }).where(mine);

    const waiting = post('/student/startquiz', student.key, body, 'pending');
    await new Promise((r) => setTimeout(r, 300));
    await srv.database.db.update(idempotencyKeys).set({ status: 200, response: { opens: 9, remaining: 0 } }).where(mine);
    const res = await waiting;
    expect(res).toEqual({ status: 200, body: { opens: 9, remaining: 0 } });
    expect(res.headers.get(REPLAYED)).toBe('true');
    expect(await opensOf(student.user.id, practice.id)).toBe(1);
  });

  it('a placeholder left by a dead process is taken over after a minute', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const body = { quizID: practice.id };
    await post('/student/startquiz', student.key, body, 'orphan');
    const mine = and(eq(idempotencyKeys.userID, student.user.id), eq(idempotencyKeys.key, 'orphan'));
    await srv.database.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, createdAt: new Date(srv.clock.now.getTime() - 120_000) })
      .where(mine);
    const res = await post('/student/startquiz', student.key, body, 'orphan');
    expect(res).toEqual({ status: 200, body: { opens: 2, remaining: 1 } });
    expect(res.headers.get(REPLAYED)).toBeNull();
  });

  it('answers older than seven days are deleted (at most once an hour)', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    await post('/student/startquiz', student.key, { quizID: practice.id }, 'old');
    // Two hours on (so a sweep is due) and the row eight days old.
    srv.clock.now = new Date(srv.clock.now.getTime() + 2 * 3_600_000);
    await srv.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(srv.clock.now.getTime() - 8 * 86_400_000) })
      .where(eq(idempotencyKeys.userID, student.user.id));
    await post('/student/startquiz', student.key, { quizID: practice.id }, 'new');
    expect((await keysOf(student.user.id)).map((r) => r.key)).toEqual(['new']);
  });
});
