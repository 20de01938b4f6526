import type { MasteryCell } from '../../../shared/api/practice';
import { compareNatural } from '../../../shared/domain/naturalSort';

/**
 * A class's mastery grid as the teacher reads it (issue 27): one row a student, one column a
 * lesson (or a standard, from the lessons that teach it), each cell a word and a colour band.
 * The screen and the CSV are both made from this model, so the file says what the screen says.
 */
export type CellState = 'mastered' | 'practising' | 'started' | 'notStarted';

export interface GridCell {
  state: CellState;
  /** 0-100; null when not started. */
  progress: number | null;
  /** The words shown (and written to the CSV). */
  text: string;
}

export interface GridColumn {
  id: string;
  label: string;
  /** Longer words for a screen reader and the header's tooltip. */
  title: string;
}

export interface GridRow {
  studentID: string;
  name: string;
  cells: GridCell[];
  /** Mean progress over the columns (not started counts 0): what "weakest first" sorts by. */
  mean: number;
}

export interface GridWords {
  mastered: string;
  notStarted: string;
  percent: (n: number) => string;
}

interface Input {
  students: { id: string; firstName: string; lastName: string }[];
  lessons: { id: string; name: string; standards: string[] }[];
  cells: MasteryCell[];
}

/** Below this a practising student is flagged as needing help ("started"). */
export const HELP_BELOW = 50;

function cellOf(progress: number | null, mastered: boolean, words: GridWords): GridCell {
  if (progress === null) return { state: 'notStarted', progress: null, text: words.notStarted };
  if (mastered) return { state: 'mastered', progress: 100, text: words.mastered };
  return { state: progress < HELP_BELOW ? 'started' : 'practising', progress, text: words.percent(progress) };
}

/** Students × lessons. */
export function lessonGrid(input: Input, lessonIDs: string[], words: GridWords): { columns: GridColumn[]; rows: GridRow[] } {
  const lessons = lessonIDs.map((id) => input.lessons.find((l) => l.id === id)).filter((l): l is Input['lessons'][number] => l !== undefined);
  const at = new Map(input.cells.map((c) => [`${c.studentID} ${c.lessonID}`, c]));
  const columns = lessons.map((l) => ({ id: l.id, label: l.name, title: l.name }));
  const rows = input.students.map((s) => {
    const cells = lessons.map((l) => {
      const c = at.get(`${s.id} ${l.id}`);
      return cellOf(c ? c.progress : null, c?.status === 'mastered', words);
    });
    return rowOf(s, cells);
  });
  return { columns, rows };
}

/** Students × standards: a standard is mastered when every lesson teaching it is; its progress is their mean. */
export function standardGrid(input: Input, standardIDs: string[], words: GridWords, describe: (id: string) => string): { columns: GridColumn[]; rows: GridRow[] } {
  const at = new Map(input.cells.map((c) => [`${c.studentID} ${c.lessonID}`, c]));
  const teaching = new Map(standardIDs.map((id) => [id, input.lessons.filter((l) => l.standards.includes(id))]));
  const columns = standardIDs.map((id) => ({ id, label: id, title: `${id}: ${describe(id)}` }));
  const rows = input.students.map((s) => {
    const cells = standardIDs.map((id) => {
      const lessons = teaching.get(id) ?? [];
      const found = lessons.map((l) => at.get(`${s.id} ${l.id}`));
      if (lessons.length === 0 || found.every((c) => !c)) return cellOf(null, false, words);
      const progress = Math.round(found.reduce((n, c) => n + (c?.progress ?? 0), 0) / lessons.length);
      return cellOf(progress, found.every((c) => c?.status === 'mastered'), words);
    });
    return rowOf(s, cells);
  });
  return { columns, rows };
}

function rowOf(s: Input['students'][number], cells: GridCell[]): GridRow {
  const mean = cells.length ? Math.round(cells.reduce((n, c) => n + (c.progress ?? 0), 0) / cells.length) : 0;
  return { studentID: s.id, name: `${s.firstName} ${s.lastName}`.trim(), cells, mean };
}

export type SortKey = { by: 'weakest' } | { by: 'name' } | { by: 'column'; index: number };

const byName = { compare: compareNatural };

/** Weakest first (the lowest mean, then name), by name ("Extra2" before "Extra10"), or by one column, lowest first. */
export function sortRows(rows: readonly GridRow[], sort: SortKey): GridRow[] {
  const list = [...rows];
  if (sort.by === 'name') return list.sort((a, b) => byName.compare(a.name, b.name));
  if (sort.by === 'weakest') return list.sort((a, b) => a.mean - b.mean || byName.compare(a.name, b.name));
  const value = (r: GridRow) => r.cells[sort.index]?.progress ?? -1;
  return list.sort((a, b) => value(a) - value(b) || byName.compare(a.name, b.name));
}

const csvField = (text: string) => (/[",\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : text);

/** The grid as CSV: the header row and one row a student, in the order and words of the screen. */
export function gridCsv(studentHeader: string, columns: readonly GridColumn[], rows: readonly GridRow[]): string {
  const lines = [[studentHeader, ...columns.map((c) => c.label)], ...rows.map((r) => [r.name, ...r.cells.map((c) => c.text)])];
  return `${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`;
}
