import { useEffect, useState } from 'react';
import { getBillingAlerts, runBillingReconcile, type BillingAlert } from '../../../shared/api/billing';
import { call, failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { AdminTabs } from './AdminTabs';
import { billingAlertsText as text } from './billingAlertsText';
import './admin.css';

type Loaded = { status: 'loading' } | { status: 'ready'; alerts: BillingAlert[] } | { status: 'failed'; error: unknown };

const dollars = (cents: number) => formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
const when = (iso: string) => formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * /admin/billing: the billing reconciler's alerts (issue 26), newest first: subscriptions Stripe
 * charged a teacher for that the account did not hold, each cancelled and refunded by the server.
 * "Check Stripe now" runs the reconciler over every subscription at once.
 */
export function BillingAlertsScreen() {
  useLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<string>('');

  useEffect(() => {
    let live = true;
    call(getBillingAlerts).then(
      (answer) => live && setLoaded({ status: 'ready', alerts: answer.alerts }),
      (error: unknown) => live && setLoaded({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function checkNow() {
    setChecking(true);
    setResult('');
    try {
      const report = await call(runBillingReconcile);
      setResult(text.checked(report.checked, report.alerts.length));
      setAttempt((n) => n + 1);
    } catch (error) {
      setResult(failureMessage('check Stripe', error));
    } finally {
      setChecking(false);
    }
  }

  const alerts = loaded.status === 'ready' ? loaded.alerts : [];
  return (
    <>
      <AdminTabs />
      <div className="admin-heading">
        <div>
          <h1>{text.title}</h1>
          <p className="muted admin-intro billing-alerts-intro">{text.intro}</p>
        </div>
        <Button variant="secondary" busy={checking} onClick={() => void checkNow()}>
          {text.checkNow}
        </Button>
      </div>

      <p className="admin-count" role="status" aria-live="polite">
        {result || (loaded.status === 'loading' ? text.loading : loaded.status === 'ready' && alerts.length ? text.count(alerts.length) : '')}
      </p>

      {loaded.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{failureMessage('load the billing alerts', loaded.error)}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {text.tryAgain}
          </Button>
        </div>
      ) : null}

      {loaded.status === 'ready' && alerts.length === 0 ? (
        <div className="notice empty-state">
          <p>{text.none}</p>
        </div>
      ) : null}

      {alerts.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-billing">
            <caption className="visually-hidden">{text.title}</caption>
            <thead>
              <tr>
                <th scope="col">{text.when}</th>
                <th scope="col">{text.teacher}</th>
                <th scope="col">{text.subscription}</th>
                <th scope="col" className="num">
                  {text.refunded}
                </th>
                <th scope="col">{text.note}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id}>
                  <td className="admin-when">{when(alert.createdAt)}</td>
                  <th scope="row" className="admin-name admin-wrap">
                    {alert.name ?? <span className="muted">{text.deletedAccount}</span>}
                    {alert.email ? <span className="admin-sub admin-wrap">{alert.email}</span> : null}
                  </th>
                  <td className="admin-wrap">
                    <code>{alert.subscriptionID}</code>
                    <span className="admin-sub">{text.customer(alert.customerID)}</span>
                  </td>
                  <td className="num">
                    {alert.amountRefunded > 0 ? (
                      dollars(alert.amountRefunded)
                    ) : (
                      <span className="muted">{alert.kind === 'ended-subscription' ? text.endedNotRefunded : text.noPayment}</span>
                    )}
                  </td>
                  <td className="admin-wrap">{alert.problem ? <strong>{text.refundProblem(alert.problem)}</strong> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
