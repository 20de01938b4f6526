import type { ProgressCell } from '../../../shared/api/progress';
import { NO_SCORE } from '../../../shared/domain/progress';
import { ExclamationIcon, LockIcon } from '../../ui/learningIcons';
import { ScoreChip } from '../quizzes/ScoreChip';
import { progressText, resultDay } from './text';

/** Why a cell shows "--", for screen readers and the tooltip. */
function emptyReason(cell: ProgressCell): string {
  if (cell.resultID) return progressText.outsideDates;
  if (cell.overridden) return progressText.resetByTeacher;
  return progressText.noResult;
}

/**
 * One quiz of a progress row (LA §2, §4): the score in its colour band with its date
 * (MM/DD/YY), or "--"; a lock when the quiz is locked, an exclamation mark when it is locked
 * and incomplete.
 */
export function ScoreCell({ cell }: { cell: ProgressCell }) {
  const warn = cell.isLocked && !cell.isComplete;
  return (
    <div className="progress-cell" data-column={cell.column}>
      {cell.score === null ? (
        <span className="progress-empty" title={emptyReason(cell)}>
          {NO_SCORE}
          <span className="visually-hidden"> ({emptyReason(cell)})</span>
        </span>
      ) : (
        <ScoreChip score={cell.score} />
      )}
      {cell.dateText ? <span className="progress-date">{resultDay(cell.dateText, cell.date)}</span> : null}
      {cell.isLocked || warn ? (
        <span className="progress-flags">
          {cell.isLocked ? (
            <span className="progress-flag" title={progressText.locked} data-flag="locked">
              <LockIcon />
              <span className="visually-hidden">{progressText.locked}</span>
            </span>
          ) : null}
          {warn ? (
            <span className="progress-flag progress-flag-warn" title={progressText.lockedIncomplete} data-flag="incomplete">
              <ExclamationIcon />
              <span className="visually-hidden">{progressText.incompleteFlag}</span>
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
