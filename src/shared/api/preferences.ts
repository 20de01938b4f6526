import * as v from 'valibot';
import { endpoint } from './endpoint';
import { User } from './auth';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';

/** The interface languages (issue 14), from src/shared/i18n/languages.ts. English is the spec's wording. */
export const LANGUAGES = LANGUAGE_CODES;
export type { Language };

/** Read-aloud speeds a user can pick (speech synthesis `rate`). */
export const READ_ALOUD_RATES = [0.6, 0.8, 1, 1.2, 1.5] as const;

/**
 * A user's own settings that follow them from device to device. Every field is optional: a
 * user who never chose keeps the device's choice (the browser's language, the system theme).
 */
export const Preferences = v.object({
  language: v.optional(v.picklist(LANGUAGES)),
  readAloud: v.optional(
    v.object({
      /** Show the listen buttons (on by default). */
      enabled: v.boolean(),
      rate: v.picklist(READ_ALOUD_RATES),
    }),
  ),
});
export type Preferences = v.InferOutput<typeof Preferences>;

/** Reads a stored preferences value leniently: anything unknown or malformed is dropped. */
export function readPreferences(stored: unknown): Preferences {
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Preferences = {};
  const language = v.safeParse(Preferences.entries.language, (stored as Record<string, unknown>).language);
  if (language.success && language.output) out.language = language.output;
  const readAloud = v.safeParse(Preferences.entries.readAloud, (stored as Record<string, unknown>).readAloud);
  if (readAloud.success && readAloud.output) out.readAloud = readAloud.output;
  return out;
}

/**
 * Changes some of the signed-in user's preferences (fields left out keep their value) and
 * answers with the user, whose `preferences` then hold all of them. Any role.
 */
export const savePreferences = endpoint({
  method: 'POST',
  path: '/user/preferences',
  body: v.strictObject(Preferences.entries),
  response: User,
});
