import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PRODUCT_NAME } from '../../../shared/messages';
import { rosterMessages } from '../../../shared/rosterMessages';
import { Button } from '../../ui/Button';
import { forgetLoginCards, useLoginCards, type LoginCard } from './loginCards';
import { useLanguage } from '../../i18n/language';
import { rosterText } from './text';
import './roster.css';

/**
 * Login cards of the students just added or reset, several to a printed page (A4 or Letter).
 * The passwords live in this page's memory only: after a reload they are gone, on purpose.
 */
export function LoginCardsScreen({ classID }: { classID: string }) {
  useLanguage();
  const set = useLoginCards(classID);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page opens on its heading, not on the page body (issue 29). After the dialog that led
  // here has given focus back (Radix does so a tick after unmounting), unless the user moved on.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected || active.id === 'main') heading.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  const back = (
    <Link to="/students/{-$classID}" params={{ classID }} className="button button-secondary">
      {rosterText.backToStudents}
    </Link>
  );
  if (!set || set.cards.length === 0) {
    return (
      <div className="login-cards-page">
        <div className="page-heading">
          <h1 ref={heading} tabIndex={-1}>
            {rosterText.loginCards}
          </h1>
        </div>
        <p className="notice notice-warning">{rosterMessages.cardsGone}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="login-cards-page">
      <div className="page-heading no-print">
        <h1 ref={heading} tabIndex={-1}>
          {rosterText.loginCardsOf(set.className)}
        </h1>
      </div>
      <div className="no-print login-cards-actions">
        <p>{rosterText.cardsExplained(set.cards.length)}</p>
        <div className="card-actions">
          <Button onClick={() => window.print()}>{rosterText.print}</Button>
          {back}
          <Button variant="ghost" onClick={forgetLoginCards}>
            {rosterText.forgetPasswords}
          </Button>
        </div>
      </div>
      <ul className="login-cards" aria-label={rosterText.loginCards}>
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
    <li className="login-card" aria-label={rosterText.loginCardFor(name)}>
      <div className="login-card-head">
        <strong className="login-card-name">{name}</strong>
        <span className="login-card-product">{PRODUCT_NAME}</span>
      </div>
      <dl>
        <dt>{rosterText.username}</dt>
        <dd className="roster-mono login-card-login">{card.login}</dd>
        <dt>{rosterText.password}</dt>
        <dd className="roster-mono login-card-password">{card.password}</dd>
        <dt>{rosterText.classCode}</dt>
        <dd className="roster-mono">
          {classCode} <span className="login-card-class">({className})</span>
        </dd>
        <dt>{rosterText.signInAt}</dt>
        <dd className="login-card-url">{signInUrl}</dd>
      </dl>
    </li>
  );
}
