import { eq } from 'drizzle-orm';
import { RoleID } from '../../src/shared/domain/roles';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import type { TestServer } from './support/server';
import { PASSWORD, loginKey, unique } from './support/fixtures';

/** A SuperAdmin (no registration makes one) and a signed-in key. */
export async function createAdmin(srv: TestServer, over: Partial<typeof users.$inferInsert> = {}) {
  const email = `${unique('admin')}@sentencelab.example`;
  const [row] = await srv.database.db
    .insert(users)
    .values({
      roleID: RoleID.SuperAdmin,
      first: 'Ada',
      last: 'Admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
      isVerified: true,
      showTutorial: false,
      createdAt: srv.clock.now,
      ...over,
    })
    .returning();
  return { user: row!, key: await loginKey(srv, email) };
}

/** Sets fields of a user row directly (plans, purchase orders and cancellations have no endpoint yet). */
export async function updateUser(srv: TestServer, id: string, set: Partial<typeof users.$inferInsert>) {
  await srv.database.db.update(users).set(set).where(eq(users.id, id));
}
