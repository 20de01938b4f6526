import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLesson, getQuizzesOfLesson, type Quiz } from '../../src/shared/api/content';
import { getClassMastery, getLessonMastery, getPracticeItems, savePractice } from '../../src/shared/api/practice';
import { ITEM_TYPES, type ItemType } from '../../src/shared/content/items';
import { rightAnswer } from '../../src/shared/domain/items';
import { MASTERY_RIGHT } from '../../src/shared/domain/mastery';
import { getCatalog, type Catalog } from '../../src/server/content/catalog';
import { practicePool } from '../../src/server/features/practice/pool';
import { raw, request } from './support/client';
import { registerStudent, registerTeacher } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { classroom, enablePostEval, save } from './quizzes-fixtures';
import { getQuizResults, resetQuizStarts, saveQuiz } from '../../src/shared/api/quizzes';
import { retakeQuestions, substitutesOf } from '../../src/shared/domain/quizVariant';
import { wrongAnswer } from '../support/wrong-answer';

/**
 * Issue 27 and 28 over HTTP on a real database: the server scores every item type for the stored
 * result, a student's choice items come with four options and feedback on each, practice answers
 * are counted once however often they are delivered, an item of another lesson is refused, and a
 * teacher reads a class's mastery grid (only their own class).
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** A practice set (of the shipped curriculum) that holds an item of `type`. */
function practiceSetWith(catalog: Catalog, type: ItemType): Quiz {
  for (const quizzes of catalog.quizzesOfLesson.values()) {
    const found = quizzes.find((q) => q.type === 2 && q.questions.some((x) => x.type === type));
    if (found) return found;
  }
  throw new Error(`no practice set has a ${type} item`);
}


describe('items of every type', () => {
  it('are scored by the server: right answers right, wrong answers wrong', async () => {
    const { cls } = await classroom(srv, { paid: true });
    const catalog = await getCatalog(srv.database.db);
    for (const type of ITEM_TYPES) {
      // A student of their own per type: a practice set is saved once.
      const student = await registerStudent(srv, cls.code);
      const quiz = practiceSetWith(catalog, type);
      const item = quiz.questions.find((q) => q.type === type)!;
      const others = quiz.questions.filter((q) => q.id !== item.id);
      // The item of this type right, every other item wrong: the stored marks say which is which.
      const res = await raw(`${srv.url}/api/student/savequiz`, {
        method: 'POST',
        key: student.key,
        body: {
          quizID: quiz.id,
          Answers: [{ questionID: item.id, answer: rightAnswer(item) }, ...others.map((q) => ({ questionID: q.id, answer: wrongAnswer(q) }))],
        },
      });
      expect(res.status, `${type}: ${quiz.id}`).toBe(200);
      const marks = new Map((res.body.result.answers as { questionID: string; isCorrect: boolean }[]).map((a) => [a.questionID, a.isCorrect]));
      expect(marks.get(item.id), `${type} right`).toBe(true);
      for (const q of others) expect(marks.get(q.id), `${q.type} ${q.id} wrong`).toBe(false);
    }
  });

  it('reach a student with four options and feedback on each option', async () => {
    const { student } = await classroom(srv);
    const catalog = await getCatalog(srv.database.db);
    const lessonID = catalog.lessons.at(-1)!.id;
    const res = await request(srv.url, getQuizzesOfLesson, { key: student.key, query: { lessonID } });
    expect(res.status).toBe(200);
    const choices = (res.body as Quiz[]).filter((q) => q.type !== 3).flatMap((q) => q.questions).filter((q) => q.type === 'choice');
    expect(choices.length).toBeGreaterThan(5);
    for (const q of choices) {
      expect(q.options, q.id).toHaveLength(4);
      for (const o of q.options) expect(o.feedback, `${q.id}: ${o.option}`).toMatch(/\w+/);
    }
    const lesson = await request(srv.url, getLesson, { key: student.key, params: { id: lessonID } });
    expect(lesson.body.illustration.svg).toMatch(/^<svg/);
    expect(lesson.body.illustration.alt.length).toBeGreaterThan(10);
    expect(lesson.body.standards.length).toBeGreaterThan(0);
  });
});

describe('practice until mastery', () => {
  const answer = (itemID: string, value: string) => ({ answerID: randomUUID(), itemID, answer: value });

  it('counts each answer once, marks it on the server, and reaches mastery by the rule', async () => {
    const { student } = await classroom(srv);
    const catalog = await getCatalog(srv.database.db);
    const lessonID = catalog.lessons.at(-1)!.id;
    const bank = await request(srv.url, getPracticeItems, { key: student.key, query: { lessonID } });
    expect(bank.status).toBe(200);
    expect(bank.body.bank.length).toBeGreaterThan(20);
    const pool = practicePool(catalog, lessonID);
    expect(bank.body.skills).toEqual(pool.skills);

    // A wrong answer first, then one right answer of every skill and enough more right ones.
    const first = answer(pool.items[0]!.id, wrongAnswer(pool.items[0]!));
    const rights = pool.skills.map((s) => pool.items.find((q) => (q.skill ?? 'lesson') === s)!);
    const extra = pool.items.filter((q) => !rights.includes(q)).slice(0, MASTERY_RIGHT);
    const sent = [first, ...[...rights, ...extra].map((q) => answer(q.id, rightAnswer(q)))];
    const idem = randomUUID();
    const post = () =>
      raw(`${srv.url}/api/student/practice`, { method: 'POST', key: student.key, body: { lessonID, answers: sent }, headers: { 'Idempotency-Key': idem } });
    const res = await post();
    expect(res.status).toBe(200);
    expect(res.body.marks[0]).toEqual({ answerID: first.answerID, correct: false });
    expect(res.body.marks.slice(1).every((m: { correct: boolean }) => m.correct)).toBe(true);
    expect(res.body.mastery).toMatchObject({ mastered: true, progress: 100, answered: sent.length });

    // Replayed with the same key, and again with a new key (its Idempotency-Key lost): still counted once.
    expect((await post()).status).toBe(200);
    const again = await request(srv.url, savePractice, { key: student.key, body: { lessonID, answers: sent } });
    expect(again.status).toBe(200);
    const mastery = await request(srv.url, getLessonMastery, { key: student.key, query: { lessonID } });
    expect(mastery.body.answered).toBe(sent.length);
    expect(mastery.body.masteredAt).not.toBeNull();
  });

  it('refuses an item of another lesson, a lesson that does not exist, and a teacher', async () => {
    const { teacher, student } = await classroom(srv);
    const catalog = await getCatalog(srv.database.db);
    const [a, b] = [catalog.lessons[0]!.id, catalog.lessons.at(-1)!.id];
    const foreign = practicePool(catalog, b).items[0]!;
    const wrongLesson = await request(srv.url, savePractice, { key: student.key, body: { lessonID: a, answers: [answer(foreign.id, rightAnswer(foreign))] } });
    expect(wrongLesson.status).toBe(400);
    expect(wrongLesson.body.message).toContain('not a practice item of this lesson');
    const gone = await request(srv.url, savePractice, { key: student.key, body: { lessonID: 'no-such-lesson', answers: [answer(foreign.id, 'x')] } });
    expect(gone.status).toBe(404);
    const bad = await request(srv.url, savePractice, { key: student.key, body: { lessonID: b, answers: [{ answerID: 'nope', itemID: foreign.id, answer: 'x' }] } });
    expect(bad.status).toBe(400);
    const byTeacher = await request(srv.url, savePractice, { key: teacher.key, body: { lessonID: b, answers: [answer(foreign.id, 'x')] } });
    expect(byTeacher.status).toBe(403);
    const stored = await request(srv.url, getLessonMastery, { key: student.key, query: { lessonID: a } });
    expect(stored.body.answered).toBe(0);
  });

  it("gives a teacher their class's grid, and no one else's", async () => {
    const { teacher, cls, student } = await classroom(srv);
    const catalog = await getCatalog(srv.database.db);
    const lessonID = catalog.lessons.at(-1)!.id;
    const item = practicePool(catalog, lessonID).items[0]!;
    await request(srv.url, savePractice, { key: student.key, body: { lessonID, answers: [answer(item.id, rightAnswer(item))] } });
    // A practice set saved does not count toward mastery (the sets keep the spec's own scores).
    await save(srv, student.key, catalog.quizzesOfLesson.get(lessonID)![1]!);
    const grid = await request(srv.url, getClassMastery, { key: teacher.key, params: { classID: cls.id } });
    expect(grid.status).toBe(200);
    expect(grid.body.students.map((s: { id: string }) => s.id)).toEqual([student.user.id]);
    expect(grid.body.lessons).toHaveLength(catalog.lessons.length);
    expect(grid.body.cells).toEqual([
      { studentID: student.user.id, lessonID, status: 'practising', progress: expect.any(Number), answered: 1, recentRight: 1, recentCount: 1 },
    ]);
    const other = await registerTeacher(srv);
    expect((await request(srv.url, getClassMastery, { key: other.key, params: { classID: cls.id } })).status).toBe(404);
    expect((await request(srv.url, getClassMastery, { key: student.key, params: { classID: cls.id } })).status).toBe(403);
  });
});

describe('a reset quiz is not the same quiz again (issue 28)', () => {
  it('after a reset a practice set is retaken with bank items of the same skills, scored out of the quiz', async () => {
    const { teacher, student } = await classroom(srv);
    const catalog = await getCatalog(srv.database.db);
    const lessonID = 'vt-active-passive';
    const set = catalog.quizzesOfLesson.get(lessonID)![1]!;
    const bank = catalog.bankOfLesson.get(lessonID)!;
    expect((await save(srv, student.key, set)).status).toBe(200);
    const states = async () => (await request(srv.url, getQuizResults, { key: student.key, query: { lessonID } })).body as { quizID: string; attempt?: number; isLocked: boolean }[];
    expect((await states()).find((s) => s.quizID === set.id)).toMatchObject({ isLocked: true });
    expect((await states()).find((s) => s.quizID === set.id)?.attempt).toBeUndefined();

    expect((await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: set.id, studentID: student.user.id } })).status).toBe(200);
    const after = (await states()).find((s) => s.quizID === set.id)!;
    expect(after).toMatchObject({ attempt: 1, isLocked: false });

    const retake = retakeQuestions(set.questions, bank, after.attempt!);
    const fresh = retake.filter((q) => !set.questions.some((x) => x.id === q.id));
    expect(fresh.length, 'most questions are new').toBeGreaterThan(set.questions.length / 2);
    // All right but one: the score is out of the quiz's length.
    const answers = retake.map((q, i) => ({ questionID: q.id, answer: i === 0 ? wrongAnswer(q) : rightAnswer(q) }));
    const res = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: set.id, Answers: answers } });
    expect(res.status).toBe(200);
    expect(res.body.result.score).toBe(Math.round((100 * (retake.length - 1)) / set.questions.length));
    expect(res.body.result.isComplete).toBe(true);
    expect(res.body.result.answers.map((a: { questionID: string }) => a.questionID).sort()).toEqual(retake.map((q) => q.id).sort());
  });

  it('refuses a bank item of another kind, more answers than questions, and bank items on a post-evaluation', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const catalog = await getCatalog(srv.database.db);
    const lessonID = 'vt-active-passive';
    const [, set, , , post] = catalog.quizzesOfLesson.get(lessonID)!;
    const bank = catalog.bankOfLesson.get(lessonID)!;
    const kinds = new Set(set!.questions.map((q) => `${q.type} ${q.skill}`));
    const stranger = bank.find((b) => !kinds.has(`${b.type} ${b.skill}`));
    if (stranger) {
      const res = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: set!.id, Answers: [{ questionID: stranger.id, answer: rightAnswer(stranger) }] } });
      expect(res.status).toBe(400);
    }
    const tooMany = [...set!.questions, ...substitutesOf(set!.questions, bank)].slice(0, set!.questions.length + 1);
    const many = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: set!.id, Answers: tooMany.map((q) => ({ questionID: q.id, answer: rightAnswer(q) })) } });
    expect(many.status).toBe(400);
    await enablePostEval(srv, cls.id, lessonID, 'verbs-and-tenses');
    const sub = substitutesOf(post!.questions, bank)[0]!;
    const onPost = await request(srv.url, saveQuiz, { key: student.key, body: { quizID: post!.id, Answers: [{ questionID: sub.id, answer: rightAnswer(sub) }] } });
    expect(onPost.status).toBe(400);
  });
});
