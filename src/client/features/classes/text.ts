import { defineMessages } from '../../../shared/i18n/runtime';

/** The teacher's Dashboard (/classes): the class cards and their dialogs. */
export const classesText = defineMessages('classes', {
  title: 'Dashboard',
  resetAllClasses: 'Reset all classes…',
  syncWithClassroom: 'Sync With Classroom',
  addClass: 'Add Class',
  classesRegion: 'Classes',
  loadFailed: "We couldn't load your classes.",
  loading: 'Loading your classes…',
  noClasses: 'You have no classes yet. Add your first class to get a class code for your students.',
  // The class card.
  classCode: 'Class code',
  studentCount: (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`,
  copyCode: 'Copy code',
  manageStudents: 'Manage Students',
  /** Said after a link's words to screen readers: "Students of 3B". */
  ofClass: (name: string) => ` of ${name}`,
  inviteStudents: 'Invite Students',
  pinDevice: 'Pin a device',
  toClass: (name: string) => ` to ${name}`,
  viewProgress: 'View progress',
  writingPortal: 'Writing Portal',
  edit: 'Edit',
  delete: 'Delete',
  more: 'More',
  moreActionsFor: (name: string) => ` actions for ${name}`,
  resetPreTests: 'Reset pre-tests',
  resetPostEvals: 'Reset post-evals',
  // Add / Edit Class.
  editClass: 'Edit Class',
  editClassLead: 'Change the name your students see.',
  addClassLead: 'Name the class; students join it with the code below.',
  className: 'Class Name',
  nameFromGoogle: 'Class names come from Google Classroom: rename the class there, then sync.',
  classCodeField: 'Class Code',
  gettingCode: 'Getting a code…',
  differentCode: 'Get a different code',
  cancel: 'Cancel',
  save: 'Save',
  // Copy buttons.
  copied: 'Copied!',
  copyBlocked: 'Copying is blocked here; select the text instead.',
  copy: 'Copy',
  // Delete class.
  deleteClass: 'Delete class',
  deleteQuestion: (name: string) => `Delete the class ${name}?`,
  noStudents: 'The class has no students.',
  studentsLeave: (count: number) =>
    `Its ${count} ${count === 1 ? 'student leaves' : 'students leave'} the class and can join another one with its code.`,
  deleteKeeps: 'Student accounts, scores, progress and badges are kept. The class and its code cannot be brought back.',
  // Invite Students.
  inviteLead: (name: string) => `Students join ${name} with this link or code.`,
  seatsFull: (classFull: string) => `Your student seats are full. Students who use this code now are told: “${classFull}”`,
  addSeats: 'Add seats',
  joinLink: 'Join link',
  copyJoinLink: 'Copy join link',
  copyClassCode: 'Copy class code',
  howStudentsJoin: 'How students join',
  joinStep1: 'Open the join link, or go to the sign-up page, choose Students and type the class code.',
  joinStep2: 'Enter their name and an email or username (students under 13 use a username).',
  joinStep3: 'Choose a password and select Register: they are in the class right away.',
  done: 'Done',
  // Reset all classes.
  preTests: 'Pre-tests',
  postEvaluations: 'Post-evaluations',
  resetAllTitle: 'Reset all classes',
  resetAllQuestion: (classCount: number) =>
    `Reset the pre-tests or the post-evaluations of every student in ${classCount === 1 ? 'your class' : `all ${classCount} of your classes`}?`,
  whatToReset: 'What to reset',
  resetAllKeeps:
    'Their current scores stay in the reports as prior attempts and show as "--"; each student can take them again in every lesson.',
});
