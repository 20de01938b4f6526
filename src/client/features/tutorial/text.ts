import { defineMessages } from '../../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../../shared/messages';

/** The teacher tour on /classes (ACB §2): its four steps and its buttons. */
export const tutorialText = defineMessages('tutorial', {
  introTitle: `Welcome to ${PRODUCT_NAME}`,
  introLead: `${PRODUCT_NAME} teaches grammar and writing with short video lessons, quizzes and writing assignments. This quick tour shows you the three things to set up first.`,
  introPoint1: 'It takes less than a minute.',
  introPoint2: 'You can open it again at any time: choose Help (the ? at the top of the page), then Take the tour.',
  classesTitle: 'Create a class and invite students',
  classesLead: 'Choose Add Class on this dashboard. Each class gets its own 8-character class code, shown on its card.',
  classesPoint1: 'Invite Students on a class card gives you a join link and the code to hand out.',
  classesPoint2:
    'Students open the link, or choose Join your class when they register and type the code. They are in your class straight away.',
  classesPoint3: 'Each student in your classes fills one student seat of your plan.',
  diagnosticTitle: 'Build a diagnostic',
  diagnosticLead: 'A diagnostic is a one-time check of what each student already knows, so you know where to start.',
  diagnosticPoint1:
    'Under Build Diagnostic in the menu, pick a class and switch on the grammar topics to test. We mark the topics we suggest.',
  diagnosticPoint2: 'Enable it, and your students can take it the next time they sign in.',
  diagnosticPoint3: 'View Diagnostic Results shows how each student and the whole class did, topic by topic.',
  lessonsTitle: 'Customize lessons',
  lessonsLead: 'Under Customize Lessons you decide, class by class, what your students see.',
  lessonsPoint1: 'Turn each lesson and its pre-test on or off.',
  lessonsPoint2: 'Open the post-evaluation, and its answers, when your class is ready.',
  lessonsPoint3: 'That is the tour. Choose Finish to get started with your classes.',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  skipTour: 'Skip tour',
  back: 'Back',
  finish: 'Finish',
  next: 'Next',
});
