import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import {
  getSubTeachers,
  getTeacherByEmail,
  removeSubTeacher,
  saveSubTeacher,
  updateSubTeacherPassword,
  type SubTeacher,
} from '../../../shared/api/teachers';
import { isValidPassword } from '../../../shared/domain/credentials';
import { RoleID } from '../../../shared/domain/roles';
import { groupEligibility, planWithRoom } from '../../../shared/domain/superTeacher';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv, UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { users } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { signedIn } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { studentsOfTeacher } from '../classes/queries';
import { joinedGroupMail, newTeacherMail } from './mail';
import { recipientLanguage } from '../../mail/language';
import { findAccount, findSubTeacher, plansOf, subTeacherPlans, subTeachersOf } from './queries';
import { temporaryPassword } from './temporaryPassword';
import { mountMoveClasses } from './move-classes';

/** Manage Teachers: a super-teacher's sub-teachers and seats. */
export const teacherRoutes = new Hono<AppEnv>();

/**
 * Manage Teachers is for super-teachers (ACB §6); a SuperAdmin may use it too, on their own
 * group. Sub-teachers, plain teachers and students get 403.
 */
async function groupOwner(c: Context<AppEnv>) {
  await signedIn(c);
  const me = c.var.user;
  if (me.roleID === RoleID.SuperAdmin || (me.roleID === RoleID.Teacher && me.isSuperTeacher)) return;
  throw new HttpError(403, messages.forbidden);
}

const notInGroup = () => new HttpError(404, extraMessages.notASubTeacher);

async function toSubTeacher(db: Queryable, row: UserRow): Promise<SubTeacher> {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    email: row.email,
    socialType: row.socialType,
    totalStudents: await studentsOfTeacher(db, row.id),
    maxStudents: row.maxStudents,
    plan: row.superTeacherPlan,
  };
}

handle(teacherRoutes, getSubTeachers, [groupOwner], async (c) => subTeachersOf(c.var.deps.db, c.var.user.id));

handle(teacherRoutes, getTeacherByEmail, [groupOwner], async (c, { query }) => {
  const { db, now } = c.var.deps;
  const row = await findAccount(db, query.email);
  if (!row) return { found: false, teacher: null, canAdd: true };
  // A student's or admin's name is none of the super-teacher's business: only that it cannot be added.
  if (row.roleID !== RoleID.Teacher) return { found: true, teacher: null, canAdd: false };
  return {
    found: true,
    teacher: { id: row.id, first: row.first, last: row.last, email: row.email },
    canAdd: groupEligibility(row, c.var.user.id, now()) === 'ok',
  };
});

handle(teacherRoutes, saveSubTeacher, [groupOwner], async (c, { body }) => {
  const { db, now, mailer, config, log } = c.var.deps;
  const me = c.var.user;
  const at = now();

  if (body.ID) {
    // Only the name changes: the email is the teacher's sign-in name and stays theirs.
    const sub = await findSubTeacher(db, me.id, body.ID);
    if (!sub) throw notInGroup();
    const [row] = await db
      .update(users)
      .set({ first: body.first, last: body.last, updatedAt: at })
      .where(eq(users.id, sub.id))
      .returning();
    return { subTeacher: await toSubTeacher(db, row!), outcome: 'updated' as const };
  }

  const signInUrl = `${config.PUBLIC_URL}/`;
  // Hashing is slow: done before the group is locked, and only when a new account is likely.
  const password = temporaryPassword();
  const passwordHash = (await findAccount(db, body.email)) ? null : await hashPassword(password);

  let result: { row: UserRow; outcome: 'created' | 'added' };
  try {
    result = await db.transaction(async (tx) => {
      // Lock the super-teacher so two adds at once cannot both take the last seat.
      const [owner] = await tx.select().from(users).where(eq(users.id, me.id)).for('update');
      if (!owner) throw new HttpError(401, messages.pleaseLogin);
      const existing = await findAccount(tx, body.email);
      if (existing) {
        const eligibility = groupEligibility(existing, owner.id, at);
        if (eligibility === 'own-group') throw new HttpError(409, extraMessages.alreadyInYourGroup);
        if (eligibility === 'taken') throw new HttpError(409, messages.addTeacherTaken);
      }
      const plan = planWithRoom(await plansOf(tx, owner.id), await subTeacherPlans(tx, owner.id));
      if (!plan) throw new HttpError(406, messages.addTeacherNoRoom);
      // The group's seats last as long as the super-teacher's group plan.
      const expirationDate = owner.superTeacherExpiration ?? owner.expirationDate;
      if (owner.roleID !== RoleID.SuperAdmin && (!expirationDate || expirationDate.getTime() <= at.getTime())) {
        throw new HttpError(412, messages.subscriptionRequired);
      }
      const seat = {
        isGroup: true,
        superTeacherID: owner.id,
        superTeacherPlan: plan.plan,
        paymentPlan: plan.plan,
        paymentQuantity: 1,
        maxStudents: plan.size,
        expirationDate,
        isCancelling: false,
        isPurchaseOrder: false,
        updatedAt: at,
      };

      if (existing) {
        const [row] = await tx.update(users).set(seat).where(eq(users.id, existing.id)).returning();
        return { row: row!, outcome: 'added' as const };
      }
      const [row] = await tx
        .insert(users)
        .values({
          ...seat,
          roleID: RoleID.Teacher,
          email: body.email,
          first: body.first,
          last: body.last,
          teacherType: 'Teacher',
          passwordHash: passwordHash ?? (await hashPassword(password)),
          isVerified: true,
          mustUpdatePassword: true,
          createdAt: at,
        })
        .returning();
      // Sent before the commit: if the email cannot go out, nobody is left with an account whose password nobody knows.
      await mailer.send(newTeacherMail({ to: body.email, teacher: body, owner, password, signInUrl, language: recipientLanguage(null) }));
      return { row: row!, outcome: 'created' as const };
    });
  } catch (err) {
    // Someone registered this email a moment ago: it is an existing account now.
    if (isUniqueViolation(err)) throw new HttpError(409, messages.addTeacherTaken);
    throw err;
  }

  if (result.outcome === 'added' && result.row.email) {
    const notice = joinedGroupMail({
      to: result.row.email,
      teacher: result.row,
      owner: me,
      seats: result.row.maxStudents,
      signInUrl,
      language: recipientLanguage(result.row),
    });
    // The teacher is in the group either way; a lost notice is not worth failing the add.
    await mailer.send(notice).catch((err: unknown) => log(`[teachers] notice to ${result.row.id} not sent: ${String(err)}`));
  }
  return { subTeacher: await toSubTeacher(db, result.row), outcome: result.outcome };
});

handle(teacherRoutes, removeSubTeacher, [groupOwner], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const sub = await findSubTeacher(db, c.var.user.id, body.ID);
  if (!sub) throw notInGroup();
  // The teacher keeps their account, classes and students; only the group's seat goes. Their
  // plan ends now (issue 29: it kept the group's date, so the admin read "ended" a year ahead).
  const at = now();
  await db
    .update(users)
    .set({
      superTeacherID: null,
      superTeacherPlan: null,
      isGroup: false,
      paymentPlan: 'expired',
      paymentQuantity: 0,
      maxStudents: 0,
      expirationDate: at,
      updatedAt: at,
    })
    .where(and(eq(users.id, sub.id), eq(users.superTeacherID, c.var.user.id)));
  return { ok: true as const };
});

mountMoveClasses(teacherRoutes, groupOwner);

handle(teacherRoutes, updateSubTeacherPassword, [groupOwner], async (c, { body }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  const target =
    me.roleID === RoleID.SuperAdmin
      ? ((await db.select().from(users).where(and(eq(users.id, body.id), eq(users.roleID, RoleID.Teacher))).limit(1))[0] ?? null)
      : await findSubTeacher(db, me.id, body.id);
  if (!target) throw me.roleID === RoleID.SuperAdmin ? new HttpError(404, messages.notFound) : notInGroup();
  if (!isValidPassword(body.password)) throw new HttpError(460, messages.passwordRuleServer);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: now() })
    .where(eq(users.id, target.id));
  return { ok: true as const };
});
