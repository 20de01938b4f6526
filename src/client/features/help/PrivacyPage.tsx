import { useLanguage } from '../../i18n/language';
import { HelpShell } from './HelpShell';
import { LegalOperator, LegalRich, LegalSection } from './LegalOperator';
import { useLegalSettings } from './legalSettings';
import { privacyText as t } from './legalText';
import { helpText } from './text';

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <LegalRich text={item} />
      </li>
    ))}
  </ul>
);

/**
 * /privacy (issues 15 and 26): what is stored about students, teachers and parents, why, who sees
 * it, the school's consent for children under 13 (COPPA), education records (FERPA), cookies,
 * retention and deletion, and changes; the operator's details from the server's settings. In the
 * reader's language (a Spanish-speaking parent is asked to consent too).
 */
export function PrivacyPage() {
  useLanguage();
  const settings = useLegalSettings();
  return (
    <HelpShell title={helpText.privacy} lead={helpText.privacyLead}>
      <div className="legal-text">
        <LegalOperator settings={settings} />

        <LegalSection id="privacy-summary" title={t.summaryTitle}>
          <List items={[t.summary1, t.summary2, t.summary3, t.summary4]} />
        </LegalSection>

        <LegalSection id="privacy-collect" title={t.collectTitle}>
          <h3>{t.collectStudents}</h3>
          <List items={[t.student1, t.student2, t.student3, t.student4, t.student5, t.student6]} />
          <h3>{t.collectAdults}</h3>
          <List items={[t.adult1, t.adult2]} />
          <h3>{t.collectTechnical}</h3>
          <List items={[t.tech1, t.tech2]} />
        </LegalSection>

        <LegalSection id="privacy-why" title={t.whyTitle}>
          <List items={[t.why1, t.why2, t.why3, t.why4]} />
          <p>{t.whyNot}</p>
        </LegalSection>

        <LegalSection id="privacy-who" title={t.whoTitle}>
          <List items={[t.who1, t.who2, t.who3, t.who4, t.who5, t.who6, t.who7]} />
        </LegalSection>

        <LegalSection id="privacy-children" title={t.childrenTitle}>
          <p>{t.children1}</p>
          <p>{t.children2}</p>
          <p>{t.children3}</p>
          <p>{t.children4}</p>
        </LegalSection>

        <LegalSection id="privacy-ferpa" title={t.ferpaTitle}>
          <p>{t.ferpa1}</p>
          <p>{t.ferpa2}</p>
        </LegalSection>

        <LegalSection id="privacy-cookies" title={t.cookiesTitle}>
          <List items={[t.cookies1, t.cookies2, t.cookies3, t.cookies4]} />
        </LegalSection>

        <LegalSection id="privacy-keep" title={t.keepTitle}>
          <List items={[t.keep1, t.keep2, t.keep3, t.keep4, t.keep5]} />
        </LegalSection>

        <LegalSection id="privacy-protect" title={t.protectTitle}>
          <p>{t.protect1}</p>
          <p>{t.protect2}</p>
        </LegalSection>

        <LegalSection id="privacy-rights" title={t.rightsTitle}>
          <List items={[t.rights1, t.rights2, t.rights3]} />
        </LegalSection>

        <LegalSection id="privacy-changes" title={t.changesTitle}>
          <p>{t.changes1}</p>
          <p>
            <LegalRich text={t.seeTerms} />
          </p>
        </LegalSection>
      </div>
    </HelpShell>
  );
}
