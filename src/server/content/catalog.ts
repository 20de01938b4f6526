import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Badge, Course, LessonDetail, LessonSummary, Question, Quiz, QuizSummary, QuizType } from '../../shared/api/content';
import {
  SUGGESTED_MARK,
  TOPIC_GROUPS,
  type DiagnosticTopic,
  type Lesson as PackLesson,
  type Question as PackQuestion,
} from '../../shared/content/schema';
import type { Db } from '../db/open';
import { badges, contentVersion, courses, diagnosticTopics, lessons, quizzes, writingAssignments } from '../db/schema';

/**
 * The loaded content in memory, in the contract's shapes: it is the same for every user, so
 * content reads cost no query. Each answer body is serialized once with its ETag. Built from
 * the database after a load, and rebuilt when another process loaded a different pack
 * (checked at most every CHECK_EVERY_MS).
 */
export interface Catalog {
  /** Hash of the loaded pack ('' when none is loaded). */
  hash: string;
  courses: Course[];
  lessons: LessonSummary[];
  lessonByID: Map<string, LessonDetail>;
  quizList: QuizSummary[];
  quizByID: Map<string, Quiz>;
  /** A lesson's five quizzes with questions, in order. */
  quizzesOfLesson: Map<string, Quiz[]>;
  /** A lesson's bank: the practice items beyond its quizzes (issue 27). */
  bankOfLesson: Map<string, Question[]>;
  badges: Badge[];
  /** The badges with their rules (the pack's shape), for awarding without reading the badges table each time. */
  badgeRows: Array<typeof badges.$inferSelect>;
  /** Diagnostic topics by group (TOPIC_GROUPS order) then order, with their questions (right answers included). */
  topics: CatalogTopic[];
  /** The serialized body and ETag of one answer, made on first use and kept. */
  cached(key: string, data: () => unknown): CachedBody;
}

export type CatalogTopic = DiagnosticTopic & { suggested: boolean };

export interface CachedBody {
  body: string;
  etag: string;
}

const CHECK_EVERY_MS = 30_000;

type Held = { catalog: Promise<Catalog>; checkedAt: number };
const held = new WeakMap<Db, Held>();

/** The catalog of this database's loaded content. */
export async function getCatalog(db: Db): Promise<Catalog> {
  const now = Date.now();
  const current = held.get(db);
  if (!current) {
    const fresh: Held = { catalog: buildCatalog(db), checkedAt: now };
    held.set(db, fresh);
    fresh.catalog.catch(() => held.delete(db));
    return fresh.catalog;
  }
  if (now - current.checkedAt < CHECK_EVERY_MS) return current.catalog;
  current.checkedAt = now;
  const [catalog, hash] = await Promise.all([current.catalog, loadedHash(db)]);
  if (hash === catalog.hash) return catalog;
  forgetCatalog(db);
  return getCatalog(db);
}

/** Drops the catalog so the next read rebuilds it (after a load in this process). */
export function forgetCatalog(db: Db) {
  held.delete(db);
}

/** content_version row 1: the pack now in the content tables. */
export const LOADED_ROW = 1;
/** content_version row 2: the shipped pack last applied at start-up. */
export const SHIPPED_ROW = 2;

async function loadedHash(db: Db): Promise<string> {
  const [row] = await db.select({ hash: contentVersion.hash }).from(contentVersion).where(eq(contentVersion.id, LOADED_ROW));
  return row?.hash ?? '';
}

type LessonData = Omit<PackLesson, 'id' | 'courseID' | 'order' | 'name' | 'description' | 'quizzes' | 'writingAssignments'>;

const toQuestion = (q: PackQuestion, index: number): Question => ({ ...q, order: index + 1 });

async function buildCatalog(db: Db): Promise<Catalog> {
  const [hash, courseRows, lessonRows, quizRows, writingRows, badgeRows, topicRows] = await Promise.all([
    loadedHash(db),
    db.select().from(courses).orderBy(asc(courses.order), asc(courses.id)),
    db.select().from(lessons).orderBy(asc(lessons.order), asc(lessons.id)),
    db.select().from(quizzes).orderBy(asc(quizzes.order), asc(quizzes.id)),
    db.select().from(writingAssignments).orderBy(asc(writingAssignments.order), asc(writingAssignments.id)),
    db.select().from(badges).orderBy(asc(badges.order), asc(badges.id)),
    db.select().from(diagnosticTopics).orderBy(asc(diagnosticTopics.order), asc(diagnosticTopics.id)),
  ]);
  const groupRank = (header: string) => {
    const i = (TOPIC_GROUPS as readonly string[]).indexOf(header);
    return i === -1 ? TOPIC_GROUPS.length : i;
  };
  const topics: CatalogTopic[] = [...topicRows]
    .sort((a, b) => groupRank(a.header) - groupRank(b.header) || a.order - b.order)
    .map((t) => ({
      id: t.id,
      header: t.header as DiagnosticTopic['header'],
      order: t.order,
      name: t.name,
      lessonIDs: t.lessonIDs as string[],
      questions: t.questions as DiagnosticTopic['questions'],
      suggested: t.name.endsWith(SUGGESTED_MARK),
    }));

  const courseList: Course[] = courseRows.map((c) => ({ id: c.id, name: c.name, description: c.description, order: c.order }));
  const courseOrder = new Map(courseList.map((c, i) => [c.id, i]));

  const quizList: Quiz[] = quizRows.map((q) => ({
    id: q.id,
    lessonID: q.lessonID,
    type: q.type as QuizType,
    order: q.order,
    name: q.name,
    instructions: q.instructions,
    questions: (q.questions as PackQuestion[]).map(toQuestion),
  }));
  const quizzesOfLesson = new Map<string, Quiz[]>();
  for (const q of quizList) quizzesOfLesson.set(q.lessonID, [...(quizzesOfLesson.get(q.lessonID) ?? []), q]);
  const summary = (q: Quiz): QuizSummary => ({ id: q.id, lessonID: q.lessonID, type: q.type, order: q.order, name: q.name });

  const bankOfLesson = new Map<string, Question[]>();
  const lessonByID = new Map<string, LessonDetail>();
  const lessonList: LessonSummary[] = [];
  const sortedLessons = [...lessonRows].sort(
    (a, b) => (courseOrder.get(a.courseID) ?? 0) - (courseOrder.get(b.courseID) ?? 0) || a.order - b.order,
  );
  for (const row of sortedLessons) {
    const data = row.data as LessonData;
    const lessonSummary: LessonSummary = {
      id: row.id,
      courseID: row.courseID,
      order: row.order,
      name: row.name,
      description: row.description,
      imagePath: data.imagePath ?? null,
      commonCoreNumber: data.commonCoreNumber ?? null,
      grades: data.grades ?? '3-8',
      standards: data.standards ?? [],
      primaryVideoPath: data.primaryVideoPath ?? null,
      secondaryVideoPath: data.secondaryVideoPath ?? null,
      shortVideoPath: data.shortVideoPath ?? null,
      musicVideoAudioPath: data.musicVideoAudioPath ?? null,
      slideshowPath: null,
      kahootPath: data.kahootPath ?? null,
    };
    lessonList.push(lessonSummary);
    bankOfLesson.set(row.id, (data.bank ?? []).map(toQuestion));
    lessonByID.set(row.id, {
      ...lessonSummary,
      definitionCards: data.definitionCards ?? [],
      whyItIsImportant: data.whyItIsImportant ?? [],
      slides: (data.slides ?? []).map((s) => ({ title: s.title, points: s.points, examples: s.examples ?? [] })),
      memorableImages: data.memorableImages ?? [],
      illustration: data.illustration ?? null,
      writingAssignments: writingRows
        .filter((w) => w.lessonID === row.id)
        .map((w) => ({ id: w.id, lessonID: w.lessonID, name: w.name, description: w.description })),
      quizzes: (quizzesOfLesson.get(row.id) ?? []).map(summary),
    });
  }

  const lessonRank = new Map(lessonList.map((l, i) => [l.id, i]));
  const orderedQuizzes = [...quizList].sort(
    (a, b) => (lessonRank.get(a.lessonID) ?? 0) - (lessonRank.get(b.lessonID) ?? 0) || a.order - b.order,
  );

  const bodies = new Map<string, CachedBody>();
  return {
    hash,
    courses: courseList,
    lessons: lessonList,
    lessonByID,
    quizList: orderedQuizzes.map(summary),
    quizByID: new Map(quizList.map((q) => [q.id, q])),
    quizzesOfLesson,
    bankOfLesson,
    badges: badgeRows.map((b) => ({ id: b.id, name: b.name, description: b.description, imagePath: b.imagePath, order: b.order })),
    badgeRows,
    topics,
    cached(key, data) {
      let found = bodies.get(key);
      if (!found) {
        const body = JSON.stringify(data());
        found = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        bodies.set(key, found);
      }
      return found;
    },
  };
}
