import * as v from 'valibot';
import { extraMessages, messages } from '../messages';
import { endpoint } from './endpoint';
import { ClassID } from './classes';
import { UserID } from './students';
import { Badge, LessonID } from './content';

/** Longest student text accepted (the HTML the editor sends). */
export const MAX_WRITING_LENGTH = 50_000;
/** Longest teacher comment accepted. */
export const MAX_COMMENT_LENGTH = 5_000;

export const WritingAssignmentID = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(extraMessages.writingAssignmentMissing),
  v.maxLength(100, extraMessages.writingAssignmentMissing),
);
export const WritingResultID = v.pipe(v.string(), v.uuid('That writing result does not exist.'));

/** A writing assignment of a lesson (content). `isComplete`: the calling student has saved a text for it. */
export const WritingAssignment = v.object({
  id: v.string(),
  lessonID: v.string(),
  name: v.string(),
  description: v.string(),
  imagePath: v.nullable(v.string()),
  isComplete: v.boolean(),
  /** When the content holding it was loaded on this server. */
  createDate: v.nullable(v.string()),
});
export type WritingAssignment = v.InferOutput<typeof WritingAssignment>;

/**
 * A student's writing for one assignment (one per student and assignment). `studentText` is
 * sanitized HTML: only p, br, strong, b, em, i, u, ul, ol, li, without attributes.
 * `isCorrect`: null ungraded, true passed, false failed.
 */
export const WritingResult = v.object({
  id: v.string(),
  studentID: v.string(),
  writingAssignmentID: v.string(),
  studentText: v.string(),
  teacherText: v.nullable(v.string()),
  isCorrect: v.nullable(v.boolean()),
  createDate: v.string(),
  updatedDate: v.string(),
  student: v.optional(v.object({ id: v.string(), first: v.string(), last: v.string() })),
});
export type WritingResult = v.InferOutput<typeof WritingResult>;

/** The writing assignments of a lesson (all of them without lessonID). Signed in. */
export const getWritingAssignments = endpoint({
  method: 'GET',
  path: '/writingassignment/getall',
  query: v.object({ lessonID: v.optional(LessonID) }),
  response: v.array(WritingAssignment),
});

/** One writing assignment by id (404 when unknown). Signed in. */
export const getWritingAssignment = endpoint({
  method: 'GET',
  path: '/writingassignment/getassignment',
  query: v.object({ id: WritingAssignmentID }),
  response: WritingAssignment,
});

/**
 * A student's result for an assignment, or null when nothing is saved yet. A student reads
 * their own (a studentID, if sent, must be theirs); a teacher may pass the studentID of a
 * student in one of their classes.
 */
export const getWritingResult = endpoint({
  method: 'GET',
  path: '/writingassignment/getresult',
  query: v.object({ writingAssignmentID: WritingAssignmentID, studentID: v.optional(UserID) }),
  response: v.nullable(WritingResult),
});

/**
 * A student saves their writing: one result per student and assignment, saving again updates
 * it; a changed text becomes ungraded again. Students only (403 'Only students can save
 * Writing Assignments!'). `isCorrect` is ignored (only a teacher grades); `studentID`, if
 * sent, must be the caller's. Too long a text: 400.
 */
export const saveWriting = endpoint({
  method: 'POST',
  path: '/writingassignment/save',
  body: v.object({
    id: v.optional(v.nullable(v.string())),
    writingAssignmentID: WritingAssignmentID,
    studentText: v.pipe(v.string(), v.maxLength(MAX_WRITING_LENGTH, extraMessages.writingTooLong)),
    isCorrect: v.optional(v.nullable(v.boolean())),
    studentID: v.optional(v.nullable(v.string())),
  }),
  /** `earnedBadges`: the badges this save earned (for the toast that stays open); usually none. */
  response: v.object({ result: WritingResult, earnedBadges: v.array(Badge) }),
});

export const ClassAssignmentSummary = v.object({
  assignment: WritingAssignment,
  lessonName: v.string(),
  courseID: v.string(),
  /** Students of the class who saved a text. */
  submitted: v.number(),
  /** Of those, the ones graded (pass or fail). */
  graded: v.number(),
});
export type ClassAssignmentSummary = v.InferOutput<typeof ClassAssignmentSummary>;

/** Every writing assignment of the curriculum with the class's counts. The class's teacher only. */
export const getClassAssignments = endpoint({
  method: 'GET',
  path: '/writingassignment/getassignments',
  query: v.object({ classID: ClassID }),
  response: v.array(ClassAssignmentSummary),
});

/** The results of the class's students for one assignment, with each student's name. The class's teacher only. */
export const getClassWritingResults = endpoint({
  method: 'GET',
  path: '/writingassignment/getclassresults',
  query: v.object({ classID: ClassID, writingAssignmentID: WritingAssignmentID }),
  response: v.array(WritingResult),
});

/**
 * A teacher comments and grades a result of a student in one of their classes (404 for
 * anyone else's). StudentID and WritingAssignmentID, when sent, must match the result.
 */
export const evaluateWriting = endpoint({
  method: 'POST',
  path: '/writingassignment/evaluate',
  body: v.object({
    id: WritingResultID,
    TeacherText: v.pipe(
      v.string(messages.addCommentsBeforeSending),
      v.trim(),
      v.nonEmpty(messages.addCommentsBeforeSending),
      v.maxLength(MAX_COMMENT_LENGTH, extraMessages.commentTooLong),
    ),
    IsCorrect: v.boolean(extraMessages.chooseGrade),
    StudentID: v.optional(v.nullable(v.string())),
    WritingAssignmentID: v.optional(v.nullable(v.string())),
  }),
  response: WritingResult,
});
