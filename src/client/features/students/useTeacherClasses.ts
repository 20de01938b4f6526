import { useCallback, useEffect, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import { call } from '../../lib/api';

export type TeacherClasses =
  | { status: 'loading' }
  | { status: 'ready'; classes: ClassInfo[] }
  | { status: 'failed'; error: unknown };

/** The teacher's classes for the class filter. */
export function useTeacherClasses() {
  const [state, setState] = useState<TeacherClasses>({ status: 'loading' });

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', classes: await call(getAllClasses) });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
