import type { Context, Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  getRecommendations,
  ALL_TOPICS_ID,
  getStudentSuperDiagnosticResult,
  getSuperDiagnosticResult,
  superDiagnosticReportClass,
  superDiagnosticReportStudent,
  superDiagnosticReportTopic,
  MAX_WEAK_TOPICS,
  WEAK_TOPIC_BELOW,
  type StudentDiagnosticResult,
  type StudentTopicRow,
  type TopicScore,
} from '../../../shared/api/diagnostic';
import { isTeacherActive } from '../../../shared/domain/account';
import { scoreByTopic } from '../../../shared/domain/diagnostic';
import { percent } from '../../../shared/domain/scoring';
import { compareNatural } from '../../../shared/domain/naturalSort';
import { extraMessages, messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog, type Catalog, type CatalogTopic } from '../../content/catalog';
import type { Queryable } from '../../db/open';
import { classes, classStudents } from '../../db/schema';
import { HttpError, handle } from '../../http';
import { studentOnly, teacherOrAdmin } from '../auth/guards';
import { customLessonsOfClass } from '../customLessons/routes';
import { studentLessonIDs } from '../customLessons/student-lessons';
import { studentTopicName } from '../../../shared/content/schema';
import { activeTopics, classDiagnosticData, placeQuestions, reportableClass, rightAnswerOf, studentsOfClass } from './queries';

type ClassRow = typeof classes.$inferSelect;

/** One student's diagnostic in a class, as the reports need it. */
interface StudentDiagnostic {
  id: string;
  first: string;
  last: string;
  name: string;
  isComplete: boolean;
  completedAt: Date | null;
  answered: number;
  answers: Map<string, { answer: string; isCorrect: boolean }>;
}

/** Everything the reports of one class are computed from: one read of topics, students, results and answers. */
async function loadClass(db: Queryable, catalog: Catalog, cls: ClassRow, onlyStudent?: string) {
  const topics = await activeTopics(db, catalog, cls.id);
  const placed = placeQuestions(topics);
  const questions = placed.map((p) => ({ id: p.question.id, topicID: p.topic.id }));
  const inDiagnostic = new Set(questions.map((q) => q.id));
  // Issue 29: names in natural order ("Extra2" before "Extra10"), by last name then first.
  const everyone = [...(await studentsOfClass(db, cls.id))].sort(
    (a, b) => compareNatural(a.last, b.last) || compareNatural(a.first, b.first) || a.id.localeCompare(b.id),
  );
  const students = onlyStudent ? everyone.filter((s) => s.id === onlyStudent) : everyone;
  const { results, answers } = await classDiagnosticData(
    db,
    cls.id,
    students.map((s) => s.id),
  );
  const stats: StudentDiagnostic[] = students.map((s) => {
    const result = results.find((r) => r.studentID === s.id);
    const mine = new Map(
      answers
        .filter((a) => a.studentID === s.id && inDiagnostic.has(a.questionID))
        .map((a) => [a.questionID, { answer: a.answer, isCorrect: a.isCorrect }]),
    );
    return { ...s, isComplete: result?.isComplete ?? false, completedAt: result?.completedAt ?? null, answered: mine.size, answers: mine };
  });
  const scoresOf = (s: StudentDiagnostic) => scoreByTopic(questions, new Map([...s.answers].map(([id, a]) => [id, a.isCorrect])));
  return { topics, placed, questions, everyone, students: stats, scoresOf };
}

type Loaded = Awaited<ReturnType<typeof loadClass>>;

/** Per student, on one topic (or all topics): a score only once the student completed the diagnostic. */
function studentRows(loaded: Loaded, topicID: string | null): StudentTopicRow[] {
  const total = topicID ? loaded.questions.filter((q) => q.topicID === topicID).length : loaded.questions.length;
  return loaded.students.map((s) => {
    const scores = loaded.scoresOf(s);
    const answered = topicID ? loaded.questions.filter((q) => q.topicID === topicID && s.answers.has(q.id)).length : s.answered;
    const score = topicID ? (scores.byTopic.get(topicID)?.score ?? null) : scores.score;
    return { studentID: s.id, studentName: s.name, score: s.isComplete ? score : null, hasTakenQuiz: s.isComplete, answered, total };
  });
}

/** Class performance per topic: right answers of the students who completed, over their questions. */
function topicRows(loaded: Loaded): TopicScore[] {
  const done = loaded.students.filter((s) => s.isComplete).map((s) => loaded.scoresOf(s));
  return loaded.topics.map((t) => {
    let right = 0;
    let total = 0;
    for (const scores of done) {
      const entry = scores.byTopic.get(t.id);
      right += entry?.correct ?? 0;
      total += entry?.total ?? 0;
    }
    return {
      topicID: t.id,
      topicName: t.name,
      header: t.header,
      score: done.length ? percent(right, total) : null,
      hasTaken: done.length > 0,
    };
  });
}

async function studentResult(
  db: Queryable,
  catalog: Catalog,
  cls: ClassRow,
  studentID: string,
  withClassmates: boolean,
): Promise<StudentDiagnosticResult> {
  const loaded = await loadClass(db, catalog, cls, studentID);
  const s = loaded.students[0];
  if (!s) throw new HttpError(404, messages.notFound);
  const scores = loaded.scoresOf(s);
  const perTopic: TopicScore[] = loaded.topics.map((t) => ({
    topicID: t.id,
    topicName: withClassmates ? t.name : studentTopicName(t.name),
    header: t.header,
    score: s.isComplete ? (scores.byTopic.get(t.id)?.score ?? 0) : null,
    hasTaken: s.isComplete,
  }));
  const lessons = s.isComplete ? await customLessonsOfClass(db, cls.id) : [];
  const openedForStudent = s.isComplete ? await studentLessonIDs(db, s.id, cls.id) : new Set<string>();
  // Students never see the teacher's "suggested" mark in topic names (issue 15).
  const named = (name: string) => (withClassmates ? name : studentTopicName(name));
  // Issue 29: weak = needs work (under 60%), weakest first (ties in topic order), the weakest few only.
  const weakTopics = s.isComplete
    ? loaded.topics
        .map((t, order) => ({ t, order, score: scores.byTopic.get(t.id)?.score ?? 0 }))
        .filter((x) => x.score < WEAK_TOPIC_BELOW)
        .sort((a, b) => a.score - b.score || a.order - b.order)
        .slice(0, MAX_WEAK_TOPICS)
        .map(({ t, score }) => ({
          topicID: t.id,
          topicName: named(t.name),
          score,
          lessons: t.lessonIDs.flatMap((lessonID) => {
            const lesson = catalog.lessonByID.get(lessonID);
            if (!lesson) return [];
            const setting = lessons.find((l) => l.lessonID === lessonID);
            const classEnabled = setting?.lessonEnabled ?? true;
            const lessonEnabled = classEnabled || openedForStudent.has(lessonID);
            return [{ lessonID, courseID: lesson.courseID, name: lesson.name, lessonEnabled, classEnabled }];
          }),
        }))
    : [];
  return {
    student: { id: s.id, first: s.first, last: s.last },
    classID: cls.id,
    className: cls.name,
    isComplete: s.isComplete,
    completedAt: s.completedAt?.toISOString() ?? null,
    answered: s.answered,
    total: loaded.questions.length,
    score: s.isComplete ? scores.score : null,
    classStudentResults: perTopic,
    weakTopics,
    students: withClassmates ? loaded.everyone.map((x) => ({ studentID: x.id, studentName: x.name })) : [],
  };
}

/** The class a report is about: 404 unless the caller may read it; 412 for an inactive teacher (LA §6). */
async function classToReport(c: Context<AppEnv>, classID: string): Promise<ClassRow> {
  const cls = await reportableClass(c.var.deps.db, c.var.user, classID);
  if (!cls) throw new HttpError(404, messages.notFound);
  if (!isTeacherActive(c.var.user, c.var.deps.now())) throw new HttpError(412, messages.subscriptionRequired);
  return cls;
}

/** A student's current class, for the reports about that student. */
async function classOfStudentToReport(c: Context<AppEnv>, studentID: string): Promise<ClassRow> {
  const [row] = await c.var.deps.db
    .select({ classID: classStudents.classID })
    .from(classStudents)
    .where(eq(classStudents.studentID, studentID));
  if (!row) throw new HttpError(404, messages.notFound);
  return classToReport(c, row.classID);
}

function topicOrNotFound(topics: CatalogTopic[], topicID: string): CatalogTopic {
  const topic = topics.find((t) => t.id === topicID);
  if (!topic) throw new HttpError(404, extraMessages.topicUnknown);
  return topic;
}

/** Registers the report calls (LA §7 "Diagnostic reports") on the diagnostic router. */
export function registerReportRoutes(router: Hono<AppEnv>) {
  handle(router, superDiagnosticReportClass, [teacherOrAdmin], async (c, { query }) => {
    const { db } = c.var.deps;
    const cls = await classToReport(c, query.classid);
    const loaded = await loadClass(db, await getCatalog(db), cls);
    return {
      classID: cls.id,
      className: cls.name,
      superDiagnosticEnabled: cls.superDiagnosticEnabled,
      classStats: { studentsTakenQuiz: loaded.students.filter((s) => s.isComplete).length, totalStudents: loaded.students.length },
      classResults: topicRows(loaded),
      classTopicResults: studentRows(loaded, null),
      studentTopicScores: loaded.students.map((s) => {
        const byTopic = loaded.scoresOf(s).byTopic;
        return {
          studentID: s.id,
          scores: Object.fromEntries(loaded.topics.map((t) => [t.id, s.isComplete ? (byTopic.get(t.id)?.score ?? 0) : null])),
        };
      }),
    };
  });

  handle(router, superDiagnosticReportTopic, [teacherOrAdmin], async (c, { query }) => {
    const { db } = c.var.deps;
    const cls = await classToReport(c, query.classid);
    const loaded = await loadClass(db, await getCatalog(db), cls);
    if (query.topicid === ALL_TOPICS_ID)
      return { topicID: ALL_TOPICS_ID, topicName: 'All Topics', classTopicResults: studentRows(loaded, null) };
    const topic = topicOrNotFound(loaded.topics, query.topicid);
    return { topicID: topic.id, topicName: topic.name, classTopicResults: studentRows(loaded, topic.id) };
  });

  handle(router, superDiagnosticReportStudent, [teacherOrAdmin], async (c, { query }) => {
    const { db } = c.var.deps;
    const cls = await classOfStudentToReport(c, query.studentID);
    const loaded = await loadClass(db, await getCatalog(db), cls, query.studentID);
    const topic = topicOrNotFound(loaded.topics, query.topicID);
    const s = loaded.students[0]!;
    return {
      studentID: s.id,
      topicID: topic.id,
      topicName: topic.name,
      answers: loaded.placed
        .filter((p) => p.topic.id === topic.id)
        .map((p) => {
          const given = s.answers.get(p.question.id);
          return {
            questionID: p.question.id,
            order: p.order,
            type: p.question.type,
            text: p.question.text,
            options: p.question.type === 'choice' ? p.question.options.map((o) => o.option) : [],
            answer: given?.answer ?? null,
            isCorrect: given?.isCorrect ?? false,
            correctAnswer: rightAnswerOf(p.question),
          };
        }),
    };
  });

  handle(router, getSuperDiagnosticResult, [teacherOrAdmin], async (c, { query }) => {
    const { db } = c.var.deps;
    const cls = await classOfStudentToReport(c, query.studentID);
    return studentResult(db, await getCatalog(db), cls, query.studentID, true);
  });

  /** The signed-in student's own result in their class, or null without a class. */
  const ownResult = async (c: Context<AppEnv>) => {
    const { db } = c.var.deps;
    const [row] = await db
      .select({ cls: classes })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classID))
      .where(eq(classStudents.studentID, c.var.user.id));
    return row ? studentResult(db, await getCatalog(db), row.cls, c.var.user.id, false) : null;
  };

  handle(router, getStudentSuperDiagnosticResult, [studentOnly], async (c) => {
    const result = await ownResult(c);
    if (!result) throw new HttpError(404, extraMessages.noClassYet);
    return result;
  });

  /** "Recommended for you": the lessons of the weak topics, weakest first, each lesson once. */
  handle(router, getRecommendations, [studentOnly], async (c) => {
    const result = await ownResult(c);
    if (!result?.isComplete) return { isComplete: false, lessons: [] };
    const seen = new Set<string>();
    const lessons = [...result.weakTopics]
      .sort((a, b) => a.score - b.score)
      .flatMap((t) =>
        t.lessons.map((l) => ({
          lessonID: l.lessonID,
          courseID: l.courseID,
          name: l.name,
          topicID: t.topicID,
          topicName: t.topicName,
          score: t.score,
          lessonEnabled: l.lessonEnabled,
        })),
      )
      .filter((l) => !seen.has(l.lessonID) && seen.add(l.lessonID));
    return { isComplete: true, lessons };
  });
}
