import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUserRow } from '../../../shared/api/admin';
import { accountState } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import type { Db } from '../../db/open';
import { classes, classStudents, users } from '../../db/schema';

/** The admin lists never send more than this many rows; a search narrows them down. */
export const ADMIN_LIST_LIMIT = 200;

/** `%`, `_` and `\` typed by the admin are matched as themselves, not as LIKE wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Case-insensitive substring of first, last, "first last", email or username. */
function matches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.first, pattern),
    ilike(users.last, pattern),
    ilike(sql`${users.first} || ' ' || ${users.last}`, pattern),
    ilike(users.email, pattern),
    ilike(users.username, pattern),
  );
}

type UserRow = typeof users.$inferSelect;

function baseRow(row: UserRow, now: Date): Omit<AdminUserRow, 'totalStudents' | 'className' | 'teacherEmail'> {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    email: row.email,
    username: row.username,
    roleID: row.roleID,
    state: accountState(row, now),
    paymentPlan: row.paymentPlan,
    expirationDate: row.expirationDate ? row.expirationDate.toISOString() : null,
    isSuperTeacher: row.isSuperTeacher,
    createDate: row.createdAt.toISOString(),
  };
}

/** Students across all classes of each teacher in `teacherIDs`. */
async function seatsFilled(db: Db, teacherIDs: string[]): Promise<Map<string, number>> {
  if (teacherIDs.length === 0) return new Map();
  const rows = await db
    .select({ teacherID: classes.teacherID, n: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classID))
    .where(inArray(classes.teacherID, teacherIDs))
    .groupBy(classes.teacherID);
  return new Map(rows.map((r) => [r.teacherID, Number(r.n)]));
}

/** Teachers and admins, newest first, with the students across their classes. */
export async function listTeachers(db: Db, search: string | undefined, now: Date): Promise<AdminUserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.roleID, [RoleID.Teacher, RoleID.SuperAdmin]), matches(search)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_LIMIT);
  const filled = await seatsFilled(db, rows.map((r) => r.id));
  return rows.map((user) => ({
    ...baseRow(user, now),
    totalStudents: filled.get(user.id) ?? 0,
    className: null,
    teacherEmail: null,
  }));
}

/** One teacher's row of the admin list (after an admin changed it). */
export async function teacherRow(db: Db, user: UserRow, now: Date): Promise<AdminUserRow> {
  const filled = await seatsFilled(db, [user.id]);
  return { ...baseRow(user, now), totalStudents: filled.get(user.id) ?? 0, className: null, teacherEmail: null };
}

const teachers = alias(users, 'teacher');

/** Students, newest first, with their class (a student has at most one) and its teacher's email. */
export async function listStudents(db: Db, search: string | undefined, now: Date): Promise<AdminUserRow[]> {
  const rows = await db
    .select({ user: users, className: classes.name, teacherEmail: teachers.email })
    .from(users)
    .leftJoin(classStudents, eq(classStudents.studentID, users.id))
    .leftJoin(classes, eq(classes.id, classStudents.classID))
    .leftJoin(teachers, eq(teachers.id, classes.teacherID))
    .where(and(eq(users.roleID, RoleID.Student), matches(search)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ user, className, teacherEmail }) => ({
    ...baseRow(user, now),
    totalStudents: 0,
    className: className ?? null,
    teacherEmail: teacherEmail ?? null,
  }));
}
