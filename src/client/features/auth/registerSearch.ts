import { optionalText } from '../../lib/searchParams';

export interface RegisterSearch {
  type?: 'teacher' | 'student';
  classcode?: string;
  state?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  gclid?: string;
  /** Direct checkout: the teacher pays at once on /direct-payment instead of starting a trial. */
  direct?: 1;
  /** Google's answer to "Register with Google" (then `state` is Google's, not a class code). */
  code?: string;
  iss?: string;
  error?: string;
}

const TEXT_KEYS = ['code', 'iss', 'error', 'classcode', 'state', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid'] as const;

/** /register's query (ACB §2): the form type, a class code (classcode or state) and UTM tags. */
export function validateRegisterSearch(search: Record<string, unknown>): RegisterSearch {
  const result: RegisterSearch = {};
  if (search.type === 'teacher' || search.type === 'student') result.type = search.type;
  // The router writes a number as itself (direct=1); a link typed by hand may say direct=true.
  const direct = search.direct;
  if (direct === 1 || direct === true || direct === '1' || direct === 'true') result.direct = 1;
  for (const key of TEXT_KEYS) {
    const value = optionalText(search[key]);
    if (value) result[key] = value;
  }
  return result;
}

/** The campaign tags a teacher arrived with, under the names the registration call uses. */
export const utmFields = (search: RegisterSearch) => ({
  UTMSource: search.utm_source ?? null,
  UTMMedium: search.utm_medium ?? null,
  UTMCampaign: search.utm_campaign ?? null,
  UTMContent: search.utm_content ?? null,
  UTMTerm: search.utm_term ?? null,
  GCLID: search.gclid ?? null,
});
