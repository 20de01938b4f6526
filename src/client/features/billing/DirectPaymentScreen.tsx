import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { directSignup, getPaymentSettings } from '../../../shared/api/billing';
import { HOMESCHOOL_PLAN_ID, PAY_GUARD_MS } from '../../../shared/domain/plans';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { signIn } from '../../lib/session';
import { track } from '../../lib/track';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { CardField, type CardState } from './CardField';
import { directSignupBody, forgetRegistration, markDirectSignup, type PendingRegistration } from './directCheckout';
import { PlanPicker } from './PlanPicker';
import { priceChoice, usePlanChoice } from './planChoice';
import { CardProblem, paymentToken, stripeFor } from './stripeJs';
import { useLanguage } from '../../i18n/language';
import { billingText as text } from './text';
import './billing.css';

/**
 * /direct-payment: the card form of a direct checkout (ACB §2). The account is made together
 * with the first payment (POST /user/direct), then the teacher is signed in and lands on /classes.
 */
export function DirectPaymentScreen({ registration }: { registration: PendingRegistration }) {
  useLanguage();
  const navigate = useNavigate();
  const [choice, setChoice] = usePlanChoice();
  const priced = priceChoice(choice, false);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [cardOff, setCardOff] = useState<string | null>(null);
  const [stripeFailed, setStripeFailed] = useState(false);
  const [card, setCard] = useState<CardState>({ element: null, empty: true });
  const [busy, setBusy] = useState(false);
  const lastPress = useRef(0);

  useEffect(() => {
    let live = true;
    call(getPaymentSettings)
      .then(async (s) => {
        if (!live) return;
        if (!s.cardPayments || !s.publishableKey) return setCardOff(s.supportEmail);
        const loaded = await stripeFor(s.publishableKey);
        if (!live) return;
        setStripe(loaded);
        setStripeFailed(loaded === null);
      })
      .catch((err: unknown) => toast.error(failureMessage('load the payment settings', err)));
    return () => {
      live = false;
    };
  }, []);

  async function pay() {
    const now = Date.now();
    if (now - lastPress.current < PAY_GUARD_MS) return;
    lastPress.current = now;
    setBusy(true);
    try {
      const token = await paymentToken(stripe, card.element, card.empty);
      const user = await call(directSignup, {
        body: directSignupBody(registration, { paymentPlan: priced.plan.id, quantity: priced.quantity, paymentToken: token, stripeCoupon: choice.coupon?.id ?? null }),
      });
      if (priced.plan.id === HOMESCHOOL_PLAN_ID && choice.coupon) track('Affiliate Sale');
      forgetRegistration();
      await signIn(user);
      markDirectSignup(user.id);
      toast.success(messages.thankYou);
      await navigate({ to: '/classes' });
    } catch (err) {
      lastPress.current = 0;
      if (err instanceof CardProblem) toast.error(err.message);
      else if (err instanceof ApiError && err.status === 409) toast.error(messages.accountExists);
      else if (err instanceof ApiError && (err.status === 433 || err.status === 429 || err.status === 404)) toast.error(err.message);
      else toast.error(failureMessage('sign up', err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="payment-page direct-payment" aria-labelledby="direct-heading">
      <header className="page-header">
        <h1 id="direct-heading">{text.chooseYourPlan}</h1>
        <p className="expiry-line">
          {text.signingUpAs(registration.first, registration.last, registration.email)}{' '}
          <Link to="/register" search={{ type: 'teacher', direct: 1 }}>
            {text.change}
          </Link>
        </p>
      </header>
      <div className="payment-grid">
        <div className="card payment-card">
          <PlanPicker choice={choice} setChoice={setChoice} priced={priced} group={false} />
        </div>
        <div className="card payment-card">
          {cardOff ? (
            <div className="notice" role="status">
              <p>{extraMessages.cardPaymentsOff(cardOff)}</p>
              <p>
                <Link to="/register" search={{ type: 'teacher' }}>
                  {text.trialInstead}
                </Link>
              </p>
            </div>
          ) : (
            <>
              <h2>{text.payByCard}</h2>
              {stripeFailed ? <p className="notice notice-error">{messages.missingStripe}</p> : null}
              <CardField stripe={stripe} label={text.card} onChange={setCard} />
              <Button className="pay-button" busy={busy} onClick={() => void pay()}>
                {priced.payLabel}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
