import { useId, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '../../../shared/api/admin';
import { recordPurchaseOrder } from '../../../shared/api/billing';
import { GROUP_PLANS, PLANS, formatAmount, periodOf, seatsOf } from '../../../shared/domain/plans';
import { extraMessages } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { planName } from '../billing/planWords';
import { adminText as text } from './text';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Admin → Teachers: records a school's purchase order for one teacher (src/server/README.md "Payments"). A
 * super-teacher's order is teacher seats of the group set; anyone else's any plan of the table.
 */
export function PurchaseOrderDialog({
  row,
  onClose,
  onDone,
}: {
  row: AdminUserRow;
  onClose: () => void;
  onDone: (row: AdminUserRow) => void;
}) {
  const formID = useId();
  const plans = row.isSuperTeacher ? GROUP_PLANS : PLANS.filter((p) => p.tier > 1);
  const [planID, setPlanID] = useState(plans[0]!.id);
  const plan = plans.find((p) => p.id === planID) ?? plans[0]!;
  const [quantity, setQuantity] = useState(String(plan.quantity || 1));
  const yearOn = new Date();
  yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
  const [until, setUntil] = useState(isoDay(yearOn));
  const [poNumber, setPoNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's 409 for an order below the seats in use (a count this list does not carry, e.g. a group's teachers). */
  const [serverShort, setServerShort] = useState<string | null>(null);
  const [confirmShort, setConfirmShort] = useState(false);
  const units = Number(quantity);
  const validUnits = Number.isInteger(units) && units > 0;
  const gives = validUnits
    ? row.isSuperTeacher
      ? text.groupGives(units, plan.size)
      : text.seatsGive(seatsOf(plan, units))
    : text.givesNothing;
  // Issue 29: students already in the account's classes against the seats this order gives.
  const studentSeats = row.isSuperTeacher ? plan.size : seatsOf(plan, units);
  const knownShort = validUnits && row.totalStudents > studentSeats ? text.belowUse(row.totalStudents, studentSeats, row.totalStudents - studentSeats) : null;
  const short = knownShort ?? serverShort;
  const changed = () => {
    setError(null);
    setServerShort(null);
    setConfirmShort(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (short && !confirmShort) {
      setError(text.confirmBelowUseFirst);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const updated = await call(recordPurchaseOrder, {
        body: { userID: row.id, paymentPlan: plan.id, quantity: units, expirationDate: until, poNumber: poNumber.trim() || null, confirmBelowUse: Boolean(short && confirmShort) },
      });
      toast.success(extraMessages.purchaseOrderRecorded);
      onDone(updated);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.message.startsWith(extraMessages.purchaseOrderBelowUse)) {
        setServerShort(err.message);
        setConfirmShort(false);
        return;
      }
      setError(
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : failureMessage('record the purchase order', err),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={text.recordOrder}
      description={text.orderLead(row.first, row.last, row.email ?? row.username ?? '')}
    >
      <form className="form" onSubmit={submit} noValidate>
        {/* Issue 29: a closed select cut the plans' names (30 plans, up to "150 students, monthly
            (Tier 2 pricing)"); radios wrap, so every name shows whole at 360 px too. */}
        <fieldset className="field po-plans" aria-describedby={`${formID}-plan-price`}>
          <legend className="field-label">{text.plan}</legend>
          <div className="po-plan-list">
            {plans.map((p) => (
              <label key={p.id} className="po-plan">
                <input
                  type="radio"
                  name={`${formID}-plan`}
                  value={p.id}
                  checked={p.id === plan.id}
                  onChange={() => {
                    setPlanID(p.id);
                    setQuantity(String(p.quantity || 1));
                    changed();
                  }}
                />
                <span>{text.planChoice(planName(p), formatAmount(p.price))}</span>
              </label>
            ))}
          </div>
          <span className="field-hint" id={`${formID}-plan-price`}>
            {text.planPrice(formatAmount(plan.price), plan.size, periodOf(plan) === 'Annual' ? text.annual : text.monthly)}
          </span>
        </fieldset>
        <Field
          label={row.isSuperTeacher ? text.numberOfTeachers : text.quantity}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            changed();
          }}
          hint={gives}
        />
        {short ? (
          <div className="notice notice-warning po-short" role="status">
            <p>
              <strong>{extraMessages.purchaseOrderBelowUse}</strong> {knownShort ? knownShort : short.slice(extraMessages.purchaseOrderBelowUse.length).trim()}
            </p>
            <label className="po-confirm">
              <input
                type="checkbox"
                checked={confirmShort}
                onChange={(e) => {
                  setConfirmShort(e.target.checked);
                  setError(null);
                }}
              />{' '}
              {text.confirmBelowUse}
            </label>
          </div>
        ) : null}
        <Field label={text.paidUntil} type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
        <Field label={text.poNumber} value={poNumber} onChange={(e) => setPoNumber(e.target.value)} autoComplete="off" />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={sending}>
            {text.recordOrder}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
