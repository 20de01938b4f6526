import { sql } from 'drizzle-orm';
import type { Badge, Quiz } from '../../../shared/api/content';
import type { QuizAnswer } from '../../../shared/api/quizzes';
import { isTeacherActive } from '../../../shared/domain/account';
import { extraMessages, messages } from '../../../shared/messages';
import { Coalescer, failed, ok, perDatabase, type Outcome } from '../../db/coalesce';
import type { Db, Queryable } from '../../db/open';
import { quizResults } from '../../db/schema';
import { HttpError } from '../../http';
import { awardBadgesMany, curriculumOfCatalog } from '../badges/award';
import { getCatalog } from '../../content/catalog';
import type { UserRow } from '../../app-env';
import type { ClassCache, LessonSwitch, LessonSwitches } from '../auth/class-cache';
import { studentClassOf } from '../auth/user-view';

type ResultRow = typeof quizResults.$inferSelect;

/** A student's class as one lesson sees it (see classLessonOf). */
export interface Place {
  classID: string;
  active: boolean;
  lessonEnabled: boolean;
  postEvalEnabled: boolean;
  postEvalAnswersEnabled: boolean;
}

/** One scored attempt to store. */
export interface SaveRequest {
  studentID: string;
  quiz: Quiz;
  answers: QuizAnswer[];
  score: number;
  isComplete: boolean;
  at: Date;
  /** The student's place for the quiz's lesson when the caller knows it (placeOf); else the batch reads it. */
  place?: Place | null;
}

export interface Saved {
  row: ResultRow;
  earned: Badge[];
  place: Place | null;
}

const pairOf = (studentID: string, id: string) => `${studentID}:${id}`;

const sameAnswers = (a: QuizAnswer[], b: QuizAnswer[]) =>
  a.length === b.length && a.every((x, i) => x.questionID === b[i]!.questionID && x.answer === b[i]!.answer);

type Rows<T> = { rows: T[] };

/**
 * The class of each student as each lesson sees it, keyed `student:lesson`: the class, whether
 * its teacher's account is active, and the class's switches for the lesson (the spec's defaults
 * when none is saved). One statement for any number of pairs.
 */
export async function classLessonsOf(
  db: Queryable,
  pairs: Array<{ studentID: string; lessonID: string }>,
  now: Date,
): Promise<Map<string, Place>> {
  const places = new Map<string, Place>();
  if (pairs.length === 0) return places;
  const result = (await db.execute(sql`
    select p.student_id::text as student_id, p.lesson_id, cs.class_id::text as class_id,
      u.role_id, u.payment_plan, u.expiration_date, u.is_purchase_order,
      cl.lesson_enabled, cl.post_eval_enabled, cl.post_eval_answers_enabled, sl.lesson_id is not null as opened_for_student
    from unnest(${sql.param(pairs.map((p) => p.studentID))}::uuid[], ${sql.param(pairs.map((p) => p.lessonID))}::text[]) as p(student_id, lesson_id)
    join lateral (select class_id from class_students where student_id = p.student_id limit 1) cs on true
    join classes c on c.id = cs.class_id
    join users u on u.id = c.teacher_id
    left join custom_lessons cl on cl.class_id = cs.class_id and cl.lesson_id = p.lesson_id
    left join student_lessons sl on sl.student_id = p.student_id and sl.class_id = cs.class_id and sl.lesson_id = p.lesson_id
  `)) as unknown as Rows<{
    student_id: string;
    lesson_id: string;
    class_id: string;
    role_id: number;
    payment_plan: string | null;
    expiration_date: Date | string | null;
    is_purchase_order: boolean;
    lesson_enabled: boolean | null;
    post_eval_enabled: boolean | null;
    post_eval_answers_enabled: boolean | null;
    opened_for_student: boolean;
  }>;
  for (const row of result.rows) {
    const expirationDate = row.expiration_date === null ? null : new Date(row.expiration_date);
    const teacher = { roleID: Number(row.role_id), paymentPlan: row.payment_plan, expirationDate, isPurchaseOrder: row.is_purchase_order };
    const saved =
      row.lesson_enabled === null
        ? null
        : {
            lessonEnabled: row.lesson_enabled,
            postEvalEnabled: row.post_eval_enabled ?? false,
            postEvalAnswersEnabled: row.post_eval_answers_enabled ?? false,
          };
    places.set(pairOf(row.student_id, row.lesson_id), placeFrom(row.class_id, teacher, saved, row.opened_for_student, now));
  }
  return places;
}

/** A student's place for one lesson, from their class's teacher and the class's switch for it (none saved: the spec's defaults). */
function placeFrom(
  classID: string,
  teacher: Pick<UserRow, 'roleID' | 'paymentPlan' | 'expirationDate' | 'isPurchaseOrder'>,
  saved: LessonSwitch | null,
  openedForStudent: boolean,
  now: Date,
): Place {
  return {
    classID,
    active: isTeacherActive(teacher, now),
    // Open for the class, or opened for this student alone (issue 15).
    lessonEnabled: (saved?.lessonEnabled ?? true) || openedForStudent,
    // Trial accounts cannot enable post-evaluations (LA §1, §5).
    postEvalEnabled: (saved?.postEvalEnabled ?? false) && teacher.paymentPlan !== 'trial',
    // As the page reads the switch (QuizList's review): the stored value, off when none is saved.
    postEvalAnswersEnabled: saved?.postEvalAnswersEnabled ?? false,
  };
}

/**
 * Students' lesson switches in their classes, read for the class cache: one statement for any
 * number of (student, class) pairs, each class's switches read once however many of its students ask.
 */
async function lessonSwitchesOfMany(
  db: Queryable,
  pairs: ReadonlyArray<{ studentID: string; classID: string }>,
): Promise<LessonSwitches[]> {
  const result = (await db.execute(sql`
    select class_id::text as class_id, null as student_id, lesson_id, lesson_enabled, post_eval_enabled, post_eval_answers_enabled
    from custom_lessons where class_id = any(${sql.param([...new Set(pairs.map((p) => p.classID))])}::uuid[])
    union all
    select sl.class_id::text, sl.student_id::text, sl.lesson_id, null, null, null
    from student_lessons sl
    join unnest(${sql.param(pairs.map((p) => p.studentID))}::uuid[], ${sql.param(pairs.map((p) => p.classID))}::uuid[]) as p(student_id, class_id)
      on sl.student_id = p.student_id and sl.class_id = p.class_id
  `)) as unknown as Rows<{
    class_id: string;
    student_id: string | null;
    lesson_id: string;
    lesson_enabled: boolean | null;
    post_eval_enabled: boolean | null;
    post_eval_answers_enabled: boolean | null;
  }>;
  const switchesOf = new Map<string, Record<string, LessonSwitch>>();
  const openedOf = new Map<string, Record<string, true>>();
  for (const row of result.rows) {
    if (row.student_id !== null) {
      const key = `${row.student_id} ${row.class_id}`;
      const opened = openedOf.get(key) ?? {};
      opened[row.lesson_id] = true;
      openedOf.set(key, opened);
      continue;
    }
    const switches = switchesOf.get(row.class_id) ?? {};
    switches[row.lesson_id] = {
      lessonEnabled: Boolean(row.lesson_enabled),
      postEvalEnabled: Boolean(row.post_eval_enabled),
      postEvalAnswersEnabled: Boolean(row.post_eval_answers_enabled),
    };
    switchesOf.set(row.class_id, switches);
  }
  return pairs.map(({ studentID, classID }) => ({
    classID,
    switches: switchesOf.get(classID) ?? {},
    opened: openedOf.get(`${studentID} ${classID}`) ?? {},
  }));
}

/** Lesson switches read for many students at once (db/coalesce.ts), as the bell's first saves ask for them. */
const lessonSwitchReads = perDatabase(
  (db: Db) =>
    new Coalescer<{ studentID: string; classID: string }, LessonSwitches>(
      async (pairs) => (await lessonSwitchesOfMany(db, pairs)).map((kept) => ok(kept)),
      500,
    ),
);

/** Lesson-switch reads gathered so far and the statements they took (tests, the bench). */
export const lessonSwitchReadStats = (db: Db) => lessonSwitchReads(db).stats;

/**
 * The class of a student as one lesson sees it, or null when the student is in no class: from
 * the class cache where the server keeps one (the embedded database: the student's class and
 * teacher, and the class's lesson switches, are announced when they change), else classLessonOf.
 */
export async function placeOf(
  db: Db,
  cache: ClassCache | null | undefined,
  studentID: string,
  lessonID: string,
  now: Date,
): Promise<Place | null> {
  if (!cache?.enabled) return classLessonOf(db, studentID, lessonID, now);
  const found = await studentClassOf(db, cache, studentID);
  if (!found) return null;
  const classID = found.info.id;
  const kept = await cache.lessonSwitches(studentID, () => lessonSwitchReads(db).add({ studentID, classID }));
  // A class move between the two reads: the switches are another class's; ask the database.
  if (kept.classID !== classID) return classLessonOf(db, studentID, lessonID, now);
  return placeFrom(classID, found.teacher, kept.switches[lessonID] ?? null, kept.opened[lessonID] === true, now);
}

/** The class of a student as one lesson sees it, or null when the student is in no class. */
export async function classLessonOf(db: Queryable, studentID: string, lessonID: string, now: Date): Promise<Place | null> {
  return (await classLessonsOf(db, [{ studentID, lessonID }], now)).get(pairOf(studentID, lessonID)) ?? null;
}

/**
 * Stores a batch of attempts in one transaction with multi-row statements: the advisory locks of
 * every (student, quiz) pair (in hash order, so two processes cannot deadlock), the results that
 * already count, one insert, one delete of the opens, and the badge check of every student. Each
 * attempt gets what a save of its own would get: the stored row, the stored row again for a
 * replay of the same answers, or a 405 when the quiz already has another result that counts or
 * its post-evaluation is not open. Attempts of one pair within the batch are taken in order.
 */
async function saveBatch(db: Db, items: SaveRequest[]): Promise<Outcome<Saved>[]> {
  const at = items[0]!.at;
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const catalog = await getCatalog(db);
  const places = await classLessonsOf(
    db,
    items.filter((i) => i.place === undefined).map((i) => ({ studentID: i.studentID, lessonID: i.quiz.lessonID })),
    at,
  );
  const placeOf = (i: SaveRequest) => (i.place !== undefined ? i.place : (places.get(pairOf(i.studentID, i.quiz.lessonID)) ?? null));
  return db.transaction(async (tx) => {
    const pairs = [...new Set(items.map((i) => pairOf(i.studentID, i.quiz.id)))];
    await tx.execute(sql`
      select pg_advisory_xact_lock(h) from (
        select distinct hashtext(k) as h from unnest(${sql.param(pairs)}::text[]) as k order by h
      ) as locks
    `);
    const counting = (await tx.execute(sql`
      select distinct on (r.student_id, r.quiz_id) r.*
      from quiz_results r
      join unnest(${sql.param(items.map((i) => i.studentID))}::uuid[], ${sql.param(items.map((i) => i.quiz.id))}::text[]) as p(student_id, quiz_id)
        on r.student_id = p.student_id and r.quiz_id = p.quiz_id
      where not r.override_score
      order by r.student_id, r.quiz_id, r.created_at desc
    `)) as unknown as Rows<Record<string, unknown>>;
    const existing = new Map<string, ResultRow>();
    for (const raw of counting.rows) {
      const row = fromRaw(raw);
      existing.set(pairOf(row.studentID, row.quizID), row);
    }

    // Decide each attempt in order; an attempt repeating one earlier in this batch follows it.
    type Plan =
      { kind: 'insert' } | { kind: 'same'; as: number } | { kind: 'replay'; row: ResultRow } | { kind: 'refused'; error: HttpError };
    const plans: Plan[] = [];
    const firstOfPair = new Map<string, number>();
    items.forEach((item, index) => {
      const pair = pairOf(item.studentID, item.quiz.id);
      if (item.quiz.type === 3 && !placeOf(item)?.postEvalEnabled) {
        plans.push({ kind: 'refused', error: new HttpError(405, messages.postEvalNotEnabled) });
        return;
      }
      const prior = existing.get(pair);
      const earlier = firstOfPair.get(pair);
      if (prior) {
        plans.push(
          sameAnswers(prior.answers as QuizAnswer[], item.answers)
            ? { kind: 'replay', row: prior }
            : { kind: 'refused', error: new HttpError(405, extraMessages.quizLocked) },
        );
      } else if (earlier !== undefined) {
        plans.push(
          sameAnswers(items[earlier]!.answers, item.answers)
            ? { kind: 'same', as: earlier }
            : { kind: 'refused', error: new HttpError(405, extraMessages.quizLocked) },
        );
      } else {
        firstOfPair.set(pair, index);
        plans.push({ kind: 'insert' });
      }
    });

    const toInsert = items.filter((_, i) => plans[i]!.kind === 'insert');
    const inserted = new Map<string, ResultRow>();
    if (toInsert.length > 0) {
      // Each new row as it will be stored, but its id: what is sent, and (with the id the insert
      // returns) what the batch answers, so the answers are not read back out of jsonb and parsed
      // again for every save of a bell.
      const rows = new Map(
        toInsert.map((item): [string, Omit<ResultRow, 'id'>] => [
          pairOf(item.studentID, item.quiz.id),
          {
            studentID: item.studentID,
            quizID: item.quiz.id,
            lessonID: item.quiz.lessonID,
            classID: placeOf(item)?.classID ?? null,
            answers: item.answers,
            score: item.score,
            isComplete: item.isComplete,
            overrideScore: false,
            createdAt: item.at,
          },
        ]),
      );
      const values = [...rows.values()].map((row) => ({
        student_id: row.studentID,
        quiz_id: row.quizID,
        lesson_id: row.lessonID,
        class_id: row.classID,
        answers: row.answers,
        score: row.score,
        is_complete: row.isComplete,
        created_at: row.createdAt.toISOString(),
      }));
      // One statement stores the results and clears the quizzes' opens (a data-modifying WITH).
      const stored = (await tx.execute(sql`
        with cleared as (
          delete from quiz_starts s
          using unnest(${sql.param(toInsert.map((i) => i.studentID))}::uuid[], ${sql.param(toInsert.map((i) => i.quiz.id))}::text[]) as p(student_id, quiz_id)
          where s.student_id = p.student_id and s.quiz_id = p.quiz_id
        )
        insert into quiz_results (student_id, quiz_id, lesson_id, class_id, answers, score, is_complete, created_at)
        select v.student_id, v.quiz_id, v.lesson_id, v.class_id, v.answers, v.score, v.is_complete, v.created_at
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(student_id uuid, quiz_id text, lesson_id text, class_id uuid, answers jsonb, score int, is_complete boolean, created_at timestamptz)
        returning id, student_id::text as student_id, quiz_id
      `)) as unknown as Rows<{ id: string; student_id: string; quiz_id: string }>;
      for (const { id, student_id, quiz_id } of stored.rows) {
        const pair = pairOf(student_id, quiz_id);
        inserted.set(pair, { id: String(id), ...rows.get(pair)! });
      }
    }
    const earned = await awardBadgesMany(
      tx,
      toInsert.map((i) => i.studentID),
      at,
      { badgeRows: catalog.badgeRows, curriculum: curriculumOfCatalog(catalog) },
    );
    // A student with two new results in the batch is told of a badge once, with the first.
    const told = new Set<string>();
    return items.map((item, index): Outcome<Saved> => {
      const plan = plans[index]!;
      const place = placeOf(item);
      switch (plan.kind) {
        case 'refused':
          return failed(plan.error);
        case 'replay':
          return ok({ row: plan.row, earned: [], place });
        case 'same':
          return ok({ row: inserted.get(pairOf(item.studentID, item.quiz.id))!, earned: [], place });
        case 'insert': {
          const mine = told.has(item.studentID) ? [] : (earned.get(item.studentID) ?? []);
          told.add(item.studentID);
          return ok({ row: inserted.get(pairOf(item.studentID, item.quiz.id))!, earned: mine, place });
        }
      }
    });
  });
}

/** A quiz_results row from a raw select (snake case, driver types) in drizzle's shape. */
function fromRaw(raw: Record<string, unknown>): ResultRow {
  const answers = typeof raw.answers === 'string' ? (JSON.parse(raw.answers) as unknown) : raw.answers;
  return {
    id: String(raw.id),
    studentID: String(raw.student_id),
    quizID: String(raw.quiz_id),
    lessonID: String(raw.lesson_id),
    classID: raw.class_id === null ? null : String(raw.class_id),
    answers,
    score: Number(raw.score),
    isComplete: Boolean(raw.is_complete),
    overrideScore: Boolean(raw.override_score),
    createdAt: new Date(raw.created_at as string | Date),
  };
}

const savers = perDatabase((db: Db) => new Coalescer<SaveRequest, Saved>((items) => saveBatch(db, items)));

/** Stores one attempt with whatever others are being saved at the same moment (group commit). */
export const saveAttempt = (db: Db, request: SaveRequest): Promise<Saved> => savers(db).add(request);

/** Batches and attempts so far (the bench prints them). */
export const saveBatchStats = (db: Db) => savers(db).stats;
