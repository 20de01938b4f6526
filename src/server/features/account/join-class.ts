import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { joinClass } from '../../../shared/api/account';
import { usableSeats } from '../../../shared/domain/account';
import { isValidClassCode, normalizeClassCode } from '../../../shared/domain/classCode';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { classStudents, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { signedIn } from '../auth/guards';
import { userView } from '../auth/user-view';
import { classroomManaged } from './profile';
import type { Counter } from '../../protection/rate-limits';
import { classOfStudent, findClassByCode, studentsOfTeacher } from '../classes/queries';

export const joinClassRoutes = new Hono<AppEnv>();

/** The code as typed, for the 410 message (cut short: it is echoed back). */
const shown = (code: string) => (code.length > 40 ? `${code.slice(0, 40)}…` : code);

/** A student joins a class by code, leaving any class they were in (a student has at most one). */
handle(joinClassRoutes, joinClass, [signedIn], async (c, { body }) => {
  const { db, now, rateLimits } = c.var.deps;
  const me = c.var.user;
  if (me.roleID !== RoleID.Student) throw new HttpError(403, messages.onlyStudentsAddClass);
  if (body.UserID !== undefined && body.UserID !== me.id) throw new HttpError(404, messages.notFound);
  const typed = body.Class.Code.trim();
  const code = normalizeClassCode(typed);
  if (!isValidClassCode(code)) throw new HttpError(410, messages.joinCodeMissing(shown(typed)));
  // Classroom owns a Classroom student's class (issue 26): moved by the teacher there, then synced.
  if (await classroomManaged(db, me)) {
    const current = await classOfStudent(db, me.id);
    if (current && normalizeClassCode(current.info.code) !== code) throw new HttpError(403, extraMessages.classroomOwnsClass);
  }
  const at = now();
  // Unknown codes count against the account, so a signed-in student cannot sweep the codes of other classes.
  const guesses: Counter[] = [['unknownClassCodesPerAccount', me.id]];
  await rateLimits.assertOpen(guesses);
  let unknownCode = false;

  await db.transaction(async (tx) => {
    const cls = await findClassByCode(tx, code);
    if (!cls) {
      unknownCode = true;
      return;
    }
    // Lock the teacher row so two students cannot take the last seat at once.
    const [teacher] = await tx.select().from(users).where(eq(users.id, cls.teacherID)).for('update');
    if (!teacher) throw new HttpError(409, messages.joinCodeNotFound);
    const [current] = await tx.select().from(classStudents).where(eq(classStudents.studentID, me.id)).for('update');
    if (current?.classID === cls.id) return;
    // Moving between two classes of the same teacher keeps the seat the student already fills.
    const before = current ? await classOfStudent(tx, me.id) : null;
    const alreadySeated = before?.teacher.id === teacher.id;
    if (!alreadySeated && (await studentsOfTeacher(tx, teacher.id)) >= usableSeats(teacher, at)) {
      throw new HttpError(411, messages.classFull);
    }
    await tx
      .insert(classStudents)
      .values({ studentID: me.id, classID: cls.id, joinedAt: at })
      .onConflictDoUpdate({ target: classStudents.studentID, set: { classID: cls.id, joinedAt: at } });
  });
  if (unknownCode) {
    await rateLimits.fail(guesses);
    throw new HttpError(409, messages.joinCodeNotFound);
  }

  const joined = await classOfStudent(db, me.id);
  if (!joined) throw new Error('class membership vanished after join');
  return {
    user: await userView(db, me, at, { isImpersonate: c.var.session.impersonatorID !== null }),
    class: joined.info,
  };
});
