import { useEffect, useState } from 'react';
import { previewCharge, type ChargePreview } from '../../../shared/api/billing';
import { formatAmount } from '../../../shared/domain/plans';
import { call } from '../../lib/api';
import { formatDate } from '../../i18n/format';
import { invoiceText } from './invoiceText';

const longDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });

export interface PreviewState {
  preview: ChargePreview | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Stripe's preview of what paying (or changing to) this plan charges (issue 26), asked again
 * 400 ms after the choice settles; null while asking or when it cannot be had.
 */
export function useChargePreview(
  input: {
    paymentPlan: string;
    quantity: number;
    stripeCoupon: string | null;
  } | null,
): PreviewState {
  const [state, setState] = useState<PreviewState>({
    preview: null,
    loading: input !== null,
    failed: false,
  });
  const key = input ? `${input.paymentPlan}|${input.quantity}|${input.stripeCoupon ?? ''}` : '';
  useEffect(() => {
    if (!input) return void setState({ preview: null, loading: false, failed: false });
    let live = true;
    setState({ preview: null, loading: true, failed: false });
    const timer = setTimeout(() => {
      call(previewCharge, { body: input }, { background: true })
        .then((preview) => live && setState({ preview, loading: false, failed: false }))
        .catch(() => live && setState({ preview: null, loading: false, failed: true }));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** "You will be charged $X today, then $Y on DATE", with a change's credit and lines. */
export function ChargeSummary({ state, showLines = false }: { state: PreviewState; showLines?: boolean }) {
  const { preview, loading, failed } = state;
  if (loading)
    return (
      <p className="charge-preview charge-preview-pending" role="status">
        {invoiceText.previewing}
      </p>
    );
  if (failed || !preview)
    return (
      <p className="charge-preview notice notice-error" role="status">
        {invoiceText.previewFailed}
      </p>
    );
  const next = formatAmount(preview.nextAmount);
  const date = longDate(preview.nextDate);
  return (
    <div className="charge-preview" role="status" aria-live="polite">
      <p className="charge-line">
        <strong>
          {preview.amountDueToday > 0
            ? invoiceText.chargeToday(formatAmount(preview.amountDueToday), next, date)
            : invoiceText.chargeNothingToday(next, date)}
        </strong>
      </p>
      {preview.credit > 0 ? <p>{invoiceText.creditLeft(formatAmount(preview.credit))}</p> : null}
      {showLines && preview.lines.length > 0 ? (
        <table className="preview-lines">
          <thead>
            <tr>
              <th scope="col">{invoiceText.line}</th>
              <th scope="col" className="amount">
                {invoiceText.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.description}</td>
                <td className="amount">{line.amount < 0 ? `−$${formatAmount(-line.amount)}` : `$${formatAmount(line.amount)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
