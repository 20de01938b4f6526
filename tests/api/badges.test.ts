import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAllBadges, type Badge } from '../../src/shared/api/content';
import { getEarnedBadges, resetQuizStarts } from '../../src/shared/api/quizzes';
import type { Badge as PackBadge } from '../../src/shared/content/schema';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { quizResults, writingResults } from '../../src/server/db/schema';
import { awardBadges, awardBadgesMany, curriculumOfCatalog } from '../../src/server/features/badges/award';
import { getCatalog } from '../../src/server/content/catalog';
import { request } from './support/client';
import { createStudentCall } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { classroom, enablePostEval, firstLesson, save } from './quizzes-fixtures';

let srv: TestServer;
let shipped: PackBadge[];
beforeAll(async () => {
  shipped = (await readPackFolder(SHIPPED_PACK_DIR)).pack!.badges;
});
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

/** The shipped badge with this rule, as the API shows it. */
function badge(match: (rule: PackBadge['rule']) => boolean): Badge {
  const found = shipped.find((b) => match(b.rule));
  expect(found, 'the shipped curriculum has this badge').toBeDefined();
  const { rule: _rule, ...rest } = found!;
  return rest;
}
const signupBadge = () => badge((r) => r.kind === 'signup');
const firstPretest = () => badge((r) => r.kind === 'quizzesCompleted' && r.quizType === 1 && r.count === 1);
const firstPerfect = () => badge((r) => r.kind === 'perfectScore' && r.count === 1);
const firstLessonDone = () => badge((r) => r.kind === 'lessonsCompleted' && r.count === 1);
const firstWriting = () => badge((r) => r.kind === 'writingSaved' && r.count === 1);

describe('badges', () => {
  it('every shipped badge is listed by GET /badge/getall', async () => {
    const { student } = await classroom(srv);
    const res = await request(srv.url, getAllBadges, { key: student.key });
    expect(res.body).toEqual([...shipped].sort((a, b) => a.order - b.order).map(({ rule: _r, ...b }) => b));
  });

  it('registration earns the signup badge and returns it as signupBadge (BDG-06)', async () => {
    const { cls } = await classroom(srv);
    const res = await createStudentCall(srv, cls.code);
    expect(res.status).toBe(200);
    expect(res.body.signupBadge).toEqual(signupBadge());
    const earned = await request(srv.url, getEarnedBadges, { key: res.body.user.apiKey });
    expect(earned.body).toEqual([{ badge: signupBadge(), createDate: expect.any(String) }]);
    expect(Date.parse(earned.body[0].createDate)).not.toBeNaN();
  });

  it('the save that earns a badge returns it, once; a second qualifying save returns none (BDG-03, BDG-05)', async () => {
    const { student } = await classroom(srv);
    const one = await firstLesson(srv, student.key, 0);
    const two = await firstLesson(srv, student.key, 1);

    const first = await save(srv, student.key, one.pretest);
    expect(first.status).toBe(200);
    expect(first.body.earnedBadge).toEqual(firstPretest());
    expect(first.body.earnedBadges).toEqual([firstPretest(), firstPerfect()].sort((a, b) => a.order - b.order));

    const second = await save(srv, student.key, two.pretest);
    expect(second.status).toBe(200);
    expect(second.body.earnedBadge).toBeNull();
    expect(second.body.earnedBadges).toEqual([]);

    const earned = await request(srv.url, getEarnedBadges, { key: student.key });
    expect(earned.body.map((e: { badge: Badge }) => e.badge.id).sort()).toEqual(
      [signupBadge().id, firstPretest().id, firstPerfect().id].sort(),
    );
  });

  it('a score below 100 does not earn the perfect-score badge', async () => {
    const { student } = await classroom(srv);
    const { practice } = await firstLesson(srv, student.key);
    const res = await save(srv, student.key, practice, practice.questions.length - 1);
    expect(res.body.earnedBadges.map((b: Badge) => b.id)).not.toContain(firstPerfect().id);
  });

  it('finishing all five quizzes of a lesson earns the lesson badge with the fifth save', async () => {
    const { cls, student } = await classroom(srv, { paid: true });
    const { lesson, quizzes } = await firstLesson(srv, student.key);
    await enablePostEval(srv, cls.id, lesson.id, lesson.courseID);
    const earnedBy: string[][] = [];
    for (const quiz of quizzes) {
      const res = await save(srv, student.key, quiz, 1);
      expect(res.status).toBe(200);
      earnedBy.push(res.body.earnedBadges.map((b: Badge) => b.id));
    }
    expect(earnedBy.slice(0, 4).flat()).not.toContain(firstLessonDone().id);
    expect(earnedBy[4]).toContain(firstLessonDone().id);
  });

  it('a teacher reset does not take an earned badge away, and retaking does not earn it again', async () => {
    const { teacher, student } = await classroom(srv);
    const { pretest } = await firstLesson(srv, student.key);
    await save(srv, student.key, pretest);
    await request(srv.url, resetQuizStarts, { key: teacher.key, body: { quizID: pretest.id, studentID: student.user.id } });
    const again = await save(srv, student.key, pretest);
    expect(again.status).toBe(200);
    expect(again.body.earnedBadges).toEqual([]);
    const earned = await request(srv.url, getEarnedBadges, { key: student.key });
    expect(earned.body.map((e: { badge: Badge }) => e.badge.id)).toContain(firstPretest().id);
  });

  it('lesson and course badges count only results that count, from the content catalog or the tables alike', async () => {
    const { student } = await classroom(srv);
    const db = srv.database.db;
    const catalog = await getCatalog(db);
    const course = catalog.courses[0]!;
    const lessonIDs = catalog.lessons.filter((l) => l.courseID === course.id).map((l) => l.id);
    const quizzes = catalog.quizList.filter((q) => lessonIDs.includes(q.lessonID));
    const courseBadge = badge((r) => r.kind === 'courseCompleted').id;
    const lessonBadges = (n: number) => shipped.filter((b) => b.rule.kind === 'lessonsCompleted' && b.rule.count <= n).map((b) => b.id);
    // Every quiz of the course done, but the last one's only result was reset by the teacher.
    const [last, ...rest] = [...quizzes].reverse();
    const result = (quiz: (typeof quizzes)[number], overrideScore: boolean) => ({
      studentID: student.user.id,
      quizID: quiz.id,
      lessonID: quiz.lessonID,
      answers: [],
      score: 80,
      isComplete: true,
      overrideScore,
    });
    await db.insert(quizResults).values([...rest.map((q) => result(q, false)), result(last!, true)]);
    const now = new Date();
    const viaTables = await db.transaction((tx) => awardBadgesMany(tx, [student.user.id], now));
    const ids = viaTables.get(student.user.id)!.map((b) => b.id);
    expect(ids).not.toContain(courseBadge);
    // Every lesson but the reset one's is complete, so the course is not.
    expect(ids).toEqual(expect.arrayContaining(lessonBadges(lessonIDs.length - 1)));
    // The quiz taken again: the course is complete, seen through the catalog's curriculum.
    await db.insert(quizResults).values(result(last!, false));
    const viaCatalog = await db.transaction((tx) =>
      awardBadgesMany(tx, [student.user.id], now, { badgeRows: catalog.badgeRows, curriculum: curriculumOfCatalog(catalog) }),
    );
    expect(viaCatalog.get(student.user.id)!.map((b) => b.id)).toContain(courseBadge);
  });

  it('teachers have no badges', async () => {
    const { teacher } = await classroom(srv);
    expect(await request(srv.url, getEarnedBadges, { key: teacher.key })).toEqual({ status: 200, body: [] });
    expect((await request(srv.url, getEarnedBadges, {})).status).toBe(401);
  });

  it('awardBadges (for the writing saves) awards a writing badge once, even when called twice at once', async () => {
    const { student } = await classroom(srv);
    const { lesson } = await firstLesson(srv, student.key);
    const detail = await fetch(`${srv.url}/api/lesson/get/${lesson.id}`, { headers: { 'X-Api-Key': student.key } }).then((r) => r.json());
    await srv.database.db.insert(writingResults).values({
      studentID: student.user.id,
      writingAssignmentID: detail.writingAssignments[0].id,
      studentText: '<p>My sentences.</p>',
    });
    const now = new Date();
    const [a, b] = await Promise.all([
      srv.database.db.transaction((tx) => awardBadges(tx, student.user.id, now)),
      srv.database.db.transaction((tx) => awardBadges(tx, student.user.id, now)),
    ]);
    expect([...a, ...b]).toEqual([firstWriting()]);
    expect(await awardBadges(srv.database.db, student.user.id, now)).toEqual([]);
  });
});
