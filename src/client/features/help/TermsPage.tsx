import { TRIAL_DAYS } from '../../../shared/domain/trial';
import { useLanguage } from '../../i18n/language';
import { HelpShell } from './HelpShell';
import { LegalOperator, LegalRich, LegalSection } from './LegalOperator';
import { useLegalSettings } from './legalSettings';
import { termsText as t } from './legalText';
import { helpText } from './text';

/** /terms (issues 15 and 26): the terms of use, naming the operator from the server's settings, in the reader's language. */
export function TermsPage() {
  useLanguage();
  const settings = useLegalSettings();
  const paragraphs = (...texts: string[]) =>
    texts.map((text) => (
      <p key={text}>
        <LegalRich text={text} />
      </p>
    ));
  return (
    <HelpShell title={helpText.terms} lead={helpText.termsLead}>
      <div className="legal-text">
        <LegalOperator settings={settings} />
        <p>{t.agreement}</p>
        <LegalSection id="terms-who" title={t.whoTitle}>
          {paragraphs(t.who1, t.who2)}
        </LegalSection>
        <LegalSection id="terms-account" title={t.accountTitle}>
          <ul>
            {[t.account1, t.account2, t.account3].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalSection>
        <LegalSection id="terms-use" title={t.useTitle}>
          {paragraphs(t.use1, t.use2)}
        </LegalSection>
        <LegalSection id="terms-work" title={t.workTitle}>
          {paragraphs(t.work1, t.work2)}
        </LegalSection>
        <LegalSection id="terms-payment" title={t.paymentTitle}>
          {paragraphs(t.payment1(TRIAL_DAYS), t.payment2, t.payment3)}
        </LegalSection>
        <LegalSection id="terms-availability" title={t.availabilityTitle}>
          {paragraphs(t.availability1)}
        </LegalSection>
        <LegalSection id="terms-ending" title={t.endingTitle}>
          {paragraphs(t.ending1)}
        </LegalSection>
        <LegalSection id="terms-liability" title={t.liabilityTitle}>
          {paragraphs(t.liability1)}
        </LegalSection>
        <LegalSection id="terms-changes" title={t.changesTitle}>
          {paragraphs(t.changes1)}
        </LegalSection>
      </div>
    </HelpShell>
  );
}
