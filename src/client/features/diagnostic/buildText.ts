import { defineMessages } from '../../../shared/i18n/runtime';

/** Build Diagnostic (/buildSuperDiagnostic) and its Disable Diagnostic dialog. Topic names stay English: they are what is taught. */
export const buildDiagnosticText = defineMessages('buildDiagnostic', {
  title: 'Build Diagnostic',
  goToDashboard: 'Go to your dashboard',
  enable: 'Enable Diagnostic',
  view: 'View Diagnostic',
  class: 'Class',
  topics: 'Topics',
  forClass: (className: string) => `for ${className}`,
  suggested: (activeCount: number) => `Suggested topics are marked with an asterisk (*). ${activeCount} active.`,
  activateTopic: 'Activate Topic',
  activateTopicNamed: (topic: string) => `Activate Topic: ${topic}`,
  name: 'Name',
  disable: 'Disable Diagnostic',
  className: 'Class name',
  cancel: 'Cancel',
});
