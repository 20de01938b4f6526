import { Link } from '@tanstack/react-router';
import { formatAmount, GROUP_PLANS, planById, PLANS, HOMESCHOOL_PLAN_ID, type PaymentPlan } from '../../../shared/domain/plans';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { HelpShell } from './HelpShell';

const dollars = (cents: number) => `$${formatAmount(cents)}`;

/** A plan on sale as a row: what it is, its price and the smallest purchase. */
function planRow(plan: PaymentPlan): { name: string; price: string; smallest: string } {
  if (plan.id === HOMESCHOOL_PLAN_ID) {
    return { name: 'Homeschool', price: `${dollars(plan.price)} a year for ${plan.size} students`, smallest: `${plan.size} students` };
  }
  const period = plan.time === 'Monthly' ? 'month' : 'year';
  const students = plan.size * plan.quantity;
  return {
    name: plan.time === 'Monthly' ? 'Classes and schools, monthly' : 'Classes and schools, yearly',
    price: `${dollars(plan.price)} per ${plan.size} students a ${period}`,
    smallest:
      plan.quantity > 1
        ? `${students} students (${dollars(plan.price * plan.quantity)} a ${period})`
        : `${students} students (${dollars(plan.price)} a ${period})`,
  };
}

/**
 * /pricing: the plans on sale, read from the plan table the payment page and the server use
 * (src/shared/domain/plans.ts), so these prices are the ones charged.
 */
export function PricingPage() {
  const onSale = PLANS.filter((p) => p.onSale).sort((a, b) => b.rank - a.rank);
  const annual = planById('masterAnnual_3');
  return (
    <HelpShell
      title="Pricing"
      lead={`Start with a free ${TRIAL_DAYS}-day trial: everything but post-evaluations, ${TRIAL_SEATS} student seats, no card needed.`}
    >
      <h2>Plans for teachers, schools and families</h2>
      <p>
        You pay for student seats: each student in your classes uses one. Add seats at any time; a change is charged or credited for the
        time left.
      </p>
      <div className="help-table-wrap">
        <table className="help-table" aria-label="Plans">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Price</th>
              <th scope="col">Smallest purchase</th>
            </tr>
          </thead>
          <tbody>
            {onSale.map((plan) => {
              const row = planRow(plan);
              return (
                <tr key={plan.id}>
                  <th scope="row">{row.name}</th>
                  <td className="num">{row.price}</td>
                  <td>{row.smallest}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {annual ? (
        <p>
          For example, a class of 30 on the yearly plan is {Math.ceil(30 / annual.size)} × {dollars(annual.price)} ={' '}
          {dollars(Math.ceil(30 / annual.size) * annual.price)} a year.
        </p>
      ) : null}

      <h2>Groups of teachers</h2>
      <p>
        A super-teacher buys teacher seats for a group, yearly: each seat is one teacher with up to the chosen number of students. The
        super-teacher adds teachers under Manage Teachers.
      </p>
      <div className="help-table-wrap">
        <table className="help-table" aria-label="Teacher seats">
          <thead>
            <tr>
              <th scope="col">Students per teacher</th>
              <th scope="col">Price per teacher</th>
            </tr>
          </thead>
          <tbody>
            {GROUP_PLANS.map((plan) => (
              <tr key={plan.id}>
                <th scope="row">Up to {plan.size}</th>
                <td className="num">{dollars(plan.price)} a year</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>How to pay</h2>
      <ul>
        <li>
          <strong>By card</strong>, under Billing once you are signed in, when this site takes card payments. A plan renews each year (or
          month) and can be cancelled at any time; it then runs to the end of the period already paid.
        </li>
        <li>
          <strong>By purchase order</strong>, for schools that pay by invoice: <Link to="/help/contact">write to support</Link>, and an
          administrator records the order.
        </li>
      </ul>
      <p>
        When a plan ends, nothing is deleted: classes, students and results wait until a plan is chosen again. Prices are in US dollars.
      </p>
      <p>
        <Link to="/register" search={{ type: 'teacher' }} className="button button-primary">
          Start your free trial
        </Link>
      </p>
    </HelpShell>
  );
}
