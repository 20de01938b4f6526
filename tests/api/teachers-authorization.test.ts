import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { getSubTeachers, getTeacherByEmail, removeSubTeacher, saveSubTeacher, updateSubTeacherPassword } from '../../src/shared/api/teachers';
import { RoleID } from '../../src/shared/domain/roles';
import { extraMessages, messages } from '../../src/shared/messages';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { PASSWORD, loginCall, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { account, admin, subTeacherOf, superTeacher, userRow, type Account } from './teachers-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** Every Manage Teachers call with valid input aimed at `target` (so only the key decides the answer). */
const calls: [string, Endpoint, (targetID: string) => { query?: Record<string, string>; body?: unknown }][] = [
  ['GET /user/teachers/getall', getSubTeachers, () => ({})],
  ['GET /user/getteacher', getTeacherByEmail, () => ({ query: { email: 'someone@school.example' } })],
  ['POST /user/savesubteacher (add)', saveSubTeacher, () => ({ body: { email: 'new.one@school.example', first: 'New', last: 'One' } })],
  ['POST /user/savesubteacher (edit)', saveSubTeacher, (id) => ({ body: { ID: id, email: 'x@school.example', first: 'Taken', last: 'Over' } })],
  ['POST /user/removesubteacher', removeSubTeacher, (id) => ({ body: { ID: id } })],
  ['POST /user/updatesubteacherpassword', updateSubTeacherPassword, (id) => ({ body: { id, password: 'hijack99' } })],
];

const send = (e: Endpoint, input: { query?: Record<string, string>; body?: unknown }, key: string | null) => {
  const url = new URL(`/api${e.path}`, srv.url);
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, v);
  return raw(url.toString(), { method: e.method, body: input.body, key });
};

/** A group with one sub-teacher, and proof afterwards that nothing about them changed. */
async function groupWithSub() {
  const owner = await superTeacher(srv);
  const sub = await subTeacherOf(srv, owner);
  const before = await userRow(srv, sub.id);
  const unchanged = async () => {
    const after = await userRow(srv, sub.id);
    expect(after).toEqual(before);
    expect((await loginCall(srv, sub.email, PASSWORD)).status).toBe(200);
    expect((await request(srv.url, getSubTeachers, { key: owner.key })).body.map((t: { id: string }) => t.id)).toEqual([sub.id]);
  };
  return { owner, sub, unchanged };
}

describe('without a session', () => {
  it.each(calls)('%s answers 401 Please Login', async (_, e, input) => {
    const { sub, unchanged } = await groupWithSub();
    expect(await send(e, input(sub.id), null)).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    expect(await send(e, input(sub.id), 'bogus-key-000000000000000000000000000000000')).toEqual({ status: 401, body: { message: messages.pleaseLogin } });
    await unchanged();
  });

  it('checks the key before the input: a broken body without a key is 401', async () => {
    expect(await raw(`${srv.url}/api/user/savesubteacher`, { method: 'POST', rawBody: '{oops' })).toEqual({
      status: 401,
      body: { message: messages.pleaseLogin },
    });
  });
});

describe('the wrong role', () => {
  const roles: [string, (sub: Account) => Promise<string>][] = [
    ['a student', async () => {
      const { cls } = await teacherWithClass(srv);
      return (await registerStudent(srv, cls.code)).key;
    }],
    ['a plain teacher', async () => (await registerTeacher(srv)).key],
    ['the group’s own sub-teacher', async (sub) => sub.key],
  ];

  for (const [who, keyOf] of roles) {
    it.each(calls)(`%s answers 403 to ${who} and changes nothing`, async (_, e, input) => {
      const { sub, unchanged } = await groupWithSub();
      const key = await keyOf(sub);
      expect(await send(e, input(sub.id), key)).toEqual({ status: 403, body: { message: messages.forbidden } });
      await unchanged();
    });
  }
});

describe('another group’s teacher', () => {
  const byID = calls.filter(([name]) => /edit|remove|password/.test(name));

  it.each(byID)('%s answers 404 to another super-teacher and changes nothing', async (_, e, input) => {
    const { sub, unchanged } = await groupWithSub();
    const intruder = await superTeacher(srv);
    expect(await send(e, input(sub.id), intruder.key)).toEqual({ status: 404, body: { message: extraMessages.notASubTeacher } });
    await unchanged();
  });

  it.each(byID)('%s answers 404 for a teacher in no group, or an id nobody has', async (_, e, input) => {
    const owner = await superTeacher(srv);
    const loner = await registerTeacher(srv);
    for (const id of [loner.user.id, '00000000-0000-4000-8000-000000000000', owner.id]) {
      expect(await send(e, input(id), owner.key)).toEqual({ status: 404, body: { message: extraMessages.notASubTeacher } });
    }
    expect((await loginCall(srv, loner.payload.email, PASSWORD)).status).toBe(200);
  });

  it('another group’s teachers never show in the list', async () => {
    const { owner, sub } = await groupWithSub();
    const other = await superTeacher(srv);
    await subTeacherOf(srv, other);
    const ids = (await request(srv.url, getSubTeachers, { key: owner.key })).body.map((t: { id: string }) => t.id);
    expect(ids).toEqual([sub.id]);
  });
});

describe('a SuperAdmin', () => {
  it('may use Manage Teachers on their own group', async () => {
    const me = await admin(srv);
    expect(await request(srv.url, getSubTeachers, { key: me.key })).toEqual({ status: 200, body: [] });
    expect((await request(srv.url, getTeacherByEmail, { query: { email: 'x@school.example' }, key: me.key })).status).toBe(200);
    // An admin without seat plans has no room for a teacher.
    const res = await request(srv.url, saveSubTeacher, { body: { email: 'new@school.example', first: 'A', last: 'B' }, key: me.key });
    expect(res).toEqual({ status: 406, body: { message: messages.addTeacherNoRoom } });
  });

  it('cannot edit or remove a super-teacher’s sub-teacher, but may set their password', async () => {
    const { sub } = await groupWithSub();
    const me = await admin(srv);
    expect((await send(saveSubTeacher, calls[3]![2](sub.id), me.key)).status).toBe(404);
    expect((await send(removeSubTeacher, calls[4]![2](sub.id), me.key)).status).toBe(404);
    expect(await userRow(srv, sub.id)).toMatchObject({ first: 'Omar', superTeacherID: expect.any(String) });
    expect((await send(updateSubTeacherPassword, { body: { id: sub.id, password: 'admin777' } }, me.key)).status).toBe(200);
    expect((await loginCall(srv, sub.email, 'admin777')).status).toBe(200);
  });

  it('an admin’s password call cannot reach another admin', async () => {
    const me = await admin(srv);
    const other = await account(srv, { roleID: RoleID.SuperAdmin });
    expect((await send(updateSubTeacherPassword, { body: { id: other.id, password: 'admin777' } }, me.key)).status).toBe(404);
    expect((await loginCall(srv, other.email, PASSWORD)).status).toBe(200);
  });
});
