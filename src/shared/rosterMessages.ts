import { composed, defineMessages } from './i18n/runtime';

/* Kept out of messages.ts so that the landing page's JavaScript does not carry them (issue 13, first load). */

/** How many seats a list of new students finds (the three cases of rosterMessages.seatsBeforeImport). */
const seatsLeft = defineMessages('seatsLeft', {
  none: (count: number) =>
    `You have no seats left; this list has ${count} ${count === 1 ? 'student' : 'students'}: none can be added until you add seats.`,
  all: (free: number, count: number) =>
    `You have ${free} ${free === 1 ? 'seat' : 'seats'} left; this list has ${count} ${count === 1 ? 'student' : 'students'}: all can be added.`,
  some: (free: number, count: number) =>
    `You have ${free} ${free === 1 ? 'seat' : 'seats'} left; this list has ${count} students: the first ${free} can be added.`,
});

/** Student accounts made by the teacher: add one or many, login cards, bulk password reset (issue 15; our wording). */
export const rosterMessages = defineMessages('rosterMessages', {
  firstMissing: 'First name is missing.',
  usernameRule: 'A username is 3 to 50 characters, with no spaces and no @.',
  usernameTwiceInList: (username: string, row: number) => `Username ${username} is also on row ${row}.`,
  usernameTaken: (username: string) => `Username ${username} is already taken.`,
  emailTwiceInList: (email: string, row: number) => `Email ${email} is also on row ${row}.`,
  emailTaken: (email: string) => `${email} already has an account. Use Move/Add Existing Student instead.`,
  noSeat: 'No seat left for this student.',
  tooManyRows: (max: number, count: number) => `At most ${max} students can be added at once; this list has ${count}. Split it in two.`,
  emptyList: 'The list has no students. Add at least one name.',
  /** Said before anything is created, over the rows without errors. */
  seatsBeforeImport: composed((free: number, count: number) =>
    free <= 0 ? seatsLeft.none(count) : free >= count ? seatsLeft.all(free, count) : seatsLeft.some(free, count),
  ),
  loginTakenMeanwhile: 'A username or email on this list was taken a moment ago. Check the list again and retry.',
  studentsAdded: (count: number) => (count === 1 ? '1 student added.' : `${count} students added.`),
  passwordsReset: (count: number) => (count === 1 ? 'New password set for 1 student.' : `New passwords set for ${count} students.`),
  studentNotInClass: 'Some of these students are not in this class any more. Reload the list and try again.',
  shownOnce: 'Passwords are shown only this once and are not saved on this device. Print the login cards or write them down now.',
  cardsGone: 'These passwords are no longer in this window (they are never saved). Reset the students’ passwords to print new cards.',
  csvNoFirstColumn: 'The CSV file needs a header row with a “first” column (and “last”, optionally “username” and “email”).',
  csvUnreadable: 'That file could not be read as CSV. Save it from your spreadsheet as CSV and try again.',
  forgotNoEmail: 'Students who sign in with a username (no email): ask your teacher for a new password.',
} as const);
