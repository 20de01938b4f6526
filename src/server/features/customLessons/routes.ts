import { Hono, type Context } from 'hono';
import { ownClass } from '../classes/queries';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  addCustomLessons,
  CUSTOM_LESSON_DEFAULTS,
  CustomLessonInput,
  getCustomLessons,
  updateCustomLessons,
  type CustomLesson,
} from '../../../shared/api/customLessons';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classes, classStudents, courses, customLessons, lessons } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn, teacherOrAdmin } from '../auth/guards';
import { studentLessonIDs } from './student-lessons';

export const customLessonRoutes = new Hono<AppEnv>();

type Row = typeof customLessons.$inferSelect;
type Switches = Pick<CustomLesson, 'lessonEnabled' | 'diagnosticEnabled' | 'postEvalEnabled' | 'postEvalAnswersEnabled'>;

const toCustomLesson = (row: Row): CustomLesson => ({
  id: row.id,
  classID: row.classID,
  lessonID: row.lessonID,
  courseID: row.courseID,
  lessonEnabled: row.lessonEnabled,
  diagnosticEnabled: row.diagnosticEnabled,
  postEvalEnabled: row.postEvalEnabled,
  postEvalAnswersEnabled: row.postEvalAnswersEnabled,
});

/** The class's settings for every lesson of the curriculum, the spec's defaults where nothing is stored. */
export async function customLessonsOfClass(db: Queryable, classID: string): Promise<CustomLesson[]> {
  const rows = await db
    .select({ lessonID: lessons.id, courseID: lessons.courseID, stored: customLessons })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseID))
    .leftJoin(customLessons, and(eq(customLessons.lessonID, lessons.id), eq(customLessons.classID, classID)))
    .orderBy(asc(courses.order), asc(lessons.order), asc(lessons.id));
  return rows.map(({ lessonID, courseID, stored }) =>
    stored ? { ...toCustomLesson(stored), courseID } : { id: null, classID, lessonID, courseID, ...CUSTOM_LESSON_DEFAULTS },
  );
}

/** The class's teacher, or a student in it, may read; anyone else gets 404 (ids cannot be probed). */
async function mayRead(db: Queryable, user: AppEnv['Variables']['user'], classID: string): Promise<boolean> {
  if (user.roleID === RoleID.Student) {
    const [row] = await db
      .select({ id: classStudents.studentID })
      .from(classStudents)
      .where(and(eq(classStudents.studentID, user.id), eq(classStudents.classID, classID)))
      .limit(1);
    return !!row;
  }
  return (await ownClass(db, user.id, classID)) !== null;
}

handle(customLessonRoutes, getCustomLessons, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  if (!(await mayRead(db, c.var.user, query.classID))) throw new HttpError(404, messages.notFound);
  const switches = await customLessonsOfClass(db, query.classID);
  if (c.var.user.roleID !== RoleID.Student) return switches;
  // A student also sees the lessons their teacher opened for them alone.
  const mine = await studentLessonIDs(db, c.var.user.id, query.classID);
  return mine.size ? switches.map((l) => (mine.has(l.lessonID) ? { ...l, lessonEnabled: true } : l)) : switches;
});

type Input = v.InferOutput<typeof CustomLessonInput>[];

/**
 * Stores a list of switches: every class must be the caller's and every lesson must exist
 * (404 otherwise); the last entry wins when one lesson comes twice. A trial account may
 * not change a pre-test switch or turn a post-evaluation switch on (LA §5: 412 with the
 * spec's message); an inactive account changes nothing (412).
 */
export async function save(c: Context<AppEnv>, items: Input): Promise<CustomLesson[]> {
  const { db, now } = c.var.deps;
  const teacher = c.var.user;
  const classIDs = [...new Set(items.map((i) => i.classID))];
  const owned = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.id, classIDs), eq(classes.teacherID, teacher.id)));
  if (owned.length !== classIDs.length) throw new HttpError(404, messages.notFound);

  const lessonIDs = [...new Set(items.map((i) => i.lessonID))];
  const known = await db.select({ id: lessons.id, courseID: lessons.courseID }).from(lessons).where(inArray(lessons.id, lessonIDs));
  const courseOf = new Map(known.map((l) => [l.id, l.courseID]));
  if (known.length !== lessonIDs.length) throw new HttpError(404, messages.lessonGone);
  if (!isTeacherActive(teacher, now())) throw new HttpError(412, messages.subscriptionRequired);

  // One entry per class and lesson: the last one sent.
  const wanted = new Map<string, (typeof items)[number]>();
  for (const item of items) wanted.set(`${item.classID}/${item.lessonID}`, item);

  return db.transaction(async (tx) => {
    if (teacher.roleID !== RoleID.SuperAdmin && teacher.paymentPlan === 'trial') {
      const stored = await tx
        .select()
        .from(customLessons)
        .where(and(inArray(customLessons.classID, classIDs), inArray(customLessons.lessonID, lessonIDs)));
      const current = new Map(stored.map((r) => [`${r.classID}/${r.lessonID}`, r as Switches]));
      for (const [key, item] of wanted) {
        const now: Switches = current.get(key) ?? CUSTOM_LESSON_DEFAULTS;
        if (
          item.diagnosticEnabled !== now.diagnosticEnabled ||
          (item.postEvalEnabled && !now.postEvalEnabled) ||
          (item.postEvalAnswersEnabled && !now.postEvalAnswersEnabled)
        ) {
          throw new HttpError(412, messages.postEvalsNotOnTrial);
        }
      }
    }
    const values = [...wanted.values()].map((item) => ({
      classID: item.classID,
      lessonID: item.lessonID,
      courseID: courseOf.get(item.lessonID)!,
      lessonEnabled: item.lessonEnabled,
      diagnosticEnabled: item.diagnosticEnabled,
      postEvalEnabled: item.postEvalEnabled,
      postEvalAnswersEnabled: item.postEvalAnswersEnabled,
    }));
    const rows = await tx
      .insert(customLessons)
      .values(values)
      .onConflictDoUpdate({
        target: [customLessons.classID, customLessons.lessonID],
        set: {
          courseID: sql`excluded.course_id`,
          lessonEnabled: sql`excluded.lesson_enabled`,
          diagnosticEnabled: sql`excluded.diagnostic_enabled`,
          postEvalEnabled: sql`excluded.post_eval_enabled`,
          postEvalAnswersEnabled: sql`excluded.post_eval_answers_enabled`,
        },
      })
      .returning();
    return rows.map(toCustomLesson);
  });
}

handle(customLessonRoutes, updateCustomLessons, [teacherOrAdmin], async (c, { body }) => save(c, body), { maxBody: 'answers' });
handle(customLessonRoutes, addCustomLessons, [teacherOrAdmin], async (c, { body }) => save(c, body), { maxBody: 'answers' });
