import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { logout } from '../../src/shared/api/auth';
import { createDeliveryKey } from '../../src/shared/api/delivery';
import { getClassSync, QUEUED_AT_HEADER, reportBacklog } from '../../src/shared/api/sync';
import { extraMessages, messages } from '../../src/shared/messages';
import { deviceBacklogs } from '../../src/server/db/schema';
import { MAX_BACKLOG_DEVICES } from '../../src/server/features/sync/queries';
import { LIMITS } from '../../src/server/protection/rate-limits';
import { raw, request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, firstLesson } from './quizzes-fixtures';

/**
 * Unsent work in sight (issue 15): a device tells the server how much of a student's work waits
 * in its outbox (counts by kind, never answers); the class's teacher reads it with the sync state.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const MINUTE = 60_000;
const DEVICE = 'device-0f3c9a7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
const before = (ms: number) => new Date(srv.clock.now.getTime() - ms).toISOString();
const advance = (ms: number) => void (srv.clock.now = new Date(srv.clock.now.getTime() + ms));

type Report = { deviceID?: string; counts?: Record<string, unknown>; oldestQueuedAt?: string | null };
const report = (key: string | null, body: Report) =>
  raw(`${srv.url}/api/student/backlog`, { method: 'POST', key, body: { deviceID: DEVICE, counts: {}, oldestQueuedAt: null, ...body } });

const rows = (studentID: string) => srv.database.db.select().from(deviceBacklogs).where(eq(deviceBacklogs.studentID, studentID));
const classSync = (key: string, classID: string) => request(srv.url, getClassSync, { key, query: { classID } });

describe('POST /student/backlog', () => {
  it('stores counts by kind and the oldest time; the class teacher reads them; a second report replaces the row', async () => {
    const { teacher, cls, student } = await classroom(srv);
    const acted = before(20 * MINUTE);
    const first = await request(srv.url, reportBacklog, {
      key: student.key,
      body: { deviceID: DEVICE, counts: { quizzes: 1, writing: 2 }, oldestQueuedAt: acted },
    });
    expect(first).toEqual({ status: 200, body: { ok: true } });
    expect(await rows(student.user.id)).toEqual([
      {
        studentID: student.user.id,
        deviceID: DEVICE,
        counts: { quizzes: 1, writing: 2, diagnostic: 0 },
        oldestQueuedAt: new Date(acted),
        reportedAt: srv.clock.now,
      },
    ]);
    const seen = await classSync(teacher.key, cls.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      {
        studentID: student.user.id,
        lastSyncAt: null,
        lateCount: 0,
        lastLateAt: null,
        failures: [],
        failureCount: 0,
        backlogs: [{ counts: { quizzes: 1, writing: 2, diagnostic: 0 }, oldestQueuedAt: acted, reportedAt: srv.clock.now.toISOString() }],
      },
    ]);

    // The next heartbeat: one writing save went out, a diagnostic save came in.
    advance(5 * MINUTE);
    const later = before(3 * MINUTE);
    expect((await report(student.key, { counts: { quizzes: 1, writing: 1, diagnostic: 1 }, oldestQueuedAt: later })).status).toBe(200);
    const [row] = await rows(student.user.id);
    expect(row).toMatchObject({
      counts: { quizzes: 1, writing: 1, diagnostic: 1 },
      oldestQueuedAt: new Date(later),
      reportedAt: srv.clock.now,
    });
    expect(await rows(student.user.id)).toHaveLength(1);
  });

  it('a report of zero deletes the row (also zero counts written out, and a row that was never there)', async () => {
    const { teacher, cls, student } = await classroom(srv);
    expect((await report(student.key, { counts: { quizzes: 3 }, oldestQueuedAt: before(MINUTE) })).status).toBe(200);
    expect(await rows(student.user.id)).toHaveLength(1);
    expect((await report(student.key, { counts: {}, oldestQueuedAt: null })).status).toBe(200);
    expect(await rows(student.user.id)).toEqual([]);
    expect((await classSync(teacher.key, cls.id)).body[0].backlogs).toEqual([]);

    expect((await report(student.key, { counts: { quizzes: 0, writing: 0, diagnostic: 0 }, oldestQueuedAt: before(MINUTE) })).status).toBe(
      200,
    );
    expect(await rows(student.user.id)).toEqual([]);
  });

  it('each device has its own row; the teacher gets them oldest first; another device zero leaves this one', async () => {
    const { teacher, cls, student } = await classroom(srv);
    await report(student.key, { deviceID: 'chromebook-a1', counts: { quizzes: 1 }, oldestQueuedAt: before(5 * MINUTE) });
    await report(student.key, { deviceID: 'phone-b2b2b2', counts: { diagnostic: 2 }, oldestQueuedAt: before(50 * MINUTE) });
    const seen = (await classSync(teacher.key, cls.id)).body[0].backlogs as Array<{ counts: unknown }>;
    expect(seen.map((b) => b.counts)).toEqual([
      { quizzes: 0, writing: 0, diagnostic: 2 },
      { quizzes: 1, writing: 0, diagnostic: 0 },
    ]);
    await report(student.key, { deviceID: 'phone-b2b2b2', counts: {}, oldestQueuedAt: null });
    expect((await rows(student.user.id)).map((r) => r.deviceID)).toEqual(['chromebook-a1']);
  });

  it(`keeps at most ${MAX_BACKLOG_DEVICES} devices per student: one more drops the one reported longest ago`, async () => {
    const { student } = await classroom(srv);
    for (let i = 0; i < MAX_BACKLOG_DEVICES + 1; i++) {
      advance(1000);
      expect(
        (
          await report(student.key, {
            deviceID: `device-${String(i).padStart(4, '0')}`,
            counts: { quizzes: 1 },
            oldestQueuedAt: before(MINUTE),
          })
        ).status,
      ).toBe(200);
    }
    const kept = (await rows(student.user.id)).map((r) => r.deviceID).sort();
    expect(kept).toHaveLength(MAX_BACKLOG_DEVICES);
    expect(kept).not.toContain('device-0000');
    expect(kept).toContain(`device-${String(MAX_BACKLOG_DEVICES).padStart(4, '0')}`);
  });

  it('an oldest time ahead of the server (a fast device clock) is kept as now', async () => {
    const { student } = await classroom(srv);
    await report(student.key, { counts: { writing: 1 }, oldestQueuedAt: new Date(srv.clock.now.getTime() + 60 * MINUTE).toISOString() });
    expect((await rows(student.user.id))[0]!.oldestQueuedAt).toEqual(srv.clock.now);
  });

  it('bad input is a 400 with a clear message, never a 500, and stores nothing', async () => {
    const { student } = await classroom(srv);
    const cases: Array<[Report | unknown, string]> = [
      [{ deviceID: 'short' }, 'The device id must be 8 to 64 letters, digits, - or _.'],
      [{ deviceID: 'x'.repeat(65) }, 'The device id must be 8 to 64 letters, digits, - or _.'],
      [{ deviceID: 'has spaces in it' }, 'The device id must be 8 to 64 letters, digits, - or _.'],
      [{ counts: { quizzes: -1 }, oldestQueuedAt: before(MINUTE) }, 'Each count must be a whole number from 0 to 10000.'],
      [{ counts: { quizzes: 1.5 }, oldestQueuedAt: before(MINUTE) }, 'Each count must be a whole number from 0 to 10000.'],
      [{ counts: { quizzes: 10_001 }, oldestQueuedAt: before(MINUTE) }, 'Each count must be a whole number from 0 to 10000.'],
      [{ counts: { quizzes: '3' }, oldestQueuedAt: before(MINUTE) }, 'Each count must be a whole number from 0 to 10000.'],
      [{ counts: { answers: 3 }, oldestQueuedAt: before(MINUTE) }, 'counts must have only quizzes, writing and diagnostic.'],
      [{ counts: { quizzes: 2 }, oldestQueuedAt: null }, 'oldestQueuedAt is needed when anything waits.'],
      [{ counts: { quizzes: 2 }, oldestQueuedAt: 'yesterday' }, 'oldestQueuedAt must be an ISO time.'],
      [{ counts: { quizzes: 2 }, oldestQueuedAt: 'x'.repeat(500) }, 'oldestQueuedAt must be an ISO time.'],
    ];
    for (const [body, message] of cases) {
      const res = await report(student.key, body as Report);
      expect({ body, status: res.status, message: res.body?.message }).toEqual({ body, status: 400, message });
    }
    const big = await raw(`${srv.url}/api/student/backlog`, {
      method: 'POST',
      key: student.key,
      rawBody: JSON.stringify({ deviceID: DEVICE, counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE), pad: 'x'.repeat(40_000) }),
    });
    expect(big.status).toBe(413);
    expect(await rows(student.user.id)).toEqual([]);
  });

  it('students only: no key 401, a teacher 403; a student writes only their own row', async () => {
    const { teacher, student } = await classroom(srv);
    expect(await report(null, { counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE) })).toMatchObject({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
    expect(await report(teacher.key, { counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE) })).toMatchObject({
      status: 403,
      body: { message: extraMessages.onlyStudentsReportBacklog },
    });
    expect(await srv.database.db.select().from(deviceBacklogs)).toEqual([]);
    // The body names no student: the key decides whose row it is.
    const withStudent = await raw(`${srv.url}/api/student/backlog`, {
      method: 'POST',
      key: student.key,
      body: { deviceID: DEVICE, counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE), studentID: teacher.user.id },
    });
    expect(withStudent.status).toBe(200);
    expect((await srv.database.db.select().from(deviceBacklogs)).map((r) => r.studentID)).toEqual([student.user.id]);
  });

  it(`is limited to ${LIMITS.backlogReportsPerStudent.points} reports an hour per student (429 with Retry-After); another student is not held up`, async () => {
    const { cls, student } = await classroom(srv);
    const other = await registerStudent(srv, cls.code);
    for (let i = 0; i < LIMITS.backlogReportsPerStudent.points; i++) {
      const res = await report(student.key, { counts: { quizzes: (i % 3) + 1 }, oldestQueuedAt: before(MINUTE) });
      expect(res.status).toBe(200);
    }
    const refused = await report(student.key, { counts: { quizzes: 9 }, oldestQueuedAt: before(MINUTE) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await rows(student.user.id))[0]!.counts.quizzes).not.toBe(9);
    expect((await report(other.key, { counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE) })).status).toBe(200);
  });
});

describe('a signed-out student: the delivery key', () => {
  it('reports for the student with their delivery key alone (no signature), and only for that student', async () => {
    const { teacher, cls, student } = await classroom(srv);
    const minted = await request(srv.url, createDeliveryKey, { key: student.key });
    expect(minted.status).toBe(200);
    const deliveryKey = minted.body.deliveryKey as string;

    const res = await report(deliveryKey, { counts: { quizzes: 2 }, oldestQueuedAt: before(10 * MINUTE) });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await classSync(teacher.key, cls.id)).body[0].backlogs[0].counts).toEqual({ quizzes: 2, writing: 0, diagnostic: 0 });

    // The delivery key reads nothing, even the sync state it just wrote.
    expect((await classSync(deliveryKey, cls.id)).status).toBe(401);

    // Zero from the delivery key clears the row, as the device does before the queued sign-out.
    expect((await report(deliveryKey, { counts: {}, oldestQueuedAt: null })).status).toBe(200);
    expect(await rows(student.user.id)).toEqual([]);
  });

  it('a revoked delivery key (its session signed out) is 401 and changes nothing', async () => {
    const { student } = await classroom(srv);
    const deliveryKey = (await request(srv.url, createDeliveryKey, { key: student.key })).body.deliveryKey as string;
    expect((await report(student.key, { counts: { writing: 1 }, oldestQueuedAt: before(MINUTE) })).status).toBe(200);
    expect((await request(srv.url, logout, { key: student.key })).status).toBe(200);
    expect(await report(deliveryKey, { counts: {}, oldestQueuedAt: null })).toMatchObject({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
    expect(await rows(student.user.id)).toHaveLength(1);
    expect(await report('not-a-key', { counts: {}, oldestQueuedAt: null })).toMatchObject({ status: 401 });
    expect(await report('k'.repeat(201), { counts: {}, oldestQueuedAt: null })).toMatchObject({ status: 401 });
  });
});

describe('who reads a student backlog', () => {
  it("another class's teacher gets 404 for the class; the class's teacher and an admin read it", async () => {
    const { teacher, cls, student } = await classroom(srv);
    await report(student.key, { counts: { quizzes: 1 }, oldestQueuedAt: before(MINUTE) });
    const other = await teacherWithClass(srv);
    expect(await classSync(other.teacher.key, cls.id)).toMatchObject({ status: 404, body: { message: messages.notFound } });
    expect(await classSync(student.key, cls.id)).toMatchObject({ status: 403 });
    // The other teacher's own class does not list this student or their backlog.
    const own = await classSync(other.teacher.key, other.cls.id);
    expect(own).toEqual({ status: 200, body: [] });
    expect((await classSync(teacher.key, cls.id)).body[0].backlogs).toHaveLength(1);
  });
});

describe('late deliveries count saves, not quiz openings', () => {
  it('a quiz finished offline and delivered late is one late save (its opening is not counted)', async () => {
    const { teacher, cls, student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const queuedAt = before(10 * MINUTE);
    const send = (path: string, body: unknown, idem: string) =>
      raw(`${srv.url}/api${path}`, {
        method: 'POST',
        key: student.key,
        body,
        headers: { 'Idempotency-Key': idem, [QUEUED_AT_HEADER]: queuedAt },
      });
    expect((await send('/student/startquiz', { quizID: practice.id }, 'open-1')).status).toBe(200);
    expect((await send('/student/savequiz', { quizID: practice.id, Answers: answers(practice), Score: 0 }, 'save-1')).status).toBe(200);
    const [state] = (await classSync(teacher.key, cls.id)).body;
    expect(state).toMatchObject({ lateCount: 1, lastSyncAt: srv.clock.now.toISOString() });
  });
});
