import { optionalText } from '../../lib/searchParams';

export interface LoginSearch {
  return_to?: string;
}

/** The login screens read return_to; whether it is safe to follow is decided after login. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const returnTo = optionalText(search.return_to);
  return returnTo ? { return_to: returnTo } : {};
}
