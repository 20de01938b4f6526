import { defineMessages } from './i18n/runtime';

/* Kept out of messages.ts so that the landing page's JavaScript does not carry them (issue 13, first load). */

/** Kiosk class sign-in (issue 14; our wording, read by students of 8 and up). */
export const kioskMessages = defineMessages('kioskMessages', {
  notPinned: 'This device is no longer pinned to a class. Ask your teacher for a new pin link.',
  pinNotFound: 'That pinned device does not exist.',
  idleMinutesRule: `Choose between 1 and 60 minutes.`,
  picturesRule: 'A picture password is 4 different pictures, tapped in order.',
  nameNotOnList: 'That name is not on this class’s list any more. Ask your teacher.',
  passwordOrPictures: 'Type your password or tap your pictures.',
  wrongPassword: 'That password is not right. Try again, or ask your teacher.',
  wrongPictures: 'Those pictures are not right. Try again, or ask your teacher.',
  tooManyTriesForName: (wait: string) => `Too many tries for this name. Please wait ${wait}, or ask your teacher.`,
  waitToTry: (seconds: number) =>
    `Not right yet. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`}, then try again, or ask your teacher.`,
  tooManyTriesHere: (wait: string) => `Too many tries on this device. Please wait ${wait} and try again.`,
  idleSignedOut: (minutes: number) => `Signed out after ${minutes === 1 ? '1 minute' : `${minutes} minutes`} without activity.`,
  pinRevoked: 'Pin removed. Anyone signed in through it is signed out, and its devices say they are no longer pinned.',
  picturePasswordSet: (name: string) => `Picture password set for ${name}.`,
  picturePasswordCleared: (name: string) => `${name} no longer has a picture password.`,
});
