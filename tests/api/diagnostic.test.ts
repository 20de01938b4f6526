import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteClass, getAllClasses } from '../../src/shared/api/classes';
import {
  canStudentTakeSuperDiagnostic,
  getAllTopics,
  getClassSuperDiagnostic,
  getCustomDiagnostics,
  getSuperDiagnostic,
  updateCustomDiagnostics,
} from '../../src/shared/api/diagnostic';
import { removeStudentFromClass, studentLeaveClass } from '../../src/shared/api/students';
import { extraMessages, messages } from '../../src/shared/messages';
import { diagnosticAnswers, diagnosticResults } from '../../src/server/db/schema';
import { raw, request } from './support/client';
import { createClass, registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { makeExpired } from './writing-fixtures';
import { answerKey, answersFor, chooseTopics, diagnosticClass, save, saveWithKey, setEnabled, shippedTopics, studentQuiz, takeAll } from './diagnostic-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const notFound = { status: 404, body: { message: messages.notFound } };
const answerRows = async (studentID?: string) =>
  Number(
    (await srv.database.db.select({ n: count() }).from(diagnosticAnswers).where(studentID ? eq(diagnosticAnswers.studentID, studentID) : undefined))[0]!.n,
  );
const resultRows = async () => srv.database.db.select().from(diagnosticResults);

describe('GET /api/topic/getall', () => {
  it('lists the topics by group and order: three groups, ten suggested (name ending " *"), each with lessons', async () => {
    const { teacher } = await teacherWithClass(srv);
    const res = await request(srv.url, getAllTopics, { key: teacher.key });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(24);
    const headers = res.body.map((t: { header: string }) => t.header);
    expect([...new Set(headers)]).toEqual(['Parts of Speech', 'Parts of the Sentence', 'Mechanics and Usage']);
    const suggested = res.body.filter((t: { suggested: boolean }) => t.suggested);
    expect(suggested).toHaveLength(10);
    for (const t of suggested) expect(t.name.endsWith(' *')).toBe(true);
    for (const t of res.body) {
      expect(t.lessonIDs.length).toBeGreaterThan(0);
      expect(t.questionCount).toBeGreaterThanOrEqual(5);
    }
    expect((await request(srv.url, getAllTopics, { key: null })).status).toBe(401);
  });
});

describe('building a class diagnostic', () => {
  it('gives a new class the suggested topics, and stores a change for that class only', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const other = await createClass(srv, teacher.key, { name: 'Room 14' });
    const read = (classID: string) => request(srv.url, getCustomDiagnostics, { key: teacher.key, params: { classID } });
    const first = await read(cls.id);
    expect(first.status).toBe(200);
    const topics = await shippedTopics();
    expect(first.body).toHaveLength(topics.length);
    for (const row of first.body) {
      const topic = topics.find((t) => t.id === row.topicID)!;
      expect(row).toEqual({ id: null, classID: cls.id, topicID: topic.id, diagnosticEnabled: topic.name.endsWith(' *') });
    }

    const res = await request(srv.url, updateCustomDiagnostics, {
      key: teacher.key,
      body: [{ id: 1700000000000, classID: cls.id, topicID: 'dg-plural-nouns', diagnosticEnabled: true }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(String), classID: cls.id, topicID: 'dg-plural-nouns', diagnosticEnabled: true }]);
    expect((await read(cls.id)).body.find((r: { topicID: string }) => r.topicID === 'dg-plural-nouns')).toEqual(res.body[0]);
    expect((await read(other.id)).body.find((r: { topicID: string }) => r.topicID === 'dg-plural-nouns').diagnosticEnabled).toBe(false);
  });

  it('refuses other teachers (404), students (403), unknown topics (404) and bad input (400)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const stranger = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await request(srv.url, getCustomDiagnostics, { key: stranger.teacher.key, params: { classID: cls.id } })).toEqual(notFound);
    expect((await request(srv.url, getCustomDiagnostics, { key: student.key, params: { classID: cls.id } })).status).toBe(403);
    expect((await request(srv.url, getCustomDiagnostics, { key: teacher.key, params: { classID: 'nope' } })).status).toBe(400);
    const entry = { classID: cls.id, topicID: 'dg-commas', diagnosticEnabled: true };
    expect(await request(srv.url, updateCustomDiagnostics, { key: stranger.teacher.key, body: [entry] })).toEqual(notFound);
    expect((await request(srv.url, updateCustomDiagnostics, { key: student.key, body: [entry] })).status).toBe(403);
    expect(await request(srv.url, updateCustomDiagnostics, { key: teacher.key, body: [{ ...entry, topicID: 'dg-no-such-topic' }] })).toEqual({
      status: 404,
      body: { message: extraMessages.topicUnknown },
    });
    const empty = await raw(`${srv.url}/api/customdiagnostic/update`, { method: 'POST', key: teacher.key, body: [] });
    // A list-level problem has no field to name: the generic form message.
    expect(empty).toEqual({ status: 400, body: { message: messages.badRequest } });
    const notBool = await raw(`${srv.url}/api/customdiagnostic/update`, { method: 'POST', key: teacher.key, body: [{ ...entry, diagnosticEnabled: 'yes' }] });
    expect(notBool.status).toBe(400);
  });

  it('enabling needs an active topic; enabled locks the topics; one class only', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const other = await createClass(srv, teacher.key, { name: 'Room 14' });
    await chooseTopics(srv, teacher.key, cls.id, []);
    expect(await setEnabled(srv, teacher.key, cls.id, true)).toEqual({ status: 400, body: { message: 'Please enable at least one topic' } });
    await chooseTopics(srv, teacher.key, cls.id, ['dg-verbs']);
    expect(await setEnabled(srv, teacher.key, cls.id, true)).toEqual({ status: 200, body: { id: cls.id, superDiagnosticEnabled: true, deletedResults: 0 } });
    const classes = await request(srv.url, getAllClasses, { key: teacher.key });
    const enabled = Object.fromEntries(classes.body.map((c: { id: string; superDiagnosticEnabled: boolean }) => [c.id, c.superDiagnosticEnabled]));
    expect(enabled).toEqual({ [cls.id]: true, [other.id]: false });
    const locked = await request(srv.url, updateCustomDiagnostics, { key: teacher.key, body: [{ classID: cls.id, topicID: 'dg-commas', diagnosticEnabled: true }] });
    expect(locked).toEqual({ status: 405, body: { message: extraMessages.diagnosticTopicsLocked } });
    // The other class's topics stay editable.
    expect((await request(srv.url, updateCustomDiagnostics, { key: teacher.key, body: [{ classID: other.id, topicID: 'dg-commas', diagnosticEnabled: true }] })).status).toBe(200);
  });

  it('disabling checks the typed class name (trimmed) and deletes the class’s answers and results', async () => {
    const { teacher, cls, students } = await diagnosticClass(srv, { students: 2 });
    await takeAll(srv, students[0]!.key);
    const quiz = await studentQuiz(srv, students[1]!.key);
    await save(srv, students[1]!.key, quiz.id, await answersFor(quiz, 0, 5));
    expect(await answerRows()).toBe(15);

    expect(await setEnabled(srv, teacher.key, cls.id, false, 'Room 99')).toEqual({ status: 400, body: { message: 'Incorrect class name.' } });
    expect((await request(srv.url, getAllClasses, { key: teacher.key })).body[0].superDiagnosticEnabled).toBe(true);
    expect(await answerRows()).toBe(15);

    const off = await setEnabled(srv, teacher.key, cls.id, false, `  ${cls.name}  `);
    expect(off).toEqual({ status: 200, body: { id: cls.id, superDiagnosticEnabled: false, deletedResults: 2 } });
    expect(await answerRows()).toBe(0);
    expect(await resultRows()).toEqual([]);
    // Turned on again, the student can start over.
    await setEnabled(srv, teacher.key, cls.id, true);
    expect((await request(srv.url, canStudentTakeSuperDiagnostic, { key: students[0]!.key })).body).toEqual({ canTake: true, classID: cls.id });
  });

  it('another teacher cannot switch it (404), a student cannot (403), an inactive account cannot (412)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const stranger = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect(await setEnabled(srv, stranger.teacher.key, cls.id, true)).toEqual(notFound);
    expect((await setEnabled(srv, student.key, cls.id, true)).status).toBe(403);
    await makeExpired(srv, teacher.user.id);
    expect(await setEnabled(srv, teacher.key, cls.id, true)).toEqual({ status: 412, body: { message: messages.subscriptionRequired } });
  });
});

describe('taking the diagnostic', () => {
  it('is closed until the teacher enables it', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect((await request(srv.url, canStudentTakeSuperDiagnostic, { key: student.key })).body).toEqual({ canTake: false, classID: cls.id });
    expect(await request(srv.url, getSuperDiagnostic, { key: student.key })).toEqual({ status: 405, body: { message: extraMessages.diagnosticNotOpen } });
    const refused = await save(srv, student.key, cls.id, []);
    expect(refused).toEqual({ status: 405, body: { message: extraMessages.diagnosticNotOpen } });
  });

  it('gives the student the active topics’ questions in group and topic order, without the right answers', async () => {
    const { cls, students } = await diagnosticClass(srv, { topics: ['dg-commas', 'dg-nouns', 'dg-phrases'] });
    const quiz = await studentQuiz(srv, students[0]!.key);
    expect(quiz).toMatchObject({ id: cls.id, classID: cls.id, className: cls.name, answers: [], isComplete: false });
    // Parts of Speech, then Parts of the Sentence, then Mechanics and Usage, whatever order they were chosen in.
    expect(quiz.topics.map((t) => t.id)).toEqual(['dg-nouns', 'dg-phrases', 'dg-commas']);
    expect(quiz.questions).toHaveLength(15);
    expect(quiz.questions.map((q) => q.order)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(quiz.questions.slice(0, 5).every((q) => q.topicID === 'dg-nouns')).toBe(true);
    const text = JSON.stringify(quiz);
    expect(text).not.toContain('isAnswer');
    expect(text).not.toContain('correctAnswer');
    expect((await request(srv.url, canStudentTakeSuperDiagnostic, { key: students[0]!.key })).body).toEqual({ canTake: true, classID: cls.id });
  });

  it('lets the teacher preview the class diagnostic, and no one else', async () => {
    const { teacher, cls, students } = await diagnosticClass(srv);
    const stranger = await teacherWithClass(srv);
    const preview = await request(srv.url, getClassSuperDiagnostic, { key: teacher.key, params: { classID: cls.id } });
    expect(preview.status).toBe(200);
    expect(preview.body.questions).toHaveLength(10);
    expect(await request(srv.url, getClassSuperDiagnostic, { key: stranger.teacher.key, params: { classID: cls.id } })).toEqual(notFound);
    expect((await request(srv.url, getClassSuperDiagnostic, { key: students[0]!.key, params: { classID: cls.id } })).status).toBe(403);
    // The teacher's run is never saved.
    const quiz = preview.body;
    const key = await answerKey();
    const teacherSave = await save(srv, teacher.key, quiz.id, [{ questionID: quiz.questions[0].id, answer: key.get(quiz.questions[0].id)!.right }]);
    expect(teacherSave).toEqual({ status: 403, body: { message: 'Only students can save Diagnostic results!' } });
    expect(await answerRows()).toBe(0);
    expect((await request(srv.url, getSuperDiagnostic, { key: teacher.key })).status).toBe(403);
  });

  it('merges autosaves, resumes with the saved answers, completes on the last, then cannot be taken again', async () => {
    const { cls, students } = await diagnosticClass(srv);
    const me = students[0]!;
    let quiz = await studentQuiz(srv, me.key);
    const autosave = await save(srv, me.key, quiz.id, await answersFor(quiz, 0, 5));
    expect(autosave).toEqual({ status: 200, body: { answered: 5, total: 10, isComplete: false, canTake: true } });

    quiz = await studentQuiz(srv, me.key);
    expect(quiz.answers.map((a) => a.questionID)).toEqual(quiz.questions.slice(0, 5).map((q) => q.id));
    // Marked by the server: every answer was right although the page said false.
    expect(quiz.answers.every((a) => a.isCorrect)).toBe(true);

    const final = await save(srv, me.key, quiz.id, await answersFor(quiz, 0, 10, new Set([quiz.questions[9]!.id])));
    expect(final).toEqual({ status: 200, body: { answered: 10, total: 10, isComplete: true, canTake: false } });
    expect(await answerRows(me.user.id)).toBe(10);
    expect((await request(srv.url, canStudentTakeSuperDiagnostic, { key: me.key })).body).toEqual({ canTake: false, classID: cls.id });

    quiz = await studentQuiz(srv, me.key);
    expect(quiz.isComplete).toBe(true);
    expect(quiz.answers.filter((a) => !a.isCorrect).map((a) => a.questionID)).toEqual([quiz.questions[9]!.id]);
    // A repeat of saved answers is fine; changing one is refused.
    expect((await save(srv, me.key, quiz.id, await answersFor(quiz, 0, 5))).status).toBe(200);
    const changed = await save(srv, me.key, quiz.id, await answersFor(quiz, 0, 1, new Set([quiz.questions[0]!.id])));
    expect(changed).toEqual({ status: 405, body: { message: extraMessages.diagnosticAlreadyTaken } });
  });

  it('refuses unknown and repeated questions, another class’s quizID, and a student with no class', async () => {
    const { students } = await diagnosticClass(srv);
    const elsewhere = await diagnosticClass(srv);
    const quiz = await studentQuiz(srv, students[0]!.key);
    const [a] = await answersFor(quiz, 0, 1);
    expect(await save(srv, students[0]!.key, quiz.id, [{ questionID: 'dg-verbs-q1', answer: 'x' }])).toEqual({
      status: 400,
      body: { message: extraMessages.answersNotInDiagnostic },
    });
    expect(await save(srv, students[0]!.key, quiz.id, [a!, a!])).toEqual({ status: 400, body: { message: extraMessages.answersDuplicateQuestion } });
    expect(await save(srv, students[0]!.key, elsewhere.cls.id, [a!])).toEqual(notFound);
    expect((await save(srv, students[0]!.key, 'not-a-uuid', [a!])).status).toBe(400);
    const tooLong = await save(srv, students[0]!.key, quiz.id, [{ questionID: a!.questionID, answer: 'x'.repeat(501) }]);
    expect(tooLong).toEqual({ status: 400, body: { message: 'An answer can be at most 500 characters.' } });
    expect(await answerRows()).toBe(0);
    const leaver = students[0]!;
    await request(srv.url, studentLeaveClass, { key: leaver.key, body: { userID: leaver.user.id, classID: quiz.id } });
    expect(await save(srv, leaver.key, quiz.id, [a!])).toEqual({ status: 404, body: { message: extraMessages.noClassYet } });
    expect(await request(srv.url, getSuperDiagnostic, { key: leaver.key })).toEqual({ status: 404, body: { message: extraMessages.noClassYet } });
    expect((await request(srv.url, canStudentTakeSuperDiagnostic, { key: leaver.key })).body).toEqual({ canTake: false, classID: null });
  });

  it('stores a replayed save once (Idempotency-Key), and a repeat without a key merges into the same rows', async () => {
    const { students } = await diagnosticClass(srv);
    const me = students[0]!;
    const quiz = await studentQuiz(srv, me.key);
    const body = { quizID: quiz.id, Answers: await answersFor(quiz, 0, 5) };
    const first = await saveWithKey(srv, me.key, 'diag-autosave-1', body);
    const again = await saveWithKey(srv, me.key, 'diag-autosave-1', body);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await answerRows(me.user.id)).toBe(5);
    // Without a key (an older client), the same answers still land in the same five rows.
    expect((await save(srv, me.key, quiz.id, body.Answers)).body).toEqual({ answered: 5, total: 10, isComplete: false, canTake: true });
    expect(await answerRows(me.user.id)).toBe(5);
    // The same key for a different body is refused.
    expect((await saveWithKey(srv, me.key, 'diag-autosave-1', { ...body, Answers: body.Answers.slice(0, 2) })).status).toBe(422);
  });

  it('deletes a student’s results when they are removed from the class or leave it, and all of them with the class', async () => {
    const { teacher, cls, students } = await diagnosticClass(srv, { students: 3 });
    for (const s of students) await takeAll(srv, s.key);
    expect(await resultRows()).toHaveLength(3);
    expect((await request(srv.url, removeStudentFromClass, { key: teacher.key, body: { userID: students[0]!.user.id, classID: cls.id } })).status).toBe(200);
    expect((await resultRows()).map((r) => r.studentID).sort()).toEqual([students[1]!.user.id, students[2]!.user.id].sort());
    expect(await answerRows(students[0]!.user.id)).toBe(0);
    expect((await request(srv.url, studentLeaveClass, { key: students[1]!.key, body: { userID: students[1]!.user.id, classID: cls.id } })).status).toBe(200);
    expect((await resultRows()).map((r) => r.studentID)).toEqual([students[2]!.user.id]);
    expect((await request(srv.url, deleteClass, { key: teacher.key, params: { id: cls.id } })).status).toBe(200);
    expect(await resultRows()).toEqual([]);
    expect(await answerRows()).toBe(0);
  });
});
