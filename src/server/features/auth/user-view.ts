import type { User } from '../../../shared/api/auth';
import { RoleID, roleName } from '../../../shared/domain/roles';
import { isStudentActive, isTeacherActive, usableSeats } from '../../../shared/domain/account';
import { readPreferences } from '../../../shared/api/preferences';
import { calculatedPlans } from '../../../shared/domain/superTeacher';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { googleAccounts } from '../../db/schema';
import type { UserRow } from '../../app-env';
import { classesOfStudents, classesOfTeachers } from '../classes/queries';
import { Coalescer, ok, perDatabase } from '../../db/coalesce';
import type { ClassInfo } from '../../../shared/api/classes';
import type { ClassCache, StudentClass } from './class-cache';
import { plansOf, subTeachersOf } from '../teachers/queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Students' classes read for many at once (db/coalesce.ts): at a bell, hundreds of devices whose
 * class is not in the cache yet ask within the same moments, and one statement answers a batch.
 */
const studentClasses = perDatabase(
  (db: Db) =>
    new Coalescer<string, StudentClass>(async (ids) => {
      const found = await classesOfStudents(db, [...new Set(ids)]);
      return ids.map((id) => ok(found.get(id) ?? null));
    }, 500),
);

/** Class reads gathered so far and the statements they took (tests, the bench). */
export const studentClassReadStats = (db: Db) => studentClasses(db).stats;

/** A student's class and teacher: from the class cache when the server keeps one (not inside a transaction). */
export const studentClassOf = (db: Db, cache: ClassCache | null | undefined, studentID: string): Promise<StudentClass> => {
  const load = () => studentClasses(db).add(studentID);
  return cache ? cache.studentClass(studentID, load) : load();
};

/**
 * Teachers' class lists and users' Google links, gathered the same way. Where no class cache is
 * kept (PostgreSQL: ClassCache) every checksession and class list reads them, and a batch's
 * statement begins only after each of its requests arrived, so a gathered read is as fresh as a
 * read of its own: it only saves the statements (issue 13, the reads on PostgreSQL).
 */
const teacherClasses = perDatabase(
  (db: Db) =>
    new Coalescer<string, ClassInfo[]>(async (ids) => {
      const found = await classesOfTeachers(db, [...new Set(ids)]);
      // Each request gets a list of its own: a handler may add to the list it is answered with.
      return ids.map((id) => ok([...(found.get(id) ?? [])]));
    }, 500),
);

const googleLinks = perDatabase(
  (db: Db) =>
    new Coalescer<string, boolean>(async (ids) => {
      const linked = await db
        .select({ userID: googleAccounts.userID })
        .from(googleAccounts)
        .where(inArray(googleAccounts.userID, [...new Set(ids)]));
      const found = new Set(linked.map((row) => row.userID));
      return ids.map((id) => ok(found.has(id)));
    }, 500),
);

/** Teachers' class lists and Google links read so far and the statements they took (tests, the bench). */
export const teacherReadStats = (db: Db) => ({ classes: teacherClasses(db).stats, google: googleLinks(db).stats });

/** A teacher's classes, likewise. */
export const teacherClassesOf = (db: Db, cache: ClassCache | null | undefined, teacherID: string): Promise<readonly ClassInfo[]> => {
  const load = () => teacherClasses(db).add(teacherID);
  return cache ? cache.teacherClasses(teacherID, load) : load();
};

const googleLinkedOf = (db: Db, cache: ClassCache | null | undefined, userID: string) => {
  const load = () => googleLinks(db).add(userID);
  return cache ? cache.googleLinked(userID, load) : load();
};

/** A super-teacher's plans, what is left of them, and their sub-teachers (ACB §3); empty for everyone else. */
async function groupView(db: Db, row: UserRow): Promise<Pick<User, 'superTeacherPlans' | 'calculatedSuperTeacherPlans' | 'subTeachers'>> {
  if (!row.isSuperTeacher && row.roleID !== RoleID.SuperAdmin) {
    return { superTeacherPlans: [], calculatedSuperTeacherPlans: [], subTeachers: [] };
  }
  const [plans, subs] = await Promise.all([plansOf(db, row.id), subTeachersOf(db, row.id)]);
  return {
    superTeacherPlans: plans.map(({ plan, quantity, size }) => ({ plan, quantity, size })),
    calculatedSuperTeacherPlans: calculatedPlans(
      plans,
      subs.map((s) => s.plan),
    ).map(({ plan, remaining, size }) => ({
      plan,
      quantity: remaining,
      size,
    })),
    subTeachers: subs.map(({ id, first, last, email, socialType, totalStudents }) => ({
      id,
      first,
      last,
      email,
      socialType,
      totalStudents,
    })),
  };
}

/** The user object every auth call answers with, built from the row and its classes. */
export async function userView(
  db: Db,
  row: UserRow,
  now: Date,
  opts: { apiKey?: string; isImpersonate?: boolean; classes?: ClassCache | null } = {},
): Promise<User> {
  let classes: User['classes'] = [];
  let classCode: string | null = null;
  let isActive: boolean;
  let totalStudents = 0;
  // Asked together: where nothing is cached, two reads at once instead of one after the other.
  const linked = googleLinkedOf(db, opts.classes, row.id);
  // Not left unhandled while the class read runs: awaited below, where a failure still fails the call.
  linked.catch(() => {});
  if (row.roleID === RoleID.Student) {
    const found = await studentClassOf(db, opts.classes, row.id);
    if (found) {
      classes = [found.info];
      classCode = found.info.code;
    }
    isActive = isStudentActive(found?.teacher ?? null, now);
  } else {
    classes = [...(await teacherClassesOf(db, opts.classes, row.id))];
    totalStudents = classes.reduce((sum, c) => sum + c.classSize, 0);
    isActive = isTeacherActive(row, now);
  }
  const googleLinked = await linked;
  const maxStudents = row.roleID === RoleID.Student ? 0 : row.maxStudents;
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    email: row.email,
    username: row.username,
    gender: row.gender,
    role: roleName(row.roleID),
    roleID: row.roleID,
    teacherType: row.teacherType,
    howDidYouHearAboutUs: row.howDidYouHearAboutUs,
    hearOther: row.hearOther,
    maxStudents,
    totalStudents,
    // An expired account keeps its plan size on record but has no seats to fill.
    availableStudents: Math.max(0, (row.roleID === RoleID.Student ? 0 : usableSeats(row, now)) - totalStudents),
    classCode,
    under13: row.under13,
    isVerified: row.isVerified,
    classes,
    isActive,
    paymentPlan: row.paymentPlan,
    paymentQuantity: row.paymentQuantity,
    lastUpdated: row.updatedAt.toISOString(),
    isPurchaseOrder: row.isPurchaseOrder,
    isCancelling: row.isCancelling,
    expirationDate: iso(row.expirationDate),
    stripeSubscriptionID: row.stripeSubscriptionID,
    showTutorial: row.showTutorial,
    UTMSource: row.UTMSource,
    UTMMedium: row.UTMMedium,
    UTMCampaign: row.UTMCampaign,
    UTMContent: row.UTMContent,
    UTMTerm: row.UTMTerm,
    GCLID: row.GCLID,
    mustUpdatePassword: row.mustUpdatePassword,
    isImpersonate: opts.isImpersonate ?? false,
    isGroup: row.isGroup,
    isSuperTeacher: row.isSuperTeacher,
    superTeacherExpiration: iso(row.superTeacherExpiration),
    ...(await groupView(db, row)),
    socialType: row.socialType,
    googleLinked,
    preferences: readPreferences(row.preferences),
    ...(opts.apiKey ? { apiKey: opts.apiKey } : {}),
  };
}
