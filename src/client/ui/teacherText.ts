import { defineMessages } from '../../shared/i18n/runtime';

/** Shared parts of the teacher's screens: the seat line, class resets, Set Password, switches. */
export const teacherUiText = defineMessages('teacherUi', {
  askSuperTeacher: "Ask your group's super-teacher for more seats.",
  addSeats: 'Add seats',
  seatsInactive: (used: number) => `Student seats: ${used} students, no seats while your account has no active plan.`,
  /** "Student seats: 12 of 25 used · 13 free" (the two counts are shown in bold). */
  seatsUsed: (used: number | string, max: number, free: number | string) => `Student seats: ${used} of ${max} used · ${free} free`,
  seatsFull: '— your seats are full: new students cannot join until you add seats.',
  /** Issue 29: more students than seats (a smaller plan recorded after they joined); the counts are bold. */
  seatsOver: (used: number | string, max: number, over: number | string) =>
    `Student seats: ${used} students on a plan of ${max} · ${over} over: nobody is removed, but no one new can join until you add seats.`,
  resetClassPreTests: 'Reset class pre-tests',
  resetClassPostEvals: 'Reset class post-evaluations',
  resetPreTestsQuestion: (className: string) => `Reset the pre-tests of every student in ${className}?`,
  resetPostEvalsQuestion: (className: string) => `Reset the post-evaluations of every student in ${className}?`,
  reset: 'Reset',
  resetPreTestsKeeps:
    'Their current scores stay in the reports as prior attempts and show as "--"; each student can take the pre-test of every lesson again.',
  resetPostEvalsKeeps:
    'Their current scores stay in the reports as prior attempts and show as "--"; each student can take the post-evaluation of every lesson again.',
  setPassword: 'Set Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: '4 to 30 characters, with at least one letter and one number.',
  cancel: 'Cancel',
  /** The printed reports' first line: "… · Printed Nov 26, 2025". */
  printed: (date: string) => `Printed ${date}`,
  on: 'On',
  off: 'Off',
});

/** The teacher and admin side menu (ACB §2 "Header and side menu": the spec's words). */
export const teacherMenuText = defineMessages('teacherMenu', {
  teacherMenu: 'Teacher menu',
  viewDashboard: 'View Dashboard',
  viewLessons: 'View Lessons',
  buildDiagnostic: 'Build Diagnostic',
  viewDiagnosticResults: 'View Diagnostic Results',
  customizeLessons: 'Customize Lessons',
  viewProgressReports: 'View Progress Reports',
  viewMastery: 'View Mastery',
  viewWritingPortals: 'View Writing Portals',
  manageStudents: 'Manage Students',
  manageTeachers: 'Manage Teachers',
  teacherProgress: 'Teacher Progress',
  adminTeachers: 'Admin: Teachers',
  adminStudents: 'Admin: Students',
});
