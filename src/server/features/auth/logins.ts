import { eq, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Queryable } from '../../db/open';

/** Sign-in takes an email or a username, compared without regard to case. */
export async function findByLogin(db: Queryable, login: string) {
  const needle = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, needle), eq(sql`lower(${users.username})`, needle)))
    .limit(1);
  return row ?? null;
}

/** Whether an email or username is already taken as either, by anyone. */
export async function loginTaken(db: Queryable, ...logins: (string | null | undefined)[]): Promise<boolean> {
  for (const l of logins) if (l && (await findByLogin(db, l))) return true;
  return false;
}
