import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { getClassSync, LATE_DELIVERY_MS, QUEUED_AT_HEADER, reportSyncFailure } from '../../src/shared/api/sync';
import { extraMessages, messages } from '../../src/shared/messages';
import { studentSync, syncFailures } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson } from './quizzes-fixtures';
import { createAdmin } from './admin-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MINUTE = 60_000;
const REPLAYED = 'Idempotent-Replayed';

/** An outbox delivery: the student's key, an Idempotency-Key and X-Queued-At (either may be left out). */
const deliver = (path: string, key: string | null, body: unknown, opts: { idem?: string; queuedAt?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (opts.idem !== undefined) headers['Idempotency-Key'] = opts.idem;
  if (opts.queuedAt !== undefined) headers[QUEUED_AT_HEADER] = opts.queuedAt;
  return raw(`${srv.url}/api${path}`, { method: 'POST', key, body, headers });
};

/** `ms` before the server's clock, as the device writes it. */
const before = (ms: number) => new Date(srv.clock.now.getTime() - ms).toISOString();
const advance = (ms: number) => void (srv.clock.now = new Date(srv.clock.now.getTime() + ms));

const syncRow = async (userID: string) => {
  const [row] = await srv.database.db.select().from(studentSync).where(eq(studentSync.userID, userID));
  return row ?? null;
};

const classSync = (key: string, classID: string) => request(srv.url, getClassSync, { key, query: { classID } });

/** A student with a practice quiz to save, and that save's body. */
async function studentWithQuiz() {
  const room = await classroom(srv);
  const { practice, quizzes } = await firstLesson(srv, room.student.key);
  const body = { quizID: practice.id, Answers: answers(practice), Score: 0 };
  /** Another quiz of the lesson to open (a saved quiz is locked). */
  const toStart = { quizID: quizzes[2]!.id };
  /** A save of that other quiz (practice set 2). */
  const otherSave = { quizID: quizzes[2]!.id, Answers: answers(quizzes[2]!), Score: 0 };
  return { ...room, practice, body, toStart, otherSave };
}

type FailureReport = v.InferInput<NonNullable<typeof reportSyncFailure.body>>;

/** A well-formed report of a refused savequiz. */
function failure(over: Partial<FailureReport> = {}): FailureReport {
  return {
    key: 'entry-1',
    path: '/student/savequiz',
    body: { quizID: 'q1', Answers: [], Score: 0 },
    label: 'Practice 1: Nouns',
    status: 404,
    message: 'Not found.',
    queuedAt: before(10 * MINUTE),
    ...over,
  };
}

describe('outbox deliveries update the student sync state', () => {
  it('a savequiz delivered with X-Queued-At sets the last sync; on time it is not late', async () => {
    const { student, teacher, cls, body } = await studentWithQuiz();
    const res = await deliver('/student/savequiz', student.key, body, { idem: 'save-1', queuedAt: before(10_000) });
    expect(res.status).toBe(200);

    const row = await syncRow(student.user.id);
    expect(row).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 0, lastLateAt: null });
    const seen = await classSync(teacher.key, cls.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      {
        studentID: student.user.id,
        lastSyncAt: srv.clock.now.toISOString(),
        lateCount: 0,
        lastLateAt: null,
        failures: [],
        failureCount: 0,
        backlogs: [],
      },
    ]);
  });

  it('a delivery 5 minutes after the student acted counts as late, once per key: a replay only moves the last sync', async () => {
    const { student, body, toStart, otherSave } = await studentWithQuiz();
    const actedAt = before(5 * MINUTE);
    const deliveredAt = srv.clock.now;
    expect((await deliver('/student/savequiz', student.key, body, { idem: 'late-1', queuedAt: actedAt })).status).toBe(200);
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: deliveredAt, lateCount: 1, lastLateAt: deliveredAt });

    advance(MINUTE);
    const again = await deliver('/student/savequiz', student.key, body, { idem: 'late-1', queuedAt: actedAt });
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED)).toBe('true');
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 1, lastLateAt: deliveredAt });

    // Opening a quiz late is a sync but not a late save (the teacher reads "late saves").
    advance(MINUTE);
    const start = await deliver('/student/startquiz', student.key, toStart, { idem: 'late-2', queuedAt: before(3 * MINUTE) });
    expect(start.status).toBe(200);
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 1, lastLateAt: deliveredAt });

    // Another late save (its own key) is counted.
    const another = await deliver('/student/savequiz', student.key, otherSave, { idem: 'late-3', queuedAt: before(3 * MINUTE) });
    expect(another.status).toBe(200);
    expect(await syncRow(student.user.id)).toMatchObject({ lateCount: 2, lastLateAt: srv.clock.now });
  });

  it('concurrent duplicates of one late delivery count once', async () => {
    const { student, body } = await studentWithQuiz();
    const queuedAt = before(10 * MINUTE);
    const all = await Promise.all(
      Array.from({ length: 4 }, () => deliver('/student/savequiz', student.key, body, { idem: 'burst', queuedAt })),
    );
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await syncRow(student.user.id)).toMatchObject({ lateCount: 1 });
  });

  it('exactly LATE_DELIVERY_MS after the act is not late yet; a millisecond more is', async () => {
    const { student, body, otherSave } = await studentWithQuiz();
    await deliver('/student/savequiz', student.key, otherSave, { idem: 'edge-1', queuedAt: before(LATE_DELIVERY_MS) });
    expect(await syncRow(student.user.id)).toMatchObject({ lateCount: 0 });
    await deliver('/student/savequiz', student.key, body, { idem: 'edge-2', queuedAt: before(LATE_DELIVERY_MS + 1) });
    expect(await syncRow(student.user.id)).toMatchObject({ lateCount: 1 });
  });

  it('a request without X-Queued-At leaves no row; the class lists the student with no sync yet', async () => {
    const { student, teacher, cls, body, toStart } = await studentWithQuiz();
    expect((await deliver('/student/savequiz', student.key, body, { idem: 'plain' })).status).toBe(200);
    expect((await deliver('/student/startquiz', student.key, toStart)).status).toBe(200);
    expect(await syncRow(student.user.id)).toBeNull();
    const seen = await classSync(teacher.key, cls.id);
    expect(seen.body).toEqual([
      { studentID: student.user.id, lastSyncAt: null, lateCount: 0, lastLateAt: null, failures: [], failureCount: 0, backlogs: [] },
    ]);
  });

  it('without an Idempotency-Key a delivery counts as a sync but never as late (a repeat could not be told apart)', async () => {
    const { student, body } = await studentWithQuiz();
    expect((await deliver('/student/savequiz', student.key, body, { queuedAt: before(30 * MINUTE) })).status).toBe(200);
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 0 });
  });

  it('a bad X-Queued-At is ignored for lateness, never a 500', async () => {
    const { student, body } = await studentWithQuiz();
    // Dates that Date.parse would take (and call late) but that are not ISO times, then plain garbage.
    const bad = ['Mon, 01 Jan 2024 10:00:00 GMT', '2000-01-01', 'yesterday', '2024-13-45T99:00:00Z', '', 'x'.repeat(500)];
    for (const [i, queuedAt] of bad.entries()) {
      // The same answers again are the stored result again (savequiz's own rule): 200 each time.
      const res = await deliver('/student/savequiz', student.key, body, { idem: `bad-${i}`, queuedAt });
      expect(res.status, JSON.stringify(queuedAt)).toBe(200);
    }
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 0, lastLateAt: null });
    // A device clock ahead of ours is never late.
    await deliver('/student/savequiz', student.key, body, {
      idem: 'ahead',
      queuedAt: new Date(srv.clock.now.getTime() + 60 * MINUTE).toISOString(),
    });
    expect(await syncRow(student.user.id)).toMatchObject({ lateCount: 0 });
  });

  it('a stored refusal is a delivery too; 401 and a malformed Idempotency-Key are not', async () => {
    const { student } = await studentWithQuiz();
    const unknownQuiz = { quizID: 'no-such-quiz', Answers: [], Score: 0 };
    const queuedAt = before(10 * MINUTE);
    expect((await deliver('/student/savequiz', null, unknownQuiz, { idem: 'k1', queuedAt })).status).toBe(401);
    expect((await deliver('/student/savequiz', student.key, unknownQuiz, { idem: 'bad key', queuedAt })).status).toBe(400);
    expect(await syncRow(student.user.id)).toBeNull();

    expect((await deliver('/student/savequiz', student.key, unknownQuiz, { idem: 'k1', queuedAt })).status).toBe(404);
    expect(await syncRow(student.user.id)).toMatchObject({ lastSyncAt: srv.clock.now, lateCount: 1 });
  });

  it('only students get a row: a teacher sending X-Queued-At leaves none', async () => {
    const { teacher, body } = await studentWithQuiz();
    const res = await deliver('/student/savequiz', teacher.key, body, { idem: 't1', queuedAt: before(10 * MINUTE) });
    expect(res.status).toBe(403);
    expect(await syncRow(teacher.user.id)).toBeNull();
  });
});

describe('POST /student/syncfailure', () => {
  it('stores a failure once per key; a repeat answers 200 without a second row', async () => {
    const { student } = await classroom(srv);
    const first = await request(srv.url, reportSyncFailure, { key: student.key, body: failure() });
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const again = await request(srv.url, reportSyncFailure, { key: student.key, body: failure({ message: 'changed' }) });
    expect(again).toEqual({ status: 200, body: { ok: true } });
    const rows = await srv.database.db.select().from(syncFailures).where(eq(syncFailures.userID, student.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'entry-1', message: 'Not found.', status: 404, body: failure().body, label: 'Practice 1: Nouns' });
  });

  it('keeps an oversized report without its body rather than losing it', async () => {
    const { student } = await classroom(srv);
    const big = failure({ key: 'big', body: { Text: 'x'.repeat(200_001) } });
    expect((await request(srv.url, reportSyncFailure, { key: student.key, body: big })).status).toBe(200);
    const small = failure({ key: 'small', body: { Text: 'x'.repeat(1000) } });
    expect((await request(srv.url, reportSyncFailure, { key: student.key, body: small })).status).toBe(200);
    const rows = await srv.database.db.select().from(syncFailures).where(eq(syncFailures.userID, student.user.id));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.body]))).toEqual({ big: null, small: small.body });
  });

  it('is for students only: 403 with a clear message for a teacher or an admin, 401 signed out', async () => {
    const { teacher } = await classroom(srv);
    const admin = await createAdmin(srv);
    for (const key of [teacher.key, admin.key]) {
      expect(await request(srv.url, reportSyncFailure, { key, body: failure() })).toEqual({
        status: 403,
        body: { message: extraMessages.onlyStudentsReportSync },
      });
    }
    expect(await request(srv.url, reportSyncFailure, { key: null, body: failure() })).toEqual({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
    expect(await srv.database.db.select().from(syncFailures)).toHaveLength(0);
  });

  it('refuses bad reports with 400 and a message', async () => {
    const { student } = await classroom(srv);
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'has space' }, 'The key is not valid.'],
      [{ key: undefined }, 'The key is not valid.'],
      [{ path: '/student/create' }, 'That call is not sent through the outbox.'],
      [{ status: 500 }, 'status must be the refusal status, from 400 to 499.'],
      [{ status: 200 }, 'status must be the refusal status, from 400 to 499.'],
      [{ status: '404' }, 'status must be the refusal status, from 400 to 499.'],
      [{ queuedAt: 'last tuesday' }, 'queuedAt must be an ISO time.'],
      [{ queuedAt: undefined }, 'queuedAt must be an ISO time.'],
      [{ label: 'x'.repeat(201) }, 'Label can be at most 200 characters.'],
      [{ label: undefined }, 'Label must be text.'],
      [{ message: 'x'.repeat(501) }, 'Message can be at most 500 characters.'],
    ];
    for (const [over, message] of cases) {
      const res = await raw(`${srv.url}/api/student/syncfailure`, { method: 'POST', key: student.key, body: { ...failure(), ...over } });
      expect(res, JSON.stringify(over).slice(0, 80)).toEqual({ status: 400, body: { message } });
    }
    expect(await srv.database.db.select().from(syncFailures)).toHaveLength(0);
  });
});

describe('GET /teacher/classsync', () => {
  it("lists every student of the class with their failures, newest first, to the class's teacher and admins", async () => {
    const { teacher, cls, student } = await classroom(srv);
    const quiet = await registerStudent(srv, cls.code, { first: 'Ana', last: 'Abbott' });
    const other = await teacherWithClass(srv);
    const outsider = await registerStudent(srv, other.cls.code);
    await request(srv.url, reportSyncFailure, {
      key: student.key,
      body: failure({ key: 'old', queuedAt: before(60 * MINUTE), label: 'Older' }),
    });
    await request(srv.url, reportSyncFailure, {
      key: student.key,
      body: failure({ key: 'new', queuedAt: before(MINUTE), label: 'Newer' }),
    });
    await request(srv.url, reportSyncFailure, { key: outsider.key, body: failure({ key: 'theirs' }) });

    const seen = await classSync(teacher.key, cls.id);
    expect(seen.status).toBe(200);
    // Sorted by last name as Manage Students lists them: Abbott, then Lee.
    expect(seen.body.map((s: { studentID: string }) => s.studentID)).toEqual([quiet.user.id, student.user.id]);
    const mine = seen.body[1];
    expect(mine.failureCount).toBe(2);
    expect(mine.failures.map((f: { label: string }) => f.label)).toEqual(['Newer', 'Older']);
    expect(mine.failures[0]).toEqual({
      key: 'new',
      label: 'Newer',
      path: '/student/savequiz',
      status: 404,
      message: 'Not found.',
      queuedAt: before(MINUTE),
      reportedAt: srv.clock.now.toISOString(),
    });
    expect(seen.body[0]).toMatchObject({ lastSyncAt: null, failures: [], failureCount: 0 });

    const admin = await createAdmin(srv);
    const byAdmin = await classSync(admin.key, cls.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(seen.body);
  });

  it("another teacher's class answers 404 as getStudents does; students 403; signed out 401", async () => {
    const { cls, student } = await classroom(srv);
    const other = await teacherWithClass(srv);
    await request(srv.url, reportSyncFailure, { key: student.key, body: failure() });
    expect(await classSync(other.teacher.key, cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await classSync(student.key, cls.id)).toEqual({ status: 403, body: { message: messages.forbidden } });
    expect(await classSync('', cls.id)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    // A class that does not exist looks the same as another teacher's.
    expect(await classSync(other.teacher.key, '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { message: messages.notFound },
    });
  });

  it('a bad or missing classID is 400 with a message', async () => {
    const { teacher } = await classroom(srv);
    expect(await raw(`${srv.url}/api/teacher/classsync?classID=nope`, { key: teacher.key })).toEqual({
      status: 400,
      body: { message: 'That class does not exist.' },
    });
    expect(await raw(`${srv.url}/api/teacher/classsync`, { key: teacher.key })).toEqual({
      status: 400,
      body: { message: messages.badRequest },
    });
  });

  it('lists at most the newest 50 failures of a student, with the total', async () => {
    const { teacher, cls, student } = await classroom(srv);
    const at = srv.clock.now.getTime();
    await srv.database.db.insert(syncFailures).values(
      Array.from({ length: 52 }, (_, i) => ({
        userID: student.user.id,
        key: `k${i}`,
        path: '/student/savequiz',
        body: null,
        label: `Save ${i}`,
        status: 404,
        message: 'Not found.',
        queuedAt: new Date(at - (52 - i) * MINUTE),
      })),
    );
    const [state] = (await classSync(teacher.key, cls.id)).body;
    expect(state.failureCount).toBe(52);
    expect(state.failures).toHaveLength(50);
    expect(state.failures[0].label).toBe('Save 51');
    expect(state.failures.at(-1).label).toBe('Save 2');
  });

  it('a class with no students is an empty list', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(await classSync(teacher.key, cls.id)).toEqual({ status: 200, body: [] });
  });
});
