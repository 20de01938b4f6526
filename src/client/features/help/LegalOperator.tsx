import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LegalSettings } from '../../../shared/api/legal';
import { currentLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { legalText } from './legalText';

/** A YYYY-MM-DD date in the reader's language ("1 August 2026", "1 de agosto de 2026"). */
function longDate(iso: string): string {
  const at = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * Who runs this copy and how to reach them, at the top of both legal pages (issue 26): the
 * operator's name, postal address, privacy email and the date in effect from the settings. A
 * setting left out is never shown as a placeholder: the operator is "the organisation running this
 * service", and the address or date sentence is left out.
 */
export function LegalOperator({ settings }: { settings: LegalSettings | null }) {
  const operator = settings?.operatorName ?? legalText.theOperator;
  return (
    <div className="legal-operator" data-testid="legal-operator">
      <p>{legalText.runBy(operator)}</p>
      {settings?.operatorAddress ? <p>{legalText.postalAddress(settings.operatorAddress)}</p> : null}
      {settings ? (
        <p>
          {legalText.contactBy}
          <a href={`mailto:${settings.operatorEmail}`}>{settings.operatorEmail}</a>.
        </p>
      ) : (
        <p>
          <LegalRich text={legalText.contactPage} />
        </p>
      )}
      {settings?.effectiveDate ? <p>{legalText.effectiveFrom(longDate(settings.effectiveDate))}</p> : null}
    </div>
  );
}

/** A section of a legal page: a heading and its paragraphs or list. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The links the legal texts' tags name. */
export const LEGAL_TAGS = {
  terms: (chunk: string) => <Link to="/terms">{chunk}</Link>,
  privacy: (chunk: string) => <Link to="/privacy">{chunk}</Link>,
  pricing: (chunk: string) => <Link to="/pricing">{chunk}</Link>,
  contact: (chunk: string) => <Link to="/help/contact">{chunk}</Link>,
};

export const LegalRich = ({ text }: { text: string }) => <Rich text={text} tags={LEGAL_TAGS} />;
