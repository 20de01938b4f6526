import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import {
  getBillingDetails,
  listInvoices,
  listPurchaseOrders,
  saveBillingDetails,
  taxIDTypes,
  type BillingDetails,
  type InvoiceRow,
  type PurchaseOrderDocument,
} from '../../../shared/api/billing';
import { formatAmount, planById } from '../../../shared/domain/plans';
import { call, failureText } from '../../lib/api';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { invoiceText as text } from './invoiceText';
import { planName } from './planWords';

const longDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
const statusWord = (status: string) =>
  status === 'paid' ? text.paid : status === 'void' ? text.void : status === 'uncollectible' ? text.uncollectible : text.open;

/** Invoices and receipts (issue 26): every Stripe invoice of the teacher with Stripe's hosted page and PDF, and the next renewal. */
export function Receipts({ refreshKey }: { refreshKey: string }) {
  const [data, setData] = useState<{
    invoices: InvoiceRow[];
    renewal: { amount: number; date: string } | null;
  } | null>(null);
  useEffect(() => {
    let live = true;
    call(listInvoices, undefined, { background: true })
      .then((r) => live && setData(r))
      .catch(() => live && setData({ invoices: [], renewal: null }));
    return () => {
      live = false;
    };
  }, [refreshKey]);
  if (!data) return null;
  return (
    <section className="card receipts" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">{text.receipts}</h2>
      {data.renewal ? (
        <p className="renewal-line">
          <strong>{text.nextRenewal(formatAmount(data.renewal.amount), longDate(data.renewal.date))}</strong>
        </p>
      ) : null}
      {data.invoices.length === 0 ? (
        <p>{text.noReceipts}</p>
      ) : (
        <>
          <p className="field-hint">{text.receiptsIntro}</p>
          <div className="table-scroll">
            <table className="receipts-table">
              <thead>
                <tr>
                  <th scope="col">{text.date}</th>
                  <th scope="col">{text.number}</th>
                  <th scope="col" className="amount">
                    {text.amount}
                  </th>
                  <th scope="col">{text.status}</th>
                  <th scope="col">{text.invoice}</th>
                </tr>
              </thead>
              <tbody>
                {data.invoices.map((inv) => {
                  const number = inv.number ?? inv.id;
                  return (
                    <tr key={inv.id}>
                      <td>{longDate(inv.created)}</td>
                      <td>{number}</td>
                      <td className="amount">${formatAmount(inv.status === 'paid' ? inv.amountPaid : Math.max(0, inv.total))}</td>
                      <td>{statusWord(inv.status)}</td>
                      <td className="receipt-links">
                        {inv.hostedInvoiceUrl ? (
                          <a href={inv.hostedInvoiceUrl} target="_blank" rel="noreferrer" aria-label={text.viewInvoice(number)}>
                            {text.invoice}
                          </a>
                        ) : null}
                        {inv.invoicePdf ? (
                          <a href={inv.invoicePdf} target="_blank" rel="noreferrer" aria-label={text.downloadPdf(number)}>
                            PDF
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

const EMPTY: BillingDetails = { name: '', address: null, taxID: null };

/** Billing name, address and tax id, kept on the Stripe customer (customers.update, tax ids), printed by Stripe on the invoices. */
export function BillingDetailsForm({ hasCustomer }: { hasCustomer: boolean }) {
  const [details, setDetails] = useState<BillingDetails | null>(null);
  const [form, setForm] = useState({
    name: '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
    taxType: '',
    taxValue: '',
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!hasCustomer) return;
    let live = true;
    call(getBillingDetails, undefined, { background: true })
      .then((r) => {
        if (!live) return;
        const d = r.details ?? EMPTY;
        setDetails(d);
        setForm({
          name: d.name,
          line1: d.address?.line1 ?? '',
          line2: d.address?.line2 ?? '',
          city: d.address?.city ?? '',
          state: d.address?.state ?? '',
          postalCode: d.address?.postalCode ?? '',
          country: d.address?.country ?? '',
          taxType: d.taxID?.type ?? '',
          taxValue: d.taxID?.value ?? '',
        });
      })
      .catch(() => live && setDetails(EMPTY));
    return () => {
      live = false;
    };
  }, [hasCustomer]);

  if (!hasCustomer) {
    return (
      <section className="card billing-details" aria-labelledby="billing-details-heading">
        <h2 id="billing-details-heading">{text.billingDetails}</h2>
        <p>{text.detailsAfterPayment}</p>
      </section>
    );
  }
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const anyAddress = form.line1 || form.city || form.postalCode || form.country;
      const body = {
        name: form.name,
        address: anyAddress
          ? {
              line1: form.line1,
              line2: form.line2 || null,
              city: form.city,
              state: form.state || null,
              postalCode: form.postalCode,
              country: form.country,
            }
          : null,
        taxID: form.taxValue.trim()
          ? {
              type: (form.taxType || 'us_ein') as (typeof taxIDTypes)[number],
              value: form.taxValue,
            }
          : null,
      };
      const saved = await call(saveBillingDetails, { body });
      setDetails(saved.details);
      toast.success(text.detailsSaved);
    } catch (err) {
      toast.error(failureText('save the billing details', err) ?? text.detailsAfterPayment);
    } finally {
      setSaving(false);
    }
  }
  return (
    <section className="card billing-details" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">{text.billingDetails}</h2>
      <p className="field-hint">{text.billingDetailsIntro}</p>
      {details === null ? null : (
        <form onSubmit={(e) => void save(e)} className="billing-form">
          <Field label={text.billingName} value={form.name} onChange={set('name')} autoComplete="organization" required />
          <Field label={text.line1} value={form.line1} onChange={set('line1')} autoComplete="address-line1" />
          <Field label={text.line2} value={form.line2} onChange={set('line2')} autoComplete="address-line2" />
          <div className="billing-row">
            <Field label={text.city} value={form.city} onChange={set('city')} autoComplete="address-level2" />
            <Field label={text.state} value={form.state} onChange={set('state')} autoComplete="address-level1" />
          </div>
          <div className="billing-row">
            <Field label={text.postalCode} value={form.postalCode} onChange={set('postalCode')} autoComplete="postal-code" />
            <Field label={text.country} value={form.country} onChange={set('country')} autoComplete="country" maxLength={2} />
          </div>
          <div className="billing-row">
            <label className="field">
              <span className="field-label">{text.taxIDType}</span>
              <select className="input" value={form.taxType} onChange={set('taxType')}>
                <option value="">{text.noTaxID}</option>
                {taxIDTypes.map((t) => (
                  <option key={t} value={t}>
                    {t.toUpperCase().replace('_', ' ')}
                  </option>
                ))}
              </select>
            </label>
            <Field label={text.taxIDValue} value={form.taxValue} onChange={set('taxValue')} />
          </div>
          <Button type="submit" busy={saving}>
            {text.saveDetails}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The account's purchase orders, each with its printable quote and invoice. */
export function PurchaseOrderDocuments() {
  const [orders, setOrders] = useState<PurchaseOrderDocument[] | null>(null);
  useEffect(() => {
    let live = true;
    call(listPurchaseOrders, undefined, { background: true })
      .then((r) => live && setOrders(r.orders))
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, []);
  if (!orders || orders.length === 0) return null;
  return (
    <section className="card po-documents" aria-labelledby="po-heading">
      <h2 id="po-heading">{text.purchaseOrders}</h2>
      <p className="field-hint">{text.purchaseOrdersIntro}</p>
      <ul className="po-list">
        {orders.map((o) => {
          const plan = planById(o.plan);
          return (
            <li key={o.id}>
              <span>{text.orderLine(o.poNumber ?? text.noPoNumber, plan ? planName(plan) : o.plan, longDate(o.expirationDate))}</span>
              <span className="po-links">
                <Link to="/payment/document/$kind/$orderID" params={{ kind: 'quote', orderID: o.id }}>
                  {text.printQuote}
                </Link>
                <Link to="/payment/document/$kind/$orderID" params={{ kind: 'invoice', orderID: o.id }}>
                  {text.printInvoice}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
