import { defineMessages } from '../../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../../shared/messages';

/*
 * The help centre and the website pages beside it (issue 15), in the reader's language (issue 14).
 * Links and bold words inside a paragraph are tags drawn by <Rich> (src/client/ui/Rich.tsx):
 * `<tour>your first day</tour>` is the link the page gives the tag `tour`; `<b>…</b>` is bold.
 */

/** The help centre's frame, front page, contact and about pages, and the registration forms' legal line. */
export const helpText = defineMessages('help', {
  navLabel: 'Help centre',
  helpCentre: 'Help centre',
  firstDay: 'Your first day (teachers)',
  teacherQuestions: 'Questions from teachers',
  studentQuestions: 'Questions from students',
  offline: 'Working offline',
  contact: 'Contact',
  features: 'Features',
  pricing: 'Pricing',
  about: 'About',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  // The front page.
  firstDayText: 'From a new account to a class doing its first lesson, step by step.',
  teacherQuestionsText: 'Students and seats, passwords, quizzes and resets, the diagnostic, reports and plans.',
  studentQuestionsText: 'Signing in, lessons, quizzes, writing and badges, in plain words.',
  offlineText: 'What keeps working when the Wi-Fi drops, and sharing a computer safely.',
  contactText: 'Who to ask, and how to reach support.',
  featuresText: `Everything ${PRODUCT_NAME} does for a class.`,
  pricingText: 'The free trial and the plans for classes, schools and homeschools.',
  privacyText: 'What is stored about students, why, and for how long.',
  indexLead: `Answers for teachers, students and families using ${PRODUCT_NAME}. These pages work offline too.`,
  quickAnswers: 'Quick answers',
  quickPassword:
    '<b>Forgot your password?</b> If you signed up with an email address, choose Forgot Password on the sign-in page. If you sign in with a username, ask your teacher: they can set a new password for you.',
  quickJoin:
    '<b>Joining a class?</b> Your teacher gives you a join link, or an 8-character class code to type on the <signup>student sign-up page</signup>.',
  quickOffline:
    '<b>Lost the connection?</b> Keep working: your answers are saved on the device and sent when you are back online. <offline>How offline works</offline>.',
  // Contact.
  contactLead: 'Most questions have a quicker answer close by.',
  students: 'Students',
  askTeacherFirst: 'Ask your teacher first: they can reset your password, open a quiz again and move you to the right class.',
  teachersAndFamilies: 'Teachers and families',
  lookThrough:
    "Look through <teachers>questions from teachers</teachers> and <offline>working offline</offline>. For anything else (a purchase order, a bill, a problem you cannot solve, a request about a student's data), write to us:",
  email: 'Email: ',
  helpDesk: 'Help desk: ',
  opensInNewTab: ' (opens in a new tab)',
  addressLater: 'The support address shows here once this device has been online with Sentence Lab open.',
  sayWhichSchool:
    'Please say which school you are from and, for a problem, what you did and what you saw. Never send a password: we will not ask for one.',
  whoRunsThis: 'Who runs this site',
  operatorAnswers:
    'Sentence Lab runs on a server your school or district (or its provider) operates. That operator answers the support address above and decides how long data is kept. See the <privacy>privacy policy</privacy> and the <terms>terms of use</terms>.',
  // About.
  aboutTitle: `About ${PRODUCT_NAME}`,
  aboutLead: 'Short lessons, real practice and honest reports for the grammar and writing every student needs.',
  aboutIntro: `${PRODUCT_NAME} is made for classrooms in grades 3 to 8 and for families who teach at home. Students learn a topic, practise it with feedback on every answer, show what they learned in a post-evaluation and put it to use in their own writing. Teachers see where each student stands, from a diagnostic at the start to progress reports along the way.`,
  realClassrooms: 'Made for real classrooms',
  realClassroomsText: `School Wi-Fi drops, Chromebooks are shared and young students forget passwords. So ${PRODUCT_NAME} keeps working offline and delivers every answer once the connection is back, keeps each student's work separate on a shared machine, lets teachers create accounts and print login cards, and never asks a child for an email address.`,
  aboutOperator: `This copy of ${PRODUCT_NAME} runs on a server operated for your school or district. The operator decides who has accounts and how long data is kept, and answers <contact>support questions</contact>. Student data is used only to teach: see the <privacy>privacy policy</privacy>.`,
  version: (version: string) => `Version ${version}`,
  // Under the registration forms.
  agreeStudent: 'By joining your class you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
  agreeTeacher: 'By creating an account you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
  // The legal pages' leads (their text is in legalText.ts).
  privacyLead: `How ${PRODUCT_NAME} handles the information of students, teachers and families.`,
  termsLead: `The rules for using ${PRODUCT_NAME} on this site.`,
});

/** /help/tour: a teacher's first day. */
export const helpTourText = defineMessages('helpTour', {
  title: 'Your first day with Sentence Lab',
  lead: "A teacher's first day, from a new account to a class working through its first lesson.",
  createAccount: 'Create your account',
  createAccountText: (days: number, seats: number) =>
    `On the <signup>sign-up page</signup>, choose Teachers / Parents. Your free trial lasts ${days} days and has ${seats} student seats, so you can try everything with a small group first. We send you an email to confirm your address: open its link within 7 days (Profile can send a new one).`,
  createClass: 'Create a class',
  createClassText:
    'On your Dashboard, choose Add Class and give it a name. Each class gets its own 8-character class code, shown on its card. Make one class for each group you teach.',
  bringStudents: 'Bring your students in',
  pickWay: 'Pick whichever suits your class; you can mix them.',
  selfSignUp:
    '<b>Students sign themselves up.</b> Invite Students on a class card shows a join link and the class code. Students open the link (or choose Students on the sign-up page and type the code), then pick a username or use their email.',
  youMakeAccounts:
    '<b>You make the accounts.</b> In Manage Students, choose Add students: type one student, paste a list of names (one a line, or cells copied from a spreadsheet), or import a CSV file with first and last names and, if you like, usernames and emails. Usernames are made for anyone without one. The passwords are shown to you only once: print the login cards (name, username, password, class code and the sign-in address) straight away.',
  hasAccount: '<b>A student already has an account.</b> In Manage Students, choose the class and add them by their username or email.',
  seatsAndPasswords:
    'Every student in your classes uses one seat. Students under 13 never need an email address. If a student forgets a password, you set a new one in Manage Students (for one student, or Reset passwords for several).',
  diagnostic: 'Find out where to start: the diagnostic',
  diagnosticText:
    "Under Build Diagnostic, pick the class and switch on the grammar topics to check (we mark the ones we suggest), then enable it. Students see Start Diagnostic at the top of their page and take it once. View Diagnostic Results shows each student and the whole class topic by topic; a topic under 60% needs work and counts as weak (60-79% is developing). From a student's results you can open the lessons that teach their weak topics, for that student or for the whole class, and the student sees them under Recommended for you.",
  chooseWhat: 'Choose what the class sees',
  chooseWhatText:
    'Customize Lessons lists every lesson for each class. Turn lessons on or off, and open the post-evaluation (the graded test at the end of a lesson), and later its answers, when the class is ready. Post-evaluations open on a paid plan.',
  watchWork: 'Watch the work come in',
  watchWorkText:
    "Each lesson starts with a pre-test (it unlocks the lesson's resources), then three practice sets and the post-evaluation. View Progress Reports shows every score by class, lesson or student, with a chart, a CSV download and a print view; from there you can reset a student's pre-tests or post-evaluations so they can take them again. View Writing Portals lists the writing your students handed in: read it, leave a comment and mark it passed or not yet. Manage Students shows when each student's device last sent their work.",
  beforeTrialEnds: 'Before the trial ends',
  beforeTrialEndsText:
    'Choose a plan under Billing (the $ at the top of the page) at any time; see <pricing>Pricing</pricing>. If the trial ends first, nothing is deleted: classes, students and results wait for you, and your students see that the class is not active until you choose a plan.',
  tourInside: `The tour inside ${PRODUCT_NAME}`,
  tourInsideText: 'The first time you open your dashboard, a short tour shows the first three things to set up:',
  stepTitle: (title: string) => `${title}.`,
  takeTourAgain: 'Take the tour again',
  openAgain: 'Signed in as a teacher, you can open it again at any time from Help (the ? at the top of the page).',
});

/** /help/offline: what works without a connection. */
export const helpOfflineText = defineMessages('helpOffline', {
  title: 'Working offline',
  lead: `${PRODUCT_NAME} is built for school Wi-Fi that comes and goes. Here is what keeps working, what waits for the connection, and how to share a computer safely.`,
  before: 'Before the connection drops',
  openOnce: `<b>Open ${PRODUCT_NAME} once while online.</b> The browser then keeps the app itself, so it starts without a connection. You can also install it (Install or Add to Home Screen in the browser's menu) to open it like any other app. Installing needs the school's address to start with https://.`,
  signInOnline:
    '<b>Students: sign in while online.</b> Signing in needs the connection. Right after, the device downloads every lesson your class has turned on, with its quizzes, and keeps that copy fresh while it is online.',
  when: 'When the connection drops',
  pageSays: (offline: string) => `The page says “${offline}” and how much of your work is waiting. A signed-in student can keep going:`,
  lessonsCopy:
    '<b>Lessons and quizzes</b> open from the copy on the device. A copy is used for up to an hour after it was downloaded; after that the page asks for the connection again, so the lesson shown is never badly out of date.',
  answersFirst:
    '<b>Answers are saved on the device first</b>, then sent. A pre-test or practice set shows its score straight away (worked out on the device). A post-evaluation is scored by the server only, so its score appears once the answers have been sent. A quiz waiting to be sent cannot be started again until it has gone.',
  pretestOffline: "<b>Finishing a pre-test offline</b> unlocks the lesson's resources at once.",
  writingOffline:
    "<b>Writing</b> saved offline stays on the device, also after a reload, and is sent when the connection is back. The diagnostic's answers are kept the same way.",
  needsConnection:
    "Needs the connection: signing in, signing up, changing a password, paying, and the teacher's screens (classes, reports, grading), which always show what the server has now.",
  comesBack: 'When the connection comes back',
  sentByItself:
    'Waiting work is sent by itself, in the order it was done, and each piece is stored once even if it is sent twice. The page says “All answers sent.” when it is done. If the server refuses something (for example, the same quiz was already finished on another device), the student sees it in a list and the teacher sees it in Manage Students; nothing is dropped without a word.',
  dontClear: "Do not clear the browser's data (history, cookies and site data) while work is waiting: the waiting work is stored there.",
  shared: 'Shared computers and lab machines',
  signOut:
    "<b>Sign out when you finish.</b> Signing out removes the student's session and the lesson copies from the device at once, so the next student sees only their own work.",
  rightName:
    "<b>Work waiting to be sent still goes out under the right name</b>, after sign-out too. The device keeps a narrow key for it that can only deliver that student's saved answers: it cannot open their account, read anything, or change an answer. It stops working after 7 days or when the student's session ends another way (for example, a password change); then the work waits until the same student signs in on that device again.",
  teachersSee: "<b>Teachers</b> see in Manage Students when each student's work last arrived, and which answers arrived late.",
  more: 'More questions? See <students>questions from students</students> or <contact>contact us</contact>.',
});

/** /help/teachers: questions teachers ask. */
export const helpTeacherFaqText = defineMessages('helpTeacherFaq', {
  title: 'Questions from teachers',
  lead: 'Open a question to read its answer.',
  studentsAndSeats: 'Students and seats',
  howGetIn: 'How do my students get into my class?',
  howGetInA:
    "Three ways: they sign up with your class's join link or code (Invite Students on the class card); you make their accounts in Manage Students → Add students (one at a time, a pasted list, or a CSV file) and hand out the printed login cards; or, if they already have an account, you add them in Manage Students by username or email. See <tour>your first day</tour>.",
  under13: 'My students are under 13 and have no email. Is that a problem?',
  under13A:
    "No. Students can sign in with a username and password; an email is always optional for them. When you add students yourself, tick “These students are under 13”. The school gives consent for its students' accounts: see the <privacy>privacy policy</privacy>.",
  forgotPassword: 'A student forgot their password.',
  forgotPasswordA:
    "In Manage Students, choose Set Password on the student's row, or tick several students and choose Reset passwords to print new login cards. A new password works at once; the student is not signed out of a quiz they are in the middle of. Students who signed up with an email can also use Forgot Password on the sign-in page.",
  seats: 'How are seats counted?',
  seatsA: (seats: number) =>
    `Every student in any of your classes uses one seat. The trial has ${seats}. When your seats are full, a student who tries to join is refused and told why; add seats under Billing. Moving a student between two of your own classes needs no extra seat.`,
  twoClasses: 'Can a student be in two classes?',
  twoClassesA:
    'No, a student belongs to one class at a time. Joining another class (or being moved in Manage Students) takes them out of the first one. Their quiz results and writing stay with them; their diagnostic for the old class is removed.',
  deleteData: "Someone asked us to delete a student's data.",
  deleteDataA:
    "Removing a student from your class does not delete their account. Ask the administrator of your school's Sentence Lab server: they can download everything stored about one student and delete the student with all of it. See the <privacy>privacy policy</privacy>.",
  lessonsAndQuizzes: 'Lessons and quizzes',
  inLesson: 'What is in a lesson?',
  inLessonA:
    "A pre-test, the lesson's resources (slides, definition cards, pictures to remember and why the topic matters), three practice sets, a post-evaluation and a writing assignment. The pre-test comes first: it shows what the student already knows and unlocks the resources.",
  cantOpen: "Why can't a student open a quiz again?",
  cantOpenA:
    'Each quiz counts once: a finished quiz is locked. Opening a quiz three times without finishing it locks it as well. To let students take a pre-test or post-evaluation again, reset it from View Progress Reports (one student, or the whole class). The old attempt stays in the report, marked as reset.',
  postEvals: 'How do post-evaluations work?',
  postEvalsA:
    "The post-evaluation is the graded test at the end of a lesson. It is off until you turn it on in Customize Lessons, and it has a one-hour time limit from the moment a student opens it. Students see their score but not which answers were right until you also turn on the post-evaluation's answers. Trial accounts cannot turn post-evaluations on.",
  gradeWriting: 'How do I grade writing?',
  gradeWritingA:
    "View Writing Portals lists each class's writing assignments and what every student handed in. Open one to read it, write a comment and mark it passed or not yet. If the student changes their text afterwards, the grade is cleared so you can look again; your comment stays.",
  theDiagnostic: 'The diagnostic',
  whatDiagnostic: 'What does the diagnostic do?',
  whatDiagnosticA:
    "It is a one-time check, before teaching, of the grammar topics you choose (five questions each). Results show each student's score per topic and the class's; a topic below 60% needs work and counts as weak (60-79% is developing). From a student's results you can open the lessons for their weak topics for that student only, or for the whole class.",
  changeTopics: 'Can I change the topics after students started?',
  changeTopicsA:
    "Not while the diagnostic is enabled. Disabling it (you type the class name to confirm) deletes that class's diagnostic answers and results, so download or print the results first if you need them.",
  reports: 'Reports',
  printExport: 'Can I print or export progress?',
  printExportA:
    "Yes. Progress reports have Download CSV (opens in any spreadsheet) and Print; the printout names the class or student and the dates it covers. Diagnostic results have a Print button too. Printing leaves out the site's menus.",
  cantSee: "A student says they did a quiz, but I can't see it.",
  cantSeeA:
    "If they worked offline, their answers wait on their device until it is back online; they are then sent in the order the student worked. Manage Students shows each student's last sync and marks answers that arrived late or could not be saved. See <offline>working offline</offline>.",
  plansAndBilling: 'Plans and billing',
  trialEnds: 'What happens when my trial ends?',
  trialEndsA: (days: number) =>
    `After ${days} days the account is paused, not deleted: classes, students and results are kept, but lessons and teacher tools wait until you choose a plan, and your students see that their class is not active. Choosing a plan brings everything back at once.`,
  purchaseOrder: 'Can my school pay by purchase order?',
  purchaseOrderA:
    'Yes. <contact>Write to support</contact> with the plan and number of students; an administrator records the order and your account is active at once. See <pricing>Pricing</pricing>.',
  group: 'I run a group of teachers.',
  groupA:
    "A super-teacher account buys teacher seats for a group and adds teachers under Manage Teachers. It sees each group teacher's classes in the diagnostic results and in Teacher Progress.",
});

/** /help/students: short answers in plain words, for students in grades 3 to 8. */
export const helpStudentFaqText = defineMessages('helpStudentFaq', {
  title: 'Questions from students',
  lead: 'Tap a question to see the answer.',
  signingIn: 'Signing in',
  howSignIn: 'How do I sign in?',
  howSignInA: 'Type your username (or your email, if you used one) and your password. Then press Log Me in.',
  forgot: 'I forgot my password.',
  forgotUsername: 'Do you sign in with a username? Ask your teacher. They can give you a new password.',
  forgotEmail: 'Do you sign in with an email? Press Forgot Password on the sign-in page. We will email you a code.',
  join: 'How do I join my class?',
  joinA:
    'Your teacher gives you a link or a class code. The code has 8 letters and numbers. Open the link, or go to the <signup>student sign-up page</signup> and type the code. Already have an account? Go to your Profile and type the new code there.',
  shared: "I'm on a shared computer.",
  sharedA:
    'Always sign out when you finish. The next student will not see your work. Your answers still get sent, even after you sign out.',
  lessonsAndQuizzes: 'Lessons and quizzes',
  first: 'What do I do first in a lesson?',
  firstA: 'Take the Pre-Test. It shows what you already know. It does not matter if you get some wrong! After it, the lesson opens up.',
  practice: 'What are the practice sets?',
  practiceA: 'They help you practise. After each answer you see if you were right, and why.',
  postEval: 'What is the Post-Evaluation?',
  postEvalA:
    'It is the test at the end of a lesson. You see your score at the end. You have one hour, and a clock shows the time left. Your teacher decides when it opens.',
  locked: 'Why is a quiz locked?',
  lockedA:
    'You can do each quiz one time. A quiz also locks if you open it three times and do not finish. If you need to try again, ask your teacher. They can open it for you.',
  writing: 'Where is my writing?',
  writingA:
    'Each lesson has a writing assignment. Press Save when you are done. Your teacher reads it and may write a comment. You can change it later, and your teacher will read it again.',
  badges: 'How do I get badges?',
  badgesA:
    'You earn badges for things like signing up, finishing quizzes and writing. A message pops up when you get one. You keep every badge.',
  diagnostic: 'What is the diagnostic?',
  diagnosticA:
    'It is a check of what you already know. When your teacher turns it on, you see Start Diagnostic at the top of the page. You take it one time. Just do your best! Afterwards you may see lessons under Recommended for you.',
  scores: 'Where can I see my scores?',
  scoresA: 'Press Student Progress Report at the top of the page. It shows your scores for every lesson.',
  noInternet: 'No internet?',
  stopped: 'The internet stopped working.',
  stoppedA:
    "Keep going! Lessons you opened still work for a while. Your answers are saved on the device. They are sent when the internet comes back. Do not clear the browser's data until they are sent. <offline>More about working offline</offline>.",
  notSaved: 'It says my answers could not be saved.',
  notSavedA: 'Tell your teacher. They can see it too, and can help you do that quiz again.',
});

/** /features and /pricing. */
export const siteText = defineMessages('site', {
  featuresLead: `${PRODUCT_NAME} teaches grammar and writing to classes in grades 3 to 10, and keeps working when the Wi-Fi does not.`,
  forStudents: 'For students',
  courses:
    '<b>Six courses, 62 lessons</b> covering every grade 3-10 Language standard: <en>Parts of Speech</en>, <en>Parts of the Sentence</en>, <en>Mechanics and Usage</en>, <en>Verbs and Tenses</en>, <en>Punctuation</en> and <en>Sentence Craft</en>, browsable by grade.',
  everyLesson:
    '<b>Every lesson</b> has a pre-test, a narrated walkthrough and resources to learn from (slides, definition cards, its own picture, why it matters), three practice sets with feedback on every answer, practice until mastery, a post-evaluation and a writing assignment.',
  badges: '<b>Badges</b> for signing up, finishing quizzes and lessons, perfect scores and writing.',
  recommended: "<b>Recommended for you:</b> after the diagnostic, the lessons for a student's weakest topics, in order.",
  ownReport: '<b>Their own progress report</b>, with a chart of scores over time.',
  forTeachers: 'For teachers',
  classes:
    '<b>Classes with a class code</b>: students join with a link or a code, or you add a whole class from a list or a CSV file and print login cards. No student needs an email.',
  diagnostic:
    '<b>A diagnostic</b> across 24 grammar topics you choose from, with results per student and per class, and the lessons for weak topics a click away.',
  customize: '<b>Customize Lessons</b>: which lessons each class sees, and when post-evaluations and their answers open.',
  progress:
    '<b>Progress reports</b> by class, lesson and student, with charts, date ranges, CSV downloads and clean printouts; resets when a student should try again.',
  writing: "<b>Writing portals</b> to read, comment on and grade every student's writing.",
  sync: "<b>Sync you can see</b>: when each student's work last arrived, and what arrived late or could not be saved.",
  groups: "<b>Groups</b>: a super-teacher buys seats for several teachers and sees their classes' progress.",
  google: `<b>Google Classroom</b>, when your school's ${PRODUCT_NAME} has Google sign-in set up: sign in with Google, import classes and rosters, and share lessons and quizzes to Classroom.`,
  forSchool: 'For the school',
  worksOffline:
    '<b>Works offline</b>: lessons keep working through a dropped connection and answers are sent when it is back, each stored once. <offline>How it works</offline>.',
  installs: '<b>Installs</b> on Chromebooks, tablets, phones and computers from the browser; safe on shared machines.',
  usable: '<b>Readable and usable</b>: keyboard and screen-reader friendly, a dark theme, large targets, and it fits a small phone screen.',
  ownServer:
    "<b>Your school's own server</b>: student data stays with the operator your school chose. See the <privacy>privacy policy</privacy>.",
  payBy: '<b>Pay by card or purchase order.</b> See <pricing>pricing</pricing>.',
  // Pricing.
  pricingLead: (days: number, seats: number) =>
    `Start with a free ${days}-day trial: everything but post-evaluations, ${seats} student seats, no card needed.`,
  plansFor: 'Plans for teachers, schools and families',
  payForSeats:
    'You pay for student seats: each student in your classes uses one. Add seats at any time; a change is charged or credited for the time left.',
  plans: 'Plans',
  plan: 'Plan',
  price: 'Price',
  smallest: 'Smallest purchase',
  homeschool: 'Homeschool',
  homeschoolPrice: (amount: string, size: number) => `${amount} a year for ${size} students`,
  studentsCount: (count: number) => `${count} students`,
  monthly: 'Classes and schools, monthly',
  yearly: 'Classes and schools, yearly',
  perMonth: (amount: string, size: number) => `${amount} per ${size} students a month`,
  perYear: (amount: string, size: number) => `${amount} per ${size} students a year`,
  smallestMonth: (students: number, amount: string) => `${students} students (${amount} a month)`,
  smallestYear: (students: number, amount: string) => `${students} students (${amount} a year)`,
  example: (classes: number, price: string, total: string) =>
    `For example, a class of 30 on the yearly plan is ${classes} × ${price} = ${total} a year.`,
  groupsTitle: 'Groups of teachers',
  groupsText:
    'A super-teacher buys teacher seats for a group, yearly: each seat is one teacher with up to the chosen number of students. The super-teacher adds teachers under Manage Teachers.',
  teacherSeats: 'Teacher seats',
  studentsPerTeacher: 'Students per teacher',
  pricePerTeacher: 'Price per teacher',
  upTo: (size: number) => `Up to ${size}`,
  aYear: (amount: string) => `${amount} a year`,
  howToPay: 'How to pay',
  byCard:
    '<b>By card</b>, under Billing once you are signed in, when this site takes card payments. A plan renews each year (or month) and can be cancelled at any time; it then runs to the end of the period already paid.',
  byOrder:
    '<b>By purchase order</b>, for schools that pay by invoice: <contact>write to support</contact>, and an administrator records the order.',
  nothingDeleted:
    'When a plan ends, nothing is deleted: classes, students and results wait until a plan is chosen again. Prices are in US dollars.',
  startTrial: 'Start your free trial',
});
