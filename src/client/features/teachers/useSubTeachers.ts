import { useCallback, useEffect, useRef, useState } from 'react';
import { checkSession } from '../../../shared/api/auth';
import { getSubTeachers, type SubTeacher } from '../../../shared/api/teachers';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';

export type SubTeachersState =
  | { status: 'loading'; teachers: SubTeacher[] }
  | { status: 'ready'; teachers: SubTeacher[] }
  | { status: 'failed'; teachers: SubTeacher[]; error: unknown };

/**
 * The super-teacher's sub-teachers. Each reload also fetches the user again, so the seat
 * plans it carries (and every other screen's copy of the user) match the new list.
 */
export function useSubTeachers() {
  const [state, setState] = useState<SubTeachersState>({ status: 'loading', teachers: [] });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((s) => ({ status: 'loading', teachers: s.teachers }));
    const user = call(checkSession)
      .then(replaceUser)
      .catch(() => undefined);
    try {
      const teachers = await call(getSubTeachers);
      await user;
      if (request === latest.current) setState({ status: 'ready', teachers });
    } catch (error) {
      if (request === latest.current) setState((s) => ({ status: 'failed', teachers: s.teachers, error }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
