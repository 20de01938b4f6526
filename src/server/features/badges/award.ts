import { asc, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Badge } from '../../../shared/api/content';
import { BadgeRule } from '../../../shared/content/schema';
import type { Queryable } from '../../db/open';
import { badges, earnedBadges, lessons, quizzes } from '../../db/schema';

type Rule = v.InferOutput<typeof BadgeRule>;

/** What a student has done, as the badge rules count it. */
export interface Achievements {
  /** Distinct quizzes with a saved result, all types and per type. */
  quizzes: number;
  quizzesOfType: Record<1 | 2 | 3, number>;
  /** Distinct quizzes scored 100. */
  perfect: number;
  /** Lessons whose every quiz has a result that counts (not overridden by a reset). */
  lessons: number;
  /** Courses whose every lesson is completed. */
  courses: number;
  writingSaved: number;
  writingPassed: number;
}

/** Whether a rule is met. 'signup' is met only by the registration itself. */
export function ruleMet(rule: Rule, done: Achievements, opts: { signup?: boolean } = {}): boolean {
  switch (rule.kind) {
    case 'signup':
      return opts.signup === true;
    case 'quizzesCompleted':
      return (rule.quizType ? done.quizzesOfType[rule.quizType] : done.quizzes) >= rule.count;
    case 'perfectScore':
      return done.perfect >= rule.count;
    case 'lessonsCompleted':
      return done.lessons >= rule.count;
    case 'writingSaved':
      return done.writingSaved >= rule.count;
    case 'writingPassed':
      return done.writingPassed >= rule.count;
    case 'courseCompleted':
      return done.courses >= 1;
  }
}

/**
 * The curriculum as the badge rules count it: each quiz's lesson and type, and how many quizzes
 * each lesson and how many lessons each course has. Made from the content catalog once per
 * catalog (a batch of saves), or read from the content tables by callers without one.
 */
export interface Curriculum {
  quizzes: ReadonlyMap<string, { lessonID: string; type: number }>;
  lessonSize: ReadonlyMap<string, number>;
  courseOfLesson: ReadonlyMap<string, string>;
  courseSize: ReadonlyMap<string, number>;
}

function curriculumFrom(
  quizRows: Iterable<{ id: string; lessonID: string; type: number }>,
  lessonRows: Iterable<{ id: string; courseID: string }>,
) {
  const quizzes = new Map<string, { lessonID: string; type: number }>();
  const lessonSize = new Map<string, number>();
  for (const q of quizRows) {
    quizzes.set(q.id, { lessonID: q.lessonID, type: q.type });
    lessonSize.set(q.lessonID, (lessonSize.get(q.lessonID) ?? 0) + 1);
  }
  const courseOfLesson = new Map<string, string>();
  const courseSize = new Map<string, number>();
  for (const l of lessonRows) {
    courseOfLesson.set(l.id, l.courseID);
    courseSize.set(l.courseID, (courseSize.get(l.courseID) ?? 0) + 1);
  }
  return { quizzes, lessonSize, courseOfLesson, courseSize } satisfies Curriculum;
}

const curricula = new WeakMap<object, Curriculum>();

/** The curriculum of a content catalog, made once per catalog. */
export function curriculumOfCatalog(catalog: {
  quizList: ReadonlyArray<{ id: string; lessonID: string; type: number }>;
  lessons: ReadonlyArray<{ id: string; courseID: string }>;
}): Curriculum {
  let made = curricula.get(catalog);
  if (!made) curricula.set(catalog, (made = curriculumFrom(catalog.quizList, catalog.lessons)));
  return made;
}

async function curriculumOfTables(db: Queryable): Promise<Curriculum> {
  const [quizRows, lessonRows] = await Promise.all([
    db.select({ id: quizzes.id, lessonID: quizzes.lessonID, type: quizzes.type }).from(quizzes),
    db.select({ id: lessons.id, courseID: lessons.courseID }).from(lessons),
  ]);
  return curriculumFrom(quizRows, lessonRows);
}

/**
 * What each student has earned and achieved: one statement reads their badges and their own
 * results (best score per quiz, whether a result that counts exists, writing counts), and the
 * curriculum's shape does the rest, so the work follows the students' results, never the size of
 * the curriculum. The curriculum is asked for only when a result needs it.
 */
async function factsOfMany(
  db: Queryable,
  studentIDs: string[],
  curriculumOf: () => Curriculum | Promise<Curriculum>,
): Promise<{ earned: Set<string>; achievements: Map<string, Achievements> }> {
  const ids = sql.param(studentIDs);
  const result = (await db.execute(sql`
    select 'e' as kind, student_id::text as student_id, badge_id as quiz_id, 0 as best, false as counted, 0 as saved, 0 as passed
    from earned_badges where student_id = any(${ids}::uuid[])
    union all
    select 'q', student_id::text, quiz_id, max(score)::int, bool_or(not override_score), 0, 0
    from quiz_results where student_id = any(${ids}::uuid[]) group by student_id, quiz_id
    union all
    select 'w', student_id::text, null, 0, false, count(*)::int, (count(*) filter (where is_correct))::int
    from writing_results where student_id = any(${ids}::uuid[]) group by student_id
  `)) as unknown as {
    rows: Array<{
      kind: 'e' | 'q' | 'w';
      student_id: string;
      /** The badge's id for kind 'e'. */
      quiz_id: string | null;
      best: number;
      counted: boolean;
      saved: number;
      passed: number;
    }>;
  };
  const earned = new Set(result.rows.filter((r) => r.kind === 'e').map((r) => `${r.student_id} ${r.quiz_id}`));
  const curriculum = result.rows.some((r) => r.kind === 'q') ? await curriculumOf() : null;
  const out = new Map<string, Achievements>();
  const countedOf = new Map<string, string[]>();
  const of = (id: string) => {
    let done = out.get(id);
    if (!done) out.set(id, (done = { ...emptyAchievements, quizzesOfType: { ...emptyAchievements.quizzesOfType } }));
    return done;
  };
  for (const row of result.rows) {
    if (row.kind === 'e') continue;
    const done = of(row.student_id);
    if (row.kind === 'w') {
      done.writingSaved = Number(row.saved);
      done.writingPassed = Number(row.passed);
      continue;
    }
    const quizID = row.quiz_id!;
    const type = curriculum!.quizzes.get(quizID)?.type;
    done.quizzes++;
    if (type === 1 || type === 2 || type === 3) done.quizzesOfType[type]++;
    if (Number(row.best) === 100) done.perfect++;
    if (row.counted) countedOf.set(row.student_id, [...(countedOf.get(row.student_id) ?? []), quizID]);
  }
  for (const [studentID, quizIDs] of countedOf) {
    // Lessons whose every quiz has a result that counts, then courses whose every lesson is done.
    const perLesson = new Map<string, number>();
    for (const quizID of quizIDs) {
      const lessonID = curriculum!.quizzes.get(quizID)?.lessonID;
      if (lessonID !== undefined) perLesson.set(lessonID, (perLesson.get(lessonID) ?? 0) + 1);
    }
    const perCourse = new Map<string, number>();
    const done = of(studentID);
    for (const [lessonID, n] of perLesson) {
      if (n !== curriculum!.lessonSize.get(lessonID)) continue;
      done.lessons++;
      const courseID = curriculum!.courseOfLesson.get(lessonID);
      if (courseID !== undefined) perCourse.set(courseID, (perCourse.get(courseID) ?? 0) + 1);
    }
    for (const [courseID, n] of perCourse) if (n === curriculum!.courseSize.get(courseID)) done.courses++;
  }
  return { earned, achievements: out };
}

export const toBadge = (row: typeof badges.$inferSelect): Badge => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imagePath: row.imagePath,
  order: row.order,
});

/**
 * Awards every badge whose rule the student now meets and has not earned yet; returns the
 * newly earned ones in badge order. Each badge is earned once (the primary key decides, so two
 * saves at once cannot both earn it). Call inside the transaction of the save that may earn
 * them: after a quiz save, a writing save or a writing grade, and at registration with
 * `{ signup: true }`.
 */
export async function awardBadges(db: Queryable, studentID: string, now: Date, opts: { signup?: boolean } = {}): Promise<Badge[]> {
  return (await awardBadgesMany(db, [studentID], now, opts)).get(studentID) ?? [];
}

/**
 * awardBadges for several students in a few statements whatever their number (a batch of quiz
 * saves): the badges, what each student has earned, their achievements, one insert.
 */
export async function awardBadgesMany(
  db: Queryable,
  studentIDs: string[],
  now: Date,
  opts: { signup?: boolean; badgeRows?: Array<typeof badges.$inferSelect>; curriculum?: Curriculum } = {},
): Promise<Map<string, Badge[]>> {
  const awarded = new Map<string, Badge[]>();
  const students = [...new Set(studentIDs)];
  if (students.length === 0) return awarded;
  const [all, facts] = await Promise.all([
    // The content catalog's copy when the caller has it (a batch of saves), else the table.
    opts.badgeRows ?? db.select().from(badges).orderBy(asc(badges.order), asc(badges.id)),
    factsOfMany(db, students, () => opts.curriculum ?? curriculumOfTables(db)),
  ]);
  const rules = all.flatMap((badge) => {
    const rule = v.safeParse(BadgeRule, badge.rule);
    return rule.success ? [{ badge, rule: rule.output }] : [];
  });
  const open = new Map(students.map((id) => [id, rules.filter((r) => !facts.earned.has(`${id} ${r.badge.id}`))]));
  const done = facts.achievements;
  const met = students.flatMap((id) =>
    open
      .get(id)!
      .filter((r) => ruleMet(r.rule, done.get(id) ?? emptyAchievements, opts))
      .map((r) => ({ studentID: id, ...r })),
  );
  if (met.length === 0) return awarded;
  const inserted = await db
    .insert(earnedBadges)
    .values(met.map((m) => ({ studentID: m.studentID, badgeID: m.badge.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ studentID: earnedBadges.studentID, badgeID: earnedBadges.badgeID });
  const fresh = new Set(inserted.map((r) => `${r.studentID} ${r.badgeID}`));
  for (const m of met) {
    if (!fresh.has(`${m.studentID} ${m.badge.id}`)) continue;
    awarded.set(m.studentID, [...(awarded.get(m.studentID) ?? []), toBadge(m.badge)]);
  }
  return awarded;
}

const emptyAchievements: Achievements = {
  quizzes: 0,
  quizzesOfType: { 1: 0, 2: 0, 3: 0 },
  perfect: 0,
  lessons: 0,
  courses: 0,
  writingSaved: 0,
  writingPassed: 0,
};
