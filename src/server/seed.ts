import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { RoleID } from '../shared/domain/roles';
import { DAY_MS, TRIAL_SEATS, trialExpiration } from '../shared/domain/trial';
import type { Db } from './db/open';
import { classes, classStudents, users } from './db/schema';
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

/**
 * Creates the demo accounts on an empty database and returns them with their passwords
 * (shown once, on the console and in data/demo-accounts.txt). Does nothing when users exist.
 */
export async function seedDemo(db: Db, now: Date): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return null;

  const accounts: DemoAccount[] = [
    { role: 'Admin', login: 'admin@sentencelab.example', password: demoPassword(), note: 'SuperAdmin: lands on /classes' },
    { role: 'Teacher', login: 'teacher@sentencelab.example', password: demoPassword(), note: `paid plan, class code ${DEMO_CLASS_CODE}` },
    { role: 'Trial teacher', login: 'trial@sentencelab.example', password: demoPassword(), note: '30-day trial, 5 seats' },
    { role: 'Student', login: 'demo.student', password: demoPassword(), note: `in class ${DEMO_CLASS_CODE}` },
  ];
  const [admin, teacher, trial, student] = await Promise.all(accounts.map(async (a) => ({ ...a, hash: await hashPassword(a.password) })));
  const yearOut = new Date(now.getTime() + 365 * DAY_MS);

  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      roleID: RoleID.SuperAdmin, first: 'Ada', last: 'Admin', email: admin!.login, passwordHash: admin!.hash,
      isVerified: true, paymentPlan: null, showTutorial: false,
    });
    const [t] = await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Maya', last: 'Rivera', email: teacher!.login, passwordHash: teacher!.hash,
      isVerified: true, teacherType: 'Teacher', paymentPlan: 'masterAnnual_3', paymentQuantity: 1, maxStudents: 25,
      expirationDate: yearOut, showTutorial: false,
    }).returning({ id: users.id });
    await tx.insert(users).values({
      roleID: RoleID.Teacher, first: 'Sam', last: 'Trial', email: trial!.login, passwordHash: trial!.hash,
      teacherType: 'Teacher', paymentPlan: 'trial', maxStudents: TRIAL_SEATS, expirationDate: trialExpiration(now),
    });
    const [cls] = await tx.insert(classes).values({ teacherID: t!.id, name: 'Room 12 Grammar', code: DEMO_CLASS_CODE }).returning({ id: classes.id });
    const [s] = await tx.insert(users).values({
      roleID: RoleID.Student, first: 'Jordan', last: 'Lee', username: student!.login, passwordHash: student!.hash, showTutorial: false,
    }).returning({ id: users.id });
    await tx.insert(classStudents).values({ studentID: s!.id, classID: cls!.id });
  });
  return accounts;
}
