import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { messages } from '../../../shared/messages';

/**
 * Stripe.js, loaded from Stripe's own origin only when a payment screen opens (the rest of the
 * app never loads it). A failed load is forgotten, so opening the screen again tries again.
 */
const loads = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => null);
    loads.set(publishableKey, load);
    void load.then((s) => s === null && loads.delete(publishableKey));
  }
  return load;
}

/** A payment problem found in the browser, worded as the catalogue has it (ACB §5, §8). */
export class CardProblem extends Error {}

/**
 * The PaymentMethod id (the spec's payment token) for what the teacher typed into Stripe's card
 * field. No Stripe.js: missingStripe; nothing typed: missingCard; a card Stripe cannot use: invalidCard.
 */
export async function paymentToken(stripe: Stripe | null, card: StripeCardElement | null, cardEmpty: boolean): Promise<string> {
  if (!stripe) throw new CardProblem(messages.missingStripe);
  if (!card || cardEmpty) throw new CardProblem(messages.missingCard);
  const result = await stripe.createPaymentMethod({ type: 'card', card });
  if (result.error || !result.paymentMethod) throw new CardProblem(messages.invalidCard);
  return result.paymentMethod.id;
}
