import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { Messages } from '@lingui/core';
import { readPreferences } from '../shared/api/preferences';
import { catalogueTranslator } from '../shared/i18n/catalogue';
import { TRANSLATED_LANGUAGES, isLanguage, type Language } from '../shared/i18n/languages';
import { setLanguageSource, setTranslator } from '../shared/i18n/runtime';
import type { AppEnv } from './app-env';

/**
 * The language of the server's messages (issue 14): the signed-in user's own choice
 * (`preferences.language`), else the language the client asks for (`Accept-Language`, which the
 * app sets from the language chosen on the device), else English. Kept per request in
 * AsyncLocalStorage, so `messages.x` anywhere in a handler reads in that language. Read when a
 * message is made, so a guard that signs the user in later in the request still counts.
 */
const requestLanguage = new AsyncLocalStorage<() => Language>();

/** Every translated language's compiled catalogue (src/locales/compiled/<language>.ts), loaded at start. */
for (const language of TRANSLATED_LANGUAGES) {
  const { messages } = (await import(`../locales/compiled/${language}.ts`)) as { messages: Messages };
  setTranslator(language, catalogueTranslator(language, messages));
}
setLanguageSource(() => requestLanguage.getStore()?.() ?? 'en');

/** The first language of an Accept-Language header this app speaks, by the header's order and weights. */
export function languageOfHeader(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.join(';'))?.[1] ?? '1');
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function languageOf(c: Context<AppEnv>, fromHeader: Language): Language {
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  return (user && readPreferences(user.preferences).language) || fromHeader;
}

/** Puts the request's language in place for everything the request runs. */
export const messagesInRequestLanguage: MiddlewareHandler<AppEnv> = (c, next) => {
  const fromHeader = languageOfHeader(c.req.header('Accept-Language')) ?? 'en';
  return requestLanguage.run(() => languageOf(c, fromHeader), next);
};

/** Runs `make` with messages read in `language`, whatever the request's: an email in its recipient's language. */
export function inLanguage<T>(language: Language, make: () => T): T {
  return requestLanguage.run(() => language, make);
}
