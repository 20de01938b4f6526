import { defineMessages } from '../../../shared/i18n/runtime';

/** The teacher dashboard's "Needs help this week" (issue 29). */
export const needsHelpText = defineMessages('needsHelp', {
  title: 'Needs help this week',
  class: 'Class',
  lead: (days: number, listed: number, total: number) =>
    `The last ${days} days: ${listed} of ${total} students to look at. Low scores, no work, work waiting on a device, writing to grade.`,
  loading: 'Loading who needs help…',
  nobody: 'Nobody needs help this week: every student worked, scored 60% or more, and has nothing waiting.',
  caption: (className: string) => `Students who need help this week: ${className}`,
  student: 'Student',
  lowScores: 'Low scores',
  activity: 'Activity',
  waiting: 'Waiting on a device',
  writing: 'Writing to grade',
  /** After the lesson's name (content, in English): "Pre-Test: 20% Needs work". */
  lowQuiz: (quiz: string, score: string, band: string) => `${quiz}: ${score} ${band}`,
  /** After the lesson and skill (content): "30% right, Needs work". */
  lowSkill: (percent: string, band: string) => `${percent} right, ${band}`,
  more: (count: number) => `+${count} more`,
  noWorkSince: (date: string) => `No work since ${date}`,
  noWorkYet: 'No work yet',
  active: 'Worked this week',
  waitingCount: (count: number) => (count === 1 ? '1 item not sent' : `${count} items not sent`),
  refused: (count: number) => (count === 1 ? '1 refused' : `${count} refused`),
  syncDetails: (what: string) => `${what}: sync details`,
  gradeWriting: (name: string) => `Grade ${name}`,
  none: '—',
  skillsTitle: 'Skills to revisit',
  /** After the skill and lesson (content): "4 students, 35% right". */
  skillLine: (students: number, percent: string) => `${students === 1 ? '1 student' : `${students} students`}, ${percent} right`,
});
