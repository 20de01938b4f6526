import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getLessonVideo, lessonVideoMessages, saveLessonVideo } from '../../src/shared/api/lessonVideos';
import { deleteClass } from '../../src/shared/api/classes';
import { messages } from '../../src/shared/messages';
import { classLessonVideos } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { createAdmin } from './admin-fixtures';
import { makeExpired } from './writing-fixtures';

/**
 * A class's own video per lesson (issue 27, "A lesson to watch"), over HTTP on the real app:
 * GET /lesson/video and POST /teacher/lessonvideo. The lesson is the shipped Nouns lesson.
 */
const LESSON = 'pos-nouns';
const OTHER_LESSON = 'pos-verbs';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const read = (key: string | null, query: { lessonID: string; classID?: string }) => request(srv.url, getLessonVideo, { query, key });
const save = (key: string | null, classID: string, url: string | null, lessonID = LESSON) =>
  request(srv.url, saveLessonVideo, { body: { classID, lessonID, url }, key });
const stored = () => srv.database.db.select().from(classLessonVideos);

describe('POST /api/teacher/lessonvideo and GET /api/lesson/video', () => {
  it('lets a teacher set, read, change and remove the video of one class for one lesson', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const other = await createClass(srv, teacher.key, { name: 'Room 14' });
    expect(await read(teacher.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 200, body: { url: null } });

    expect(await save(teacher.key, cls.id, `  ${YOUTUBE} `)).toEqual({ status: 200, body: { url: YOUTUBE } });
    expect(await read(teacher.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 200, body: { url: YOUTUBE } });
    // Only that class, only that lesson.
    expect((await read(teacher.key, { lessonID: LESSON, classID: other.id })).body).toEqual({ url: null });
    expect((await read(teacher.key, { lessonID: OTHER_LESSON, classID: cls.id })).body).toEqual({ url: null });

    // A second save replaces the first (one row per class and lesson).
    for (const url of ['https://vimeo.com/76979871', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view?usp=sharing', 'https://youtu.be/dQw4w9WgXcQ']) {
      expect(await save(teacher.key, cls.id, url)).toEqual({ status: 200, body: { url } });
    }
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ classID: cls.id, lessonID: LESSON, url: 'https://youtu.be/dQw4w9WgXcQ' });

    // null removes it, and so does "".
    expect(await save(teacher.key, cls.id, null)).toEqual({ status: 200, body: { url: null } });
    expect(await read(teacher.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 200, body: { url: null } });
    await save(teacher.key, cls.id, 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
    expect(await save(teacher.key, cls.id, '')).toEqual({ status: 200, body: { url: null } });
    expect(await stored()).toEqual([]);
    // Removing what is not there is fine too.
    expect(await save(teacher.key, cls.id, null)).toEqual({ status: 200, body: { url: null } });
  });

  it("gives a student their own class's video, whatever class they name, and nobody else's", async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await read(student.key, { lessonID: LESSON })).toEqual({ status: 200, body: { url: null } });
    await save(teacher.key, cls.id, YOUTUBE);
    expect(await read(student.key, { lessonID: LESSON })).toEqual({ status: 200, body: { url: YOUTUBE } });
    expect((await read(student.key, { lessonID: OTHER_LESSON })).body).toEqual({ url: null });

    // A student of another class sees none of it, even naming this class.
    const elsewhere = await teacherWithClass(srv);
    const outsider = await registerStudent(srv, elsewhere.cls.code);
    expect(await read(outsider.key, { lessonID: LESSON })).toEqual({ status: 200, body: { url: null } });
    expect(await read(outsider.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 200, body: { url: null } });
    await save(elsewhere.teacher.key, elsewhere.cls.id, 'https://vimeo.com/1');
    expect((await read(student.key, { lessonID: LESSON, classID: elsewhere.cls.id })).body).toEqual({ url: YOUTUBE });
  });

  it("answers 404 to another teacher for the class's video, reading or writing, and changes nothing", async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await save(teacher.key, cls.id, YOUTUBE);
    const other = await teacherWithClass(srv);
    expect(await read(other.teacher.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await save(other.teacher.key, cls.id, 'https://vimeo.com/1')).toEqual({ status: 404, body: { message: messages.notFound } });
    expect(await save(other.teacher.key, cls.id, null)).toEqual({ status: 404, body: { message: messages.notFound } });
    // A class that does not exist is the same 404.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await read(teacher.key, { lessonID: LESSON, classID: unknown })).status).toBe(404);
    expect((await save(teacher.key, unknown, YOUTUBE)).status).toBe(404);
    expect((await stored()).map((r) => r.url)).toEqual([YOUTUBE]);
  });

  it('refuses a link that is not an https YouTube, Vimeo or Google Drive video with 400 and a clear message', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const bad = [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?list=PL123',
      'https://www.youtube.com/channel/UC123456789',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUv',
      'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUv/edit',
      'https://example.org/video.mp4',
      'javascript:alert(1)',
      'not a link',
    ];
    for (const url of bad) {
      expect(await save(teacher.key, cls.id, url), url).toEqual({ status: 400, body: { message: lessonVideoMessages.badUrl } });
    }
    expect(await save(teacher.key, cls.id, `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(500)}`)).toEqual({
      status: 400,
      body: { message: lessonVideoMessages.tooLong },
    });
    expect(await stored()).toEqual([]);
    // In the reader's language.
    const spanish = await raw(`${srv.url}/api${saveLessonVideo.path}`, {
      method: 'POST',
      key: teacher.key,
      body: { classID: cls.id, lessonID: LESSON, url: 'https://example.org/v' },
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish).toEqual({ status: 400, body: { message: 'Pega un enlace https de un video de YouTube, Vimeo o Google Drive.' } });
  });

  it('lets no student set one (403), nor anyone signed out (401)', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await save(student.key, cls.id, YOUTUBE)).toEqual({ status: 403, body: { message: messages.forbidden } });
    // A bad link from a student is still 403: who may ask comes first.
    expect((await save(student.key, cls.id, 'nope')).status).toBe(403);
    expect((await save(null, cls.id, YOUTUBE)).status).toBe(401);
    expect((await read(null, { lessonID: LESSON })).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('asks a teacher which class (400), refuses an unknown lesson (404) and an account that has ended (412)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    expect(await read(teacher.key, { lessonID: LESSON })).toEqual({ status: 400, body: { message: lessonVideoMessages.chooseClass } });
    expect(await save(teacher.key, cls.id, YOUTUBE, 'no-such-lesson')).toEqual({ status: 404, body: { message: messages.lessonGone } });
    expect((await read(teacher.key, { lessonID: 'Not A Lesson!', classID: cls.id })).status).toBe(400);
    await makeExpired(srv, teacher.user.id);
    expect(await save(teacher.key, cls.id, YOUTUBE)).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    expect(await stored()).toEqual([]);
  });

  it("lets an admin read any class's video, and a deleted class takes its videos with it", async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await save(teacher.key, cls.id, YOUTUBE);
    const admin = await createAdmin(srv);
    expect(await read(admin.key, { lessonID: LESSON, classID: cls.id })).toEqual({ status: 200, body: { url: YOUTUBE } });
    // Setting one is for the class's own teacher.
    expect((await save(admin.key, cls.id, 'https://vimeo.com/1')).status).toBe(404);

    expect((await request(srv.url, deleteClass, { params: { id: cls.id }, key: teacher.key })).status).toBe(200);
    expect(await srv.database.db.select().from(classLessonVideos).where(eq(classLessonVideos.classID, cls.id))).toEqual([]);
  });
});
