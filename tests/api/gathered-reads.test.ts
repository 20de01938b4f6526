import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession } from '../../src/shared/api/auth';
import { getAllClasses } from '../../src/shared/api/classes';
import { googleAccounts } from '../../src/server/db/schema';
import { teacherReadStats } from '../../src/server/features/auth/user-view';
import { request } from './support/client';
import { createClass, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

/**
 * Teachers' class lists and Google links asked for at the same moment are read together (issue
 * 13, the authenticated reads): one statement answers the requests that arrived while the last
 * one ran. Each request must still get its own teacher's classes and link, and a read must see
 * every change made before it was asked, on both databases (on PostgreSQL nothing of it is cached).
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** The ids of a class list, sorted (classes made at the test clock's one moment come in id order). */
const idsOf = (list: { id: string }[]) => list.map((c) => c.id).sort();

describe('class lists and Google links asked at once', () => {
  it('12 teachers ask for their session and class list at once: each gets their own, in fewer statements than requests', async () => {
    const teachers = await Promise.all(Array.from({ length: 12 }, () => teacherWithClass(srv)));
    // A second class for every third teacher, a Google link for every other one.
    const second = new Map<string, string>();
    for (const [i, t] of teachers.entries()) if (i % 3 === 0) second.set(t.teacher.user.id, (await createClass(srv, t.teacher.key)).id);
    const linked = teachers.filter((_, i) => i % 2 === 1).map((t) => t.teacher.user.id);
    await srv.database.db.insert(googleAccounts).values(linked.map((userID) => ({ userID, sub: `google-${userID}` })));
    const db = srv.database.db;
    const before = { classes: { ...teacherReadStats(db).classes }, google: { ...teacherReadStats(db).google } };

    const [sessions, lists] = await Promise.all([
      Promise.all(teachers.map((t) => request(srv.url, checkSession, { key: t.teacher.key }))),
      Promise.all(teachers.map((t) => request(srv.url, getAllClasses, { key: t.teacher.key }))),
    ]);

    for (const [i, { teacher, cls }] of teachers.entries()) {
      const mine = [cls.id, ...(second.has(teacher.user.id) ? [second.get(teacher.user.id)!] : [])].sort();
      expect(sessions[i]!.status).toBe(200);
      expect(sessions[i]!.body.id).toBe(teacher.user.id);
      expect(idsOf(sessions[i]!.body.classes)).toEqual(mine);
      expect(sessions[i]!.body.googleLinked).toBe(linked.includes(teacher.user.id));
      expect(lists[i]!.status).toBe(200);
      expect(idsOf(lists[i]!.body)).toEqual(mine);
    }
    const after = teacherReadStats(db);
    const classReads = { items: after.classes.items - before.classes.items, batches: after.classes.batches - before.classes.batches };
    const googleReads = { items: after.google.items - before.google.items, batches: after.google.batches - before.google.batches };
    // Every teacher's classes were read (once each where the cache joins a read already running, twice on PostgreSQL) ...
    expect(classReads.items).toBeGreaterThanOrEqual(12);
    expect(googleReads.items).toBe(12);
    // ... in fewer statements than reads: one read per statement would be as many.
    expect(classReads.batches).toBeLessThan(classReads.items);
    expect(googleReads.batches).toBeLessThan(googleReads.items);
  });

  it('a gathered read sees a change made just before it was asked', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const db = srv.database.db;
    await db.insert(googleAccounts).values({ userID: teacher.user.id, sub: `google-${teacher.user.id}` });
    const first = await request(srv.url, checkSession, { key: teacher.key });
    expect(first.body.googleLinked).toBe(true);

    // A new class and an unlinked Google account, then at once two session checks and the class list.
    const added = await createClass(srv, teacher.key);
    await db.delete(googleAccounts).where(eq(googleAccounts.userID, teacher.user.id));
    const [session, list, again] = await Promise.all([
      request(srv.url, checkSession, { key: teacher.key }),
      request(srv.url, getAllClasses, { key: teacher.key }),
      request(srv.url, checkSession, { key: teacher.key }),
    ]);
    for (const s of [session, again]) {
      expect(idsOf(s.body.classes)).toEqual([cls.id, added.id].sort());
      expect(s.body.googleLinked).toBe(false);
    }
    expect(idsOf(list.body)).toEqual([cls.id, added.id].sort());
  });
});
