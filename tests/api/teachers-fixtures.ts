import { eq } from 'drizzle-orm';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { superTeacherPlans, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import type { TestServer } from './support/server';
import { PASSWORD, loginKey, unique } from './support/fixtures';

type UserValues = Partial<typeof users.$inferInsert>;

export interface Account {
  id: string;
  email: string;
  key: string;
}

/** Inserts an account with the usual password and signs it in. */
export async function account(srv: TestServer, values: UserValues & { roleID: number }): Promise<Account> {
  const email = values.email ?? `${unique('user')}@school.example`;
  const [row] = await srv.database.db
    .insert(users)
    .values({ first: 'Pat', last: 'Doe', isVerified: true, passwordHash: await hashPassword(PASSWORD), ...values, email })
    .returning({ id: users.id });
  return { id: row!.id, email, key: await loginKey(srv, email) };
}

const yearOut = (srv: TestServer) => new Date(srv.clock.now.getTime() + 365 * DAY_MS);

/** A super-teacher (group account) with seat plans; by default the demo's 3 teachers x 25 students. */
export async function superTeacher(
  srv: TestServer,
  opts: { plans?: { plan: string; size: number; quantity: number }[]; values?: UserValues } = {},
): Promise<Account> {
  const plans = opts.plans ?? [{ plan: 'masterAnnual_3', size: 25, quantity: 3 }];
  const st = await account(srv, {
    roleID: RoleID.Teacher,
    first: 'Grace',
    last: 'Okafor',
    teacherType: 'Teacher',
    isSuperTeacher: true,
    isGroup: true,
    paymentPlan: 'masterAnnual_3',
    paymentQuantity: 3,
    maxStudents: 25,
    expirationDate: yearOut(srv),
    superTeacherExpiration: yearOut(srv),
    ...opts.values,
  });
  for (const [i, p] of plans.entries()) {
    // Distinct creation times keep "the first plan" well defined.
    await srv.database.db
      .insert(superTeacherPlans)
      .values({ superTeacherID: st.id, ...p, createdAt: new Date(srv.clock.now.getTime() - (plans.length - i) * 1000) });
  }
  return st;
}

/** A teacher already in a super-teacher's group, on one of its plans. */
export const subTeacherOf = (srv: TestServer, owner: Account, values: UserValues = {}) =>
  account(srv, {
    roleID: RoleID.Teacher,
    first: 'Omar',
    last: 'Haddad',
    isGroup: true,
    superTeacherID: owner.id,
    superTeacherPlan: 'masterAnnual_3',
    paymentPlan: 'masterAnnual_3',
    paymentQuantity: 1,
    maxStudents: 25,
    expirationDate: yearOut(srv),
    ...values,
  });

/** A teacher paying for their own seats. */
export const paidTeacher = (srv: TestServer, values: UserValues = {}) =>
  account(srv, { roleID: RoleID.Teacher, paymentPlan: 'masterAnnual_3', paymentQuantity: 1, maxStudents: 25, expirationDate: yearOut(srv), ...values });

export const admin = (srv: TestServer) => account(srv, { roleID: RoleID.SuperAdmin, first: 'Ada', last: 'Admin', paymentPlan: null });

export async function userRow(srv: TestServer, id: string) {
  const [row] = await srv.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function userByEmail(srv: TestServer, email: string) {
  const [row] = await srv.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}
