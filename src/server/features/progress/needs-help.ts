import { and, desc, eq, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getNeedsHelp, MIN_SKILL_ANSWERS, NEEDS_HELP_DAYS, type NeedsHelpReport, type NeedsHelpStudent } from '../../../shared/api/needsHelp';
import { BACKLOG_KINDS } from '../../../shared/api/sync';
import { compareNatural } from '../../../shared/domain/naturalSort';
import { scoreBand } from '../../../shared/domain/scoreBands';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog } from '../../content/catalog';
import { deviceBacklogs, diagnosticResults, practiceAnswers, quizResults, syncFailures, writingAssignments, writingResults } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { teacherOrAdmin } from '../auth/guards';
import { classForViewer, studentsOfClass } from './access';

/**
 * Needs help this week (issue 29): one call for the teacher's dashboard. For each student now in
 * the class: quizzes scored in the needsWork band and skills practised under 60% in the last
 * NEEDS_HELP_DAYS days, no work saved in that time, work waiting on a device (the backlog counts
 * and refused submissions the devices report), and writing waiting for a grade. Read by whoever
 * may read the class's progress report (classForViewer); anyone else gets 404.
 */
export const needsHelpRoutes = new Hono<AppEnv>();

const DAY_MS = 24 * 3600 * 1000;

handle(needsHelpRoutes, getNeedsHelp, [teacherOrAdmin], async (c, { query }): Promise<NeedsHelpReport> => {
  const { db, now } = c.var.deps;
  const cls = await classForViewer(db, c.var.user, query.classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  const since = new Date(now().getTime() - NEEDS_HELP_DAYS * DAY_MS);
  const catalog = await getCatalog(db);
  const lessonName = (id: string) => catalog.lessonByID.get(id)?.name ?? id;
  const students = await studentsOfClass(db, cls.id);
  const ids = students.map((s) => s.id);
  const report: NeedsHelpReport = { class: { id: cls.id, name: cls.name }, since: since.toISOString(), studentCount: students.length, students: [], skills: [] };
  if (ids.length === 0) return report;

  const [quizRows, practiceRows, writingRows, lastQuiz, lastPractice, lastWriting, lastDiagnostic, backlogRows, failureRows] = await Promise.all([
    // This week's quiz results that count (not reset), newest first.
    db
      .select({ studentID: quizResults.studentID, quizID: quizResults.quizID, lessonID: quizResults.lessonID, score: quizResults.score, at: quizResults.createdAt })
      .from(quizResults)
      .where(and(inArray(quizResults.studentID, ids), gte(quizResults.createdAt, since), eq(quizResults.overrideScore, false)))
      .orderBy(desc(quizResults.createdAt)),
    db
      .select({
        studentID: practiceAnswers.studentID,
        lessonID: practiceAnswers.lessonID,
        skill: practiceAnswers.skill,
        answered: sql<number>`count(*)::int`,
        right: sql<number>`count(*) filter (where ${practiceAnswers.isCorrect})::int`,
      })
      .from(practiceAnswers)
      .where(and(inArray(practiceAnswers.studentID, ids), gte(practiceAnswers.answeredAt, since)))
      .groupBy(practiceAnswers.studentID, practiceAnswers.lessonID, practiceAnswers.skill),
    db
      .select({
        studentID: writingResults.studentID,
        writingAssignmentID: writingResults.writingAssignmentID,
        name: writingAssignments.name,
        lessonID: writingAssignments.lessonID,
        at: writingResults.updatedAt,
      })
      .from(writingResults)
      .leftJoin(writingAssignments, eq(writingAssignments.id, writingResults.writingAssignmentID))
      .where(and(inArray(writingResults.studentID, ids), isNull(writingResults.isCorrect)))
      .orderBy(writingResults.updatedAt),
    db.select({ id: quizResults.studentID, at: max(quizResults.createdAt) }).from(quizResults).where(inArray(quizResults.studentID, ids)).groupBy(quizResults.studentID),
    db.select({ id: practiceAnswers.studentID, at: max(practiceAnswers.answeredAt) }).from(practiceAnswers).where(inArray(practiceAnswers.studentID, ids)).groupBy(practiceAnswers.studentID),
    db.select({ id: writingResults.studentID, at: max(writingResults.updatedAt) }).from(writingResults).where(inArray(writingResults.studentID, ids)).groupBy(writingResults.studentID),
    db
      .select({ id: diagnosticResults.studentID, at: max(diagnosticResults.updatedAt) })
      .from(diagnosticResults)
      .where(inArray(diagnosticResults.studentID, ids))
      .groupBy(diagnosticResults.studentID),
    db.select().from(deviceBacklogs).where(inArray(deviceBacklogs.studentID, ids)),
    db
      .select({ id: syncFailures.userID, count: sql<number>`count(*)::int` })
      .from(syncFailures)
      .where(inArray(syncFailures.userID, ids))
      .groupBy(syncFailures.userID),
  ]);

  const lastActive = new Map<string, Date>();
  for (const row of [...lastQuiz, ...lastPractice, ...lastWriting, ...lastDiagnostic]) {
    if (!row.at) continue;
    const at = new Date(row.at);
    const seen = lastActive.get(row.id);
    if (!seen || at > seen) lastActive.set(row.id, at);
  }

  const entries = new Map<string, NeedsHelpStudent>(
    students.map((s) => [
      s.id,
      {
        studentID: s.id,
        first: s.first,
        last: s.last,
        lowQuizzes: [],
        lowSkills: [],
        inactive: false,
        lastActiveAt: lastActive.get(s.id)?.toISOString() ?? null,
        waiting: { quizzes: 0, writing: 0, diagnostic: 0, refused: 0, oldestQueuedAt: null },
        writingToGrade: [],
      },
    ]),
  );

  // A quiz's newest result this week only: a low score since bettered is not a worry.
  const seenQuiz = new Set<string>();
  for (const r of quizRows) {
    const key = `${r.studentID}/${r.quizID}`;
    if (seenQuiz.has(key)) continue;
    seenQuiz.add(key);
    if (scoreBand(r.score) !== 'needsWork') continue;
    entries.get(r.studentID)?.lowQuizzes.push({
      lessonID: r.lessonID,
      lessonName: lessonName(r.lessonID),
      column: catalog.quizByID.get(r.quizID)?.order ?? 0,
      score: r.score,
      at: r.at.toISOString(),
    });
  }

  const classSkills = new Map<string, { lessonID: string; skill: string; students: number; right: number; answered: number }>();
  for (const p of practiceRows) {
    const answered = Number(p.answered);
    const right = Number(p.right);
    const percent = Math.round((100 * right) / Math.max(1, answered));
    if (answered < MIN_SKILL_ANSWERS || scoreBand(percent) !== 'needsWork') continue;
    entries.get(p.studentID)?.lowSkills.push({ lessonID: p.lessonID, lessonName: lessonName(p.lessonID), skill: p.skill, right, answered, percent });
    const key = `${p.lessonID}/${p.skill}`;
    const agg = classSkills.get(key) ?? { lessonID: p.lessonID, skill: p.skill, students: 0, right: 0, answered: 0 };
    agg.students += 1;
    agg.right += right;
    agg.answered += answered;
    classSkills.set(key, agg);
  }

  for (const w of writingRows) {
    entries.get(w.studentID)?.writingToGrade.push({
      writingAssignmentID: w.writingAssignmentID,
      name: w.name ?? w.writingAssignmentID,
      lessonName: w.lessonID ? lessonName(w.lessonID) : '',
      submittedAt: w.at.toISOString(),
    });
  }

  for (const b of backlogRows) {
    const e = entries.get(b.studentID);
    if (!e) continue;
    for (const k of BACKLOG_KINDS) e.waiting[k] += Number(b.counts[k] ?? 0);
    const oldest = b.oldestQueuedAt.toISOString();
    if (!e.waiting.oldestQueuedAt || oldest < e.waiting.oldestQueuedAt) e.waiting.oldestQueuedAt = oldest;
  }
  for (const f of failureRows) {
    const e = entries.get(f.id);
    if (e) e.waiting.refused = Number(f.count);
  }

  for (const e of entries.values()) {
    const last = lastActive.get(e.studentID);
    e.inactive = !last || last < since;
  }

  const reasons = (e: NeedsHelpStudent) =>
    (e.lowQuizzes.length + e.lowSkills.length > 0 ? 1 : 0) +
    (e.inactive ? 1 : 0) +
    (e.waiting.quizzes + e.waiting.writing + e.waiting.diagnostic + e.waiting.refused > 0 ? 1 : 0) +
    (e.writingToGrade.length > 0 ? 1 : 0);
  report.students = [...entries.values()]
    .filter((e) => reasons(e) > 0)
    .sort((a, b) => reasons(b) - reasons(a) || compareNatural(`${a.last} ${a.first}`, `${b.last} ${b.first}`));
  report.skills = [...classSkills.values()]
    .map((s) => ({ lessonID: s.lessonID, lessonName: lessonName(s.lessonID), skill: s.skill, students: s.students, percent: Math.round((100 * s.right) / Math.max(1, s.answered)) }))
    .sort((a, b) => b.students - a.students || a.percent - b.percent || compareNatural(a.skill, b.skill));
  return report;
});
