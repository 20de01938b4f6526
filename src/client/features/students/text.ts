import { defineMessages } from '../../../shared/i18n/runtime';

/** Manage Students (/students): the list, Move/Add Existing Student, the student dialogs and the sync column. */
export const studentsText = defineMessages('students', {
  title: 'Manage Students',
  loadClassesFailed: "We couldn't load your classes.",
  noClasses: 'You have no classes yet. Add a class on your dashboard, then share its code or join link with your students.',
  allClasses: 'All classes',
  class: 'Class',
  searchStudents: 'Search students',
  studentsIn: (className: string) => `Students in ${className}`,
  allStudents: 'All students',
  addStudents: 'Add students',
  resetPasswords: 'Reset passwords',
  resetPasswordsCount: (count: number) => `Reset passwords (${count})`,
  tickToReset: 'Tick students in the list to give them new passwords.',
  selectedCount: (count: number) => `${count} selected.`,
  chooseClassToAdd: 'Choose a class to add students to it or to reset passwords.',
  loadStudentsFailed: "We couldn't load the students.",
  loadingStudents: 'Loading students…',
  noStudentsInClass:
    'No students in this class yet. Share its join link from Invite Students on your dashboard, or add a student who already has an account above.',
  noStudents: 'No students in your classes yet. Share a class code or join link from your dashboard.',
  noMatch: (search: string) => `No student matches “${search}”.`,
  loadSyncFailed: "We couldn't load when the students' devices last synced.",
  googleNote:
    "Students who joined from Google Classroom are edited in Google Classroom; their changes arrive here with the 'Sync with Classroom' button.",
  // The table.
  name: 'Name',
  emailOrUsername: 'Email or Username',
  lastSync: 'Last sync',
  edit: 'Edit',
  setPassword: 'Set Password',
  picturePassword: 'Picture password',
  loading: 'Loading',
  never: 'Never',
  syncDetailsFor: (what: string, name: string) => `${what}: sync details for ${name}`,
  // When a device last synced.
  justNow: 'just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`,
  daysAgo: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} ago`,
  lateCount: (count: number) => `${count} late`,
  notSavedCount: (count: number) => `${count} not saved`,
  // Waiting work: "1 quiz and 2 writing saves waiting on a device since 10:42 AM".
  quizzes: (count: number) => `${count} ${count === 1 ? 'quiz' : 'quizzes'}`,
  writingSaves: (count: number) => `${count} ${count === 1 ? 'writing save' : 'writing saves'}`,
  diagnosticSaves: (count: number) => `${count} ${count === 1 ? 'diagnostic save' : 'diagnostic saves'}`,
  listAnd: (list: string, last: string) => `${list} and ${last}`,
  waitingOn: (work: string, devices: number, since: string) =>
    `${work} waiting on ${devices === 1 ? 'a device' : `${devices} devices`} since ${since}`,
  // Move/Add Existing Student.
  moveTitle: 'Move/Add Existing Student',
  /** The class name is shown in bold. */
  moveInto: (className: string) => `A student who already has an account moves into ${className}, out of any other class.`,
  chooseClassFirst: 'Choose a class above first; a student who already has an account then moves into it, out of any other class.',
  addToClass: 'Add to Class',
  // Edit Student.
  editStudent: 'Edit Student',
  changeDetails: (name: string) => `Change the details of ${name}.`,
  firstName: 'First Name',
  lastName: 'Last Name',
  signInHint: 'The student signs in with this. Under-13 students use a username.',
  cancel: 'Cancel',
  save: 'Save',
  // Remove from Class (the names are shown in bold).
  removeFromClass: 'Remove from Class',
  removeQuestion: (name: string, className: string) => `Remove ${name} from ${className}?`,
  theirClass: 'their class',
  removeKeeps:
    'Their account, scores, progress and badges are kept. They can join a class again with a class code, or you can add them back with Move/Add Existing Student.',
  // Set Password (the sign-in name is shown in bold).
  passwordFor: (name: string, login: string) => `A new password for ${name}, who signs in as ${login}.`,
  passwordSignsOut: 'This signs the student out everywhere: on every device, they sign in again with the new password.',
  // Sync details.
  syncOf: (name: string) => `Sync of ${name}`,
  lastSyncFrom: (name: string, time: string, ago: string) => `Last sync from ${name}'s device: ${time} (${ago}).`,
  nothingYet: (name: string) => `Nothing from ${name}'s devices has reached the server yet.`,
  waitingOnDevices: (devices: number) => `Waiting on ${devices === 1 ? 'a device' : `${devices} devices`}`,
  waitingExplained:
    "Work saved on the student's device that has not reached the server yet; it arrives when the device can deliver it. The device reports only how much is waiting, not the answers.",
  waitingSince: (time: string) => `Waiting since ${time}`,
  lastReported: (ago: string) => `The device last reported ${ago}`,
  lateSaves: (count: number) => (count === 1 ? '1 late save' : `${count} late saves`),
  lateExplained: (count: number, minutes: number) =>
    `Made offline and delivered when the device reconnected: ${count === 1 ? 'one save' : `${count} saves`} (a finished quiz, writing or diagnostic answers) reached the server more than ${minutes} minutes after the student made ${count === 1 ? 'it. It is' : 'them. They are'} stored; only the delivery was late.`,
  latest: (time: string) => ` Latest: ${time}.`,
  notSaved: (count: number) => `${count} not saved`,
  refusedExplained: (count: number) =>
    count === 1
      ? 'The server refused this when the device sent it, so it was not stored. The student may need to do it again.'
      : 'The server refused these when the device sent them, so they were not stored. The student may need to do them again.',
  aFinishedQuiz: 'A finished quiz',
  openingQuiz: 'Opening a quiz',
  aDiagnosticSave: 'A diagnostic save',
  aWritingSave: 'A writing save',
  refusedStatus: (status: number) => `Refused (${status}).`,
  studentActed: (time: string) => `Student acted ${time}`,
  newestListed: (shown: number, count: number) => `The newest ${shown} of ${count} are listed.`,
  close: 'Close',
});
