import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUEUED_AT_HEADER } from '../../src/shared/api/sync';
import { extraMessages, messages } from '../../src/shared/messages';
import { customLessons, earnedBadges, idempotencyKeys, quizResults, quizStarts, studentSync } from '../../src/server/db/schema';
import { lessonSwitchReadStats, saveAttempt, saveBatchStats } from '../../src/server/features/quizzes/save-batch';
import { studentClassReadStats } from '../../src/server/features/auth/user-view';
import { raw } from './support/client';
import { testServer, type TestServer } from './support/server';
import { answers, classroom, enablePostEval, firstLesson, start, studentsIn } from './quizzes-fixtures';

/**
 * Group commit (issue 13): saves that arrive together are stored in one transaction with
 * multi-row statements. These tests send many saves at once over HTTP and check that each one
 * is stored exactly once, answered as a save of its own would be, and that the quiz lock, the
 * opens, the badges and the outbox bookkeeping still hold.
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const saveRaw = (key: string, quizID: string, Answers: { questionID: string; answer: string }[], headers: Record<string, string> = {}) =>
  raw(`${srv.url}/api/student/savequiz`, { method: 'POST', key, body: { quizID, Score: 0, Answers }, headers });

describe('quiz saves that arrive together (group commit)', () => {
  it('60 saves at once from 30 students are each stored once, each answered with its own result', async () => {
    const { teacher, cls } = await classroom(srv);
    const { quizzes } = await firstLesson(srv, teacher.key);
    const [pretest, practice] = [quizzes[0]!, quizzes[1]!];
    const students = await studentsIn(srv, cls.id, 30);
    const before = { ...saveBatchStats(srv.database.db) };
    const sent = students.flatMap((s, i) => [
      { s, quiz: pretest, right: i % pretest.questions.length },
      { s, quiz: practice, right: practice.questions.length },
    ]);
    const answered = await Promise.all(sent.map(({ s, quiz, right }) => saveRaw(s.key, quiz.id, answers(quiz, right))));

    expect(answered.map((a) => a.status)).toEqual(sent.map(() => 200));
    answered.forEach((a, i) => {
      expect(a.body.result.studentID).toBe(sent[i]!.s.id);
      expect(a.body.result.quizID).toBe(sent[i]!.quiz.id);
      expect(a.body.result.answers.filter((x: { isCorrect: boolean }) => x.isCorrect)).toHaveLength(sent[i]!.right);
    });
    const stored = await srv.database.db
      .select()
      .from(quizResults)
      .where(
        inArray(
          quizResults.studentID,
          students.map((s) => s.id),
        ),
      );
    expect(stored).toHaveLength(60);
    expect(new Set(stored.map((r) => r.id))).toEqual(new Set(answered.map((a) => a.body.result.id)));
    for (const r of stored) expect(r.classID).toBe(cls.id);
    expect(saveBatchStats(srv.database.db).items - before.items).toBe(60);
  });

  it("the first saves of 40 students of two classes at once: each is judged by its own class's switches, and the classes are read together", async () => {
    const a = await classroom(srv, { paid: true });
    const b = await classroom(srv, { paid: true });
    const { lesson, postEval } = await firstLesson(srv, a.teacher.key);
    // Only class A has this lesson's post-evaluation open: B's students are refused (405), A's are stored.
    await enablePostEval(srv, a.cls.id, lesson.id, lesson.courseID);
    const inA = await studentsIn(srv, a.cls.id, 20, 'Alpha');
    const inB = await studentsIn(srv, b.cls.id, 20, 'Beta');
    const db = srv.database.db;
    const before = { classes: { ...studentClassReadStats(db) }, switches: { ...lessonSwitchReadStats(db) } };
    const everyone = [...inA, ...inB];
    const answered = await Promise.all(everyone.map((s) => saveRaw(s.key, postEval.id, answers(postEval))));

    expect(answered.map((r) => r.status)).toEqual([...inA.map(() => 200), ...inB.map(() => 405)]);
    for (const [i, r] of answered.slice(0, 20).entries()) expect(r.body.result.studentID).toBe(inA[i]!.id);
    const stored = await db.select().from(quizResults).where(eq(quizResults.quizID, postEval.id));
    expect(stored.map((r) => r.studentID).sort()).toEqual(inA.map((s) => s.id).sort());
    for (const r of stored) expect(r.classID).toBe(a.cls.id);
    if (srv.database.kind === 'pglite') {
      // Where the server keeps the class cache (the embedded database), a cold cache asks for the
      // 40 students' classes and switches in a few statements, not 40 each.
      const classReads = studentClassReadStats(db);
      const switchReads = lessonSwitchReadStats(db);
      expect(classReads.items - before.classes.items).toBe(40);
      expect(classReads.batches - before.classes.batches).toBeLessThan(10);
      expect(switchReads.items - before.switches.items).toBe(40);
      expect(switchReads.batches - before.switches.batches).toBeLessThan(10);
    }
  });

  it('attempts handed over in the same moment go to the database together; a repeat inside a batch follows the first', async () => {
    const { teacher, cls } = await classroom(srv);
    const { pretest } = await firstLesson(srv, teacher.key);
    const students = await studentsIn(srv, cls.id, 40);
    const before = { ...saveBatchStats(srv.database.db) };
    const attempt = (studentID: string, right: number) => {
      const marked = answers(pretest, right).map((a, i) => ({ ...a, isCorrect: i < right }));
      return { studentID, quiz: pretest, answers: marked, score: 0, isComplete: true, at: srv.clock.now };
    };
    const settled = await Promise.allSettled([
      ...students.map((s) => saveAttempt(srv.database.db, attempt(s.id, 2))),
      saveAttempt(srv.database.db, attempt(students[0]!.id, 2)), // the same answers again: the same row
      saveAttempt(srv.database.db, attempt(students[1]!.id, 3)), // other answers: the quiz is locked
    ]);
    const after = saveBatchStats(srv.database.db);
    expect(after.items - before.items).toBe(42);
    expect(after.batches - before.batches).toBeLessThanOrEqual(2);
    expect(settled.slice(0, 41).every((r) => r.status === 'fulfilled')).toBe(true);
    const rowOf = (r: PromiseSettledResult<{ row: { id: string } }>) => (r as PromiseFulfilledResult<{ row: { id: string } }>).value.row.id;
    expect(rowOf(settled[40]!)).toBe(rowOf(settled[0]!));
    expect(settled[41]).toMatchObject({ status: 'rejected', reason: { status: 405 } });
    const stored = await srv.database.db
      .select()
      .from(quizResults)
      .where(
        inArray(
          quizResults.studentID,
          students.map((s) => s.id),
        ),
      );
    expect(stored).toHaveLength(40);
  });

  it('ten saves of one quiz at once with different answers: one is stored, the other nine are refused (the lock holds)', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const tries = Array.from({ length: 10 }, (_, i) => answers(practice, i % practice.questions.length));
    // Distinct answers: the first answer wrong in each, and the rest differing in how many are right.
    const distinct = tries.map((a, i) => a.map((x, k) => (k === 0 ? { ...x, answer: `${x.answer}${i}` } : x)));
    const answered = await Promise.all(distinct.map((a) => saveRaw(student.key, practice.id, a)));
    expect(answered.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answered.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 405, body: { message: extraMessages.quizLocked } });
    const stored = await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, student.user.id));
    expect(stored).toHaveLength(1);
  });

  it('the same save sent ten times at once (no key): one row, every answer carries it', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const same = answers(practice, 3);
    const answered = await Promise.all(Array.from({ length: 10 }, () => saveRaw(student.key, practice.id, same)));
    expect(answered.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stored = await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, student.user.id));
    expect(stored).toHaveLength(1);
    expect(new Set(answered.map((a) => a.body.result.id))).toEqual(new Set([stored[0]!.id]));
  });

  it('one Idempotency-Key sent ten times at once: stored once, the repeats get the first answer', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const same = answers(practice, 2);
    const headers = { 'Idempotency-Key': 'burst-key-1', [QUEUED_AT_HEADER]: srv.clock.now.toISOString() };
    const answered = await Promise.all(Array.from({ length: 10 }, () => saveRaw(student.key, practice.id, same, headers)));
    expect(answered.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answered.map((a) => a.body.result.id)).size).toBe(1);
    expect(answered.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(9);
    const keys = await srv.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userID, student.user.id));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ status: 200 });
    expect((keys[0]!.response as { result: { id: string } }).result.id).toBe(answered[0]!.body.result.id);
    const stored = await srv.database.db.select().from(quizResults).where(eq(quizResults.studentID, student.user.id));
    expect(stored).toHaveLength(1);
  });

  it('in one batch a post-evaluation that is not open is refused while the saves beside it are stored', async () => {
    const { teacher, cls } = await classroom(srv);
    const { pretest, postEval } = await firstLesson(srv, teacher.key);
    const students = await studentsIn(srv, cls.id, 6);
    const answered = await Promise.all(
      students.map((s, i) => (i % 2 ? saveRaw(s.key, postEval.id, answers(postEval)) : saveRaw(s.key, pretest.id, answers(pretest)))),
    );
    answered.forEach((a, i) => {
      if (i % 2) expect(a).toMatchObject({ status: 405, body: { message: messages.postEvalNotEnabled } });
      else expect(a.status).toBe(200);
    });
    const stored = await srv.database.db
      .select()
      .from(quizResults)
      .where(
        inArray(
          quizResults.studentID,
          students.map((s) => s.id),
        ),
      );
    expect(stored.map((r) => r.quizID)).toEqual(Array(3).fill(pretest.id));
  });

  it("a student's five quizzes of a lesson saved at once: the lesson badge is earned once and announced once; the opens are cleared", async () => {
    const { teacher, cls } = await classroom(srv, { paid: true });
    const { quizzes, lesson } = await firstLesson(srv, teacher.key);
    const [student] = await studentsIn(srv, cls.id, 1);
    await srv.database.db
      .insert(customLessons)
      .values({ classID: cls.id, lessonID: lesson.id, courseID: lesson.courseID, postEvalEnabled: true });
    for (const quiz of quizzes) await start(srv, student!.key, quiz.id);
    const answered = await Promise.all(quizzes.map((quiz) => saveRaw(student!.key, quiz.id, answers(quiz))));
    expect(answered.map((a) => a.status)).toEqual(quizzes.map(() => 200));
    const announced = answered.flatMap((a) => a.body.earnedBadges.map((b: { id: string }) => b.id));
    const earned = await srv.database.db.select().from(earnedBadges).where(eq(earnedBadges.studentID, student!.id));
    expect(announced.length).toBeGreaterThan(0);
    expect(new Set(announced).size).toBe(announced.length);
    expect(new Set(announced)).toEqual(new Set(earned.map((e) => e.badgeID)));
    expect(await srv.database.db.select().from(quizStarts).where(eq(quizStarts.studentID, student!.id))).toEqual([]);
  });

  it('deliveries of one student arriving together are folded: last sync is the latest, late ones are counted', async () => {
    const { teacher, cls } = await classroom(srv);
    const { quizzes } = await firstLesson(srv, teacher.key);
    const [student] = await studentsIn(srv, cls.id, 1);
    const late = new Date(srv.clock.now.getTime() - 3 * 86_400_000).toISOString();
    const onTime = srv.clock.now.toISOString();
    const answered = await Promise.all(
      quizzes
        .slice(0, 4)
        .map((quiz, i) =>
          saveRaw(student!.key, quiz.id, answers(quiz), { 'Idempotency-Key': `fold-${i}`, [QUEUED_AT_HEADER]: i < 3 ? late : onTime }),
        ),
    );
    expect(answered.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [sync] = await srv.database.db.select().from(studentSync).where(eq(studentSync.userID, student!.id));
    expect(sync).toMatchObject({ lateCount: 3 });
    expect(sync!.lastSyncAt.getTime()).toBe(srv.clock.now.getTime());
  });
});
