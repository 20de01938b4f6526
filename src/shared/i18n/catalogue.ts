import { setupI18n, type Messages } from '@lingui/core';
import { localeOf, type Language } from './languages';
import type { Translate } from './runtime';

/**
 * A language's translator from its compiled catalogue (src/locales/compiled/<language>.ts), in
 * Lingui: no MessageFormat parser at run time; numbers, dates and plural rules follow the
 * language's tag (src/shared/i18n/languages.ts: Spanish is Latin American, es-419).
 */
export function catalogueTranslator(language: Language, messages: Messages): Translate {
  const i18n = setupI18n({ locale: language, locales: [localeOf(language), language], messages: { [language]: messages } });
  return (id, values) => (id in messages ? i18n._(id, values) : undefined);
}
