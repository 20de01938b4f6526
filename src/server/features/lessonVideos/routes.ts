import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { getLessonVideo, lessonVideoMessages, saveLessonVideo } from '../../../shared/api/lessonVideos';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { classes, classLessonVideos, classStudents, lessons } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn, teacherOrAdmin } from '../auth/guards';
import { ownClass } from '../classes/queries';

/** A class's own video per lesson (issue 27, "A lesson to watch"): the link its teacher set. */
export const lessonVideoRoutes = new Hono<AppEnv>();

handle(lessonVideoRoutes, getLessonVideo, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  if (user.roleID === RoleID.Student) {
    // Their own class's, whatever classID says: a student reads no other class's.
    const [row] = await db
      .select({ url: classLessonVideos.url })
      .from(classStudents)
      .innerJoin(classLessonVideos, eq(classLessonVideos.classID, classStudents.classID))
      .where(and(eq(classStudents.studentID, user.id), eq(classLessonVideos.lessonID, query.lessonID)))
      .limit(1);
    return { url: row?.url ?? null };
  }
  if (!query.classID) throw new HttpError(400, lessonVideoMessages.chooseClass);
  const [cls] = await db
    .select({ teacherID: classes.teacherID })
    .from(classes)
    .where(eq(classes.id, query.classID))
    .limit(1);
  // Ids cannot be probed: another teacher's class is as unknown as one that does not exist.
  if (!cls || (user.roleID !== RoleID.SuperAdmin && cls.teacherID !== user.id)) throw new HttpError(404, messages.notFound);
  const [row] = await db
    .select({ url: classLessonVideos.url })
    .from(classLessonVideos)
    .where(and(eq(classLessonVideos.classID, query.classID), eq(classLessonVideos.lessonID, query.lessonID)))
    .limit(1);
  return { url: row?.url ?? null };
});

handle(lessonVideoRoutes, saveLessonVideo, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const teacher = c.var.user;
  if (!(await ownClass(db, teacher.id, body.classID))) throw new HttpError(404, messages.notFound);
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, body.lessonID)).limit(1);
  if (!lesson) throw new HttpError(404, messages.lessonGone);
  if (!isTeacherActive(teacher, now())) throw new HttpError(412, messages.subscriptionRequired);
  const key = and(eq(classLessonVideos.classID, body.classID), eq(classLessonVideos.lessonID, body.lessonID));
  if (!body.url) {
    await db.delete(classLessonVideos).where(key);
    return { url: null };
  }
  const [row] = await db
    .insert(classLessonVideos)
    .values({ classID: body.classID, lessonID: body.lessonID, url: body.url, updatedAt: now() })
    .onConflictDoUpdate({ target: [classLessonVideos.classID, classLessonVideos.lessonID], set: { url: body.url, updatedAt: now() } })
    .returning({ url: classLessonVideos.url });
  return { url: row!.url };
});
