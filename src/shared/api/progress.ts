import * as v from 'valibot';
import { endpoint } from './endpoint';
import { ClassID } from './classes';
import { UserID } from './students';
import { LessonID } from './content';
import { parseDay } from '../domain/progress';

/**
 * Progress reports (LA §2, §3, §4, §7). Every report is built by one server function; the
 * screens and the CSV downloads read the same rows, so they cannot disagree.
 *
 * Dates: `start` and `end` are calendar days as `MM/DD/YYYY` (the spec's form) or
 * `YYYY-MM-DD`; the page sends `end` as the last day it wants plus one day (LA §7), so the
 * range is [start, end). `tzOffset` is the reader's `Date#getTimezoneOffset()`: days begin at
 * their midnight and dates are written in their time zone (0, UTC, when missing). Without
 * `start` the range begins on 1 August of the school year; without `end` it includes today.
 */

const day = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be a date (MM/DD/YYYY).`),
      v.trim(),
      v.check((s) => parseDay(s) !== null, `${name} must be a date (MM/DD/YYYY).`),
    ),
  );

export const RangeQuery = {
  start: day('Start'),
  end: day('End'),
  tzOffset: v.optional(
    v.pipe(
      v.string('tzOffset must be a number of minutes.'),
      v.regex(/^-?\d{1,4}$/, 'tzOffset must be a number of minutes.'),
      v.transform(Number),
      v.minValue(-840, 'tzOffset must be a number of minutes.'),
      v.maxValue(840, 'tzOffset must be a number of minutes.'),
    ),
  ),
};

/** One quiz of a row: the result shown (the newest that counts), or "--". */
export const ProgressCell = v.object({
  quizID: v.string(),
  /** 1-5: Pre-Test, PE 1, PE 2, PE 3, Post-Evaluation. */
  column: v.number(),
  resultID: v.nullable(v.string()),
  /** Whole percent, or null when the cell shows "--" (overridden or empty). */
  score: v.nullable(v.number()),
  /** What the cell and the CSV show: "85%" or "--". */
  display: v.string(),
  /** ISO instant of the result shown (also of a locked result outside the range), or null. */
  date: v.nullable(v.string()),
  /** MM/DD/YY in the reader's time zone, or ''. */
  dateText: v.string(),
  /** The quiz cannot be taken again until a teacher resets it (a result that counts, or three opens). */
  isLocked: v.boolean(),
  /** Every question was answered (false for a quiz locked by opens without a save). */
  isComplete: v.boolean(),
  /** Shown as "--": a teacher reset it, or it is a locked result outside the date range. */
  overridden: v.boolean(),
});
export type ProgressCell = v.InferOutput<typeof ProgressCell>;

/** Another attempt at one of the row's quizzes (reset, or older). */
export const PriorAttempt = v.object({
  resultID: v.string(),
  quizID: v.string(),
  column: v.number(),
  score: v.number(),
  date: v.string(),
  dateText: v.string(),
  isComplete: v.boolean(),
  /** A teacher reset it. */
  overridden: v.boolean(),
  /** Taken outside the date range. */
  outsideRange: v.boolean(),
});
export type PriorAttempt = v.InferOutput<typeof PriorAttempt>;

/** One student's work on one lesson. */
export const ProgressRow = v.object({
  studentID: v.string(),
  studentName: v.string(),
  lessonID: v.string(),
  lessonName: v.string(),
  courseID: v.string(),
  cells: v.array(ProgressCell),
  /** Newest first. */
  priorAttempts: v.array(PriorAttempt),
});
export type ProgressRow = v.InferOutput<typeof ProgressRow>;

const Report = {
  /** The range used: first day, and the day after the last (exclusive), as YYYY-MM-DD. */
  range: v.object({ start: v.string(), end: v.string() }),
  rows: v.array(ProgressRow),
  /** Per column, the average of the scores shown ("--" ignored); null when none. */
  averages: v.array(v.nullable(v.number())),
};

const NamedClass = v.object({ id: v.string(), name: v.string() });

export const ClassReport = v.object({
  ...Report,
  class: NamedClass,
  /** Set when the report is of one lesson: one row per student, by last then first name. */
  lesson: v.nullable(v.object({ id: v.string(), name: v.string(), courseID: v.string() })),
  students: v.array(v.object({ id: v.string(), first: v.string(), last: v.string() })),
});
export type ClassReport = v.InferOutput<typeof ClassReport>;

export const StudentReport = v.object({
  ...Report,
  student: v.object({ id: v.string(), first: v.string(), last: v.string() }),
  /** The student's class now, or null. */
  class: v.nullable(NamedClass),
});
export type StudentReport = v.InferOutput<typeof StudentReport>;

/** 'progress' (default): only lessons with work or a lock; 'all': every lesson of the curriculum. */
export const LessonFilter = v.optional(v.picklist(['progress', 'all'], 'lessonFilter must be progress or all.'));

const classQuery = v.object({ classID: ClassID, lessonID: v.optional(LessonID), lessonFilter: LessonFilter, ...RangeQuery });
const studentQuery = v.object({ studentID: UserID, lessonFilter: LessonFilter, ...RangeQuery });

/**
 * A class's progress: rows per student (of one lesson when `lessonID` is given, else of
 * every lesson any of its students worked on, or every lesson with lessonFilter=all). The class's teacher, their super-teacher, or an admin; anyone else 404.
 */
export const getClassReport = endpoint({ method: 'GET', path: '/progress/getclassreport', query: classQuery, response: ClassReport });

/** A student's progress, rows per lesson: their teacher, the teacher's super-teacher, or an admin; else 404. */
export const getStudentReport = endpoint({ method: 'GET', path: '/progress/getstudentreport', query: studentQuery, response: StudentReport });

/**
 * My Progress Report (`/progress`): a student's own report; `studentID` may be left out.
 * A teacher may ask for a student of theirs, as with getstudentreport; a student for anyone else: 404.
 */
export const getStudentProgressReport = endpoint({
  method: 'GET',
  path: '/progress/studentprogressreport',
  query: v.object({ studentID: v.optional(UserID), lessonFilter: LessonFilter, ...RangeQuery }),
  response: StudentReport,
});

/** A column's class average and how many students it counts. */
export const ColumnAverage = v.object({ average: v.nullable(v.number()), count: v.number() });

export const TeacherProgressRow = v.object({
  teacherID: v.string(),
  teacherName: v.string(),
  classID: v.string(),
  className: v.string(),
  students: v.number(),
  columns: v.array(ColumnAverage),
});
export type TeacherProgressRow = v.InferOutput<typeof TeacherProgressRow>;

/**
 * Super-teacher progress: for one lesson, each class of each of the caller's sub-teachers with
 * its averages per quiz (the class report's averages). Super-teachers only (403 otherwise).
 */
export const getSuperTeacherReport = endpoint({
  method: 'GET',
  path: '/progress/getsuperteacherreport',
  query: v.object({ lessonID: LessonID, ...RangeQuery }),
  response: v.object({
    range: v.object({ start: v.string(), end: v.string() }),
    lesson: v.object({ id: v.string(), name: v.string(), courseID: v.string() }),
    rows: v.array(TeacherProgressRow),
    averages: v.array(v.nullable(v.number())),
  }),
});
export type SuperTeacherReport = v.InferOutput<typeof getSuperTeacherReport.response>;

/**
 * CSV downloads (`text/csv`, attachment): the rows of getstudentreport / getclassreport with the
 * same query, as a spreadsheet reads them. A student may download their own.
 */
export const getStudentCsv = endpoint({ method: 'GET', path: '/progress/studentcsv', query: studentQuery, response: v.string() });
export const getClassCsv = endpoint({ method: 'GET', path: '/progress/classcsv', query: classQuery, response: v.string() });
