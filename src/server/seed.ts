import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { RoleID } from '../shared/domain/roles';
import { DAY_MS, TRIAL_SEATS, trialExpiration } from '../shared/domain/trial';
import type { Db } from './db/open';
import { classes, classStudents, superTeacherPlans, users } from './db/schema';
import { hashPassword } from './features/auth/passwords';

export interface DemoAccount {
  role: string;
  login: string;
  password: string;
  note: string;
}

/** A password that meets the registration rule, different on every machine: no secret lives in the repo. */
const demoPassword = () => `demo-${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}7`;

export const DEMO_CLASS_CODE = 'DEMO-123';
export const DEMO_ENDED_CLASS_CODE = 'DAY31-GO';
/** The plan teacher seats are sold on (GROUP_PLANS): 25 students per teacher, annual. */
const GROUP_PLAN = 'masterAnnual_2020_25';

/**
 * Creates the demo accounts on an empty database and returns them with their passwords
 * (shown once, on the console and in data/demo-accounts.txt). Does nothing when users exist.
 */
export async function seedDemo(db: Db, now: Date): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return null;

  const accounts: DemoAccount[] = [
    { role: 'Admin', login: 'admin@sentencelab.example', password: demoPassword(), note: 'SuperAdmin: lands on /classes' },
    { role: 'Teacher', login: 'teacher@sentencelab.example', password: demoPassword(), note: `paid by purchase order, class code ${DEMO_CLASS_CODE}` },
    { role: 'Trial teacher', login: 'trial@sentencelab.example', password: demoPassword(), note: '30-day trial, 5 seats' },
    { role: 'Trial ended', login: 'ended@sentencelab.example', password: demoPassword(), note: `day 31 of a trial: 5 students in class ${DEMO_ENDED_CLASS_CODE}, lessons blocked until paid` },
    { role: 'Student', login: 'demo.student', password: demoPassword(), note: `in class ${DEMO_CLASS_CODE}` },
    { role: 'Super teacher', login: 'super@sentencelab.example', password: demoPassword(), note: 'group plan (purchase order): 3 teachers x 25 students' },
    { role: 'Sub-teacher', login: 'sub@sentencelab.example', password: demoPassword(), note: 'in the super teacher\'s group' },
  ];
  const [admin, teacher, trial, ended, student, superT, sub] = await Promise.all(accounts.map(async (a) => ({ ...a, hash: await hashPassword(a.password) })));
  const yearOut = new Date(now.getTime() + 365 * DAY_MS);

  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      roleID: RoleID.SuperAdmin, first: 'Ada', last: 'Admin', email: admin!.login, passwordHash: admin!.hash,
      isVerified: true, paymentPlan: null, showTutorial: false,
    });
    const [t] = await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Maya', last: 'Rivera', email: teacher!.login, passwordHash: teacher!.hash,
      isVerified: true, teacherType: 'Teacher', paymentPlan: 'masterAnnual_3', paymentQuantity: 5, maxStudents: 25,
      expirationDate: yearOut, showTutorial: false, isPurchaseOrder: true,
    }).returning({ id: users.id });
    await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Sam', last: 'Trial', email: trial!.login, passwordHash: trial!.hash,
      teacherType: 'Teacher', paymentPlan: 'trial', maxStudents: TRIAL_SEATS, expirationDate: trialExpiration(now),
    });
    // Registered 31 days ago and never paid: everything kept, lessons blocked (412) until a plan is bought.
    const [e] = await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Eli', last: 'Brooks', email: ended!.login, passwordHash: ended!.hash, isVerified: true,
      teacherType: 'Teacher', paymentPlan: 'trial', maxStudents: TRIAL_SEATS, showTutorial: false,
      expirationDate: trialExpiration(new Date(now.getTime() - 31 * DAY_MS)), createdAt: new Date(now.getTime() - 31 * DAY_MS),
    }).returning({ id: users.id });
    const [endedClass] = await tx.insert(classes).values({ teacherID: e!.id, name: 'Period 3 Writing', code: DEMO_ENDED_CLASS_CODE }).returning({ id: classes.id });
    const names = [['Ava', 'Nguyen'], ['Ben', 'Ortiz'], ['Chloe', 'Patel'], ['Diego', 'Kim'], ['Emma', 'Walsh']];
    const kids = await tx.insert(users).values(names.map(([first, last]) => ({
      // No password: they sign in once their teacher sets one (Manage Students).
      roleID: RoleID.Student, first: first!, last: last!, username: `${first!.toLowerCase()}.${last!.toLowerCase()}`, showTutorial: false,
    }))).returning({ id: users.id });
    await tx.insert(classStudents).values(kids.map((k) => ({ studentID: k.id, classID: endedClass!.id })));

    const [cls] = await tx.insert(classes).values({ teacherID: t!.id, name: 'Room 12 Grammar', code: DEMO_CLASS_CODE }).returning({ id: classes.id });
    const [s] = await tx.insert(users).values({
      roleID: RoleID.Student, first: 'Jordan', last: 'Lee', username: student!.login, passwordHash: student!.hash, showTutorial: false,
    }).returning({ id: users.id });
    await tx.insert(classStudents).values({ studentID: s!.id, classID: cls!.id });

    const [st] = await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Grace', last: 'Okafor', email: superT!.login, passwordHash: superT!.hash,
      isVerified: true, teacherType: 'Teacher', isSuperTeacher: true, isGroup: true, paymentPlan: GROUP_PLAN,
      paymentQuantity: 3, maxStudents: 25, expirationDate: yearOut, superTeacherExpiration: yearOut, showTutorial: false,
      isPurchaseOrder: true,
    }).returning({ id: users.id });
    await tx.insert(superTeacherPlans).values({ superTeacherID: st!.id, plan: GROUP_PLAN, size: 25, quantity: 3 });
    await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Omar', last: 'Haddad', email: sub!.login, passwordHash: sub!.hash,
      isVerified: true, teacherType: 'Teacher', isGroup: true, superTeacherID: st!.id, superTeacherPlan: GROUP_PLAN,
      paymentPlan: GROUP_PLAN, paymentQuantity: 1, maxStudents: 25, expirationDate: yearOut, showTutorial: false,
    });
  });
  return accounts;
}
