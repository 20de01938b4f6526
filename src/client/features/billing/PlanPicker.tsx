import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { Coupon } from '../../../shared/api/billing';
import { DEFAULT_STUDENT_COUNT, GROUP_PLANS, formatAmount } from '../../../shared/domain/plans';
import { messages } from '../../../shared/messages';
import { ApiError, failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast';
import { couponDescription, pricePerPeriod, type PlanChoiceState, type PricedChoice } from './planChoice';
import { planName } from './planWords';
import { billingText as text } from './text';

interface PlanPickerProps {
  choice: PlanChoiceState;
  setChoice: Dispatch<SetStateAction<PlanChoiceState>>;
  priced: PricedChoice;
  /** Super-teachers buy teacher seats for their group instead of a single teacher's plan. */
  group: boolean;
  /** Checks a coupon code with the server; without it the code is checked when paying. */
  checkCoupon?: (code: string) => Promise<Coupon>;
  /** Coupons apply to a new subscription, not to a change of plan. */
  showCoupon?: boolean;
  disabled?: boolean;
}

/** The plan controls of ACB §2 "Payment and Plans": Annual/Monthly, homeschool, student count, coupon, summary. */
export function PlanPicker({ choice, setChoice, priced, group, checkCoupon, showCoupon = true, disabled = false }: PlanPickerProps) {
  const timeName = useId();
  const [code, setCode] = useState(choice.coupon?.id ?? '');
  const [checking, setChecking] = useState(false);
  const set = (patch: Partial<PlanChoiceState>) => setChoice((c) => ({ ...c, ...patch }));
  const locked = disabled || choice.homeschool;

  async function applyCoupon() {
    const trimmed = code.trim();
    if (!trimmed) return void set({ coupon: null });
    if (!checkCoupon)
      return void set({
        coupon: {
          id: trimmed,
          name: null,
          percentOff: null,
          amountOff: null,
          duration: 'once',
          durationInMonths: null,
        },
      });
    setChecking(true);
    try {
      const coupon = await checkCoupon(trimmed);
      set({ coupon });
      toast.success(text.couponApplied(couponDescription(coupon)));
    } catch (err) {
      set({ coupon: null });
      toast.error(err instanceof ApiError && err.status === 404 ? messages.couponNotFound : failureMessage('check the coupon', err));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="plan-picker">
      {group ? (
        <div className="plan-controls">
          <label className="field">
            <span className="field-label">{text.studentsPerTeacher}</span>
            <select
              className="input"
              value={choice.groupSize}
              disabled={disabled}
              onChange={(e) => set({ groupSize: Number(e.target.value) })}
            >
              {GROUP_PLANS.map((p) => (
                <option key={p.id} value={p.size}>
                  {text.groupOption(p.size, formatAmount(p.price))}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={text.numberOfTeachers}
            inputMode="numeric"
            value={choice.teachersText}
            disabled={disabled}
            onChange={(e) => set({ teachersText: e.target.value })}
            hint={text.teachersHint}
          />
        </div>
      ) : (
        <div className="plan-controls">
          <fieldset className="segmented" disabled={locked}>
            <legend className="field-label">{text.plan}</legend>
            {(['Annual', 'Monthly'] as const).map((time) => (
              <label key={time} className={`segment${choice.time === time ? ' segment-on' : ''}`}>
                <input type="radio" name={timeName} value={time} checked={choice.time === time} onChange={() => set({ time })} />
                {time === 'Annual' ? text.annual : text.monthly}
              </label>
            ))}
          </fieldset>
          <div className="field homeschool-field">
            <span className="field-label" aria-hidden="true">
              {text.homeschool}
            </span>
            <Switch
              checked={choice.homeschool}
              label={text.homeschoolSwitch}
              locked={disabled}
              onToggle={() =>
                !disabled &&
                set({
                  homeschool: !choice.homeschool,
                  ...(choice.homeschool ? {} : { time: 'Annual' }),
                })
              }
            />
          </div>
          <Field
            label={text.numberOfStudents}
            inputMode="numeric"
            value={choice.homeschool ? '5' : choice.studentsText}
            disabled={locked}
            onChange={(e) => set({ studentsText: e.target.value })}
            hint={choice.homeschool ? text.homeschoolHint : text.seatsInFives(DEFAULT_STUDENT_COUNT)}
          />
        </div>
      )}

      {showCoupon ? (
        <div className="coupon-row">
          <Field label={text.coupon} value={code} disabled={disabled} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
          <Button variant="secondary" busy={checking} disabled={disabled} onClick={() => void applyCoupon()}>
            {text.apply}
          </Button>
        </div>
      ) : null}

      <section className="plan-summary" aria-labelledby="plan-summary-heading">
        <h2 id="plan-summary-heading">{text.summary}</h2>
        <dl>
          <dt>{text.plan}</dt>
          <dd>{planName(priced.plan)}</dd>
          <dt>{group ? text.teachers : text.students}</dt>
          <dd>{group ? text.groupQuantity(priced.quantity, priced.seats) : text.seats(priced.seats)}</dd>
          <dt>{text.price}</dt>
          <dd>{pricePerPeriod(priced.plan, priced.cents)}</dd>
          {choice.coupon ? (
            <>
              <dt>{text.couponCode(choice.coupon.id)}</dt>
              <dd>
                {choice.coupon.percentOff !== null || choice.coupon.amountOff !== null
                  ? text.couponNow(couponDescription(choice.coupon), formatAmount(priced.discountedCents ?? priced.cents))
                  : text.checkedWhenPaying}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
