import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ProgressCell, ProgressRow } from '../../../shared/api/progress';
import { PROGRESS_COLUMNS } from '../../../shared/domain/progress';
import type { ResetType } from '../../../shared/api/quizzes';
import { scoreBand } from '../../../shared/domain/scoreBands';
import { formatPercent } from '../../i18n/format';
import { bandText } from '../../ui/bandText';
import { DenseTable, type DenseColumn } from '../../ui/DenseTable';
import { Dialog } from '../../ui/Dialog';
import { ExclamationIcon, LockIcon } from '../../ui/learningIcons';
import { RowMenu } from '../../ui/RowMenu';
import { PriorAttempts } from './PriorAttempts';
import { ResetStudentConfirm, resetLabel } from './ResetStudentButtons';
import { progressColumn, progressText, resultDay } from './text';
import { teacherProgressText as text } from './teacherText';

/** Why a cell has no score, for screen readers and the tooltip. */
function emptyReason(cell: ProgressCell): string {
  if (cell.resultID) return progressText.outsideDates;
  if (cell.overridden) return progressText.resetByTeacher;
  return progressText.noResult;
}

/**
 * One quiz of a student's row on one line: the percentage and its band in words and colour
 * ("45% Needs work"), the day, a lock; "No score" in words when there is none.
 */
export function BandScore({ cell }: { cell: ProgressCell }) {
  const band = scoreBand(cell.score);
  const warn = cell.isLocked && !cell.isComplete;
  const day = cell.dateText ? resultDay(cell.dateText, cell.date) : '';
  return (
    <span className="cp-cell" data-column={cell.column} data-score-band={band}>
      <span className={`cp-band band-${band}`} title={cell.score === null ? emptyReason(cell) : day || undefined}>
        {cell.score === null ? (
          <>
            {bandText.none}
            <span className="visually-hidden"> ({emptyReason(cell)})</span>
          </>
        ) : (
          <>
            <span className="cp-percent">{formatPercent(cell.score)}</span> {bandText[band]}
          </>
        )}
      </span>
      {day && cell.score !== null ? <span className="cp-date">{day}</span> : null}
      {cell.isLocked ? (
        <span className="cp-flag" title={progressText.locked} data-flag="locked">
          <LockIcon />
          <span className="visually-hidden">{progressText.locked}</span>
        </span>
      ) : null}
      {warn ? (
        <span className="cp-flag cp-flag-warn" title={progressText.lockedIncomplete} data-flag="incomplete">
          <ExclamationIcon />
          <span className="visually-hidden">{progressText.incompleteFlag}</span>
        </span>
      ) : null}
    </span>
  );
}

type Asking = { row: ProgressRow; what: ResetType | 'prior' };

/**
 * Class Progress as a dense table (issue 29): one line per student, sortable by name (natural
 * order) or by any quiz's score, a sticky header, the class averages in the footer, and each
 * student's actions (prior attempts, resets, their report) in a row menu.
 */
export function ClassProgressTable({
  caption,
  classID,
  rows,
  averages,
  emptyText,
  onChanged,
}: {
  caption: string;
  classID: string;
  rows: ProgressRow[];
  averages: (number | null)[];
  emptyText: string;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const columns = useMemo<DenseColumn<ProgressRow>[]>(
    () => [
      {
        id: 'name',
        header: text.studentName,
        label: text.studentName,
        rowHeader: true,
        cell: (row) => row.studentName,
        sortValue: (row) => row.studentName,
        className: 'cp-name',
      },
      ...PROGRESS_COLUMNS.map(
        (_, i): DenseColumn<ProgressRow> => ({
          id: `q${i + 1}`,
          header: progressColumn(i),
          label: progressColumn(i),
          cell: (row) => (row.cells[i] ? <BandScore cell={row.cells[i]} /> : null),
          sortValue: (row) => row.cells[i]?.score ?? null,
        }),
      ),
    ],
    [],
  );
  const close = () => setAsking(null);

  return (
    <>
      <DenseTable
        name="class-progress"
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.studentID}/${row.lessonID}`}
        empty={emptyText}
        actions={(row) => (
          <RowMenu
            rowLabel={row.studentName}
            items={[
              {
                label: text.viewStudentReport,
                onSelect: () => void navigate({ to: '/studentprogress/$classID/$studentID', params: { classID, studentID: row.studentID } }),
              },
              { label: progressText.priorAttempts, onSelect: () => setAsking({ row, what: 'prior' }) },
              { label: resetLabel('diagnostic'), onSelect: () => setAsking({ row, what: 'diagnostic' }), danger: true },
              { label: resetLabel('postEval'), onSelect: () => setAsking({ row, what: 'postEval' }), danger: true },
            ]}
          />
        )}
        footer={
          <tr className="cp-average">
            <th scope="row">{progressText.average}</th>
            {averages.map((a, i) => (
              <td key={i} data-average={a === null ? '--' : `${a}%`}>
                {a === null ? (
                  <span className="cp-band band-none">{bandText.none}</span>
                ) : (
                  <span className={`cp-band band-${scoreBand(a)}`}>
                    <span className="cp-percent">{formatPercent(a)}</span> {bandText[scoreBand(a)]}
                  </span>
                )}
              </td>
            ))}
            <td className="dense-actions" />
          </tr>
        }
      />
      <p className="muted cp-legend">{bandText.legend}</p>
      {asking?.what === 'prior' ? (
        <Dialog open onOpenChange={(open) => !open && close()} title={text.priorAttemptsOf(asking.row.studentName)}>
          <PriorAttempts attempts={asking.row.priorAttempts} />
        </Dialog>
      ) : null}
      {asking && asking.what !== 'prior' ? (
        <ResetStudentConfirm
          type={asking.what}
          studentID={asking.row.studentID}
          studentName={asking.row.studentName}
          onClose={close}
          onDone={() => {
            close();
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
