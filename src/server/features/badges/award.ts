import { asc, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Badge } from '../../../shared/api/content';
import { BadgeRule } from '../../../shared/content/schema';
import type { Queryable } from '../../db/open';
import { badges, earnedBadges } from '../../db/schema';

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

/** The achievements of each student (one statement for all of them: a batch of saves asks once). */
async function achievementsOfMany(db: Queryable, studentIDs: string[]): Promise<Map<string, Achievements>> {
  const ids = sql.param(studentIDs);
  const result = (await db.execute(sql`
    with s as (
      select distinct unnest(${ids}::uuid[]) as student_id
    ), counted as (
      select distinct student_id, quiz_id from quiz_results where student_id = any(${ids}::uuid[]) and not override_score
    ), lesson_sizes as (
      select lesson_id, count(*) as n from quizzes group by lesson_id
    ), lesson_done as (
      -- Work in proportion to the students' results: no cross product with the curriculum.
      select c.student_id, q.lesson_id from counted c join quizzes q on q.id = c.quiz_id
      join lesson_sizes z on z.lesson_id = q.lesson_id
      group by c.student_id, q.lesson_id having count(*) = max(z.n)
    ), course_sizes as (
      select course_id, count(*) as n from lessons group by course_id
    ), course_done as (
      select d.student_id, l.course_id from lesson_done d join lessons l on l.id = d.lesson_id
      join course_sizes z on z.course_id = l.course_id
      group by d.student_id, l.course_id having count(*) = max(z.n)
    ), taken as (
      select r.student_id, r.quiz_id, max(r.score) as best, max(q.type) as type
      from quiz_results r left join quizzes q on q.id = r.quiz_id
      where r.student_id = any(${ids}::uuid[]) group by r.student_id, r.quiz_id
    ), taken_counts as (
      select student_id, count(*)::int as quizzes,
        count(*) filter (where type = 1)::int as pretests,
        count(*) filter (where type = 2)::int as practices,
        count(*) filter (where type = 3)::int as post_evals,
        count(*) filter (where best = 100)::int as perfect
      from taken group by student_id
    ), writing_counts as (
      select student_id, count(*)::int as writing_saved, count(*) filter (where is_correct)::int as writing_passed
      from writing_results where student_id = any(${ids}::uuid[]) group by student_id
    )
    select s.student_id::text as student_id,
      coalesce(t.quizzes, 0) as quizzes, coalesce(t.pretests, 0) as pretests, coalesce(t.practices, 0) as practices,
      coalesce(t.post_evals, 0) as post_evals, coalesce(t.perfect, 0) as perfect,
      (select count(*) from lesson_done d where d.student_id = s.student_id)::int as lessons,
      (select count(*) from course_done d where d.student_id = s.student_id)::int as courses,
      coalesce(w.writing_saved, 0) as writing_saved, coalesce(w.writing_passed, 0) as writing_passed
    from s left join taken_counts t on t.student_id = s.student_id left join writing_counts w on w.student_id = s.student_id
  `)) as unknown as { rows: Record<string, number | string>[] };
  const out = new Map<string, Achievements>();
  for (const row of result.rows) {
    const n = (key: string) => Number(row[key] ?? 0);
    out.set(String(row.student_id), {
      quizzes: n('quizzes'),
      quizzesOfType: { 1: n('pretests'), 2: n('practices'), 3: n('post_evals') },
      perfect: n('perfect'),
      lessons: n('lessons'),
      courses: n('courses'),
      writingSaved: n('writing_saved'),
      writingPassed: n('writing_passed'),
    });
  }
  return out;
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
  opts: { signup?: boolean; badgeRows?: Array<typeof badges.$inferSelect> } = {},
): Promise<Map<string, Badge[]>> {
  const awarded = new Map<string, Badge[]>();
  const students = [...new Set(studentIDs)];
  if (students.length === 0) return awarded;
  const [all, earned] = await Promise.all([
    // The content catalog's copy when the caller has it (a batch of saves), else the table.
    opts.badgeRows ?? db.select().from(badges).orderBy(asc(badges.order), asc(badges.id)),
    db
      .select({ studentID: earnedBadges.studentID, badgeID: earnedBadges.badgeID })
      .from(earnedBadges)
      .where(inArray(earnedBadges.studentID, students)),
  ]);
  const rules = all.flatMap((badge) => {
    const rule = v.safeParse(BadgeRule, badge.rule);
    return rule.success ? [{ badge, rule: rule.output }] : [];
  });
  const has = new Set(earned.map((e) => `${e.studentID} ${e.badgeID}`));
  const open = new Map(students.map((id) => [id, rules.filter((r) => !has.has(`${id} ${r.badge.id}`))]));
  const needCounts = students.filter((id) => open.get(id)!.some((r) => r.rule.kind !== 'signup'));
  const done = needCounts.length ? await achievementsOfMany(db, needCounts) : new Map<string, Achievements>();
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
