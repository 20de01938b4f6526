import { useEffect, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import type { User } from '../../../shared/api/auth';
import { call } from '../../lib/api';

/**
 * The class a student joined: the server's answer when it comes, the stored user's copy
 * until then (and when offline).
 */
export function useJoinedClass(user: User | null): ClassInfo | undefined {
  const [fromServer, setFromServer] = useState<ClassInfo | undefined>();
  const userID = user?.id;

  useEffect(() => {
    if (!userID) return;
    let current = true;
    call(getAllClasses)
      .then((classes) => current && setFromServer(classes[0]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userID]);

  return fromServer ?? user?.classes[0];
}
