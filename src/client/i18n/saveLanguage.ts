import type { Language } from '../../shared/api/preferences';
import { savePreferences } from '../../shared/api/preferences';
import { call } from '../lib/api';
import { getSession, replaceUser } from '../lib/session';

/** Keeps the signed-in user's language on their account (POST /user/preferences); the answer's user replaces the stored one. */
export async function saveLanguage(language: Language): Promise<void> {
  const apiKey = getSession().apiKey;
  if (!apiKey) return;
  const user = await call(savePreferences, { body: { language } }, { background: true });
  if (getSession().apiKey === apiKey) await replaceUser(user);
}
