import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { createStudent } from '../../../shared/api/auth';
import {
  addStudentToClass,
  getStudents,
  removeStudentFromClass,
  saveStudent,
  searchStudents,
  studentLeaveClass,
  updateStudentPassword,
} from '../../../shared/api/students';
import { isEmail, isValidPassword } from '../../../shared/domain/credentials';
import { usableSeats } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { classStudents, users } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { findByLogin, loginTaken } from '../auth/logins';
import { signedIn, teacherOrAdmin } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { endSessionsEverywhere } from '../auth/sessions';
import { studentsOfTeacher } from '../classes/queries';
import { ownClass } from '../classes/queries';
import { findStudentByLogin, studentOfTeacher, studentsInClassesOf, studentWithClass, toStudentRecord } from './queries';
import { deleteDiagnosticResults } from '../diagnostic/queries';
import { checkJoinCode, enrolNewStudent } from './enrol';

export const studentRoutes = new Hono<AppEnv>();

/** A student registers with a class code and is placed in that class in the same step. */
handle(studentRoutes, createStudent, [], async (c, { body }) => {
  const { db } = c.var.deps;
  const input = body.User;
  // The form has one "email or username" field; an address goes in email, anything else in username.
  const loginName = input.email || input.username;
  if (!loginName) throw new HttpError(400, messages.emailOrUsernameRequired);
  const email = loginName.includes('@') ? loginName : null;
  const username = email ? null : loginName;
  if (email && !isEmail(email)) throw new HttpError(400, messages.emailInvalid);
  if (!isValidPassword(input.password)) throw new HttpError(460, messages.passwordRuleServer);

  const code = await checkJoinCode(c, body.Class.code);
  if (await loginTaken(db, loginName)) throw new HttpError(409, messages.studentAccountExists);
  const passwordHash = await hashPassword(input.password);
  return enrolNewStudent(
    c,
    code,
    { email, username, first: input.first, last: input.last, gender: input.gender, under13: input.under13, passwordHash, socialType: null },
    messages.studentAccountExists,
  );
});

/*
 * Manage Students (ACB §2, §7). Teachers and admins act on the students of their own classes;
 * another teacher's class or student answers 404, as if it did not exist.
 */

handle(studentRoutes, getStudents, [teacherOrAdmin], async (c, { query }) => {
  const { db } = c.var.deps;
  const me = c.var.user;
  if (query.classID && !(await ownClass(db, me.id, query.classID))) throw new HttpError(404, messages.notFound);
  const rows = await studentsInClassesOf(db, me.id, { classID: query.classID });
  return rows.map(toStudentRecord);
});

handle(studentRoutes, searchStudents, [teacherOrAdmin], async (c, { query }) => {
  const rows = await studentsInClassesOf(c.var.deps.db, c.var.user.id, { search: query.search || undefined });
  return rows.map(toStudentRecord);
});

/** The edit form has one sign-in field: an address is stored as the email, anything else as the username. */
handle(studentRoutes, saveStudent, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const found = await studentOfTeacher(db, c.var.user.id, body.id);
  if (!found) throw new HttpError(404, messages.notFound);
  const current = found.student;
  const loginName = body.username;
  const email = loginName.includes('@') ? loginName : null;
  const username = email ? null : loginName;
  if (email && !isEmail(email)) throw new HttpError(400, messages.emailInvalid);

  // Google accounts are edited in Google: never their sign-in name, nor their name in a Google class.
  if (current.socialType === 'google') {
    const sameLogin = (current.email ?? current.username ?? '').toLowerCase() === loginName.toLowerCase();
    const sameName = current.first === body.first && current.last === body.last;
    if (!sameLogin || (found.googleCourseID && !sameName)) throw new HttpError(403, extraMessages.googleStudentLocked);
  }

  const holder = await findByLogin(db, loginName);
  if (holder && holder.id !== current.id) throw new HttpError(409, messages.studentInUse);
  try {
    await db.update(users).set({ first: body.first, last: body.last, email, username, updatedAt: now() }).where(eq(users.id, current.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.studentInUse);
    throw err;
  }
  const saved = await studentOfTeacher(db, c.var.user.id, current.id);
  if (!saved) throw new HttpError(404, messages.notFound);
  return toStudentRecord(saved);
});

/**
 * Takes a student out of a class of the caller's. Their account, scores, progress and badges
 * stay; their diagnostic results for that class are deleted (LA §9).
 */
async function removeFromOwnClass(c: Context<AppEnv>, userID: string, classID: string) {
  const { db } = c.var.deps;
  const cls = await ownClass(db, c.var.user.id, classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const found = await studentOfTeacher(db, c.var.user.id, userID);
  if (!found || found.classID !== classID) throw new HttpError(404, messages.notFound);
  // A Google student in a Google class leaves it only through a sync with Google Classroom.
  if (found.student.socialType === 'google' && cls.googleCourseID) throw new HttpError(403, extraMessages.googleStudentLocked);
  await db.transaction(async (tx) => {
    await tx.delete(classStudents).where(and(eq(classStudents.studentID, userID), eq(classStudents.classID, classID)));
    await deleteDiagnosticResults(tx, classID, userID);
  });
}

handle(studentRoutes, removeStudentFromClass, [teacherOrAdmin], async (c, { body }) => {
  await removeFromOwnClass(c, body.userID, body.classID);
  return { ok: true as const };
});

/** The same removal for a teacher, or a student leaving their own class. */
handle(studentRoutes, studentLeaveClass, [signedIn], async (c, { body }) => {
  const me = c.var.user;
  if (me.roleID !== RoleID.Student) {
    await removeFromOwnClass(c, body.userID, body.classID);
    return { ok: true as const };
  }
  if (body.userID !== me.id) throw new HttpError(404, messages.notFound);
  const left = await c.var.deps.db
    .delete(classStudents)
    .where(and(eq(classStudents.studentID, me.id), eq(classStudents.classID, body.classID)))
    .returning({ studentID: classStudents.studentID });
  if (left.length === 0) throw new HttpError(404, messages.notFound);
  await deleteDiagnosticResults(c.var.deps.db, body.classID, me.id);
  return { ok: true as const };
});

/**
 * Move/Add Existing Student: the student with that email or username goes into the caller's
 * class, out of any other (a student has at most one class). A student coming from another
 * teacher takes a seat, checked with the teacher row locked as in registration; a move
 * between the caller's own classes needs no free seat.
 */
handle(studentRoutes, addStudentToClass, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const cls = await ownClass(db, me.id, body.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const student = await findStudentByLogin(db, body.email);
  if (!student) throw new HttpError(404, extraMessages.studentNotFound);
  const at = now();

  await db.transaction(async (tx) => {
    const [teacher] = await tx.select().from(users).where(eq(users.id, me.id)).for('update');
    if (!teacher) throw new HttpError(404, messages.notFound);
    const current = await studentWithClass(tx, student.id);
    if (current?.classID === cls.id) return;
    if (current?.teacherID !== teacher.id && (await studentsOfTeacher(tx, teacher.id)) >= usableSeats(teacher, at)) {
      throw new HttpError(411, messages.classFull);
    }
    await tx
      .insert(classStudents)
      .values({ studentID: student.id, classID: cls.id, joinedAt: at })
      .onConflictDoUpdate({ target: classStudents.studentID, set: { classID: cls.id, joinedAt: at } });
  });

  const placed = await studentOfTeacher(db, me.id, student.id);
  if (!placed) throw new HttpError(404, extraMessages.studentNotFound);
  return toStudentRecord(placed);
});

/**
 * A teacher sets the password of a student in one of their classes; an admin, of any student.
 * Every session of the student ends, on every device (issue 26): whoever knew the old password is
 * out at once; answers queued on a device wait for the student's next sign-in there.
 */
handle(studentRoutes, updateStudentPassword, [teacherOrAdmin], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const target = await studentWithClass(db, body.id);
  const allowed = target && (me.roleID === RoleID.SuperAdmin || target.teacherID === me.id);
  if (!allowed) throw new HttpError(404, messages.notFound);
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  const passwordHash = await hashPassword(body.password);
  const at = now();
  await endSessionsEverywhere(c.var.deps, [target.student.id], at, (tx) =>
    tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, target.student.id)),
  );
  return { ok: true as const };
});
