import { Hono, type Context } from 'hono';
import { bodyTextOf } from '../../../shared/api/delivery';
import { getClassSync, reportBacklog, reportSyncFailure } from '../../../shared/api/sync';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { handle, HttpError } from '../../http';
import { API_KEY_HEADER, signedIn, signedInOrDeliveringFor, teacherOrAdmin, type QueuedRequestOf } from '../auth/guards';
import { findDeliveryKey } from '../auth/sessions';
import { ownClass } from '../classes/queries';
import { classByID } from '../quizzes/queries';
import { saveBacklog, saveSyncFailure, syncStateOfClass } from './queries';
import { jsonProblem } from '../../protection/input';

/**
 * Teachers see sync state (issue 5): devices report the queued submissions the server refused
 * for good, and a class's teacher reads, per student, the last delivery, late deliveries and
 * those failures. Deliveries themselves are noted by the idempotency middleware (./deliveries.ts).
 */
export const syncRoutes = new Hono<AppEnv>();

/** A report names the refused entry it is about; with a delivery key, that entry's signature must come along. */
const reportedEntry: QueuedRequestOf = async (c) => {
  let report: { key?: unknown; path?: unknown; queuedAt?: unknown; body?: unknown };
  try {
    report = JSON.parse(await c.req.text()) ?? {};
  } catch {
    return null;
  }
  // Checked before the body is serialized for the signature: too deep a body would overflow it.
  if (jsonProblem(report)) return null;
  const { key, path, queuedAt, body } = report;
  if (typeof key !== 'string' || typeof path !== 'string' || typeof queuedAt !== 'string') return null;
  // Every write the outbox queues is a POST (OUTBOX_PATHS).
  return { method: 'POST', path, key, queuedAt, bodyText: bodyTextOf('POST', body) };
};
const signedInOrReportingForQueue = signedInOrDeliveringFor(reportedEntry);

async function studentReporting(c: Context<AppEnv>) {
  await signedInOrReportingForQueue(c);
  if (c.var.user.roleID !== RoleID.Student) throw new HttpError(403, extraMessages.onlyStudentsReportSync);
}

/** A refused request bigger than this (as JSON) is kept without its body: a writing assignment is at most 50,000 characters. */
export const MAX_KEPT_BODY_CHARS = 200_000;

/**
 * Kept once per (student, key): a device that reports again (it did not see our answer) gets 200
 * too. An oversized body is dropped rather than the report refused, so the teacher still sees it.
 */
handle(
  syncRoutes,
  reportSyncFailure,
  [studentReporting],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    const kept = (JSON.stringify(body.body) ?? '').length <= MAX_KEPT_BODY_CHARS ? body.body : null;
    await saveSyncFailure(db, c.var.user.id, { ...body, body: kept, queuedAt: new Date(body.queuedAt) }, now());
    return { ok: true as const };
  },
  { maxBody: 'writing' },
);

/**
 * A backlog report comes with the student's session key, or with a delivery key of theirs alone
 * (no signature): a signed-out student's queue holds only that key and cannot sign a new count.
 * So whoever holds the delivery key (the next person at that machine) can change the counts the
 * teacher sees for that student, and nothing else: no answer, no read, no other call. They could
 * as well empty the device's queue itself. src/client/offline/README.md "The outbox".
 */
async function studentOrTheirDeliveryKey(c: Context<AppEnv>) {
  try {
    await signedIn(c);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 401) throw err;
    const key = c.req.header(API_KEY_HEADER) ?? '';
    const { db, now } = c.var.deps;
    const delivery = key.length > 0 && key.length <= 200 ? await findDeliveryKey(db, key, now()) : null;
    if (!delivery) throw err;
    c.set('user', delivery.user);
    c.set('session', delivery.session);
    c.set('deliveryKeyID', delivery.deliveryKey.id);
  }
  if (c.var.user.roleID !== RoleID.Student) throw new HttpError(403, extraMessages.onlyStudentsReportBacklog);
  await c.var.deps.rateLimits.take([['backlogReportsPerStudent', c.var.user.id]]);
}

/** Replaces this device's row for the student; all counts 0 deletes it. */
handle(syncRoutes, reportBacklog, [studentOrTheirDeliveryKey], async (c, { body }) => {
  const { db, now } = c.var.deps;
  await saveBacklog(
    db,
    c.var.user.id,
    { deviceID: body.deviceID, counts: body.counts, oldestQueuedAt: body.oldestQueuedAt ? new Date(body.oldestQueuedAt) : null },
    now(),
  );
  return { ok: true as const };
});

/** The class's teacher, or an admin; another teacher's class answers 404 as if it did not exist (as getStudents does). */
handle(syncRoutes, getClassSync, [teacherOrAdmin], async (c, { query }) => {
  const { db } = c.var.deps;
  const me = c.var.user;
  const cls = me.roleID === RoleID.SuperAdmin ? await classByID(db, query.classID) : await ownClass(db, me.id, query.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  return syncStateOfClass(db, cls.id);
});
