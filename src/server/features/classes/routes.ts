import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ClassID, deleteClass, getAllClasses, getClassCode, saveClass, validateClassCode } from '../../../shared/api/classes';
import { generateClassCode, isValidClassCode, normalizeClassCode } from '../../../shared/domain/classCode';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classes } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { signedIn, teacherOrAdmin } from '../auth/guards';
import { studentClassOf, teacherClassesOf } from '../auth/user-view';
import { classesOfTeacher, findClassByCode, studentsOfTeacher, toClassInfo } from './queries';

export const classRoutes = new Hono<AppEnv>();

/** A teacher (or admin) sees their own classes; a student sees the class they joined. */
handle(classRoutes, getAllClasses, [signedIn], async (c) => {
  const { db, sessionCache } = c.var.deps;
  const user = c.var.user;
  if (user.roleID === RoleID.Student) {
    const found = await studentClassOf(db, sessionCache?.classes, user.id);
    return found ? [found.info] : [];
  }
  return [...(await teacherClassesOf(db, sessionCache?.classes, user.id))];
});

export async function unusedCode(db: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generateClassCode();
    if (!(await findClassByCode(db, code))) return code;
  }
  throw new Error('could not find an unused class code');
}

handle(classRoutes, getClassCode, [teacherOrAdmin], async (c) => unusedCode(c.var.deps.db));

handle(classRoutes, validateClassCode, [teacherOrAdmin], async (c, { query }) => {
  const code = normalizeClassCode(query.code);
  if (!isValidClassCode(code)) return { available: false };
  const existing = await findClassByCode(c.var.deps.db, code);
  // A class keeps its own code when renamed; only the caller's own class counts as "its own".
  return { available: !existing || (existing.id === query.id && existing.teacherID === c.var.user.id) };
});

handle(classRoutes, saveClass, [teacherOrAdmin], async (c, { body }) => {
  const { db, now, config } = c.var.deps;
  const teacher = c.var.user;
  if (!isTeacherActive(teacher, now())) throw new HttpError(412, messages.subscriptionRequired);
  const code = normalizeClassCode(body.code);
  if (!isValidClassCode(code)) throw new HttpError(400, extraMessages.classCodeInvalid);
  if ((await studentsOfTeacher(db, teacher.id)) > teacher.maxStudents) {
    throw new HttpError(410, messages.classOverMaxStudents(config.SUPPORT_EMAIL));
  }
  const taken = await findClassByCode(db, code);
  if (taken && taken.id !== body.id) throw new HttpError(409, messages.classCodeInUse);

  try {
    if (!body.id) {
      const [row] = await db.insert(classes).values({ teacherID: teacher.id, name: body.name, code, createdAt: now() }).returning();
      if (!row) throw new Error('insert returned no row');
      return { value: toClassInfo(row, 0) };
    }
    const [row] = await db
      .update(classes)
      .set({ name: body.name, code })
      .where(and(eq(classes.id, body.id), eq(classes.teacherID, teacher.id)))
      .returning();
    // Another teacher's class answers as missing: no hint that the id exists.
    if (!row) throw new HttpError(404, messages.notFound);
    const mine = await classesOfTeacher(db, teacher.id);
    return { value: mine.find((cl) => cl.id === row.id) ?? toClassInfo(row, 0) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.classCodeInUse);
    throw err;
  }
});

/**
 * Deletes a class of the caller. Its students leave it (their class_students rows go with it)
 * and keep their accounts, scores, progress and badges; they can join another class by code.
 * Its diagnostic settings, answers and results go with it (ON DELETE CASCADE, LA §9).
 */
handle(classRoutes, deleteClass, [teacherOrAdmin], async (c) => {
  const { db, now } = c.var.deps;
  const teacher = c.var.user;
  const id = v.safeParse(ClassID, c.req.param('id'));
  if (!id.success) throw new HttpError(400, id.issues[0].message);
  // Like saving, deleting is a class action an inactive account does not have (ACB §2 /classes).
  if (!isTeacherActive(teacher, now())) throw new HttpError(412, messages.subscriptionRequired);
  const deleted = await db
    .delete(classes)
    .where(and(eq(classes.id, id.output), eq(classes.teacherID, teacher.id)))
    .returning({ id: classes.id });
  if (deleted.length === 0) throw new HttpError(404, messages.notFound);
  return { ok: true as const };
});
