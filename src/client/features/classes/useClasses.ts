import { useCallback, useEffect, useRef, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import { call } from '../../lib/api';

export type ClassesState =
  | { status: 'loading'; classes: ClassInfo[] }
  | { status: 'ready'; classes: ClassInfo[] }
  | { status: 'failed'; classes: ClassInfo[]; error: unknown };

/** The signed-in user's classes (a student's own class), with a reload for after a save. */
export function useClasses() {
  const [state, setState] = useState<ClassesState>({ status: 'loading', classes: [] });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((s) => ({ status: 'loading', classes: s.classes }));
    try {
      const classes = await call(getAllClasses);
      if (request === latest.current) setState({ status: 'ready', classes });
    } catch (error) {
      if (request === latest.current) setState((s) => ({ status: 'failed', classes: s.classes, error }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
