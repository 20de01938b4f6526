import { useEffect, useState } from 'react';
import { getTeacherByEmail } from '../../../shared/api/teachers';
import type { CallOutput } from '../../../shared/api/endpoint';
import { isEmail } from '../../../shared/domain/credentials';
import { call } from '../../lib/api';

/** ACB §5, §9: the add-teacher search waits 1.5 s after the last keystroke. */
export const TEACHER_SEARCH_DEBOUNCE_MS = 1500;

export type LookupResult = CallOutput<typeof getTeacherByEmail>;

export type Lookup =
  | { status: 'idle' }
  | { status: 'searching'; email: string }
  | { status: 'done'; email: string; result: LookupResult };

/**
 * Looks the typed email up once typing pauses, and only when it looks like an email
 * (ACB §5). An answer for an email that has since changed is dropped; a failed lookup is
 * silent, since saving still works and the server decides.
 */
export function useTeacherLookup(email: string, enabled: boolean): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const value = email.trim();
  const searchable = enabled && isEmail(value);

  useEffect(() => {
    setLookup({ status: 'idle' });
    if (!searchable) return;
    let current = true;
    const timer = setTimeout(() => {
      setLookup({ status: 'searching', email: value });
      call(getTeacherByEmail, { query: { email: value } }).then(
        (result) => current && setLookup({ status: 'done', email: value, result }),
        () => current && setLookup({ status: 'idle' }),
      );
    }, TEACHER_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, searchable]);

  return lookup;
}
