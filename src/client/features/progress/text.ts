import { currentLanguage, defineMessages } from '../../../shared/i18n/runtime';
import { PROGRESS_COLUMNS } from '../../../shared/domain/progress';

/** Progress reports: a student's own report, and the table, dates and charts every report shares. */
export const progressText = defineMessages('progressReport', {
  myReport: 'My Progress Report',
  whoStudent: (name: string) => `Student: ${name}`,
  whoClass: (name: string) => ` · Class: ${name}`,
  loadingMine: 'Loading your progress…',
  myCaption: 'My progress by lesson',
  lessonName: 'Lesson Name',
  scoresOverTime: (name: string) => `Scores over time: ${name}`,
  noPrior: 'No prior attempts found.',
  priorAttempts: 'Prior attempts',
  quiz: 'Quiz',
  score: 'Score',
  date: 'Date',
  status: 'Status',
  lesson: 'Lesson',
  reset: 'Reset',
  earlierAttempt: 'Earlier attempt',
  outsideDates: 'outside the chosen dates',
  incomplete: 'incomplete',
  resetByTeacher: 'reset by the teacher',
  noResult: 'no result',
  locked: 'Locked',
  lockedIncomplete: 'Locked and incomplete',
  incompleteFlag: 'Incomplete',
  hidePrior: ': hide prior attempts',
  showPrior: ': show prior attempts',
  average: 'Average',
  scoresFrom: (start: string, end: string) => `Scores from ${start} to ${end}`,
  dates: 'Dates',
  from: 'From',
  to: 'To',
  schoolYear: 'This school year',
  startBeforeEnd: 'The start date must be before the end date.',
  downloadCsv: 'Download CSV',
  print: 'Print',
  noScore: 'No score (--)',
  noScoreCount: (count: number) => `No score: ${count}`,
  noScoreLegend: 'No score (--): counted in words above each column, not drawn',
  chartTable: 'Chart figures as a table',
  markers: 'Markers',
  colours: 'Colours',
  thresholdLines: '50% and 80% lines',
  scoreAxis: 'Score',
  timelineSummary: (count: number, first: string, last: string, average: number, firstScore: number, latest: number) =>
    `${count} scores from ${first} to ${last}, average ${average}%. First ${firstScore}%, latest ${latest}%.`,
  pointTitle: (lesson: string, quiz: string, score: number, date: string) => `${lesson}, ${quiz}: ${score}% on ${date}`,
  classesAxis: 'Classes',
  studentsAxis: 'Students',
  classesSummary: (count: number, summary: string) => `Class averages per score band for each quiz, out of ${count}. ${summary}.`,
  studentsSummary: (count: number, summary: string) => `Students per score band for each quiz, out of ${count}. ${summary}.`,
  columnSummary: (quiz: string, green: number, yellow: number, red: number, none: number) =>
    `${quiz}: ${green} at 80-100, ${yellow} at 51-79, ${red} at 0-50, ${none} without a score`,
  barTitle: (quiz: string, count: number, band: string) => `${quiz}: ${count} at ${band}`,
});

/** The five quiz columns in the reader's language (English: the spec's Pre-Test, PE 1-3, Post-Evaluation). */
const columnNames = defineMessages('progressColumns', {
  pretest: 'Pre-Test',
  practice: (n: number) => `PE ${n}`,
  postEval: 'Post-Evaluation',
});

export function progressColumn(index: number): string {
  if (currentLanguage() === 'en') return PROGRESS_COLUMNS[index] ?? '';
  return index === 0 ? columnNames.pretest : index === PROGRESS_COLUMNS.length - 1 ? columnNames.postEval : columnNames.practice(index);
}

/** A result's day as MM/DD/YY in English (the server's own text) and as the reader writes it otherwise. */
export function resultDay(dateText: string, iso: string | null): string {
  if (currentLanguage() === 'en' || !iso) return dateText;
  return new Intl.DateTimeFormat('es-419', { day: '2-digit', month: '2-digit', year: '2-digit' }).format(new Date(iso));
  // (Spanish is the one other language today; a third would name its own locale here.)
}
