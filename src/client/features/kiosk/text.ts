import { defineMessages } from '../../../shared/i18n/runtime';

/** Kiosk class sign-in (issue 14): the pinned device's pages, the teacher's pin and picture password dialogs. */
export const kioskText = defineMessages('kiosk', {
  // The pinned device
  loading: 'Loading…',
  pinThisDevice: 'Pin this device',
  unpinnedTitle: 'This device is not pinned to a class',
  unpinnedText:
    'A teacher pins a shared computer or a class set of Chromebooks from the class card: Dashboard → Pin a device. Open the pin link (or scan its QR code) on each device; students then sign in by tapping their name.',
  goToLogin: 'Go to the login page',
  revokedTitle: 'No longer pinned',
  failedTitle: 'The class list did not load',
  tryAgain: 'Try again',
  confirmTitle: (className: string) => `Pin this device to ${className}?`,
  confirmText: (className: string) =>
    `Students of ${className} will sign in here by tapping their name. The device stays pinned until a teacher removes the pin from the class card.`,
  pinNamed: (label: string) => `Pin: ${label}`,
  signedInWarning: (name: string) => `${name} is signed in on this device now. Pinning signs them out here.`,
  cancel: 'Cancel',
  tapYourName: 'Tap your name to sign in.',
  findYourName: 'Find your name',
  students: 'Students',
  noStudents: 'No students in this class yet. Your teacher adds them.',
  noMatch: (search: string) => `No name matches “${search}”.`,
  teacher: 'Teacher?',
  teacherSignIn: 'Sign in on the login page',
  // Signing in
  hi: (name: string) => `Hi, ${name}!`,
  tapPictures: 'Tap your 3 pictures in order.',
  typePassword: 'Type your password.',
  password: 'Password',
  signIn: 'Sign in',
  usePassword: 'Use my password instead',
  usePictures: 'Use my pictures instead',
  notMe: 'Not me',
  yourPictures: 'Your picture password',
  picturesChosen: 'Pictures chosen',
  emptySlot: 'empty',
  startAgain: 'Start again',
  // Idle sign-out
  stillHere: 'Still here?',
  signingOutIn: (seconds: number) =>
    `You will be signed out in ${seconds === 1 ? '1 second' : `${seconds} seconds`}, so the next student can sign in.`,
  imStillHere: 'I’m still here',
  // The teacher's pin dialog
  pinADevice: 'Pin a device',
  pinDescription: (className: string) =>
    `On a device pinned to ${className}, students sign in by tapping their name and typing their password (or tapping their picture password). Use it for a lab computer or a class set of Chromebooks.`,
  minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
  qrCode: 'QR code of the pin link',
  pinLink: 'Pin link',
  pinLinkNamed: (label: string) => `Pin link: ${label}`,
  openOnEachDevice: 'Open this link on each device',
  linkHelp:
    'Or scan the QR code with the device’s camera. The link is shown only now: to pin more devices later, make a new pin link. Anyone with the link sees this class’s first names, so keep it for your devices.',
  copyLink: 'Copy link',
  copied: 'Copied!',
  copyBlocked: 'Copying is blocked here; select the link instead.',
  newPinLink: 'New pin link',
  anotherPinLink: 'Another pin link',
  deviceName: 'Name of the device (optional)',
  deviceNameExample: 'Lab row A',
  idleAfter: 'Sign out after, without activity',
  makePinLink: 'Make a pin link',
  pinnedDevices: 'Pinned devices',
  pinsFailed: 'We couldn’t load the pins.',
  noPins: 'No device is pinned to this class.',
  done: 'Done',
  unnamedPin: 'Unnamed pin',
  lastUsed: (when: string) => `Last used ${when}`,
  notOpenedYet: 'Not opened on a device yet',
  removeQuestion: (name: string) => `Remove ${name}?`,
  removeText: 'Remove this pin? Its devices are signed out.',
  keep: 'Keep',
  yesRemove: 'Yes, remove',
  signOutAfter: 'Sign out after',
  revoke: 'Revoke',
  // The teacher's picture password dialog
  picturePassword: 'Picture password',
  pictureDescription: (name: string) =>
    `On a device pinned to their class, ${name} can sign in by tapping 3 pictures in order instead of typing a password. Their password keeps working too.`,
  checking: 'Checking…',
  hasPictures: (first: string) => `${first} has a picture password.`,
  hasNoPictures: (first: string) => `${first} has no picture password yet.`,
  tellThem: (first: string, pictures: string) =>
    `Tell or show ${first} their pictures, in this order: ${pictures}. They are not shown again.`,
  newPicturesFor: (name: string) => `New picture password for ${name}`,
  pickForMe: 'Pick for me',
  savePictures: 'Save pictures',
  removePictures: 'Remove picture password',
});

/** The nine pictures' words (what the grid shows under each, and what a screen reader says). */
export const pictureNames = defineMessages('pictures', {
  sun: 'Sun',
  moon: 'Moon',
  star: 'Star',
  heart: 'Heart',
  tree: 'Tree',
  flower: 'Flower',
  fish: 'Fish',
  house: 'House',
  apple: 'Apple',
});
