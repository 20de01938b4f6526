import { beforeEach, describe, expect, it } from 'vitest';
import { getAllCourses, getAllLessons, getQuizzesOfLesson, type Quiz } from '../../src/shared/api/content';
import { getQuizResults, getStudentQuizResult } from '../../src/shared/api/quizzes';
import { updateCustomLessons } from '../../src/shared/api/customLessons';
import { QUIZ_TYPE } from '../../src/shared/content/schema';
import { raw, request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { createAdmin } from './admin-fixtures';
import { answers, classroom, enablePostEval, firstLesson, rightAnswer, save, start } from './quizzes-fixtures';

/**
 * Security finding 8: a post-evaluation's answer key never leaves the server for a student (the
 * server scores it). Pre-tests and practice sets keep theirs, as the page gives their feedback
 * offline. What the server sends is read as raw JSON, not through the contract's schemas (which
 * would drop fields they do not know).
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

type Json = unknown;
type RawQuiz = { id: string; type: number; questions: Record<string, Json>[] } & Record<string, Json>;

/** A GET as sent over the wire: status, ETag and the JSON body untouched. */
async function getRaw(path: string, key: string, ifNoneMatch?: string) {
  const res = await raw(`${srv.url}/api${path}`, { key, headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });
  return { status: res.status, etag: res.headers.get('etag'), body: res.body as Json };
}

async function lessonIDs(key: string): Promise<string[]> {
  const res = await request(srv.url, getAllLessons, { key });
  expect(res.status).toBe(200);
  return res.body.map((l: { id: string }) => l.id);
}

async function quizzesOf(lessonID: string, key: string): Promise<RawQuiz[]> {
  const res = await getRaw(`/quiz/getall?lessonID=${lessonID}`, key);
  expect(res.status, `/quiz/getall?lessonID=${lessonID}`).toBe(200);
  return res.body as RawQuiz[];
}

/** Every content call a signed-in student can make, with every lesson and course filled in. */
async function everyContentPath(key: string): Promise<string[]> {
  const lessons = await lessonIDs(key);
  const courses = (await request(srv.url, getAllCourses, { key })).body.map((c: { id: string }) => c.id) as string[];
  return [
    '/course/getall',
    '/lesson/getall',
    '/quiz/getentirelist',
    '/badge/getall',
    ...courses.map((id) => `/lesson/getbycourse?courseID=${id}`),
    ...lessons.flatMap((id) => [`/lesson/get/${id}`, `/quiz/getall?lessonID=${id}`]),
  ];
}

/** Every field that marks or explains a key, of every item type (src/shared/content/items.ts). */
const KEY_FIELDS = ['isAnswer', 'correctAnswer', 'correctText', 'wrongText', 'feedback', 'accept', 'nearMisses', 'require', 'wrong', 'errors', 'group', 'answer', 'hint', 'skill', 'standard'];

/** Paths of every key-or-feedback field anywhere in a value. */
function keyFieldsIn(value: Json, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyFieldsIn(item, `${at}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [...(KEY_FIELDS.includes(k) ? [`${at}.${k}`] : []), ...keyFieldsIn(v, `${at}.${k}`)]);
}

/**
 * Where a right answer sits marked as the answer: under a field named for an answer, or in an
 * object that also carries a flag (a boolean) beside it.
 */
function markedAnswers(value: Json, rights: ReadonlySet<string>, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => markedAnswers(item, rights, `${at}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  const flagged = entries.some(([, v]) => typeof v === 'boolean');
  const here = entries
    .filter(([k, v]) => typeof v === 'string' && rights.has(v) && (flagged || /answer|correct|right|key|solution/i.test(k)))
    .map(([k, v]) => `${at}.${k} = ${JSON.stringify(v)}`);
  return [...here, ...entries.flatMap(([k, v]) => markedAnswers(v, rights, `${at}.${k}`))];
}

/** Only the post-evaluations of a /quiz/getall answer; every other content answer whole. */
const postEvalsOrAll = (path: string, body: Json) =>
  path.startsWith('/quiz/getall') ? (body as RawQuiz[]).filter((q) => q.type === QUIZ_TYPE.postEval) : body;

describe("a student's content has no post-evaluation answer key", () => {
  it('/quiz/getall: post-evaluations come without key or feedback; pre-tests and practice sets as the teacher gets them', async () => {
    const { teacher, student } = await classroom(srv, { paid: true });
    for (const lessonID of await lessonIDs(student.key)) {
      const full = await quizzesOf(lessonID, teacher.key);
      const sent = await quizzesOf(lessonID, student.key);
      expect(sent.map((q) => q.id)).toEqual(full.map((q) => q.id));
      for (const [i, quiz] of sent.entries()) {
        const teachers = full[i]!;
        if (quiz.type !== QUIZ_TYPE.postEval) {
          expect(quiz, `${quiz.id}: the page gives its feedback offline, so the student gets it whole`).toEqual(teachers);
          continue;
        }
        expect(keyFieldsIn(quiz), `${quiz.id} as a student gets it`).toEqual([]);
        expect(keyFieldsIn(teachers).length, `${quiz.id} as the teacher gets it`).toBeGreaterThan(0);
        expect(quiz.answerKey, quiz.id).toBe('withheld');
        for (const [j, q] of quiz.questions.entries()) {
          const t = teachers.questions[j]!;
          const extra: Record<string, string[]> = { choice: ['options'], find: ['sentence'], fix: ['sentence'], combine: ['sentences'], sort: ['cards', 'groups'], proofread: ['passage'] };
          const shown = ['id', 'order', 'text', 'type', ...(extra[q.type as string] ?? [])].sort();
          expect(Object.keys(q).sort(), `${quiz.id} ${q.id}: nothing but the question`).toEqual(shown);
          expect({ id: q.id, text: q.text, order: q.order, type: q.type }).toEqual({ id: t.id, text: t.text, order: t.order, type: t.type });
          if (q.type !== 'choice') continue;
          const options = (q.options as { option: string }[]).map((o) => o.option);
          const texts = (t.options as { option: string }[]).map((o) => o.option);
          expect(q.options, `${q.id}: options carry only their text`).toEqual(options.map((option) => ({ option })));
          // Sorted by their text, the options' order says nothing about which one is right.
          expect(options, `${q.id}: options in alphabetical order`).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en')));
        }
      }
    }
  });

  it('no right answer of a post-evaluation appears marked as the answer in any content call of a student', async () => {
    const { teacher, student } = await classroom(srv, { paid: true });
    const rights = new Set<string>();
    for (const lessonID of await lessonIDs(teacher.key)) {
      for (const quiz of (await request(srv.url, getQuizzesOfLesson, { key: teacher.key, query: { lessonID } })).body as Quiz[]) {
        if (quiz.type === QUIZ_TYPE.postEval) for (const q of quiz.questions) rights.add(rightAnswer(q));
      }
    }
    expect(rights.size).toBeGreaterThan(100);
    // The control: the teacher's own answers do mark them.
    const teachersPostEvals = postEvalsOrAll('/quiz/getall', (await getRaw(`/quiz/getall?lessonID=${(await lessonIDs(teacher.key))[0]}`, teacher.key)).body);
    expect(markedAnswers(teachersPostEvals, rights).length).toBeGreaterThan(0);

    const paths = await everyContentPath(student.key);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const res = await getRaw(path, student.key);
      expect(res.status, path).toBe(200);
      expect(markedAnswers(postEvalsOrAll(path, res.body), rights), path).toEqual([]);
      expect(keyFieldsIn(postEvalsOrAll(path, res.body)), path).toEqual([]);
    }
  });

  it('teachers and admins get every post-evaluation with its key (the answer key screen, teacher preview)', async () => {
    const { teacher } = await classroom(srv, { paid: true });
    const admin = await createAdmin(srv);
    const lessonID = (await lessonIDs(teacher.key))[0]!;
    for (const key of [teacher.key, admin.key]) {
      const postEval = (await quizzesOf(lessonID, key)).find((q) => q.type === QUIZ_TYPE.postEval)!;
      expect(postEval).not.toHaveProperty('answerKey');
      for (const q of postEval.questions) {
        expect(q.correctText).toEqual(expect.any(String));
        expect(q.wrongText).toEqual(expect.any(String));
        if (q.type === 'choice') expect((q.options as { isAnswer: boolean }[]).filter((o) => o.isAnswer)).toHaveLength(1);
        else expect(q.correctAnswer).toEqual(expect.any(String));
      }
    }
  });
});

describe('caching of the two copies', () => {
  it("the student's and the teacher's /quiz/getall have different ETags, and each answers 304 only to its own", async () => {
    const { teacher, student } = await classroom(srv, { paid: true });
    const other = await classroom(srv, { paid: true });
    const path = `/quiz/getall?lessonID=${(await lessonIDs(student.key))[0]}`;
    const forTeacher = await getRaw(path, teacher.key);
    const forStudent = await getRaw(path, student.key);
    expect(forStudent.etag).not.toBe(forTeacher.etag);
    expect(forStudent.body).not.toEqual(forTeacher.body);

    // A browser that cached the teacher's copy asks with its ETag: the student gets their own copy, not a 304.
    const studentWithTeachersTag = await getRaw(path, student.key, forTeacher.etag!);
    expect(studentWithTeachersTag.status).toBe(200);
    expect(studentWithTeachersTag.etag).toBe(forStudent.etag);
    expect(studentWithTeachersTag.body).toEqual(forStudent.body);
    const teacherWithStudentsTag = await getRaw(path, teacher.key, forStudent.etag!);
    expect(teacherWithStudentsTag.status).toBe(200);
    expect(teacherWithStudentsTag.body).toEqual(forTeacher.body);

    // Each copy is still one body for everyone of its kind, served from memory with a 304 to its own tag.
    expect((await getRaw(path, student.key, forStudent.etag!)).status).toBe(304);
    expect((await getRaw(path, teacher.key, forTeacher.etag!)).status).toBe(304);
    expect((await getRaw(path, other.student.key)).etag).toBe(forStudent.etag);
    expect((await getRaw(path, other.teacher.key)).etag).toBe(forTeacher.etag);
  });
});

describe('the server still scores post-evaluations', () => {
  it('savequiz marks each answer against the key the student never got', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const { lesson, postEval } = await firstLesson(srv, student.key);
    // With the answers enabled, so the student's copy carries the marks (see the next describe).
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID, true);
    const n = postEval.questions.length;
    const right = n - 3;
    expect((await start(srv, student.key, postEval.id)).status).toBe(200);
    const saved = await save(srv, student.key, postEval, right);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.score).toBe(Math.round((100 * right) / n));
    expect(saved.body.result.answers).toEqual(answers(postEval, right).map((a, i) => ({ ...a, isCorrect: i < right })));

    const statuses = await request(srv.url, getQuizResults, { key: student.key, query: { lessonID: lesson.id } });
    expect(statuses.body.find((s: { quizID: string }) => s.quizID === postEval.id).result.score).toBe(Math.round((100 * right) / n));
  });
});

describe("a student's post-evaluation result carries no right/wrong marks until the teacher enables its answers", () => {
  const marksOf = (result: { answers: { isCorrect?: unknown }[] }) => result.answers.map((a) => a.isCorrect);

  it('savequiz, getquizresults and getstudentquizresult: no marks while answers are off, marks once enabled; the teacher always gets them', async () => {
    const { teacher, cls, student } = await classroom(srv, { paid: true });
    const { lesson, postEval, practice } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    const n = postEval.questions.length;
    const right = n - 2;
    const score = Math.round((100 * right) / n);
    const marks = postEval.questions.map((_, i) => i < right);
    const unmarked = postEval.questions.map(() => null);

    // A practice set keeps its marks whatever the switch says.
    expect((await start(srv, student.key, practice.id)).status).toBe(200);
    const practiceSaved = await save(srv, student.key, practice, 1);
    expect(practiceSaved.status).toBe(200);
    expect(marksOf(practiceSaved.body.result)).toEqual(practice.questions.map((_, i) => i < 1));

    expect((await start(srv, student.key, postEval.id)).status).toBe(200);
    const saved = await save(srv, student.key, postEval, right);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.score, 'the score stays').toBe(score);
    expect(marksOf(saved.body.result), 'savequiz').toEqual(unmarked);
    expect(saved.body.result.answers.map((a: { answer: string }) => a.answer)).toEqual(answers(postEval, right).map((a) => a.answer));

    const resultsPath = `/student/getquizresults?lessonID=${lesson.id}`;
    const statusOf = async (key: string) => {
      const res = await request(srv.url, getQuizResults, { key, query: { lessonID: lesson.id } });
      expect(res.status, resultsPath).toBe(200);
      return res.body.find((s: { quizID: string }) => s.quizID === postEval.id).result;
    };
    const byID = (key: string, id: string) => request(srv.url, getStudentQuizResult, { key, query: { quizresultid: id } });
    const listed = await statusOf(student.key);
    expect(listed.score).toBe(score);
    expect(marksOf(listed), 'getquizresults').toEqual(unmarked);
    const own = await byID(student.key, saved.body.result.id);
    expect(own.status).toBe(200);
    expect(own.body.score).toBe(score);
    expect(marksOf(own.body), 'getstudentquizresult').toEqual(unmarked);
    // The practice set's result, listed beside it, keeps its marks.
    const practiceListed = (await request(srv.url, getQuizResults, { key: student.key, query: { lessonID: lesson.id } })).body.find(
      (s: { quizID: string }) => s.quizID === practice.id,
    ).result;
    expect(marksOf(practiceListed)).toEqual(practice.questions.map((_, i) => i < 1));

    // The teacher reads the same result with its marks (stored rows keep them).
    const teachers = await byID(teacher.key, saved.body.result.id);
    expect(teachers.status).toBe(200);
    expect(marksOf(teachers.body), "the teacher's copy").toEqual(marks);

    // The teacher enables the post-evaluation answers for that lesson, as Customize Lessons saves them.
    const enabled = await request(srv.url, updateCustomLessons, {
      key: teacher.key,
      body: [
        {
          classID: cls.id,
          lessonID: lesson.id,
          lessonEnabled: true,
          diagnosticEnabled: true,
          postEvalEnabled: true,
          postEvalAnswersEnabled: true,
        },
      ],
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    expect(marksOf(await statusOf(student.key)), 'getquizresults once enabled').toEqual(marks);
    expect(marksOf((await byID(student.key, saved.body.result.id)).body), 'getstudentquizresult once enabled').toEqual(marks);
    // A replayed save answers the stored result, now with its marks.
    const replay = await save(srv, student.key, postEval, right);
    expect(replay.status).toBe(200);
    expect(marksOf(replay.body.result), 'savequiz replay once enabled').toEqual(marks);
    expect(marksOf((await byID(teacher.key, saved.body.result.id)).body)).toEqual(marks);
  });
});
