import * as v from 'valibot';
import { endpoint } from './endpoint';
import { ClassID } from './classes';

/**
 * Needs help this week (issue 29): per class, the students a teacher should look at now and why,
 * each reason something the teacher can act on. Computed by the server in one call; read by the
 * class's teacher, that teacher's super-teacher and admins (the progress report's rule), else 404.
 */

/** How far back "this week" looks, in days. */
export const NEEDS_HELP_DAYS = 7;
/** Practice on a skill counts as low under this share right (the needsWork band), with at least this many answers. */
export const MIN_SKILL_ANSWERS = 3;

/** A quiz (pre-test, practice set, post-evaluation) scored in the needsWork band this week. */
export const LowQuiz = v.object({
  lessonID: v.string(),
  lessonName: v.string(),
  /** 1-5: Pre-Test, PE 1-3, Post-Evaluation. */
  column: v.number(),
  score: v.number(),
  at: v.string(),
});
/** A skill practised this week with under 60% right. */
export const LowSkill = v.object({
  lessonID: v.string(),
  lessonName: v.string(),
  skill: v.string(),
  right: v.number(),
  answered: v.number(),
  percent: v.number(),
});
export const WritingToGrade = v.object({
  writingAssignmentID: v.string(),
  name: v.string(),
  lessonName: v.string(),
  submittedAt: v.string(),
});

export const NeedsHelpStudent = v.object({
  studentID: v.string(),
  first: v.string(),
  last: v.string(),
  lowQuizzes: v.array(LowQuiz),
  lowSkills: v.array(LowSkill),
  /** No quiz, practice, writing or diagnostic saved in the last NEEDS_HELP_DAYS days. */
  inactive: v.boolean(),
  /** The newest work saved (ISO), or null when none ever. */
  lastActiveAt: v.nullable(v.string()),
  /** Work the student's devices say is waiting to be sent, and submissions refused on replay. */
  waiting: v.object({ quizzes: v.number(), writing: v.number(), diagnostic: v.number(), refused: v.number(), oldestQueuedAt: v.nullable(v.string()) }),
  writingToGrade: v.array(WritingToGrade),
});
export type NeedsHelpStudent = v.InferOutput<typeof NeedsHelpStudent>;

/** A skill several students of the class are weak at this week. */
export const ClassSkill = v.object({ lessonID: v.string(), lessonName: v.string(), skill: v.string(), students: v.number(), percent: v.number() });

export const NeedsHelpReport = v.object({
  class: v.object({ id: v.string(), name: v.string() }),
  /** The start of the week looked at (ISO). */
  since: v.string(),
  studentCount: v.number(),
  /** Only the students with at least one reason, most reasons first, then by name. */
  students: v.array(NeedsHelpStudent),
  /** Skills at least one student practised under 60% this week, most students first. */
  skills: v.array(ClassSkill),
});
export type NeedsHelpReport = v.InferOutput<typeof NeedsHelpReport>;

/** GET /progress/needshelp (our path): the class's teacher, their super-teacher or an admin; anyone else 404 (students 403). */
export const getNeedsHelp = endpoint({
  method: 'GET',
  path: '/progress/needshelp',
  query: v.object({ classID: ClassID }),
  response: NeedsHelpReport,
});
