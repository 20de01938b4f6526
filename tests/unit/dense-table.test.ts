import { describe, expect, it } from 'vitest';
import { sortedRows, type DenseColumn } from '../../src/client/ui/DenseTable';
import { compareNatural, sortNatural } from '../../src/shared/domain/naturalSort';
import { scoreBand } from '../../src/shared/domain/scoreBands';

type Row = { name: string; score: number | null };
const columns: DenseColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, rowHeader: true },
  { id: 'score', header: 'Score', cell: (r) => String(r.score), sortValue: (r) => r.score },
  { id: 'plain', header: 'Plain', cell: () => '' },
];
const rows: Row[] = [
  { name: 'Extra10', score: 70 },
  { name: 'extra2', score: null },
  { name: 'Extra1', score: 40 },
  { name: 'Ána', score: 90 },
];

describe('natural order of names (issue 29)', () => {
  it('puts Extra2 before Extra10 and ignores case and accents', () => {
    expect(sortNatural(['Extra10', 'Extra2', 'Extra1'], (n) => n)).toEqual(['Extra1', 'Extra2', 'Extra10']);
    expect(compareNatural('ana', 'Ána')).toBe(0);
  });
});

describe('DenseTable sorting', () => {
  it('sorts names naturally both ways', () => {
    expect(sortedRows(rows, columns, { column: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual(['Ána', 'Extra1', 'extra2', 'Extra10']);
    expect(sortedRows(rows, columns, { column: 'name', direction: 'descending' }).map((r) => r.name)).toEqual(['Extra10', 'extra2', 'Extra1', 'Ána']);
  });
  it('sorts numbers low to high with no score last in both directions', () => {
    expect(sortedRows(rows, columns, { column: 'score', direction: 'ascending' }).map((r) => r.score)).toEqual([40, 70, 90, null]);
    expect(sortedRows(rows, columns, { column: 'score', direction: 'descending' }).map((r) => r.score)).toEqual([90, 70, 40, null]);
  });
  it('keeps the given order for no sort or a column that does not sort', () => {
    expect(sortedRows(rows, columns, null)).toEqual(rows);
    expect(sortedRows(rows, columns, { column: 'plain', direction: 'ascending' })).toEqual(rows);
  });
});

describe('score bands', () => {
  it('under 60 needs work, 60-79 developing, 80 up secure, no score none', () => {
    expect([0, 59, 60, 79, 80, 100].map(scoreBand)).toEqual(['needsWork', 'needsWork', 'developing', 'developing', 'secure', 'secure']);
    expect(scoreBand(null)).toBe('none');
    expect(scoreBand(undefined)).toBe('none');
  });
});
