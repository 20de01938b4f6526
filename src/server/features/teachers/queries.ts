import { and, asc, eq, sql } from 'drizzle-orm';
import type { SubTeacher } from '../../../shared/api/teachers';
import type { SeatPlan } from '../../../shared/domain/superTeacher';
import type { Queryable } from '../../db/open';
import { superTeacherPlans, users } from '../../db/schema';

/** A super-teacher's seat plans in purchase order (the first with room takes a new teacher). */
export async function plansOf(db: Queryable, superTeacherID: string): Promise<SeatPlan[]> {
  return db
    .select({ plan: superTeacherPlans.plan, size: superTeacherPlans.size, quantity: superTeacherPlans.quantity })
    .from(superTeacherPlans)
    .where(eq(superTeacherPlans.superTeacherID, superTeacherID))
    .orderBy(asc(superTeacherPlans.createdAt), asc(superTeacherPlans.id));
}

// Spelled out: drizzle leaves a one-table select's columns unqualified, and inside this
// subquery a bare "id" would mean the class's id, not the teacher's.
const totalStudents = sql<number>`(select count(*)::int from class_students cs inner join classes c on c.id = cs.class_id where c.teacher_id = "users"."id")`;

/** A super-teacher's sub-teachers by name, each with the students in their classes and their plan. */
export async function subTeachersOf(db: Queryable, superTeacherID: string): Promise<SubTeacher[]> {
  const rows = await db
    .select({
      id: users.id,
      first: users.first,
      last: users.last,
      email: users.email,
      socialType: users.socialType,
      totalStudents,
      maxStudents: users.maxStudents,
      plan: users.superTeacherPlan,
    })
    .from(users)
    .where(eq(users.superTeacherID, superTeacherID))
    .orderBy(asc(sql`lower(${users.last})`), asc(sql`lower(${users.first})`), asc(users.id));
  return rows.map((r) => ({ ...r, totalStudents: Number(r.totalStudents) }));
}

/** One sub-teacher of this super-teacher, or null (someone else's teacher, or nobody). */
export async function findSubTeacher(db: Queryable, superTeacherID: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.superTeacherID, superTeacherID)))
    .limit(1);
  return row ?? null;
}

/**
 * The account an email belongs to: its email or username, without regard to case (both are
 * sign-in names, so a student's username that looks like this email counts too).
 */
export { findByLogin as findAccount } from '../auth/logins';

/** The plan of every sub-teacher of a group (to count the seats taken). */
export async function subTeacherPlans(db: Queryable, superTeacherID: string): Promise<(string | null)[]> {
  const rows = await db.select({ plan: users.superTeacherPlan }).from(users).where(eq(users.superTeacherID, superTeacherID));
  return rows.map((r) => r.plan);
}
