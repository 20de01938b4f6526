import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logout } from '../../src/shared/api/auth';
import { deleteClass, getAllClasses, saveClass } from '../../src/shared/api/classes';
import { updateUserPassword } from '../../src/shared/api/account';
import { SessionCache } from '../../src/server/features/auth/session-cache';
import { customLessons, studentLessons, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { saveQuiz, startQuiz } from '../../src/shared/api/quizzes';
import { updateCustomLessons } from '../../src/shared/api/customLessons';
import { and } from 'drizzle-orm';
import { answers, enablePostEval, firstLesson, makePaid } from './quizzes-fixtures';
import { request } from './support/client';
import { freshCode, loginKey, PASSWORD, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { session, twoAppsOnOneDatabase } from './support/two-apps';

/**
 * The session cache (tests/bench/README.md) with two app instances on one database, each with its
 * own cache and its own LISTEN (on PostgreSQL, its own connection): as two server processes are.
 * A change made through one, or straight in the database, must be seen by the other at once.
 */
let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
const { A, B } = twoAppsOnOneDatabase('cache');

describe('session cache', () => {
  it('answers a known key from the cache: the second call does not look the session up', async () => {
    const { key } = await registerTeacher(srv);
    const before = { ...A().cache.stats };
    expect((await session(A().url, key)).status).toBe(200);
    expect((await session(A().url, key)).status).toBe(200);
    expect((await session(A().url, key)).status).toBe(200);
    expect(A().cache.stats.misses - before.misses).toBe(1);
    expect(A().cache.stats.hits - before.hits).toBe(2);
  });

  it('a sign-out in one process is refused by the other at once', async () => {
    const { key } = await registerTeacher(srv);
    expect((await session(B().url, key)).status).toBe(200);
    expect((await session(B().url, key)).status).toBe(200); // now cached in B
    expect((await request(A().url, logout, { key })).status).toBe(200);
    expect((await session(B().url, key)).status).toBe(401);
    expect((await session(A().url, key)).status).toBe(401);
  });

  it('a password change signs the other devices out in every process at once', async () => {
    const { payload } = await registerTeacher(srv);
    const kept = await loginKey(srv, payload.email);
    const other = await loginKey(srv, payload.email);
    expect((await session(B().url, other)).status).toBe(200);
    const changed = await request(A().url, updateUserPassword, { key: kept, body: { password: 'newpass9', currentPassword: PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await session(B().url, other)).status).toBe(401);
    expect((await session(B().url, kept)).status).toBe(200);
  });

  it('a change made straight in the database (another process, an admin tool) is seen on the next call', async () => {
    const { key, user } = await registerTeacher(srv);
    expect((await session(B().url, key)).body.first).toBe(user.first);
    await srv.database.db.update(users).set({ first: 'Renamed' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await session(B().url, key)).body.first, { timeout: 1000, interval: 5 }).toBe('Renamed');
    // A deleted account's key stops working.
    await srv.database.db.delete(users).where(eq(users.id, user.id));
    await expect.poll(async () => (await session(B().url, key)).status, { timeout: 1000, interval: 5 }).toBe(401);
  });
});

describe('class cache (what a view is built from besides the user row)', () => {
  const classes = (url: string, key: string) => request(url, getAllClasses, { key });
  const names = (list: { name: string }[]) => list.map((c) => c.name).sort();

  it("answers a teacher's checksession and class list from memory once read, on the embedded database", async () => {
    const { teacher } = await teacherWithClass(srv, { name: 'Kept' });
    expect((await session(B().url, teacher.key)).body.classes).toHaveLength(1);
    const before = { ...B().cache.classes.stats };
    expect((await session(B().url, teacher.key)).status).toBe(200);
    expect(names((await classes(B().url, teacher.key)).body)).toEqual(['Kept']);
    if (srv.database.kind === 'pglite') expect(B().cache.classes.stats.misses - before.misses).toBe(0);
    // On PostgreSQL a notice reaches a process after the commit's answer: nothing is kept there.
    else expect(B().cache.classes.stats.hits - before.hits).toBe(0);
  });

  it('a class made, renamed or deleted in one process is seen by the other at once', async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'First' });
    expect(names((await session(B().url, teacher.key)).body.classes)).toEqual(['First']);
    expect(names((await classes(B().url, teacher.key)).body)).toEqual(['First']);
    const second = (await request(A().url, saveClass, { key: teacher.key, body: { name: 'Second', code: freshCode() } })).body.value;
    expect(names((await session(B().url, teacher.key)).body.classes)).toEqual(['First', 'Second']);
    expect(names((await classes(B().url, teacher.key)).body)).toEqual(['First', 'Second']);
    expect((await request(A().url, saveClass, { key: teacher.key, body: { id: cls.id, name: 'Renamed', code: cls.code } })).status).toBe(
      200,
    );
    expect(names((await classes(B().url, teacher.key)).body)).toEqual(['Renamed', 'Second']);
    expect((await request(A().url, deleteClass, { key: teacher.key, params: { id: second.id } })).status).toBe(200);
    expect(names((await session(B().url, teacher.key)).body.classes)).toEqual(['Renamed']);
  });

  it("a student joining is counted in the teacher's view, and the student sees their class and its changes, at once", async () => {
    const { teacher, cls } = await teacherWithClass(srv, { name: 'Counted' });
    expect((await session(B().url, teacher.key)).body.classes[0]!.classSize).toBe(0);
    const student = await registerStudent(srv, cls.code);
    expect((await session(B().url, teacher.key)).body.classes[0]!.classSize).toBe(1);
    expect((await session(B().url, student.key)).body.classes[0]!.name).toBe('Counted');
    expect(
      (await request(A().url, saveClass, { key: teacher.key, body: { id: cls.id, name: 'Counted Again', code: cls.code } })).status,
    ).toBe(200);
    expect((await session(B().url, student.key)).body.classes[0]!.name).toBe('Counted Again');
    expect((await classes(B().url, student.key)).body.map((c: { name: string }) => c.name)).toEqual(['Counted Again']);
  });

  it('a lesson switched off or on, opened for one student, or its post-evaluation opened, in one process is obeyed by the other at once', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await makePaid(srv, teacher.user.id);
    const student = await registerStudent(srv, cls.code);
    const { lesson, quizzes, postEval } = await firstLesson(srv, student.key);
    const startOn = (url: string, quizID: string) => request(url, startQuiz, { key: student.key, body: { quizID } });
    const switches = (lessonEnabled: boolean) =>
      request(A().url, updateCustomLessons, {
        key: teacher.key,
        body: [
          {
            classID: cls.id,
            lessonID: lesson.id,
            lessonEnabled,
            diagnosticEnabled: true,
            postEvalEnabled: false,
            postEvalAnswersEnabled: false,
          },
        ],
      });
    // Read through B first, so that B keeps the student's lesson switches.
    expect((await startOn(B().url, quizzes[0]!.id)).status).toBe(200);
    expect((await switches(false)).status).toBe(200);
    expect(await startOn(B().url, quizzes[1]!.id)).toEqual({ status: 404, body: { message: messages.lessonGone } });
    // Opened for this student alone (as a recommendation does), straight in the database.
    await srv.database.db.insert(studentLessons).values({ studentID: student.user.id, classID: cls.id, lessonID: lesson.id });
    expect((await startOn(B().url, quizzes[1]!.id)).status).toBe(200);
    await srv.database.db
      .delete(studentLessons)
      .where(and(eq(studentLessons.studentID, student.user.id), eq(studentLessons.lessonID, lesson.id)));
    expect((await startOn(B().url, quizzes[2]!.id)).status).toBe(404);
    expect((await switches(true)).status).toBe(200);
    expect((await startOn(B().url, quizzes[2]!.id)).status).toBe(200);
    // The post-evaluation: closed, then opened for the class; a save through B follows each.
    const savePostEval = () =>
      request(B().url, saveQuiz, { key: student.key, body: { quizID: postEval.id, Answers: answers(postEval), Score: 0 } });
    expect(await savePostEval()).toEqual({ status: 405, body: { message: messages.postEvalNotEnabled } });
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    expect((await savePostEval()).status).toBe(200);
    if (srv.database.kind === 'pglite') expect(B().cache.classes.stats.hits).toBeGreaterThan(0);
    expect(await srv.database.db.select().from(customLessons).where(eq(customLessons.classID, cls.id))).toHaveLength(1);
  });

  it("a teacher whose account lapses (a change to the teacher's row) makes their students inactive at once", async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect((await session(B().url, student.key)).body.isActive).toBe(true);
    const past = new Date(Date.now() - 86_400_000);
    await srv.database.db.update(users).set({ expirationDate: past }).where(eq(users.id, teacher.user.id));
    expect((await session(B().url, student.key)).body.isActive).toBe(false);
  });
});

describe('SessionCache', () => {
  const row = (id: string) => ({ id }) as never;
  const live = (id: string, expiresAt = new Date(Date.now() + 60_000)) => ({
    session: { id: `s-${id}`, expiresAt, revokedAt: null } as never,
    user: row(id),
  });

  it('serves nothing until listening, and nothing after the listener is lost', () => {
    const cache = new SessionCache();
    cache.store('k', live('u'), cache.generation);
    expect(cache.get('k', new Date())).toBeNull();
    cache.setLive(true);
    cache.store('k', live('u'), cache.generation);
    expect(cache.get('k', new Date())).not.toBeNull();
    cache.setLive(false);
    expect(cache.get('k', new Date())).toBeNull();
  });

  it('does not keep what a lookup read before a change it did not see', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const generation = cache.generation;
    cache.heard('u');
    cache.store('k', live('u'), generation);
    expect(cache.get('k', new Date())).toBeNull();
  });

  it('drops expired sessions, old entries, and everything on a truncate notice', () => {
    const cache = new SessionCache(50, 2);
    cache.setLive(true);
    cache.store('gone', live('a', new Date(Date.now() - 1)), cache.generation);
    expect(cache.get('gone', new Date())).toBeNull();
    for (const k of ['x', 'y', 'z']) cache.store(k, live(k), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('x', new Date())).toBeNull();
    cache.heard('*');
    expect(cache.size).toBe(0);
  });
});
