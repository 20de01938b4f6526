import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQuizResults, getStudentQuizResult, resetQuizStarts, saveQuiz, startQuiz } from '../../src/shared/api/quizzes';
import { extraMessages, messages } from '../../src/shared/messages';
import { customLessons, quizResults, quizStarts, users } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { registerStudent } from './support/fixtures';
import { selectRows, testServer, type TestServer } from './support/server';
import { createAdmin } from './admin-fixtures';
import { answers, classroom, enablePostEval, firstLesson, rightAnswer, save, start, wrongAnswer } from './quizzes-fixtures';
import { sql } from 'drizzle-orm';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const storedResults = (studentID: string) =>
  srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, studentID));

describe('POST /student/startquiz', () => {
  it('counts opens, and the fourth open of an unsaved quiz is refused with 405 (QUZ-05, QUZ-30)', async () => {
    const { student } = await classroom(srv);
    const { practice, lesson } = await firstLesson(srv, student.key);
    expect((await start(srv, student.key, practice.id)).body).toEqual({ opens: 1, remaining: 2 });
    expect((await start(srv, student.key, practice.id)).body).toEqual({ opens: 2, remaining: 1 });
    expect((await start(srv, student.key, practice.id)).body).toEqual({ opens: 3, remaining: 0 });
    const fourth = await start(srv, student.key, practice.id);
    expect(fourth).toEqual({ status: 405, body: { message: extraMessages.quizLocked } });

    const status = await request(srv.url, getQuizResults, { key: student.key, query: { lessonID: lesson.id } });
    expect(status.status).toBe(200);
    expect(status.body.find((s: { quizID: string }) => s.quizID === practice.id)).toEqual({
      quizID: practice.id,
      result: null,
      opens: 3,
      isLocked: true,
      isComplete: false,
    });
  });

  it('the attempt begun by the third open still saves, and the save clears the opens', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    for (let i = 0; i < 3; i++) await start(srv, student.key, practice.id);
    const saved = await save(srv, student.key, practice);
    expect(saved.status).toBe(200);
    const opens = await srv.database.db.select().from(quizStarts).where(eq(quizStarts.studentID, student.user.id));
    expect(opens).toEqual([]);
  });

  it('a completed quiz is locked: starting it again is 405 (QUZ-29)', async () => {
    const { student } = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    await start(srv, student.key, pretest.id);
    expect((await save(srv, student.key, pretest)).status).toBe(200);
    expect(await start(srv, student.key, pretest.id)).toEqual({ status: 405, body: { message: extraMessages.quizLocked } });
  });

  it('teachers and admins preview: {opens: 0, remaining: 3} and nothing is stored', async () => {
    const { teacher } = await classroom(srv);
    const admin = await createAdmin(srv);
    const { practice } = await firstLesson(srv, teacher.key);
    for (const key of [teacher.key, teacher.key, teacher.key, teacher.key, admin.key]) {
      expect((await start(srv, key, practice.id)).body).toEqual({ opens: 0, remaining: 3 });
    }
    expect(await srv.database.db.select().from(quizStarts)).toEqual([]);
  });

  it('an unknown quiz is 404, a malformed id 400, no key 401', async () => {
    const { student } = await classroom(srv);
    expect(await start(srv, student.key, 'no-such-quiz')).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await start(srv, student.key, 'NOT A QUIZ')).status).toBe(400);
    expect((await request(srv.url, startQuiz, { body: { quizID: 'no-such-quiz' } })).status).toBe(401);
  });

  it('a student whose teacher is no longer active cannot start a quiz (412)', async () => {
    const { teacher, student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    await srv.database.db.update(users).set({ paymentPlan: 'expired' }).where(eq(users.id, teacher.user.id));
    expect(await start(srv, student.key, practice.id)).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
    // Work done before the lapse (e.g. offline) is still saved.
    expect((await save(srv, student.key, practice)).status).toBe(200);
  });

  it("a lesson turned off for the student's class cannot be started", async () => {
    const { cls, student } = await classroom(srv);
    const { lesson, practice } = await firstLesson(srv, student.key);
    await srv.database.db.insert(customLessons).values({ classID: cls.id, lessonID: lesson.id, courseID: lesson.courseID, lessonEnabled: false });
    expect(await start(srv, student.key, practice.id)).toEqual({ status: 404, body: { message: messages.lessonGone } });
  });
});

describe('POST /student/savequiz', () => {
  it('scores on the server, ignores the Score sent, and stores every answer with isCorrect (QUZ-16, QUZ-17)', async () => {
    const { cls, student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const total = practice.questions.length;
    await start(srv, student.key, practice.id);
    const res = await save(srv, student.key, practice, 5, 100);
    expect(res.status).toBe(200);
    const expected = Math.round((100 * 5) / total);
    expect(res.body.result).toMatchObject({
      studentID: student.user.id,
      quizID: practice.id,
      lessonID: practice.lessonID,
      score: expected,
      isComplete: true,
      isLocked: true,
      overrideScore: false,
    });
    expect(res.body.result.answers).toEqual(
      practice.questions.map((q, i) => ({ questionID: q.id, answer: i < 5 ? rightAnswer(q) : wrongAnswer(q), isCorrect: i < 5 })),
    );
    const [row] = await storedResults(student.user.id);
    expect(row).toMatchObject({ id: res.body.result.id, score: expected, classID: cls.id, overrideScore: false });
    expect(row!.answers).toEqual(res.body.result.answers);
  });

  it('compares blanks trimmed and lower-cased, and choices by the exact option (QUZ-14, QUZ-15)', async () => {
    const { student } = await classroom(srv);
    const { quizzes } = await firstLesson(srv, student.key);
    const quiz = quizzes.find((q) => q.questions.some((x) => x.type === 'blank') && q.questions.some((x) => x.type === 'choice'))!;
    const Answers = quiz.questions.map((q) => ({
      questionID: q.id,
      answer: q.type === 'blank' ? `  ${q.correctAnswer.toUpperCase()} ` : ` ${rightAnswer(q)}`,
    }));
    const res = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: quiz.id, Answers, Score: 0 } });
    expect(res.status).toBe(200);
    for (const a of res.body.result.answers) {
      const q = quiz.questions.find((x) => x.id === a.questionID)!;
      expect(a.isCorrect, q.type).toBe(q.type === 'blank');
    }
  });

  it('an unanswered question counts as wrong and the result is marked incomplete', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const Answers = answers(practice).slice(0, 4);
    const res = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: practice.id, Answers, Score: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ score: Math.round(400 / practice.questions.length), isComplete: false });
    expect(res.body.result.answers).toHaveLength(4);
  });

  it("a teacher's run is not saved: 403 'Only students can save score results.' (QUZ-28)", async () => {
    const { teacher } = await classroom(srv);
    const admin = await createAdmin(srv);
    const { practice } = await firstLesson(srv, teacher.key);
    for (const key of [teacher.key, admin.key]) {
      expect(await save(srv, key, practice)).toEqual({ status: 403, body: { message: messages.onlyStudentsSaveScores } });
    }
    expect(messages.onlyStudentsSaveScores).toBe('Only students can save score results.');
    expect(await srv.database.db.select().from(quizResults)).toEqual([]);
  });

  it('a second attempt at a completed quiz is 405 and stores nothing', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    expect((await save(srv, student.key, practice, 3)).status).toBe(200);
    expect(await save(srv, student.key, practice, 8)).toEqual({ status: 405, body: { message: extraMessages.quizLocked } });
    expect(await storedResults(student.user.id)).toHaveLength(1);
  });

  it('a replay of the same save (a device that never got the answer) returns the stored result, saved once', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const first = await save(srv, student.key, practice, 3);
    const replay = await save(srv, student.key, practice, 3);
    expect(replay).toEqual({ status: 200, body: { result: first.body.result, earnedBadge: null, earnedBadges: [] } });
    expect(await storedResults(student.user.id)).toHaveLength(1);
  });

  it('two different saves at once store one result', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const both = await Promise.all([save(srv, student.key, practice, 2), save(srv, student.key, practice, 7)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 405]);
    expect(await storedResults(student.user.id)).toHaveLength(1);
  });

  it('the same save sent twice at once stores one result and answers both', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const both = await Promise.all([save(srv, student.key, practice), save(srv, student.key, practice)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.result.id).toBe(both[1]!.body.result.id);
    expect(await storedResults(student.user.id)).toHaveLength(1);
  });

  it('refuses an unknown quiz (404), answers to questions not in it or twice (400), and a malformed body (400)', async () => {
    const { student } = await classroom(srv);
    const { practice, pretest } = await firstLesson(srv, student.key);
    const call = (body: unknown) => raw(`${srv.url}/api/student/savequiz`, { method: 'POST', key: student.key, body });
    expect(await call({ quizID: 'no-such-quiz', Answers: [], Score: 0 })).toEqual({ status: 404, body: { message: messages.notFound } });
    const foreign = [...answers(practice).slice(0, 3), { questionID: pretest.questions[0]!.id, answer: 'x' }];
    expect(await call({ quizID: practice.id, Answers: foreign })).toEqual({ status: 400, body: { message: extraMessages.answersUnknownQuestion } });
    const twice = [...answers(practice).slice(0, 3), answers(practice)[0]];
    expect(await call({ quizID: practice.id, Answers: twice })).toEqual({ status: 400, body: { message: extraMessages.answersDuplicateQuestion } });
    expect((await call({ quizID: practice.id, Answers: 'all right' })).status).toBe(400);
    expect((await call({ quizID: practice.id, Answers: [{ questionID: practice.questions[0]!.id, answer: 'x'.repeat(501) }] })).status).toBe(400);
    expect((await call({ quizID: practice.id })).status).toBe(400);
    expect(await storedResults(student.user.id)).toEqual([]);
  });

  it('saves for the key holder only: a studentID in the body changes nothing', async () => {
    const { cls, student } = await classroom(srv);
    const other = await registerStudent(srv, cls.code);
    const { practice } = await firstLesson(srv, student.key);
    const res = await raw(`${srv.url}/api/student/savequiz`, {
      method: 'POST',
      key: student.key,
      body: { quizID: practice.id, Answers: answers(practice), Score: 100, studentID: other.user.id, StudentID: other.user.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.studentID).toBe(student.user.id);
    expect(await storedResults(other.user.id)).toEqual([]);
  });
});

describe('post-evaluations', () => {
  it("are closed until the class enables them: 405 'Your teacher must enable the Post-Evaluation before you can proceed.' (QUZ-34)", async () => {
    const { student } = await classroom(srv, { paid: true });
    const { postEval } = await firstLesson(srv, student.key);
    const expected = { status: 405, body: { message: 'Your teacher must enable the Post-Evaluation before you can proceed.' } };
    expect(await start(srv, student.key, postEval.id)).toEqual(expected);
    expect(await save(srv, student.key, postEval)).toEqual(expected);
    expect(await storedResults(student.user.id)).toEqual([]);
  });

  it('open once the class has them enabled (CUS-15)', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const { lesson, postEval } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    // The post-evaluation is the timed quiz (tests/api/timed-quiz.test.ts): its hour comes with the open.
    expect((await start(srv, student.key, postEval.id)).body).toEqual({
      opens: 1,
      remaining: 2,
      startedAt: srv.clock.now.toISOString(),
      endsAt: new Date(srv.clock.now.getTime() + 3_600_000).toISOString(),
    });
    expect((await save(srv, student.key, postEval)).status).toBe(200);
  });

  it("stay closed for a trial teacher's class even when switched on (QUZ-37)", async () => {
    const { cls, student } = await classroom(srv);
    const { lesson, postEval } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    expect((await start(srv, student.key, postEval.id)).status).toBe(405);
  });

  it("one class's switch does not open another class's post-evaluation (CUS-17)", async () => {
    const a = await classroom(srv, { paid: true });
    const b = await classroom(srv, { paid: true });
    const { lesson, postEval } = await firstLesson(srv, a.student.key);
    await enablePostEval(srv, a.cls.id, lesson.id, lesson.courseID);
    expect((await start(srv, a.student.key, postEval.id)).status).toBe(200);
    expect((await start(srv, b.student.key, postEval.id)).status).toBe(405);
  });
});

describe('GET /student/getquizresults', () => {
  it("lists the caller's status per quiz of the lesson, in quiz order", async () => {
    const { student } = await classroom(srv);
    const { lesson, quizzes, pretest } = await firstLesson(srv, student.key);
    const saved = await save(srv, student.key, pretest, 8);
    const res = await request(srv.url, getQuizResults, { key: student.key, query: { lessonID: lesson.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { quizID: string }) => s.quizID)).toEqual(quizzes.map((q) => q.id));
    expect(res.body[0]).toEqual({ quizID: pretest.id, result: saved.body.result, opens: 0, isLocked: true, isComplete: true });
    expect(res.body[1]).toEqual({ quizID: quizzes[1]!.id, result: null, opens: 0, isLocked: false, isComplete: false });
  });

  it("shows a student nothing of a classmate's results", async () => {
    const { cls, student } = await classroom(srv);
    const other = await registerStudent(srv, cls.code);
    const { lesson, pretest } = await firstLesson(srv, student.key);
    await save(srv, student.key, pretest);
    const res = await request(srv.url, getQuizResults, { key: other.key, query: { lessonID: lesson.id } });
    expect(res.body.every((s: { result: unknown }) => s.result === null)).toBe(true);
  });

  it('gives teachers every quiz open, and answers 404 for an unknown lesson', async () => {
    const { teacher } = await classroom(srv);
    const { lesson } = await firstLesson(srv, teacher.key);
    const res = await request(srv.url, getQuizResults, { key: teacher.key, query: { lessonID: lesson.id } });
    expect(res.body).toHaveLength(5);
    expect(res.body.every((s: { isLocked: boolean; result: unknown }) => !s.isLocked && s.result === null)).toBe(true);
    const unknown = await request(srv.url, getQuizResults, { key: teacher.key, query: { lessonID: 'no-such-lesson' } });
    expect(unknown).toEqual({ status: 404, body: { message: messages.lessonGone } });
  });
});

describe('GET /progress/getstudentquizresult', () => {
  it('returns the result with its answers to the student and to their teacher (PRG-33)', async () => {
    const { teacher, student } = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    const saved = (await save(srv, student.key, pretest, 6)).body.result;
    for (const key of [student.key, teacher.key, (await createAdmin(srv)).key]) {
      const res = await request(srv.url, getStudentQuizResult, { key, query: { quizresultid: saved.id } });
      expect(res).toEqual({ status: 200, body: saved });
    }
  });

  it("answers 404 to a classmate, another teacher, and for an unknown id", async () => {
    const { cls, student } = await classroom(srv);
    const classmate = await registerStudent(srv, cls.code);
    const stranger = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    const saved = (await save(srv, student.key, pretest)).body.result;
    for (const key of [classmate.key, stranger.teacher.key]) {
      const res = await request(srv.url, getStudentQuizResult, { key, query: { quizresultid: saved.id } });
      expect(res).toEqual({ status: 404, body: { message: messages.notFound } });
    }
    const unknown = await request(srv.url, getStudentQuizResult, {
      key: student.key,
      query: { quizresultid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('the teacher of the class a result was taken in still reads it after the student moved away', async () => {
    const { teacher, student } = await classroom(srv);
    const other = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    const saved = (await save(srv, student.key, pretest)).body.result;
    await srv.database.db.execute(sql`update class_students set class_id = ${other.cls.id} where student_id = ${student.user.id}`);
    expect((await request(srv.url, getStudentQuizResult, { key: teacher.key, query: { quizresultid: saved.id } })).status).toBe(200);
    expect((await request(srv.url, getStudentQuizResult, { key: other.teacher.key, query: { quizresultid: saved.id } })).status).toBe(200);
  });
});

describe('POST /student/resetquizstarts', () => {
  it('lets the student take the quiz again: opens back to 0 and the result overridden (QUZ-32)', async () => {
    const { teacher, student } = await classroom(srv);
    const { lesson, pretest } = await firstLesson(srv, student.key);
    const first = (await save(srv, student.key, pretest, 2)).body.result;
    expect((await start(srv, student.key, pretest.id)).status).toBe(405);

    const res = await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: pretest.id, studentID: student.user.id } });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect((await start(srv, student.key, pretest.id)).body).toEqual({ opens: 1, remaining: 2 });
    const old = await request(srv.url, getStudentQuizResult, { key: student.key, query: { quizresultid: first.id } });
    expect(old.body).toMatchObject({ overrideScore: true, isLocked: false, score: first.score });
    const status = await request(srv.url, getQuizResults, { key: student.key, query: { lessonID: lesson.id } });
    expect(status.body[0]).toMatchObject({ result: null, opens: 1, isLocked: false });
    expect((await save(srv, student.key, pretest)).status).toBe(200);
  });

  it('unlocks a quiz opened three times', async () => {
    const { teacher, student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    for (let i = 0; i < 3; i++) await start(srv, student.key, practice.id);
    await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: practice.id, studentID: student.user.id } });
    expect((await start(srv, student.key, practice.id)).status).toBe(200);
  });

  it("with a student's key resets nothing (403) (QUZ-33)", async () => {
    const { cls, student } = await classroom(srv);
    const classmate = await registerStudent(srv, cls.code);
    const { pretest } = await firstLesson(srv, student.key);
    await save(srv, student.key, pretest);
    for (const key of [student.key, classmate.key]) {
      const res = await request(srv.url, resetQuizStarts, { key, body: { quizID: pretest.id, studentID: student.user.id } });
      expect(res).toEqual({ status: 403, body: { message: messages.forbidden } });
    }
    expect((await storedResults(student.user.id))[0]!.overrideScore).toBe(false);
  });

  it("answers 404 to another teacher and for an unknown quiz; an admin may reset", async () => {
    const { student } = await classroom(srv);
    const stranger = await classroom(srv);
    const admin = await createAdmin(srv);
    const { pretest } = await firstLesson(srv, student.key);
    await save(srv, student.key, pretest);
    const reset = (key: string, quizID = pretest.id) =>
      request(srv.url, resetQuizStarts, { key, body: { quizID, studentID: student.user.id } });
    expect(await reset(stranger.teacher.key)).toEqual({ status: 404, body: { message: messages.notFound } });
    expect((await storedResults(student.user.id))[0]!.overrideScore).toBe(false);
    expect((await reset(admin.key, 'no-such-quiz')).status).toBe(404);
    expect((await reset(admin.key)).status).toBe(200);
    expect((await storedResults(student.user.id))[0]!.overrideScore).toBe(true);
  });
});

describe('the stored records', () => {
  it('keep results when the student leaves the class', async () => {
    const { student } = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    await save(srv, student.key, pretest);
    await srv.database.db.execute(sql`delete from class_students where student_id = ${student.user.id}`);
    const rows = await selectRows<{ n: number }>(srv.database, sql`select count(*)::int as n from quiz_results where student_id = ${student.user.id}`);
    expect(rows[0]!.n).toBe(1);
    const opens = await srv.database.db.select().from(quizStarts).where(and(eq(quizStarts.studentID, student.user.id)));
    expect(opens).toEqual([]);
  });
});
