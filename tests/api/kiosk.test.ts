import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import {
  createKioskPin,
  getKioskRoster,
  getPicturePasswords,
  KIOSK_DEVICE_HEADER,
  KIOSK_KEY_HEADER,
  kioskSignIn,
  PICTURE_CHOICES,
  PICTURES,
  type Picture,
  listKioskPins,
  revokeKioskPin,
  setPicturePassword,
  updateKioskPin,
} from '../../src/shared/api/kiosk';
import { messages } from '../../src/shared/messages';
import { kioskMessages } from '../../src/shared/kioskMessages';
import { kioskDevices, sessions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { DEVICE_CURVE, LEGACY_STUDENT_CURVE, STUDENT_CURVE, triesWithin } from '../../src/server/features/kiosk/delays';
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
        (await request(srv.url, setPicturePassword, { key, body: { studentID: mia.user.id, pictures: ['sun', 'car', 'kite', 'moon'] } }))
          .status,
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
      // An old 3-picture password can no longer be set (it is only still accepted at sign-in).
      ['sun', 'moon', 'star'],
      // Four different pictures: a repeat is refused.
      ['sun', 'moon', 'star', 'sun'],
      ['sun', 'moon', 'star', 'tree', 'fish'],
      ['sun', 'moon', 'dragon', 'tree'],
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
    for (const tile of res.body.students) expect(Object.keys(tile).sort()).toEqual(['hasPicturePassword', 'id', 'name', 'pictureCount']);
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

  it('a picture password is 4 different pictures of 20, set by the teacher, and signs in on the pinned device only, in its order', async () => {
    const { key, teacher, cls, leo } = await pinnedClass();
    const pictures: Picture[] = ['fish', 'rocket', 'sun', 'kite'];
    expect(PICTURES).toHaveLength(20);
    expect(PICTURE_CHOICES).toBe(116_280);
    const set = await request(srv.url, setPicturePassword, { key: teacher.key, body: { studentID: leo.user.id, pictures } });
    expect(set.body).toEqual({ ok: true, hasPicturePassword: true });
    const listed = await request(srv.url, getPicturePasswords, { key: teacher.key, query: { classID: cls.id } });
    expect(listed.body).toEqual({ studentIDs: [leo.user.id], legacyIDs: [] });
    const tiles = (await roster(key)).body.students as { id: string; hasPicturePassword: boolean; pictureCount: number }[];
    expect(tiles.find((t) => t.id === leo.user.id)).toMatchObject({ hasPicturePassword: true, pictureCount: 4 });
    expect(tiles.filter((t) => t.hasPicturePassword)).toHaveLength(1);
    expect(tiles.filter((t) => t.pictureCount === 0)).toHaveLength(2);

    expect(await signIn(key, { studentID: leo.user.id, pictures: ['rocket', 'fish', 'sun', 'kite'] })).toEqual({
      status: 401,
      body: { message: kioskMessages.wrongPictures },
    });
    // The first three of them are not the password.
    expect((await signIn(key, { studentID: leo.user.id, pictures: pictures.slice(0, 3) })).status).toBe(401);
    const ok = await signIn(key, { studentID: leo.user.id, pictures });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(leo.user.id);
    // Not a password anywhere else.
    expect(
      (await raw(`${srv.url}/api/user/login`, { method: 'POST', body: { username: leo.user.username, password: pictures.join(' ') } })).status,
    ).toBe(401);
    // The typed password still works beside it.
    expect((await signIn(key, { studentID: leo.user.id, password: PASSWORD })).status).toBe(200);
    // Five pictures, or a made-up one, are a 400 with the rule.
    expect(await signIn(key, { studentID: leo.user.id, pictures: [...pictures, 'cat'] })).toEqual({
      status: 400,
      body: { message: kioskMessages.picturesRule },
    });

    const cleared = await request(srv.url, setPicturePassword, { key: teacher.key, body: { studentID: leo.user.id, pictures: null } });
    expect(cleared.body).toEqual({ ok: true, hasPicturePassword: false });
    expect((await signIn(key, { studentID: leo.user.id, pictures })).status).toBe(401);
  });

  it('an old 3-of-9 picture password keeps working until the teacher sets a new one of 4, and the teacher is told which are old', async () => {
    const { key, teacher, cls, leo, mia } = await pinnedClass();
    // As issue 14 stored it: the hash of the three words, no picture count.
    await srv.database.db
      .update(users)
      .set({ picturePasswordHash: await hashPassword('fish sun fish'), picturePasswordPictures: null })
      .where(eq(users.id, leo.user.id));
    const listed = await request(srv.url, getPicturePasswords, { key: teacher.key, query: { classID: cls.id } });
    expect(listed.body).toEqual({ studentIDs: [leo.user.id], legacyIDs: [leo.user.id] });
    const tiles = (await roster(key)).body.students as { id: string; pictureCount: number }[];
    expect(tiles.find((t) => t.id === leo.user.id)?.pictureCount).toBe(3);

    expect((await signIn(key, { studentID: leo.user.id, pictures: ['fish', 'sun', 'fish'] })).status).toBe(200);
    expect((await signIn(key, { studentID: leo.user.id, pictures: ['sun', 'fish', 'fish'] })).status).toBe(401);
    // Three pictures are never a new password's first three, nor anyone's without an old one.
    await request(srv.url, setPicturePassword, { key: teacher.key, body: { studentID: mia.user.id, pictures: ['fish', 'sun', 'moon', 'car'] } });
    expect((await signIn(key, { studentID: mia.user.id, pictures: ['fish', 'sun', 'moon'] })).status).toBe(401);

    // The teacher sets a new one: the old one stops, the new one (4) works.
    await request(srv.url, setPicturePassword, { key: teacher.key, body: { studentID: leo.user.id, pictures: ['cat', 'fish', 'sun', 'key'] } });
    expect((await signIn(key, { studentID: leo.user.id, pictures: ['fish', 'sun', 'fish'] })).status).toBe(401);
    expect((await signIn(key, { studentID: leo.user.id, pictures: ['cat', 'fish', 'sun', 'key'] })).status).toBe(200);
    const after = await request(srv.url, getPicturePasswords, { key: teacher.key, query: { classID: cls.id } });
    expect(after.body.legacyIDs).toEqual([]);
    expect(((await roster(key)).body.students as { id: string; pictureCount: number }[]).find((t) => t.id === leo.user.id)?.pictureCount).toBe(
      4,
    );
  });
  it('is rate-limited per pin: 60 wrong tries across the class stop the device, for the right password too', async () => {
    const { key, teacher, cls, mia, mia2, leo } = await pinnedClass();
    await makePaid(srv, teacher.user.id);
    const more = [];
    for (let i = 0; i < 17; i++) more.push(await registerStudent(srv, cls.code, { first: `Kid${i}`, last: 'Many' }));
    const ids = [mia, mia2, leo, ...more].map((s) => s.user.id);
    // A sweep of the tiles: three wrong tries each (no wait yet for any one name) for 20 names: 60.
    for (const id of ids) {
      for (let i = 0; i < 3; i++) {
        expect((await signIn(key, { studentID: id, pictures: ['moon', 'car', 'cat', 'kite'] })).status).toBe(401);
      }
    }
    const limited = await signIn(key, { studentID: ids[0]!, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(kioskMessages.tooManyTriesHere('15 minutes'));
  }, 90_000);
});

describe('wrong tries slow the device down, never lock the student out (issue 26)', () => {
  const DEVICE_A = 'device-a-0123456789';
  const DEVICE_B = 'device-b-0123456789';
  const onDevice = (key: string, deviceID: string, body: Record<string, unknown>) =>
    raw(`${srv.url}/api${kioskSignIn.path}`, { method: 'POST', body, headers: { [KIOSK_KEY_HEADER]: key, [KIOSK_DEVICE_HEADER]: deviceID } });
  const later = (seconds: number) => void (srv.clock.now = new Date(srv.clock.now.getTime() + seconds * 1000));
  const WRONG: Picture[] = ['moon', 'car', 'cat', 'kite'];
  const RIGHT: Picture[] = ['fish', 'rocket', 'sun', 'kite'];

  async function withPictures() {
    const found = await pinnedClass();
    await request(srv.url, setPicturePassword, { key: found.teacher.key, body: { studentID: found.leo.user.id, pictures: RIGHT } });
    return found;
  }

  it('three wrong tries, then waits of 5, 10, 20 s… (429 with Retry-After); the right pictures after the wait sign in and clear it', async () => {
    const { key, leo } = await withPictures();
    const leoTries = (pictures: string[]) => onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures });
    for (let i = 0; i < 3; i++) expect((await leoTries(WRONG)).status).toBe(401);
    const waits: number[] = [];
    for (const expected of [5, 10, 20, 40]) {
      const refused = await leoTries(RIGHT);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(kioskMessages.waitToTry(expected));
      waits.push(Number(refused.headers.get('Retry-After')));
      later(expected);
      expect((await leoTries(WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([5, 10, 20, 40]);
    // Growing, and capped at 2 minutes: never 15 minutes.
    for (const expected of [80, 120, 120]) {
      const refused = await leoTries(WRONG);
      expect(Number(refused.headers.get('Retry-After'))).toBe(expected);
      later(expected);
      expect((await leoTries(WRONG)).status).toBe(401);
    }
    // Half-way through the wait: still refused, with what is left.
    later(60);
    const half = await leoTries(RIGHT);
    expect(half.status).toBe(429);
    expect(Number(half.headers.get('Retry-After'))).toBe(60);
    later(60);
    const ok = await leoTries(RIGHT);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.id).toBe(leo.user.id);
    // The right password cleared the count: three free tries again.
    for (let i = 0; i < 3; i++) expect((await leoTries(WRONG)).status).toBe(401);
    expect((await leoTries(WRONG)).status).toBe(429);
  });

  it('a classmate’s 50 wrong tries on one device do not stop the owner on another, and on the same device the owner waits 2 minutes at most', async () => {
    const { key, leo } = await withPictures();
    let answered = 0;
    // The classmate at device A keeps going as fast as the device lets them, for a quarter of an hour.
    for (let tries = 0; tries < 50 && answered < 50; tries++) {
      const res = await onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures: WRONG });
      if (res.status === 429) later(Number(res.headers.get('Retry-After')));
      else {
        expect(res.status).toBe(401);
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(10);
    // Leo at device B: at most the shared curve's wait (all devices together), never more than 2 minutes.
    const first = await onDevice(key, DEVICE_B, { studentID: leo.user.id, pictures: RIGHT });
    if (first.status === 429) {
      expect(Number(first.headers.get('Retry-After'))).toBeLessThanOrEqual(120);
      later(Number(first.headers.get('Retry-After')));
      expect((await onDevice(key, DEVICE_B, { studentID: leo.user.id, pictures: RIGHT })).status).toBe(200);
    } else expect(first.status).toBe(200);
    // The classmate keeps going on A (Leo's sign-in on B did not reset device A); right after a
    // wrong try there, Leo comes to device A: waits at most 2 minutes, then signs in.
    for (;;) {
      const again = await onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures: WRONG });
      if (again.status === 401) break;
      expect(again.status).toBe(429);
      later(Number(again.headers.get('Retry-After')));
    }
    const waited = await onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures: RIGHT });
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get('Retry-After'))).toBeLessThanOrEqual(120);
    later(Number(waited.headers.get('Retry-After')));
    expect((await onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures: RIGHT })).status).toBe(200);
  });

  it('made-up device ids do not get more guesses: the student’s curve on all devices slows them after 10', async () => {
    const { key, leo } = await withPictures();
    for (let i = 0; i < 10; i++) {
      expect((await onDevice(key, `forged-device-${String(i).padStart(6, '0')}`, { studentID: leo.user.id, pictures: WRONG })).status).toBe(401);
    }
    const refused = await onDevice(key, 'forged-device-999999', { studentID: leo.user.id, pictures: WRONG });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(5);
  });

  it('tries sent at once are counted one by one: 10 at the same moment, at most 3 checked', async () => {
    const { key, leo } = await withPictures();
    const answers = await Promise.all(Array.from({ length: 10 }, () => onDevice(key, DEVICE_A, { studentID: leo.user.id, pictures: WRONG })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('the sum in LIMITS: at the new pace a school day of guessing is about 250 tries, 0.22% of 116,280', () => {
    const day = KIOSK_SESSION_HOURS * 3600;
    expect(triesWithin(DEVICE_CURVE, day)).toBe(246);
    expect(triesWithin(STUDENT_CURVE, day)).toBe(253);
    expect(Math.round((triesWithin(STUDENT_CURVE, day) / PICTURE_CHOICES) * 10_000) / 100).toBe(0.22);
    expect(triesWithin(LEGACY_STUDENT_CURVE, day)).toBe(63);
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
