import { defineMessages } from '../../../shared/i18n/runtime';

/** A student taking the diagnostic, and its last page. Questions and topic names stay English. */
export const diagnosticText = defineMessages('diagnosticTaking', {
  diagnostic: 'Diagnostic',
  progress: (n: number, total: number) => `${n} of ${total}`,
  finish: 'Finish',
  next: 'Next',
  welcomeBack: 'Welcome back',
  welcome: 'Welcome',
  resumed: (answered: number, total: number) => `You have answered ${answered} of ${total} questions. Continue where you left off.`,
  continue: 'Continue',
  start: 'Start',
  newTopic: 'New topic',
  ok: 'OK',
  ribbon: 'A ribbon with a check mark',
  thanks: 'Thank you! Your teacher will use your answers to choose the lessons that help you most.',
  waiting: 'Waiting to be sent: your answers are saved on this device and will be sent when you are back online.',
  returnToDashboard: 'Return to dashboard',
  saveFailed: 'Your answers could not be saved.',
  serverSaid: (reason: string) => `The server answered: ${reason}.`,
  keptAndRetried: 'They are kept on this device and sent again by themselves.',
  stillNotSaved: 'Still not saved. Try again in a moment, or tell your teacher.',
  tryAgain: 'Try again',
});
