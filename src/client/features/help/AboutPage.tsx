import { Link } from '@tanstack/react-router';
import { APP_VERSION } from '../../../shared/messages';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { HelpShell } from './HelpShell';
import { helpText as text } from './text';

/** /about: what the product is, who it is for and how it is run. */
export function AboutPage() {
  useLanguage();
  return (
    <HelpShell title={text.aboutTitle} lead={text.aboutLead}>
      <p>{text.aboutIntro}</p>
      <h2>{text.realClassrooms}</h2>
      <p>{text.realClassroomsText}</p>
      <h2>{text.whoRunsThis}</h2>
      <p>
        <Rich
          text={text.aboutOperator}
          tags={{
            contact: (chunk) => <Link to="/help/contact">{chunk}</Link>,
            privacy: (chunk) => <Link to="/privacy">{chunk}</Link>,
          }}
        />
      </p>
      <p className="muted">{text.version(APP_VERSION)}</p>
    </HelpShell>
  );
}
