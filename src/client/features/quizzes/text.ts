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
  timeIsUp: 'Time is up',
  timeUpAnswered: (answered: number, total: number) => `The hour for this quiz ended with ${answered} of ${total} questions answered.`,
  timeUpSaved: 'Those answers were saved. Questions left unanswered count as not right.',
  lessonClosed: 'Your teacher has closed this lesson for you, so its quizzes cannot be started now. Ask your teacher to open it.',
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

/**
 * The item screens of every type (src/client/features/quizzes/items): their labels, hints and
 * buttons. The grammar itself (statements, sentences, passages, cards, groups) stays English.
 */
export const itemText = defineMessages('quizItems', {
  true: 'True',
  false: 'False',
  listenToCard: (card: string) => `Listen to the card “${card}”`,
  theSentence: 'The sentence',
  theSentences: 'The sentences to join',
  thePassage: 'The passage',
  wordsHint: 'Arrow keys move from word to word.',
  findHint: 'Tap each wrong word to mark it. Tap it again to unmark it.',
  markedCount: (count: number) => (count === 0 ? 'No words marked yet.' : count === 1 ? '1 word marked.' : `${count} words marked.`),
  fixLabel: 'Your corrected sentence',
  fixHint: 'Change only what is wrong and keep the rest.',
  startOver: 'Start over',
  combineLabel: 'Your sentence (one sentence)',
  mustUse: 'Your sentence must use:',
  sortHint: 'Choose a group for each card.',
  cardsLeft: (count: number) => (count === 0 ? 'Every card has a group.' : count === 1 ? '1 card still needs a group.' : `${count} cards still need a group.`),
  groupFor: (card: string) => `Group for “${card}”`,
  notSorted: 'Not sorted yet',
  proofreadHint: 'Tap a word to retype it. Enter keeps the change; Escape cancels it.',
  retype: (word: string) => `Retype “${word}”`,
  changedFrom: (word: string) => `changed from “${word}”`,
  yourChanges: 'Your changes',
  noChanges: 'No changes yet.',
  undo: 'Undo',
  undoChange: (from: string, to: string) => `Undo the change of “${from}” to “${to}”`,
  rightAnswer: 'The right answer:',
  rightOptionMark: 'Right answer',
  alsoAccepted: 'Also accepted:',
  mistakesMarked: 'The words to fix are underlined.',
  groups: 'Groups:',
  cards: 'Cards:',
});

/** Why an answer is not right yet (shared/domain/items.ts Feedback), in the reader's language. */
export const itemFeedbackText = defineMessages('itemFeedback', {
  useWord: (word: string) => `Use the word "${word}" to join the ideas.`,
  notJoined: 'You still have two sentences. Join them into one.',
  endMark: 'End the sentence with an end mark: a period, a question mark or an exclamation point.',
  capitalStart: 'Start the sentence with a capital letter.',
  capitalWord: (word: string) => `Check the capital letter of "${word}".`,
  missingComma: 'A comma is missing.',
  extraComma: 'There is a comma that does not belong.',
  leftOut: (word: string) => `Keep every idea: "${word}" is missing.`,
  lookAt: (word: string) => `Look again at "${word}".`,
  unchanged: 'The sentence is still the same. Find the mistake and fix it.',
  found: (right: number, total: number) => `You found ${right} of ${total} ${total === 1 ? 'mistake' : 'mistakes'}.`,
  foundAndMarked: (right: number, total: number, extra: number) =>
    `You found ${right} of ${total} ${total === 1 ? 'mistake' : 'mistakes'} and marked ${extra} ${extra === 1 ? 'word that was' : 'words that were'} right.`,
  fixed: (right: number, total: number) => `You fixed ${right} of ${total} ${total === 1 ? 'mistake' : 'mistakes'}.`,
  fixedAndChanged: (right: number, total: number, extra: number) =>
    `You fixed ${right} of ${total} ${total === 1 ? 'mistake' : 'mistakes'} and changed ${extra} ${extra === 1 ? 'word that was' : 'words that were'} right.`,
  sorted: (right: number, total: number) => `${right} of ${total} ${total === 1 ? 'card' : 'cards'} ${right === 1 ? 'is' : 'are'} in the right group.`,
});
