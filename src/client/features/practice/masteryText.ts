import { defineMessages } from '../../../shared/i18n/runtime';

/** The teacher's mastery grid (issue 27). */
export const masteryText = defineMessages('masteryGrid', {
  title: 'Mastery',
  loading: 'Loading mastery…',
  howItWorks: 'How mastery is counted',
  rule: 'A lesson is mastered when 8 of a student’s last 10 practice answers are right and every skill of the lesson has been answered right. Weakest students come first.',
  class: 'Class',
  show: 'Show',
  lessonsOf: (course: string) => `Lessons: ${course}`,
  standardsOfGrade: (grade: string) => `Standards: grade ${grade}`,
  sort: 'Sort',
  weakestFirst: 'Weakest first',
  byName: 'By name',
  sortBy: (column: string) => `Sort by ${column}, lowest first`,
  downloadCsv: 'Download CSV',
  student: 'Student',
  mastered: 'Mastered',
  notStarted: 'Not started',
  legend: 'What the colours mean',
  legendPractising: 'Practising, 50% or more',
  legendStarted: 'Needs help, under 50%',
  noStudents: 'No students in this class yet.',
  goToClasses: 'Go to your classes',
});
