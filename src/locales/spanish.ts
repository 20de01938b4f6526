import { setupI18n } from '@lingui/core';
import type { Translate } from '../shared/i18n/runtime';
import { messages } from './compiled/es';

/**
 * The Spanish catalogue in Lingui, compiled ahead of time (no MessageFormat parser at run time).
 * Numbers, dates and plural rules follow Latin American Spanish (es-419). The browser loads this
 * module as its own chunk when Spanish is chosen (src/client/i18n/language.ts); the server at start.
 */
const i18n = setupI18n({ locale: 'es', locales: ['es-419', 'es'], messages: { es: messages } });

export const translateSpanish: Translate = (id, values) => (id in messages ? i18n._(id, values) : undefined);

/** Lingui's own formatting, for screens that format a date or number outside a message. */
export const spanishI18n = i18n;
