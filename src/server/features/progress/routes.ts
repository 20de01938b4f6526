import { Hono, type Context } from 'hono';
import {
  getClassCsv,
  getClassReport,
  getStudentCsv,
  getStudentProgressReport,
  getStudentReport,
  getSuperTeacherReport,
  type ClassReport,
  type StudentReport,
} from '../../../shared/api/progress';
import { averageScore, PROGRESS_COLUMNS } from '../../../shared/domain/progress';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog } from '../../content/catalog';
import { handle, HttpError } from '../../http';
import { signedIn, teacherOrAdmin } from '../auth/guards';
import { classForViewer, studentForViewer, studentsOfClass, subTeacherClasses } from './access';
import { classCsv, csvFileName, studentCsv } from './csv';
import { buildProgress, reportRange } from './report';
import { compareNatural } from '../../../shared/domain/naturalSort';

/**
 * Progress reports (LA §2, §7): class, student, My Progress, super-teacher, and the CSV of the
 * class and student reports, which are the same report written as CSV.
 */
export const progressRoutes = new Hono<AppEnv>();

type RangeInput = { start?: string; end?: string; tzOffset?: number };

async function classReport(c: Context<AppEnv>, query: RangeInput & { classID: string; lessonID?: string; lessonFilter?: 'progress' | 'all' }): Promise<ClassReport> {
  const { db, now } = c.var.deps;
  const range = reportRange(query, now());
  const cls = await classForViewer(db, c.var.user, query.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const catalog = await getCatalog(db);
  const lesson = query.lessonID ? catalog.lessonByID.get(query.lessonID) : undefined;
  if (query.lessonID && !lesson) throw new HttpError(404, messages.lessonGone);
  const students = await studentsOfClass(db, cls.id);
  const { rows, averages } = await buildProgress(db, catalog, students, range, {
    lessonID: lesson?.id ?? null,
    lessonFilter: query.lessonFilter ?? 'progress',
  });
  return {
    range: { start: range.start, end: range.end },
    class: { id: cls.id, name: cls.name },
    lesson: lesson ? { id: lesson.id, name: lesson.name, courseID: lesson.courseID } : null,
    students: students
      .map((s) => ({ id: s.id, first: s.first, last: s.last }))
      .sort((a, b) => compareNatural(a.last, b.last) || compareNatural(a.first, b.first)),
    rows,
    averages,
  };
}

async function studentReport(c: Context<AppEnv>, studentID: string, query: RangeInput & { lessonFilter?: 'progress' | 'all' }): Promise<StudentReport> {
  const { db, now } = c.var.deps;
  const range = reportRange(query, now());
  const found = await studentForViewer(db, c.var.user, studentID);
  if (!found) throw new HttpError(404, messages.notFound);
  const catalog = await getCatalog(db);
  const { rows, averages } = await buildProgress(db, catalog, [found.student], range, {
    lessonID: null,
    lessonFilter: query.lessonFilter ?? 'progress',
  });
  return {
    range: { start: range.start, end: range.end },
    student: found.student,
    class: found.class ? { id: found.class.id, name: found.class.name } : null,
    rows,
    averages,
  };
}

function csvAnswer(c: Context<AppEnv>, text: string, fileName: string) {
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}

handle(progressRoutes, getClassReport, [teacherOrAdmin], (c, { query }) => classReport(c, query));

handle(progressRoutes, getClassCsv, [teacherOrAdmin], async (c, { query }) => {
  const report = await classReport(c, query);
  const name = report.lesson ? `${report.class.name}-${report.lesson.name}` : report.class.name;
  return csvAnswer(c, classCsv(report), csvFileName(name, report.range));
});

handle(progressRoutes, getStudentReport, [teacherOrAdmin], (c, { query }) => studentReport(c, query.studentID, query));

handle(progressRoutes, getStudentProgressReport, [signedIn], (c, { query }) => studentReport(c, query.studentID ?? c.var.user.id, query));

handle(progressRoutes, getStudentCsv, [signedIn], async (c, { query }) => {
  const report = await studentReport(c, query.studentID, query);
  return csvAnswer(c, studentCsv(report), csvFileName(`${report.student.first} ${report.student.last}`, report.range));
});

/**
 * For one lesson, each class of the caller's sub-teachers with its averages per quiz: the
 * class report of that lesson, averaged. The last line averages every student of the group.
 */
handle(progressRoutes, getSuperTeacherReport, [teacherOrAdmin], async (c, { query }) => {
  const { db, now } = c.var.deps;
  const me = c.var.user;
  if (me.roleID !== RoleID.Teacher || !me.isSuperTeacher) throw new HttpError(403, extraMessages.onlySuperTeachers);
  const range = reportRange(query, now());
  const catalog = await getCatalog(db);
  const lesson = catalog.lessonByID.get(query.lessonID);
  if (!lesson) throw new HttpError(404, messages.lessonGone);
  const groupClasses = await subTeacherClasses(db, me.id);
  const everyone = groupClasses.flatMap((g) => g.students);
  const { rows } = await buildProgress(db, catalog, everyone, range, { lessonID: lesson.id, lessonFilter: 'all' });
  const rowsByStudent = new Map(rows.map((r) => [r.studentID, r]));
  const columnsOf = (studentIDs: string[]) =>
    PROGRESS_COLUMNS.map((_, i) => {
      const scores = studentIDs.map((id) => rowsByStudent.get(id)?.cells[i]?.score ?? null);
      return { average: averageScore(scores), count: scores.filter((s) => s !== null).length };
    });
  return {
    range: { start: range.start, end: range.end },
    lesson: { id: lesson.id, name: lesson.name, courseID: lesson.courseID },
    rows: groupClasses.map((g) => ({
      teacherID: g.teacherID,
      teacherName: `${g.first} ${g.last}`,
      classID: g.classID,
      className: g.className,
      students: g.students.length,
      columns: columnsOf(g.students.map((s) => s.id)),
    })),
    averages: columnsOf(everyone.map((s) => s.id)).map((col) => col.average),
  };
});
