import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDeleteStudent, adminStudentData, createImpersonationToken, impersonate } from '../../src/shared/api/admin';
import { checkSession } from '../../src/shared/api/auth';
import { startResetPassword } from '../../src/shared/api/account';
import { createDeliveryKey } from '../../src/shared/api/delivery';
import { reportSyncFailure } from '../../src/shared/api/sync';
import { getWritingAssignments, saveWriting } from '../../src/shared/api/writing';
import { extraMessages, messages, studentDataMessages } from '../../src/shared/messages';
import { deviceBacklogs, googleAccounts, studentLessons } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { loginCall, PASSWORD, registerStudent } from './support/fixtures';
import { selectRows, testServer, type TestServer } from './support/server';
import { createAdmin, updateUser } from './admin-fixtures';
import { diagnosticClass, takeAll } from './diagnostic-fixtures';
import { firstLesson, makePaid, save, start } from './quizzes-fixtures';

/**
 * An admin's export and hard delete of one student's data (issue 15): the export holds every row
 * about the student and no secret; the delete leaves no row anywhere that names the student; only
 * a SuperAdmin may call either, and the delete needs the student's username typed.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const exportOf = (key: string | null, userID: string) => request(srv.url, adminStudentData, { key, query: { userID } });
const deleteCall = (key: string | null, userID: string, confirm: string) =>
  request(srv.url, adminDeleteStudent, { key, body: { userID, confirm } });

/** Every table of the database with the rows whose JSON holds `needle` (an id, a username). */
async function rowsNaming(needle: string): Promise<Record<string, number>> {
  const tables = await selectRows<{ tablename: string }>(
    srv.database,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`,
  );
  const found: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await selectRows<{ n: number }>(
      srv.database,
      sql`select count(*)::int as n from ${sql.identifier(tablename)} x where position(lower(${needle}) in lower(row_to_json(x)::text)) > 0`,
    );
    if (row!.n > 0) found[tablename] = row!.n;
  }
  return found;
}

/**
 * A student with a row in every table that can hold one about a student: class membership, quiz
 * opens and results (sent as the outbox sends them), writing, a diagnostic, badges, sync records,
 * a delivery key, a reset code, an admin's visit, a lesson opened for them, a device backlog, a
 * linked Google account and a sign-in failure counter. A classmate has the same, to be kept.
 */
async function busyStudent() {
  const room = await diagnosticClass(srv, { students: 2 });
  await makePaid(srv, room.teacher.user.id);
  const [student, classmate] = room.students as [(typeof room.students)[0], (typeof room.students)[0]];
  await updateUser(srv, student.user.id, { email: `${student.user.username}@family.example` });
  const admin = await createAdmin(srv);

  for (const who of [student, classmate]) {
    await takeAll(srv, who.key, new Set());
    const lesson = await firstLesson(srv, who.key);
    expect((await start(srv, who.key, lesson.practice.id)).status).toBe(200);
    const queued = await raw(`${srv.url}/api/student/savequiz`, {
      method: 'POST',
      key: who.key,
      body: {
        quizID: lesson.pretest.id,
        Answers: lesson.pretest.questions.map((q) => ({ questionID: q.id, answer: 'a wrong answer' })),
        Score: 0,
      },
      headers: { 'Idempotency-Key': randomUUID(), 'X-Queued-At': new Date(srv.clock.now.getTime() - 10 * 60_000).toISOString() },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect((await save(srv, who.key, lesson.practice)).status).toBe(200);
    // Opened and not saved (yet): a quiz_starts row.
    expect((await start(srv, who.key, lesson.quizzes[2]!.id)).status).toBe(200);
    const assignments = await request(srv.url, getWritingAssignments, { key: who.key, query: {} });
    const assignment = assignments.body[0];
    expect(assignment, 'the shipped curriculum has writing').toBeDefined();
    const writing = await request(srv.url, saveWriting, {
      key: who.key,
      body: { writingAssignmentID: assignment.id, studentText: '<p>My summer by the lake.</p>' },
    });
    expect(writing.status, JSON.stringify(writing.body)).toBe(200);
    const failure = await request(srv.url, reportSyncFailure, {
      key: who.key,
      body: {
        key: randomUUID(),
        path: '/student/savequiz',
        body: { quizID: 'x' },
        label: 'Pre-Test',
        status: 405,
        message: 'locked',
        queuedAt: srv.clock.now.toISOString(),
      },
    });
    expect(failure.status, JSON.stringify(failure.body)).toBe(200);
    expect((await request(srv.url, createDeliveryKey, { key: who.key })).status).toBe(200);
    await srv.database.db
      .insert(studentLessons)
      .values({ studentID: who.user.id, classID: room.cls.id, lessonID: lesson.lesson.id, enabledBy: room.teacher.user.id });
    await srv.database.db
      .insert(deviceBacklogs)
      .values({
        studentID: who.user.id,
        deviceID: `device-${who.user.id.slice(0, 8)}`,
        counts: { quizzes: 1, writing: 0, diagnostic: 0 },
        oldestQueuedAt: srv.clock.now,
      });
  }
  // Things only this student has: a reset code, an admin's visit, Google, a typo'd password.
  expect((await request(srv.url, startResetPassword, { body: { email: `${student.user.username}@family.example` } })).status).toBe(200);
  await expect.poll(async () => (await rowsNaming(student.user.id)).tokens ?? 0).toBe(1);
  const token = await request(srv.url, createImpersonationToken, { key: admin.key, body: { userID: student.user.id } });
  expect(token.status).toBe(200);
  expect((await request(srv.url, impersonate, { body: { username: token.body.username, password: token.body.accessToken } })).status).toBe(
    200,
  );
  await srv.database.db
    .insert(googleAccounts)
    .values({
      userID: student.user.id,
      sub: `google-${student.user.id}`,
      email: 'kid@gmail.example',
      refreshToken: 'secret-refresh-token',
    });
  expect((await loginCall(srv, student.user.username!, 'not-the-password-1')).status).toBe(401);
  return { room, student, classmate, admin };
}

describe('who may call them', () => {
  it('401 without a key; 403 for the student, their teacher and another student; 200 for an admin', async () => {
    const { room, student, classmate, admin } = await busyStudent();
    for (const [key, status] of [
      [null, 401],
      [student.key, 403],
      [classmate.key, 403],
      [room.teacher.key, 403],
    ] as const) {
      const exp = await exportOf(key, student.user.id);
      expect(exp.status).toBe(status);
      expect(JSON.stringify(exp.body)).not.toContain(student.user.username);
      const del = await deleteCall(key, student.user.id, student.user.username!);
      expect(del).toEqual({ status, body: { message: status === 401 ? messages.pleaseLogin : extraMessages.onlyAdmins } });
    }
    // Nothing was deleted by the refused calls.
    expect((await request(srv.url, checkSession, { key: student.key })).status).toBe(200);
    expect((await exportOf(admin.key, student.user.id)).status).toBe(200);
  });

  it('a super-teacher is a teacher: 403', async () => {
    const { room, student } = await busyStudent();
    await updateUser(srv, room.teacher.user.id, { isSuperTeacher: true, isGroup: true });
    expect((await exportOf(room.teacher.key, student.user.id)).status).toBe(403);
    expect((await deleteCall(room.teacher.key, student.user.id, student.user.username!)).status).toBe(403);
  });

  it('404 for an unknown id, a teacher or an admin (this tool is for students), 400 for a malformed id', async () => {
    const { room, admin } = await busyStudent();
    for (const id of [randomUUID(), room.teacher.user.id, admin.user.id]) {
      expect(await exportOf(admin.key, id)).toEqual({ status: 404, body: { message: messages.notFound } });
      expect(await deleteCall(admin.key, id, 'anything')).toEqual({ status: 404, body: { message: messages.notFound } });
    }
    expect((await exportOf(admin.key, 'not-a-uuid')).status).toBe(400);
    expect((await deleteCall(admin.key, 'not-a-uuid', 'x')).status).toBe(400);
    expect(await request(srv.url, adminDeleteStudent, { key: admin.key, body: { userID: randomUUID(), confirm: '   ' } })).toEqual({
      status: 400,
      body: { message: studentDataMessages.confirmLogin },
    });
  });
});

describe('GET /admin/studentdata', () => {
  it('holds every row about the student (answers and writing included), their class, and no secret', async () => {
    const { room, student, admin } = await busyStudent();
    const res = await exportOf(admin.key, student.user.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body;
    expect(data.format).toBe('sentence-lab-student-data/1');
    expect(data.account).toMatchObject({
      id: student.user.id,
      first: student.user.first,
      last: student.user.last,
      username: student.user.username,
      roleID: 3,
    });
    expect(data.classMembership).toMatchObject({
      classID: room.cls.id,
      className: room.cls.name,
      classCode: room.cls.code,
      teacher: { id: room.teacher.user.id },
    });

    // Each list holds exactly the rows the database has for the student.
    const count = async (table: string, column: string) =>
      (
        await selectRows<{ n: number }>(
          srv.database,
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${student.user.id}`,
        )
      )[0]!.n;
    const lists: [unknown[], string, string][] = [
      [data.quizResults, 'quiz_results', 'student_id'],
      [data.quizStarts, 'quiz_starts', 'student_id'],
      [data.writing, 'writing_results', 'student_id'],
      [data.diagnosticResults, 'diagnostic_results', 'student_id'],
      [data.diagnosticAnswers, 'diagnostic_answers', 'student_id'],
      [data.badges, 'earned_badges', 'student_id'],
      [data.studentLessons, 'student_lessons', 'student_id'],
      [data.deviceBacklogs, 'device_backlogs', 'student_id'],
      [data.syncRecords.failures, 'sync_failures', 'user_id'],
      [data.sessions, 'sessions', 'user_id'],
      [data.replayRecords, 'idempotency_keys', 'user_id'],
      [data.adminVisits, 'impersonations', 'target_id'],
    ];
    for (const [list, table, column] of lists) {
      const n = await count(table, column);
      expect(n, `${table} has rows for the student`).toBeGreaterThan(0);
      expect(list, table).toHaveLength(n);
    }
    expect(data.quizResults.length).toBeGreaterThanOrEqual(2);
    expect(
      data.quizResults.every((r: { studentID: string; answers: unknown[] }) => r.studentID === student.user.id && Array.isArray(r.answers)),
    ).toBe(true);
    expect(data.quizResults.some((r: { answers: { answer: string }[] }) => r.answers.some((a) => a.answer === 'a wrong answer'))).toBe(
      true,
    );
    expect(data.writing[0].studentText).toContain('My summer by the lake.');
    expect(
      data.diagnosticAnswers.every(
        (a: { answer: string; isCorrect: boolean }) => typeof a.answer === 'string' && typeof a.isCorrect === 'boolean',
      ),
    ).toBe(true);
    expect(data.syncRecords.lastSync).toMatchObject({ userID: student.user.id });
    expect(data.google).toMatchObject({ email: 'kid@gmail.example' });

    // Nothing of the classmate's.
    const text = JSON.stringify(data);
    expect(text).not.toContain(room.students[1]!.user.id);
    // No secret: password hash, session and delivery key hashes, tokens, Google's refresh token.
    const secrets = await selectRows<{ v: string }>(
      srv.database,
      sql`select password_hash as v from users where id = ${student.user.id}
          union all select key_hash from sessions where user_id = ${student.user.id}
          union all select d.key_hash from delivery_keys d join sessions s on s.id = d.session_id where s.user_id = ${student.user.id}
          union all select token_hash from tokens where user_id = ${student.user.id}`,
    );
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const { v } of secrets) expect(text).not.toContain(v);
    expect(text).not.toContain('secret-refresh-token');
    expect(text).not.toMatch(/passwordHash|picturePasswordHash|keyHash|tokenHash|refreshToken|apiKey|\$argon2/);
    expect(
      srv.logs.some(
        (l) => l.includes('[admin]') && l.includes(admin.user.email!) && l.includes(`exported the data of student ${student.user.id}`),
      ),
    ).toBe(true);
  });

  it('a student without a class exports with no membership', async () => {
    const { student, admin } = await busyStudent();
    await srv.database.db.execute(sql`delete from class_students where student_id = ${student.user.id}`);
    const res = await exportOf(admin.key, student.user.id);
    expect(res.status).toBe(200);
    expect(res.body.classMembership).toBeNull();
  });
});

describe('POST /admin/deletestudent', () => {
  it('a wrong username deletes nothing (400)', async () => {
    const { student, classmate, admin } = await busyStudent();
    const before = await rowsNaming(student.user.id);
    expect(await deleteCall(admin.key, student.user.id, classmate.user.username!)).toEqual({
      status: 400,
      body: { message: studentDataMessages.confirmMismatch },
    });
    expect(await rowsNaming(student.user.id)).toEqual(before);
  });

  it('removes every row in every table that names the student, keeps the classmate, and ends their sessions', async () => {
    const { room, student, classmate, admin } = await busyStudent();
    const before = await rowsNaming(student.user.id);
    // The world is as rich as promised: the student is in at least these tables.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'users',
        'class_students',
        'quiz_starts',
        'quiz_results',
        'writing_results',
        'diagnostic_results',
        'diagnostic_answers',
        'earned_badges',
        'student_sync',
        'sync_failures',
        'idempotency_keys',
        'sessions',
        'tokens',
        'impersonations',
        'student_lessons',
        'device_backlogs',
        'google_accounts',
      ]),
    );
    const [deliveries] = await selectRows<{ n: number }>(
      srv.database,
      sql`select count(*)::int as n from delivery_keys d join sessions s on s.id = d.session_id where s.user_id = ${student.user.id}`,
    );
    expect(deliveries!.n).toBeGreaterThan(0);
    const classmateBefore = await rowsNaming(classmate.user.id);

    // Typed in another case, with spaces: still the username.
    const res = await deleteCall(admin.key, student.user.id, `  ${student.user.username!.toUpperCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deleted).toMatchObject({ users: 1, class_students: 1, delivery_keys: deliveries!.n });

    expect(await rowsNaming(student.user.id)).toEqual({});
    expect(await rowsNaming(student.user.username!)).toEqual({});
    expect(await rowsNaming(`${student.user.username}@family.example`)).toEqual({});
    const [left] = await selectRows<{ n: number }>(
      srv.database,
      sql`select count(*)::int as n from delivery_keys d where not exists (select 1 from sessions s where s.id = d.session_id)`,
    );
    expect(left!.n).toBe(0);
    expect(await rowsNaming(classmate.user.id)).toEqual(classmateBefore);
    expect(await rowsNaming(room.teacher.user.id)).not.toEqual({});

    // Their key and sign-in are gone at once; the export and a second delete are 404.
    expect((await request(srv.url, checkSession, { key: student.key })).status).toBe(401);
    expect((await loginCall(srv, student.user.username!, PASSWORD)).status).toBe(401);
    expect((await exportOf(admin.key, student.user.id)).status).toBe(404);
    expect((await deleteCall(admin.key, student.user.id, student.user.username!)).status).toBe(404);
    expect(
      srv.logs.some((l) => l.includes('[admin]') && l.includes(`deleted student ${student.user.id}`) && l.includes('quiz_results')),
    ).toBe(true);
    // The classmate carries on.
    expect((await request(srv.url, checkSession, { key: classmate.key })).status).toBe(200);
  });

  it('a student who registered with an email confirms with the email', async () => {
    const room = await diagnosticClass(srv, { students: 0 });
    const admin = await createAdmin(srv);
    const email = `ana.${randomUUID().slice(0, 8)}@family.example`;
    const ana = await registerStudent(srv, room.cls.code, { username: email });
    expect(ana.user.username).toBeNull();
    expect((await deleteCall(admin.key, ana.user.id, email.toUpperCase())).status).toBe(200);
    expect(await rowsNaming(ana.user.id)).toEqual({});
  });

  it('a counter per admin: the call after 120 in an hour is 429', async () => {
    const admin = await createAdmin(srv);
    const room = await diagnosticClass(srv, { students: 1 });
    const student = room.students[0]!;
    expect((await exportOf(admin.key, student.user.id)).status).toBe(200);
    const key = `studentDataCallsPerAdmin:${admin.user.id}`;
    const [counted] = await selectRows<{ points: number }>(srv.database, sql`select points from rate_limits where key = ${key}`);
    expect(counted?.points).toBe(1);
    // The other 119 of the hour, without making them one by one.
    await srv.database.db.execute(sql`update rate_limits set points = 120 where key = ${key}`);
    const refused = await exportOf(admin.key, student.user.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many/);
    expect((await deleteCall(admin.key, student.user.id, student.user.username!)).status).toBe(429);
    expect((await request(srv.url, checkSession, { key: student.key })).status).toBe(200);
  });
});
