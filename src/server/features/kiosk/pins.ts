import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { KioskPin } from '../../../shared/api/kiosk';
import type { Db, Queryable } from '../../db/open';
import { classes, classStudents, kioskDevices, sessions, users } from '../../db/schema';
import { RoleID } from '../../../shared/domain/roles';
import { hashKey } from '../auth/sessions';

type PinRow = typeof kioskDevices.$inferSelect;

export const toKioskPin = (row: PinRow): KioskPin => ({
  id: row.id,
  classID: row.classID,
  label: row.label,
  idleMinutes: row.idleMinutes,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

/** A new pin of a class; its key (256 random bits) is returned once, only its SHA-256 is kept. */
export async function createPin(
  db: Queryable,
  opts: { classID: string; createdBy: string; label: string; idleMinutes: number; now: Date },
): Promise<{ row: PinRow; key: string }> {
  const key = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(kioskDevices)
    .values({
      classID: opts.classID,
      createdBy: opts.createdBy,
      label: opts.label,
      idleMinutes: opts.idleMinutes,
      keyHash: hashKey(key),
      createdAt: opts.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { row, key };
}

export async function livePinsOfClass(db: Queryable, classID: string): Promise<PinRow[]> {
  return db
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.classID, classID), isNull(kioskDevices.revokedAt)))
    .orderBy(asc(kioskDevices.createdAt), asc(kioskDevices.id));
}

/** A live pin by id, with its class. */
export async function livePin(db: Queryable, pinID: string) {
  const [row] = await db
    .select({ pin: kioskDevices, cls: classes })
    .from(kioskDevices)
    .innerJoin(classes, eq(classes.id, kioskDevices.classID))
    .where(and(eq(kioskDevices.id, pinID), isNull(kioskDevices.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** The pin a device key names, live or revoked, with its class; null when no pin ever had that key. */
export async function pinByKey(db: Queryable, key: string) {
  const [row] = await db
    .select({ pin: kioskDevices, cls: classes })
    .from(kioskDevices)
    .innerJoin(classes, eq(classes.id, kioskDevices.classID))
    .where(eq(kioskDevices.keyHash, hashKey(key)))
    .limit(1);
  return row ?? null;
}

/**
 * Revokes a pin and every session signed in through it, in one transaction. Returns the users
 * whose sessions ended, so the session cache can forget them.
 */
export async function revokePin(db: Db, pinID: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(kioskDevices)
      .set({ revokedAt: now })
      .where(and(eq(kioskDevices.id, pinID), isNull(kioskDevices.revokedAt)));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.kioskDeviceID, pinID), isNull(sessions.revokedAt)))
      .returning({ userID: sessions.userID });
    return [...new Set(ended.map((s) => s.userID))];
  });
}

/** The students of a class, for its tiles, by first name. */
export async function studentsOfClass(db: Queryable, classID: string) {
  return db
    .select({
      id: users.id,
      first: users.first,
      last: users.last,
      hasPicture: sql<boolean>`${users.picturePasswordHash} is not null`,
      pictures: users.picturePasswordPictures,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(and(eq(classStudents.classID, classID), eq(users.roleID, RoleID.Student)))
    .orderBy(asc(users.first), asc(users.last), asc(users.id));
}

/** A student of this class (the full row, to sign them in), or null. */
export async function studentInClass(db: Queryable, classID: string, studentID: string) {
  const [row] = await db
    .select({ user: users })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(and(eq(classStudents.classID, classID), eq(classStudents.studentID, studentID), eq(users.roleID, RoleID.Student)))
    .limit(1);
  return row?.user ?? null;
}
