import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Ok, tooLong } from './common';
import { ClassID } from './classes';
import { DELIVERY_SIGNATURE_HEADER } from './delivery';

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
export const OUTBOX_PATHS = ['/student/startquiz', '/student/savequiz', '/student/savesuperdiagnostic', '/writingassignment/save', '/student/practice'] as const;

/* Bulk delivery (issue 13; the call itself: ./bulkDelivery.ts). */

/**
 * The requests the outbox queues (paths under /api) and the method each is sent with: the only
 * ones a bulk delivery may carry. The outbox writes (OUTBOX_PATHS) and the queued sign-out.
 */
export const QUEUED_REQUEST_METHODS = {
  '/student/startquiz': 'POST',
  '/student/savequiz': 'POST',
  '/student/savesuperdiagnostic': 'POST',
  '/writingassignment/save': 'POST',
  '/student/practice': 'POST',
  '/user/logout': 'GET',
} as const;
export type QueuedPath = keyof typeof QUEUED_REQUEST_METHODS;
export const QUEUED_PATHS = Object.keys(QUEUED_REQUEST_METHODS) as QueuedPath[];

/** The request headers a carried request may have: what the outbox sends with one request alone. */
export const BULK_REQUEST_HEADERS = ['X-Api-Key', 'Idempotency-Key', QUEUED_AT_HEADER, DELIVERY_SIGNATURE_HEADER, 'Content-Type'] as const;
/** The answer headers passed back for each carried request. */
export const BULK_ANSWER_HEADERS = ['Content-Type', 'Idempotent-Replayed', 'Retry-After'] as const;

/** The bulk call's path under /api. */
export const BULK_DELIVERY_PATH = '/sync/deliver';
/** At most this many requests in one call (a round takes one entry of each of up to this many students). */
export const BULK_MAX_REQUESTS = 50;
/** The largest bulk call the server reads (the server's BODY_LIMITS.writing); the device keeps well under it. */
export const BULK_MAX_BODY_BYTES = 512 * 1024;

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
    status: v.pipe(v.number(STATUS_RULE), v.integer(STATUS_RULE), v.minValue(400, STATUS_RULE), v.maxValue(499, STATUS_RULE)),
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

/**
 * Unsent work in sight (issue 15). A device with entries waiting in its outbox tells the server how
 * many, by kind, whenever it can reach it: counts only, never the answers. One row per student
 * and device; each report replaces it, and a report of zero deletes it.
 */
export const BACKLOG_KINDS = ['quizzes', 'writing', 'diagnostic'] as const;
export type BacklogKind = (typeof BACKLOG_KINDS)[number];
/** Kind of each outbox write that counts as work waiting (opening a quiz does not). */
export const BACKLOG_KIND_OF_PATH: Partial<Record<(typeof OUTBOX_PATHS)[number], BacklogKind>> = {
  '/student/savequiz': 'quizzes',
  '/student/practice': 'quizzes',
  '/writingassignment/save': 'writing',
  '/student/savesuperdiagnostic': 'diagnostic',
};
/** More waiting entries of one kind than a device could hold in a school day many times over. */
export const MAX_BACKLOG_COUNT = 10_000;
const COUNT_RULE = `Each count must be a whole number from 0 to ${MAX_BACKLOG_COUNT}.`;
const Count = v.optional(
  v.pipe(v.number(COUNT_RULE), v.integer(COUNT_RULE), v.minValue(0, COUNT_RULE), v.maxValue(MAX_BACKLOG_COUNT, COUNT_RULE)),
  0,
);
export const BacklogCounts = v.object({ quizzes: Count, writing: Count, diagnostic: Count });
export type BacklogCounts = v.InferOutput<typeof BacklogCounts>;
/** A device id: random (a UUID the device made), never a fingerprint. */
export const DEVICE_ID_RULE = 'The device id must be 8 to 64 letters, digits, - or _.';
export const DeviceID = v.pipe(v.string(DEVICE_ID_RULE), v.regex(/^[A-Za-z0-9_-]{8,64}$/, DEVICE_ID_RULE));

/**
 * POST /student/backlog (our path): what waits on this device for the caller. The student's
 * session key, or a delivery key of theirs (a signed-out student's queue: README "Unsent work in
 * sight"); students only. `oldestQueuedAt` is when the student did the oldest waiting work; it
 * may be null only when every count is 0.
 */
export const reportBacklog = endpoint({
  method: 'POST',
  path: '/student/backlog',
  body: v.pipe(
    v.object({
      deviceID: DeviceID,
      counts: v.strictObject(BacklogCounts.entries, 'counts must have only quizzes, writing and diagnostic.'),
      oldestQueuedAt: v.nullable(
        v.pipe(
          v.string('oldestQueuedAt must be an ISO time.'),
          v.maxLength(40, 'oldestQueuedAt must be an ISO time.'),
          v.isoTimestamp('oldestQueuedAt must be an ISO time.'),
        ),
      ),
    }),
    v.forward(
      v.check(
        (b) => b.oldestQueuedAt !== null || BACKLOG_KINDS.every((k) => b.counts[k] === 0),
        'oldestQueuedAt is needed when anything waits.',
      ),
      ['oldestQueuedAt'],
    ),
  ),
  response: Ok,
});

export const DeviceBacklog = v.object({
  counts: BacklogCounts,
  /** When the student did the oldest waiting work (the device's clock, never later than the report). */
  oldestQueuedAt: v.string(),
  /** When the device last told the server. */
  reportedAt: v.string(),
});
export type DeviceBacklog = v.InferOutput<typeof DeviceBacklog>;

export const StudentSyncState = v.object({
  studentID: v.string(),
  /** The last outbox delivery from any of the student's devices, or null if none yet. */
  lastSyncAt: v.nullable(v.string()),
  /** Saves (finished quizzes, writing, diagnostic answers; not quiz openings) delivered more than LATE_DELIVERY_MS after the student made them. */
  lateCount: v.number(),
  lastLateAt: v.nullable(v.string()),
  /** Newest first (by when the student acted), at most 50; failureCount is the total. */
  failures: v.array(SyncFailure),
  failureCount: v.number(),
  /** Work waiting on the student's devices, one entry per device, oldest waiting first. */
  backlogs: v.array(DeviceBacklog),
});
export type StudentSyncState = v.InferOutput<typeof StudentSyncState>;

/** The sync state of every student of one of the caller's classes (teachers of that class, admins). */
export const getClassSync = endpoint({
  method: 'GET',
  path: '/teacher/classsync',
  query: v.object({ classID: ClassID }),
  response: v.array(StudentSyncState),
});
