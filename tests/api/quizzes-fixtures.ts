import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getAllLessons, getQuizzesOfLesson, type Quiz } from '../../src/shared/api/content';
import { saveQuiz, startQuiz } from '../../src/shared/api/quizzes';
import { getCatalog } from '../../src/server/content/catalog';
import { classStudents, customLessons, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/features/auth/sessions';
import { RoleID } from '../../src/shared/domain/roles';
import { request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import type { TestServer } from './support/server';
import { rightAnswer as encodedRightAnswer } from '../../src/shared/domain/items';

/** Puts a teacher on a paid plan for a year (post-evaluations are off on trial accounts). */
export async function makePaid(srv: TestServer, teacherID: string) {
  const yearOut = new Date(srv.clock.now.getTime() + 365 * 86_400_000);
  await srv.database.db
    .update(users)
    .set({ paymentPlan: 'masterAnnual_3', expirationDate: yearOut, maxStudents: 25 })
    .where(eq(users.id, teacherID));
}

/** A teacher (trial unless `paid`) with a class and one student in it. */
export async function classroom(srv: TestServer, opts: { paid?: boolean } = {}) {
  const { teacher, cls } = await teacherWithClass(srv);
  if (opts.paid) await makePaid(srv, teacher.user.id);
  const student = await registerStudent(srv, cls.code);
  return { teacher, cls, student };
}

/**
 * The first lesson of the loaded content and its five quizzes, in order, with their answer keys:
 * the server's own copy, since a student's post-evaluation comes without one.
 */
export async function firstLesson(srv: TestServer, key: string, index = 0) {
  const lessons = await request(srv.url, getAllLessons, { key });
  expect(lessons.status).toBe(200);
  const lesson = lessons.body[index];
  expect(lesson, 'the shipped curriculum is loaded').toBeDefined();
  const quizzes = await request(srv.url, getQuizzesOfLesson, { key, query: { lessonID: lesson.id } });
  expect(quizzes.status).toBe(200);
  const list: Quiz[] = (await getCatalog(srv.database.db)).quizzesOfLesson.get(lesson.id) ?? [];
  expect(list.map((q) => q.id)).toEqual(quizzes.body.map((q: { id: string }) => q.id));
  return { lesson, quizzes: list, pretest: list[0]!, practice: list[1]!, postEval: list[4]! };
}

/** The right answer to a question (the chosen option's text, or the blank's word). */
export const rightAnswer = (q: Quiz['questions'][number]) =>
  encodedRightAnswer(q);

/** A wrong answer to a question. */
export const wrongAnswer = (q: Quiz['questions'][number]) =>
  q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${encodedRightAnswer(q)}zz`;

/** Answers to every question, the first `right` of them right and the rest wrong. */
export function answers(quiz: Quiz, right = quiz.questions.length) {
  return quiz.questions.map((q, i) => ({ questionID: q.id, answer: i < right ? encodedRightAnswer(q) : wrongAnswer(q) }));
}

export const start = (srv: TestServer, key: string, quizID: string) => request(srv.url, startQuiz, { key, body: { quizID } });

export const save = (srv: TestServer, key: string, quiz: Quiz, right = quiz.questions.length, Score = 0) =>
  request(srv.url, saveQuiz, { key, body: { quizID: quiz.id, Answers: answers(quiz, right), Score } });

/** Turns a class's post-evaluation (and optionally its answers) on for one lesson, as Customize Lessons saves it. */
export async function enablePostEval(srv: TestServer, classID: string, lessonID: string, courseID: string, answersToo = false) {
  await srv.database.db
    .insert(customLessons)
    .values({ classID, lessonID, courseID, postEvalEnabled: true, postEvalAnswersEnabled: answersToo })
    .onConflictDoUpdate({
      target: [customLessons.classID, customLessons.lessonID],
      set: { postEvalEnabled: true, postEvalAnswersEnabled: answersToo },
    });
}

/** `count` more students in the class, made directly (registration's argon2 would dominate), each with a session key. */
export async function studentsIn(srv: TestServer, classID: string, count: number, name = 'Batch') {
  const rows = await srv.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        roleID: RoleID.Student,
        first: name,
        last: `S${i}`,
        username: `${name.toLowerCase()}.${i}.${Date.now()}`,
      })),
    )
    .returning({ id: users.id });
  await srv.database.db.insert(classStudents).values(rows.map((r) => ({ studentID: r.id, classID })));
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, key: await createSession(srv.database.db, r.id, { now: srv.clock.now, days: 1 }) })),
  );
}
