import Papa from 'papaparse';
import type { RosterRow } from '../../../shared/api/roster';
import { rosterMessages } from '../../../shared/rosterMessages';
import { splitFullName } from './nameList';

/**
 * A CSV file of students with a header row. Parsed with Papa Parse rather than by hand: it
 * guesses the separator (comma, semicolon as European spreadsheets save, tab), handles quoted
 * cells with separators, quotes and line breaks inside, and keeps going past a malformed row.
 */
export type CsvStudents = { rows: RosterRow[] } | { error: string };

/** Header names we recognise, compared lowercase without spaces, dashes or underscores. */
const COLUMNS = {
  first: ['first', 'firstname', 'givenname', 'given', 'forename', 'studentfirstname'],
  last: ['last', 'lastname', 'surname', 'familyname', 'family', 'studentlastname'],
  username: ['username', 'user', 'login', 'loginname', 'userid'],
  email: ['email', 'emailaddress', 'mail', 'studentemail'],
  name: ['name', 'fullname', 'student', 'studentname'],
} as const;

const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_\-.]/g, '');

export function parseStudentCsv(text: string): CsvStudents {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header || !Array.isArray(header)) return { error: rosterMessages.csvUnreadable };
  const keys = header.map((cell) => headerKey(String(cell ?? '')));
  const column = (names: readonly string[]) => keys.findIndex((k) => names.includes(k));
  const at = { first: column(COLUMNS.first), last: column(COLUMNS.last), username: column(COLUMNS.username), email: column(COLUMNS.email) };
  const name = column(COLUMNS.name);
  if (at.first < 0 && name < 0) return { error: rosterMessages.csvNoFirstColumn };

  const cell = (cells: string[], index: number) => (index >= 0 ? String(cells[index] ?? '').trim() : '');
  const rows = body
    .filter((cells) => cells.some((c) => String(c ?? '').trim()))
    .map((cells): RosterRow => {
      const names = at.first >= 0 ? { first: cell(cells, at.first), last: cell(cells, at.last) } : splitFullName(cell(cells, name));
      return { ...names, username: cell(cells, at.username) || null, email: cell(cells, at.email) || null };
    });
  return { rows };
}

/** A file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (older spreadsheet exports). */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
