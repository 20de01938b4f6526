import { useId } from 'react';
import { useLanguage } from '../../i18n/language';
import { LegalRich } from './LegalOperator';
import { under13Text as text } from './legalText';
import './legalNotice.css';

/**
 * The under-13 notice on the student sign-up form (issue 26, COPPA): short sentences a
 * 10-year-old and a parent can read together, shown before the Register (and Google) buttons.
 */
export function Under13Notice() {
  useLanguage();
  const id = useId();
  return (
    <section className="under13-notice" aria-labelledby={id} data-testid="under13-notice">
      <h2 id={id}>{text.title}</h2>
      <ul>
        {[text.line1, text.line2, text.line3, text.line4, text.line5].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <LegalRich text={text.parents} />
      </p>
    </section>
  );
}
