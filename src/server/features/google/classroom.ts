import { Hono, type Context } from 'hono';
import { and, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import {
  classImport,
  getClassesFromGoogle,
  shareLesson,
  shareQuiz,
  shareWritingAssignment,
  studentImport,
  syncStatus,
  type SyncJob,
} from '../../../shared/api/google';
import { isTeacherActive } from '../../../shared/domain/account';
import { extraMessages, messages } from '../../../shared/messages';
import type { Classroom } from '../../adapters/google';
import type { AppEnv, UserRow } from '../../app-env';
import { classes, googleAccounts, googleSyncJobs, lessons, quizzes, writingAssignments } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { classesOfTeacher, ownClass } from '../classes/queries';
import { unusedCode } from '../classes/routes';
import { classroomFailure } from './classroom-failure';
import { googleOf } from './oauth';
import { runSync, SYNC_STALE_MS } from './sync';

export const googleClassroomRoutes = new Hono<AppEnv>();

/** Access tokens by user, while they last (an hour at Google); a changed refresh token is refreshed anew. */
const accessTokens = new Map<string, { sealed: string; token: string; expiresAt: number }>();

/**
 * Classroom as the signed-in teacher: 403 when no Google account is linked; 424 with
 * 'refresh error' or 'invalid_grant' when Google will not give an access token (the page then
 * sends the teacher to re-authorise, without a message: ACB §8 424).
 */
export async function classroomOf(c: Context<AppEnv>): Promise<Classroom> {
  const google = googleOf(c);
  const { db } = c.var.deps;
  const me = c.var.user;
  const [account] = await db.select().from(googleAccounts).where(eq(googleAccounts.userID, me.id)).limit(1);
  if (!account) throw new HttpError(403, extraMessages.googleNotLinked);
  if (!account.refreshToken) throw new HttpError(424, 'refresh error');
  const cached = accessTokens.get(me.id);
  if (cached && cached.sealed === account.refreshToken && cached.expiresAt > Date.now() + 60_000) return google.classroom(cached.token);
  let refreshToken: string;
  try {
    refreshToken = google.open(account.refreshToken);
  } catch {
    // Sealed under another key (GOOGLE_TOKEN_KEY changed): the teacher authorises again.
    throw new HttpError(424, 'refresh error');
  }
  try {
    const fresh = await google.accessToken(refreshToken);
    accessTokens.set(me.id, { sealed: account.refreshToken, token: fresh.accessToken, expiresAt: fresh.expiresAt });
    return google.classroom(fresh.accessToken);
  } catch (err) {
    throw classroomFailure(err);
  }
}

async function google<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw classroomFailure(err);
  }
}

/** Each Classroom call costs the school's Google quota: counted per teacher. */
const countCall = (c: Context<AppEnv>) => c.var.deps.rateLimits.take([['googleClassroomCallsPerUser', c.var.user.id]]);

handle(googleClassroomRoutes, getClassesFromGoogle, [teacherOrAdmin], async (c) => {
  const api = await classroomOf(c);
  await countCall(c);
  const courses = await google(() => api.courses());
  const mine = await classesOfTeacher(c.var.deps.db, c.var.user.id);
  const imported = new Set(mine.map((k) => k.googleCourseID).filter(Boolean));
  return courses.map((k) => ({ value: k.id, name: k.name, section: k.section, createDate: k.creationTime, imported: imported.has(k.id) }));
});

type JobRow = typeof googleSyncJobs.$inferSelect;

/** A job as the page sees it; a "running" job that stopped moving (the server restarted) is failed. */
export function jobView(row: JobRow, now: Date): SyncJob {
  const stale = row.status === 'running' && now.getTime() - row.updatedAt.getTime() > SYNC_STALE_MS;
  return {
    id: row.id,
    status: stale ? 'failed' : (row.status as SyncJob['status']),
    classesTotal: row.classesTotal,
    classesDone: row.classesDone,
    studentsTotal: row.studentsTotal,
    studentsDone: row.studentsDone,
    report: row.report ?? {},
    error: stale ? extraMessages.googleSyncInterrupted : row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function latestJob(c: Context<AppEnv>): Promise<SyncJob | null> {
  const { db, now } = c.var.deps;
  const [row] = await db
    .select()
    .from(googleSyncJobs)
    .where(eq(googleSyncJobs.teacherID, c.var.user.id))
    .orderBy(desc(googleSyncJobs.startedAt))
    .limit(1);
  return row ? jobView(row, now()) : null;
}

/** A sync changes classes and rosters: an inactive account cannot, and only one runs at a time. */
async function readyToSync(c: Context<AppEnv>, teacher: UserRow) {
  if (!isTeacherActive(teacher, c.var.deps.now())) throw new HttpError(412, messages.subscriptionRequired);
  if ((await latestJob(c))?.status === 'running') throw new HttpError(409, extraMessages.googleSyncRunning);
}

/**
 * Makes the selected Google classes the teacher's classes (ACB §4 Google sync): each one is created
 * (with a new class code) or renamed as in Google; the teacher's other classes are removed with
 * their diagnostic results, while their students keep their accounts, scores, progress and badges.
 */
handle(googleClassroomRoutes, classImport, [teacherOrAdmin], async (c, { body }) => {
  const { db } = c.var.deps;
  const me = c.var.user;
  const api = await classroomOf(c);
  await readyToSync(c, me);
  await countCall(c);
  const courses = new Map((await google(() => api.courses())).map((k) => [k.id, k]));
  const wanted = [...new Set(body)];
  if (wanted.some((id) => !courses.has(id))) throw new HttpError(400, extraMessages.googleCourseUnknown);

  const removed = await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.teacherID, me.id), isNotNull(classes.googleCourseID)));
    const keep: string[] = [];
    const at = c.var.deps.now().getTime();
    for (const [i, id] of wanted.entries()) {
      const course = courses.get(id)!;
      const name = course.name.slice(0, 120);
      const found = existing.find((k) => k.googleCourseID === id);
      if (found) {
        await tx.update(classes).set({ name, section: course.section }).where(eq(classes.id, found.id));
        keep.push(found.id);
      } else {
        const [row] = await tx
          .insert(classes)
          .values({
            teacherID: me.id,
            name,
            section: course.section,
            googleCourseID: id,
            code: await unusedCode(tx),
            // Classes list oldest first: the selected order, one millisecond apart.
            createdAt: new Date(at + i),
          })
          .returning({ id: classes.id });
        keep.push(row!.id);
      }
    }
    // Deleting a class deletes its diagnostic results (ON DELETE CASCADE); students keep the rest.
    return tx
      .delete(classes)
      .where(and(eq(classes.teacherID, me.id), notInArray(classes.id, keep)))
      .returning({ name: classes.name });
  });
  return { classes: await classesOfTeacher(db, me.id), removed: removed.map((r) => r.name) };
});

/** Starts the roster sync of the selected (imported) classes as a job; answers at once with the job. */
handle(googleClassroomRoutes, studentImport, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const api = await classroomOf(c);
  await readyToSync(c, me);
  await countCall(c);
  const wanted = [...new Set(body)];
  const targets = await db
    .select({ classID: classes.id, courseID: classes.googleCourseID, name: classes.name })
    .from(classes)
    .where(and(eq(classes.teacherID, me.id), inArray(classes.googleCourseID, wanted)));
  if (targets.length !== wanted.length) throw new HttpError(400, extraMessages.googleNotAGoogleClass);
  const at = now();
  const [job] = await db
    .insert(googleSyncJobs)
    .values({ teacherID: me.id, status: 'running', courseIDs: wanted, classesTotal: wanted.length, startedAt: at, updatedAt: at })
    .returning();
  // The job outlives this request: the page follows it with /google/syncstatus, across reloads.
  void runSync(
    c.var.deps,
    me,
    job!.id,
    targets.map((t) => ({ classID: t.classID, courseID: t.courseID!, name: t.name })),
    api,
  );
  return jobView(job!, at);
});

handle(googleClassroomRoutes, syncStatus, [teacherOrAdmin], (c) => latestJob(c));

/** The Google class a share goes to: the caller's own class, imported from Google. */
async function targetCourse(c: Context<AppEnv>, classID: string): Promise<string> {
  const cls = await ownClass(c.var.deps.db, c.var.user.id, classID);
  if (!cls) throw new HttpError(404, extraMessages.classNotFound);
  if (!cls.googleCourseID) throw new HttpError(400, extraMessages.googleNotAGoogleClass);
  return cls.googleCourseID;
}

async function share(c: Context<AppEnv>, classID: string, post: (api: Classroom, courseID: string) => Promise<unknown>) {
  const courseID = await targetCourse(c, classID);
  const api = await classroomOf(c);
  await countCall(c);
  await google(() => post(api, courseID));
  return { ok: true as const };
}

handle(googleClassroomRoutes, shareLesson, [teacherOrAdmin], async (c, { body }) => {
  const [lesson] = await c.var.deps.db.select().from(lessons).where(eq(lessons.id, body.lessonID));
  if (!lesson) throw new HttpError(404, messages.notFound);
  return share(c, body.classID, (api, courseID) =>
    api.postMaterial(courseID, { title: lesson.name, description: lesson.description, link: body.lessonLink }),
  );
});

handle(googleClassroomRoutes, shareQuiz, [teacherOrAdmin], async (c, { body }) => {
  const [quiz] = await c.var.deps.db.select().from(quizzes).where(eq(quizzes.id, body.quizID));
  if (!quiz) throw new HttpError(404, messages.notFound);
  return share(c, body.classID, (api, courseID) =>
    api.postCourseWork(courseID, { title: quiz.name, description: quiz.instructions, link: body.quizLink }),
  );
});

handle(googleClassroomRoutes, shareWritingAssignment, [teacherOrAdmin], async (c, { body }) => {
  const [writing] = await c.var.deps.db.select().from(writingAssignments).where(eq(writingAssignments.id, body.writingAssignmentID));
  if (!writing) throw new HttpError(404, messages.notFound);
  return share(c, body.classID, (api, courseID) =>
    api.postCourseWork(courseID, { title: writing.name, description: writing.description, link: body.writingAssignmentLink }),
  );
});
