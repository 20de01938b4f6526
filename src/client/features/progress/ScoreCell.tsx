import type { ProgressCell } from '../../../shared/api/progress';
import { NO_SCORE } from '../../../shared/domain/progress';
import { ExclamationIcon, LockIcon } from '../../ui/learningIcons';
import { ScoreChip } from '../quizzes/ScoreChip';

/** Why a cell shows "--", for screen readers and the tooltip. */
function emptyReason(cell: ProgressCell): string {
  if (cell.resultID) return 'outside the chosen dates';
  if (cell.overridden) return 'reset by the teacher';
  return 'no result';
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
      {cell.dateText ? <span className="progress-date">{cell.dateText}</span> : null}
      {cell.isLocked || warn ? (
        <span className="progress-flags">
          {cell.isLocked ? (
            <span className="progress-flag" title="Locked" data-flag="locked">
              <LockIcon />
              <span className="visually-hidden">Locked</span>
            </span>
          ) : null}
          {warn ? (
            <span className="progress-flag progress-flag-warn" title="Locked and incomplete" data-flag="incomplete">
              <ExclamationIcon />
              <span className="visually-hidden">Incomplete</span>
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
