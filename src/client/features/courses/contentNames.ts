import { translate } from '../../../shared/i18n/runtime';

/**
 * Course and lesson names and descriptions in the reader's language, or the content's English. The
 * content pack writes them in English (src/server/content/curriculum); translations are kept by
 * course or lesson id (`courseNames`, `courseDescriptions`, `lessonNames`, `lessonDescriptions` in
 * src/locales/<language>/), since they say what a course or lesson teaches, while the grammar taught
 * stays English. A lesson without a translation (one a teacher wrote) shows its own text.
 */
export const courseName = (course: { id: string; name: string }): string => translate(`courseNames.${course.id}`) ?? course.name;
export const courseDescription = (course: { id: string; description: string }): string =>
  translate(`courseDescriptions.${course.id}`) ?? course.description;
export const lessonName = (lesson: { id: string; name: string }): string => translate(`lessonNames.${lesson.id}`) ?? lesson.name;
export const lessonDescription = (lesson: { id: string; description: string }): string =>
  translate(`lessonDescriptions.${lesson.id}`) ?? lesson.description;

/** The `lang` of a shown content text: 'en' while it is still the content's English, none once translated. */
export const contentLang = (shown: string, english: string): 'en' | undefined => (shown === english ? 'en' : undefined);
