import { Fragment, useId, useState, type ReactNode } from 'react';
import type { ProgressRow } from '../../../shared/api/progress';
import { PROGRESS_COLUMNS, scoreText } from '../../../shared/domain/progress';
import { ScoreChip } from '../quizzes/ScoreChip';
import { PriorAttempts } from './PriorAttempts';
import { ScoreCell } from './ScoreCell';
import { progressColumn, progressText } from './text';

interface ProgressTableProps {
  caption: string;
  /** "Lesson Name" (a student's report) or "Student Name" (a class's lesson). */
  firstHeader: string;
  rowName: (row: ProgressRow) => string;
  rows: ProgressRow[];
  averages: (number | null)[];
  /** Buttons under a row's prior attempts (resets, view student report). */
  actions?: (row: ProgressRow) => ReactNode;
  emptyText: string;
}

/**
 * The progress table (LA §2): a name column, Pre-Test, PE 1-3, Post-Evaluation, an averages
 * footer; each row opens to its prior attempts and actions.
 */
export function ProgressTable({ caption, firstHeader, rowName, rows, averages, actions, emptyText }: ProgressTableProps) {
  const id = useId();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const keyOf = (row: ProgressRow) => `${row.studentID}/${row.lessonID}`;
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="table-scroll">
      <table className="progress-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeader}</th>
            {PROGRESS_COLUMNS.map((label, i) => (
              <th scope="col" key={label}>
                {progressColumn(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={PROGRESS_COLUMNS.length + 1} className="muted">
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const key = keyOf(row);
            const expanded = open.has(key);
            const detailsID = `${id}-row-${index}`;
            return (
              <Fragment key={key}>
                <tr className={expanded ? 'progress-row is-open' : 'progress-row'}>
                  <th scope="row">
                    <button
                      type="button"
                      className="progress-expand"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsID : undefined}
                      onClick={() => toggle(key)}
                    >
                      <span aria-hidden="true" className="progress-caret">
                        {expanded ? '▾' : '▸'}
                      </span>
                      {rowName(row)}
                      <span className="visually-hidden">{expanded ? progressText.hidePrior : progressText.showPrior}</span>
                    </button>
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.column}>
                      <ScoreCell cell={cell} />
                    </td>
                  ))}
                </tr>
                {expanded ? (
                  <tr className="progress-details" id={detailsID}>
                    <td colSpan={PROGRESS_COLUMNS.length + 1}>
                      <PriorAttempts attempts={row.priorAttempts} />
                      {actions ? <div className="progress-actions no-print">{actions(row)}</div> : null}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{progressText.average}</th>
            {averages.map((a, i) => (
              <td key={i} data-average={scoreText(a)}>
                {a === null ? <span className="progress-empty">--</span> : <ScoreChip score={a} />}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
