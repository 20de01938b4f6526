import { useCallback, useEffect, useRef, useState } from 'react';
import { getStudents, type StudentRecord } from '../../../shared/api/students';
import { call } from '../../lib/api';

export type StudentsState =
  | { status: 'idle' | 'loading'; students: StudentRecord[] }
  | { status: 'ready'; students: StudentRecord[] }
  | { status: 'failed'; students: StudentRecord[]; error: unknown };

/**
 * The students of one class, or of all the teacher's classes (classID undefined). Nothing is
 * asked while `enabled` is false (the class filter is not checked yet). A newer request wins.
 */
export function useStudents(classID: string | undefined, enabled: boolean) {
  const [state, setState] = useState<StudentsState>({ status: 'idle', students: [] });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((s) => ({ status: 'loading', students: s.students }));
    try {
      const students = await call(getStudents, { query: { classID } });
      if (request === latest.current) setState({ status: 'ready', students });
    } catch (error) {
      if (request === latest.current) setState((s) => ({ status: 'failed', students: s.students, error }));
    }
  }, [classID]);

  useEffect(() => {
    if (!enabled) return;
    // A different class's list must not show under the new filter while it loads.
    setState({ status: 'loading', students: [] });
    void reload();
  }, [reload, enabled]);

  /** Applies a change the server confirmed without asking for the list again. */
  const update = useCallback((change: (students: StudentRecord[]) => StudentRecord[]) => {
    setState((s) => ({ ...s, students: change(s.students) }));
  }, []);

  return { ...state, reload, update };
}
