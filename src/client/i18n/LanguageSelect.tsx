import { useId } from 'react';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { chooseLanguage, useLanguage } from './language';
import { publicText } from '../ui/publicText';

/**
 * The language switch (issue 14): a labelled native select, remembered on this device and, signed
 * in, on the account (src/client/i18n/language.ts). Each language by its own name
 * (src/shared/i18n/languages.ts), so a reader finds theirs whatever the page is in.
 */
export function LanguageSelect({ className = 'language-select' }: { className?: string }) {
  const id = useId();
  const language = useLanguage();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <GlobeIcon />
        {publicText.language}
      </label>
      <select id={id} className="input" value={language} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}
