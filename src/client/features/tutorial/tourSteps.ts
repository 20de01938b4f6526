import { PRODUCT_NAME } from '../../../shared/messages';

export interface TourStep {
  title: string;
  lead: string;
  points: string[];
}

/** The teacher tour, in the spec's order: intro, classes, diagnostic, custom lessons (ACB §2). */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: `Welcome to ${PRODUCT_NAME}`,
    lead: `${PRODUCT_NAME} teaches grammar and writing with short video lessons, quizzes and writing assignments. This quick tour shows you the three things to set up first.`,
    points: [
      'It takes less than a minute.',
      'You can open it again at any time: choose Help (the ? at the top of the page), then Take the tour.',
    ],
  },
  {
    title: 'Create a class and invite students',
    lead: 'Choose Add Class on this dashboard. Each class gets its own 8-character class code, shown on its card.',
    points: [
      'Invite Students on a class card gives you a join link and the code to hand out.',
      'Students open the link, or choose Join your class when they register and type the code. They are in your class straight away.',
      'Each student in your classes fills one student seat of your plan.',
    ],
  },
  {
    title: 'Build a diagnostic',
    lead: 'A diagnostic is a one-time check of what each student already knows, so you know where to start.',
    points: [
      'Under Build Diagnostic in the menu, pick a class and switch on the grammar topics to test. We mark the topics we suggest.',
      'Enable it, and your students can take it the next time they sign in.',
      'View Diagnostic Results shows how each student and the whole class did, topic by topic.',
    ],
  },
  {
    title: 'Customise lessons',
    lead: 'Under Customize Lessons you decide, class by class, what your students see.',
    points: [
      'Turn each lesson and its pre-test on or off.',
      'Open the post-evaluation, and its answers, when your class is ready.',
      'That is the tour. Choose Finish to get started with your classes.',
    ],
  },
];
