import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { moveSubTeacherClasses } from '../../src/shared/api/teachers';
import { extraMessages } from '../../src/shared/messages';
import { classes } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { request } from './support/client';
import { createClass, createStudentCall, registerStudent } from './support/fixtures';
import { paidTeacher, subTeacherOf, superTeacher } from './teachers-fixtures';

/** Before a sub-teacher leaves the group, their classes can move to another teacher of it (issue 11). */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const move = (key: string, fromID: string, toID: string) => request(srv.url, moveSubTeacherClasses, { key, body: { fromID, toID } });
const teacherOfClass = async (id: string) => (await srv.database.db.select().from(classes).where(eq(classes.id, id)))[0]!.teacherID;

describe('POST /user/movesubteacherclasses', () => {
  it('moves every class of a sub-teacher, with its students, to another teacher of the group or to the super-teacher', async () => {
    const owner = await superTeacher(srv);
    const leaving = await subTeacherOf(srv, owner);
    const staying = await subTeacherOf(srv, owner);
    const a = await createClass(srv, leaving.key);
    const b = await createClass(srv, leaving.key);
    await registerStudent(srv, a.code);
    await registerStudent(srv, b.code);

    expect(await move(owner.key, leaving.id, staying.id)).toEqual({ status: 200, body: { classes: 2, students: 2 } });
    expect(await teacherOfClass(a.id)).toBe(staying.id);
    expect(await teacherOfClass(b.id)).toBe(staying.id);
    // The students go on: joining the class still works under its new teacher.
    expect((await createStudentCall(srv, a.code)).status).toBe(200);

    expect(await move(owner.key, staying.id, owner.id)).toEqual({ status: 200, body: { classes: 2, students: 3 } });
    expect(await teacherOfClass(a.id)).toBe(owner.id);
  });

  it('refuses when the receiving teacher has no room (406), and changes nothing', async () => {
    const owner = await superTeacher(srv);
    const leaving = await subTeacherOf(srv, owner);
    const small = await subTeacherOf(srv, owner, { maxStudents: 1 });
    const cls = await createClass(srv, leaving.key);
    await registerStudent(srv, cls.code);
    await registerStudent(srv, cls.code);
    const refused = await move(owner.key, leaving.id, small.id);
    expect(refused.status).toBe(406);
    expect(refused.body.message).toMatch(/ has room for 1 more students, not enough for these classes\./);
    expect(await teacherOfClass(cls.id)).toBe(leaving.id);
  });

  it('only within the caller’s own group: another group’s teacher or an outsider is 404; the same teacher twice is 400', async () => {
    const owner = await superTeacher(srv);
    const mine = await subTeacherOf(srv, owner);
    const otherOwner = await superTeacher(srv);
    const theirs = await subTeacherOf(srv, otherOwner);
    const outsider = await paidTeacher(srv);
    const cls = await createClass(srv, theirs.key);
    const notInGroup = { status: 404, body: { message: extraMessages.notASubTeacher } };
    expect(await move(owner.key, theirs.id, mine.id)).toEqual(notInGroup);
    expect(await move(owner.key, mine.id, theirs.id)).toEqual(notInGroup);
    expect(await move(owner.key, mine.id, outsider.id)).toEqual(notInGroup);
    expect(await move(owner.key, owner.id, mine.id)).toEqual(notInGroup);
    expect(await move(owner.key, mine.id, mine.id)).toEqual({ status: 400, body: { message: extraMessages.moveClassesSameTeacher } });
    expect((await move(mine.key, mine.id, owner.id)).status).toBe(403);
    expect(await teacherOfClass(cls.id)).toBe(theirs.id);
  });
});
