import { defineMessages } from '../../../shared/i18n/runtime';

/** Taking a quiz, its feedback, the timed quiz's clock and the quiz-complete page. Questions and answers stay English. */
export const quizText = defineMessages('quiz', {
  startTitle: (name: string) => `Start the ${name}?`,
  pretestIntro:
    'The pre-test shows what you already know. Do your best on every question: it counts once, and it opens the lesson resources when you finish.',
  postEvalIntro: 'The post-evaluation shows what you learned in this lesson. Do your best on every question: it counts once.',
  finishOnce: 'Finish it once you start: a quiz opened three times without finishing locks until your teacher resets it.',
  teacherTrying: 'You are trying this as a teacher: nothing you answer is saved.',
  notNow: 'Not now',
  start: 'Start',
  opened: (quiz: string, lesson: string) => `Opened ${quiz} — ${lesson}`,
  openingQuiz: 'Opening the quiz…',
  timeUpSubmitting: 'Time is up. Your answers so far are being submitted.',
  backToLesson: 'Back to the lesson',
  loadingQuiz: 'Loading the quiz…',
  backToCourses: 'Back to courses',
  instructions: 'Instructions',
  noQuestions: 'This quiz has no questions.',
  notQuite: 'Not quite.',
  correct: 'Correct!',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  listenToFeedback: 'Listen to the feedback',
  listenToQuestion: 'Listen to the question',
  listenToAnswer: (answer: string) => `Listen to the answer “${answer}”`,
  check: 'Check',
  next: 'Next',
  finish: 'Finish',
  yourAnswer: 'Your answer',
  quizComplete: 'Quiz complete',
  correctCount: (correct: number, total: number) => `${correct} / ${total} correct.`,
  couldNotSave: (reason: string) => `Your answers could not be saved: ${reason}`,
  waitingScored:
    'Waiting to be sent: your answers are saved on this device and will be sent when you are back online. This score was worked out on this device.',
  waitingUnscored: 'Your answers are saved on this device. Your score will appear when they are sent.',
  sent: 'Your answers have been sent.',
  scoreOnLessonPage: 'Your score is on the lesson page.',
  returnToLesson: 'Return to Lesson',
  returnToDashboard: 'Return to dashboard',
  timedStudent: (minutes: number) =>
    `You have ${minutes} minutes from when you start. The clock keeps running if you leave or reload the page; when the time is up, your answers are submitted as they are.`,
  timedTeacher: (minutes: number) =>
    `Students have ${minutes} minutes for this quiz from when they open it; when the time is up, their answers are submitted as they are.`,
  minutesLeft: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left on this quiz.`,
  timeUpAnnouncement: 'Time is up. Your answers are being submitted.',
  timeLeft: 'Time left',
  endsAt: (time: string) => `Ends at ${time}`,
});

/** A score's colour band in words, for screen readers. */
export const scoreBands = defineMessages('scoreBands', { green: 'good', yellow: 'fair', red: 'needs work' });

/** A teacher's answer key of a quiz (/quizAnswers), printable with or without the answers. */
export const answerKeyText = defineMessages('answerKey', {
  loading: 'Loading the answer key…',
  backToCourses: 'Back to courses',
  forTeachers: 'Answer keys are for teachers.',
  title: (quiz: string) => `${quiz}: Answer Key`,
  questionsTitle: (quiz: string) => `${quiz}: Questions`,
  hideAnswers: 'Hide answers',
  showAnswers: 'Show answers',
  print: 'Print',
  correctAnswer: '✓ correct answer',
  answer: 'Answer:',
  answerLine: 'Answer line',
});
