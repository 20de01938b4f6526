import { defineMessages } from '../../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../../shared/messages';

/*
 * The privacy policy, the terms of use and the under-13 notice (issue 26), in the reader's
 * language. The operator's name, address, email and the date the policies took effect come from
 * the server's settings (GET /api/site/legal); a setting left out is never a placeholder: the
 * text names `theOperator` instead, and the address or date sentence is left out.
 * Tags are drawn by <Rich>: <b> bold, <terms>/<privacy>/<contact> links.
 */

/** The parts both legal pages share: who runs this copy, how to reach them, since when. */
export const legalText = defineMessages('legal', {
  theOperator: 'the organisation running this service',
  runBy: (operator: string) =>
    `This copy of ${PRODUCT_NAME} is run by ${operator} (“the operator”, “we”) for the schools, teachers and families who use it.`,
  postalAddress: (address: string) => `Postal address: ${address}`,
  contactBy: 'Write to us about privacy, these terms or a student’s data at ',
  contactPage: 'Write to us about privacy, these terms or a student’s data through the <contact>contact page</contact>.',
  effectiveFrom: (date: string) => `In effect from ${date}.`,
  onThisPage: 'On this page',
});

export const privacyText = defineMessages('privacyPolicy', {
  summaryTitle: 'In short',
  summary1: 'We collect only what is needed to teach and to run a class: names, sign-in details, answers and writing.',
  summary2: 'Student information is used only to provide the service to the school. It is never sold, never used for advertising and never used to build profiles for anything but the student’s own learning.',
  summary3: 'The school is in charge of its students’ information. It can have a student’s data exported or deleted at any time.',
  summary4: 'There are no advertisements, no analytics services and no tracking cookies.',

  collectTitle: 'What we collect',
  collectStudents: 'About students',
  student1: 'First and last name, the class they are in and its teacher, and whether the student is under 13.',
  student2: 'A username, or an email address only if the student or the teacher chooses to use one. A child never needs an email address.',
  student3: 'The password, stored only as a one-way hash that nobody can read back, not even us. A picture password is kept the same way.',
  student4: 'Their schoolwork: answers to lessons and quizzes with their scores and times, diagnostic answers, writing, and the teacher’s comments and grades.',
  student5: 'Badges earned, lessons a teacher opened for them, and their settings (language, read-aloud).',
  student6: 'Sign-in and sync records: when a session started and was last used, and when the student’s device last delivered work.',
  collectAdults: 'About teachers and parents',
  adult1: `Name, email address, the password as a one-way hash, how they heard about ${PRODUCT_NAME}, and the classes and lessons they create.`,
  adult2: 'Plan and billing records. A card number goes from the browser straight to Stripe, our payment processor, and never reaches our server; we keep only Stripe’s references, the plan and the receipts. Purchase orders are recorded with their number and dates.',
  collectTechnical: 'Technical information',
  tech1: 'Network addresses, counted for a short time (minutes to an hour) to stop password guessing and abuse. They are not stored with anyone’s account.',
  tech2: 'A server log of errors (without names or answers) and of a few actions an administrator or teacher takes on a student’s data, such as an export, a deletion or viewing diagnostic results.',

  whyTitle: 'Why we use it',
  why1: 'To run the lessons, quizzes and writing, score answers and show progress to the student and their teachers.',
  why2: 'To keep accounts safe: sign-in, password resets, limits on wrong passwords.',
  why3: 'To send the emails the service needs, such as an email confirmation or a password reset. We send no marketing email to students.',
  why4: 'To bill teachers and schools who buy a plan, and to answer support questions.',
  whyNot: 'We do not use student information for advertising, we do not sell it, and we do not let anyone else use it for their own purposes.',

  whoTitle: 'Who sees it',
  who1: 'A student sees their own work. A teacher sees the students of their own classes. A school or group account sees the classes of its teachers.',
  who2: 'Our administrators, only to run the service and to carry out a school’s requests (for example, to export or delete a student’s data).',
  who3: 'The companies that host the server and send its email, under contract with us and only to provide the service.',
  who4: 'Stripe, for teachers who pay by card (the teacher’s billing details only; never student data).',
  who5: 'Google, only if Google sign-in is turned on and a user chooses it: Google then shares that user’s name and email with us and, for a teacher who connects Google Classroom, the class lists the teacher imports.',
  who6: 'A video site, if a lesson plays a video hosted there: it sees the request when the video plays.',
  who7: 'Anyone else only if the school tells us to, or if the law requires it.',

  childrenTitle: 'Children under 13 and school consent (COPPA)',
  children1: `In the United States, the Children’s Online Privacy Protection Act (COPPA) protects children under 13. ${PRODUCT_NAME} is used by schools for education, so the school may give consent in place of the parents, for this educational use only.`,
  children2: 'A school that lets children under 13 use the service confirms that it has the authority to give that consent and that it tells parents which service is used and what it collects (this page can be shared with them).',
  children3: 'We collect from a child only what the schoolwork needs. A child can have an account without an email address: a teacher can create it with a username and password.',
  children4: 'Parents may ask the school at any time to see their child’s information, to have it deleted and to stop further collection. The school passes the request to us and we carry it out. Parents may also write to us directly at the address below.',
  ferpaTitle: 'Education records (FERPA)',
  ferpa1: 'Students’ information here is part of their education records, which stay under the school’s control under the Family Educational Rights and Privacy Act (FERPA). We act for the school as a “school official” with a legitimate educational interest and use the records only to provide the service.',
  ferpa2: 'Parents and eligible students use their FERPA rights (to inspect, correct and ask about records) through the school.',

  cookiesTitle: 'Cookies and storage on your device',
  cookies1: 'We use no advertising or tracking cookies and no analytics.',
  cookies2: 'The app keeps on the device what it needs to work, also offline: the signed-in session, copies of the class’s lessons, and work waiting to be sent. Signing out removes the session and the copies; waiting work is removed once it has been delivered.',
  cookies3: 'A small security cookie may remember which accounts have signed in on this browser, so that other people’s wrong passwords cannot lock you out. It is sent only when signing in.',
  cookies4: 'When a teacher pays by card, Stripe’s card form may set its own cookies to prevent fraud. Google’s sign-in page does the same for people who choose Google.',

  keepTitle: 'How long we keep it, and deleting it',
  keep1: 'An account and its work are kept while the account exists, so that students and teachers can come back to them.',
  keep2: 'Removing a student from a class does not delete the account. A school can ask us to export everything stored about a student and then delete the student and all of it. We do so within 30 days of the request.',
  keep3: 'When a school stops using the service, it can ask us to delete all of its teachers’ and students’ information.',
  keep4: 'Emailed codes expire within 30 minutes (password reset) or 7 days (email confirmation). Address counters last an hour at most.',
  keep5: 'Deleted information may remain in backups until they are replaced, and is not used in the meantime.',

  protectTitle: 'How it is protected',
  protect1: 'Passwords and session keys are stored only as hashes. Each person sees only what their role allows. Wrong passwords are limited. Our administrators’ access is limited to what they need.',
  protect2: 'If information about a student were ever disclosed without permission, we would tell the school without undue delay, so that it can tell the families, and help it meet the law.',

  rightsTitle: 'Your choices',
  rights1: 'Students and parents: ask your teacher or school to see, correct or delete your information.',
  rights2: 'Teachers: you can change your details on your Profile, and ask us to delete your account.',
  rights3: 'Anyone: write to us at the address at the top of this page.',

  changesTitle: 'Changes to this policy',
  changes1: 'If we change this policy, this page shows the new version and the date it takes effect. We will not use information already collected in a new way without the school’s consent.',
  seeTerms: 'See also the <terms>terms of use</terms>.',
});

export const termsText = defineMessages('termsOfUse', {
  agreement: `These terms apply to everyone who uses ${PRODUCT_NAME} on this site. By creating an account or using it, you agree to them.`,
  whoTitle: 'Who may use it',
  who1: `Teachers, parents and schools create accounts for teaching. Students use ${PRODUCT_NAME} through a class their teacher or school set up.`,
  who2: 'A school that adds students under 13, or lets them join, confirms that it has the authority to consent to their educational use, as the <privacy>privacy policy</privacy> describes, and that it tells parents.',
  accountTitle: 'Your account',
  account1: 'Keep your password to yourself, and sign out on shared computers.',
  account2: 'Teachers are responsible for the students they add and for the class codes they share.',
  account3: 'Give true information about yourself. Do not sign in as someone else.',
  useTitle: 'Using it well',
  use1: 'Do not try to get into other people’s accounts or data, disrupt the service or overload it, or copy the lessons to offer them elsewhere.',
  use2: 'Be kind in anything you write. A teacher can see their students’ writing.',
  workTitle: 'Your work',
  work1: `Writing and answers belong to the student and their school. We use them only to provide ${PRODUCT_NAME}: to show them to the student and their teachers, to score them and to report progress.`,
  work2: 'The lessons, quizzes and software remain ours or our licensors’. A teacher may use them with their own classes.',
  paymentTitle: 'Trial, plans and payment',
  payment1: (days: number) =>
    `A teacher’s trial is free for ${days} days. After that, lessons and teacher tools need a paid plan (see <pricing>pricing</pricing>); nothing is deleted when a plan ends.`,
  payment2: 'A card plan renews each period until it is cancelled. A cancelled plan runs to the end of the period already paid.',
  payment3: 'If you think you were charged by mistake, write to us within 30 days: a charge made in error is refunded.',
  availabilityTitle: 'Availability',
  availability1: `We work to keep ${PRODUCT_NAME} running and your work safe, also when the connection drops, but we cannot promise that it will always be available or free of errors.`,
  endingTitle: 'Ending',
  ending1: `You can stop using ${PRODUCT_NAME} at any time, and a school can ask for its students’ data to be exported or deleted. We may suspend an account that breaks these terms, and we tell its owner why.`,
  liabilityTitle: 'Responsibility',
  liability1: 'We provide the service with care but “as is”. As far as the law allows, we are not responsible for indirect losses. Nothing in these terms limits rights that the law does not allow to be limited.',
  changesTitle: 'Changes and contact',
  changes1: 'If these terms change, this page shows the new version and the date it takes effect. Using the service after that date means you accept the new terms.',
});

/** The notice on the student sign-up form, for a child and a parent reading together (issue 26). */
export const under13Text = defineMessages('under13Notice', {
  title: 'Under 13? Read this with a grown-up.',
  line1: 'Your school uses Sentence Lab for schoolwork.',
  line2: 'Your school said yes to this for your parents. That is allowed for schoolwork only.',
  line3: 'We keep your name, your class and your answers. Your teacher can see them.',
  line4: 'We use them only to help you learn. We never sell them. We never show ads.',
  line5: 'You do not need an email address. Make up a username instead.',
  parents:
    'Parents: you can ask the school to see or delete your child’s information at any time. Read the <privacy>privacy policy</privacy>.',
});
