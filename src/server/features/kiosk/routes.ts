import { Hono, type Context } from 'hono';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  createKioskPin,
  getKioskRoster,
  getPicturePasswords,
  KIOSK_DEVICE_HEADER,
  KIOSK_DEVICE_ID,
  KIOSK_KEY_HEADER,
  kioskSignIn,
  LEGACY_PICTURE_PASSWORD_LENGTH,
  PICTURE_PASSWORD_LENGTH,
  listKioskPins,
  revokeKioskPin,
  setPicturePassword,
  updateKioskPin,
} from '../../../shared/api/kiosk';
import { tileNames } from '../../../shared/domain/kioskNames';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { kioskMessages } from '../../../shared/kioskMessages';
import type { AppEnv } from '../../app-env';
import { classStudents, kioskDevices, sessions, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { TooManyRequests } from '../../protection/rate-limits';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';
import { teacherOrAdmin } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { userView } from '../auth/user-view';
import { ownClass } from '../classes/queries';
import { classByID } from '../quizzes/queries';
import { studentWithClass } from '../students/queries';
import { claimTry, clearTries, DEVICE_CURVE, deviceKey, LEGACY_DEVICE_CURVE, LEGACY_STUDENT_CURVE, STUDENT_CURVE, studentKey } from './delays';
import { createPin, livePin, livePinsOfClass, pinByKey, revokePin, studentInClass, studentsOfClass, toKioskPin } from './pins';

/**
 * Kiosk class sign-in (issue 14; src/client/offline/README.md "Kiosk mode"). Teachers pin devices to a class
 * and set picture passwords; a pinned device, holding only its pin key, shows the class's tiles
 * and signs a student of that class in.
 */
export const kioskRoutes = new Hono<AppEnv>();

/** A session made on a pinned device lasts a school day at most, however the device is left. */
export const KIOSK_SESSION_HOURS = 8;
/** lastSeenAt is written at most this often per pin (every tile page would be a write otherwise). */
const SEEN_EVERY_MS = 60_000;

/** The class a teacher may manage pins and picture passwords of: their own; an admin, any. */
async function managedClass(c: Context<AppEnv>, classID: string) {
  const { db } = c.var.deps;
  const me = c.var.user;
  const cls = me.roleID === RoleID.SuperAdmin ? await classByID(db, classID) : await ownClass(db, me.id, classID);
  // Another teacher's class answers as missing, as Manage Students does.
  if (!cls) throw new HttpError(404, messages.notFound);
  return cls;
}

async function managedPin(c: Context<AppEnv>, pinID: string) {
  const found = await livePin(c.var.deps.db, pinID);
  const me = c.var.user;
  if (!found || (me.roleID !== RoleID.SuperAdmin && found.cls.teacherID !== me.id)) throw new HttpError(404, kioskMessages.pinNotFound);
  return found;
}

handle(kioskRoutes, listKioskPins, [teacherOrAdmin], async (c, { query }) => {
  const cls = await managedClass(c, query.classID);
  return (await livePinsOfClass(c.var.deps.db, cls.id)).map(toKioskPin);
});

handle(kioskRoutes, createKioskPin, [teacherOrAdmin], async (c, { body }) => {
  const cls = await managedClass(c, body.classID);
  const { row, key } = await createPin(c.var.deps.db, {
    classID: cls.id,
    createdBy: c.var.user.id,
    label: body.label,
    idleMinutes: body.idleMinutes,
    now: c.var.deps.now(),
  });
  return { pin: toKioskPin(row), key };
});

handle(kioskRoutes, updateKioskPin, [teacherOrAdmin], async (c, { body }) => {
  const { pin } = await managedPin(c, body.id);
  const [row] = await c.var.deps.db
    .update(kioskDevices)
    .set({ label: body.label ?? pin.label, idleMinutes: body.idleMinutes ?? pin.idleMinutes })
    .where(eq(kioskDevices.id, pin.id))
    .returning();
  if (!row) throw new HttpError(404, kioskMessages.pinNotFound);
  return toKioskPin(row);
});

handle(kioskRoutes, revokeKioskPin, [teacherOrAdmin], async (c, { body }) => {
  const { pin } = await managedPin(c, body.id);
  const { db, now, sessionCache } = c.var.deps;
  const signedIn = await sessionsOfPinUsers(c, pin.id);
  // As at sign-out: wait (briefly) until this process has heard the database's notice, so every
  // process refuses those keys before the teacher sees "removed".
  const heard = signedIn.map((id) => sessionCache?.nextNotice(id));
  const ended = await revokePin(db, pin.id, now());
  for (const id of ended) sessionCache?.forgetUser(id);
  await Promise.all(heard);
  return { ok: true as const, sessionsEnded: ended.length };
});

/** Users with a live session through a pin (to listen for their notices before the revoke). */
async function sessionsOfPinUsers(c: Context<AppEnv>, pinID: string): Promise<string[]> {
  if (!c.var.deps.sessionCache) return [];
  const rows = await c.var.deps.db
    .select({ userID: sessions.userID })
    .from(sessions)
    .where(and(eq(sessions.kioskDeviceID, pinID), isNull(sessions.revokedAt)));
  return [...new Set(rows.map((r) => r.userID))];
}

handle(kioskRoutes, setPicturePassword, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const target = await studentWithClass(db, body.studentID);
  // As Set Password: a student of one of the teacher's classes; an admin, any student.
  if (!target || (me.roleID !== RoleID.SuperAdmin && target.teacherID !== me.id)) throw new HttpError(404, messages.notFound);
  const picturePasswordHash = body.pictures ? await hashPassword(body.pictures.join(' ')) : null;
  // A new one is always 4 of 20; an old 3-of-9 one (null count) stays until this replaces it.
  const picturePasswordPictures = body.pictures ? PICTURE_PASSWORD_LENGTH : null;
  await db.update(users).set({ picturePasswordHash, picturePasswordPictures, updatedAt: now() }).where(eq(users.id, target.student.id));
  return { ok: true as const, hasPicturePassword: picturePasswordHash !== null };
});

handle(kioskRoutes, getPicturePasswords, [teacherOrAdmin], async (c, { query }) => {
  const cls = await managedClass(c, query.classID);
  const rows = await c.var.deps.db
    .select({ id: users.id, pictures: users.picturePasswordPictures })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(and(eq(classStudents.classID, cls.id), isNotNull(users.picturePasswordHash)));
  return { studentIDs: rows.map((r) => r.id), legacyIDs: rows.filter((r) => r.pictures === null).map((r) => r.id) };
});

/* The pinned device's calls: the pin key in X-Kiosk-Key, no session. */

type PinFound = NonNullable<Awaited<ReturnType<typeof pinByKey>>>;
const pinOfRequest = new WeakMap<Context<AppEnv>, PinFound>();

/**
 * A live pin for the `X-Kiosk-Key` header, else 401 with words the device shows. Keys that match
 * no pin at all are counted per address (the key of a revoked pin is known, and not counted).
 */
async function pinnedDevice(c: Context<AppEnv>) {
  const { db, rateLimits } = c.var.deps;
  const key = c.req.header(KIOSK_KEY_HEADER);
  const unknown: Counter[] = [['kioskUnknownKeysPerAddress', requestAddress(c)]];
  await rateLimits.assertOpen(unknown);
  const found = key && key.length <= 200 ? await pinByKey(db, key) : null;
  if (!found) {
    if (key) await rateLimits.fail(unknown);
    throw new HttpError(401, kioskMessages.notPinned);
  }
  if (found.pin.revokedAt) throw new HttpError(401, kioskMessages.notPinned);
  pinOfRequest.set(c, found);
}

const pinOf = (c: Context<AppEnv>): PinFound => {
  const found = pinOfRequest.get(c);
  if (!found) throw new Error('pinnedDevice guard missing');
  return found;
};

handle(kioskRoutes, getKioskRoster, [pinnedDevice], async (c) => {
  const { db, now, rateLimits } = c.var.deps;
  const { pin, cls } = pinOf(c);
  await rateLimits.take([['kioskRosterReadsPerPin', pin.id]]);
  const at = now();
  if (!pin.lastSeenAt || at.getTime() - pin.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(kioskDevices).set({ lastSeenAt: at }).where(eq(kioskDevices.id, pin.id));
  }
  const students = await studentsOfClass(db, cls.id);
  const names = tileNames(students);
  return {
    className: cls.name,
    label: pin.label,
    idleMinutes: pin.idleMinutes,
    students: students.map((s) => ({
      id: s.id,
      name: names.get(s.id) ?? s.first,
      hasPicturePassword: Boolean(s.hasPicture),
      pictureCount: s.hasPicture ? (s.pictures ?? LEGACY_PICTURE_PASSWORD_LENGTH) : 0,
    })),
  };
});

/** The device's own id (X-Kiosk-Device), or "-" for a device that sends none or a malformed one. */
const deviceOf = (c: Context<AppEnv>) => {
  const id = c.req.header(KIOSK_DEVICE_HEADER) ?? '';
  return KIOSK_DEVICE_ID.test(id) ? id : '-';
};

handle(kioskRoutes, kioskSignIn, [pinnedDevice], async (c, { body }) => {
  const { db, now, rateLimits } = c.var.deps;
  const { pin, cls } = pinOf(c);
  const byPictures = body.pictures !== undefined;
  if (!byPictures && !body.password) throw new HttpError(400, kioskMessages.passwordOrPictures);
  // The pin's own limits stop a sweep of the tiles (many names, one pin): checked before anything.
  const sweep: Counter[] = [['kioskFailuresPerPin', pin.id]];
  await rateLimits.assertOpen(sweep, kioskMessages.tooManyTriesHere);
  await rateLimits.take([['kioskSignInsPerPin', pin.id]], kioskMessages.tooManyTriesHere);

  const student = await studentInClass(db, cls.id, body.studentID);
  if (!student) throw new HttpError(404, kioskMessages.nameNotOnList);
  // Wrong tries for this name slow this device down (and, past more, every device), never lock it:
  // the try is counted before the password is checked, so tries sent at once wait their turn.
  const legacy = student.picturePasswordHash !== null && student.picturePasswordPictures === null;
  const delays = [deviceKey(pin.id, deviceOf(c), student.id), studentKey(student.id)];
  const wait = await claimTry(
    db,
    [
      [delays[0]!, legacy ? LEGACY_DEVICE_CURVE : DEVICE_CURVE],
      [delays[1]!, legacy ? LEGACY_STUDENT_CURVE : STUDENT_CURVE],
    ],
    now(),
  );
  if (wait !== null) throw new TooManyRequests(wait, kioskMessages.waitToTry(wait));

  const hash = byPictures ? student.picturePasswordHash : student.passwordHash;
  const ok = await verifyPassword(hash, byPictures ? body.pictures!.join(' ') : body.password!);
  if (!ok) {
    await rateLimits.fail(sweep);
    throw new HttpError(401, byPictures ? kioskMessages.wrongPictures : kioskMessages.wrongPassword);
  }
  await clearTries(db, delays);
  const apiKey = await createSession(db, student.id, { now: now(), days: KIOSK_SESSION_HOURS / 24, kioskDeviceID: pin.id });
  return userView(db, student, now(), { apiKey });
});
