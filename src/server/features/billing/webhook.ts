import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { limitBody } from '../../http';
import { WebhookSignatureInvalid } from '../../adapters/payments';
import type { AppEnv } from '../../app-env';
import { billingAlerts, billingEvents, users } from '../../db/schema';
import { applySubscription } from './payment-state';

/**
 * Stripe's webhook (POST /api/payment/webhook; set it up in Stripe's dashboard with the events
 * below): renewals extend expirationDate, a failed renewal or a deleted subscription ends the
 * account's plan. The signature is checked with the SDK against STRIPE_WEBHOOK_SECRET; the
 * subscription is then read back from Stripe, so events that arrive late or twice (Stripe sends
 * each at least once, in no promised order) always leave the account as Stripe has it now.
 */
export const webhookRoutes = new Hono<AppEnv>();

export const WEBHOOK_EVENTS = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** The subscription an event is about, or null for events that change no account. */
function subscriptionOfEvent(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const ref = event.data.object.parent?.subscription_details?.subscription;
      return ref ? (typeof ref === 'string' ? ref : ref.id) : null;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    default:
      return null;
  }
}

webhookRoutes.post('/payment/webhook', limitBody(256 * 1024), async (c) => {
  const { payments, db, now, log } = c.var.deps;
  if (!payments) return c.json({ message: 'Card payments are off on this server.' }, 404);
  const raw = await c.req.text();
  let event: Stripe.Event;
  try {
    event = payments.verifyEvent(raw, c.req.header('Stripe-Signature'));
  } catch (err) {
    if (!(err instanceof WebhookSignatureInvalid)) throw err;
    log(`[billing] webhook refused: ${err.message}`);
    return c.json({ message: 'The webhook signature does not verify.' }, 400);
  }

  const subscriptionID = subscriptionOfEvent(event);
  if (!subscriptionID) return c.json({ received: true, applied: false });
  const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id));
  if (seen) return c.json({ received: true, applied: false, duplicate: true });

  // Read outside any transaction: never hold the database across a network call.
  const sub = await payments.subscription(subscriptionID);
  if (!sub) {
    log(`[billing] webhook ${event.id} (${event.type}): subscription ${subscriptionID} not found at Stripe`);
    return c.json({ received: true, applied: false });
  }
  const at = now();
  const applied = await db.transaction(async (tx) => {
    const first = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!first.length) return 'duplicate' as const;
    const [bySubscription] = await tx.select().from(users).where(eq(users.stripeSubscriptionID, subscriptionID)).for('update');
    // The first payment's events may come before /payment/signup stored the subscription: the metadata names the account.
    // A subscription the reconciler ended (reconciler.ts) is never taken onto an account by its events.
    const [reconciled] = bySubscription ? [] : await tx.select({ id: billingAlerts.id }).from(billingAlerts).where(eq(billingAlerts.subscriptionID, subscriptionID)).limit(1);
    const [byMetadata] = bySubscription || reconciled || !sub.userID ? [] : await tx.select().from(users).where(eq(users.id, sub.userID)).for('update');
    // Never onto an account that has moved to a purchase order since.
    const user =
      bySubscription ?? (byMetadata && byMetadata.stripeSubscriptionID === null && !byMetadata.isPurchaseOrder ? byMetadata : undefined);
    if (!user) return 'no account' as const;
    await applySubscription(tx, user, sub, at, log);
    return user.id;
  });
  log(
    `[billing] webhook ${event.id} ${event.type} for ${subscriptionID}: ${applied === 'duplicate' || applied === 'no account' ? applied : `applied to ${applied}`}`,
  );
  return c.json({ received: true, applied: applied !== 'duplicate' && applied !== 'no account' });
});
