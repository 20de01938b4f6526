import type { ClassReport, ProgressRow, StudentReport } from '../../../shared/api/progress';
import { addDays, fileNamePart, PROGRESS_COLUMNS, scoreText, toCsv } from '../../../shared/domain/progress';

/**
 * The CSV downloads: the very rows and averages of the report the screen shows, one line per
 * row, each quiz as its shown score ("85%" or "--") and its date (MM/DD/YY).
 */

const quizHeaders = PROGRESS_COLUMNS.flatMap((label) => [label, `${label} Date`]);
const quizFields = (row: ProgressRow) => row.cells.flatMap((c) => [c.display, c.dateText]);
const averageFields = (averages: (number | null)[]) => averages.flatMap((a) => [scoreText(a), '']);

/** Excel opens UTF-8 CSV with accented names correctly only with a byte-order mark. */
const BOM = '\uFEFF';

export function studentCsv(report: StudentReport): string {
  return (
    BOM +
    toCsv([
      ['Lesson Name', ...quizHeaders],
      ...report.rows.map((row) => [row.lessonName, ...quizFields(row)]),
      ['Average', ...averageFields(report.averages)],
    ])
  );
}

export function classCsv(report: ClassReport): string {
  return (
    BOM +
    toCsv([
      ['Student Name', 'Lesson Name', ...quizHeaders],
      ...report.rows.map((row) => [row.studentName, row.lessonName, ...quizFields(row)]),
      ['Average', '', ...averageFields(report.averages)],
    ])
  );
}

/** e.g. progress-Jordan-Lee-2025-08-01-to-2026-05-14.csv (the last day, not the exclusive end). */
export const csvFileName = (who: string, range: { start: string; end: string }) =>
  `progress-${fileNamePart(who)}-${range.start}-to-${addDays(range.end, -1)}.csv`;
