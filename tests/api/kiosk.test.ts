import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import {
  createKioskPin,
  getKioskRoster,
  getPicturePasswords,
  KIOSK_KEY_HEADER,
  kioskSignIn,
  listKioskPins,
  revokeKioskPin,
  setPicturePassword,
  updateKioskPin,
} from '../../src/shared/api/kiosk';
import { messages } from '../../src/shared/messages';
import { kioskMessages } from '../../src/shared/kioskMessages';
import { kioskDevices, sessions } from '../../src/server/db/schema';
import { startSessionCache } from '../../src/server/features/auth/session-cache';
import { KIOSK_SESSION_HOURS } from '../../src/server/features/kiosk/routes';
import { raw, request } from './support/client';
import { createClass, loginKey, PASSWORD, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { appBeside, testServer, type TestServer } from './support/server';
import { makePaid } from './quizzes-fixtures';

/** Kiosk class sign-in (issue 14): pins of a class, its tiles on a pinned device, sign-in by name. */
let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
beforeEach(async () => {
  await srv.reset();
});

/** A device's call: the pin key in X-Kiosk-Key, no session key. */
const device = (url: string, key: string | null, path: string, body?: unknown) =>
  raw(`${url}/api${path}`, { method: body === undefined ? 'GET' : 'POST', body, headers: key ? { [KIOSK_KEY_HEADER]: key } : {} });
const roster = (key: string | null, url = srv.url) => device(url, key, getKioskRoster.path);
const signIn = (key: string, body: Record<string, unknown>, url = srv.url) => device(url, key, kioskSignIn.path, body);

/** A teacher, a class of three students (two share a first name and last initial), a pin. */
async function pinnedClass() {
  const { teacher, cls } = await teacherWithClass(srv, { name: 'Room 7 Kiosk' });
  const mia = await registerStudent(srv, cls.code, { first: 'Mia', last: 'Rossi' });
  const mia2 = await registerStudent(srv, cls.code, { first: 'Mia', last: 'Ruiz' });
  const leo = await registerStudent(srv, cls.code, { first: 'Leo', last: 'Chen' });
  const made = await request(srv.url, createKioskPin, { key: teacher.key, body: { classID: cls.id, label: 'Lab row A', idleMinutes: 3 } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { teacher, cls, mia, mia2, leo, pin: made.body.pin, key: made.body.key as string };
}

describe('pins of a class', () => {
  it('the class teacher makes, lists, renames and revokes pins; the key comes once and is stored hashed', async () => {
    const { teacher, cls, pin, key } = await pinnedClass();
    expect(pin).toMatchObject({ classID: cls.id, label: 'Lab row A', idleMinutes: 3, lastSeenAt: null });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await request(srv.url, createKioskPin, { key: teacher.key, body: { classID: cls.id } });
    expect(second.body.pin).toMatchObject({ label: '', idleMinutes: 5 });

    const listed = await request(srv.url, listKioskPins, { key: teacher.key, query: { classID: cls.id } });
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { id: string }) => p.id).sort()).toEqual([pin.id, second.body.pin.id].sort());
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const stored = await srv.database.db.select({ keyHash: kioskDevices.keyHash }).from(kioskDevices);
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(key);

    const renamed = await request(srv.url, updateKioskPin, { key: teacher.key, body: { id: pin.id, label: 'Library', idleMinutes: 10 } });
    expect(renamed.body).toMatchObject({ id: pin.id, label: 'Library', idleMinutes: 10 });
    const idleOnly = await request(srv.url, updateKioskPin, { key: teacher.key, body: { id: pin.id, idleMinutes: 2 } });
    expect(idleOnly.body).toMatchObject({ label: 'Library', idleMinutes: 2 });

    const revoked = await request(srv.url, revokeKioskPin, { key: teacher.key, body: { id: pin.id } });
    expect(revoked.body).toEqual({ ok: true, sessionsEnded: 0 });
    const after = await request(srv.url, listKioskPins, { key: teacher.key, query: { classID: cls.id } });
    expect(after.body.map((p: { id: string }) => p.id)).toEqual([second.body.pin.id]);
    // A revoked pin is gone: changing or revoking it again is 404.
    expect((await request(srv.url, revokeKioskPin, { key: teacher.key, body: { id: pin.id } })).status).toBe(404);
    expect((await request(srv.url, updateKioskPin, { key: teacher.key, body: { id: pin.id, label: 'Back' } })).status).toBe(404);
  });

  it('only the class teacher (or an admin): another teacher gets 404, a student 403, nobody 401', async () => {
    const { cls, mia, pin } = await pinnedClass();
    const other = await registerTeacher(srv);
    for (const [key, status] of [
      [other.key, 404],
      [mia.key, 403],
      [null, 401],
    ] as const) {
      expect((await request(srv.url, listKioskPins, { key, query: { classID: cls.id } })).status).toBe(status);
      expect((await request(srv.url, createKioskPin, { key, body: { classID: cls.id } })).status).toBe(status);
      expect((await request(srv.url, updateKioskPin, { key, body: { id: pin.id, label: 'Mine now' } })).status).toBe(status);
      expect((await request(srv.url, revokeKioskPin, { key, body: { id: pin.id } })).status).toBe(status);
      expect((await request(srv.url, getPicturePasswords, { key, query: { classID: cls.id } })).status).toBe(status);
      expect(
        (await request(srv.url, setPicturePassword, { key, body: { studentID: mia.user.id, pictures: ['sun', 'sun', 'sun'] } })).status,
      ).toBe(status);
    }
  });

  it('refuses an idle time outside 1-60 minutes, a long label and a bad picture password with a 400 and the rule', async () => {
    const { teacher, cls, mia } = await pinnedClass();
    for (const idleMinutes of [0, 61, 2.5, '5']) {
      const res = await raw(`${srv.url}/api${createKioskPin.path}`, {
        method: 'POST',
        key: teacher.key,
        body: { classID: cls.id, idleMinutes },
      });
      expect(res.status, String(idleMinutes)).toBe(400);
      expect(res.body.message).toBe(kioskMessages.idleMinutesRule);
    }
    const long = await raw(`${srv.url}/api${createKioskPin.path}`, {
      method: 'POST',
      key: teacher.key,
      body: { classID: cls.id, label: 'x'.repeat(61) },
    });
    expect(long.status).toBe(400);
    for (const pictures of [
      ['sun', 'moon'],
      ['sun', 'moon', 'star', 'tree'],
      ['sun', 'moon', 'dragon'],
    ]) {
      const res = await raw(`${srv.url}/api${setPicturePassword.path}`, {
        method: 'POST',
        key: teacher.key,
        body: { studentID: mia.user.id, pictures },
      });
      expect(res.status, pictures.join()).toBe(400);
      expect(res.body.message).toBe(kioskMessages.picturesRule);
    }
  });
});

describe('the tiles of a pinned device', () => {
  it('shows the class name and first name + initial of each student only with a live pin key', async () => {
    const { key, pin, teacher } = await pinnedClass();
    expect((await roster(null)).status).toBe(401);
    const wrong = await roster('x'.repeat(43));
    expect(wrong).toEqual({ status: 401, body: { message: kioskMessages.notPinned } });
    // A session key is not a pin key.
    expect((await roster(teacher.key)).status).toBe(401);

    const res = await roster(key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ className: 'Room 7 Kiosk', label: 'Lab row A', idleMinutes: 3 });
    expect(res.body.students.map((s: { name: string }) => s.name)).toEqual(['Leo C.', 'Mia Ro.', 'Mia Ru.']);
    // Nothing else about a student: no username, email, last name or class code.
    for (const tile of res.body.students) expect(Object.keys(tile).sort()).toEqual(['hasPicturePassword', 'id', 'name']);
    expect(JSON.stringify(res.body)).not.toMatch(/Rossi|student\./);

    const listed = await request(srv.url, listKioskPins, { key: teacher.key, query: { classID: pin.classID } });
    expect(listed.body[0].lastSeenAt).not.toBeNull();
  });
});

describe('signing in on a pinned device', () => {
  it('a student of the class signs in with their password: a session of the pin, hours long, as login answers', async () => {
    const { key, pin, mia } = await pinnedClass();
    const res = await signIn(key, { studentID: mia.user.id, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: mia.user.id, role: 'Student', first: 'Mia' });
    expect(res.body.apiKey).toEqual(expect.any(String));
    const check = await request(srv.url, checkSession, { key: res.body.apiKey });
    expect(check.status).toBe(200);
    const [row] = await srv.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userID, mia.user.id), eq(sessions.kioskDeviceID, pin.id)));
    expect(row).toBeDefined();
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(KIOSK_SESSION_HOURS * 3600_000);
  });

  it('only students of the pin’s class: another class’s student and the teacher get 404, a wrong password 401', async () => {
    const { key, teacher, mia } = await pinnedClass();
    const otherClass = await createClass(srv, teacher.key, { name: 'Room 8' });
    const outsider = await registerStudent(srv, otherClass.code, { first: 'Oli', last: 'Out' });
    expect(await signIn(key, { studentID: outsider.user.id, password: PASSWORD })).toEqual({
      status: 404,
      body: { message: kioskMessages.nameNotOnList },
    });
    expect((await signIn(key, { studentID: teacher.user.id, password: PASSWORD })).status).toBe(404);
    expect(await signIn(key, { studentID: mia.user.id, password: 'not-it-9' })).toEqual({
      status: 401,
      body: { message: kioskMessages.wrongPassword },
    });
    expect(await signIn(key, { studentID: mia.user.id })).toEqual({ status: 400, body: { message: kioskMessages.passwordOrPictures } });
    expect((await signIn(key, { studentID: 'not-a-uuid', password: PASSWORD })).status).toBe(400);
    // The pin key is no session: it reads nothing else.
    expect((await raw(`${srv.url}/api/class/getall`, { headers: { [KIOSK_KEY_HEADER]: key } })).status).toBe(401);
  });

  it('a picture password set by the teacher signs in on the pinned device only, in its order', async () => {
    const { key, teacher, cls, leo } = await pinnedClass();
    const set = await request(srv.url, setPicturePassword, {
      key: teacher.key,
      body: { studentID: leo.user.id, pictures: ['fish', 'sun', 'fish'] },
    });
    expect(set.body).toEqual({ ok: true, hasPicturePassword: true });
    const listed = await request(srv.url, getPicturePasswords, { key: teacher.key, query: { classID: cls.id } });
    expect(listed.body).toEqual({ studentIDs: [leo.user.id] });
    const tiles = (await roster(key)).body.students as { id: string; hasPicturePassword: boolean }[];
    expect(tiles.find((t) => t.id === leo.user.id)?.hasPicturePassword).toBe(true);
    expect(tiles.filter((t) => t.hasPicturePassword)).toHaveLength(1);

    expect(await signIn(key, { studentID: leo.user.id, pictures: ['sun', 'fish', 'fish'] })).toEqual({
      status: 401,
      body: { message: kioskMessages.wrongPictures },
    });
    const ok = await signIn(key, { studentID: leo.user.id, pictures: ['fish', 'sun', 'fish'] });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(leo.user.id);
    // Not a password anywhere else.
    expect(
      (await raw(`${srv.url}/api/user/login`, { method: 'POST', body: { username: leo.user.username, password: 'fish sun fish' } })).status,
    ).toBe(401);
    // The typed password still works beside it.
    expect((await signIn(key, { studentID: leo.user.id, password: PASSWORD })).status).toBe(200);

    const cleared = await request(srv.url, setPicturePassword, { key: teacher.key, body: { studentID: leo.user.id, pictures: null } });
    expect(cleared.body).toEqual({ ok: true, hasPicturePassword: false });
    expect((await signIn(key, { studentID: leo.user.id, pictures: ['fish', 'sun', 'fish'] })).status).toBe(401);
  });

  it('is rate-limited per student: the sixth wrong try in 15 minutes is 429, and then the right password waits too', async () => {
    const { key, mia, mia2 } = await pinnedClass();
    for (let i = 0; i < 5; i++) expect((await signIn(key, { studentID: mia.user.id, password: `wrong-${i}` })).status).toBe(401);
    const limited = await signIn(key, { studentID: mia.user.id, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(kioskMessages.tooManyTriesForName('15 minutes'));
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(800);
    // A classmate on the same device is not held back.
    expect((await signIn(key, { studentID: mia2.user.id, password: PASSWORD })).status).toBe(200);
  });

  it('is rate-limited per pin: 60 wrong tries across the class stop the device, for the right password too', async () => {
    const { key, teacher, cls, mia, mia2, leo } = await pinnedClass();
    await makePaid(srv, teacher.user.id);
    const more = [];
    for (let i = 0; i < 10; i++) more.push(await registerStudent(srv, cls.code, { first: `Kid${i}`, last: 'Many' }));
    const ids = [mia, mia2, leo, ...more].map((s) => s.user.id);
    // Five wrong tries each for 12 students: 60, none of them limited on their own yet.
    for (const id of ids.slice(0, 12)) {
      for (let i = 0; i < 5; i++) expect((await signIn(key, { studentID: id, pictures: ['moon', 'moon', 'moon'] })).status).toBe(401);
    }
    const limited = await signIn(key, { studentID: ids[12]!, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(kioskMessages.tooManyTriesHere('15 minutes'));
  });
});

describe('revoking a pin', () => {
  let cached: TestServer;
  let stopCache: () => Promise<void>;
  beforeAll(async () => {
    const base = await testServer();
    cached = await appBeside(base, 'kiosk-cache', async () => {
      const { cache, stop } = await startSessionCache(base.database);
      stopCache = stop;
      return { deps: { sessionCache: cache } };
    });
  });
  afterAll(async () => {
    await stopCache?.();
  });

  it('stops its tiles and sign-ins (401) and ends every session made through it, in a server that caches sessions too', async () => {
    const { key, teacher, mia, leo, pin } = await pinnedClass();
    const kioskMia = (await signIn(key, { studentID: mia.user.id, password: PASSWORD }, cached.url)).body.apiKey as string;
    const kioskLeo = (await signIn(key, { studentID: leo.user.id, password: PASSWORD }, cached.url)).body.apiKey as string;
    const homeMia = await loginKey(srv, mia.user.username!);
    // Cached now: the next check comes from memory, unless the revoke reaches the cache.
    for (const k of [kioskMia, kioskLeo, kioskMia, kioskLeo])
      expect((await request(cached.url, checkSession, { key: k })).status).toBe(200);

    const revoked = await request(cached.url, revokeKioskPin, { key: teacher.key, body: { id: pin.id } });
    expect(revoked.body).toEqual({ ok: true, sessionsEnded: 2 });

    for (const k of [kioskMia, kioskLeo]) {
      expect((await request(cached.url, checkSession, { key: k })).status).toBe(401);
      expect((await request(srv.url, checkSession, { key: k })).body).toEqual({ message: messages.pleaseLogin });
    }
    // Mia's own sign-in elsewhere is not the pin's.
    expect((await request(cached.url, checkSession, { key: homeMia })).status).toBe(200);
    expect(await roster(key)).toEqual({ status: 401, body: { message: kioskMessages.notPinned } });
    expect((await signIn(key, { studentID: mia.user.id, password: PASSWORD })).status).toBe(401);
  });
});
