import { useCallback, useEffect, useRef, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import { getCustomLessons } from '../../../shared/api/customLessons';
import { RoleID } from '../../../shared/domain/roles';
import { call } from '../../lib/api';
import { getSession } from '../../lib/session';

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
      // LA §7: loading a teacher's classes loads each class's lesson switches, one call per class
      // (CUS-19); the service worker keeps them, so Courses and Customize Lessons open offline too.
      if (getSession().user?.roleID === RoleID.Teacher) {
        for (const cls of classes) void call(getCustomLessons, { query: { classID: cls.id } }, { background: true }).catch(() => undefined);
      }
    } catch (error) {
      if (request === latest.current) setState((s) => ({ status: 'failed', classes: s.classes, error }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
