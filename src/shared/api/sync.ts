import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Ok, tooLong } from './common';
import { ClassID } from './classes';

/**
 * Offline sync (issue 5). The device's outbox sends every queued write with the student's key,
 * an `Idempotency-Key` minted when the student acted and `X-Queued-At` (ISO time of that act).
 * The server keeps, per student, when their device last delivered and how many deliveries came
 * late, and the submissions the device reports as refused for good, for the teacher to see.
 */

/** Header of every outbox delivery: when the student acted (ISO 8601). */
export const QUEUED_AT_HEADER = 'X-Queued-At';
/** A delivery that reaches the server this long after the student acted counts as late. */
export const LATE_DELIVERY_MS = 2 * 60 * 1000;

/** The writes that go through the outbox (paths under /api). */
export const OUTBOX_PATHS = ['/student/startquiz', '/student/savequiz', '/student/savesuperdiagnostic', '/writingassignment/save'] as const;

const STATUS_RULE = 'status must be the refusal status, from 400 to 499.';

/**
 * A student's device reports a queued submission the server refused for good on replay.
 * Stored once per (student, key); students only (others 403).
 */
export const reportSyncFailure = endpoint({
  method: 'POST',
  path: '/student/syncfailure',
  body: v.object({
    key: v.pipe(v.string('The key is not valid.'), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'The key is not valid.')),
    path: v.picklist(OUTBOX_PATHS, 'That call is not sent through the outbox.'),
    body: v.unknown(),
    label: v.pipe(v.string('Label must be text.'), v.trim(), v.maxLength(200, tooLong('Label', 200))),
    status: v.pipe(
      v.number(STATUS_RULE),
      v.integer(STATUS_RULE),
      v.minValue(400, STATUS_RULE),
      v.maxValue(499, STATUS_RULE),
    ),
    message: v.pipe(v.string('Message must be text.'), v.maxLength(500, tooLong('Message', 500))),
    queuedAt: v.pipe(v.string('queuedAt must be an ISO time.'), v.isoTimestamp('queuedAt must be an ISO time.')),
  }),
  response: Ok,
});

export const SyncFailure = v.object({
  key: v.string(),
  label: v.string(),
  path: v.string(),
  status: v.number(),
  message: v.string(),
  queuedAt: v.string(),
  reportedAt: v.string(),
});
export type SyncFailure = v.InferOutput<typeof SyncFailure>;

export const StudentSyncState = v.object({
  studentID: v.string(),
  /** The last outbox delivery from any of the student's devices, or null if none yet. */
  lastSyncAt: v.nullable(v.string()),
  lateCount: v.number(),
  lastLateAt: v.nullable(v.string()),
  /** Newest first (by when the student acted), at most 50; failureCount is the total. */
  failures: v.array(SyncFailure),
  failureCount: v.number(),
});
export type StudentSyncState = v.InferOutput<typeof StudentSyncState>;

/** The sync state of every student of one of the caller's classes (teachers of that class, admins). */
export const getClassSync = endpoint({
  method: 'GET',
  path: '/teacher/classsync',
  query: v.object({ classID: ClassID }),
  response: v.array(StudentSyncState),
});
