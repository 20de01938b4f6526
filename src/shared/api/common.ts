import * as v from 'valibot';

/** Shared field schemas: trimmed strings, optional nullable strings. */
export const trimmed = v.pipe(v.string(), v.trim());
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** Our wording for over-long input (the spec has none). */
export const tooLong = (field: string, max: number) => `${field} can be at most ${max} characters.`;
export const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, tooLong('This field', 500)))), null);
export const isoDate = v.string();
export const Ok = v.object({ ok: v.literal(true) });
