import { defineMessages } from '../../../shared/i18n/runtime';

/** A student's writing assignment page and the editor. The assignment's name and prompt are content: they stay English. */
export const writingText = defineMessages('writing', {
  writingAssignment: 'Writing assignment',
  loading: 'Loading the writing assignment…',
  loadingShort: 'Loading…',
  backToCourses: 'Back to courses',
  teachersTry: 'Teachers can try the editor; only students save their writing.',
  unsavedChanges: 'You have changes that are not saved yet.',
  savedOnDevice: 'Saved on this device; it will be sent to your teacher when you are back online.',
  savedAt: (when: string) => `Saved ${when}.`,
  notSavedYet: 'Not saved yet.',
  whatToWrite: 'What to write',
  yourWriting: 'Your writing',
  editorHint: 'Use the buttons (or Ctrl+B and Ctrl+I) for bold, italics and lists. Save often.',
  startWriting: 'Start writing here…',
  saving: 'Saving…',
  save: 'Save',
  teacherFeedback: "Your teacher's feedback",
  notGradedYet: 'Your teacher has not graded your latest changes yet.',
  comment: 'Comment',
  bold: 'Bold',
  italic: 'Italic',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  formatting: 'Formatting',
});
