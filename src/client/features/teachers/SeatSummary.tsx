import { Link } from '@tanstack/react-router';
import { planById } from '../../../shared/domain/plans';
import { planName } from '../billing/planWords';
import { teachersText as text } from './text';
import { useId } from 'react';
import type { RemainingPlan, SeatSummary as Seats } from '../../../shared/domain/superTeacher';

/** A plan's name in the reader's language ('Seat plan' for one the table does not know). */
export function planNameOf(id: string): string {
  const plan = planById(id);
  return plan ? planName(plan) : text.seatPlan;
}

/** Seat counts (ACB §2 Manage Teachers: total purchased, filled, available) and the plans behind them. */
export function SeatSummary({ seats, plans }: { seats: Seats; plans: RemainingPlan[] }) {
  const headingId = useId();
  return (
    <section className="teachers-seats" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {text.seats}
      </h2>
      <dl className="seat-tiles">
        <div className="seat-tile">
          <dt>{text.totalSeats}</dt>
          <dd>{seats.total}</dd>
        </div>
        <div className="seat-tile">
          <dt>{text.filled}</dt>
          <dd>{seats.filled}</dd>
        </div>
        <div className={`seat-tile${seats.available === 0 ? ' seat-tile-full' : ' seat-tile-open'}`}>
          <dt>{text.available}</dt>
          <dd>{seats.available}</dd>
        </div>
      </dl>
      <p className="muted seat-rule">{text.seatRule}</p>
      {plans.length > 0 ? (
        <div className="teachers-table-wrap">
          <table className="teachers-table">
            <caption>{text.seatPlans}</caption>
            <thead>
              <tr>
                <th scope="col">{text.plan}</th>
                <th scope="col" className="num">
                  {text.studentsPerTeacher}
                </th>
                <th scope="col" className="num">
                  {text.quantity}
                </th>
                <th scope="col" className="num">
                  {text.remaining}
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.plan}>
                  <th scope="row" className="teachers-plan">
                    {planNameOf(p.plan)} <code className="muted">{p.plan}</code>
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
          {text.noPlansBefore} <Link to="/payment">{text.buyTeacherSeats}</Link> {text.noPlansAfter}
        </p>
      )}
    </section>
  );
}
