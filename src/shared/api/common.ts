import * as v from 'valibot';
import { defineMessages, translate } from '../i18n/runtime';

/** Shared field schemas: trimmed strings, optional nullable strings. */
export const trimmed = v.pipe(v.string(), v.trim());
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const limitMessages = defineMessages('limits', {
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters.`,
});
/**
 * Our wording for over-long input (the spec has none), made when a check fails so it is in the
 * reader's language; translations name the field by its English name (`fields` in src/locales/<language>/).
 */
export const tooLong = (field: string, max: number) => () => limitMessages.tooLong(translate(`fields.${field}`) ?? field, max);
export const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, tooLong('This field', 500)))), null);
export const isoDate = v.string();
export const Ok = v.object({ ok: v.literal(true) });
