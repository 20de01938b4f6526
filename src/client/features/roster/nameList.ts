import type { RosterRow } from '../../../shared/api/roster';

/**
 * A pasted list, one student a line: "Anna Smith" (the last word is the last name), "Smith, Anna"
 * (last name first, as many school systems print it), or cells copied from a spreadsheet
 * (first, last, username, email, separated by tabs). Blank lines are skipped.
 */
export function parseNameList(text: string): RosterRow[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseNameLine);
}

function parseNameLine(line: string): RosterRow {
  if (line.includes('\t')) {
    const [first = '', last = '', username = '', email = ''] = line.split('\t').map((cell) => cell.trim());
    return { first, last, username: username || null, email: email || null };
  }
  const comma = line.indexOf(',');
  if (comma >= 0) return { first: line.slice(comma + 1).trim(), last: line.slice(0, comma).trim() };
  return splitFullName(line);
}

/** "Mary Ann Lee" -> first "Mary Ann", last "Lee"; one word is a first name alone. */
export function splitFullName(name: string): RosterRow {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  const last = words.pop()!;
  return { first: words.join(' '), last };
}
