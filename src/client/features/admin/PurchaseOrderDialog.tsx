import { useState, type FormEvent } from 'react';
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
 * Admin → Teachers: records a school's purchase order for one teacher (README "Payments"). A
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
  const units = Number(quantity);
  const gives =
    Number.isInteger(units) && units > 0
      ? row.isSuperTeacher
        ? text.groupGives(units, plan.size)
        : text.seatsGive(seatsOf(plan, units))
      : text.givesNothing;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const updated = await call(recordPurchaseOrder, {
        body: { userID: row.id, paymentPlan: plan.id, quantity: units, expirationDate: until, poNumber: poNumber.trim() || null },
      });
      toast.success(extraMessages.purchaseOrderRecorded);
      onDone(updated);
    } catch (err) {
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
        <label className="field">
          <span className="field-label">{text.plan}</span>
          <select
            className="input"
            value={plan.id}
            onChange={(e) => {
              const next = plans.find((p) => p.id === e.target.value)!;
              setPlanID(next.id);
              setQuantity(String(next.quantity || 1));
            }}
          >
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {text.planOption(planName(p), formatAmount(p.price), p.size, periodOf(p) === 'Annual' ? text.annual : text.monthly)}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={row.isSuperTeacher ? text.numberOfTeachers : text.quantity}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setError(null);
          }}
          hint={gives}
        />
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
