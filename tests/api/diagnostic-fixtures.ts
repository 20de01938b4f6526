import { expect } from 'vitest';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import type { DiagnosticTopic } from '../../src/shared/content/schema';
import {
  getSuperDiagnostic,
  saveSuperDiagnostic,
  updateClassSuperDiagnostic,
  updateCustomDiagnostics,
  type DiagnosticQuiz,
} from '../../src/shared/api/diagnostic';
import { raw, request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import type { TestServer } from './support/server';

/** The shipped topics with their right answers (the API never sends them to a student). */
let shipped: DiagnosticTopic[] | undefined;
export async function shippedTopics(): Promise<DiagnosticTopic[]> {
  shipped ??= (await readPackFolder(SHIPPED_PACK_DIR)).pack!.topics;
  return shipped;
}

export async function answerKey(): Promise<Map<string, { right: string; wrong: string }>> {
  const key = new Map<string, { right: string; wrong: string }>();
  for (const t of await shippedTopics()) {
    for (const q of t.questions) {
      if (q.type === 'choice') key.set(q.id, { right: q.options.find((o) => o.isAnswer)!.option, wrong: q.options.find((o) => !o.isAnswer)!.option });
      else key.set(q.id, { right: q.correctAnswer, wrong: `${q.correctAnswer}zz` });
    }
  }
  return key;
}

/** Only these topics on for the class (every other topic off). */
export async function chooseTopics(srv: TestServer, key: string, classID: string, topicIDs: string[]) {
  const all = await shippedTopics();
  const res = await request(srv.url, updateCustomDiagnostics, {
    key,
    body: all.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: topicIDs.includes(t.id) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function setEnabled(srv: TestServer, key: string, classID: string, on: boolean, className?: string) {
  return request(srv.url, updateClassSuperDiagnostic, { key, body: { id: classID, superDiagnosticEnabled: on, ...(className === undefined ? {} : { className }) } });
}

/** A teacher's class with two small topics on (10 questions), enabled, and `students` students in it. */
export async function diagnosticClass(srv: TestServer, opts: { students?: number; topics?: string[] } = {}) {
  const { teacher, cls } = await teacherWithClass(srv);
  const topics = opts.topics ?? ['dg-nouns', 'dg-commas'];
  await chooseTopics(srv, teacher.key, cls.id, topics);
  const on = await setEnabled(srv, teacher.key, cls.id, true);
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  const students = [];
  for (let i = 0; i < (opts.students ?? 1); i++) students.push(await registerStudent(srv, cls.code, { first: `Kid${i + 1}`, last: `Lee${i + 1}` }));
  return { teacher, cls, students, topics };
}

export async function studentQuiz(srv: TestServer, key: string): Promise<DiagnosticQuiz> {
  const res = await request(srv.url, getSuperDiagnostic, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Answers to the questions `from`..`to` (0-based, end excluded): right for the ids in `wrongIDs` not listed. */
export async function answersFor(quiz: DiagnosticQuiz, from: number, to: number, wrongIDs: Set<string> = new Set()) {
  const key = await answerKey();
  return quiz.questions.slice(from, to).map((q) => ({
    questionID: q.id,
    answer: wrongIDs.has(q.id) ? key.get(q.id)!.wrong : key.get(q.id)!.right,
    // The page's marking is ignored by the server: send the opposite to prove it.
    isCorrect: wrongIDs.has(q.id),
  }));
}

export const save = (srv: TestServer, key: string, quizID: string, Answers: { questionID: string; answer: string; isCorrect?: boolean }[]) =>
  request(srv.url, saveSuperDiagnostic, { key, body: { quizID, Answers } });

/** The same save with an Idempotency-Key, as the offline outbox sends it. */
export const saveWithKey = (srv: TestServer, key: string, idempotencyKey: string, body: unknown) =>
  raw(`${srv.url}/api/student/savesuperdiagnostic`, { method: 'POST', key, body, headers: { 'Idempotency-Key': idempotencyKey } });

/** Takes the whole diagnostic: the questions in `wrongIDs` wrong, the rest right. */
export async function takeAll(srv: TestServer, studentKey: string, wrongIDs: Set<string> = new Set()) {
  const quiz = await studentQuiz(srv, studentKey);
  const res = await save(srv, studentKey, quiz.id, await answersFor(quiz, 0, quiz.questions.length, wrongIDs));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.isComplete).toBe(true);
  return quiz;
}
