import * as v from 'valibot';
import { endpoint } from './endpoint';
import { ClassID } from './classes';
import { LessonID } from './content';

/** The spec's defaults for a class and lesson without a stored row (LA §3 Custom lesson). */
export const CUSTOM_LESSON_DEFAULTS = {
  lessonEnabled: true,
  diagnosticEnabled: true,
  postEvalEnabled: false,
  postEvalAnswersEnabled: false,
} as const;

/** The four switches of Customize Lessons. */
export type CustomLessonSwitch = keyof typeof CUSTOM_LESSON_DEFAULTS;
export const CUSTOM_LESSON_SWITCHES = Object.keys(CUSTOM_LESSON_DEFAULTS) as CustomLessonSwitch[];

/**
 * One class's settings for one lesson. `id` is null while the class still uses the
 * defaults for that lesson (no stored row yet).
 */
export const CustomLesson = v.object({
  id: v.nullable(v.string()),
  classID: v.string(),
  lessonID: v.string(),
  courseID: v.string(),
  lessonEnabled: v.boolean(),
  diagnosticEnabled: v.boolean(),
  postEvalEnabled: v.boolean(),
  postEvalAnswersEnabled: v.boolean(),
});
export type CustomLesson = v.InferOutput<typeof CustomLesson>;

/**
 * A class's settings for EVERY lesson of the curriculum (defaults filled in where no row is
 * stored), ordered by course and lesson order. The class's teacher, or a student of that
 * class, may read it; anyone else gets 404.
 */
export const getCustomLessons = endpoint({
  method: 'GET',
  path: '/customlesson/getCustomLessons',
  query: v.object({ classID: ClassID }),
  response: v.array(CustomLesson),
});

/** What a teacher sends: the lesson's switches for one of their classes. `courseID` is taken from the lesson. */
export const CustomLessonInput = v.object({
  id: v.optional(v.nullable(v.string())),
  classID: ClassID,
  lessonID: LessonID,
  courseID: v.optional(v.nullable(v.string())),
  lessonEnabled: v.boolean(),
  diagnosticEnabled: v.boolean(),
  postEvalEnabled: v.boolean(),
  postEvalAnswersEnabled: v.boolean(),
});
export type CustomLessonInput = v.InferInput<typeof CustomLessonInput>;

const CustomLessonList = v.pipe(
  v.array(CustomLessonInput),
  v.minLength(1, 'Please choose at least one lesson.'),
  v.maxLength(500, 'At most 500 lessons can be changed at once.'),
);

/**
 * Stores the switches (upsert by classID + lessonID) and answers the stored rows. The
 * class's teacher only (404 for anyone else's class or an unknown lesson). A trial account
 * changing the pre-test switch or turning a post-evaluation switch on gets 412
 * 'Post-Evaluations are not enabled on trial accounts.'; an inactive one 412 subscriptionRequired.
 */
export const updateCustomLessons = endpoint({
  method: 'POST',
  path: '/customlesson/update',
  body: CustomLessonList,
  response: v.array(CustomLesson),
});

/** The same upsert under the spec's second path (the client may send new rows here). */
export const addCustomLessons = endpoint({
  method: 'POST',
  path: '/customlesson/add',
  body: CustomLessonList,
  response: v.array(CustomLesson),
});
