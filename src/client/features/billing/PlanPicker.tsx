import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { Coupon } from '../../../shared/api/billing';
import { DEFAULT_STUDENT_COUNT, GROUP_PLANS, formatAmount } from '../../../shared/domain/plans';
import { messages } from '../../../shared/messages';
import { ApiError, failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast';
import { couponDescription, perPeriod, type PlanChoiceState, type PricedChoice } from './planChoice';

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
      toast.success(`Coupon applied: ${couponDescription(coupon)}.`);
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
            <span className="field-label">Students per teacher</span>
            <select
              className="input"
              value={choice.groupSize}
              disabled={disabled}
              onChange={(e) => set({ groupSize: Number(e.target.value) })}
            >
              {GROUP_PLANS.map((p) => (
                <option key={p.id} value={p.size}>
                  {p.size} students (${formatAmount(p.price)} a year per teacher)
                </option>
              ))}
            </select>
          </label>
          <Field
            label="Number of teachers"
            inputMode="numeric"
            value={choice.teachersText}
            disabled={disabled}
            onChange={(e) => set({ teachersText: e.target.value })}
            hint="You and each teacher you add on Manage Teachers take one seat."
          />
        </div>
      ) : (
        <div className="plan-controls">
          <fieldset className="segmented" disabled={locked}>
            <legend className="field-label">Plan</legend>
            {(['Annual', 'Monthly'] as const).map((time) => (
              <label key={time} className={`segment${choice.time === time ? ' segment-on' : ''}`}>
                <input type="radio" name={timeName} value={time} checked={choice.time === time} onChange={() => set({ time })} />
                {time}
              </label>
            ))}
          </fieldset>
          <div className="field homeschool-field">
            <span className="field-label" aria-hidden="true">
              Homeschool
            </span>
            <Switch
              checked={choice.homeschool}
              label="Homeschool plan (5 students, annual)"
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
            label="Number of students"
            inputMode="numeric"
            value={choice.homeschool ? '5' : choice.studentsText}
            disabled={locked}
            onChange={(e) => set({ studentsText: e.target.value })}
            hint={
              choice.homeschool
                ? 'The homeschool plan is for 5 students, paid yearly.'
                : `Seats are sold in fives. Left empty, it counts as ${DEFAULT_STUDENT_COUNT}.`
            }
          />
        </div>
      )}

      {showCoupon ? (
        <div className="coupon-row">
          <Field label="Coupon" value={code} disabled={disabled} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
          <Button variant="secondary" busy={checking} disabled={disabled} onClick={() => void applyCoupon()}>
            Apply
          </Button>
        </div>
      ) : null}

      <section className="plan-summary" aria-labelledby="plan-summary-heading">
        <h2 id="plan-summary-heading">Subscription summary</h2>
        <dl>
          <dt>Plan</dt>
          <dd>{priced.plan.name}</dd>
          <dt>{group ? 'Teachers' : 'Students'}</dt>
          <dd>{group ? `${priced.quantity} teachers × ${priced.seats} students` : `${priced.seats} seats`}</dd>
          <dt>Price</dt>
          <dd>
            ${formatAmount(priced.cents)} a {perPeriod(priced.plan)}
          </dd>
          {choice.coupon ? (
            <>
              <dt>Coupon {choice.coupon.id}</dt>
              <dd>
                {choice.coupon.percentOff !== null || choice.coupon.amountOff !== null
                  ? `${couponDescription(choice.coupon)}: $${formatAmount(priced.discountedCents ?? priced.cents)} now`
                  : 'Checked when you pay'}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
