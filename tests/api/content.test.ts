import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  getAllBadges,
  getAllCourses,
  getAllLessons,
  getEntireQuizList,
  getLesson,
  getLessonsByCourse,
  getQuizzesOfLesson,
  LessonSummary,
} from '../../src/shared/api/content';
import { messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** A GET with the key and optional If-None-Match, returning status, headers and text. */
async function get(path: string, key: string | null, ifNoneMatch?: string) {
  const headers: Record<string, string> = {};
  if (key) headers['X-Api-Key'] = key;
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  const res = await fetch(`${srv.url}/api${path}`, { headers });
  return { status: res.status, etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control'), text: await res.text() };
}

/** A GET as it comes over the wire (no decoding), with the Accept-Encoding given. */
function rawGet(path: string, key: string, acceptEncoding: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = { 'X-Api-Key': key, 'Accept-Encoding': acceptEncoding };
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${srv.url}/api${path}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function people() {
  const { teacher, cls } = await teacherWithClass(srv);
  const student = await registerStudent(srv, cls.code);
  return { teacher, student };
}

const CONTENT_PATHS = ['/course/getall', '/lesson/getall', '/quiz/getentirelist', '/badge/getall'];

describe('content reads', () => {
  it('need a signed-in user (401 otherwise)', async () => {
    for (const path of [...CONTENT_PATHS, '/lesson/getbycourse?courseID=parts-of-speech', '/lesson/get/x-y', '/quiz/getall?lessonID=x-y']) {
      const res = await get(path, null);
      expect(res.status, path).toBe(401);
      expect(JSON.parse(res.text)).toEqual({ message: messages.pleaseLogin });
    }
  });

  it('GET /course/getall: the six courses in order (CRS-01; three more since issue 28)', async () => {
    const { student } = await people();
    const res = await request(srv.url, getAllCourses, { key: student.key });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual([
      'Parts of Speech',
      'Parts of the Sentence',
      'Mechanics and Usage',
      'Verbs and Tenses',
      'Punctuation',
      'Sentence Craft',
    ]);
    for (const c of res.body) expect(c.description.length).toBeGreaterThan(10);
  });

  it('GET /lesson/getall and /lesson/getbycourse: lessons with id, name, description, courseID, order and resource paths (CRS-23)', async () => {
    const { student } = await people();
    const all = await request(srv.url, getAllLessons, { key: student.key });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const resourcePaths = [
      'primaryVideoPath',
      'secondaryVideoPath',
      'shortVideoPath',
      'musicVideoAudioPath',
      'slideshowPath',
      'kahootPath',
    ];
    for (const lesson of all.body) {
      expect(Object.keys(lesson).sort()).toEqual(Object.keys(LessonSummary.entries).sort());
      // The spec's fields, resource paths included (null until an operator sets them).
      for (const key of ['id', 'name', 'description', 'courseID', 'order', ...resourcePaths]) expect(lesson).toHaveProperty(key);
    }
    const courses = (await request(srv.url, getAllCourses, { key: student.key })).body as { id: string }[];
    let seen = 0;
    for (const course of courses) {
      const res = await request(srv.url, getLessonsByCourse, { key: student.key, query: { courseID: course.id } });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((l: { courseID: string }) => l.courseID === course.id)).toBe(true);
      for (const lesson of res.body) for (const key of resourcePaths) expect(lesson).toHaveProperty(key);
      const orders = res.body.map((l: { order: number }) => l.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      seen += res.body.length;
    }
    // getall lists every lesson, course by course.
    expect(seen).toBe(all.body.length);
    expect(all.body.map((l: { courseID: string }) => l.courseID)).toEqual(
      courses.flatMap((c) => all.body.filter((l: { courseID: string }) => l.courseID === c.id).map(() => c.id)),
    );
  });

  it('an unknown course is 404, a malformed one 400', async () => {
    const { student } = await people();
    const unknown = await request(srv.url, getLessonsByCourse, { key: student.key, query: { courseID: 'no-such-course' } });
    expect(unknown).toEqual({ status: 404, body: { message: messages.notFound } });
    const bad = await request(srv.url, getLessonsByCourse, { key: student.key, query: { courseID: "x' or 1=1" } });
    expect(bad).toEqual({ status: 400, body: { message: 'That course does not exist.' } });
  });

  it('GET /lesson/get/:id: resources, the five quizzes in order and the writing assignments (CRS-13 to CRS-16, QUZ-01)', async () => {
    const { student } = await people();
    const [first] = (await request(srv.url, getAllLessons, { key: student.key })).body;
    const res = await request(srv.url, getLesson, { key: student.key, params: { id: first.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, name: first.name, courseID: first.courseID });
    expect(res.body.quizzes.map((q: { type: number }) => q.type)).toEqual([1, 2, 2, 2, 3]);
    expect(res.body.quizzes.map((q: { order: number }) => q.order)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.definitionCards.length).toBeGreaterThan(0);
    expect(res.body.whyItIsImportant.length).toBeGreaterThan(0);
    expect(res.body.slides.length).toBeGreaterThanOrEqual(3);
    expect(res.body.writingAssignments.length).toBeGreaterThan(0);
    expect(res.body.writingAssignments[0]).toMatchObject({ lessonID: first.id });
    for (const key of ['primaryVideoPath', 'secondaryVideoPath', 'shortVideoPath', 'musicVideoAudioPath', 'kahootPath']) {
      expect(res.body, key).toHaveProperty(key);
    }
  });

  it("an unknown lesson answers 404 'This lesson no longer exists.' (CRS-22)", async () => {
    const { student } = await people();
    const res = await request(srv.url, getLesson, { key: student.key, params: { id: 'no-such-lesson' } });
    expect(res).toEqual({ status: 404, body: { message: messages.lessonGone } });
    const quizzes = await request(srv.url, getQuizzesOfLesson, { key: student.key, query: { lessonID: 'no-such-lesson' } });
    expect(quizzes).toEqual({ status: 404, body: { message: messages.lessonGone } });
  });

  it('GET /quiz/getentirelist and /quiz/getall: types 1, 2, 3; questions with one answer per choice and a correct answer per blank (QUZ-02)', async () => {
    const { teacher } = await people();
    const list = await request(srv.url, getEntireQuizList, { key: teacher.key });
    expect(list.status).toBe(200);
    expect(new Set(list.body.map((q: { type: number }) => q.type))).toEqual(new Set([1, 2, 3]));
    expect(list.body[0]).not.toHaveProperty('questions');
    const lessonID = list.body[0].lessonID;
    const res = await request(srv.url, getQuizzesOfLesson, { key: teacher.key, query: { lessonID } });
    expect(res.status).toBe(200);
    expect(res.body.map((q: { id: string }) => q.id)).toEqual(
      list.body.filter((q: { lessonID: string }) => q.lessonID === lessonID).map((q: { id: string }) => q.id),
    );
    for (const quiz of res.body) {
      expect(quiz.questions.length).toBeGreaterThanOrEqual(8);
      expect(quiz.questions.map((q: { order: number }) => q.order)).toEqual(quiz.questions.map((_: unknown, i: number) => i + 1));
      for (const q of quiz.questions) {
        if (q.type === 'choice') expect(q.options.filter((o: { isAnswer: boolean }) => o.isAnswer)).toHaveLength(1);
        else expect(q.correctAnswer.trim().length).toBeGreaterThan(0);
        expect(q.correctText.length * q.wrongText.length).toBeGreaterThan(0);
      }
    }
  });

  it('GET /badge/getall: at least 10 badges in order, without their rules', async () => {
    const { student } = await people();
    const res = await request(srv.url, getAllBadges, { key: student.key });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(10);
    const orders = res.body.map((b: { order: number }) => b.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(res.body[0]).not.toHaveProperty('rule');
  });

  it('an inactive user still reads content (the page sends them to pay; the offline cache needs it)', async () => {
    const { teacher, student } = await people();
    await srv.database.db.update(users).set({ paymentPlan: 'expired' }).where(eq(users.id, teacher.user.id));
    for (const key of [teacher.key, student.key]) {
      const res = await request(srv.url, getAllCourses, { key });
      expect(res.status).toBe(200);
    }
  });
});

describe('content caching', () => {
  it('answers with an ETag and private, max-age=0, must-revalidate, and 304 to a matching If-None-Match', async () => {
    const { student } = await people();
    for (const path of [...CONTENT_PATHS, '/quiz/getall?lessonID=' + (await firstLessonID(student.key))]) {
      const first = await get(path, student.key);
      expect(first.status, path).toBe(200);
      expect(first.cacheControl, path).toBe('private, max-age=0, must-revalidate');
      expect(first.etag, path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      const again = await get(path, student.key, first.etag!);
      expect(again.status, path).toBe(304);
      expect(again.text).toBe('');
      expect(again.etag).toBe(first.etag);
      // Weak and listed validators match too; another one does not.
      expect((await get(path, student.key, `"other", W/${first.etag}`)).status).toBe(304);
      const stale = await get(path, student.key, '"stale"');
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    }
  });

  it("sends a lesson's quizzes brotli or gzip compressed when the client takes them: the same JSON, an ETag per coding, 304 across codings", async () => {
    const { student } = await people();
    const path = '/quiz/getall?lessonID=' + (await firstLessonID(student.key));
    const plain = await rawGet(path, student.key, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const codings = [
      { accept: 'gzip, deflate, br', coding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', coding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip', coding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, coding, decode } of codings) {
      const res = await rawGet(path, student.key, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decode(res.body).toString('utf8'), accept).toBe(plain.body.toString('utf8'));
      expect(res.body.length, accept).toBeLessThan(plain.body.length / 3);
      // A cache never takes one coding for another, yet revalidates from either.
      expect(res.headers.etag, accept).not.toBe(plain.headers.etag);
      expect((await rawGet(path, student.key, accept, plain.headers.etag)).status, accept).toBe(304);
      expect((await rawGet(path, student.key, 'identity', res.headers.etag)).status, accept).toBe(304);
    }
  });

  it('is the same for every user and stable between requests (no per-request noise)', async () => {
    const { teacher, student } = await people();
    const a = await get('/lesson/getall', student.key);
    const b = await get('/lesson/getall', teacher.key);
    expect(b.etag).toBe(a.etag);
    expect(b.text).toBe(a.text);
    expect(v.safeParse(v.array(LessonSummary), JSON.parse(a.text)).success).toBe(true);
  });

  it('gives different answers different ETags', async () => {
    const { student } = await people();
    const tags = await Promise.all(CONTENT_PATHS.map(async (p) => (await get(p, student.key)).etag));
    expect(new Set(tags).size).toBe(CONTENT_PATHS.length);
  });

  it('never answers 304 without a key', async () => {
    const { student } = await people();
    const first = await get('/course/getall', student.key);
    expect((await get('/course/getall', null, first.etag!)).status).toBe(401);
  });

  it('other API answers stay uncacheable', async () => {
    const { student } = await people();
    const res = await fetch(`${srv.url}/api/student/getearnedbadges`, { headers: { 'X-Api-Key': student.key } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

async function firstLessonID(key: string): Promise<string> {
  const res = await request(srv.url, getAllLessons, { key });
  return res.body[0].id;
}
