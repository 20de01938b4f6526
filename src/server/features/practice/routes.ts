import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getClassMastery, getLessonMastery, savePractice, type LessonMastery, type MasteryCell } from '../../../shared/api/practice';
import { ClassID } from '../../../shared/api/classes';
import { QUEUED_AT_HEADER } from '../../../shared/api/sync';
import { scoreItem } from '../../../shared/domain/items';
import { masteryOf, type PracticeAnswer } from '../../../shared/domain/mastery';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog, type Catalog } from '../../content/catalog';
import { classStudents, practiceAnswers, users } from '../../db/schema';
import { practicePool, skillOf } from './pool';
import type { Queryable } from '../../db/open';
import { handle, HttpError } from '../../http';
import { signedIn, signedInOrDelivering, teacherOrAdmin } from '../auth/guards';
import { classForViewer } from '../progress/access';
import { placeOf } from '../quizzes/save-batch';
import { actedAt } from '../sync/deliveries';

/**
 * Practice until mastery (issue 27): a lesson's practice items, a student's answers (through the
 * outbox, each counted once), their mastery, and a class's mastery grid for its teacher.
 */
export const practiceRoutes = new Hono<AppEnv>();

/** Answers a mastery reply carries back (the device adds what it has not delivered yet). */
const HISTORY_SENT = 40;

handle(
  practiceRoutes,
  savePractice,
  [signedInOrDelivering],
  async (c, { body }) => {
    const { db, now } = c.var.deps;
    if (c.var.user.roleID !== RoleID.Student) throw new HttpError(403, messages.onlyStudentsSaveScores);
    const me = c.var.user;
    const catalog = await getCatalog(db);
    if (!catalog.lessonByID.has(body.lessonID)) throw new HttpError(404, messages.lessonGone);
    const pool = practicePool(catalog, body.lessonID);
    const byID = new Map(pool.items.map((q) => [q.id, q]));
    const ids = new Set<string>();
    for (const a of body.answers) {
      if (!byID.has(a.itemID)) throw new HttpError(400, `${a.itemID} is not a practice item of this lesson.`);
      if (ids.has(a.answerID)) throw new HttpError(400, 'Each answer needs its own answerID.');
      ids.add(a.answerID);
    }
    const at = now();
    // When the student answered: the outbox's X-Queued-At, never after the request arrived.
    const when = actedAt(c.req.header(QUEUED_AT_HEADER), at);
    const classes = c.var.deps.sessionCache?.classes;
    const place = await placeOf(db, classes, me.id, body.lessonID, at);
    const rows = body.answers.map((a, i) => {
      const item = byID.get(a.itemID)!;
      return {
        studentID: me.id,
        answerID: a.answerID,
        lessonID: body.lessonID,
        itemID: a.itemID,
        skill: skillOf(item),
        standard: item.standard ?? null,
        classID: place?.classID ?? null,
        answer: a.answer,
        isCorrect: scoreItem(item, a.answer).correct,
        // Answers of one delivery keep their order.
        answeredAt: new Date(when.getTime() + i),
      };
    });
    // An answer already stored (a replay) keeps its first mark and is not counted again.
    await db.insert(practiceAnswers).values(rows).onConflictDoNothing();
    // One read answers both: the stored mark of each answer (a replay keeps its first) and the mastery.
    const history = await answersOf(db, [me.id], body.lessonID);
    const mark = new Map(history.map((a) => [a.answerID, a.correct]));
    return {
      marks: rows.map((r) => ({ answerID: r.answerID, correct: mark.get(r.answerID) ?? r.isCorrect })),
      mastery: masteryWithDate(body.lessonID, history, pool.skills),
    };
  },
  { idempotent: true, maxBody: 'answers' },
);

handle(practiceRoutes, getLessonMastery, [signedIn], async (c, { query }) => {
  const { db } = c.var.deps;
  const catalog = await getCatalog(db);
  if (!catalog.lessonByID.has(query.lessonID)) throw new HttpError(404, messages.lessonGone);
  const studentID = c.var.user.roleID === RoleID.Student ? c.var.user.id : null;
  return lessonMastery(db, catalog, studentID, query.lessonID);
});

/** A student's answers in time order, per lesson. */
async function answersOf(db: Queryable, studentIDs: string[], lessonID?: string) {
  if (studentIDs.length === 0) return [];
  return db
    .select({
      studentID: practiceAnswers.studentID,
      answerID: practiceAnswers.answerID,
      lessonID: practiceAnswers.lessonID,
      itemID: practiceAnswers.itemID,
      skill: practiceAnswers.skill,
      correct: practiceAnswers.isCorrect,
      answeredAt: practiceAnswers.answeredAt,
    })
    .from(practiceAnswers)
    .where(
      lessonID
        ? and(inArray(practiceAnswers.studentID, studentIDs), eq(practiceAnswers.lessonID, lessonID))
        : inArray(practiceAnswers.studentID, studentIDs),
    )
    .orderBy(asc(practiceAnswers.answeredAt));
}

/** Mastery over a history, with when it was first reached. */
function masteryWithDate(lessonID: string, history: (PracticeAnswer & { answerID: string; answeredAt: Date })[], skills: string[]): LessonMastery {
  const { masteredAt: at, ...m } = masteryOf(history, skills);
  const masteredAt = at === null ? null : history[at]!.answeredAt.toISOString();
  return {
    lessonID,
    ...m,
    masteredAt,
    history: history.slice(-HISTORY_SENT).map((a) => ({ answerID: a.answerID, itemID: a.itemID, skill: a.skill, correct: a.correct })),
  };
}

async function lessonMastery(db: Queryable, catalog: Catalog, studentID: string | null, lessonID: string): Promise<LessonMastery> {
  const { skills } = practicePool(catalog, lessonID);
  const history = studentID ? await answersOf(db, [studentID], lessonID) : [];
  return masteryWithDate(lessonID, history, skills);
}

handle(practiceRoutes, getClassMastery, [teacherOrAdmin], async (c) => {
  const { db } = c.var.deps;
  const parsed = v.safeParse(ClassID, c.req.param('classID'));
  if (!parsed.success) throw new HttpError(404, messages.notFound);
  const classID = parsed.output;
  // Who may read it: as the class's progress report (its teacher, their super-teacher, an admin).
  const found = await classForViewer(db, c.var.user, classID);
  if (!found) throw new HttpError(404, messages.notFound);
  const catalog = await getCatalog(db);
  const students = await db
    .select({ id: users.id, firstName: users.first, lastName: users.last })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentID))
    .where(eq(classStudents.classID, classID));
  const answers = await answersOf(
    db,
    students.map((s) => s.id),
  );
  const grouped = new Map<string, (PracticeAnswer & { answeredAt: Date })[]>();
  for (const a of answers) {
    const key = `${a.studentID} ${a.lessonID}`;
    const list = grouped.get(key);
    if (list) list.push(a);
    else grouped.set(key, [a]);
  }
  const cells: MasteryCell[] = [];
  for (const s of students) {
    for (const lesson of catalog.lessons) {
      const history = grouped.get(`${s.id} ${lesson.id}`) ?? [];
      if (history.length === 0) continue;
      const m = masteryOf(history, practicePool(catalog, lesson.id).skills);
      cells.push({
        studentID: s.id,
        lessonID: lesson.id,
        status: m.mastered ? 'mastered' : 'practising',
        progress: m.progress,
        answered: m.answered,
        recentRight: m.recentRight,
        recentCount: m.recentCount,
      });
    }
  }
  return {
    classID,
    students,
    lessons: catalog.lessons.map((l) => ({ id: l.id, courseID: l.courseID, name: l.name, grades: l.grades, standards: l.standards })),
    cells,
  };
});
