import { Link } from '@tanstack/react-router';
import { planById } from '../../../shared/domain/plans';
import { useId } from 'react';
import type { RemainingPlan, SeatSummary as Seats } from '../../../shared/domain/superTeacher';

/** Seat counts (ACB §2 Manage Teachers: total purchased, filled, available) and the plans behind them. */
export function SeatSummary({ seats, plans }: { seats: Seats; plans: RemainingPlan[] }) {
  const headingId = useId();
  return (
    <section className="teachers-seats" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Seats
      </h2>
      <dl className="seat-tiles">
        <div className="seat-tile">
          <dt>Total seats</dt>
          <dd>{seats.total}</dd>
        </div>
        <div className="seat-tile">
          <dt>Filled</dt>
          <dd>{seats.filled}</dd>
        </div>
        <div className={`seat-tile${seats.available === 0 ? ' seat-tile-full' : ' seat-tile-open'}`}>
          <dt>Available</dt>
          <dd>{seats.available}</dd>
        </div>
      </dl>
      {plans.length > 0 ? (
        <div className="teachers-table-wrap">
          <table className="teachers-table">
            <caption>Seat plans</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col" className="num">
                  Students per teacher
                </th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col" className="num">
                  Remaining
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.plan}>
                  <th scope="row" className="teachers-plan">
                    {planById(p.plan)?.name ?? 'Seat plan'} <code className="muted">{p.plan}</code>
                  </th>
                  <td className="num">{p.size}</td>
                  <td className="num">{p.quantity}</td>
                  <td className="num">{p.remaining}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="notice">
          Your group has no seat plans yet. <Link to="/payment">Buy teacher seats</Link> by card, or ask us for a purchase order.
        </p>
      )}
    </section>
  );
}
