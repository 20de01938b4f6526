import { getCustomLessons, type CustomLesson } from '../../../shared/api/customLessons';
import { sharedCall, useLoaded, type Loaded } from '../../lib/useLoaded';

/**
 * One class's lesson switches by lessonID (LA §3 Custom lesson; the server fills in the
 * defaults). Without a class the map is empty and every lesson keeps its defaults.
 */
export function useClassLessons(classID: string | undefined): Loaded<Map<string, CustomLesson>> & { reload: () => void } {
  return useLoaded(async () => {
    if (!classID) return new Map<string, CustomLesson>();
    const rows = await sharedCall(getCustomLessons, { query: { classID } });
    return new Map(rows.map((row) => [row.lessonID, row]));
  }, classID ?? '');
}

/** A lesson the class turned off is hidden from its students. */
export const isLessonEnabled = (switches: ReadonlyMap<string, CustomLesson>, lessonID: string) =>
  switches.get(lessonID)?.lessonEnabled ?? true;
