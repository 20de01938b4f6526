import { and, gte, inArray } from 'drizzle-orm';
import type { PriorAttempt, ProgressCell, ProgressRow } from '../../../shared/api/progress';
import {
  addDays,
  averageScore,
  calendarDay,
  dayStart,
  NO_SCORE,
  parseDay,
  PROGRESS_COLUMNS,
  schoolYearStart,
  scoreText,
  shortDate,
} from '../../../shared/domain/progress';
import { QUIZ_OPENS_BEFORE_LOCK } from '../../../shared/domain/scoring';
import type { Catalog } from '../../content/catalog';
import type { Queryable } from '../../db/open';
import { quizResults, quizStarts } from '../../db/schema';
import { HttpError } from '../../http';
import { compareNatural } from '../../../shared/domain/naturalSort';

/**
 * The one function every progress report is built with (screens, CSV, super-teacher
 * averages): a row per student and lesson, five cells, prior attempts, averages.
 */

export interface ReportRange {
  /** First day, and the day after the last (exclusive), YYYY-MM-DD. */
  start: string;
  end: string;
  tzOffset: number;
  from: Date;
  to: Date;
}

/**
 * The range asked for (LA §3, §7): `end` arrives as the last day plus one; without `start`,
 * 1 August of the school year; without `end`, today is included.
 */
export function reportRange(query: { start?: string; end?: string; tzOffset?: number }, now: Date): ReportRange {
  const tzOffset = query.tzOffset ?? 0;
  const today = calendarDay(now, tzOffset);
  const start = query.start ? parseDay(query.start)! : schoolYearStart(today);
  const end = query.end ? parseDay(query.end)! : addDays(today, 1);
  if (start >= end) throw new HttpError(400, 'The start date must be before the end date.');
  return { start, end, tzOffset, from: dayStart(start, tzOffset), to: dayStart(end, tzOffset) };
}

export interface ReportStudent {
  id: string;
  first: string;
  last: string;
}

type ResultLine = {
  id: string;
  studentID: string;
  quizID: string;
  lessonID: string;
  score: number;
  isComplete: boolean;
  overrideScore: boolean;
  createdAt: Date;
};

/**
 * Every attempt of these students (at one lesson's quizzes, or all), without the answers, plus
 * the quizzes locked by opens. Both are (student_id, quiz_id) lookups: the quiz_results_student_idx
 * index and the quiz_starts primary key.
 */
async function loadWork(db: Queryable, studentIDs: string[], lessonQuizIDs: string[] | null) {
  const results: ResultLine[] = [];
  const lockedByOpens = new Set<string>();
  // In groups, so a super-teacher's whole school stays far below the driver's parameter limit.
  for (let i = 0; i < studentIDs.length; i += STUDENTS_PER_QUERY) {
    const part = await loadWorkOf(db, studentIDs.slice(i, i + STUDENTS_PER_QUERY), lessonQuizIDs);
    for (const r of part.results) results.push(r);
    for (const key of part.lockedByOpens) lockedByOpens.add(key);
  }
  return { results, lockedByOpens };
}

const STUDENTS_PER_QUERY = 1000;

async function loadWorkOf(db: Queryable, studentIDs: string[], lessonQuizIDs: string[] | null) {
  const [results, starts] = await Promise.all([
    db
      .select({
        id: quizResults.id,
        studentID: quizResults.studentID,
        quizID: quizResults.quizID,
        lessonID: quizResults.lessonID,
        score: quizResults.score,
        isComplete: quizResults.isComplete,
        overrideScore: quizResults.overrideScore,
        createdAt: quizResults.createdAt,
      })
      .from(quizResults)
      .where(and(inArray(quizResults.studentID, studentIDs), lessonQuizIDs ? inArray(quizResults.quizID, lessonQuizIDs) : undefined)),
    db
      .select({ studentID: quizStarts.studentID, quizID: quizStarts.quizID })
      .from(quizStarts)
      .where(
        and(
          inArray(quizStarts.studentID, studentIDs),
          gte(quizStarts.opens, QUIZ_OPENS_BEFORE_LOCK),
          lessonQuizIDs ? inArray(quizStarts.quizID, lessonQuizIDs) : undefined,
        ),
      ),
  ]);
  return { results, lockedByOpens: new Set(starts.map((s) => `${s.studentID}/${s.quizID}`)) };
}

const newestFirst = (a: ResultLine, b: ResultLine) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

export interface BuildOptions {
  /** One lesson (a row per student even without work), or null for every lesson. */
  lessonID: string | null;
  /** With every lesson: 'progress' keeps lessons where at least one of the students has work or a lock. */
  lessonFilter: 'progress' | 'all';
}

/**
 * Rows per student and lesson (with the 'progress' filter, a lesson in which any of the students
 * has work gets a row for each of them). A cell shows the result that counts (the newest not reset):
 * its score when taken inside the range, "--" (overridden) when outside it; a quiz whose
 * results were all reset, or that has none, shows "--". Locked = a result that counts or
 * three opens without a save; incomplete = not every question answered.
 * Order: lesson (curriculum order), then student (last, first name).
 */
export async function buildProgress(
  db: Queryable,
  catalog: Catalog,
  students: readonly ReportStudent[],
  range: ReportRange,
  options: BuildOptions,
): Promise<{ rows: ProgressRow[]; averages: (number | null)[] }> {
  const lessonQuizIDs = options.lessonID ? (catalog.quizzesOfLesson.get(options.lessonID) ?? []).map((q) => q.id) : null;
  const { results, lockedByOpens } = await loadWork(
    db,
    students.map((s) => s.id),
    lessonQuizIDs,
  );

  const byStudentLesson = new Map<string, ResultLine[]>();
  for (const r of results) {
    const key = `${r.studentID}/${r.lessonID}`;
    const list = byStudentLesson.get(key);
    if (list) list.push(r);
    else byStudentLesson.set(key, [r]);
  }
  const lessonsWithWork = new Set(results.map((r) => r.lessonID));
  for (const key of lockedByOpens) {
    const quiz = catalog.quizByID.get(key.split('/')[1]!);
    if (quiz) lessonsWithWork.add(quiz.lessonID);
  }

  const lessons = options.lessonID
    ? catalog.lessons.filter((l) => l.id === options.lessonID)
    : catalog.lessons.filter((l) => options.lessonFilter === 'all' || lessonsWithWork.has(l.id));
  const sortedStudents = [...students].sort(
    (a, b) => compareNatural(a.last, b.last) || compareNatural(a.first, b.first) || (a.id < b.id ? -1 : 1),
  );
  const inRange = (at: Date) => at >= range.from && at < range.to;
  const dateText = (at: Date) => shortDate(at, range.tzOffset);

  const rows: ProgressRow[] = [];
  for (const lesson of lessons) {
    const quizzes = catalog.quizzesOfLesson.get(lesson.id) ?? [];
    for (const student of sortedStudents) {
      const attempts = (byStudentLesson.get(`${student.id}/${lesson.id}`) ?? []).sort(newestFirst);
      const locked = (quizID: string) => lockedByOpens.has(`${student.id}/${quizID}`);
      const shownIDs = new Set<string>();
      const cells: ProgressCell[] = PROGRESS_COLUMNS.map((_, i) => {
        const quiz = quizzes.find((q) => q.order === i + 1);
        const ofQuiz = quiz ? attempts.filter((r) => r.quizID === quiz.id) : [];
        const counting = ofQuiz.find((r) => !r.overrideScore);
        const base = { quizID: quiz?.id ?? '', column: i + 1 };
        if (counting) {
          shownIDs.add(counting.id);
          const shown = inRange(counting.createdAt);
          return {
            ...base,
            resultID: counting.id,
            score: shown ? counting.score : null,
            display: shown ? scoreText(counting.score) : NO_SCORE,
            date: counting.createdAt.toISOString(),
            dateText: dateText(counting.createdAt),
            isLocked: true,
            isComplete: counting.isComplete,
            overridden: !shown,
          };
        }
        return {
          ...base,
          resultID: null,
          score: null,
          display: NO_SCORE,
          date: null,
          dateText: '',
          isLocked: quiz ? locked(quiz.id) : false,
          isComplete: false,
          overridden: ofQuiz.length > 0,
        };
      });
      const priorAttempts: PriorAttempt[] = attempts
        .filter((r) => !shownIDs.has(r.id))
        .map((r) => ({
          resultID: r.id,
          quizID: r.quizID,
          column: catalog.quizByID.get(r.quizID)?.order ?? 0,
          score: r.score,
          date: r.createdAt.toISOString(),
          dateText: dateText(r.createdAt),
          isComplete: r.isComplete,
          overridden: r.overrideScore,
          outsideRange: !inRange(r.createdAt),
        }));
      rows.push({
        studentID: student.id,
        studentName: `${student.first} ${student.last}`,
        lessonID: lesson.id,
        lessonName: lesson.name,
        courseID: lesson.courseID,
        cells,
        priorAttempts,
      });
    }
  }
  const averages = PROGRESS_COLUMNS.map((_, i) => averageScore(rows.map((r) => r.cells[i]!.score)));
  return { rows, averages };
}
