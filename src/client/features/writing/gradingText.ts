import { defineMessages } from '../../../shared/i18n/runtime';

/** The teacher's writing portal (/gradingwritingassignment): assignments, students' writing, comment and grade. */
export const gradingText = defineMessages('grading', {
  title: 'Writing Portal',
  loadingClasses: 'Loading your classes…',
  goToDashboard: 'Go to your dashboard',
  class: 'Class',
  assignments: 'Assignments',
  loadingAssignments: 'Loading assignments…',
  showWithoutWriting: 'Show assignments without writing',
  noWritingInClass: 'No student in this class has saved any writing yet.',
  counts: (submitted: number, graded: number) => `${submitted} submitted · ${graded} graded`,
  toGrade: (toGrade: number) => `${toGrade} to grade`,
  studentWriting: 'Student writing',
  appearsHere: 'When your students save writing, it appears here for you to read, comment on and grade.',
  chooseAssignment: 'Choose an assignment to read your students’ writing.',
  loadingWriting: "Loading the students' writing…",
  noWritingForAssignment: 'No student in this class has saved this assignment yet.',
  // One student's writing.
  passed: 'Passed',
  needsWork: 'Needs work',
  notGraded: 'Not graded',
  student: 'Student',
  saved: (date: string) => `Saved ${date}`,
  writingOf: (name: string) => `${name}'s writing`,
  comment: 'Comment',
  /** Said after "Comment" and "Grade" to screen readers. */
  forStudent: (name: string) => ` for ${name}`,
  grade: 'Grade',
  pass: 'Pass',
  sending: 'Sending…',
  send: 'Send',
  ok: 'OK',
  // The grade in words, before the spec's message (screen readers).
  passedPrefix: 'Passed: ',
  needsWorkPrefix: 'Needs work: ',
});
