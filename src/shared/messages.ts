/**
 * Every user-facing message of the specs' error catalogues, word for word
 * (double spaces and the spec's spellings included). Screens and the server
 * import from here so the wording lives in exactly one place.
 */
import { defineMessagePart, defineMessages, joinMessages } from './i18n/runtime';
import { coreExtraMessages, coreMessages, PRODUCT_NAME, withoutGoogle } from './coreMessages';

/* What the landing page shows (a failed call, the login form) is in coreMessages.ts, a part of the same catalogues. */
export { APP_VERSION, coreExtraMessages, coreMessages, loginMismatchMessage, PRODUCT_NAME, withoutGoogle } from './coreMessages';

/** The spec's catalogue (coreMessages.ts has the rest of it). */
const moreMessages = defineMessagePart('messages', {
  // General (ACB §8)
  appUpgraded: 'App upgraded, please login again.',

  // Status catalogue
  accountExists:
    'You already have an account under this email address!  Do not create another account; simply log into your existing account using this email address and your password.',
  studentAccountExists:
    'You already have an account under this email or username!  Do not create another account; simply log into your existing account using this email or username and your password.',
  invalidClassCode: 'Invalid Class Code',
  classFull:
    'Sorry! We cannot add you to this class because your teacher needs to purchase more student seats.',
  subscriptionRequired:
    'You do not have an active subscription. Click the billing icon ($) in the upper-right corner to activate your subscription.',
  passwordRuleServer: 'Passwords must be between 4 - 30 characters and include at least 1 number',

  // Validation (ACB §5)
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailOrUsernameRequired: 'Email or Username is required',
  classCodeRequired: 'Class Code is required',
  howDidYouHearRequired: 'How did you hear about us is required',
  hearOtherRequired: 'Please tell us how you heard about us',
  teacherEmailInvalid: 'Must be valid email address',
  emailInvalid: 'Email must be a valid email format.',
  classCodeFormat: `${PRODUCT_NAME} class codes must be 8 characters (letters and numbers only). If you have a 7 digit Google Classroom code, click here to go back to the login page and then click Login with Google.`,
  under13Hint: 'Enter the first 2 letters of your last name.',
  checkForm: 'Please check your form entries and try again.',

  // Classes
  classNameRequired: 'Class Name is required.',
  classCodeRequiredDialog: 'Class Code is required.',
  classCodeInUse: 'That Class Code is in use! Please pick a different one.',
  classOverMaxStudents: (email: string) =>
    `Sorry, we cannot save this class because you have gone over the max number of students allowed for your account. Please contact us at ${email} to increase your limit.`,
  onlyStudentsAddClass: 'Only students can add a class.',

  // Server-side generic answers (not in the catalogue; our wording)
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  badRequest: 'Please check your form entries and try again.',
  serverError: 'Something went wrong on our side. Please try again or contact support.',

  // Passwords and email (ACB §8)
  noAccountForEmail: 'No account found with this email address.',
  invalidResetCode: 'Sorry, that is a invalid code. Please request a new token.',

  // Students (ACB §5, §8)
  chooseClassFirst:
    'From the dropdown menu, please select the class section into which you would like this student placed.',
  studentInUse: 'This email or username is already in use.',

  // Joining a class by code (ACB §8)
  joinCodeNotFound: "Sorry! We can't find a class with that code. Please try again.",
  joinCodeMissing: (code: string) => `Sorry! We could not find a class with the code: ${code}.`,

  // Sub-teachers (ACB §8)
  addTeacherFailed: 'Unable to add teacher. Please check the form and try again.',
  addTeacherTaken:
    'Unable to add teacher. Teacher already exists and has an active subscription or is a member of another group.',
  addTeacherNoRoom:
    'Unable to add teacher. There is not enough room in current plan to add another teacher with students.',

  // Successes (ACB §8)
  classSaved: 'Class Saved',
  classDeleted: 'class deleted',
  studentDeleted: 'Student deleted.',
  studentUpdated: 'Student updated successfully.',
  passwordUpdated: 'Password updated.',
  teacherAdded: 'Teacher added.',
  subTeacherCreated: 'Your new teacher has been created. We have emailed them their temporary password.',
  teacherUpdated: 'Teacher updated.',
  teacherRemoved: 'Teacher removed.',
  tokenSent: 'Token has been sent to your inbox.',
  accessGranted: 'Access granted.',
  passwordChanged: 'Your password has been updated!',
  // The spec's 'the product' is our name (PAY-31).
  thankYou: `Thank you for choosing ${PRODUCT_NAME}!`,
  resetComplete: 'Reset complete.',
  preTestsReset: 'Pre-Tests successfully reset.',
  postEvalsReset: 'Post-Evaluations successfuly reset.',
  // One student's reset from the progress table (LA §8 Successes, spelled as the spec)
  preTestReset: 'Pre-Test successfully reset.',
  postEvalReset: 'Post-Evaluation successfuly reset.',
  profileUpdated: 'Your profile was updated!',
  classAdded: 'Successfully added class.',
  resendRequested: 'Successfully requested resend!',

  // Lessons and quizzes (LA §4, §6, §8)
  lessonGone: 'This lesson no longer exists.',
  onlyStudentsSaveScores: 'Only students can save score results.',
  postEvalNotEnabled: 'Your teacher must enable the Post-Evaluation before you can proceed.',
  postEvalAnswersNotEnabled: 'Your teacher must enable the answers to be displayed before you can review this Post-Evaluation.',
  // Quiz grade bands (LA §4)
  gradeA: 'Nice job!  It looks like you have a solid understanding of the material.',
  gradeB: 'Hmmm.  It looks like you missed a few.',
  gradeC: "It looks like you're still learning the material - don't give up!",
  // Starting a quiz answered 405 without a message (LA §8)
  quizStartFailed: 'failed to start',

  // Writing assignments (LA §4, §5, §6, §8)
  onlyStudentsSaveWriting: 'Only students can save Writing Assignments!',
  writingSaved: 'Writing Assignment Saved',
  writingPassed: 'Looking good!',
  writingFailed: 'Check some of your work.',
  addCommentsBeforeSending: 'Please add comments before sending.',
  noCommentTitle: 'No comment included.',
  // Custom lessons (LA §5)
  addClassFirst: 'Please add a class first.',
  postEvalsNotOnTrial: 'Post-Evaluations are not enabled on trial accounts.',
  // Diagnostic (LA §2, §4, §5, §6, §8)
  incorrectClassName: 'Incorrect class name.',
  typeClassName: 'Type name of class.',
  enableOneTopic: 'Please enable at least one topic',
  missingTopic: 'Missing topic.  Please try again or contact support.',
  onlyStudentsSaveDiagnostic: 'Only students can save Diagnostic results!',
  addClassBeforeDiagnostic: 'Please add a class before building a diagnostic assessment.',
  loading: 'Loading...',
  diagnosticComplete: 'Diagnostic Complete!',
  topicChange: (topic: string) => `You will now be answering questions regarding ${topic}.`,
  diagnosticResultsTitle: 'Diagnostic Results',
  diagnosticNotAvailable: 'Diagnostic results not available.',
  studentsCompleted: (done: number, total: number) => `Students Completed: ${done} of ${total}`,
  noDiagnosticProgress: 'No progress found.',
  noTopicsFound: 'No topics found.',
  notAvailable: 'N/A',

  // Payment (ACB §5, §8)
  invalidCard: 'Invalid credit card info.  Please double check and try again.',
  couponNotFound: 'We were not able to find a coupon with that code.',
  missingStripe: 'Missing stripe while trying to signup.  Please try again or contact support.',
  missingCard: 'Missing credit card while trying to signup.  Please try again or contact support.',
  verifyRequired: 'Please verify your email before signing up.',

  // Google (ACB §8 Google, LA §8)
  googleLoginFailed: 'Unable to log in with Google.  Please try again or contact support.',
  googleRegisterFailed: 'Unable to register with Google.  Please try again or contact support.',
  googleAccessDenied: 'Google access denied',
  googleOnlyButton: `Only use this button if you created your ${PRODUCT_NAME} account using the "Register with Google" button.`,
  studentGoogleExists:
    "You already have an account under this Google email!  Do not create another account; ask your teacher to add you to the class using 'Move/Add Existing Student' on the Manage Students tab.",
  selectClass: 'Please select a class.',
  sharedTitle: 'Success',
  sharedToClassroom: 'Shared to Google Classroom',
} as const);

export const messages = joinMessages(coreMessages, moreMessages);

/** The class-code format message, likewise (loginMismatchMessage, in coreMessages.ts): it names the Google button only where there is one. */
export const classCodeFormatMessage = (googleOn: boolean) => (googleOn ? messages.classCodeFormat : withoutGoogle.classCodeFormat);

/** Our wording where the catalogue has none: class-code format on the teacher's side. */
const moreExtraMessages = defineMessagePart('extraMessages', {
  writingQueued: 'Saved on this device. It will be sent to your teacher when you are back online.',
  classCodeInvalid: 'Class codes must be exactly 8 characters: letters, numbers or hyphens.',
  noClassYet: 'You are not in a class yet. Ask your teacher for a class code.',
  studentInactive: 'Your class is not active right now. Ask your teacher to renew their Sentence Lab subscription.',
  studentNotFound: 'No student found with that email or username.',
  resetCodeExpired: 'That code has expired. Please request a new token.',
  currentPasswordWrong: 'Your current password is not correct.',
  notASubTeacher: 'That teacher is not in your group.',
  impersonationLinkInvalid: 'This impersonation link is not valid any more. Open it again from the admin list.',
  onlyAdmins: 'Only administrators can do that.',
  alreadyVerified: 'Your email address is already verified.',
  googleSignInNameLocked: 'This account signs in with Google: change its email address in Google.',
  googlePasswordLocked: 'This account signs in with Google, so it has no password here. Please use "Log in with Google".',
  // Google (our wording where the spec has none)
  googleOff: 'Google sign-in is not set up on this server.',
  googleUnreachable: 'Google cannot be reached right now. Please try again in a minute.',
  googleStateUnknown: 'This Google sign-in has expired or was already used. Please start again.',
  googleNoEmail: 'Your Google account has no verified email address.',
  googleAlreadyLinked: `That Google account is already used by another ${PRODUCT_NAME} account.`,
  googleLinked: `Your Google account is linked: you can now log in with Google and sync with Google Classroom.`,
  googleNotLinked: 'Link your Google account first (Profile, "Link Google account").',
  googleSignInRequired: 'Please log in before linking a Google account.',
  googleCourseUnknown: 'That class is not one of your Google Classroom classes.',
  googleNotAGoogleClass: 'That class was not imported from Google Classroom.',
  googleSyncRunning: 'A sync with Google Classroom is already running.',
  googleSyncInterrupted: 'The sync stopped when the server restarted. Please sync again.',
  googleTeacherNotStudent: 'is a teacher account, not a student',
  googleNoSeat: 'no free student seat',
  googleClassroomRefused: (detail: string) => `Google Classroom refused: ${detail}`,
  // Manage Teachers (our wording)
  alreadyInYourGroup: 'That teacher is already in your group.',
  // Manage Students and class cards (our wording; the spec has none)
  classNotFound: 'That class is not one of your classes.',
  googleStudentLocked:
    "This student's Google Classroom account is edited in Google Classroom, then synced with 'Sync with Classroom'.",
  // A Classroom student's own profile (issue 26): Google Classroom owns their name and class.
  classroomOwnsNames: 'Your name comes from Google Classroom: ask your teacher to change it there.',
  classroomOwnsClass: 'Your class comes from Google Classroom: ask your teacher to move you there.',
  studentMoved: (name: string, className: string) => `${name} is now in ${className}.`,
  // Quizzes (our wording: the spec leaves the locked-assessment message open)
  quizLocked: 'This quiz is locked. Ask your teacher to reset it.',
  // The timed quiz (LA §9 "Timed quiz: 1 hour"; our wording)
  quizTimeUp: 'Time is up for this quiz: its hour has ended. Ask your teacher to reset it if you need to take it again.',
  quizSavedTooLate: 'Time is up for this quiz: these answers reached the server after its hour ended. Ask your teacher to reset it.',
  answersUnknownQuestion: 'An answer is for a question that is not in this quiz.',
  answersDuplicateQuestion: 'A question was answered twice.',
  // Learning screens (our wording: the spec names these states but gives no text)
  inactiveNoLessons: 'Inactive users cannot open lessons.',
  joinClassForLessons: "Join a class with your teacher's class code from your Profile to open the lessons.",
  teacherNeedsSubscription: 'Lessons open again once your account has an active subscription.',
  takePretestToUnlock: 'Take the pre-test to unlock the lesson.',
  pretestWrong: 'Not quite. Keep going!',
  courseGone: 'This course no longer exists.',
  noLessonsOpen: 'Your teacher has not opened any lessons of this course yet.',
  lessonOffForClass: (className: string) => `Turned off for ${className}`,
  lessonTurnedOff: 'Your teacher has not opened this lesson for your class.',
  answersTooOld: 'Answers older than one year are no longer available.',
  badgeEarned: (name: string) => `You earned a badge: ${name}!`,
  // Writing assignments (our wording; the spec says "comment and grade sent (wording not shown)")
  commentAndGradeSent: 'Comment and grade sent.',
  writingTooLong: 'Your writing is too long: it can be at most 50,000 characters.',
  commentTooLong: 'The comment can be at most 5,000 characters.',
  writingStudentMismatch: 'You can only save your own writing.',
  writingAssignmentMissing: 'That writing assignment does not exist.',
  writingEmpty: 'Please write something before saving.',
  chooseGrade: 'Please choose Pass or Needs work.',
  // Diagnostic (our wording: the spec names these states but gives no text)
  diagnosticTopicsLocked: 'Topics cannot be changed while the diagnostic is enabled. Turn the diagnostic off first.',
  diagnosticNotOpen: 'Your teacher has not turned on the diagnostic for your class.',
  diagnosticAlreadyTaken: 'You have already completed the diagnostic.',
  topicUnknown: 'That topic does not exist.',
  answersNotInDiagnostic: 'An answer is for a question that is not in this diagnostic.',
  diagnosticEnabledNote:
    'The diagnostic is enabled: students can log in to take it. Topics cannot be edited until it is disabled, and it is no longer accessible to a student once they complete it.',
  diagnosticWelcome: (count: number) =>
    `Welcome to the diagnostic! It has ${count} questions. Answer each one as well as you can; your answers are saved as you go.`,
  diagnosticPreviewNote: 'This is a preview: your answers are not saved.',
  disableDiagnosticWarning: (className: string) =>
    `Turning the diagnostic off deletes every student answer and report of ${className}. Type the name of the class to confirm.`,
  enableWeakLessons: 'Enable these lessons for the class',
  weakLessonsEnabled: 'The lessons are enabled for the class.',
  enableWeakLessonsForStudent: (first: string) => `Enable them for ${first} only`,
  weakLessonsEnabledForStudent: (first: string) => `The lessons are open for ${first}.`,
  recommendedForYou: 'Recommended for you',
  recommendedIntro: 'From your diagnostic: these lessons practise the topics you found hardest.',
  recommendedClosed: 'Ask your teacher to open this lesson.',
  noWeakTopics: 'No weak topics: every topic is at 80% or above.',
  // Progress reports (our wording)
  onlySuperTeachers: 'Only super-teachers can see teacher progress.',
  noProgress: 'No progress found.',
  // Replayable writes (Idempotency-Key header; our wording)
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 letters, digits, hyphens or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  // Sync state (issue 5; our wording)
  onlyStudentsReportSync: 'Only students can report answers that could not be saved.',
  onlyStudentsReportBacklog: 'Only students can report work waiting on a device.',
  // Bulk delivery of a device's queued requests (issue 13; our wording: a refusal means the app has a bug)
  bulkRequestsList: 'Send the requests to deliver as a list of 1 to 50.',
  bulkPathUnknown: 'A delivery can only carry the requests the outbox queues, each with its own method.',
  bulkHeaderUnknown: 'A delivered request can only have the headers X-Api-Key, Idempotency-Key, X-Queued-At, X-Delivery-Signature and Content-Type.',
  bulkHeaderInvalid: 'A header of a delivered request must be text of at most 1,000 plain characters.',
  bulkBodyInvalid: 'The body of a delivered request must be text, and a GET request has none.',
  // Sealed hand-over of a signed-out student's queued answers (issue 26; our wording: a refusal means the batch was changed or is not for this server)
  sealedBatchUnreadable: 'This sealed batch of answers could not be read: it was changed on the way or is not in the format this server reads.',
  sealedBatchOtherKey: 'This sealed batch of answers was sealed for another server key, which this server does not hold.',
  // A call that got no answer (SHL-64's {message}; our wording): a change may or may not have reached the server.
  // Reset all classes (our wording)
  chooseResetType: 'Choose pre-tests or post-evaluations.',
  // Limits on every way in (issue 10; our wording, read by students too)
  bodyTooLarge: 'That is too much to send at once. Please make it shorter and try again.',
  notJson: 'Please send the request as JSON (Content-Type: application/json).',
  nulCharacter: 'Some of the text contains a character that cannot be saved. Please remove it and try again.',
  urlTooLong: 'That web address is too long.',
  malformedRequest: 'The request could not be read.',
  tooManyTries: (wait: string) => `Too many tries. Please wait ${wait} and try again.`,
  // Payment and plans (issue 11; our wording where the spec shows none)
  cardPaymentsOff: (email: string) =>
    `Card payment is not set up on this server. Schools can pay by purchase order or invoice: write to ${email} and we will activate your account.`,
  subscriptionNeeded: `You need an active subscription to use ${PRODUCT_NAME}.`,
  trialEnded: `Your free trial has ended. Your classes, students and results are kept: choose a plan to open the lessons again.`,
  planNotOnSale: 'That plan cannot be bought. Please choose Annual, Monthly or Homeschool.',
  quantityInvalid: 'That number of students does not fit this plan.',
  alreadySubscribed: 'You already have a subscription. Change your plan below instead.',
  noSubscription: 'You do not have a card subscription to change.',
  purchaseOrderAccount: 'Your account is paid by purchase order. To change it, contact us.',
  groupAccountNoPlans: "Your seats come from your group's plan. Your group's super-teacher manages it.",
  paymentUnavailable: 'Card payment is not available right now. Please try again in a few minutes or contact support.',
  planNotConfigured: 'This plan is not set up for card payment yet. Please contact support.',
  subscriptionResumed: 'Your subscription will renew as usual.',
  subscriptionCancelled: (date: string) => `Your subscription is cancelled. Your account stays active until ${date}.`,
  planChanged: 'Your plan has been changed.',
  cardUpdated: 'Your card has been updated.',
  couponApplied: (description: string) => `Coupon applied: ${description}.`,
  purchaseOrderRecorded: 'Purchase order recorded. The account is active.',
  purchaseOrderNotTeacher: 'Purchase orders are recorded for teacher accounts only.',
  purchaseOrderPaysByCard: (date: string) =>
    `This teacher pays by card until ${date}. The teacher (or you, signed in as them) cancels the card subscription on the Payment page first.`,
  moveClassesNoRoom: (name: string, free: number) =>
    `${name} has room for ${free} more students, not enough for these classes. Add seats or choose another teacher.`,
  moveClassesSameTeacher: 'Choose another teacher to receive the classes.',
  classesMoved: (count: number, name: string) => `${count === 1 ? '1 class' : `${count} classes`} moved to ${name}.`,
  purchaseOrderSubTeacher: "This teacher's seats come from their group: record the purchase order for the group's super-teacher.",
  // Issue 29: the lead is fixed (the dialog knows the refusal by it); the counts follow it.
  purchaseOrderBelowUse: 'This order gives fewer seats than the account uses now.',
  purchaseOrderBelowUseCounts: (inUse: number, seats: number, over: number) =>
    `${inUse} seats are in use and the order gives ${seats}: nobody is removed, but no one can join until seats free up, and the teacher is told they are ${over} over. Record it only if that is what the school bought.`,
  expiryInPast: 'The expiry date must be in the future.',
  tooManySignIns: (wait: string) =>
    `Too many sign-in tries. Please wait ${wait} and try again. Forgot your password? Students can ask their teacher; teachers can use Forgot Password.`,
} as const);

export const extraMessages = joinMessages(coreExtraMessages, moreExtraMessages);

const durationWords = defineMessages('durationWords', {
  minutes: (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`),
  hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
});

/** "1 minute", "15 minutes": how long a rate-limited person waits, in words a student reads. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return durationWords.minutes(minutes);
  return durationWords.hours(Math.ceil(minutes / 60));
}

/** An admin's export and deletion of one student's data (issue 15; our wording). */
export const studentDataMessages = {
  confirmLogin: 'Type the student’s username to confirm.',
  confirmMismatch: 'That is not this student’s username. Nothing was deleted.',
  deleted: (name: string) => `${name} and all of their data were deleted.`,
} as const;

