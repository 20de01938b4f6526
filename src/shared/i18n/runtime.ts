import type { Language } from './languages';

/**
 * The interface in the reader's language (issue 14), for the browser and the server alike.
 *
 * English is the source language: its text is the code (src/shared/messages.ts word for word, and
 * the screens' `defineMessages` catalogues), so English never waits for a catalogue and cannot
 * drift from the spec. Every other language (src/shared/i18n/languages.ts) is a PO catalogue of ICU
 * MessageFormat messages (src/locales/<language>/*.po), compiled ahead of time for Lingui
 * (src/locales/compile.ts, src/shared/i18n/catalogue.ts); a translator for a
 * language is registered once its compiled catalogue is loaded (the browser: a lazy chunk; the
 * server: at start). A message read while the language is not English and its translation is
 * there comes out translated; otherwise in English.
 */

/** A message of a catalogue: a text, or a function of its placeholders' values. */
export type Message = string | ((...args: never[]) => string);
export type Catalogue = Record<string, Message>;

/** Looks up a compiled message by id; undefined when the catalogue has none. */
export type Translate = (id: string, values?: Record<string, unknown>) => string | undefined;

let languageNow: () => Language = () => 'en';
const translators: Partial<Record<Language, Translate>> = {};

/** The browser says which language is chosen; the server, which language the request's user reads. */
export const setLanguageSource = (source: () => Language): void => void (languageNow = source);
export const currentLanguage = (): Language => languageNow();
export const setTranslator = (language: Language, translate: Translate): void => void (translators[language] = translate);
export const hasTranslator = (language: Language): boolean => language === 'en' || translators[language] !== undefined;

/** The message `id` in the current language, or undefined to keep the English. */
export function translate(id: string, values?: Record<string, unknown>): string | undefined {
  const language = languageNow();
  return language === 'en' ? undefined : translators[language]?.(id, values);
}

/** Every English catalogue defined so far, by namespace: for the catalogue tests and `localizeEnglish`. */
export const englishCatalogues = new Map<string, Catalogue>();

/** Namespaces declared in parts (defineMessagePart): each key in one part, no part declared whole. */
const partedNamespaces = new Set<string>();
/** Grows with every catalogue or part declared: localizeEnglish's index is rebuilt when it changed. */
let cataloguesVersion = 0;

/**
 * Declares a catalogue of English messages under `namespace` and answers the same object read in
 * the current language: a text property is read when used, a function message formats its values
 * in the current language. Message ids are `namespace.key`. A function's arguments reach the
 * translation by position (`{...args}`); the compiler names them after the English function's
 * parameters (src/locales/compile.ts), so a translation writes `{count}` where English has `count`.
 */
export function defineMessages<const T extends Catalogue>(namespace: string, english: T): T {
  if (englishCatalogues.has(namespace)) throw new Error(`Message namespace "${namespace}" is defined twice`);
  englishCatalogues.set(namespace, english);
  cataloguesVersion++;
  return localize(namespace, english);
}

/**
 * Declares some of the English messages of `namespace`, the rest in other modules (joined with
 * `joinMessages`): a module that needs only a few of a big catalogue's messages imports the part
 * that has them, and a chunk carries only the parts its modules import (the landing page's
 * script: issue 13, first load). The ids stay `namespace.key`; a key may be in one part only.
 */
export function defineMessagePart<const T extends Catalogue>(namespace: string, english: T): T {
  const defined = englishCatalogues.get(namespace);
  if (defined && !partedNamespaces.has(namespace)) throw new Error(`Message namespace "${namespace}" is defined whole elsewhere`);
  for (const key of Object.keys(english)) {
    if (defined && key in defined) throw new Error(`Message "${namespace}.${key}" is defined in two parts`);
  }
  partedNamespaces.add(namespace);
  englishCatalogues.set(namespace, { ...defined, ...english });
  cataloguesVersion++;
  return localize(namespace, english);
}

type Joined<P extends object[]> = (P extends (infer E)[] ? (E extends unknown ? (e: E) => void : never) : never) extends (
  e: infer I,
) => void
  ? I
  : never;

/** One object with the messages of every part (defineMessagePart), each still read in the current language. */
export function joinMessages<const P extends object[]>(...parts: P): Joined<P> {
  const joined = {};
  for (const part of parts) Object.defineProperties(joined, Object.getOwnPropertyDescriptors(part));
  return joined as Joined<P>;
}

function localize<T extends Catalogue>(namespace: string, english: T): T {
  const localized: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(english)) {
    const id = `${namespace}.${key}`;
    if (isComposed(message)) {
      localized[key] = message;
    } else if (typeof message === 'function') {
      const english = message as (...args: unknown[]) => string;
      localized[key] = (...args: unknown[]) => translate(id, { ...args })?.trimEnd() ?? english(...args);
    } else {
      Object.defineProperty(localized, key, { enumerable: true, get: () => translate(id) ?? message });
    }
  }
  return localized as T;
}

const COMPOSED = Symbol('composed');

/**
 * Marks a function of a catalogue as made of other messages (each translated on its own), not a
 * message itself: it is called as it is, and needs no translation. For choices ICU cannot make
 * (comparing two numbers).
 */
export function composed<F extends (...args: never[]) => string>(compose: F): F {
  return Object.assign(compose, { [COMPOSED]: true });
}
export const isComposed = (message: Message): boolean => typeof message === 'function' && COMPOSED in message;

let englishIndex: Map<string, string> | null = null;
let indexedVersion = -1;

/**
 * A text some code holds in English (a contract schema's message, captured when its module
 * loaded) in the current language, when it is one of the catalogues' texts; anything else as it is.
 */
export function localizeEnglish(text: string): string {
  if (languageNow() === 'en') return text;
  if (!englishIndex || indexedVersion !== cataloguesVersion) {
    englishIndex = new Map();
    for (const [namespace, catalogue] of englishCatalogues) {
      for (const [key, message] of Object.entries(catalogue)) {
        if (typeof message === 'string' && !englishIndex.has(message)) englishIndex.set(message, `${namespace}.${key}`);
      }
    }
    indexedVersion = cataloguesVersion;
  }
  const id = englishIndex.get(text);
  return (id && translate(id)) ?? text;
}
