import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { listPurchaseOrders, type PurchaseOrderDocument } from '../../shared/api/billing';
import { formatAmount, planById } from '../../shared/domain/plans';
import { RoleID } from '../../shared/domain/roles';
import { useSignOut } from '../features/auth/useSignOut';
import { invoiceText as text } from '../features/billing/invoiceText';
import { planName } from '../features/billing/planWords';
import '../features/billing/billing.css';
import { formatDate } from '../i18n/format';
import { useLanguage } from '../i18n/language';
import { call } from '../lib/api';
import { getSession, sessionReady } from '../lib/session';
import { useSession } from '../lib/useSession';
import { Button } from '../ui/Button';
import { Layout } from '../ui/Layout';

/**
 * A printable quote or invoice built from a purchase order the admin recorded (issue 26): plain
 * HTML with print CSS (dark text on white when printed, in either theme), for a school's business office.
 */
export const Route = createFileRoute('/payment_/document/$kind/$orderID')({
  beforeLoad: async () => {
    await sessionReady();
    const { apiKey, user } = getSession();
    if (!apiKey || !user) throw redirect({ to: '/register', search: { type: 'teacher' } });
    if (user.roleID === RoleID.Student) throw redirect({ to: '/courses' });
  },
  component: DocumentPage,
});

const longDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });

function DocumentPage() {
  useLanguage();
  const { kind, orderID } = Route.useParams();
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const [data, setData] = useState<{
    order: PurchaseOrderDocument | null;
    supportEmail: string;
    seller: string;
    sellerAddress: string | null;
  } | null>(null);
  useEffect(() => {
    let live = true;
    call(listPurchaseOrders)
      .then(
        (r) =>
          live &&
          setData({
            order: r.orders.find((o) => o.id === orderID) ?? null,
            supportEmail: r.supportEmail,
            seller: r.seller,
            sellerAddress: r.sellerAddress,
          }),
      )
      .catch(
        () =>
          live &&
          setData({
            order: null,
            supportEmail: '',
            seller: '',
            sellerAddress: null,
          }),
      );
    return () => {
      live = false;
    };
  }, [orderID]);
  if (!user) return null;
  const isQuote = kind !== 'invoice';
  const order = data?.order;
  const plan = order ? planById(order.plan) : null;
  const title = isQuote ? text.quoteTitle : text.invoiceTitle;
  const issued = new Date().toISOString();
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return (
    <Layout user={user} onSignOut={() => void signOut()} signingOut={signingOut}>
      <section className="po-document">
        <p className="no-print back-link">
          <Link to="/payment">{text.backToPayment}</Link>
        </p>
        {!data ? null : !order ? (
          <p className="notice notice-error">{text.orderNotFound}</p>
        ) : (
          <article className="document-sheet" aria-labelledby="document-title">
            <header className="document-head">
              <h1 id="document-title">{text.documentNumber(title, order.poNumber ?? order.id.slice(0, 8).toUpperCase())}</h1>
              <p>{text.issued(longDate(issued))}</p>
            </header>
            <div className="document-parties">
              <div>
                <h2>{text.from}</h2>
                <p>{data.seller}</p>
                {data.sellerAddress ? <p>{data.sellerAddress}</p> : null}
                <p>{data.supportEmail}</p>
              </div>
              <div>
                <h2>{text.billTo}</h2>
                <p>{order.billTo.name}</p>
                {order.billTo.email ? <p>{order.billTo.email}</p> : null}
              </div>
            </div>
            <p>{text.servicePeriod(longDate(order.recordedAt), longDate(order.expirationDate))}</p>
            <table className="document-lines">
              <thead>
                <tr>
                  <th scope="col">{text.description}</th>
                  <th scope="col" className="amount">
                    {text.quantity}
                  </th>
                  <th scope="col" className="amount">
                    {text.unitPrice}
                  </th>
                  <th scope="col" className="amount">
                    {text.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    {plan ? planName(plan) : order.plan} ({text.seatsUnit(order.seats)})
                  </td>
                  <td className="amount">{order.quantity}</td>
                  <td className="amount">${formatAmount(order.unitAmount)}</td>
                  <td className="amount">${formatAmount(order.total)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="amount">
                    {text.total}
                  </th>
                  <td className="amount">
                    <strong>${formatAmount(order.total)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
            <p>{isQuote ? text.validUntil(longDate(validUntil)) : null}</p>
            <p>{isQuote ? text.quoteNote(data.supportEmail) : text.invoiceNote(data.supportEmail)}</p>
            <p className="no-print">
              <Button onClick={() => window.print()}>{text.print}</Button>
            </p>
          </article>
        )}
      </section>
    </Layout>
  );
}
