import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, rosterMessages } from '../../../shared/messages';
import { Button } from '../../ui/Button';
import { forgetLoginCards, useLoginCards, type LoginCard } from './loginCards';
import './roster.css';

/**
 * Login cards of the students just added or reset, several to a printed page (A4 or Letter).
 * The passwords live in this page's memory only: after a reload they are gone, on purpose.
 */
export function LoginCardsScreen({ classID }: { classID: string }) {
  const set = useLoginCards(classID);
  const back = (
    <Link to="/students/{-$classID}" params={{ classID }} className="button button-secondary">
      Back to Manage Students
    </Link>
  );
  if (!set || set.cards.length === 0) {
    return (
      <div className="login-cards-page">
        <div className="page-heading">
          <h1>Login cards</h1>
        </div>
        <p className="notice notice-warning">{rosterMessages.cardsGone}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="login-cards-page">
      <div className="page-heading no-print">
        <h1>Login cards: {set.className}</h1>
      </div>
      <div className="no-print login-cards-actions">
        <p>
          {set.cards.length === 1 ? '1 card' : `${set.cards.length} cards`}. Print them, cut along the dashed lines and hand each student
          their own. The passwords are not kept anywhere: once you leave or reload this page they cannot be shown again.
        </p>
        <div className="card-actions">
          <Button onClick={() => window.print()}>Print</Button>
          {back}
          <Button variant="ghost" onClick={forgetLoginCards}>
            Forget these passwords
          </Button>
        </div>
      </div>
      <ul className="login-cards" aria-label="Login cards">
        {set.cards.map((card) => (
          <CardItem key={card.login} card={card} classCode={set.classCode} className={set.className} signInUrl={set.signInUrl} />
        ))}
      </ul>
    </div>
  );
}

function CardItem({ card, classCode, className, signInUrl }: { card: LoginCard; classCode: string; className: string; signInUrl: string }) {
  const name = `${card.first} ${card.last}`.trim();
  return (
    <li className="login-card" aria-label={`Login card for ${name}`}>
      <div className="login-card-head">
        <strong className="login-card-name">{name}</strong>
        <span className="login-card-product">{PRODUCT_NAME}</span>
      </div>
      <dl>
        <dt>Username</dt>
        <dd className="roster-mono">{card.login}</dd>
        <dt>Password</dt>
        <dd className="roster-mono">{card.password}</dd>
        <dt>Class code</dt>
        <dd className="roster-mono">
          {classCode} <span className="login-card-class">({className})</span>
        </dd>
        <dt>Sign in at</dt>
        <dd className="login-card-url">{signInUrl}</dd>
      </dl>
    </li>
  );
}
