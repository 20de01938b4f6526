import { defineMessages } from '../../../shared/i18n/runtime';

/** Manage Teachers (/teachers): a super-teacher's group, its seats and its teachers. */
export const teachersText = defineMessages('teachers', {
  title: 'Manage Teachers',
  addTeacher: 'Add Teacher',
  loadFailed: "We couldn't load your teachers.",
  teachersRegion: 'Teachers',
  noTeachers: 'No teachers in your group yet. Add a teacher by email: they get a seat and their own classes.',
  loading: 'Loading your teachers…',
  me: (first: string, last: string) => `Me (${first} ${last})`,
  // Seats.
  seats: 'Seats',
  totalSeats: 'Total seats',
  filled: 'Filled',
  available: 'Available',
  /** Issue 29: the same count as the tiles and the payment page's hint. */
  seatRule: 'Each teacher you add takes one seat; your own classes come with the plan.',
  seatPlans: 'Seat plans',
  plan: 'Plan',
  studentsPerTeacher: 'Students per teacher',
  quantity: 'Quantity',
  remaining: 'Remaining',
  seatPlan: 'Seat plan',
  noPlansBefore: 'Your group has no seat plans yet.',
  buyTeacherSeats: 'Buy teacher seats',
  noPlansAfter: 'by card, or ask us for a purchase order.',
  // The table.
  teachersInGroup: 'Teachers in your group',
  name: 'Name',
  email: 'Email',
  students: 'Students',
  /** A teacher's students and the most they may have: "12 of 25". */
  studentsOf: (count: number, max: number) => `${count} of ${max}`,
  actions: 'Actions',
  edit: 'Edit',
  setPassword: 'Set Password',
  remove: 'Remove',
  /** Said after a button's words to screen readers: "Edit Ana Ruiz", "Set Password for Ana Ruiz". */
  namedAfter: (name: string) => ` ${name}`,
  forName: (name: string) => ` for ${name}`,
  // Add / Edit Teacher.
  lookingUp: 'Looking for this teacher…',
  noAccountYet: 'No account uses this email yet: we will create one and email them a temporary password.',
  hasAccount: (name: string) => `${name} already has an account and will join your group with their own password.`,
  editTeacher: 'Edit Teacher',
  addLead: 'A teacher you add uses one of your seats and can have as many students as your plan allows.',
  editLead: 'Change the name your teacher and their students see.',
  emailFixed: 'The email is their sign-in name and cannot be changed here.',
  firstName: 'First Name',
  lastName: 'Last Name',
  cancel: 'Cancel',
  save: 'Save',
  // Set Password (the sign-in email is shown in bold).
  passwordLead: (first: string, last: string, email: string) =>
    `A new password for ${first} ${last}, who signs in as ${email}. Let them know it yourself: no email is sent.`,
  // Remove Teacher (the name is shown in bold).
  removeTeacher: 'Remove Teacher',
  removeQuestion: (name: string) => `Remove ${name} from your group?`,
  seatFreed: 'Their seat becomes free for another teacher. They keep their account, classes and students.',
  studentsStranded: (name: string, students: number, first: string) =>
    `${name} has ${students === 1 ? '1 student' : `${students} students`}. Once removed, their account has no seats, so those students cannot open lessons until ${first} buys a plan. To keep them learning, move ${first}'s classes to another teacher first (students, results and lesson settings go with them).`,
  moveClassesTo: 'Move classes to',
  moveClasses: 'Move classes',
});
