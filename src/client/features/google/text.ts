import { defineMessages } from '../../../shared/i18n/runtime';

/** Google: linking the account, Sync With Classroom, Share to Google Classroom, the way back from Google. */
export const googleText = defineMessages('google', {
  // The profile's Google card.
  googleAccount: 'Google account',
  linked: 'Your Google account is linked: you can log in with Google and sync your classes with Google Classroom.',
  linkLead: 'Link your school Google account to log in with Google and bring your Google Classroom classes into Sentence Lab.',
  linkGoogle: 'Link Google account',
  // Back from Google.
  signingIn: 'Signing you in with Google…',
  oneMoment: 'One moment, please.',
  finishingRegistration: 'Finishing your registration with Google…',
  finishSigningUp: 'Finish signing up with Google',
  /** The email is shown in bold. */
  signedInAs: (email: string) => `Signed in with Google as ${email}. Check your name, then start your free trial.`,
  howHeardOptional: 'How did you hear about us? (optional)',
  startMyTrial: 'Start my free trial',
  // Share to Google Classroom.
  lessonItem: (name: string) => `Lesson: ${name}`,
  quizItem: (name: string) => `Quiz: ${name}`,
  writingItem: (name: string) => `Writing assignment: ${name}`,
  shareTitle: 'Share to Google Classroom',
  shareLead: (lesson: string) => `Post “${lesson}” to one of your Google classes.`,
  whatToShare: 'What to share',
  googleClass: 'Google class',
  chooseClass: 'Choose a class',
  cancel: 'Cancel',
  share: 'Share',
  // Sync With Classroom.
  added: 'Added',
  moved: 'Moved into a class',
  kept: 'Already there',
  removed: 'Removed (not in Google Classroom any more)',
  notAdded: 'Not added',
  syncFinishedToast: 'Sync with Google Classroom finished.',
  syncing: 'Syncing with Google Classroom…',
  syncFinished: 'Sync with Google Classroom finished',
  syncFailed: 'Sync with Google Classroom failed',
  syncProgress: 'Sync progress',
  progressCounts: (classesDone: number, classesTotal: number, studentsDone: number, studentsTotal: number) =>
    `${classesDone} of ${classesTotal} classes · ${studentsDone} of ${studentsTotal} students`,
  progressValue: (classesDone: number, classesTotal: number, studentsDone: number, studentsTotal: number) =>
    `${classesDone} of ${classesTotal} classes, ${studentsDone} of ${studentsTotal} students`,
  takesMinutes: 'This can take a few minutes for big classes. You can leave this page: the sync goes on.',
  reportLine: (label: string, count: number) => `${label}: ${count}`,
  dismiss: 'Dismiss',
  syncTitle: 'Sync With Classroom',
  syncLead: 'Choose the Google Classroom classes to bring into Sentence Lab.',
  loadingGoogleClasses: 'Loading your Google Classroom classes…',
  noGoogleClasses: 'You teach no active classes in Google Classroom.',
  yourGoogleClasses: 'Your Google classes',
  selectOne: 'Select at least one Google class to sync.',
  classesLeaving: (classes: string) =>
    `These classes will be removed from Sentence Lab: ${classes}. Their students keep their accounts, scores, progress and badges; diagnostic results taken in them are deleted.`,
  syncRunning: 'A sync is running. Wait for it to finish before starting another.',
  sync: 'Sync',
});
