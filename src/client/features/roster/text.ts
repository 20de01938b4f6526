import { defineMessages } from '../../../shared/i18n/runtime';

/** Add Students, Reset Passwords and the login cards (Manage Students, issue 15). */
export const rosterText = defineMessages('roster', {
  oneStudent: 'One student',
  pasteList: 'Paste a list of names',
  importCsv: 'Import a CSV file',
  addStudents: 'Add Students',
  /** The class name is shown in bold. */
  addLead: (className: string, classCode: string) =>
    `New student accounts in ${className} (class code ${classCode}). Usernames are made from the names when you leave them out; each student gets a password that you see once.`,
  studentsToAdd: 'Students to add',
  add: 'Add',
  firstName: 'First Name',
  lastName: 'Last Name',
  usernameOptional: 'Username (optional)',
  usernameHint: 'Left empty: first.last, made unique.',
  emailOptional: 'Email (optional)',
  namesLabel: 'Names, one student per line',
  namesHint: (max: number) =>
    `“Anna Smith” or “Smith, Anna”. Cells copied from a spreadsheet work too (first, last, username, email). At most ${max} at once.`,
  csvFile: 'CSV file',
  /** The column names stay as a file must spell them, and are shown in bold. */
  csvHint: (first: string, last: string, username: string, email: string) =>
    `A header row, then one student a row. Columns: ${first}, ${last}, and optionally ${username} and ${email}. Commas, semicolons or tabs.`,
  readFromFile: (count: number, fileName: string) => `${count === 1 ? '1 student' : `${count} students`} read from ${fileName}.`,
  under13: 'These students are under 13',
  under13Hint: 'They need no email: they sign in with their username. If they forget their password, you set a new one here.',
  cancel: 'Cancel',
  checkList: 'Check the list',
  notAdded: 'Not added',
  rowsNotAdded: 'Rows not added',
  done: 'Done',
  printCards: 'Print login cards',
  rowsWithErrors: (invalid: number) =>
    `${invalid === 1 ? '1 row has' : `${invalid} rows have`} errors and will not be added. Go back to correct the list, or add the others.`,
  studentsOnList: 'Students on the list',
  back: 'Back',
  addCount: (ready: number) => (ready === 1 ? 'Add 1 student' : `Add ${ready} students`),
  // The tables.
  readyToAdd: 'Ready to add',
  added: 'Added',
  noSeatLeft: 'No seat left',
  row: 'Row',
  name: 'Name',
  username: 'Username',
  email: 'Email',
  status: 'Status',
  noName: '(no name)',
  newUsername: ' (new)',
  newSignIns: 'New sign-ins',
  password: 'Password',
  // Reset Passwords.
  resetPasswordsTitle: 'Reset Passwords',
  newPasswordsFor: (count: number, className: string) =>
    `New passwords for ${count === 1 ? '1 student' : `${count} students`} in ${className}.`,
  /** The class name is shown in bold. */
  resetQuestion: (count: number, className: string) =>
    `Give new passwords to ${count === 1 ? '1 student' : `${count} students`} in ${className}?`,
  resetExplained:
    'Their current passwords stop working at once. Each gets a new password, shown once here and printable as login cards. This signs the students out everywhere: on every device, they sign in again with the new password.',
  resetPasswords: 'Reset passwords',
  studentsToReset: 'Students to get new passwords',
  // Login cards.
  backToStudents: 'Back to Manage Students',
  loginCards: 'Login cards',
  loginCardsOf: (className: string) => `Login cards: ${className}`,
  cardsExplained: (count: number) =>
    `${count === 1 ? '1 card' : `${count} cards`}. Print them, cut along the dashed lines and hand each student their own. The passwords are not kept anywhere: once you leave or reload this page they cannot be shown again.`,
  print: 'Print',
  forgetPasswords: 'Forget these passwords',
  loginCardFor: (name: string) => `Login card for ${name}`,
  classCode: 'Class code',
  signInAt: 'Sign in at',
});
