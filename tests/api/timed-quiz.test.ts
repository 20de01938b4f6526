import { beforeEach, describe, expect, it } from 'vitest';
import { getQuizResults, getQuizStarts, resetQuizStarts, saveQuiz } from '../../src/shared/api/quizzes';
import { QUEUED_AT_HEADER } from '../../src/shared/api/sync';
import type { Quiz } from '../../src/shared/api/content';
import { QUIZ_TIME_GRACE_MS, QUIZ_TIME_LIMIT_MS } from '../../src/shared/domain/timedQuiz';
import { extraMessages } from '../../src/shared/messages';
import { quizResults, quizStarts } from '../../src/server/db/schema';
import { QUEUED_TRUST_MS } from '../../src/server/features/quizzes/timing';
import { raw, request } from './support/client';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, enablePostEval, firstLesson, save, start } from './quizzes-fixtures';
import { eq } from 'drizzle-orm';

/**
 * The timed quiz (LA §9 "Timed quiz: 1 hour", QUZ-39): the post-evaluation's hour runs from the
 * attempt's first open and is enforced by the server with the test server's injected clock.
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
  srv.clock.now = new Date('2026-03-02T09:00:00.000Z');
});

const MINUTE = 60_000;
const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const setClock = (minutes: number) => void (srv.clock.now = at(minutes));

/** A paid class with its first lesson's post-evaluation enabled. */
async function timedQuiz() {
  const room = await classroom(srv, { paid: true });
  const lesson = await firstLesson(srv, room.student.key);
  await enablePostEval(srv, room.cls.id, lesson.lesson.id, lesson.lesson.courseID);
  return { ...room, ...lesson };
}

/** A call as the outbox delivers it: with the time the student acted. */
const delivered = (path: string, key: string, body: unknown, queuedAt: Date) =>
  raw(`${srv.url}/api${path}`, {
    method: 'POST',
    key,
    body,
    headers: { [QUEUED_AT_HEADER]: queuedAt.toISOString(), 'Idempotency-Key': crypto.randomUUID() },
  });

const statusOf = async (key: string, lessonID: string, quizID: string) => {
  const res = await request(srv.url, getQuizResults, { key, query: { lessonID } });
  expect(res.status).toBe(200);
  return res.body.find((s: { quizID: string }) => s.quizID === quizID);
};

const stored = (studentID: string) => srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));

describe('the timed quiz (QUZ-39)', () => {
  it('the post-evaluation is timed: its hour starts at the first open and a second open keeps it', async () => {
    const { student, lesson, postEval, practice } = await timedQuiz();
    const first = await start(srv, student.key, postEval.id);
    expect(first).toEqual({
      status: 200,
      body: { opens: 1, remaining: 2, startedAt: T0.toISOString(), endsAt: at(60).toISOString() },
    });
    setClock(20);
    expect((await start(srv, student.key, postEval.id)).body).toEqual({
      opens: 2,
      remaining: 1,
      startedAt: T0.toISOString(),
      endsAt: at(60).toISOString(),
    });
    // The lesson's statuses (and so the offline copy) carry the same times for the page's countdown.
    expect(await statusOf(student.key, lesson.id, postEval.id)).toMatchObject({
      opens: 2,
      isLocked: false,
      startedAt: T0.toISOString(),
      endsAt: at(60).toISOString(),
    });
    // A practice set is not timed.
    expect((await start(srv, student.key, practice.id)).body).toEqual({ opens: 1, remaining: 2 });
    expect(await statusOf(student.key, lesson.id, practice.id)).not.toHaveProperty('endsAt');
  });

  it('a save within the hour (or its two-minute grace) counts', async () => {
    const { student, postEval } = await timedQuiz();
    await start(srv, student.key, postEval.id);
    setClock(60 + (QUIZ_TIME_GRACE_MS - 1000) / MINUTE);
    const saved = await save(srv, student.key, postEval);
    expect(saved.status).toBe(200);
    expect(saved.body.result.score).toBe(100);
  });

  it('a save that arrives after the hour is refused with 405 and a clear message; the quiz shows as locked until the teacher resets it', async () => {
    const { teacher, student, lesson, postEval } = await timedQuiz();
    await start(srv, student.key, postEval.id);
    setClock(60 + QUIZ_TIME_GRACE_MS / MINUTE + 1);
    expect(await save(srv, student.key, postEval)).toEqual({ status: 405, body: { message: extraMessages.quizSavedTooLate } });
    expect(await stored(student.user.id)).toEqual([]);

    // The student's lesson says locked (time up); opening it again is refused with its own message.
    expect(await statusOf(student.key, lesson.id, postEval.id)).toMatchObject({ isLocked: true, timeUp: true, isComplete: false });
    expect(await start(srv, student.key, postEval.id)).toEqual({ status: 405, body: { message: extraMessages.quizTimeUp } });

    // The teacher sees why, and resets it: a new attempt with a new hour.
    const starts = await request(srv.url, getQuizStarts, { key: teacher.key, query: { studentID: student.user.id } });
    expect(starts.status).toBe(200);
    expect(starts.body).toEqual([
      expect.objectContaining({
        quizID: postEval.id,
        lessonID: lesson.id,
        opens: 1,
        locked: 'timeUp',
        startedAt: T0.toISOString(),
        endsAt: at(60).toISOString(),
      }),
    ]);
    const reset = await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: postEval.id, studentID: student.user.id } });
    expect(reset.status).toBe(200);
    expect((await request(srv.url, getQuizStarts, { key: teacher.key, query: { studentID: student.user.id } })).body).toEqual([]);

    const again = await start(srv, student.key, postEval.id);
    expect(again.body).toMatchObject({ opens: 1, startedAt: srv.clock.now.toISOString() });
    setClock(60 + QUIZ_TIME_GRACE_MS / MINUTE + 30);
    expect((await save(srv, student.key, postEval)).status).toBe(200);
  });

  it('work finished offline within the hour counts when it arrives hours later (X-Queued-At)', async () => {
    const { student, postEval } = await timedQuiz();
    // Opened offline at 9:00 and finished at 9:50; the device reaches the server at noon.
    setClock(180);
    const opened = await delivered('/student/startquiz', student.key, { quizID: postEval.id }, T0);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ startedAt: T0.toISOString(), endsAt: at(60).toISOString() });
    const saved = await delivered(
      '/student/savequiz',
      student.key,
      { quizID: postEval.id, Answers: answers(postEval), Score: 100 },
      at(50),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result.score).toBe(100);
  });

  it('an offline save stamped after the hour is refused when it arrives', async () => {
    const { student, postEval } = await timedQuiz();
    setClock(180);
    expect((await delivered('/student/startquiz', student.key, { quizID: postEval.id }, T0)).status).toBe(200);
    const late = await delivered('/student/savequiz', student.key, { quizID: postEval.id, Answers: answers(postEval), Score: 100 }, at(70));
    expect(late).toEqual({ status: 405, body: { message: extraMessages.quizSavedTooLate } });
    expect(await stored(student.user.id)).toEqual([]);
  });

  it('a queued time is believed only between the first open and the arrival', async () => {
    const { student, postEval } = await timedQuiz();
    // A device clock running ahead: the open counts from when it arrived.
    const ahead = await delivered('/student/startquiz', student.key, { quizID: postEval.id }, at(45));
    expect(ahead.body).toMatchObject({ startedAt: T0.toISOString() });
    // Arriving at minute 40, stamped before the open: counted as at the open, so it saves.
    setClock(40);
    const early = await delivered(
      '/student/savequiz',
      student.key,
      { quizID: postEval.id, Answers: answers(postEval), Score: 100 },
      at(-30),
    );
    expect(early.status).toBe(200);
  });

  describe('time on the server (issue 26)', () => {
    const full = (quiz: Quiz) => ({
      quizID: quiz.id,
      Answers: answers(quiz),
      Score: 100,
    });

    it('the bypass is refused: a save stamped inside the hour that arrives two hours after the opening the server recorded', async () => {
      const { student, postEval } = await timedQuiz();
      expect((await start(srv, student.key, postEval.id)).status).toBe(200);
      const [row] = await srv.database.db.select().from(quizStarts).where(eq(quizStarts.studentID, student.user.id));
      expect(row).toMatchObject({ startedAt: T0, seenAt: T0 });
      setClock(120);
      const forged = await delivered('/student/savequiz', student.key, full(postEval), at(30));
      expect(forged).toEqual({ status: 405, body: { message: extraMessages.quizSavedTooLate } });
      // Just past what the server allows for a save held back by the network (5 minutes after the hour and its grace).
      setClock(60 + QUIZ_TIME_GRACE_MS / MINUTE + QUEUED_TRUST_MS / MINUTE + 0.1);
      expect((await delivered('/student/savequiz', student.key, full(postEval), at(59))).status).toBe(405);
      expect(await stored(student.user.id)).toEqual([]);
    });

    it('a save stamped inside the hour that the network held back a few minutes past it still counts', async () => {
      const { student, postEval } = await timedQuiz();
      await start(srv, student.key, postEval.id);
      setClock(60 + QUIZ_TIME_GRACE_MS / MINUTE + QUEUED_TRUST_MS / MINUTE - 0.1);
      const saved = await delivered('/student/savequiz', student.key, full(postEval), at(59));
      expect(saved.status).toBe(200);
      expect(saved.body.result.score).toBe(100);
    });

    it('an offline open has no server opening: the hour the server allows runs from its arrival, and the device’s own times must fit the hour', async () => {
      const { student, postEval } = await timedQuiz();
      // Opened offline at 9:00; the open reaches the server at noon (the countdown keeps 9:00).
      setClock(180);
      const opened = await delivered('/student/startquiz', student.key, { quizID: postEval.id }, T0);
      expect(opened.body).toMatchObject({ startedAt: T0.toISOString() });
      const [row] = await srv.database.db.select().from(quizStarts).where(eq(quizStarts.studentID, student.user.id));
      expect(row).toMatchObject({ startedAt: T0, seenAt: at(180) });
      // The device then stays away for another two hours: past the hour the server saw, refused
      // whatever it says (it says minute 50).
      setClock(180 + 68);
      expect((await delivered('/student/savequiz', student.key, full(postEval), at(50))).status).toBe(405);
      // Within it, the device's own account (minute 50 of its attempt) counts.
      setClock(180 + 60);
      expect((await delivered('/student/savequiz', student.key, full(postEval), at(50))).status).toBe(200);
    });

    it('a quiz never opened is timed from its first save: the save counts and the quiz is done', async () => {
      const { student, postEval } = await timedQuiz();
      setClock(300);
      // No open on record: the save is the first the server sees of the attempt, whatever time it carries.
      const saved = await delivered('/student/savequiz', student.key, full(postEval), at(-600));
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ score: 100, isLocked: true });
      expect((await start(srv, student.key, postEval.id)).body).toEqual({ message: extraMessages.quizLocked });
    });

    it('an honest offline attempt (opened and answered within the hour offline) counts when the device returns hours later', async () => {
      const { student, postEval } = await timedQuiz();
      // Opened at 9:00 and finished at 9:55 with no network; both reach the server at 15:00, in order.
      setClock(360);
      expect((await delivered('/student/startquiz', student.key, { quizID: postEval.id }, T0)).status).toBe(200);
      const saved = await delivered('/student/savequiz', student.key, full(postEval), at(55));
      expect(saved.status).toBe(200);
      expect(saved.body.result.score).toBe(100);
    });
  });

  it('an online save after the hour with no queued time is refused: the arrival is the submission', async () => {
    const { student, postEval } = await timedQuiz();
    await start(srv, student.key, postEval.id);
    setClock(QUIZ_TIME_LIMIT_MS / MINUTE + 5);
    const res = await request(srv.url, saveQuiz, {
      key: student.key,
      body: { quizID: postEval.id, Answers: answers(postEval, 2), Score: 0 },
    });
    expect(res.status).toBe(405);
  });

  it('untimed quizzes save whenever they arrive', async () => {
    const { student, practice } = await timedQuiz();
    await start(srv, student.key, practice.id);
    setClock(600);
    expect((await save(srv, student.key, practice)).status).toBe(200);
  });

  it('a teacher lists the quizzes a student opened, with the three-open lock (QUZ-32)', async () => {
    const { teacher, student, practice } = await timedQuiz();
    for (let i = 0; i < 3; i++) await start(srv, student.key, practice.id);
    const starts = await request(srv.url, getQuizStarts, { key: teacher.key, query: { studentID: student.user.id } });
    expect(starts.body).toEqual([expect.objectContaining({ quizID: practice.id, quizType: 2, opens: 3, locked: 'opens', endsAt: null })]);
    // Another student's starts are not a student's to read.
    expect((await request(srv.url, getQuizStarts, { key: student.key, query: { studentID: student.user.id } })).status).toBe(403);
    await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: practice.id, studentID: student.user.id } });
    expect((await start(srv, student.key, practice.id)).body).toEqual({ opens: 1, remaining: 2 });
  });
});
