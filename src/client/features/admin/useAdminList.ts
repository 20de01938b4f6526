import { useEffect, useRef, useState } from 'react';
import { adminListStudents, adminListTeachers, type AdminUserRow } from '../../../shared/api/admin';
import { call } from '../../lib/api';

export type AdminListKind = 'teachers' | 'students';

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

export type AdminListState =
  | { status: 'loading'; rows: AdminUserRow[]; search: string }
  | { status: 'ready'; rows: AdminUserRow[]; search: string }
  | { status: 'failed'; rows: AdminUserRow[]; search: string; error: unknown };

const endpoints = { teachers: adminListTeachers, students: adminListStudents } as const;

/** One admin list, searched as the admin types (debounced); only the latest answer is shown. */
export function useAdminList(kind: AdminListKind, search: string) {
  const [state, setState] = useState<AdminListState>({ status: 'loading', rows: [], search: '' });
  const [query, setQuery] = useState(search.trim());
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  useEffect(() => {
    const request = ++latest.current;
    setState((s) => ({ status: 'loading', rows: s.rows, search: query }));
    call(endpoints[kind], { query: query ? { search: query } : {} }).then(
      (rows) => request === latest.current && setState({ status: 'ready', rows, search: query }),
      (error: unknown) => request === latest.current && setState((s) => ({ status: 'failed', rows: s.rows, search: query, error })),
    );
  }, [kind, query, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
