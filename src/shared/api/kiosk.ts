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

/** The header a pinned device sends its own random id in (one pin may serve a class set of devices). */
export const KIOSK_DEVICE_HEADER = 'X-Kiosk-Device';
/** A device id: 16-64 URL-safe characters the device drew at random (anything else counts as "no id"). */
export const KIOSK_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The twenty pictures of a picture password, in the order the grid shows them (issue 26). The
 * first nine are the pictures of the old three-picture passwords (issue 14), kept in their place.
 */
export const PICTURES = [
  'sun',
  'moon',
  'star',
  'heart',
  'tree',
  'flower',
  'fish',
  'house',
  'apple',
  'car',
  'boat',
  'ball',
  'cat',
  'bird',
  'cake',
  'key',
  'umbrella',
  'kite',
  'snowman',
  'rocket',
] as const;
export type Picture = (typeof PICTURES)[number];
/**
 * A picture password is this many different pictures, tapped in order: 20 × 19 × 18 × 17 =
 * 116,280 choices (issue 26; the old ones were 3 of 9 with repeats, 729).
 */
export const PICTURE_PASSWORD_LENGTH = 4;
/** Old picture passwords (issue 14): 3 of the first 9 pictures, repeats allowed. They keep working until the teacher sets a new one. */
export const LEGACY_PICTURE_PASSWORD_LENGTH = 3;
export const PICTURE_CHOICES = 20 * 19 * 18 * 17;

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

const distinct = (pictures: Picture[]) => new Set(pictures).size === pictures.length;

/** A new picture password, as the teacher sets it: 4 different pictures of the 20, in order. */
export const PicturePassword = v.pipe(
  v.array(v.picklist(PICTURES, kioskMessages.picturesRule), kioskMessages.picturesRule),
  v.length(PICTURE_PASSWORD_LENGTH, kioskMessages.picturesRule),
  v.check(distinct, kioskMessages.picturesRule),
);

/** What a student taps at sign-in: 4 pictures, or 3 for an old picture password (checked against the stored one). */
const PicturesTapped = v.pipe(
  v.array(v.picklist(PICTURES, kioskMessages.picturesRule), kioskMessages.picturesRule),
  v.minLength(LEGACY_PICTURE_PASSWORD_LENGTH, kioskMessages.picturesRule),
  v.maxLength(PICTURE_PASSWORD_LENGTH, kioskMessages.picturesRule),
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

/** Sets (four different pictures) or clears (null) a student's picture password. Their teacher, or an admin. */
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
  response: v.object({
    studentIDs: v.array(v.string()),
    /** Of those, the ones whose picture password is an old 3-picture one (the teacher should set a new one). */
    legacyIDs: v.array(v.string()),
  }),
});

/** One tile: a name a classmate would say ("Mia R."), nothing else about the student. */
export const KioskTile = v.object({
  id: v.string(),
  name: v.string(),
  hasPicturePassword: v.boolean(),
  /** How many pictures the student taps: 4, or 3 for an old picture password; 0 without one. */
  pictureCount: v.number(),
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
 * Wrong tries for one student on one device (`X-Kiosk-Device`) slow that device down (429 with
 * Retry-After, growing), never lock the student out; the pin's own limits stop a sweep of the tiles.
 */
export const kioskSignIn = endpoint({
  method: 'POST',
  path: '/kiosk/signin',
  body: v.object({
    studentID: v.pipe(v.string(), v.uuid(kioskMessages.nameNotOnList)),
    password: v.optional(v.pipe(v.string(), v.maxLength(200, tooLong('Password', 200)))),
    pictures: v.optional(PicturesTapped),
  }),
  response: User,
});
