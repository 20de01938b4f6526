import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Quiz } from '../../src/shared/api/content';
import { quizResults } from '../../src/server/db/schema';
import { registerStudent } from './support/fixtures';
import type { TestServer } from './support/server';
import { classroom, firstLesson, save } from './quizzes-fixtures';

/** Saves a quiz with `right` answers right and returns the stored result's id. */
export async function took(srv: TestServer, key: string, quiz: Quiz, right = quiz.questions.length): Promise<string> {
  const res = await save(srv, key, quiz, right);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id;
}

/** Moves a stored result to another time (to test date ranges). */
export async function backdate(srv: TestServer, resultID: string, at: Date) {
  await srv.database.db.update(quizResults).set({ createdAt: at }).where(eq(quizResults.id, resultID));
}

/** A quiz's score with `right` of its questions right, as the server scores it. */
export const scoreOf = (quiz: Quiz, right: number) => Math.round((100 * right) / quiz.questions.length);

/**
 * A paid teacher's class with two students (Ava Zimmer, Ben Adams): Ava took the pre-test
 * (all right) and PE 1 (one wrong) of the first lesson; Ben the pre-test with two right.
 */
export async function classWithProgress(srv: TestServer) {
  const room = await classroom(srv, { paid: true });
  const { teacher, cls } = room;
  const ava = await registerStudent(srv, cls.code, { first: 'Ava', last: 'Zimmer' });
  const ben = await registerStudent(srv, cls.code, { first: 'Ben', last: 'Adams' });
  const lesson = await firstLesson(srv, ava.key);
  const avaPretest = await took(srv, ava.key, lesson.pretest);
  const avaPractice = await took(srv, ava.key, lesson.practice, lesson.practice.questions.length - 1);
  const benPretest = await took(srv, ben.key, lesson.pretest, 2);
  return { teacher, cls, firstStudent: room.student, ava, ben, ...lesson, avaPretest, avaPractice, benPretest };
}
