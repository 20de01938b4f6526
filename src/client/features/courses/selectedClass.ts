import { useCallback, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';

const storageKey = (userID: string) => `sentencelab.selectedClass.${userID}`;

function readStored(userID: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(userID));
  } catch {
    return null;
  }
}

/**
 * The teacher's classes and the one chosen on /courses, remembered for this tab
 * (sessionStorage) so the lesson screens show that class's settings.
 */
export function useSelectedClass(userID: string) {
  const classes = useLoaded(() => call(getAllClasses), userID);
  const [chosen, setChosen] = useState<string | null>(() => readStored(userID));
  const list: ClassInfo[] = classes.status === 'ready' ? classes.data : [];
  const selected = list.find((c) => c.id === chosen) ?? list[0];

  const select = useCallback(
    (classID: string) => {
      setChosen(classID);
      try {
        sessionStorage.setItem(storageKey(userID), classID);
      } catch {
        // Private windows without storage: the choice lasts until the page reloads.
      }
    },
    [userID],
  );

  return { classes, list, selected, select };
}
