import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAllCourses, getAllLessons, getLesson, getQuizzesOfLesson } from '../../src/shared/api/content';
import { getPracticeItems } from '../../src/shared/api/practice';
import { recordPurchaseOrder } from '../../src/shared/api/billing';
import { DAY_MS } from '../../src/shared/domain/trial';
import { messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { request } from './support/client';
import { registerStudent, teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { createAdmin } from './admin-fixtures';

/**
 * Issue 29: src/server/README.md "Payments" says an expired teacher's lessons answer 412 until a plan is bought
 * (ACB §6: inactive users cannot view lessons and are prompted to pay). Over HTTP, with the
 * server's clock moved past the trial.
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const refused = { status: 412, body: { message: messages.subscriptionRequired } };

describe('an expired teacher and the lesson API', () => {
  it('a lesson, its quizzes and its practice answer 412 once the trial has run out; the lists stay readable; a purchase order opens them at once', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const lessons = await request(srv.url, getAllLessons, { key: teacher.key });
    const lessonID = (lessons.body as { id: string }[])[0]!.id;
    // Active (trial): 200.
    expect((await request(srv.url, getLesson, { key: teacher.key, params: { id: lessonID } })).status).toBe(200);

    // The trial ran out yesterday (the sign-in stays valid).
    await srv.database.db.update(users).set({ expirationDate: new Date(srv.clock.now.getTime() - DAY_MS) }).where(eq(users.id, teacher.user.id));

    expect(await request(srv.url, getLesson, { key: teacher.key, params: { id: lessonID } })).toEqual(refused);
    expect(await request(srv.url, getQuizzesOfLesson, { key: teacher.key, query: { lessonID } })).toEqual(refused);
    expect(await request(srv.url, getPracticeItems, { key: teacher.key, query: { lessonID } })).toEqual(refused);
    expect((await request(srv.url, getAllCourses, { key: teacher.key })).status).toBe(200);
    expect((await request(srv.url, getAllLessons, { key: teacher.key })).status).toBe(200);
    // Students are not refused by this call: their page says the class is not active, and their offline copy needs it.
    expect((await request(srv.url, getLesson, { key: student.key, params: { id: lessonID } })).status).toBe(200);

    const admin = await createAdmin(srv);
    const lastDay = new Date(srv.clock.now.getTime() + 200 * DAY_MS).toISOString().slice(0, 10);
    const order = await request(srv.url, recordPurchaseOrder, {
      key: admin.key,
      body: { userID: teacher.user.id, paymentPlan: 'masterAnnual_3', quantity: 5, expirationDate: lastDay, poNumber: null, confirmBelowUse: false },
    });
    expect(order.status).toBe(200);
    expect((await request(srv.url, getLesson, { key: teacher.key, params: { id: lessonID } })).status).toBe(200);
    expect((await request(srv.url, getQuizzesOfLesson, { key: teacher.key, query: { lessonID } })).status).toBe(200);
  });

  it('an admin (never expired) reads lessons', async () => {
    const admin = await createAdmin(srv);
    const lessons = await request(srv.url, getAllLessons, { key: admin.key });
    const lessonID = (lessons.body as { id: string }[])[0]!.id;
    expect((await request(srv.url, getLesson, { key: admin.key, params: { id: lessonID } })).status).toBe(200);
  });
});
