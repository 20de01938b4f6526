import { useSyncExternalStore } from 'react';
import type { Messages } from '@lingui/core';
import { isLanguage, localeOf, type Language } from '../../shared/i18n/languages';
import { hasTranslator, setLanguageSource, setTranslator } from '../../shared/i18n/runtime';
import { getSession, subscribeSession } from '../lib/session';

/**
 * The interface language in the browser (issue 14). Chosen on the login page or the profile;
 * remembered on this device (localStorage, signed in or not) and, signed in, on the account
 * (`preferences.language`), which wins once the user signs in. With no choice, the browser's
 * own language. `<html lang>` follows it; the server is told it with every call (Accept-Language).
 *
 * English is the code itself. Every other language (src/shared/i18n/languages.ts) is a compiled
 * catalogue (src/locales/compiled/<language>.ts) loaded as its own chunk before the first screen
 * renders in it; the service worker precaches it with the rest of the build, so it works offline.
 */
const STORAGE_KEY = 'sentence-lab.language';
const listeners = new Set<() => void>();
let current: Language = 'en';
/** The language chosen on this device while signed out, to be kept on the account that signs in next. */
let chosenSignedOut: Language | null = null;
/** A choice made signed in that the account does not hold yet (being sent, or sending failed). */
let unsaved: Language | null = null;

setLanguageSource(() => current);

function storedChoice(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts until the page is closed.
  }
}

function browserLanguage(): Language {
  const primary = typeof navigator !== 'undefined' ? navigator.language.split('-')[0]!.toLowerCase() : 'en';
  return isLanguage(primary) ? primary : 'en';
}

/** Each translated language's compiled catalogue, a chunk of its own. */
const catalogues = import.meta.glob<{ messages: Messages }>('../../locales/compiled/*.ts');

/** Loads a language's catalogue once; false when it cannot be had (offline before it was ever cached). */
async function load(language: Language): Promise<boolean> {
  if (hasTranslator(language)) return true;
  const loadCatalogue = catalogues[`../../locales/compiled/${language}.ts`];
  if (!loadCatalogue) return false;
  try {
    const [{ messages }, { catalogueTranslator }] = await Promise.all([loadCatalogue(), import('../../shared/i18n/catalogue')]);
    setTranslator(language, catalogueTranslator(language, messages));
    return true;
  } catch {
    return false;
  }
}

function apply(language: Language) {
  current = language;
  document.documentElement.lang = language;
  listeners.forEach((l) => l());
}

/** Switches the interface to `language` (its catalogue loaded first). */
async function show(language: Language): Promise<void> {
  if (language === current && hasTranslator(language)) return;
  if (await load(language)) apply(language);
}

/**
 * The language to start in, its catalogue loaded: the device's remembered choice, else the
 * browser's language. Resolves at once for English.
 */
export function startLanguage(): Promise<void> {
  subscribeSession(followAccount);
  const language = storedChoice() ?? browserLanguage();
  if (language === 'en') {
    apply('en');
    return Promise.resolve();
  }
  return show(language);
}

/** A user who signs in brings their language; one who never chose keeps the one chosen on the login page. */
function followAccount() {
  const user = getSession().user;
  if (!user) {
    unsaved = null;
    return;
  }
  const own = user.preferences?.language;
  if (unsaved) {
    if (own !== unsaved) void keepOnAccount(unsaved);
    else unsaved = null;
  } else if (own) {
    chosenSignedOut = null;
    if (own !== current || !hasTranslator(own)) {
      remember(own);
      void show(own);
    }
  } else if (chosenSignedOut) {
    const language = chosenSignedOut;
    chosenSignedOut = null;
    void keepOnAccount(language);
  }
}

let saving: Promise<void> | null = null;

/** Sends the choice to the account; kept as unsaved (and sent again on the next session change) until it gets there. */
function keepOnAccount(language: Language): Promise<void> {
  unsaved = language;
  saving ??= import('./saveLanguage')
    .then((m) => m.saveLanguage(language))
    .catch(() => undefined)
    .finally(() => void (saving = null));
  return saving;
}

/**
 * The user chooses a language: shown at once, remembered on this device, and kept on the
 * account when signed in (or on the next account that signs in here, if it has none).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  await show(language);
  if (getSession().user) await keepOnAccount(language);
  else chosenSignedOut = language;
}

export const currentLanguage = (): Language => current;

/** The language now, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => current,
    () => 'en',
  );
}

/** The BCP 47 tag for Intl formatting (Spanish: Latin American, es-419). */
export const localeTag = (language: Language = current): string => localeOf(language);
