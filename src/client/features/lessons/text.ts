import { currentLanguage, defineMessages } from '../../../shared/i18n/runtime';
import { QUIZ_TYPE } from '../../../shared/content/schema';

/** A lesson's page: resources, slideshow, quizzes and writing, and a student's review of their answers. */
export const lessonText = defineMessages('lesson', {
  lessonTitle: 'Lesson',
  loadingLesson: 'Loading the lesson…',
  loadingResults: 'Loading your results…',
  backToLessons: 'Back to the lessons',
  lessonsCrumb: 'Lessons',
  resourcesHeading: 'Lesson resources',
  noResources: 'This lesson has no resources yet.',
  gradesAndStandards: (grades: string, standards: string) => `Grades ${grades} · Standards ${standards}`,
  lockedResources: 'Locked resources',
  startQuiz: (name: string) => `Start the ${name}`,
  quizzesHeading: 'Quizzes',
  writingHeading: 'Writing activities',
  noWriting: 'This lesson has no writing activities.',
  tabVideo: 'Video',
  tabWatch: 'Watch the lesson',
  tabSlideshow: 'Slideshow',
  tabSecondVideo: 'Second Video',
  tabShortVideo: 'Short Video',
  tabMusic: 'Music',
  tabImages: 'Memorable Images',
  tabDefinitions: 'Definition Cards',
  tabWhy: 'Why It Is Important',
  tabKahoot: 'Kahoot',
  videoTitle: (lesson: string) => `${lesson}: video`,
  classVideoTitle: (lesson: string) => `${lesson}: class video`,
  teachersVideo: 'A video from your teacher',
  yourClassVideo: (name: string) => `The video ${name} sees`,
  videoNeedsInternet: 'You are offline. The video needs the internet; the walkthrough below plays without it.',
  classVideoHeading: "Your class's video for this lesson",
  classVideoHint: 'Paste a YouTube, Vimeo or Google Drive link. Your students see the video here, above the walkthrough.',
  noClassesForVideo: 'Add a class first: then you can give it a video for this lesson.',
  classLabel: 'Class',
  forClass: 'For the class',
  videoLink: 'Video link',
  noClassVideo: 'This class has no video of its own for this lesson yet.',
  saveVideo: 'Save',
  removeVideo: 'Remove',
  videoSaved: 'Saved. Your class sees this video with the lesson.',
  videoRemoved: 'Removed. Your class sees the lesson without it.',
  secondVideoTitle: (lesson: string) => `${lesson}: second video`,
  shortVideoTitle: (lesson: string) => `${lesson}: short video`,
  musicTitle: (lesson: string) => `${lesson}: music`,
  opensInNewTab: '(opens in a new tab)',
  openInNewTab: 'Open it in a new tab',
  openTitled: (title: string) => `Open “${title}”`,
  example: 'Example:',
  examples: 'Examples',
  listenToCard: (term: string) => `Listen to the card “${term}”`,
  listenToWhy: 'Listen to why it is important',
  listenToSlide: 'Listen to the slide',
  kahootText: "Play this lesson's Kahoot game to practise with your class.",
  playKahoot: 'Play the Kahoot',
  slideshowLabel: (lesson: string) => `${lesson} slideshow`,
  noSlides: 'This lesson has no slides yet.',
  previous: 'Previous',
  next: 'Next',
  slideCount: (n: number, count: number) => `${n} of ${count}`,
  slideTip: 'Tip: use the left and right arrow keys to move between slides.',
  waitingToBeSent: 'Complete — waiting to be sent',
  notStarted: 'Not started',
  complete: 'Complete',
  locked: 'Locked',
  answeredOf: (answered: number, total: number) => `${answered} of ${total} answered`,
  lockedUntilReset: 'Locked until your teacher resets it',
  openingsLeft: (left: number) => `Started: ${left} ${left === 1 ? 'opening' : 'openings'} left`,
  start: 'Start',
  reviewAnswers: 'Review answers',
  reviewOf: (quiz: string) => ` of ${quiz}`,
  tryIt: 'Try it',
  answerKey: 'Answer key',
  yourAnswersTitle: (quiz: string) => `${quiz}: your answers`,
  score: 'Score:',
  loadingQuestions: 'Loading questions…',
  yourAnswer: 'Your answer:',
  noAnswer: '(none)',
  right: 'right',
  wrong: 'wrong',
  rightAnswer: 'Right answer:',
});

/** The quizzes' names by their kind, for languages other than English (where the content's own name shows). */
const quizNames = defineMessages('quizNames', {
  pretest: 'Pre-Test',
  practice: (n: number) => `Practice Set ${n}`,
  postEval: 'Post-Evaluation',
});

/**
 * A quiz's name in the reader's language. English shows the content pack's own name; other
 * languages name it by its kind (a practice set keeps the number its English name ends with).
 */
export function quizName(quiz: { type: number; name: string }): string {
  if (currentLanguage() === 'en') return quiz.name;
  if (quiz.type === QUIZ_TYPE.pretest) return quizNames.pretest;
  if (quiz.type === QUIZ_TYPE.postEval) return quizNames.postEval;
  const n = /(\d+)\s*$/.exec(quiz.name)?.[1];
  return n ? quizNames.practice(Number(n)) : quiz.name;
}
