import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  getBillingDetails,
  listInvoices,
  listPurchaseOrders,
  previewCharge,
  recordPurchaseOrder,
  saveBillingDetails,
  signup,
  updateSubscription,
} from '../../src/shared/api/billing';
import { DAY_MS } from '../../src/shared/domain/trial';
import { invoiceMessages } from '../../src/shared/invoiceMessages';
import { extraMessages, messages } from '../../src/shared/messages';
import { users } from '../../src/server/db/schema';
import { billingServer, type BillingServer } from './support/billing';
import { raw, request } from './support/client';
import { registerTeacher, teacherWithClass } from './support/fixtures';
import { createAdmin, updateUser } from './admin-fixtures';

/**
 * What the teacher sees before and after paying (issue 26): Stripe's preview of a charge (the
 * real adapter through the official SDK against the stand-in, whose create_preview prorates to
 * the second as Stripe does), the invoices and next renewal, billing details on the Stripe
 * customer, and purchase-order documents.
 */
let srv: BillingServer;
beforeEach(async () => {
  srv = await billingServer();
  await srv.reset();
});

let cardSeq = 0;
const visa = () => `pm_card_visa_inv${++cardSeq}`;
const preview = (key: string, paymentPlan: string, quantity: number, stripeCoupon: string | null = null) =>
  request(srv.url, previewCharge, {
    key,
    body: { paymentPlan, quantity, stripeCoupon },
  });
const rowOf = async (id: string) => (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const invoicesOfCustomer = (customer: string) => [...srv.stripe.invoices.values()].filter((i) => i.customer === customer);

async function trialTeacher() {
  const { teacher } = await teacherWithClass(srv);
  await updateUser(srv, teacher.user.id, { isVerified: true });
  return teacher;
}
async function paidTeacher(paymentPlan = 'masterAnnual_3', quantity = 6, stripeCoupon: string | null = null) {
  const t = await trialTeacher();
  const res = await request(srv.url, signup, {
    key: t.key,
    body: { paymentPlan, quantity, paymentToken: visa(), stripeCoupon },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await srv.stripe.settled();
  return {
    ...t,
    subscriptionID: res.body.stripeSubscriptionID as string,
    customerID: (await rowOf(t.user.id)).stripeCustomerID!,
  };
}

describe('POST /payment/preview (Stripe’s upcoming-invoice preview)', () => {
  it('a new subscription: $60.00 today for 30 students annual, then $60.00 a year on', async () => {
    const t = await trialTeacher();
    // The stand-in serves every test of this worker: count what this preview adds.
    const madeBefore = srv.stripe.customers.size + srv.stripe.subscriptions.size;
    const res = await preview(t.key, 'masterAnnual_3', 6);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const yearOn = new Date(srv.clock.now);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    expect(res.body).toMatchObject({
      kind: 'new',
      amountDueToday: 6000,
      nextAmount: 6000,
      credit: 0,
      currency: 'usd',
      prorationDate: null,
    });
    expect(new Date(res.body.nextDate).getTime()).toBe(Math.floor(yearOn.getTime() / 1000) * 1000);
    expect(res.body.lines).toEqual([
      {
        description: expect.stringContaining('6 ×'),
        amount: 6000,
        proration: false,
      },
    ]);
    // Nothing was made at Stripe by a preview.
    expect(srv.stripe.customers.size + srv.stripe.subscriptions.size).toBe(madeBefore);
  });

  it('a coupon preview shows the discounted amount, and that is what the signup charges', async () => {
    const t = await trialTeacher();
    const forever = await preview(t.key, 'masterAnnual_3', 6, 'SCHOOL20');
    expect(forever.body).toMatchObject({
      amountDueToday: 4800,
      nextAmount: 4800,
    });
    const once = await preview(t.key, 'masterAnnual_3', 6, 'WELCOME5');
    expect(once.body).toMatchObject({ amountDueToday: 5500, nextAmount: 6000 });
    const res = await request(srv.url, signup, {
      key: t.key,
      body: {
        paymentPlan: 'masterAnnual_3',
        quantity: 6,
        paymentToken: visa(),
        stripeCoupon: 'SCHOOL20',
      },
    });
    expect(res.status).toBe(200);
    const customer = (await rowOf(t.user.id)).stripeCustomerID!;
    expect(invoicesOfCustomer(customer).map((i) => i.amount_paid)).toEqual([4800]);
  });

  it('the preview before an upgrade (30 → 50 seats) is what the change then charges, to the cent', async () => {
    const t = await paidTeacher();
    srv.clock.now = new Date(srv.clock.now.getTime() + 20 * DAY_MS);
    const res = await preview(t.key, 'masterAnnual_3', 10);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe('change');
    // 345 of 365 days left: −$60.00 × 345/365 + $100.00 × 345/365 (Stripe rounds each line).
    const year = (await rowOf(t.user.id)).expirationDate!.getTime() - (srv.clock.now.getTime() - 20 * DAY_MS);
    const share = (year / 1000 - 20 * 86400) / (year / 1000);
    const expected = Math.round(10000 * share) - Math.round(6000 * share);
    expect(res.body.amountDueToday).toBe(expected);
    expect(res.body.lines.map((l: { proration: boolean; amount: number }) => [l.proration, l.amount])).toEqual([
      [true, -Math.round(6000 * share)],
      [true, Math.round(10000 * share)],
    ]);
    expect(res.body).toMatchObject({ nextAmount: 10000, credit: 0 });
    expect(new Date(res.body.nextDate).toISOString()).toBe((await rowOf(t.user.id)).expirationDate!.toISOString());

    // A minute later the teacher confirms: charged as of the preview's moment, exactly the amount shown.
    srv.clock.now = new Date(srv.clock.now.getTime() + 60_000);
    const changed = await request(srv.url, updateSubscription, {
      key: t.key,
      body: {
        paymentPlan: 'masterAnnual_3',
        quantity: 10,
        prorationDate: res.body.prorationDate!,
        amountDueToday: res.body.amountDueToday,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      paymentQuantity: 10,
      maxStudents: 50,
    });
    const update = invoicesOfCustomer(t.customerID).find((i) => i.billing_reason === 'subscription_update')!;
    expect(update).toMatchObject({
      status: 'paid',
      amount_paid: res.body.amountDueToday,
    });
  });

  it('annual → monthly: the preview says the credit and the new renewal date before anything happens', async () => {
    const t = await paidTeacher();
    srv.clock.now = new Date(srv.clock.now.getTime() + 10 * DAY_MS);
    const res = await preview(t.key, 'masterMonthly_3', 6);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const unused = Math.round(6000 * (355 / 365));
    expect(res.body).toMatchObject({
      amountDueToday: 0,
      credit: unused - 702,
      nextAmount: 702,
    });
    const monthOn = new Date(srv.clock.now);
    monthOn.setUTCMonth(monthOn.getUTCMonth() + 1);
    expect(new Date(res.body.nextDate).getTime()).toBe(Math.floor(monthOn.getTime() / 1000) * 1000);
  });

  it('a confirm whose amount Stripe no longer agrees with is refused (409) and charges nothing; no preview is 400', async () => {
    const t = await paidTeacher();
    const res = await preview(t.key, 'masterAnnual_3', 10);
    const before = invoicesOfCustomer(t.customerID).length;
    const wrong = await request(srv.url, updateSubscription, {
      key: t.key,
      body: {
        paymentPlan: 'masterAnnual_3',
        quantity: 10,
        prorationDate: res.body.prorationDate!,
        amountDueToday: res.body.amountDueToday - 100,
      },
    });
    expect(wrong).toEqual({
      status: 409,
      body: {
        message: invoiceMessages.amountChanged((res.body.amountDueToday / 100).toFixed(2)),
      },
    });
    const stale = await request(srv.url, updateSubscription, {
      key: t.key,
      body: {
        paymentPlan: 'masterAnnual_3',
        quantity: 10,
        prorationDate: res.body.prorationDate! - 2 * 3600,
        amountDueToday: res.body.amountDueToday,
      },
    });
    expect(stale).toEqual({
      status: 400,
      body: { message: invoiceMessages.previewFirst },
    });
    const missing = await raw(`${srv.url}/api/payment/updatesubscription`, {
      method: 'POST',
      key: t.key,
      body: { paymentPlan: 'masterAnnual_3', quantity: 10 },
    });
    expect(missing.status).toBe(400);
    expect(invoicesOfCustomer(t.customerID)).toHaveLength(before);
    expect((await rowOf(t.user.id)).paymentQuantity).toBe(6);
  });

  it('bad input is 400 with the catalogue’s words; an unknown coupon 404', async () => {
    const t = await trialTeacher();
    expect(await preview(t.key, 'masterAnnual_3', 4)).toEqual({
      status: 400,
      body: { message: extraMessages.quantityInvalid },
    });
    expect(await preview(t.key, 'nonsense', 5)).toEqual({
      status: 400,
      body: { message: extraMessages.planNotOnSale },
    });
    expect(await preview(t.key, 'masterAnnual_3', 5, 'NOPE')).toEqual({
      status: 404,
      body: { message: messages.couponNotFound },
    });
    for (const body of [
      {},
      { paymentPlan: 'masterAnnual_3', quantity: 'five' },
      { paymentPlan: 'masterAnnual_3', quantity: -1 },
      { paymentPlan: 7, quantity: 5 },
    ]) {
      expect(
        (
          await raw(`${srv.url}/api/payment/preview`, {
            method: 'POST',
            key: t.key,
            body,
          })
        ).status,
      ).toBe(400);
    }
  });
});

describe('GET /payment/invoices', () => {
  it('after a signup: the invoice with Stripe’s hosted page and PDF, and the next renewal; only the teacher’s own', async () => {
    const a = await paidTeacher('masterAnnual_3', 6, 'SCHOOL20');
    const b = await paidTeacher('masterMonthly_3', 5);
    const res = await request(srv.url, listInvoices, { key: a.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoices).toHaveLength(1);
    const [inv] = res.body.invoices;
    expect(inv).toMatchObject({
      status: 'paid',
      amountPaid: 4800,
      currency: 'usd',
      billingReason: 'subscription_create',
    });
    expect(inv!.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(inv!.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.com\/i\//);
    expect(inv!.invoicePdf).toMatch(/^https:\/\/pay\.stripe\.com\/invoice\/.+\/pdf$/);
    expect(res.body.renewal).toMatchObject({
      amount: 4800,
      currency: 'usd',
      date: (await rowOf(a.user.id)).expirationDate!.toISOString(),
    });
    // Teacher B sees B's invoice only.
    const other = await request(srv.url, listInvoices, { key: b.key });
    expect(other.body.invoices.map((i: { amountPaid: number }) => i.amountPaid)).toEqual([585]);
    expect(other.body.invoices[0]!.id).not.toBe(inv!.id);
    // A trial teacher has none.
    const trial = await trialTeacher();
    expect((await request(srv.url, listInvoices, { key: trial.key })).body).toEqual({ invoices: [], renewal: null });
  });
});

describe('billing details on the Stripe customer', () => {
  const details = {
    name: 'Lincoln Elementary PTA',
    address: {
      line1: '12 School Rd',
      line2: null,
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'us',
    },
    taxID: { type: 'us_ein' as const, value: '12-3456789' },
  };

  it('saved with customers.update and createTaxId, read back, and printed on the next invoice', async () => {
    const t = await paidTeacher();
    const saved = await request(srv.url, saveBillingDetails, {
      key: t.key,
      body: details,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      ...details,
      address: { ...details.address, country: 'US' },
    };
    expect(saved.body.details).toEqual(expected);
    expect((await request(srv.url, getBillingDetails, { key: t.key })).body.details).toEqual(expected);
    // The tax id is replaced, not added to.
    const again = await request(srv.url, saveBillingDetails, {
      key: t.key,
      body: { ...details, taxID: { type: 'us_ein', value: '98-7654321' } },
    });
    expect(again.body.details.taxID).toEqual({
      type: 'us_ein',
      value: '98-7654321',
    });
    const p = await preview(t.key, 'masterAnnual_3', 7);
    await request(srv.url, updateSubscription, {
      key: t.key,
      body: {
        paymentPlan: 'masterAnnual_3',
        quantity: 7,
        prorationDate: p.body.prorationDate!,
        amountDueToday: p.body.amountDueToday,
      },
    });
    const last = invoicesOfCustomer(t.customerID).find((i) => i.billing_reason === 'subscription_update')!;
    expect(last).toMatchObject({
      customer_name: details.name,
      customer_address: {
        line1: '12 School Rd',
        postal_code: '62701',
        country: 'US',
      },
      customer_tax_ids: [{ type: 'us_ein', value: '98-7654321' }],
    });
  });

  it('refusals: a tax id Stripe rejects is 400, a missing name or a bad country 400, before any card payment 409', async () => {
    const t = await paidTeacher();
    expect(
      await request(srv.url, saveBillingDetails, {
        key: t.key,
        body: { ...details, taxID: { type: 'us_ein', value: '123' } },
      }),
    ).toEqual({
      status: 400,
      body: { message: invoiceMessages.taxIDInvalid },
    });
    expect(
      (
        await raw(`${srv.url}/api/payment/billingdetails`, {
          method: 'POST',
          key: t.key,
          body: { ...details, name: ' ' },
        })
      ).body,
    ).toEqual({ message: invoiceMessages.nameRequired });
    expect(
      (
        await raw(`${srv.url}/api/payment/billingdetails`, {
          method: 'POST',
          key: t.key,
          body: { ...details, address: { ...details.address, country: 'USA' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await raw(`${srv.url}/api/payment/billingdetails`, {
          method: 'POST',
          key: t.key,
          body: { ...details, taxID: { type: 'xx_tax', value: '1' } },
        })
      ).body,
    ).toEqual({ message: invoiceMessages.taxIDTypeInvalid });
    const trial = await trialTeacher();
    expect(
      await request(srv.url, saveBillingDetails, {
        key: trial.key,
        body: details,
      }),
    ).toEqual({ status: 409, body: { message: invoiceMessages.noCustomer } });
    expect((await request(srv.url, getBillingDetails, { key: trial.key })).body).toEqual({ details: null });
  });
});

describe('GET /payment/purchaseorders (the printable quote and invoice)', () => {
  it('lists the teacher’s own orders with the plan’s price; another teacher sees none of them', async () => {
    const t = await registerTeacher(srv);
    const other = await registerTeacher(srv);
    const admin = await createAdmin(srv);
    const until = new Date(srv.clock.now.getTime() + 200 * DAY_MS).toISOString().slice(0, 10);
    const rec = await request(srv.url, recordPurchaseOrder, {
      key: admin.key,
      body: {
        userID: t.user.id,
        paymentPlan: 'masterAnnual_3',
        quantity: 8,
        expirationDate: until,
        poNumber: 'PO-2291',
      },
    });
    expect(rec.status, JSON.stringify(rec.body)).toBe(200);
    const res = await request(srv.url, listPurchaseOrders, { key: t.key });
    expect(res.status).toBe(200);
    expect(res.body.orders).toEqual([
      expect.objectContaining({
        poNumber: 'PO-2291',
        plan: 'masterAnnual_3',
        quantity: 8,
        seats: 40,
        unitAmount: 1000,
        total: 8000,
        expirationDate: `${until}T23:59:59.999Z`,
      }),
    ]);
    expect(res.body.orders[0]!.billTo.email).toBe(t.user.email);
    expect((await request(srv.url, listPurchaseOrders, { key: other.key })).body.orders).toEqual([]);
  });
});
