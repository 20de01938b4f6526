import type { PriorAttempt } from '../../../shared/api/progress';
import { PROGRESS_COLUMNS } from '../../../shared/domain/progress';
import { ScoreChip } from '../quizzes/ScoreChip';

/** The other attempts of a row's quizzes, newest first, or 'No prior attempts found.' (LA §2). */
export function PriorAttempts({ attempts }: { attempts: PriorAttempt[] }) {
  if (attempts.length === 0) return <p className="muted progress-no-prior">No prior attempts found.</p>;
  return (
    <table className="progress-prior">
      <caption className="visually-hidden">Prior attempts</caption>
      <thead>
        <tr>
          <th scope="col">Quiz</th>
          <th scope="col">Score</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={a.resultID}>
            <th scope="row">{PROGRESS_COLUMNS[a.column - 1] ?? 'Quiz'}</th>
            <td>
              <ScoreChip score={a.score} />
            </td>
            <td>{a.dateText}</td>
            <td>
              {[a.overridden ? 'Reset' : 'Earlier attempt', a.outsideRange ? 'outside the chosen dates' : '', a.isComplete ? '' : 'incomplete']
                .filter(Boolean)
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
