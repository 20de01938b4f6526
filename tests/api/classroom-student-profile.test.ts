import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { joinClass, saveProfile } from '../../src/shared/api/account';
import { classes } from '../../src/server/db/schema';
import { extraMessages } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { setUser, userRow } from './account-fixtures';

/**
 * Issue 26: a student who signs in with Google and is in a class imported from Google Classroom
 * has their name and class owned by Classroom (a sync puts them back). Their own profile refuses
 * to change either with a clear 403; everything else, and every other student, is unchanged.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** A teacher with a Google-imported class and a plain one, and a student in the Google one. */
async function classroomStudent({ google = true }: { google?: boolean } = {}) {
  const { teacher, cls } = await teacherWithClass(srv);
  const other = await createClass(srv, teacher.key, { name: 'Room 14 Writing' });
  const student = await registerStudent(srv, cls.code, { username: 'ana.classroom', first: 'Ana', last: 'Lopez' });
  if (google) {
    await srv.database.db.update(classes).set({ googleCourseID: 'course-123' }).where(eq(classes.id, cls.id));
    await setUser(srv, student.user.id, { socialType: 'google' });
  }
  return { teacher, cls, other, student };
}

const save = (key: string, id: string, first: string, last: string) =>
  request(srv.url, saveProfile, { key, body: { id, first, last, username: 'ana.classroom', email: 'ana.classroom' } });

describe('a Classroom-managed student (Google account, class imported from Classroom)', () => {
  it('cannot change their first or last name on the profile: 403 saying Classroom owns it, nothing saved', async () => {
    const { student } = await classroomStudent();
    for (const [first, last] of [
      ['Anita', 'Lopez'],
      ['Ana', 'Lopes'],
    ] as const) {
      expect(await save(student.key, student.user.id, first, last)).toEqual({
        status: 403,
        body: { message: extraMessages.classroomOwnsNames },
      });
    }
    expect(await userRow(srv, student.user.id)).toMatchObject({ first: 'Ana', last: 'Lopez' });
  });

  it('can still save the profile unchanged (the same names)', async () => {
    const { student } = await classroomStudent();
    const res = await save(student.key, student.user.id, 'Ana', 'Lopez');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first: 'Ana', last: 'Lopez' });
  });

  it('cannot move to another class by code: 403, still in the Classroom class', async () => {
    const { student, cls, other } = await classroomStudent();
    expect(await request(srv.url, joinClass, { key: student.key, body: { Class: { Code: other.code } } })).toEqual({
      status: 403,
      body: { message: extraMessages.classroomOwnsClass },
    });
    // The code of the class they are in is not a change: answered as before.
    const same = await request(srv.url, joinClass, { key: student.key, body: { Class: { Code: cls.code.toLowerCase() } } });
    expect(same.status).toBe(200);
    expect(same.body.user.classCode).toBe(cls.code);
  });
});

describe('students Classroom does not manage keep their profile as before', () => {
  it('a non-Google student in the same kind of class changes name and class', async () => {
    const { student, other } = await classroomStudent({ google: false });
    expect((await save(student.key, student.user.id, 'Anita', 'Lopes')).body).toMatchObject({ first: 'Anita', last: 'Lopes' });
    const moved = await request(srv.url, joinClass, { key: student.key, body: { Class: { Code: other.code } } });
    expect(moved.status).toBe(200);
    expect(moved.body.user.classCode).toBe(other.code);
  });

  it('a Google student in a class made here (not imported) changes name and class', async () => {
    const { student, other } = await classroomStudent({ google: false });
    await setUser(srv, student.user.id, { socialType: 'google' });
    expect((await save(student.key, student.user.id, 'Anita', 'Lopez')).status).toBe(200);
    expect((await request(srv.url, joinClass, { key: student.key, body: { Class: { Code: other.code } } })).status).toBe(200);
  });
});
