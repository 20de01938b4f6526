import { Link } from '@tanstack/react-router';
import { formatAmount, GROUP_PLANS, planById, PLANS, HOMESCHOOL_PLAN_ID, type PaymentPlan } from '../../../shared/domain/plans';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { HelpShell } from './HelpShell';
import { helpText, siteText as text } from './text';

const dollars = (cents: number) => `$${formatAmount(cents)}`;

/** A plan on sale as a row: what it is, its price and the smallest purchase. */
function planRow(plan: PaymentPlan): { name: string; price: string; smallest: string } {
  if (plan.id === HOMESCHOOL_PLAN_ID) {
    return { name: text.homeschool, price: text.homeschoolPrice(dollars(plan.price), plan.size), smallest: text.studentsCount(plan.size) };
  }
  const monthly = plan.time === 'Monthly';
  const students = plan.size * plan.quantity;
  const total = dollars(plan.quantity > 1 ? plan.price * plan.quantity : plan.price);
  return {
    name: monthly ? text.monthly : text.yearly,
    price: monthly ? text.perMonth(dollars(plan.price), plan.size) : text.perYear(dollars(plan.price), plan.size),
    smallest: monthly ? text.smallestMonth(students, total) : text.smallestYear(students, total),
  };
}

/**
 * /pricing: the plans on sale, read from the plan table the payment page and the server use
 * (src/shared/domain/plans.ts), so these prices are the ones charged.
 */
export function PricingPage() {
  useLanguage();
  const onSale = PLANS.filter((p) => p.onSale).sort((a, b) => b.rank - a.rank);
  const annual = planById('masterAnnual_3');
  return (
    <HelpShell title={helpText.pricing} lead={text.pricingLead(TRIAL_DAYS, TRIAL_SEATS)}>
      <h2>{text.plansFor}</h2>
      <p>{text.payForSeats}</p>
      <div className="help-table-wrap">
        <table className="help-table" aria-label={text.plans}>
          <thead>
            <tr>
              <th scope="col">{text.plan}</th>
              <th scope="col">{text.price}</th>
              <th scope="col">{text.smallest}</th>
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
        <p>{text.example(Math.ceil(30 / annual.size), dollars(annual.price), dollars(Math.ceil(30 / annual.size) * annual.price))}</p>
      ) : null}

      <h2>{text.groupsTitle}</h2>
      <p>{text.groupsText}</p>
      <div className="help-table-wrap">
        <table className="help-table" aria-label={text.teacherSeats}>
          <thead>
            <tr>
              <th scope="col">{text.studentsPerTeacher}</th>
              <th scope="col">{text.pricePerTeacher}</th>
            </tr>
          </thead>
          <tbody>
            {GROUP_PLANS.map((plan) => (
              <tr key={plan.id}>
                <th scope="row">{text.upTo(plan.size)}</th>
                <td className="num">{text.aYear(dollars(plan.price))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{text.howToPay}</h2>
      <ul>
        <li>
          <Rich text={text.byCard} />
        </li>
        <li>
          <Rich text={text.byOrder} tags={{ contact: (chunk) => <Link to="/help/contact">{chunk}</Link> }} />
        </li>
      </ul>
      <p>{text.nothingDeleted}</p>
      <p>
        <Link to="/register" search={{ type: 'teacher' }} className="button button-primary">
          {text.startTrial}
        </Link>
      </p>
    </HelpShell>
  );
}
