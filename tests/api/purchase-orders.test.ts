import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSession } from '../../src/shared/api/auth';
import { getPaymentSettings, recordPurchaseOrder, signup } from '../../src/shared/api/billing';
import { saveClass } from '../../src/shared/api/classes';
import { DAY_MS } from '../../src/shared/domain/trial';
import { extraMessages, messages } from '../../src/shared/messages';
import { purchaseOrders, superTeacherPlans, users } from '../../src/server/db/schema';
import { testServer, type TestServer } from './support/server';
import { request } from './support/client';
import { createStudentCall, freshCode, loginKey, registerStudent, registerTeacher, teacherWithClass } from './support/fixtures';
import { createAdmin, updateUser } from './admin-fixtures';

/**
 * Purchase orders and the account states around them, on a server without Stripe keys (the
 * default of `npm start`): card payment is off and says so; an admin's purchase order is the way
 * a school pays; a trial ends on day 31 with everything kept.
 */
let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const dayString = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (n: number) => dayString(new Date(srv.clock.now.getTime() + n * DAY_MS));
const record = (
  key: string | null,
  body: Partial<{ userID: string; paymentPlan: string; quantity: number; expirationDate: string; poNumber: string | null; confirmBelowUse: boolean }>,
) =>
  request(srv.url, recordPurchaseOrder, {
    key,
    body: { userID: '', paymentPlan: 'masterAnnual_3', quantity: 6, expirationDate: inDays(200), poNumber: null, ...body } as never,
  });
const session = async (key: string) => (await request(srv.url, checkSession, { key })).body;
const moveClock = (days: number) => void (srv.clock.now = new Date(srv.clock.now.getTime() + days * DAY_MS));

describe('card payment off (no Stripe keys)', () => {
  it('says so, and every card call is refused with the purchase-order path (409), never a 5xx', async () => {
    const settings = await request(srv.url, getPaymentSettings, {});
    expect(settings).toEqual({ status: 200, body: { cardPayments: false, publishableKey: null, supportEmail: 'support@sentencelab.example', helpDeskUrl: null } });
    const teacher = await registerTeacher(srv);
    const res = await request(srv.url, signup, {
      key: teacher.key,
      body: { paymentPlan: 'masterAnnual_3', quantity: 5, paymentToken: 'pm_card_visa', stripeCoupon: null },
    });
    expect(res).toEqual({ status: 409, body: { message: extraMessages.cardPaymentsOff('support@sentencelab.example') } });
  });
});

describe('trial expiry (clock injected)', () => {
  it('a trial is active with 5 seats through day 30 and expired on day 31, with every class, student and result kept (PAY-52, 54, 55)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    for (let i = 0; i < 3; i++) await registerStudent(srv, cls.code);
    moveClock(29.9);
    expect(await session(teacher.key)).toMatchObject({ isActive: true, paymentPlan: 'trial', maxStudents: 5, availableStudents: 2 });

    moveClock(0.2);
    // Sign-ins last 30 days too: the teacher signs in again on day 31.
    const key = await loginKey(srv, teacher.payload.email);
    const expired = await session(key);
    expect(expired).toMatchObject({ isActive: false, totalStudents: 3, availableStudents: 0 });
    expect(expired.classes.map((c: { id: string }) => c.id)).toEqual([cls.id]);
    expect(await request(srv.url, saveClass, { key, body: { name: 'Another', code: freshCode() } })).toEqual({
      status: 412,
      body: { message: messages.subscriptionRequired },
    });
    // 0 seats: nobody new joins.
    expect(await createStudentCall(srv, cls.code)).toMatchObject({ status: 411, body: { message: messages.classFull } });
  });

  it('a paid plan past its expirationDate is expired and inactive (PAY-53); a cancelled plan has 0 seats (PAY-54)', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    await updateUser(srv, teacher.user.id, { paymentPlan: 'masterAnnual_3', paymentQuantity: 6, maxStudents: 30, expirationDate: new Date(srv.clock.now.getTime() + DAY_MS) });
    expect(await session(teacher.key)).toMatchObject({ isActive: true, availableStudents: 30 });
    moveClock(2);
    expect(await session(teacher.key)).toMatchObject({ isActive: false, availableStudents: 0 });
    await updateUser(srv, teacher.user.id, { paymentPlan: 'cancelled', expirationDate: new Date(srv.clock.now.getTime() + 30 * DAY_MS) });
    expect(await session(teacher.key)).toMatchObject({ isActive: false, availableStudents: 0 });
    expect((await createStudentCall(srv, cls.code)).status).toBe(411);
  });
});

describe('POST /admin/purchaseorder', () => {
  it('only an admin records one: 401 without a key, 403 for a teacher (even for themselves) and a student', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    expect((await record(null, { userID: teacher.user.id })).status).toBe(401);
    expect(await record(teacher.key, { userID: teacher.user.id })).toEqual({ status: 403, body: { message: extraMessages.onlyAdmins } });
    expect((await record(student.key, { userID: teacher.user.id })).status).toBe(403);
    expect(await session(teacher.key)).toMatchObject({ paymentPlan: 'trial', isPurchaseOrder: false });
  });

  it('makes an expired trial active at once with the seats bought; the 6th student joins; it ends after its last day', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    for (let i = 0; i < 5; i++) await registerStudent(srv, cls.code);
    moveClock(31);
    const admin = await createAdmin(srv);
    const key = await loginKey(srv, teacher.payload.email);
    expect(await session(key)).toMatchObject({ isActive: false });

    const lastDay = inDays(365);
    const res = await record(admin.key, { userID: teacher.user.id, paymentPlan: 'masterAnnual_3', quantity: 8, expirationDate: lastDay, poNumber: 'PO-2026-0042' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: teacher.user.id, state: 'purchase order', paymentPlan: 'masterAnnual_3', expirationDate: `${lastDay}T23:59:59.999Z` });
    expect(await session(key)).toMatchObject({ isActive: true, isPurchaseOrder: true, paymentQuantity: 8, maxStudents: 40, availableStudents: 35 });
    expect((await createStudentCall(srv, cls.code)).status).toBe(200);

    const [order] = await srv.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.userID, teacher.user.id));
    expect(order).toMatchObject({ plan: 'masterAnnual_3', quantity: 8, seats: 40, poNumber: 'PO-2026-0042', recordedBy: admin.user.id });

    moveClock(366);
    expect(await session(await loginKey(srv, teacher.payload.email))).toMatchObject({ isActive: false, availableStudents: 0 });
  });

  it('refuses bad orders with a clear 4xx and changes nothing', async () => {
    const admin = await createAdmin(srv);
    const { teacher, cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const cases: [Parameters<typeof record>[1], number, string][] = [
      [{ userID: teacher.user.id, expirationDate: inDays(-1) }, 400, extraMessages.expiryInPast],
      [{ userID: teacher.user.id, expirationDate: '2026-02-30' }, 400, extraMessages.expiryInPast],
      [{ userID: teacher.user.id, paymentPlan: 'expired' }, 400, extraMessages.planNotOnSale],
      [{ userID: teacher.user.id, paymentPlan: 'no-such-plan' }, 400, extraMessages.planNotOnSale],
      [{ userID: teacher.user.id, quantity: 3 }, 400, extraMessages.quantityInvalid],
      [{ userID: student.user.id }, 400, extraMessages.purchaseOrderNotTeacher],
      [{ userID: admin.user.id }, 400, extraMessages.purchaseOrderNotTeacher],
      [{ userID: '00000000-0000-4000-8000-000000000000' }, 404, messages.notFound],
    ];
    for (const [body, status, message] of cases) {
      expect(await record(admin.key, body), JSON.stringify(body)).toEqual({ status, body: { message } });
    }
    expect(await session(teacher.key)).toMatchObject({ paymentPlan: 'trial', isPurchaseOrder: false, maxStudents: 5 });
    expect(await srv.database.db.select().from(purchaseOrders)).toEqual([]);
  });

  it('a sub-teacher is refused (their seats are the group’s); a super-teacher’s order is teacher seats for the whole group', async () => {
    const admin = await createAdmin(srv);
    const owner = await registerTeacher(srv);
    const sub = await registerTeacher(srv);
    await updateUser(srv, owner.user.id, { isSuperTeacher: true, isGroup: true, isVerified: true });
    await updateUser(srv, sub.user.id, { isGroup: true, superTeacherID: owner.user.id, superTeacherPlan: 'masterAnnual_2020_25', paymentPlan: 'masterAnnual_2020_25' });

    expect(await record(admin.key, { userID: sub.user.id })).toEqual({ status: 409, body: { message: extraMessages.purchaseOrderSubTeacher } });
    // Teacher seats come from the group set, not the per-5-student plans.
    expect((await record(admin.key, { userID: owner.user.id, paymentPlan: 'masterAnnual_3', quantity: 5 })).status).toBe(400);

    const lastDay = inDays(300);
    const res = await record(admin.key, { userID: owner.user.id, paymentPlan: 'masterAnnual_2020_25', quantity: 4, expirationDate: lastDay });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plans = await srv.database.db.select().from(superTeacherPlans).where(eq(superTeacherPlans.superTeacherID, owner.user.id));
    expect(plans.map(({ plan, size, quantity }) => ({ plan, size, quantity }))).toEqual([{ plan: 'masterAnnual_2020_25', size: 25, quantity: 4 }]);
    expect(await session(owner.key)).toMatchObject({ isActive: true, maxStudents: 25, superTeacherExpiration: `${lastDay}T23:59:59.999Z` });
    // The group's teacher is active exactly as long as the group's order.
    const [subRow] = await srv.database.db.select().from(users).where(eq(users.id, sub.user.id));
    expect(subRow!.expirationDate!.toISOString()).toBe(`${lastDay}T23:59:59.999Z`);
  });

  it('an order smaller than the seats in use is refused (409, counts said) unless the admin confirms it; then the teacher is over, nobody removed (issue 29)', async () => {
    const admin = await createAdmin(srv);
    const { teacher, cls } = await teacherWithClass(srv);
    await updateUser(srv, teacher.user.id, { paymentPlan: 'masterAnnual_3', paymentQuantity: 10, maxStudents: 50, expirationDate: new Date(srv.clock.now.getTime() + 100 * DAY_MS) });
    for (let i = 0; i < 10; i++) await registerStudent(srv, cls.code);

    const refused = await record(admin.key, { userID: teacher.user.id, paymentPlan: 'GF-Tier2-Annual-5', quantity: 1 });
    expect(refused).toEqual({
      status: 409,
      body: { message: `${extraMessages.purchaseOrderBelowUse} ${extraMessages.purchaseOrderBelowUseCounts(10, 5, 5)}` },
    });
    expect(await srv.database.db.select().from(purchaseOrders)).toEqual([]);
    expect(await session(teacher.key)).toMatchObject({ isPurchaseOrder: false, maxStudents: 50 });
    // Exactly the seats in use is no warning.
    expect((await record(admin.key, { userID: teacher.user.id, paymentPlan: 'masterMonthly_3', quantity: 2 })).status).toBe(200);

    const confirmed = await record(admin.key, { userID: teacher.user.id, paymentPlan: 'GF-Tier2-Annual-5', quantity: 1, confirmBelowUse: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ totalStudents: 10 });
    expect(await session(teacher.key)).toMatchObject({ isPurchaseOrder: true, maxStudents: 5, totalStudents: 10, availableStudents: 0 });
    expect((await createStudentCall(srv, cls.code)).status).toBe(411);
  });

  it('a super-teacher’s order with fewer teacher seats than the group’s teachers is refused unless confirmed (issue 29)', async () => {
    const admin = await createAdmin(srv);
    const owner = await registerTeacher(srv);
    await updateUser(srv, owner.user.id, { isSuperTeacher: true, isGroup: true, isVerified: true });
    for (let i = 0; i < 3; i++) {
      const sub = await registerTeacher(srv);
      await updateUser(srv, sub.user.id, { isGroup: true, superTeacherID: owner.user.id, superTeacherPlan: 'masterAnnual_2020_25', paymentPlan: 'masterAnnual_2020_25' });
    }
    expect(await record(admin.key, { userID: owner.user.id, paymentPlan: 'masterAnnual_2020_25', quantity: 2 })).toEqual({
      status: 409,
      body: { message: `${extraMessages.purchaseOrderBelowUse} ${extraMessages.purchaseOrderBelowUseCounts(3, 2, 1)}` },
    });
    expect((await record(admin.key, { userID: owner.user.id, paymentPlan: 'masterAnnual_2020_25', quantity: 3 })).status).toBe(200);
    expect((await record(admin.key, { userID: owner.user.id, paymentPlan: 'masterAnnual_2020_25', quantity: 2, confirmBelowUse: true })).status).toBe(200);
  });

  it('refuses an account that pays by card until its card subscription is cancelled', async () => {
    const admin = await createAdmin(srv);
    const teacher = await registerTeacher(srv);
    const renews = new Date(srv.clock.now.getTime() + 100 * DAY_MS);
    await updateUser(srv, teacher.user.id, { paymentPlan: 'masterAnnual_3', paymentQuantity: 5, maxStudents: 25, expirationDate: renews, stripeSubscriptionID: 'sub_123' });
    expect(await record(admin.key, { userID: teacher.user.id })).toEqual({
      status: 409,
      body: { message: extraMessages.purchaseOrderPaysByCard(dayString(renews)) },
    });
    // Once it is set to cancel, the school may switch to a purchase order; the card subscription no longer speaks for the account.
    await updateUser(srv, teacher.user.id, { isCancelling: true });
    expect((await record(admin.key, { userID: teacher.user.id })).status).toBe(200);
    expect(await session(teacher.key)).toMatchObject({ isPurchaseOrder: true, isCancelling: false, stripeSubscriptionID: null });
  });
});
