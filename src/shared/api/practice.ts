import * as v from 'valibot';
import { endpoint } from './endpoint';
import { LessonID, Question } from './content';

/**
 * Practice until mastery (issue 27). A lesson's practice items are its practice sets' items (from
 * GET /quiz/getall) and its bank (here), with their keys: practice gives feedback on the device,
 * offline too. Both are kept in the offline copy; the device chooses the next item (shared/domain/mastery.ts) and sends
 * each answer through the outbox; the server checks the item is the lesson's, marks it, and
 * counts each answer once (by its answerID). Mastery is the same rule on both sides.
 */
export const PracticeItems = v.object({
  lessonID: v.string(),
  /** The lesson's skills (the slugs its practice items name). */
  skills: v.array(v.string()),
  /** The bank: practice items beyond the practice sets. */
  bank: v.array(Question),
});
export type PracticeItems = v.InferOutput<typeof PracticeItems>;

/** GET: any signed-in user (a teacher previews); 404 for a lesson that does not exist. */
export const getPracticeItems = endpoint({
  method: 'GET',
  path: '/lesson/practiceitems',
  query: v.object({ lessonID: LessonID }),
  response: PracticeItems,
});

/** One answer as mastery counts it; `answerID` lets the device tell its own answers already counted. */
export const PracticeStep = v.object({ answerID: v.string(), itemID: v.string(), skill: v.string(), correct: v.boolean() });
export type PracticeStep = v.InferOutput<typeof PracticeStep>;

/** A student's mastery of one lesson: the rule's figures and the answers it counts (oldest first, the last 40). */
export const LessonMastery = v.object({
  lessonID: v.string(),
  mastered: v.boolean(),
  progress: v.number(),
  recentRight: v.number(),
  recentCount: v.number(),
  answered: v.number(),
  skills: v.array(v.string()),
  skillsRight: v.array(v.string()),
  /** When mastery was first reached (ISO), or null. */
  masteredAt: v.nullable(v.string()),
  history: v.array(PracticeStep),
});
export type LessonMastery = v.InferOutput<typeof LessonMastery>;

const ANSWER_RULE = 'An answer can be at most 500 characters.';
export const MAX_PRACTICE_ANSWERS = 50;

/**
 * POST: students only (teachers 403). Each answer has the id the device made for it; an answer
 * already stored is not counted again. An item that is not one of the lesson's practice items is
 * refused (400), as is a lesson that does not exist (404).
 */
export const savePractice = endpoint({
  method: 'POST',
  path: '/student/practice',
  body: v.object({
    lessonID: LessonID,
    answers: v.pipe(
      v.array(
        v.object({
          answerID: v.pipe(v.string('Each answer needs an answerID.'), v.uuid('Each answer needs an answerID (a UUID).')),
          itemID: v.pipe(v.string('Each answer needs an itemID.'), v.maxLength(100, 'That item does not exist.')),
          answer: v.pipe(v.string('Each answer must be text.'), v.maxLength(500, ANSWER_RULE)),
        }),
        'Answers must be a list.',
      ),
      v.minLength(1, 'Send at least one answer.'),
      v.maxLength(MAX_PRACTICE_ANSWERS, `Send at most ${MAX_PRACTICE_ANSWERS} answers at once.`),
    ),
  }),
  response: v.object({
    /** Each answer's mark by the server, in the order sent (a replayed one: its stored mark). */
    marks: v.array(v.object({ answerID: v.string(), correct: v.boolean() })),
    mastery: LessonMastery,
  }),
});

/** GET: the caller's own mastery of one lesson (students; a teacher or admin gets an empty one). */
export const getLessonMastery = endpoint({
  method: 'GET',
  path: '/student/mastery',
  query: v.object({ lessonID: LessonID }),
  response: LessonMastery,
});

export const MasteryCell = v.object({
  studentID: v.string(),
  lessonID: v.string(),
  /** 'mastered', 'practising' (answers but not yet mastered) or 'notStarted'. */
  status: v.picklist(['mastered', 'practising', 'notStarted']),
  progress: v.number(),
  answered: v.number(),
  recentRight: v.number(),
  recentCount: v.number(),
});
export type MasteryCell = v.InferOutput<typeof MasteryCell>;

/** GET: a class's mastery grid, for its teacher (404 for another teacher's class) or an admin. */
export const getClassMastery = endpoint({
  method: 'GET',
  path: '/teacher/mastery/:classID',
  response: v.object({
    classID: v.string(),
    students: v.array(v.object({ id: v.string(), firstName: v.string(), lastName: v.string() })),
    lessons: v.array(v.object({ id: v.string(), courseID: v.string(), name: v.string(), grades: v.string(), standards: v.array(v.string()) })),
    cells: v.array(MasteryCell),
  }),
});
