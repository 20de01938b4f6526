import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAllCourses, getAllLessons } from '../../src/shared/api/content';
import { updateCustomLessons } from '../../src/shared/api/customLessons';
import { getOfflineCopy, type OfflineCopy } from '../../src/shared/api/offline';
import { cacheKeyOf } from '../../src/client/offline/contentCache';
import { request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { createAdmin } from './admin-fixtures';
import { classroom, enablePostEval, firstLesson, save } from './quizzes-fixtures';
import { makeExpired } from './writing-fixtures';

/**
 * GET /api/student/offlinecopy (issue 13): a student's offline copy in one answer, each entry
 * exactly what its single call answers that student.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

interface Raw {
  status: number;
  text: string;
  headers: Headers;
}

async function get(path: string, key: string | null, headers: Record<string, string> = {}): Promise<Raw> {
  const res = await fetch(new URL(`/api${path}`, srv.url), { headers: { ...headers, ...(key ? { 'X-Api-Key': key } : {}) } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function copyOf(key: string, headers: Record<string, string> = {}): Promise<OfflineCopy & { raw: Raw }> {
  const raw = await get('/student/offlinecopy', key, headers);
  expect(raw.status, raw.text.slice(0, 300)).toBe(200);
  return { ...v.parse(getOfflineCopy.response, JSON.parse(raw.text)), raw };
}

const bodyOf = (copy: OfflineCopy, url: string) => copy.entries.find((e) => e.url === url)?.body;
const urls = (copy: OfflineCopy) => copy.entries.map((e) => e.url);

const lessonOff = (classID: string, lessonID: string) => [
  { classID, lessonID, lessonEnabled: false, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false },
];

describe('GET /api/student/offlinecopy', () => {
  it('holds, for each call the page loaded ahead, exactly what that call answers the student', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const { lesson, pretest } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    expect((await save(srv, student.key, pretest, 3)).status).toBe(200);

    const copy = await copyOf(student.key);
    expect(copy.raw.headers.get('Content-Type')).toMatch(/^application\/json/);
    // Every entry is the single call's answer, byte for byte, under the key the service worker would use.
    for (const entry of copy.entries) {
      expect(cacheKeyOf(new URL(`/api${entry.url}`, srv.url)), entry.url).toBe(entry.url);
      const single = await get(entry.url, student.key);
      expect(single.status, entry.url).toBe(200);
      expect(JSON.stringify(entry.body), entry.url).toBe(single.text);
    }
    // And it holds every call the page used to make: the lists, the class's switches, the
    // badges, each course's lessons, and each lesson with its quizzes and the student's states.
    const courses = (await request(srv.url, getAllCourses, { key: student.key })).body as Array<{ id: string }>;
    const lessons = (await request(srv.url, getAllLessons, { key: student.key })).body as Array<{ id: string }>;
    expect(urls(copy).sort()).toEqual(
      [
        '/course/getall',
        '/lesson/getall',
        `/customlesson/getCustomLessons?classID=${cls.id}`,
        '/badge/getall',
        '/student/getearnedbadges',
        // "Recommended for you" on the dashboard (issue 15).
        '/student/recommendations',
        ...courses.map((c) => `/lesson/getbycourse?courseID=${c.id}`),
        ...lessons.flatMap((l) => [
          `/lesson/get/${l.id}`,
          `/quiz/getall?lessonID=${l.id}`,
          // Practice until mastery draws from the bank offline (issue 27).
          `/lesson/practiceitems?lessonID=${l.id}`,
          `/student/getquizresults?lessonID=${l.id}`,
        ]),
      ].sort(),
    );
    expect(lessons.length).toBeGreaterThan(1);
    // The saved pre-test is in the student's quiz states.
    const states = bodyOf(copy, `/student/getquizresults?lessonID=${lesson.id}`) as Array<{ quizID: string; isComplete: boolean }>;
    expect(states.find((s) => s.quizID === pretest.id)?.isComplete).toBe(true);
  });

  it('gives post-evaluations without their answer key', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const { lesson, postEval } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID, true);
    const copy = await copyOf(student.key);
    const quizzes = bodyOf(copy, `/quiz/getall?lessonID=${lesson.id}`) as Array<{ id: string; answerKey?: string; questions: unknown[] }>;
    const post = quizzes.find((q) => q.id === postEval.id)!;
    expect(post.answerKey).toBe('withheld');
    const text = JSON.stringify(post);
    expect(text).not.toMatch(/isAnswer|correctAnswer|correctText|wrongText/);
    // Every post-evaluation of the copy, not only this one.
    for (const entry of copy.entries.filter((e) => e.url.startsWith('/quiz/getall'))) {
      for (const quiz of entry.body as Array<{ type: number; answerKey?: string }>)
        if (quiz.type === 3) expect(quiz.answerKey, entry.url).toBe('withheld');
    }
  });

  it('leaves out a lesson the teacher turned off for the class, and keeps it in the lists as the single calls do', async () => {
    const { teacher, cls, student } = await classroom(srv, { paid: true });
    const { lesson } = await firstLesson(srv, student.key);
    const before = await copyOf(student.key);
    expect(urls(before)).toContain(`/lesson/get/${lesson.id}`);

    expect((await request(srv.url, updateCustomLessons, { key: teacher.key, body: lessonOff(cls.id, lesson.id) })).status).toBe(200);
    const after = await copyOf(student.key);
    expect(urls(after)).not.toContain(`/lesson/get/${lesson.id}`);
    expect(urls(after)).not.toContain(`/quiz/getall?lessonID=${lesson.id}`);
    expect(urls(after)).not.toContain(`/student/getquizresults?lessonID=${lesson.id}`);
    expect(urls(after)).not.toContain(`/lesson/practiceitems?lessonID=${lesson.id}`);
    expect(urls(after)).toHaveLength(urls(before).length - 4);
    const switches = bodyOf(after, `/customlesson/getCustomLessons?classID=${cls.id}`) as Array<{
      lessonID: string;
      lessonEnabled: boolean;
    }>;
    expect(switches.find((s) => s.lessonID === lesson.id)?.lessonEnabled).toBe(false);
    expect(after.etag).not.toBe(before.etag);
  });

  it('is sent compressed as the client allows (brotli, else gzip, else as it is), with Vary: Accept-Encoding', async () => {
    const { student } = await classroom(srv, { paid: true });
    const plain = await copyOf(student.key, { 'Accept-Encoding': 'identity' });
    expect(plain.raw.headers.get('Content-Encoding')).toBeNull();
    expect(plain.raw.headers.get('ETag')).toBe(plain.etag);
    const { request } = await import('node:http');
    const sizeWith = (encoding: string) =>
      new Promise<{ coding: string | undefined; vary: string | undefined; bytes: number }>((resolve, reject) => {
        const req = request(
          new URL('/api/student/offlinecopy', srv.url),
          { headers: { 'X-Api-Key': student.key, 'Accept-Encoding': encoding } },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve({ coding: res.headers['content-encoding'], vary: res.headers.vary, bytes }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const br = await sizeWith('gzip, deflate, br');
    const gz = await sizeWith('gzip');
    const none = await sizeWith('br;q=0, gzip;q=0');
    expect([br.coding, gz.coding, none.coding]).toEqual(['br', 'gzip', undefined]);
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(none.bytes).toBe(Buffer.byteLength(plain.raw.text));
    expect(br.bytes).toBeLessThan(none.bytes / 3);
    expect(gz.bytes).toBeLessThan(none.bytes / 3);
    // Decoded by the client, it is the same copy.
    expect((await copyOf(student.key)).entries).toEqual(plain.entries);
  });

  it('answers a strong ETag and 304 to If-None-Match (or its query form) until something changes', async () => {
    const { student } = await classroom(srv, { paid: true });
    const { pretest } = await firstLesson(srv, student.key);
    const first = await copyOf(student.key);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    // Node's fetch takes gzip: the header's ETag names the coding, the copy's own does not.
    expect(first.raw.headers.get('ETag')).toBe(first.etag.replace(/"$/, '-gz"'));
    // The same copy asked again: the same ETag.
    expect((await copyOf(student.key)).etag).toBe(first.etag);

    const unchanged = await get('/student/offlinecopy', student.key, { 'If-None-Match': first.etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('ETag')).toBe(first.etag.replace(/"$/, '-gz"'));
    expect((await get('/student/offlinecopy', student.key, { 'If-None-Match': first.etag.replace(/"$/, '-br"') })).status).toBe(304);
    expect((await get('/student/offlinecopy', student.key, { 'If-None-Match': `"other", W/${first.etag}` })).status).toBe(304);
    expect((await get(`/student/offlinecopy?ifNoneMatch=${encodeURIComponent(first.etag)}`, student.key)).status).toBe(304);
    expect((await get('/student/offlinecopy', student.key, { 'If-None-Match': '"something-else"' })).status).toBe(200);

    // A saved quiz result changes the student's quiz states: a new copy with a new ETag.
    expect((await save(srv, student.key, pretest, 5)).status).toBe(200);
    const changed = await get('/student/offlinecopy', student.key, { 'If-None-Match': first.etag });
    expect(changed.status).toBe(200);
    const next = JSON.parse(changed.text) as OfflineCopy;
    expect(next.etag).not.toBe(first.etag);
    expect(changed.headers.get('ETag')).toBe(next.etag.replace(/"$/, '-gz"'));
  });

  it("gives another class's student only their own class's switches and their own results", async () => {
    const a = await classroom(srv, { paid: true });
    const b = await classroom(srv, { paid: true });
    const { lesson } = await firstLesson(srv, a.student.key);
    await request(srv.url, updateCustomLessons, { key: a.teacher.key, body: lessonOff(a.cls.id, lesson.id) });
    const other = (await firstLesson(srv, a.student.key, 1)).pretest;
    expect((await save(srv, a.student.key, other, 4)).status).toBe(200);

    const copyB = await copyOf(b.student.key);
    const text = copyB.raw.text;
    expect(text).not.toContain(a.cls.id);
    expect(text).not.toContain(a.student.user.id);
    expect(urls(copyB)).toContain(`/customlesson/getCustomLessons?classID=${b.cls.id}`);
    // A's switch is A's class's: B keeps the lesson.
    expect(urls(copyB)).toContain(`/lesson/get/${lesson.id}`);
    // A's saved result is not in B's states.
    for (const entry of copyB.entries.filter((e) => e.url.startsWith('/student/getquizresults'))) {
      for (const state of entry.body as Array<{ result: unknown; isComplete: boolean }>) {
        expect(state.result, entry.url).toBeNull();
        expect(state.isComplete).toBe(false);
      }
    }
    expect(copyB.etag).not.toBe((await copyOf(a.student.key)).etag);
  });

  it('gives an inactive student (their teacher’s trial ended) what the single calls give them', async () => {
    const { teacher, student } = await classroom(srv);
    await makeExpired(srv, teacher.user.id);
    const copy = await copyOf(student.key);
    expect(copy.entries.length).toBeGreaterThan(5);
    for (const entry of copy.entries) expect(JSON.stringify(entry.body), entry.url).toBe((await get(entry.url, student.key)).text);
  });

  it('is for students only: 401 without a key, 403 for teachers and admins', async () => {
    const { teacher } = await classroom(srv);
    const admin = await createAdmin(srv);
    expect((await get('/student/offlinecopy', null)).status).toBe(401);
    expect((await get('/student/offlinecopy', 'not-a-key')).status).toBe(401);
    expect((await get('/student/offlinecopy', teacher.key)).status).toBe(403);
    expect((await get('/student/offlinecopy', admin.key)).status).toBe(403);
  });
});
