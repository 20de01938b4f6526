import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomLessons, getCustomLessons, updateCustomLessons, type CustomLessonInput } from '../../src/shared/api/customLessons';
import { messages } from '../../src/shared/messages';
import { customLessons, lessons } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { loadContent, makeExpired, makePaid, unloadContent } from './writing-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
  await loadContent(srv);
});
afterEach(async () => {
  await unloadContent(srv);
});

const read = (key: string | null, classID: string) => request(srv.url, getCustomLessons, { query: { classID }, key });
const update = (key: string | null, body: CustomLessonInput[]) => request(srv.url, updateCustomLessons, { body, key });
const add = (key: string | null, body: CustomLessonInput[]) => request(srv.url, addCustomLessons, { body, key });
const entry = (classID: string, lessonID: string, over: Partial<CustomLessonInput> = {}): CustomLessonInput => ({
  classID,
  lessonID,
  lessonEnabled: true,
  diagnosticEnabled: true,
  postEvalEnabled: false,
  postEvalAnswersEnabled: false,
  ...over,
});
const stored = () => srv.database.db.select().from(customLessons);
const DEFAULTS = { lessonEnabled: true, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false };

describe('GET /api/customlesson/getCustomLessons', () => {
  it('gives a class with no stored rows the spec’s defaults for every lesson, in curriculum order', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const res = await read(teacher.key, cls.id);
    expect(res.status).toBe(200);
    // Ours come last (their courses are ordered after the shipped ones).
    expect(res.body.slice(-3)).toEqual([
      { id: null, classID: cls.id, lessonID: 'wt-nouns', courseID: 'wt-course-one', ...DEFAULTS },
      { id: null, classID: cls.id, lessonID: 'wt-verbs', courseID: 'wt-course-one', ...DEFAULTS },
      { id: null, classID: cls.id, lessonID: 'wt-commas', courseID: 'wt-course-two', ...DEFAULTS },
    ]);
    // One entry for every lesson of the curriculum, each with the defaults.
    const allLessons = await srv.database.db.select({ id: lessons.id }).from(lessons);
    expect(res.body).toHaveLength(allLessons.length);
    expect(new Set(res.body.map((l: { lessonID: string }) => l.lessonID))).toEqual(new Set(allLessons.map((l) => l.id)));
    for (const row of res.body) expect(row).toEqual({ id: null, classID: cls.id, lessonID: row.lessonID, courseID: row.courseID, ...DEFAULTS });
    expect(await stored()).toEqual([]);
  });

  it('lets a student of the class read it, and nobody from elsewhere', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    await update(teacher.key, [entry(cls.id, 'wt-verbs', { lessonEnabled: false })]);
    const mine = await read(student.key, cls.id);
    expect(mine.status).toBe(200);
    expect(mine.body.find((l: { lessonID: string }) => l.lessonID === 'wt-verbs').lessonEnabled).toBe(false);

    const elsewhere = await teacherWithClass(srv);
    const outsider = await registerStudent(srv, elsewhere.cls.code);
    expect(await read(outsider.key, cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await read(elsewhere.teacher.key, cls.id)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await read(null, cls.id)).status).toBe(401);
    expect((await read(teacher.key, 'not-a-uuid')).status).toBe(400);
  });
});

describe('POST /api/customlesson/update and /add', () => {
  it('stores a change that survives a reload, and only for that class', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const other = await createClass(srv, teacher.key, { name: 'Room 14' });
    const res = await update(teacher.key, [entry(cls.id, 'wt-verbs', { lessonEnabled: false })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(String), classID: cls.id, lessonID: 'wt-verbs', courseID: 'wt-course-one', ...DEFAULTS, lessonEnabled: false }]);

    const again = await read(teacher.key, cls.id);
    const byLesson = (list: { lessonID: string }[], id: string) => list.find((l) => l.lessonID === id);
    expect(byLesson(again.body, 'wt-verbs')).toEqual(res.body[0]);
    expect(byLesson(again.body, 'wt-nouns')).toMatchObject({ id: null, lessonEnabled: true });
    expect((await read(teacher.key, other.id)).body.every((l: { lessonEnabled: boolean; id: null }) => l.lessonEnabled && l.id === null)).toBe(true);
  });

  it('upserts by class and lesson through either path: one row, the last values', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const first = await add(teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false })]);
    const second = await update(teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: true, id: first.body[0].id })]);
    const third = await add(teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false }), entry(cls.id, 'wt-nouns', { lessonEnabled: true })]);
    expect(second.body[0].id).toBe(first.body[0].id);
    expect(third.body).toEqual([expect.objectContaining({ id: first.body[0].id, lessonEnabled: true })]);
    expect(await stored()).toHaveLength(1);
  });

  it('takes the course from the lesson, whatever courseID is sent', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await makePaid(srv, teacher.user.id);
    const res = await update(teacher.key, [entry(cls.id, 'wt-commas', { courseID: 'wt-course-one', postEvalEnabled: true, postEvalAnswersEnabled: true })]);
    expect(res.body[0]).toMatchObject({ courseID: 'wt-course-two', postEvalEnabled: true, postEvalAnswersEnabled: true });
  });

  it('refuses a trial account turning post-evaluations on or changing the pre-test, with 412 and the spec’s words', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(teacher.user.paymentPlan).toBe('trial');
    const refusal = { status: 412, body: { message: messages.postEvalsNotOnTrial } };
    expect(messages.postEvalsNotOnTrial).toBe('Post-Evaluations are not enabled on trial accounts.');
    expect(await update(teacher.key, [entry(cls.id, 'wt-nouns', { postEvalEnabled: true })])).toEqual(refusal);
    expect(await add(teacher.key, [entry(cls.id, 'wt-nouns', { postEvalAnswersEnabled: true })])).toEqual(refusal);
    expect(await update(teacher.key, [entry(cls.id, 'wt-nouns', { diagnosticEnabled: false })])).toEqual(refusal);
    // One refused entry refuses the whole list: nothing is half-saved.
    expect(await update(teacher.key, [entry(cls.id, 'wt-verbs', { lessonEnabled: false }), entry(cls.id, 'wt-nouns', { postEvalEnabled: true })])).toEqual(refusal);
    expect(await stored()).toEqual([]);
    // The lesson switch is theirs to use.
    const ok = await update(teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false })]);
    expect(ok.status).toBe(200);
  });

  it('lets a paying teacher enable post-evaluations and their answers', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await makePaid(srv, teacher.user.id);
    const res = await update(teacher.key, [entry(cls.id, 'wt-nouns', { postEvalEnabled: true, postEvalAnswersEnabled: true, diagnosticEnabled: false })]);
    expect(res.status).toBe(200);
    expect((await read(teacher.key, cls.id)).body.find((l: { lessonID: string }) => l.lessonID === 'wt-nouns')).toMatchObject({ postEvalEnabled: true, postEvalAnswersEnabled: true, diagnosticEnabled: false });
  });

  it('answers 404 for another teacher’s class or an unknown lesson, 403 for students, 401 without a key', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const stranger = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await update(stranger.teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false })])).toEqual({ status: 404, body: { message: messages.notFound } });
    // Mixing one of their own classes with someone else's changes nothing either.
    expect((await update(stranger.teacher.key, [entry(stranger.cls.id, 'wt-nouns'), entry(cls.id, 'wt-nouns', { lessonEnabled: false })])).status).toBe(404);
    expect(await update(teacher.key, [entry(cls.id, 'no-such-lesson')])).toEqual({ status: 404, body: { message: messages.lessonGone } });
    expect((await update(student.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false })])).status).toBe(403);
    expect((await add(null, [entry(cls.id, 'wt-nouns')])).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('answers 400 for an empty or malformed list', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect((await update(teacher.key, [])).status).toBe(400);
    const bad = await raw(`${srv.url}/api/customlesson/update`, { method: 'POST', key: teacher.key, body: [{ classID: cls.id, lessonID: 'wt-nouns' }] });
    expect(bad.status).toBe(400);
    const notList = await raw(`${srv.url}/api/customlesson/update`, { method: 'POST', key: teacher.key, body: { classID: cls.id } });
    expect(notList.status).toBe(400);
  });

  it('refuses changes while the teacher’s account is inactive (412)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await makeExpired(srv, teacher.user.id);
    expect(await update(teacher.key, [entry(cls.id, 'wt-nouns', { lessonEnabled: false })])).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
  });
});
