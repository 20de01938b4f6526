import { defineMessages } from '../../../shared/i18n/runtime';

/** Customize Lessons (/customLessons): the four switches per lesson of a class. */
export const customLessonsText = defineMessages('customLessons', {
  title: 'Customize Lessons',
  loadingClasses: 'Loading your classes…',
  goToDashboard: 'Go to your dashboard',
  class: 'Class',
  courses: 'Courses',
  choosePlan: 'Choose a plan',
  trialHint: 'The Diagnostic and Post-Evaluation switches open once your account has a paid plan.',
  seePlans: 'See plans',
  lesson: 'Lesson',
  lessonHelp: 'Students see the lesson.',
  diagnostic: 'Diagnostic',
  diagnosticHelp: 'Students take the pre-test.',
  postEvaluation: 'Post-Evaluation',
  postEvaluationHelp: 'Students can take the post-evaluation.',
  postEvaluationAnswers: 'Post-Evaluation Answers',
  postEvaluationAnswersHelp: 'Students can review their post-evaluation answers.',
  loadingLessons: 'Loading the lessons…',
  loadingSettings: "Loading the class's settings…",
  forClass: (className: string) => `for ${className}`,
  noLessons: 'This course has no lessons yet.',
  lessonName: 'Lesson name',
  /** A switch's name for screen readers: "Post-Evaluation: Nouns". */
  switchFor: (column: string, lesson: string) => `${column}: ${lesson}`,
});
