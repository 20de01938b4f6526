/**
 * Progress reports (LA §2 "Progress table", §3 "Progress filters", §4 result colours): the
 * columns, averages, the date range and its default, dates as MM/DD/YY, and CSV text. Pure:
 * the server builds reports and CSV with these and the page fills its date inputs with them.
 *
 * A calendar day is a `YYYY-MM-DD` string. A day starts at local midnight of the person
 * reading the report; `tzOffset` is their `Date#getTimezoneOffset()` (minutes behind UTC).
 */

/** The five quizzes of a lesson, in order (quiz01 to quiz05). */
export const PROGRESS_COLUMNS = ['Pre-Test', 'PE 1', 'PE 2', 'PE 3', 'Post-Evaluation'] as const;

/** What an overridden or empty score shows. */
export const NO_SCORE = '--';

/** The whole-percent average of the scores that are shown (null = "--"), or null when there are none. */
export function averageScore(scores: readonly (number | null)[]): number | null {
  const shown = scores.filter((s): s is number => s !== null);
  if (shown.length === 0) return null;
  return Math.round(shown.reduce((sum, s) => sum + s, 0) / shown.length);
}

/** A score as the report shows it: a whole percent, or "--". */
export const scoreText = (score: number | null) => (score === null ? NO_SCORE : `${score}%`);

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of an instant for someone `tzOffset` minutes behind UTC. */
export function calendarDay(at: Date, tzOffset = 0): string {
  const local = new Date(at.getTime() - tzOffset * 60_000);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The instant a calendar day begins for someone `tzOffset` minutes behind UTC. */
export function dayStart(day: string, tzOffset = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + tzOffset * 60_000);
}

/** The day `n` days after (or before) a day. */
export function addDays(day: string, n: number): string {
  return calendarDay(new Date(dayStart(day).getTime() + n * DAY_MS));
}

/**
 * First day of the school year that `today` is in: 1 August, of the previous year before
 * August (LA §3).
 */
export function schoolYearStart(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return `${m >= 8 ? y : y - 1}-08-01`;
}

/** The report's default range: the school year so far, today included. */
export function defaultRange(today: string): { start: string; end: string } {
  return { start: schoolYearStart(today), end: today };
}

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** `MM/DD/YYYY` (as the spec sends it) or `YYYY-MM-DD` (a date input's value) to a day; null if neither or not a real date. */
export function parseDay(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (us) return validDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** A day as `MM/DD/YYYY` (what the report calls send). */
export function toUSDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** An instant as the report shows dates: `MM/DD/YY` in the reader's time zone. */
export function shortDate(at: Date, tzOffset = 0): string {
  const [y, m, d] = calendarDay(at, tzOffset).split('-') as [string, string, string];
  return `${m}/${d}/${y.slice(-2)}`;
}

// ---- CSV (RFC 4180) ----

/** Figures and "--" as the report writes them: never treated as a spreadsheet formula. */
const PLAIN_VALUE = /^(--|-?\d+(\.\d+)?%?)$/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled). A name
 * starting with = + - @ or a tab would run as a formula in a spreadsheet, so it gets a
 * leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_VALUE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of fields as CSV text, CRLF line endings, ending with a line break. */
export function toCsv(lines: readonly (readonly (string | number | null)[])[]): string {
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Reads CSV text back into lines of fields (the tests compare a download with the screen). */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') line.push(field), (field = '');
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      line.push(field);
      lines.push(line);
      (line = []), (field = '');
    } else field += ch;
  }
  if (field !== '' || line.length) line.push(field), lines.push(line);
  return lines;
}

/** A file name part: letters, digits and hyphens only. */
export const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'report';
