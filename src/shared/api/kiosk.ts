import * as v from 'valibot';
import { kioskMessages } from '../kioskMessages';
import { endpoint } from './endpoint';
import { tooLong } from './common';
import { ClassID } from './classes';
import { User } from './auth';
import { UserID } from './students';

/**
 * Kiosk class sign-in (issue 14). A teacher pins a device (a lab machine, or every Chromebook of
 * a class set) to one class: a pin is a 256-bit key the device keeps. On a pinned device the
 * class's students pick their name from tiles and type their password, or tap the short picture
 * password their teacher set. The pin's calls carry the key in `X-Kiosk-Key`, never a session.
 */

/** The header a pinned device sends its key in. */
export const KIOSK_KEY_HEADER = 'X-Kiosk-Key';

/** The nine pictures of a picture password, in the order the grid shows them. */
export const PICTURES = ['sun', 'moon', 'star', 'heart', 'tree', 'flower', 'fish', 'house', 'apple'] as const;
export type Picture = (typeof PICTURES)[number];
/** A picture password is this many taps, in order; a picture may come more than once (9³ = 729 choices). */
export const PICTURE_PASSWORD_LENGTH = 3;

/** Minutes without input before a pinned device signs its student out. */
export const IDLE_MINUTES = { min: 1, max: 60, default: 5 } as const;
export const PIN_LABEL_MAX = 60;

const IdleMinutes = v.pipe(
  v.number(kioskMessages.idleMinutesRule),
  v.integer(kioskMessages.idleMinutesRule),
  v.minValue(IDLE_MINUTES.min, kioskMessages.idleMinutesRule),
  v.maxValue(IDLE_MINUTES.max, kioskMessages.idleMinutesRule),
);
const PinLabel = v.pipe(v.string(), v.trim(), v.maxLength(PIN_LABEL_MAX, tooLong('Name of the device', PIN_LABEL_MAX)));
const PinID = v.pipe(v.string(), v.uuid(kioskMessages.pinNotFound));

export const PicturePassword = v.pipe(
  v.array(v.picklist(PICTURES, kioskMessages.picturesRule), kioskMessages.picturesRule),
  v.length(PICTURE_PASSWORD_LENGTH, kioskMessages.picturesRule),
);

/** A live pin as its teacher sees it (the key itself is shown once, when the pin is made). */
export const KioskPin = v.object({
  id: v.string(),
  classID: v.string(),
  label: v.string(),
  idleMinutes: v.number(),
  createdAt: v.string(),
  /** When a device last showed this pin's tiles; null until one does. */
  lastSeenAt: v.nullable(v.string()),
});
export type KioskPin = v.InferOutput<typeof KioskPin>;

/** The live pins of a class. The class's teacher, or an admin. */
export const listKioskPins = endpoint({
  method: 'GET',
  path: '/kiosk/pins',
  query: v.object({ classID: ClassID }),
  response: v.array(KioskPin),
});

/** Makes a pin; the answer carries its key, the only time it is ever sent. */
export const createKioskPin = endpoint({
  method: 'POST',
  path: '/kiosk/pin/create',
  body: v.object({
    classID: ClassID,
    label: v.optional(PinLabel, ''),
    idleMinutes: v.optional(IdleMinutes, IDLE_MINUTES.default),
  }),
  response: v.object({ pin: KioskPin, key: v.string() }),
});

/** Renames a pin or changes its idle time (fields left out keep their value). */
export const updateKioskPin = endpoint({
  method: 'POST',
  path: '/kiosk/pin/update',
  body: v.object({ id: PinID, label: v.optional(PinLabel), idleMinutes: v.optional(IdleMinutes) }),
  response: KioskPin,
});

/** Revokes a pin: its devices stop showing the tiles and every session signed in through it ends. */
export const revokeKioskPin = endpoint({
  method: 'POST',
  path: '/kiosk/pin/revoke',
  body: v.object({ id: PinID }),
  response: v.object({ ok: v.literal(true), sessionsEnded: v.number() }),
});

/** Sets (three pictures) or clears (null) a student's picture password. Their teacher, or an admin. */
export const setPicturePassword = endpoint({
  method: 'POST',
  path: '/kiosk/picturepassword',
  body: v.object({ studentID: UserID, pictures: v.nullable(PicturePassword) }),
  response: v.object({ ok: v.literal(true), hasPicturePassword: v.boolean() }),
});

/** Which students of a class have a picture password. */
export const getPicturePasswords = endpoint({
  method: 'GET',
  path: '/kiosk/picturepasswords',
  query: v.object({ classID: ClassID }),
  response: v.object({ studentIDs: v.array(v.string()) }),
});

/** One tile: a name a classmate would say ("Mia R."), nothing else about the student. */
export const KioskTile = v.object({
  id: v.string(),
  name: v.string(),
  hasPicturePassword: v.boolean(),
});
export type KioskTile = v.InferOutput<typeof KioskTile>;

/** What a pinned device shows: the class's name and its students' tiles. Only with a live pin key. */
export const getKioskRoster = endpoint({
  method: 'GET',
  path: '/kiosk/roster',
  response: v.object({
    className: v.string(),
    label: v.string(),
    idleMinutes: v.number(),
    students: v.array(KioskTile),
  }),
});

/**
 * A student of the pin's class signs in with their password or their picture password: the
 * answer is login's (a session key in `apiKey`), for a session that ends when the pin is revoked.
 */
export const kioskSignIn = endpoint({
  method: 'POST',
  path: '/kiosk/signin',
  body: v.object({
    studentID: v.pipe(v.string(), v.uuid(kioskMessages.nameNotOnList)),
    password: v.optional(v.pipe(v.string(), v.maxLength(200, tooLong('Password', 200)))),
    pictures: v.optional(PicturePassword),
  }),
  response: User,
});
