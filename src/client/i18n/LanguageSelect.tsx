import { useId } from 'react';
import type { Language } from '../../shared/api/preferences';
import { chooseLanguage, useLanguage } from './language';
import { publicText } from '../ui/publicText';

/** Each language by its own name, so a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The language switch (issue 14): a labelled native select, remembered on this device and, signed
 * in, on the account (src/client/i18n/language.ts).
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
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
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
