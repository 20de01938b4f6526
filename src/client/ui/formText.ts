import { defineMessages } from '../../shared/i18n/runtime';

/** Words of the shared form parts (password fields, dialogs, selects). */
export const formText = defineMessages('forms', {
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: '4 to 30 characters, with at least one letter and one number.',
  chooseOne: 'Choose one',
  close: 'Close',
  cancel: 'Cancel',
});
