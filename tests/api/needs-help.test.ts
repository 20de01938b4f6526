import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getNeedsHelp, type NeedsHelpReport, type NeedsHelpStudent } from '../../src/shared/api/needsHelp';
import { reportBacklog } from '../../src/shared/api/sync';
import { saveWriting, evaluateWriting } from '../../src/shared/api/writing';
import { quizResults, writingAssignments } from '../../src/server/db/schema';
import { request } from './support/client';
import { registerStudent, registerTeacher } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { classroom, firstLesson } from './quizzes-fixtures';
import { took } from './progress-fixtures';

/**
 * Needs help this week (issue 29): one call lists the class's students a teacher should act on
 * (low scores, nobody heard from in 7 days, work waiting on a device, writing to grade), and only
 * the class's teacher (or their super-teacher, or an admin) may read it.
 */

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const DAY = 24 * 3600 * 1000;
const needsHelp = async (key: string, classID: string) => (await request(srv.url, getNeedsHelp, { key, query: { classID } })) as { status: number; body: NeedsHelpReport };

async function classOfFour() {
  const room = await classroom(srv, { paid: true });
  const { cls } = room;
  // room.student: did fine this week (all right), so they are not listed.
  const low = await registerStudent(srv, cls.code, { first: 'Lena', last: 'Low' });
  const idle = await registerStudent(srv, cls.code, { first: 'Ivan', last: 'Idle' });
  const writer = await registerStudent(srv, cls.code, { first: 'Wren', last: 'Writer' });
  const lesson = await firstLesson(srv, low.key);
  await took(srv, room.student.key, lesson.pretest);
  // Lena: pre-test 1 right (needs work), PE 1 all right.
  await took(srv, low.key, lesson.pretest, 1);
  await took(srv, low.key, lesson.practice);
  // Ivan: a good score, but 10 days ago, and nothing since.
  const old = await took(srv, idle.key, lesson.pretest);
  await srv.database.db.update(quizResults).set({ createdAt: new Date(srv.clock.now.getTime() - 10 * DAY) }).where(eq(quizResults.id, old));
  // Wren: a good pre-test, a text waiting for a grade, and a device with 2 quizzes not sent.
  await took(srv, writer.key, lesson.pretest);
  const [wa] = await srv.database.db.select().from(writingAssignments).where(eq(writingAssignments.lessonID, lesson.lesson.id)).limit(1);
  expect(wa, 'the first lesson has a writing assignment').toBeDefined();
  const saved = await request(srv.url, saveWriting, { key: writer.key, body: { writingAssignmentID: wa!.id, studentText: '<p>My place is the sea.</p>' } });
  expect(saved.status).toBe(200);
  const backlog = await request(srv.url, reportBacklog, {
    key: writer.key,
    body: { deviceID: 'device-needs-help-1', counts: { quizzes: 2 }, oldestQueuedAt: new Date(srv.clock.now.getTime() - 3600_000).toISOString() },
  });
  expect(backlog.status).toBe(200);
  return { ...room, low, idle, writer, lesson, wa: wa!, saved };
}

describe('GET /progress/needshelp', () => {
  it('lists the student with a low score, the inactive one and the one with writing and work waiting; not the one doing fine', async () => {
    const c = await classOfFour();
    const res = await needsHelp(c.teacher.key, c.cls.id);
    expect(res.status).toBe(200);
    expect(res.body.class).toEqual({ id: c.cls.id, name: c.cls.name });
    expect(res.body.studentCount).toBe(4);
    const byName = new Map<string, NeedsHelpStudent>(res.body.students.map((s) => [s.first, s]));
    expect([...byName.keys()].sort()).toEqual(['Ivan', 'Lena', 'Wren']);

    const lena = byName.get('Lena')!;
    expect(lena.lowQuizzes).toEqual([expect.objectContaining({ lessonID: c.lesson.lesson.id, column: 1, score: Math.round(100 / c.lesson.pretest.questions.length) })]);
    expect(lena.inactive).toBe(false);
    expect(lena.writingToGrade).toEqual([]);

    const ivan = byName.get('Ivan')!;
    expect(ivan.inactive).toBe(true);
    expect(ivan.lowQuizzes).toEqual([]);
    expect(new Date(ivan.lastActiveAt!).getTime()).toBeLessThan(srv.clock.now.getTime() - 9 * DAY);

    const wren = byName.get('Wren')!;
    expect(wren.inactive).toBe(false);
    expect(wren.writingToGrade).toEqual([expect.objectContaining({ writingAssignmentID: c.wa.id, name: c.wa.name })]);
    expect(wren.waiting).toMatchObject({ quizzes: 2, writing: 0, diagnostic: 0, refused: 0 });
    // Wren has two reasons, so comes first.
    expect(res.body.students[0]!.first).toBe('Wren');
  });

  it('drops writing once it is graded and a low score once the quiz is reset', async () => {
    const c = await classOfFour();
    const graded = await request(srv.url, evaluateWriting, { key: c.teacher.key, body: { id: c.saved.body.result.id, TeacherText: 'Good.', IsCorrect: true } });
    expect(graded.status).toBe(200);
    await srv.database.db.update(quizResults).set({ overrideScore: true }).where(eq(quizResults.studentID, c.low.user.id));
    const res = await needsHelp(c.teacher.key, c.cls.id);
    const names = res.body.students.map((s) => s.first).sort();
    // Lena's only low score is reset (and her PE 1 counts as activity); Wren keeps the device backlog only.
    expect(names).toEqual(['Ivan', 'Wren']);
    expect(res.body.students.find((s) => s.first === 'Wren')!.writingToGrade).toEqual([]);
  });

  it("another teacher gets 404 for the class, a student 403, and the owner's answer holds no one else's class", async () => {
    const c = await classOfFour();
    const other = await registerTeacher(srv);
    const refused = await needsHelp(other.key, c.cls.id);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('Lena');
    const student = await needsHelp(c.low.key, c.cls.id);
    expect(student.status).toBe(403);
  });
});
