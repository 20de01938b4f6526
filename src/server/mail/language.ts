import { readPreferences, type Language } from '../../shared/api/preferences';
import { currentLanguage } from '../../shared/i18n/runtime';

/**
 * The language of an email (issue 14): the recipient's own choice (`preferences.language`), else
 * the language of the request that sends it (the signed-in user's choice or Accept-Language, as
 * for the server's messages: src/server/i18n.ts), else English.
 */
export function recipientLanguage(recipient: { preferences: unknown } | null | undefined): Language {
  return (recipient && readPreferences(recipient.preferences).language) || currentLanguage();
}
