import { defineMessages } from '../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../shared/coreMessages';
import type { FileRouteTypes } from '../routeTree.gen';

/**
 * Every screen's name in the browser's tab, history and bookmarks, and the first thing a screen
 * reader says on arrival (issue 29, WCAG 2.4.2 Page Titled): "<Screen> · Sentence Lab". Set by
 * useScreenTitle in the root layout on each navigation and language change; a screen may name
 * itself more closely afterwards (the kiosk names its class).
 */
export const screenTitleText = defineMessages('screenTitles', {
  logIn: 'Log in',
  invitation: 'Invitation',
  register: 'Create an account',
  about: 'About',
  features: 'Features',
  pricing: 'Pricing',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  helpCentre: 'Help centre',
  helpStudents: 'Questions from students',
  helpTeachers: 'Questions from teachers',
  helpOffline: 'Working offline',
  helpTour: 'Your first day',
  contact: 'Contact',
  emailVerified: 'Email verified',
  verificationLink: 'Email verification link',
  impersonate: 'Signing in as another user',
  kiosk: 'Class sign-in',
  payment: 'Payment and Plans',
  directPayment: 'Pay for your plan',
  billingDocument: 'Billing document',
  courses: 'Courses',
  courseLessons: 'Course lessons',
  lesson: 'Lesson',
  practice: 'Keep practising',
  quiz: 'Quiz',
  quizComplete: 'Quiz complete',
  writing: 'Writing assignment',
  diagnostic: 'Diagnostic',
  diagnosticComplete: 'Diagnostic complete',
  profile: 'Profile',
  myProgress: 'My Progress Report',
  dashboard: 'Dashboard',
  loginCards: 'Login cards',
  manageStudents: 'Manage Students',
  classProgress: 'Class Progress',
  studentReport: 'Student Report',
  customLessons: 'Customize Lessons',
  writingPortal: 'Writing Portal',
  mastery: 'Mastery',
  buildDiagnostic: 'Build Diagnostic',
  diagnosticResults: 'Diagnostic results',
  studentDiagnostic: 'Student diagnostic results',
  answerKey: 'Answer key',
  manageTeachers: 'Manage Teachers',
  teacherProgress: 'Teacher Progress',
  adminTeachers: 'Admin: Teachers',
  adminStudents: 'Admin: Students',
  billingAlerts: 'Billing alerts',
  screenError: 'Something went wrong',
});

type ScreenTitle = keyof typeof screenTitleText;

/** Routes that only hold others (layouts) or only send the reader on (redirects): never the screen shown. */
type NotAScreen =
  | '__root__'
  | '/_auth'
  | '/_auth/_admin'
  | '/_auth/_teacher'
  | '/_auth/_teacher/_superTeacher'
  | '/_auth/courses_/$courseID'
  | '/_auth/courseLessons/$'
  | '/_auth/lesson/$'
  | '/_auth/quiz/$'
  | '/_auth/quizComplete/$'
  | '/_auth/writingassignment/$'
  | '/_auth/_teacher/quizAnswers/$'
  | '/_auth/_teacher/studentprogress/$';

/**
 * The title of every route that shows a screen, by route id. Typed over the generated route tree:
 * a new route file without a title here fails the type check.
 */
export const SCREEN_TITLES: Record<Exclude<FileRouteTypes['id'], NotAScreen>, ScreenTitle> = {
  '/': 'logIn',
  '/$': 'logIn',
  '/login': 'logIn',
  '/login_/invitation': 'invitation',
  '/register': 'register',
  '/about': 'about',
  '/features': 'features',
  '/pricing': 'pricing',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/help/': 'helpCentre',
  '/help/students': 'helpStudents',
  '/help/teachers': 'helpTeachers',
  '/help/offline': 'helpOffline',
  '/help/tour': 'helpTour',
  '/help/contact': 'contact',
  '/verify': 'emailVerified',
  '/verifyerror': 'verificationLink',
  '/impersonate': 'impersonate',
  '/kiosk': 'kiosk',
  '/payment': 'payment',
  '/direct-payment': 'directPayment',
  '/payment_/document/$kind/$orderID': 'billingDocument',
  '/_auth/courses': 'courses',
  '/_auth/courseLessons/$courseID': 'courseLessons',
  '/_auth/lesson/$courseID/$lessonID': 'lesson',
  '/_auth/practice/$courseID/$lessonID': 'practice',
  '/_auth/quiz/$courseID/$lessonID/$quizID': 'quiz',
  '/_auth/quizComplete/$courseID/$lessonID/$quizID': 'quizComplete',
  '/_auth/writingassignment/$courseID/$lessonID/$waID': 'writing',
  '/_auth/super-diagnostic/$classID': 'diagnostic',
  '/_auth/superDiagnosticComplete': 'diagnosticComplete',
  '/_auth/profile': 'profile',
  '/_auth/progress': 'myProgress',
  '/_auth/_teacher/classes': 'dashboard',
  '/_auth/_teacher/classes_/$classID/cards': 'loginCards',
  '/_auth/_teacher/students/{-$classID}': 'manageStudents',
  '/_auth/_teacher/classprogress/': 'classProgress',
  '/_auth/_teacher/classprogress/$classID/': 'classProgress',
  '/_auth/_teacher/classprogress/$classID/$lessonID': 'classProgress',
  '/_auth/_teacher/studentprogress/$classID/$studentID': 'studentReport',
  '/_auth/_teacher/customLessons/': 'customLessons',
  '/_auth/_teacher/customLessons/$classID/': 'customLessons',
  '/_auth/_teacher/customLessons/$classID/$courseID': 'customLessons',
  '/_auth/_teacher/gradingwritingassignment/{-$classID}': 'writingPortal',
  '/_auth/_teacher/mastery/{-$classID}': 'mastery',
  '/_auth/_teacher/buildSuperDiagnostic/{-$classID}': 'buildDiagnostic',
  '/_auth/_teacher/super-diagnostic-report-class/{-$classID}/{-$topicID}': 'diagnosticResults',
  '/_auth/_teacher/super-diagnostic-report-student/$classID/$studentID': 'studentDiagnostic',
  '/_auth/_teacher/quizAnswers/$courseID/$lessonID/$quizID': 'answerKey',
  '/_auth/_teacher/teachers': 'manageTeachers',
  '/_auth/_teacher/_superTeacher/teacherprogress/': 'teacherProgress',
  '/_auth/_teacher/_superTeacher/teacherprogress/$lessonID': 'teacherProgress',
  '/_auth/_admin/admin/teachers': 'adminTeachers',
  '/_auth/_admin/admin/students': 'adminStudents',
  '/_auth/_admin/admin/billing': 'billingAlerts',
};

/** "Class Progress · Sentence Lab"; the product's name alone while no screen is matched yet. */
export function screenTitle(routeId: string | undefined, failed = false): string {
  const key = failed ? 'screenError' : (SCREEN_TITLES as Record<string, ScreenTitle | undefined>)[routeId ?? ''];
  return key ? `${screenTitleText[key] as string} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
