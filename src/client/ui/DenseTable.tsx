import { useMemo, useState, type ReactNode } from 'react';
import { compareNatural } from '../../shared/domain/naturalSort';
import { denseTableText } from './denseTableText';
import './denseTable.css';

/**
 * One dense, sortable table for the teacher's lists of students (issue 29): one row per student at
 * 48 px or less on a Chromebook, a sticky header, sort by any column (names in natural order:
 * "Extra2" before "Extra10"), optional bulk selection and a row menu (ui/RowMenu.tsx) in the
 * last column. Sorting is the header's buttons (aria-sort on the th), so it works by keyboard.
 */
export interface DenseColumn<Row> {
  id: string;
  header: ReactNode;
  /** The header's words for a screen reader and the sort button's name, when `header` is not text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** The value this column sorts by: text sorts naturally, numbers low to high, null last. No sortValue: not sortable. */
  sortValue?: (row: Row) => string | number | null;
  /** The row's header cell (th scope=row): the student's name. */
  rowHeader?: boolean;
  align?: 'start' | 'end' | 'center';
  className?: string;
}

export interface DenseSort {
  column: string;
  direction: 'ascending' | 'descending';
}

interface DenseTableProps<Row> {
  caption: string;
  /** Show the caption (default: only for screen readers). */
  showCaption?: boolean;
  columns: DenseColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  initialSort?: DenseSort;
  /** Bulk selection: the selected row keys and how to change them. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    rowLabel: (row: Row) => string;
    /** Rows that cannot be picked (no checkbox, left out of "select all"); default: every row. */
    canSelect?: (row: Row) => boolean;
  };
  /** The last cell of each row: a RowMenu. */
  actions?: (row: Row) => ReactNode;
  /** Data attribute for tests and per-screen styles. */
  name?: string;
  /** Extra class on each row (e.g. a band). */
  rowClassName?: (row: Row) => string | undefined;
  empty?: ReactNode;
  /** Rows under the body (a tfoot), e.g. the class averages; cells line up with the columns. */
  footer?: ReactNode;
}

export function compareSortValues(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNatural(String(a), String(b));
}

/** The rows in the order of `sort` (stable: ties keep their given order); null values always last. */
export function sortedRows<Row>(rows: readonly Row[], columns: DenseColumn<Row>[], sort: DenseSort | null): Row[] {
  const column = sort && columns.find((c) => c.id === sort.column);
  if (!column?.sortValue || !sort) return [...rows];
  const value = column.sortValue;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      if (x.v === null || y.v === null) return compareSortValues(x.v, y.v) || x.index - y.index;
      return sign * compareSortValues(x.v, y.v) || x.index - y.index;
    })
    .map((x) => x.row);
}

export function DenseTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  initialSort,
  selection,
  actions,
  name,
  rowClassName,
  empty,
  footer,
}: DenseTableProps<Row>) {
  const [sort, setSort] = useState<DenseSort | null>(initialSort ?? null);
  const ordered = useMemo(() => sortedRows(rows, columns, sort), [rows, columns, sort]);
  const allKeys = (selection?.canSelect ? ordered.filter(selection.canSelect) : ordered).map(rowKey);
  const selectedCount = selection ? allKeys.filter((k) => selection.selected.has(k)).length : 0;
  const allSelected = selection !== undefined && allKeys.length > 0 && selectedCount === allKeys.length;

  const toggleSort = (id: string) =>
    setSort((s) => (s?.column === id ? { column: id, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { column: id, direction: 'ascending' }));

  const toggleRow = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };

  return (
    <div className="dense-scroll" data-dense-table={name}>
      <table className="dense-table">
        <caption className={showCaption ? 'dense-caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="dense-select">
                <input
                  type="checkbox"
                  aria-label={denseTableText.selectAll}
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selectedCount > 0 && !allSelected;
                  }}
                  onChange={() => selection.onChange(allSelected ? new Set() : new Set(allKeys))}
                />
              </th>
            )}
            {columns.map((c) => {
              const sorted = sort?.column === c.id ? sort.direction : undefined;
              return (
                <th key={c.id} scope="col" aria-sort={c.sortValue ? (sorted ?? 'none') : undefined} className={[c.align ? `dense-${c.align}` : '', c.className ?? ''].join(' ').trim() || undefined}>
                  {c.sortValue ? (
                    <button type="button" className="dense-sort" onClick={() => toggleSort(c.id)} aria-label={c.label ? denseTableText.sortBy(c.label) : undefined}>
                      {c.header}
                      <span className="dense-sort-mark" aria-hidden="true">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="dense-actions">
                <span className="visually-hidden">{denseTableText.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ordered.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0) + (actions ? 1 : 0)} className="dense-empty">
                {empty}
              </td>
            </tr>
          ) : (
            ordered.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} className={rowClassName?.(row)} data-row-key={key} aria-selected={selection ? selection.selected.has(key) : undefined}>
                  {selection && (
                    <td className="dense-select">
                      {selection.canSelect?.(row) === false ? null : (
                        <input type="checkbox" aria-label={denseTableText.selectRow(selection.rowLabel(row))} checked={selection.selected.has(key)} onChange={() => toggleRow(key)} />
                      )}
                    </td>
                  )}
                  {columns.map((c) => {
                    const cls = [c.align ? `dense-${c.align}` : '', c.className ?? ''].join(' ').trim() || undefined;
                    return c.rowHeader ? (
                      <th key={c.id} scope="row" className={cls}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.id} className={cls}>
                        {c.cell(row)}
                      </td>
                    );
                  })}
                  {actions && <td className="dense-actions">{actions(row)}</td>}
                </tr>
              );
            })
          )}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
