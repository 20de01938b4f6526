import { Hono } from 'hono';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { saveProfile } from '../../../shared/api/account';
import { isEmail } from '../../../shared/domain/credentials';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv, UserRow } from '../../app-env';
import type { Db } from '../../db/open';
import { users } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { signedIn } from '../auth/guards';
import { userView } from '../auth/user-view';
import { classOfStudent } from '../classes/queries';
import { needsVerification, sendVerificationEmail, spendVerifyTokens } from './verification';

export const profileRoutes = new Hono<AppEnv>();

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * The sign-in name the profile sets. Teachers and admins sign in with an email; a student's
 * one "Email or Username" field becomes an email when it has an @, a username otherwise.
 */
function signInName(me: UserRow, body: { email: string | null; username: string | null }) {
  if (me.roleID === RoleID.Student) {
    const value = body.username || body.email;
    if (!value) throw new HttpError(400, messages.emailOrUsernameRequired);
    if (!value.includes('@')) return { email: null, username: value };
    if (!isEmail(value)) throw new HttpError(400, messages.emailInvalid);
    return { email: value, username: null };
  }
  if (!body.email || !isEmail(body.email)) throw new HttpError(400, messages.teacherEmailInvalid);
  return { email: body.email, username: me.username };
}

/** Whether someone else already signs in with this email or username (either column, any case). */
async function takenByOther(db: Db, me: UserRow, ...names: (string | null)[]): Promise<boolean> {
  for (const name of names) {
    if (!name) continue;
    const needle = name.toLowerCase();
    const [hit] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, me.id), or(eq(sql`lower(${users.email})`, needle), eq(sql`lower(${users.username})`, needle))))
      .limit(1);
    if (hit) return true;
  }
  return false;
}

/**
 * A Google student whose class was imported from Google Classroom: their name and class are
 * Classroom's (a sync would put them back), so they are changed there, not here.
 */
export async function classroomManaged(db: Db, me: UserRow): Promise<boolean> {
  if (me.roleID !== RoleID.Student || me.socialType !== 'google') return false;
  return Boolean((await classOfStudent(db, me.id))?.info.googleCourseID);
}

/** The caller edits their own name and sign-in name. */
handle(profileRoutes, saveProfile, [signedIn], async (c, { body }) => {
  const deps = c.var.deps;
  const { db, now } = deps;
  const me = c.var.user;
  if (body.id !== me.id) throw new HttpError(404, messages.notFound);
  const name = signInName(me, body);
  const nameChanged = !same(name.email, me.email) || !same(name.username, me.username);
  // A Google account's address belongs to Google: it is changed there, not here.
  if (me.socialType === 'google' && nameChanged) throw new HttpError(400, extraMessages.googleSignInNameLocked);
  // A Google student in a class imported from Classroom: Classroom owns their name (issue 26).
  if (me.roleID === RoleID.Student && (body.first !== me.first || body.last !== me.last) && (await classroomManaged(db, me))) {
    throw new HttpError(403, extraMessages.classroomOwnsNames);
  }
  if (nameChanged && (await takenByOther(db, me, name.email, name.username))) throw new HttpError(409, messages.studentInUse);

  // A teacher's new address must be verified again; links sent to the old one stop working.
  const emailChanged = me.roleID === RoleID.Teacher && !same(name.email, me.email);
  const at = now();
  let row: UserRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          first: body.first,
          last: body.last,
          email: name.email,
          username: name.username,
          gender: body.gender ?? me.gender,
          ...(emailChanged ? { isVerified: false } : {}),
          updatedAt: at,
        })
        .where(eq(users.id, me.id))
        .returning();
      if (emailChanged) await spendVerifyTokens(tx, me.id, at);
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.studentInUse);
    throw err;
  }
  if (!row) throw new HttpError(404, messages.notFound);
  if (emailChanged && needsVerification(row)) {
    // The profile is saved either way; a mail failure is logged and the teacher can resend.
    await sendVerificationEmail(deps, row).catch((err: unknown) => deps.log(`[mail] verification to ${row.id} failed: ${String(err)}`));
  }
  return userView(db, row, at, { isImpersonate: c.var.session.impersonatorID !== null });
});
