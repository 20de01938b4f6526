import * as v from 'valibot';
import { messages } from '../messages';
import { rosterMessages } from '../rosterMessages';
import { endpoint } from './endpoint';
import { tooLong } from './common';
import { ClassID } from './classes';
import { UserID } from './students';

/**
 * Student accounts made by the teacher (issue 15): add one or many students to a class with
 * generated usernames and passwords shown once, and new passwords for several students at once.
 * Teacher (or admin) of that class only; another teacher's class answers 404.
 */

/** The most students one call adds or resets (a large school splits its list). */
export const ROSTER_MAX_ROWS = 200;
export const ROSTER_NAME_MAX = 100;
export const ROSTER_USERNAME_MAX = 50;
export const ROSTER_EMAIL_MAX = 254;

/** Bounds the body only; the per-row limits above are reported row by row, so one long cell does not refuse the list. */
const cell = (label: string) => v.pipe(v.string(), v.trim(), v.maxLength(500, tooLong(label, 500)));
const optionalCell = (label: string) => v.optional(v.nullable(cell(label)), null);

/** One student as the teacher typed or imported them; a missing username is generated. */
export const RosterRow = v.object({
  first: v.optional(cell('First Name'), ''),
  last: v.optional(cell('Last Name'), ''),
  username: optionalCell('Username'),
  email: optionalCell('Email'),
});
export type RosterRow = v.InferInput<typeof RosterRow>;

/**
 * What happened to one row: `ready` (a dry run: would be created), `created`, `invalid` (see
 * `errors`; nothing made) or `noSeat` (valid, but past the free seats).
 */
export const RosterRowResult = v.object({
  /** The row's index in the list sent (0-based). */
  row: v.number(),
  first: v.string(),
  last: v.string(),
  /** The username given, or the one generated for the row. */
  username: v.nullable(v.string()),
  usernameGenerated: v.boolean(),
  email: v.nullable(v.string()),
  status: v.picklist(['ready', 'created', 'invalid', 'noSeat']),
  errors: v.array(v.string()),
  studentID: v.nullable(v.string()),
  /** The initial password of a created student: in this answer only, never stored in clear. */
  password: v.nullable(v.string()),
});
export type RosterRowResult = v.InferOutput<typeof RosterRowResult>;

/** The teacher's seats before this call: every class of theirs counts, as in registration. */
export const RosterSeats = v.object({ max: v.number(), used: v.number(), free: v.number() });

/** What a login card needs besides the students: the class and where to sign in (PUBLIC_URL). */
const CardContext = {
  classID: v.string(),
  className: v.string(),
  classCode: v.string(),
  signInUrl: v.string(),
};

export const bulkCreateStudents = endpoint({
  method: 'POST',
  path: '/student/bulkcreate',
  body: v.object({
    classID: ClassID,
    students: v.pipe(
      v.array(RosterRow, rosterMessages.emptyList),
      v.minLength(1, rosterMessages.emptyList),
      v.maxLength(ROSTER_MAX_ROWS, `At most ${ROSTER_MAX_ROWS} students can be added at once. Split the list.`),
    ),
    /** The students are under 13 (no email needed; the flag registration sets). */
    under13: v.optional(v.boolean(), false),
    /** Only report what would happen: nothing is created and no password is made. */
    dryRun: v.optional(v.boolean(), false),
  }),
  response: v.object({
    ...CardContext,
    dryRun: v.boolean(),
    seats: RosterSeats,
    created: v.number(),
    rows: v.array(RosterRowResult),
  }),
});

/** One student's new sign-in, for the screen and the login cards. */
export const NewLogin = v.object({
  studentID: v.string(),
  first: v.string(),
  last: v.string(),
  /** What the student types to sign in: their username, or their email when they have no username. */
  login: v.string(),
  password: v.string(),
});
export type NewLogin = v.InferOutput<typeof NewLogin>;

/** New generated passwords for students of the class (all or none); their sessions stay, as with Set Password. */
export const bulkResetPasswords = endpoint({
  method: 'POST',
  path: '/student/bulkresetpasswords',
  body: v.object({
    classID: ClassID,
    studentIDs: v.pipe(
      v.array(UserID, messages.badRequest),
      v.minLength(1, messages.badRequest),
      v.maxLength(ROSTER_MAX_ROWS, `At most ${ROSTER_MAX_ROWS} students at once.`),
    ),
  }),
  response: v.object({ ...CardContext, students: v.array(NewLogin) }),
});
