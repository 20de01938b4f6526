import { and, asc, eq, sql } from 'drizzle-orm';
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

async function achievementsOf(db: Queryable, studentID: string): Promise<Achievements> {
  const result = (await db.execute(sql`
    with counted as (
      select distinct quiz_id from quiz_results where student_id = ${studentID} and not override_score
    ), lesson_done as (
      select q.lesson_id from quizzes q left join counted c on c.quiz_id = q.id
      group by q.lesson_id having count(*) = count(c.quiz_id)
    ), taken as (
      select r.quiz_id, max(r.score) as best, max(q.type) as type
      from quiz_results r left join quizzes q on q.id = r.quiz_id
      where r.student_id = ${studentID} group by r.quiz_id
    )
    select
      (select count(*) from taken)::int as quizzes,
      (select count(*) from taken where type = 1)::int as pretests,
      (select count(*) from taken where type = 2)::int as practices,
      (select count(*) from taken where type = 3)::int as post_evals,
      (select count(*) from taken where best = 100)::int as perfect,
      (select count(*) from lesson_done)::int as lessons,
      (select count(*) from (
        select l.course_id from lessons l left join lesson_done d on d.lesson_id = l.id
        group by l.course_id having count(*) = count(d.lesson_id)
      ) done_courses)::int as courses,
      (select count(*) from writing_results where student_id = ${studentID})::int as writing_saved,
      (select count(*) from writing_results where student_id = ${studentID} and is_correct)::int as writing_passed
  `)) as unknown as { rows: Record<string, number | string>[] };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    quizzes: n('quizzes'),
    quizzesOfType: { 1: n('pretests'), 2: n('practices'), 3: n('post_evals') },
    perfect: n('perfect'),
    lessons: n('lessons'),
    courses: n('courses'),
    writingSaved: n('writing_saved'),
    writingPassed: n('writing_passed'),
  };
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
  const rows = await db
    .select({ badge: badges, earned: earnedBadges.badgeID })
    .from(badges)
    .leftJoin(earnedBadges, and(eq(earnedBadges.badgeID, badges.id), eq(earnedBadges.studentID, studentID)))
    .orderBy(asc(badges.order), asc(badges.id));
  const open: { badge: typeof badges.$inferSelect; rule: Rule }[] = [];
  for (const r of rows) {
    const rule = v.safeParse(BadgeRule, r.badge.rule);
    if (r.earned === null && rule.success) open.push({ badge: r.badge, rule: rule.output });
  }
  if (open.length === 0) return [];
  const needsCounts = open.some((r) => r.rule.kind !== 'signup');
  const done = needsCounts ? await achievementsOf(db, studentID) : emptyAchievements;
  const met = open.filter((r) => ruleMet(r.rule, done, opts));
  if (met.length === 0) return [];
  const inserted = await db
    .insert(earnedBadges)
    .values(met.map((r) => ({ studentID, badgeID: r.badge.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ badgeID: earnedBadges.badgeID });
  const fresh = new Set(inserted.map((r) => r.badgeID));
  return met.filter((r) => fresh.has(r.badge.id)).map((r) => toBadge(r.badge));
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
