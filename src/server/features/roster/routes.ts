import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { bulkCreateStudents, bulkResetPasswords, type RosterRowResult } from '../../../shared/api/roster';
import { usableSeats } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { rosterMessages } from '../../../shared/rosterMessages';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/open';
import { classStudents, users } from '../../db/schema';
import { handle, HttpError, isUniqueViolation } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { endSessionsEverywhere } from '../auth/sessions';
import { awardBadgesMany } from '../badges/award';
import { ownClass, studentsOfTeacher } from '../classes/queries';
import { generatePassword } from './passwords';
import { planRows } from './plan';

export const rosterRoutes = new Hono<AppEnv>();

/** Seats as registration counts them: every student in any class of the teacher's. */
async function seatsOf(db: Queryable, teacher: typeof users.$inferSelect, at: Date) {
  const used = await studentsOfTeacher(db, teacher.id);
  const max = usableSeats(teacher, at);
  return { max, used, free: Math.max(0, max - used) };
}

/** The class of the caller's (else 404, as if it did not exist) and what a login card shows about it. */
async function cardContext(c: Context<AppEnv>, classID: string) {
  const cls = await ownClass(c.var.deps.db, c.var.user.id, classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  return { cls, context: { classID: cls.id, className: cls.name, classCode: cls.code, signInUrl: c.var.deps.config.PUBLIC_URL } };
}

/** Passwords made and hashed before any transaction: argon2 takes a moment, and PGlite has one connection. */
async function newPasswords(count: number) {
  const passwords = Array.from({ length: count }, () => generatePassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  return passwords.map((password, i) => ({ password, hash: hashes[i]! }));
}

/**
 * Adds students to the caller's class: every row is checked, the valid ones take the free seats
 * in list order, and all of them are created in one transaction (or none). A dry run answers
 * the same report without creating anything or making passwords.
 */
handle(
  rosterRoutes,
  bulkCreateStudents,
  [teacherOrAdmin],
  async (c, { body }) => {
    const { db, now, rateLimits } = c.var.deps;
    const me = c.var.user;
    const { cls, context } = await cardContext(c, body.classID);
    await rateLimits.take([[body.dryRun ? 'rosterPreviewsPerUser' : 'rosterWritesPerUser', me.id]]);
    const at = now();

    const planned = await planRows(db, body.students);
    const valid = planned.filter((r) => r.errors.length === 0);
    const report = (seats: { free: number }, made: Map<number, { id: string; password: string }>): RosterRowResult[] => {
      let seat = 0;
      return planned.map((r) => {
        const base = { ...r, studentID: null, password: null };
        if (r.errors.length > 0) return { ...base, status: 'invalid' as const };
        if (seat++ >= seats.free) return { ...base, status: 'noSeat' as const, errors: [rosterMessages.noSeat] };
        const done = made.get(r.row);
        if (!done) return { ...base, status: 'ready' as const };
        return { ...base, status: 'created' as const, studentID: done.id, password: done.password };
      });
    };

    const [teacherRow] = await db.select().from(users).where(eq(users.id, cls.teacherID));
    if (!teacherRow) throw new HttpError(404, messages.notFound);
    const seatsBefore = await seatsOf(db, teacherRow, at);
    if (body.dryRun) return { ...context, dryRun: true, seats: seatsBefore, created: 0, rows: report(seatsBefore, new Map()) };

    const wanted = valid.slice(0, seatsBefore.free);
    const credentials = await newPasswords(wanted.length);
    const made = new Map<number, { id: string; password: string }>();
    let seats = seatsBefore;
    try {
      await db.transaction(async (tx) => {
        // The teacher row locked, as in registration: two imports cannot take the same last seats.
        const [teacher] = await tx.select().from(users).where(eq(users.id, cls.teacherID)).for('update');
        if (!teacher) throw new HttpError(404, messages.notFound);
        seats = await seatsOf(tx, teacher, at);
        const creating = wanted.slice(0, seats.free);
        if (creating.length === 0) return;
        const values = creating.map((r, i) => ({
          id: randomUUID(),
          roleID: RoleID.Student,
          first: r.first,
          last: r.last,
          username: r.username,
          email: r.email,
          under13: body.under13,
          passwordHash: credentials[i]!.hash,
          showTutorial: false,
          createdAt: at,
          updatedAt: at,
        }));
        await tx.insert(users).values(values);
        await tx.insert(classStudents).values(values.map((v) => ({ studentID: v.id, classID: cls.id, joinedAt: at })));
        await awardBadgesMany(
          tx,
          values.map((v) => v.id),
          at,
          { signup: true },
        );
        creating.forEach((r, i) => made.set(r.row, { id: values[i]!.id, password: credentials[i]!.password }));
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, rosterMessages.loginTakenMeanwhile);
      throw err;
    }
    // Seats as they were when the students went in: rows past them are the ones that found no seat.
    return { ...context, dryRun: false, seats, created: made.size, rows: report(seats, made) };
  },
  { maxBody: 'answers' },
);

/**
 * New generated passwords for students of the caller's class, all in one transaction (a student
 * not in that class refuses the whole call with 404). As with Set Password, every session of
 * those students ends, on every device (issue 26: whoever knew the old password is out at once;
 * answers queued on a device wait for the student's next sign-in, nothing is lost).
 */
handle(
  rosterRoutes,
  bulkResetPasswords,
  [teacherOrAdmin],
  async (c, { body }) => {
    const { db, now, rateLimits } = c.var.deps;
    const { cls, context } = await cardContext(c, body.classID);
    await rateLimits.take([['rosterWritesPerUser', c.var.user.id]]);
    const ids = [...new Set(body.studentIDs)];
    const students = await db
      .select({ id: users.id, first: users.first, last: users.last, username: users.username, email: users.email })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentID))
      .where(and(eq(classStudents.classID, cls.id), inArray(classStudents.studentID, ids)));
    if (students.length !== ids.length) throw new HttpError(404, rosterMessages.studentNotInClass);

    const credentials = await newPasswords(students.length);
    const at = now();
    // The new passwords and the end of every session of these students, in one transaction.
    await endSessionsEverywhere(
      c.var.deps,
      students.map((s) => s.id),
      at,
      async (tx) => {
        for (const [i, s] of students.entries()) {
          await tx.update(users).set({ passwordHash: credentials[i]!.hash, updatedAt: at }).where(eq(users.id, s.id));
        }
      },
    );
    // In the order the teacher's list asked for them.
    const order = new Map(ids.map((id, i) => [id, i]));
    const logins = students.map((s, i) => ({
      studentID: s.id,
      first: s.first,
      last: s.last,
      login: s.username ?? s.email ?? '',
      password: credentials[i]!.password,
    }));
    logins.sort((a, b) => order.get(a.studentID)! - order.get(b.studentID)!);
    return { ...context, students: logins };
  },
  { maxBody: 'answers' },
);
