import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { createStudent } from '../../../shared/api/auth';
import { isEmail, isValidPassword } from '../../../shared/domain/credentials';
import { isValidClassCode, normalizeClassCode } from '../../../shared/domain/classCode';
import { usableSeats } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { classStudents, users } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { loginTaken } from '../auth/routes';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { userView } from '../auth/user-view';
import { classOfStudent, findClassByCode, studentsOfTeacher } from '../classes/queries';

export const studentRoutes = new Hono<AppEnv>();

/** A student registers with a class code and is placed in that class in the same step. */
handle(studentRoutes, createStudent, [], async (c, { body }) => {
  const { db, now, config } = c.var.deps;
  const input = body.User;
  // The form has one "email or username" field; an address goes in email, anything else in username.
  const loginName = input.email || input.username;
  if (!loginName) throw new HttpError(400, messages.emailOrUsernameRequired);
  const email = loginName.includes('@') ? loginName : null;
  const username = email ? null : loginName;
  if (email && !isEmail(email)) throw new HttpError(400, messages.emailInvalid);
  if (!isValidPassword(input.password)) throw new HttpError(460, messages.passwordRuleServer);

  const code = normalizeClassCode(body.Class.code);
  if (!isValidClassCode(code)) throw new HttpError(410, messages.invalidClassCode);
  if (await loginTaken(db, loginName)) throw new HttpError(409, messages.studentAccountExists);
  const passwordHash = await hashPassword(input.password);
  const at = now();

  let studentID: string;
  try {
    studentID = await db.transaction(async (tx) => {
      const cls = await findClassByCode(tx, code);
      if (!cls) throw new HttpError(410, messages.invalidClassCode);
      // Lock the teacher row so two students cannot take the last seat at once.
      const [teacher] = await tx.select().from(users).where(eq(users.id, cls.teacherID)).for('update');
      if (!teacher) throw new HttpError(410, messages.invalidClassCode);
      if ((await studentsOfTeacher(tx, teacher.id)) >= usableSeats(teacher, at)) throw new HttpError(411, messages.classFull);
      const [row] = await tx
        .insert(users)
        .values({
          roleID: RoleID.Student,
          email,
          username,
          first: input.first,
          last: input.last,
          gender: input.gender,
          under13: input.under13,
          passwordHash,
          socialType: null,
          showTutorial: false,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      await tx.insert(classStudents).values({ studentID: row.id, classID: cls.id, joinedAt: at });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.studentAccountExists);
    throw err;
  }

  const [row] = await db.select().from(users).where(eq(users.id, studentID));
  const joined = await classOfStudent(db, studentID);
  if (!row || !joined) throw new Error('student vanished after insert');
  const apiKey = await createSession(db, studentID, { now: at, days: config.SESSION_DAYS });
  return { user: await userView(db, row, at, { apiKey }), class: joined.info, signupBadge: null };
});
