/**
 * The interface languages (issue 14), data only: the one place a language is added. Each is named
 * in its own language (the language menus) and has the BCP 47 tag its numbers, dates and plural
 * rules follow. English is the source (the code's own text); every other language needs its
 * catalogue, src/locales/<code>/*.po (see src/locales/README.md).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'es', name: 'Español', locale: 'es-419' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** Every language's code, English first. */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];

/** The languages translated from English: each has a catalogue. */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en');

export const isLanguage = (value: unknown): value is Language => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/** The BCP 47 tag for Intl formatting and plural rules ('es' → Latin American Spanish, es-419). */
export const localeOf = (language: Language): string => LANGUAGES.find((l) => l.code === language)!.locale;
