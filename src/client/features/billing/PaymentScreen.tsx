import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import type { User } from '../../../shared/api/auth';
import {
  cancelSubscription,
  couponCheck,
  getCard,
  getPaymentSettings,
  signup,
  updateCard,
  updateSubscription,
} from '../../../shared/api/billing';
import { isTeacherActive } from '../../../shared/domain/account';
import { RoleID } from '../../../shared/domain/roles';
import { HOMESCHOOL_PLAN_ID, PAY_GUARD_MS, isSubscribed, planById, planChangeLabel, seatsOf } from '../../../shared/domain/plans';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureMessage, failureText } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { clearContentCache } from '../../lib/useLoaded';
import { track } from '../../lib/track';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { CardField, type CardState } from './CardField';
import { PlanPicker } from './PlanPicker';
import { priceChoice, usePlanChoice } from './planChoice';
import { CardProblem, paymentToken, stripeFor } from './stripeJs';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { changeLabel, planName } from './planWords';
import { billingText as text } from './text';
import { ChargeSummary, useChargePreview } from './ChargePreview';
import { invoiceText } from './invoiceText';
import { BillingDetailsForm, PurchaseOrderDocuments, Receipts } from './Receipts';
import { Dialog } from '../../ui/Dialog';
import { formatAmount, periodOf } from '../../../shared/domain/plans';
import './billing.css';

type Settings = Awaited<ReturnType<typeof call<typeof getPaymentSettings>>>;
type CardOnFile = Awaited<ReturnType<typeof call<typeof getCard>>>['card'];

const longDate = (iso: string | null) => (iso ? formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) : '');

/** The expiry line (ACB §2): what the account has and until when. */
function expiryLine(user: User, now: Date): string {
  const date = longDate(user.expirationDate);
  const active = isTeacherActive(user, now);
  if (user.roleID !== RoleID.Teacher) return text.adminNoPlan;
  if (!active) return user.paymentPlan === 'trial' ? text.trialEnded(date) : text.accountExpired(date);
  if (user.paymentPlan === 'trial') return text.trialEnds(date);
  if (user.isPurchaseOrder) return text.purchaseOrderUntil(date);
  if (user.isCancelling) return text.cancelledEnds(date);
  return text.renews(date);
}

/** What a subscription change returns: the user with the payment state replaced (ACB §4); the data load runs again. */
async function afterPayment(user: User) {
  clearContentCache();
  await replaceUser(user);
}

/** Payment and Plans (ACB §2): plans, seats, card and subscription for the signed-in teacher. */
export function PaymentScreen({ user }: { user: User }) {
  useLanguage();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [stripeFailed, setStripeFailed] = useState(false);
  const [card, setCard] = useState<CardState>({ element: null, empty: true });
  const [newCard, setNewCard] = useState<CardState>({
    element: null,
    empty: true,
  });
  const [onFile, setOnFile] = useState<CardOnFile>(null);
  const [busy, setBusy] = useState<null | 'pay' | 'change' | 'card'>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // A plan change is confirmed in a dialog that shows Stripe's preview of it (issue 26).
  const [confirmChange, setConfirmChange] = useState(false);
  const [showCardForm, setShowCardForm] = useState(false);
  const lastPress = useRef(0);
  const group = user.isSuperTeacher;
  const current = planById(user.paymentPlan);
  const [choice, setChoice] = usePlanChoice(
    current && user.paymentPlan !== 'trial'
      ? {
          time: current.time === 'Monthly' ? 'Monthly' : 'Annual',
          homeschool: current.id === HOMESCHOOL_PLAN_ID,
          studentsText: String(Math.max(1, seatsOf(current, user.paymentQuantity))),
          ...(group
            ? {
                groupSize: current.size || 25,
                teachersText: String(user.paymentQuantity || 1),
              }
            : {}),
        }
      : {},
  );
  const priced = priceChoice(choice, group);
  const cardSubscription = Boolean(user.stripeSubscriptionID) && user.paymentPlan !== 'cancelled' && user.paymentPlan !== 'expired';
  const subscribed = cardSubscription && isSubscribed(user);
  const previewOn = settings?.cardPayments === true && user.roleID === RoleID.Teacher && !user.isGroup && !user.isSuperTeacher;
  const purchase = { paymentPlan: priced.plan.id, quantity: priced.quantity, stripeCoupon: choice.coupon?.id ?? null };
  // Before paying: what Stripe will charge now and next (issue 26). For a change, only while its dialog is open.
  const newPreview = useChargePreview(previewOn && !cardSubscription ? purchase : null);
  const changePreview = useChargePreview(previewOn && cardSubscription && confirmChange ? { ...purchase, stripeCoupon: null } : null);
  const timeWord = periodOf(priced.plan) === 'Annual' ? text.annual : text.monthly;
  const payText = newPreview.preview ? invoiceText.payAmount(formatAmount(newPreview.preview.amountDueToday), timeWord) : priced.payLabel;

  useEffect(() => {
    let live = true;
    call(getPaymentSettings)
      .then(async (s) => {
        if (!live) return;
        setSettings(s);
        if (!s.cardPayments || !s.publishableKey) return;
        const loaded = await stripeFor(s.publishableKey);
        if (!live) return;
        setStripe(loaded);
        setStripeFailed(loaded === null);
      })
      .catch((err: unknown) => toast.error(failureMessage('load the payment settings', err)));
    call(getCard, undefined, { background: true })
      .then((r) => live && setOnFile(r.card))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user.stripeSubscriptionID]);

  /** The 5 s double-click guard (ACB §9): a second press within 5 s sends nothing. */
  function guarded(): boolean {
    const now = Date.now();
    if (now - lastPress.current < PAY_GUARD_MS) return false;
    lastPress.current = now;
    return true;
  }

  async function pay() {
    if (!guarded()) return;
    setBusy('pay');
    try {
      const token = await paymentToken(stripe, card.element, card.empty);
      const paid = await call(signup, {
        body: {
          paymentPlan: priced.plan.id,
          quantity: priced.quantity,
          paymentToken: token,
          stripeCoupon: choice.coupon?.id ?? null,
        },
      });
      if (priced.plan.id === HOMESCHOOL_PLAN_ID && choice.coupon) track('Affiliate Sale');
      await afterPayment(paid);
      toast.success(messages.thankYou);
    } catch (err) {
      toast.error(err instanceof CardProblem ? err.message : payFailure(err));
    } finally {
      // Pressed again within 5 s while this one was under way: ignored; once it is answered, the next press counts.
      lastPress.current = 0;
      setBusy(null);
    }
  }

  async function change() {
    const shown = changePreview.preview;
    if (!shown || shown.prorationDate === null || !guarded()) return;
    setBusy('change');
    try {
      const changed = await call(updateSubscription, {
        body: { paymentPlan: priced.plan.id, quantity: priced.quantity, prorationDate: shown.prorationDate, amountDueToday: shown.amountDueToday },
      });
      setConfirmChange(false);
      await afterPayment(changed);
      toast.success(user.isCancelling ? extraMessages.subscriptionResumed : extraMessages.planChanged);
    } catch (err) {
      // 409: Stripe's amount moved since the preview; the dialog closes and nothing was charged.
      setConfirmChange(false);
      toast.error(payFailure(err));
    } finally {
      lastPress.current = 0;
      setBusy(null);
    }
  }

  async function replaceCard() {
    setBusy('card');
    try {
      const token = await paymentToken(stripe, newCard.element, newCard.empty);
      const updated = await call(updateCard, { body: { paymentToken: token } });
      await afterPayment(updated);
      setOnFile((await call(getCard)).card);
      setShowCardForm(false);
      toast.success(extraMessages.cardUpdated);
    } catch (err) {
      toast.error(err instanceof CardProblem ? err.message : (failureText('update the card', err) ?? messages.pleaseLogin));
    } finally {
      setBusy(null);
    }
  }

  const now = new Date();
  const heading = (
    <header className="page-header">
      <h1>{text.title}</h1>
      <p className="expiry-line">{expiryLine(user, now)}</p>
    </header>
  );

  if (user.roleID !== RoleID.Teacher) {
    // An administrator's own account needs no plan; to act for a teacher, impersonate them.
    return <section className="payment-page">{heading}</section>;
  }
  if (user.isGroup && !user.isSuperTeacher) {
    return (
      <section className="payment-page">
        {heading}
        <p className="notice">{extraMessages.groupAccountNoPlans}</p>
      </section>
    );
  }
  if (user.isSuperTeacher) {
    // PAY-56 (decided, see assertMayBuy in src/server/features/billing/routes.ts): a group account
    // does not see plan purchase; its teacher seats are bought by purchase order.
    const email = settings?.supportEmail ?? text.support;
    return (
      <section className="payment-page">
        {heading}
        <CurrentPlan user={user} />
        <p className="notice" role="status">
          {invoiceText.groupByOrder}{' '}
          {settings ? <a href={`mailto:${settings.supportEmail}?subject=${encodeURIComponent('Sentence Lab group seats quote')}`}>{text.emailAddress(email)}</a> : null}
        </p>
        <PurchaseOrderDocuments />
        {user.stripeSubscriptionID ? <Receipts refreshKey={`${user.expirationDate}`} /> : null}
        <p className="back-link">
          <Link to="/classes">{text.backToClasses}</Link>
        </p>
      </section>
    );
  }
  if (user.isPurchaseOrder && isTeacherActive(user, now)) {
    return (
      <section className="payment-page">
        {heading}
        <CurrentPlan user={user} />
        <p className="notice">{extraMessages.purchaseOrderAccount}</p>
        <PurchaseOrderDocuments />
        {user.stripeSubscriptionID ? <Receipts refreshKey={`${user.expirationDate}`} /> : null}
      </section>
    );
  }

  const cardOff = settings !== null && !settings.cardPayments;
  const label = planChangeLabel(cardSubscription ? { plan: user.paymentPlan, quantity: user.paymentQuantity } : null, {
    plan: priced.plan.id,
    quantity: priced.quantity,
  });

  return (
    <section className="payment-page">
      {heading}
      {cardSubscription ? <CurrentPlan user={user} /> : null}
      <div className="payment-grid">
        <div className="card payment-card">
          <h2>{cardSubscription ? text.changePlan : group ? text.groupSeats : text.choosePlan}</h2>
          <PlanPicker
            choice={choice}
            setChoice={setChoice}
            priced={priced}
            group={group}
            showCoupon={!cardSubscription}
            checkCoupon={cardOff ? undefined : (code) => call(couponCheck, { query: { code } })}
          />
        </div>
        <div className="card payment-card">
          {cardOff ? (
            <div className="notice" role="status">
              <h2>{text.purchaseOrderTitle}</h2>
              <p>{extraMessages.cardPaymentsOff(settings.supportEmail)}</p>
              <p>
                <a href={`mailto:${settings.supportEmail}?subject=${encodeURIComponent('Sentence Lab purchase order')}`}>
                  {text.emailAddress(settings.supportEmail)}
                </a>
              </p>
            </div>
          ) : cardSubscription ? (
            <>
              <h2>{text.yourSubscription}</h2>
              <Button busy={busy === 'change'} disabled={label === 'Current Plan' && !user.isCancelling} onClick={() => setConfirmChange(true)}>
                {user.isCancelling && label === 'Current Plan' ? text.resume : changeLabel(label)}
              </Button>
              <p className="field-hint">{text.prorated}</p>
              <h3>{text.card}</h3>
              <p>{onFile ? text.cardOnFile(cap(onFile.brand), onFile.last4, onFile.expMonth, onFile.expYear) : text.noCard}</p>
              {showCardForm ? (
                <>
                  {stripeFailed ? <p className="notice notice-error">{messages.missingStripe}</p> : null}
                  <CardField stripe={stripe} label={text.newCard} onChange={setNewCard} />
                  <div className="button-row">
                    <Button busy={busy === 'card'} onClick={() => void replaceCard()}>
                      {text.saveCard}
                    </Button>
                    <Button variant="secondary" onClick={() => setShowCardForm(false)}>
                      {text.cancel}
                    </Button>
                  </div>
                </>
              ) : (
                <Button variant="secondary" onClick={() => setShowCardForm(true)}>
                  {text.updateCard}
                </Button>
              )}
              {subscribed ? (
                <p className="cancel-row">
                  <Button variant="danger" onClick={() => setConfirmCancel(true)}>
                    {text.cancelSubscription}
                  </Button>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <h2>{text.payByCard}</h2>
              {stripeFailed ? <p className="notice notice-error">{messages.missingStripe}</p> : null}
              <CardField stripe={stripe} label={text.card} onChange={setCard} />
              <p className="plan-change-label">{changeLabel(label)}</p>
              {settings?.cardPayments ? <ChargeSummary state={newPreview} /> : null}
              <Button className="pay-button" busy={busy === 'pay'} onClick={() => void pay()}>
                {payText}
              </Button>
              <p className="field-hint">{text.purchaseOrderHint(settings?.supportEmail ?? text.support)}</p>
            </>
          )}
        </div>
      </div>
      {cardSubscription || user.stripeSubscriptionID ? <Receipts refreshKey={`${user.stripeSubscriptionID}|${user.paymentPlan}|${user.paymentQuantity}|${user.isCancelling}`} /> : null}
      {settings?.cardPayments ? <BillingDetailsForm hasCustomer={Boolean(user.stripeSubscriptionID)} /> : null}
      {confirmChange ? (
        <Dialog
          open
          onOpenChange={(open) => !open && busy !== 'change' && setConfirmChange(false)}
          title={invoiceText.confirmTitle}
          description={invoiceText.confirmQuestion(planName(priced.plan), group ? text.groupQuantity(priced.quantity, priced.seats) : text.seats(priced.seats))}
        >
          <ChargeSummary state={changePreview} showLines />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setConfirmChange(false)} disabled={busy === 'change'}>
              {text.cancel}
            </Button>
            <Button busy={busy === 'change'} disabled={!changePreview.preview} onClick={() => void change()}>
              {changePreview.preview && changePreview.preview.amountDueToday > 0
                ? invoiceText.confirmCharge(formatAmount(changePreview.preview.amountDueToday))
                : invoiceText.confirmNoCharge}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {confirmCancel ? (
        <ConfirmDialog
          title={text.cancelSubscription}
          question={text.cancelQuestion(planOf(user))}
          confirmLabel={text.cancelSubscription}
          failureAction="cancel the subscription"
          successMessage={extraMessages.subscriptionCancelled(longDate(user.expirationDate))}
          action={async () => afterPayment(await call(cancelSubscription))}
          onClose={() => setConfirmCancel(false)}
          onDone={() => setConfirmCancel(false)}
        >
          <p>{text.cancelExplained(longDate(user.expirationDate))}</p>
        </ConfirmDialog>
      ) : null}
      <p className="back-link">
        <Link to="/classes">{text.backToClasses}</Link>
      </p>
    </section>
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const planOf = (user: User) => {
  const plan = planById(user.paymentPlan);
  return plan ? planName(plan) : '';
};

/** A refused payment: 433 and 412 carry the message to show as it is (ACB §8). */
function payFailure(err: unknown): string {
  const text = failureText('pay', err);
  if (text === null) return messages.pleaseLogin;
  const status = (err as { status?: number }).status;
  return status === 433 || status === 412 || status === 429 ? (err as Error).message : text;
}

function CurrentPlan({ user }: { user: User }) {
  const plan = planById(user.paymentPlan);
  if (!plan) return null;
  return (
    <p className="current-plan">
      {text.currentPlan}
      <strong>{planName(plan)}</strong>
      {user.isSuperTeacher ? text.groupPlanSeats(user.paymentQuantity, plan.size) : text.planSeats(user.maxStudents)}
    </p>
  );
}
