import { and, eq, inArray } from 'drizzle-orm';
import { moveSubTeacherClasses } from '../../../shared/api/teachers';
import { usableSeats } from '../../../shared/domain/account';
import { extraMessages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { classes, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import type { Hono, Context } from 'hono';
import { studentsOfTeacher } from '../classes/queries';

/**
 * A super-teacher moves a sub-teacher's classes to another teacher of the group (or to themselves)
 * before removing them, so no student is left in a class whose teacher has no seats. One
 * transaction; both teachers are locked so seats cannot be over-filled by a join meanwhile.
 */
export function mountMoveClasses(router: Hono<AppEnv>, groupOwner: (c: Context<AppEnv>) => Promise<void>) {
  handle(router, moveSubTeacherClasses, [groupOwner], async (c, { body }) => {
    const { db, now } = c.var.deps;
    const owner = c.var.user;
    if (body.fromID === body.toID) throw new HttpError(400, extraMessages.moveClassesSameTeacher);
    return db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(users)
        .where(inArray(users.id, [body.fromID, body.toID]))
        .orderBy(users.id)
        .for('update');
      const from = locked.find((u) => u.id === body.fromID);
      const to = locked.find((u) => u.id === body.toID);
      const inGroup = (u: typeof from) => u !== undefined && (u.superTeacherID === owner.id || u.id === owner.id);
      // Only a sub-teacher's classes move; into a sub-teacher's or the super-teacher's own account.
      if (!from || from.superTeacherID !== owner.id || !inGroup(to)) throw new HttpError(404, extraMessages.notASubTeacher);
      const moving = await tx.select({ id: classes.id }).from(classes).where(eq(classes.teacherID, from.id));
      const students = await studentsOfTeacher(tx, from.id);
      const free = usableSeats(to!, now()) - (await studentsOfTeacher(tx, to!.id));
      if (students > free) throw new HttpError(406, extraMessages.moveClassesNoRoom(`${to!.first} ${to!.last}`, Math.max(0, free)));
      if (moving.length) {
        await tx
          .update(classes)
          .set({ teacherID: to!.id })
          .where(and(eq(classes.teacherID, from.id), inArray(classes.id, moving.map((m) => m.id))));
      }
      return { classes: moving.length, students };
    });
  });
}
