import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { useSiteContact } from './siteSettings';
import { HelpShell } from './HelpShell';
import { helpText as text } from './text';

/** /help/contact: who to ask; the support email and help desk are the operator's settings (SUPPORT_EMAIL, HELP_DESK_URL). */
export function ContactPage() {
  useLanguage();
  const contact = useSiteContact();
  return (
    <HelpShell title={text.contact} lead={text.contactLead}>
      <h2>{text.students}</h2>
      <p>{text.askTeacherFirst}</p>

      <h2>{text.teachersAndFamilies}</h2>
      <p>
        <Rich
          text={text.lookThrough}
          tags={{
            teachers: (chunk) => <Link to="/help/teachers">{chunk}</Link>,
            offline: (chunk) => <Link to="/help/offline">{chunk}</Link>,
          }}
        />
      </p>
      {contact ? (
        <ul className="help-contact">
          <li>
            {text.email}
            <a href={`mailto:${contact.supportEmail}?subject=${encodeURIComponent('Sentence Lab help')}`} data-testid="support-email">
              {contact.supportEmail}
            </a>
          </li>
          {contact.helpDeskUrl ? (
            <li>
              {text.helpDesk}
              <a href={contact.helpDeskUrl} target="_blank" rel="noopener noreferrer" data-testid="help-desk-link">
                {contact.helpDeskUrl}
                <span className="visually-hidden">{text.opensInNewTab}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="help-note" role="status">
          {text.addressLater}
        </p>
      )}
      <p>{text.sayWhichSchool}</p>

      <h2>{text.whoRunsThis}</h2>
      <p>
        <Rich
          text={text.operatorAnswers}
          tags={{
            privacy: (chunk) => <Link to="/privacy">{chunk}</Link>,
            terms: (chunk) => <Link to="/terms">{chunk}</Link>,
          }}
        />
      </p>
    </HelpShell>
  );
}
