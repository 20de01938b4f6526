import { defineMessages } from '../../../shared/i18n/runtime';

/** Read-aloud's own words: the listen button and the profile's settings card. */
export const readAloudText = defineMessages('readAloud', {
  listen: 'Listen',
  withShortcut: (label: string) => `${label} (Alt + Shift + R)`,
  readAloud: 'Read aloud',
  explain: 'Listen buttons read the lessons, questions, answers and feedback to you.',
  unsupported: 'This browser cannot read aloud, so no listen buttons are shown here.',
  on: 'On',
  off: 'Off',
  readingSpeed: 'Reading speed',
  verySlow: 'Very slow',
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  veryFast: 'Very fast',
  sampleIntro: 'Hear a sample at this speed:',
  sampleText: 'This is how fast the listen buttons read.',
  listenToSample: 'Listen to a sample',
  shortcutHelp: 'In a quiz, press Alt + Shift + R to hear the question. Press it again, or Esc, to stop.',
  savedOnDevice: 'Saved on this device. It is saved to your account when you are back online.',
});
