import { Link } from '@tanstack/react-router';
import { useSiteContact } from './siteSettings';
import { HelpShell } from './HelpShell';

/** /help/contact: who to ask; the support email and help desk are the operator's settings (SUPPORT_EMAIL, HELP_DESK_URL). */
export function ContactPage() {
  const contact = useSiteContact();
  return (
    <HelpShell title="Contact" lead="Most questions have a quicker answer close by.">
      <h2>Students</h2>
      <p>Ask your teacher first: they can reset your password, open a quiz again and move you to the right class.</p>

      <h2>Teachers and families</h2>
      <p>
        Look through <Link to="/help/teachers">questions from teachers</Link> and <Link to="/help/offline">working offline</Link>. For
        anything else (a purchase order, a bill, a problem you cannot solve, a request about a student&apos;s data), write to us:
      </p>
      {contact ? (
        <ul className="help-contact">
          <li>
            Email:{' '}
            <a href={`mailto:${contact.supportEmail}?subject=${encodeURIComponent('Sentence Lab help')}`} data-testid="support-email">
              {contact.supportEmail}
            </a>
          </li>
          {contact.helpDeskUrl ? (
            <li>
              Help desk:{' '}
              <a href={contact.helpDeskUrl} target="_blank" rel="noopener noreferrer" data-testid="help-desk-link">
                {contact.helpDeskUrl}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="help-note" role="status">
          The support address shows here once this device has been online with Sentence Lab open.
        </p>
      )}
      <p>
        Please say which school you are from and, for a problem, what you did and what you saw. Never send a password: we will not ask for
        one.
      </p>

      <h2>Who runs this site</h2>
      <p>
        Sentence Lab runs on a server your school or district (or its provider) operates. That operator answers the support address above
        and decides how long data is kept. See the <Link to="/privacy">privacy policy</Link> and the <Link to="/terms">terms of use</Link>.
      </p>
    </HelpShell>
  );
}
